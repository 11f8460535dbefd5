#include "shardstart.h"

#include "base/i18n.h"
#include "base/monoclock.h"
#include "engine/clockprobe.h"
#include "model/rundescription.h"

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

ShardStart::ShardStart(std::optional<std::int64_t> startAtMs, QString reference)
    : m_startAtMs(startAtMs)
    , m_reference(std::move(reference))
{
}

bool ShardStart::prepare(const RunDescription &run, const std::atomic<bool> &stop, const std::function<void(const QString &)> &note)
{
    const ShardSpec &shard = run.plan.shard;
    const QString who = Tr::tr("Shard %1").arg(QString::fromStdString(shard.label()));
    if (shard.sharded() && !m_reference.isEmpty()) {
        probeClock(m_reference.toStdString(), m_clock, &stop);
        if (m_clock.offsetMs)
            note(Tr::tr("%1: this machine's clock is %2 ms off %3 (± %4 ms, %5 probes, %6)")
                                  .arg(who, QString::number(*m_clock.offsetMs, 'f', 3), m_reference,
                                       QString::number(m_clock.uncertaintyMs.value_or(0), 'f', 3))
                                  .arg(m_clock.probes)
                                  .arg(QString::fromStdString(m_clock.method)));
        else
            note(Tr::tr("Warning: %1: no clock offset against %2: %3. The merge places this shard by its wall clock.")
                                  .arg(who, m_reference, QString::fromStdString(m_clock.error)));
    }
    if (m_startAtMs) {
        // The reference's time, read on this machine's clock: local = reference + offset.
        const std::int64_t targetNs = *m_startAtMs * 1'000'000 + std::int64_t(m_clock.offsetMs.value_or(0) * 1e6);
        const std::int64_t waitNs = targetNs - wallClockNs();
        if (waitNs > 0) {
            note(Tr::tr("Starting at %1 (in %2 s)").arg(isoTime(*m_startAtMs), QString::number(double(waitNs) / 1e9, 'f', 1)));
            while (!stop) {
                const std::int64_t left = targetNs - wallClockNs();
                if (left <= 0)
                    break;
                std::this_thread::sleep_for(std::chrono::nanoseconds(std::min<std::int64_t>(left, 50'000'000)));
            }
            if (stop)
                return false;
        }
        m_lateMs = double(std::max<std::int64_t>(0, wallClockNs() - targetNs)) / 1e6;
        if (*m_lateMs > 1000)
            note(Tr::tr("Warning: started %1 s after --start-at %2: the shards did not start together.")
                                  .arg(QString::number(*m_lateMs / 1000, 'f', 1), isoTime(*m_startAtMs)));
    }
    captureClockAnchor(m_clock);
    return true;
}

std::optional<ShardEntry> ShardStart::entry(const RunDescription &run) const
{
    const ShardSpec &shard = run.plan.shard;
    if (!shard.sharded())
        return std::nullopt;
    ShardEntry entry;
    entry.index = shard.index;
    entry.count = shard.count;
    entry.host = run.environment.host;
    entry.location = run.environment.location;
    if (m_startAtMs)
        entry.startAt = isoTime(*m_startAtMs).toStdString();
    entry.startLateMs = m_lateMs;
    entry.clock = m_clock;
    return entry;
}

} // namespace ttft
