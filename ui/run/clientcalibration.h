#pragma once

#include "stats/metricsummary.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <mutex>
#include <thread>
#include <vector>

namespace ttft {

class Engine;
class LabServer;

// One transport's bias against the lab's ground truth.
struct CalibrationRow {
    QString transport;     // "curl" | "qt"
    QString protocol;      // as recorded, "http/1.1"
    MetricSummary biasMs;  // client TTFT − server TTFT (first token written − request complete)
    int failed = 0;
};

// "Calibrate client": sends a few requests with a fixed first-token delay through each transport
// to the embedded lab and compares the TTFT the client measured with the lab's own account of the
// same request. What is left is what the network stack and the client add (docs/ARCHITECTURE.md, The lab). The
// command-line `ttft-bench calibrate` measures more cases (body sizes, HTTP/2 through nginx, load);
// this is its quick form, on a thread of its own.
class ClientCalibration : public QObject
{
    Q_OBJECT
public:
    explicit ClientCalibration(QObject *parent = nullptr);
    ~ClientCalibration() override; // waits for a calibration under way

    // `lab` must outlive this object. Does nothing while a calibration runs.
    void start(const LabServer *lab, int rounds = 20, int firstTokenMs = 100);
    bool isRunning() const { return m_running.load(); }

    // The rows in a line ("curl: median 0.41 ms, p99 0.93 ms; …") and as a table for a message box.
    static QString summary(const std::vector<CalibrationRow> &rows);
    static QString reportHtml(const std::vector<CalibrationRow> &rows);

Q_SIGNALS:
    void finished(const std::vector<ttft::CalibrationRow> &rows);

private:
    CalibrationRow measureTransport(const LabServer &lab, int transport, int rounds, int firstTokenMs);

    std::thread m_thread;
    std::atomic<bool> m_cancelled{false};
    std::mutex m_engineMutex;
    Engine *m_engine = nullptr; // the one running, for the destructor to stop
    std::atomic<bool> m_running{false};
};

} // namespace ttft
