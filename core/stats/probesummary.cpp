#include "probesummary.h"

#include "base/i18n.h"
#include "model/requestrecord.h"
#include "percentile.h"
#include "base/figuretext.h"
#include "summarytable.h"

#include <QDateTime>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>

namespace ttft {

namespace {

// A peak or quiet hour needs this many successful requests behind its median.
constexpr std::int64_t kHourMinSuccesses = 5;

int localHour(std::int64_t wallMs, int utcOffsetMinutes)
{
    const std::int64_t minutes = wallMs / 60'000 + utcOffsetMinutes;
    return int(((minutes / 60) % 24 + 24) % 24);
}

} // namespace

ProbeSummary summarizeProbes(const ProbePlan &plan, const std::vector<RequestRecord> &records)
{
    ProbeSummary summary;
    summary.plan = plan;
    summary.expected = plan.expectedProbes();
    std::map<int, std::vector<const RequestRecord *>> byProbe;
    for (const RequestRecord &record : records)
        byProbe[record.repeat].push_back(&record);
    std::map<int, ProbeSummary::Hour> hours;
    std::map<int, std::vector<double>> hourTtft;
    for (const auto &[index, group] : byProbe) {
        ProbeSummary::Probe probe;
        probe.index = index;
        std::vector<double> ttft;
        for (const RequestRecord *record : group) {
            if (record->wallStartMs != 0 && (probe.wallStartMs == 0 || record->wallStartMs < probe.wallStartMs))
                probe.wallStartMs = record->wallStartMs;
            if (record->warmup)
                continue;
            ++probe.requests;
            if (record->failed()) {
                ++probe.errors;
                if (record->throttled())
                    ++probe.throttled;
            } else if (const std::optional<double> value = record->ttftMs()) {
                ttft.push_back(*value);
            }
        }
        const int hour = localHour(probe.wallStartMs, plan.utcOffsetMinutes);
        ProbeSummary::Hour &entry = hours[hour];
        entry.hour = hour;
        ++entry.probes;
        entry.requests += probe.requests;
        entry.errors += probe.errors;
        entry.throttled += probe.throttled;
        hourTtft[hour].insert(hourTtft[hour].end(), ttft.begin(), ttft.end());
        probe.ttftP50 = percentile(std::move(ttft), 50);
        summary.probes.push_back(probe);
    }
    for (int index = 0; index < summary.expected; ++index) {
        if (!byProbe.count(index))
            summary.missed.push_back(index);
    }
    for (auto &[hour, entry] : hours) {
        entry.ttftMs = summarizeMetric(hourTtft[hour]);
        summary.hours.push_back(entry);
    }
    for (const ProbeSummary::Hour &hour : summary.hours) {
        if (hour.ttftMs.count < kHourMinSuccesses || !hour.ttftMs.p50)
            continue;
        const auto medianOf = [&](std::optional<int> h) {
            return *std::find_if(summary.hours.begin(), summary.hours.end(), [&](const ProbeSummary::Hour &x) { return x.hour == *h; })->ttftMs.p50;
        };
        if (!summary.peakHour || *hour.ttftMs.p50 > medianOf(summary.peakHour))
            summary.peakHour = hour.hour;
        if (!summary.quietHour || *hour.ttftMs.p50 < medianOf(summary.quietHour))
            summary.quietHour = hour.hour;
    }
    return summary;
}

nlohmann::json toJson(const ProbeSummary &summary)
{
    nlohmann::json probes = nlohmann::json::array();
    for (const ProbeSummary::Probe &probe : summary.probes)
        probes.push_back({{"index", probe.index},
                          {"started", probe.wallStartMs ? nlohmann::json(QDateTime::fromMSecsSinceEpoch(probe.wallStartMs, Qt::UTC)
                                                                             .toString(Qt::ISODateWithMs)
                                                                             .toStdString())
                                                        : nlohmann::json(nullptr)},
                          {"requests", probe.requests},
                          {"errors", probe.errors},
                          {"throttled", probe.throttled},
                          {"ttft_p50_ms", probe.ttftP50 ? nlohmann::json(roundForJson(*probe.ttftP50)) : nlohmann::json(nullptr)}});
    nlohmann::json hours = nlohmann::json::array();
    for (const ProbeSummary::Hour &hour : summary.hours)
        hours.push_back({{"hour", hour.hour},
                         {"probes", hour.probes},
                         {"requests", hour.requests},
                         {"errors", hour.errors},
                         {"throttled", hour.throttled},
                         {"ttft_ms", toJson(hour.ttftMs)}});
    const auto hourOrNull = [](const std::optional<int> &hour) { return hour ? nlohmann::json(*hour) : nlohmann::json(nullptr); };
    return {{"plan", toJson(summary.plan)},
            {"expected", summary.expected},
            {"ran", summary.probes.size()},
            {"missed", summary.missed},
            {"probes", std::move(probes)},
            {"hours", std::move(hours)},
            {"peak_hour", hourOrNull(summary.peakHour)},
            {"quiet_hour", hourOrNull(summary.quietHour)}};
}

QString probeSummaryText(const ProbeSummary &summary)
{
    QString text;
    const auto line = [&text](const QString &s) { text += s + QLatin1Char('\n'); };
    line(Tr::tr("Probes: %1 of %2 ran, every %3 s; %4 missed").arg(summary.probes.size()).arg(summary.expected).arg(summary.plan.everyS).arg(summary.missed.size()));
    if (!summary.missed.empty()) {
        QStringList missed;
        for (int index : summary.missed)
            missed << QString::number(index + 1);
        line(Tr::tr("  missed probes: %1").arg(missed.join(QStringLiteral(", "))));
    }
    QList<QStringList> table;
    table.append({Tr::tr("Hour"), Tr::tr("probes"), Tr::tr("count"), Tr::tr("errors"), Tr::tr("TTFT p50"), Tr::tr("TTFT p95")});
    for (const ProbeSummary::Hour &hour : summary.hours)
        table.append({QStringLiteral("%1:00").arg(hour.hour, 2, 10, QLatin1Char('0')), QString::number(hour.probes), QString::number(hour.requests),
                      QString::number(hour.errors), fixedOr(hour.ttftMs.p50, 1, u"-"), fixedOr(hour.ttftMs.p95, 1, u"-")});
    text += renderTable(table, 1);
    if (summary.peakHour && summary.quietHour && *summary.peakHour != *summary.quietHour)
        line(Tr::tr("Peak hour %1:00 (slowest median TTFT), quiet hour %2:00 (fastest); local time of the prober (UTC%3%4 min)")
                 .arg(*summary.peakHour, 2, 10, QLatin1Char('0'))
                 .arg(*summary.quietHour, 2, 10, QLatin1Char('0'))
                 .arg(summary.plan.utcOffsetMinutes >= 0 ? QStringLiteral("+") : QString())
                 .arg(summary.plan.utcOffsetMinutes));
    return text;
}

} // namespace ttft
