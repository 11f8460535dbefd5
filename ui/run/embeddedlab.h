#pragma once

#include <QObject>
#include <QString>

#include <memory>

class QThread;

namespace ttft {

class LabServer;

// The window's embedded lab server on 127.0.0.1, started on a thread of its own
// (LabServer::start waits for its server threads to listen): the window comes up at once, and
// settled says when the lab listens, or why it could not.
class EmbeddedLab : public QObject
{
    Q_OBJECT
public:
    explicit EmbeddedLab(QObject *parent = nullptr);
    ~EmbeddedLab() override; // a lab still starting is stopped once it has

    void start();
    // The lab while it starts and once it listens; null before start() and after a failed start.
    LabServer *server() const { return m_lab.get(); }
    bool starting() const { return m_starter != nullptr; }
    bool ready() const { return m_ready; }
    QString baseUrl() const; // empty until it listens

Q_SIGNALS:
    void settled(bool listening, const QString &error);

private:
    std::unique_ptr<LabServer> m_lab;
    QThread *m_starter = nullptr;
    bool m_ready = false;
};

} // namespace ttft
