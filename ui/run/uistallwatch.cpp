#include "uistallwatch.h"

#include "base/monoclock.h"

#include <QLoggingCategory>
#include <QThread>

#include <algorithm>

namespace ttft {

namespace {
Q_LOGGING_CATEGORY(stallLog, "ttft.ui.stall")
}

UiStallWatch::UiStallWatch(QObject *parent)
    : QObject(parent)
{
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(int(kIntervalMs));
    connect(&m_timer, &QTimer::timeout, this, &UiStallWatch::tick);
}

void UiStallWatch::start()
{
    m_lateMs.clear();
    m_worstMs = 0;
    m_nestedTicks = 0;
    m_ticks = 0;
    m_lastNs = monoNowNs();
    m_baseLevel = thread()->loopLevel();
    m_timer.start();
}

void UiStallWatch::stop()
{
    m_timer.stop();
}

void UiStallWatch::tick()
{
    const std::int64_t now = monoNowNs();
    const double late = std::max(0.0, double(now - m_lastNs) / 1e6 - kIntervalMs);
    m_lastNs = now;
    ++m_ticks;
    if (m_keepSamples)
        m_lateMs.push_back(late);
    m_worstMs = std::max(m_worstMs, late);
    const bool nested = thread()->loopLevel() > m_baseLevel;
    if (nested)
        ++m_nestedTicks;
    if (m_warnOverMs > 0 && late > m_warnOverMs)
        qCWarning(stallLog, "the UI thread did not run its events for %.0f ms", late + kIntervalMs);
    if (m_warnOverMs > 0 && nested)
        qCWarning(stallLog, "the UI thread is waiting in a nested event loop (level %d)", thread()->loopLevel());
}

double UiStallWatch::quantileMs(double q) const
{
    if (m_lateMs.empty())
        return 0;
    std::vector<double> sorted = m_lateMs;
    std::sort(sorted.begin(), sorted.end());
    const std::size_t at = std::min(sorted.size() - 1, std::size_t(std::clamp(q, 0.0, 1.0) * double(sorted.size())));
    return sorted[at];
}

} // namespace ttft
