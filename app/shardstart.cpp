#include "shardstart.h"

#include "base/i18n.h"
#include "base/monoclock.h"
#include "clisupport.h"
#include "engine/clockprobe.h"
#include "runsetup.h"

#include <QDateTime>
#include <QTimeZone>

#include <chrono>
#include <thread>

namespace ttft {

namespace {

QString isoTime(std::int64_t ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc()).toString(Qt::ISODateWithMs);
}

} // namespace

ShardStart::ShardStart(const RunSetup &setup, const QString &labTimeUrl)
    : m_setup(setup)
    , m_reference(setup.clockReference == QLatin1String("lab") ? labTimeUrl : setup.clockReference)
{
}

bool ShardStart::prepare()
{
    installStopSignals();
    const ShardSpec &shard = m_setup.description.plan.shard;
    const QString who = Tr::tr("Shard %1").arg(QString::fromStdString(shard.label()));
    if (shard.sharded() && !m_reference.isEmpty()) {
        probeClock(m_reference.toStdString(), m_clock, &g_stopRequested);
        if (m_clock.offsetMs)
            printLine(stderr, Tr::tr("%1: this machine's clock is %2 ms off %3 (± %4 ms, %5 probes, %6)")
                                  .arg(who, QString::number(*m_clock.offsetMs, 'f', 3), m_reference,
                                       QString::number(m_clock.uncertaintyMs.value_or(0), 'f', 3))
                                  .arg(m_clock.probes)
                                  .arg(QString::fromStdString(m_clock.method)));
        else
            printLine(stderr, Tr::tr("Warning: %1: no clock offset against %2: %3. The merge places this shard by its wall clock.")
                                  .arg(who, m_reference, QString::fromStdString(m_clock.error)));
    }
    if (m_setup.startAtMs) {
        // The reference's time, read on this machine's clock: local = reference + offset.
        const std::int64_t targetNs = *m_setup.startAtMs * 1'000'000 + std::int64_t(m_clock.offsetMs.value_or(0) * 1e6);
        const std::int64_t waitNs = targetNs - wallClockNs();
        if (waitNs > 0) {
            printLine(stderr, Tr::tr("Starting at %1 (in %2 s)").arg(isoTime(*m_setup.startAtMs), QString::number(double(waitNs) / 1e9, 'f', 1)));
            while (!g_stopRequested) {
                const std::int64_t left = targetNs - wallClockNs();
                if (left <= 0)
                    break;
                std::this_thread::sleep_for(std::chrono::nanoseconds(std::min<std::int64_t>(left, 50'000'000)));
            }
            if (g_stopRequested)
                return false;
        }
        m_lateMs = double(std::max<std::int64_t>(0, wallClockNs() - targetNs)) / 1e6;
        if (*m_lateMs > 1000)
            printLine(stderr, Tr::tr("Warning: started %1 s after --start-at %2: the shards did not start together.")
                                  .arg(QString::number(*m_lateMs / 1000, 'f', 1), isoTime(*m_setup.startAtMs)));
    }
    captureClockAnchor(m_clock);
    return true;
}

nlohmann::json ShardStart::toJson(const RunDescription &run) const
{
    const ShardSpec &shard = run.plan.shard;
    if (!shard.sharded())
        return nullptr;
    nlohmann::json entry{
        {"index", shard.index},
        {"count", shard.count},
        {"host", run.environment.host},
        {"location", run.environment.location},
        {"start_at", m_setup.startAtMs ? nlohmann::json(isoTime(*m_setup.startAtMs).toStdString()) : nlohmann::json()},
        {"start_late_ms", m_lateMs ? nlohmann::json(*m_lateMs) : nlohmann::json()},
        {"clock", ttft::toJson(m_clock)},
    };
    return nlohmann::json::array({std::move(entry)});
}

} // namespace ttft
