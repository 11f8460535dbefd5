#pragma once

#include <QObject>
#include <QTimer>

#include <cstdint>
#include <vector>

namespace ttft {

// Watches the thread it lives on (the UI thread) for waiting: a 10 ms timer notes how late each
// tick comes (a thread blocked on a file, the network or the keychain delivers no tick until it is
// free) and whether the tick came from inside a nested event loop (a QEventLoop::exec(), a
// QDialog::exec(): the thread still ticks there, but the code below it is waiting). The tests
// (tst_uiwatch) run the window under it with slow doubles; TTFT_UI_WATCHDOG_MS=N makes the
// workbench warn on stderr about every stall longer than N ms and every nested loop
// (docs/ARCHITECTURE.md, Threads).
class UiStallWatch : public QObject
{
    Q_OBJECT
public:
    explicit UiStallWatch(QObject *parent = nullptr);

    // Starts afresh: the loop level it is started at is the thread's normal one.
    void start();
    void stop();
    bool running() const { return m_timer.isActive(); }

    // Warn (qWarning, category ttft.ui.stall) about stalls over `ms` and nested loops; 0: quiet.
    void setWarnOverMs(double ms) { m_warnOverMs = ms; }
    // Keep every tick's lateness (the default, for tests and benchmarks); off for a watch that
    // runs as long as the workbench does and only warns.
    void setKeepSamples(bool keep) { m_keepSamples = keep; }

    static constexpr double kIntervalMs = 10;
    // How much later than kIntervalMs after the previous tick each tick came.
    const std::vector<double> &latenessMs() const { return m_lateMs; }
    double worstMs() const { return m_worstMs; }
    double quantileMs(double q) const; // q in [0, 1]; 0 without ticks
    std::int64_t ticks() const { return m_ticks; }
    // Ticks that came from an event loop nested deeper than the one start() was called at.
    std::int64_t nestedTicks() const { return m_nestedTicks; }

private:
    void tick();

    QTimer m_timer;
    std::int64_t m_lastNs = 0;
    int m_baseLevel = 0;
    double m_warnOverMs = 0;
    bool m_keepSamples = true;
    std::int64_t m_ticks = 0;
    double m_worstMs = 0;
    std::int64_t m_nestedTicks = 0;
    std::vector<double> m_lateMs;
};

} // namespace ttft
