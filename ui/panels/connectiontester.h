#pragma once

#include "model/providerprofile.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class QThread;

namespace ttft {

class RunKeyResolver;

// What one test request found.
struct ConnectionTestResult {
    QString provider;
    bool ok = false;
    std::optional<double> ttftMs;
    std::optional<double> e2eMs;
    int httpStatus = 0;
    QString text; // one line for the user: the TTFT, or what went wrong
};

// Test connection: one real request to one provider (a one-request sequential plan on the
// engine), on a thread of its own so that the UI keeps running however long the provider takes.
// One test at a time; cancel() or the destructor stop it (the engine cancels the request).
class ConnectionTester : public QObject
{
    Q_OBJECT
public:
    explicit ConnectionTester(QObject *parent = nullptr);
    ~ConnectionTester() override;

    bool isRunning() const;
    // Ignored while a test runs. The key (keychain entry or environment variable) is read first,
    // without waiting (keys/runkeys.h), on the UI thread as QtKeychain requires; the request then
    // runs on its own thread. True from start() until `finished`.
    void start(const ProviderProfile &profile);
    void cancel();

Q_SIGNALS:
    void finished(const ttft::ConnectionTestResult &result);

private:
    struct Job;
    void launch(const std::shared_ptr<Job> &job, const std::string &apiKey);
    void deliver(const std::shared_ptr<Job> &job);

    RunKeyResolver *m_keys;

    QThread *m_thread = nullptr;
    std::shared_ptr<Job> m_job;
};

} // namespace ttft
