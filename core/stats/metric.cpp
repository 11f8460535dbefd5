#include "metric.h"

#include "base/i18n.h"
#include "model/requestrecord.h"

namespace ttft {

const char *metricKey(Metric metric)
{
    switch (metric) {
    case Metric::Ttft: return "ttft";
    case Metric::Ttfs: return "ttfs";
    case Metric::Tpot: return "tpot";
    case Metric::E2e: return "e2e";
    }
    return "ttft";
}

bool metricFromKey(std::string_view key, Metric &metric)
{
    for (const Metric candidate : kAllMetrics) {
        if (key == metricKey(candidate)) {
            metric = candidate;
            return true;
        }
    }
    return false;
}

QString metricName(Metric metric)
{
    switch (metric) {
    case Metric::Ttft: return Tr::tr("TTFT");
    case Metric::Ttfs: return Tr::tr("TTFS");
    case Metric::Tpot: return Tr::tr("TPOT");
    case Metric::E2e: return Tr::tr("E2E");
    }
    return {};
}

QString metricLabel(Metric metric)
{
    switch (metric) {
    case Metric::Ttft: return Tr::tr("Time to first token");
    case Metric::Ttfs: return Tr::tr("Time to first sentence");
    case Metric::Tpot: return Tr::tr("Time per output token");
    case Metric::E2e: return Tr::tr("End-to-end latency");
    }
    return {};
}

QString metricUnit(Metric)
{
    return Tr::tr("ms");
}

std::optional<double> metricValue(const RequestRecord &record, Metric metric)
{
    switch (metric) {
    case Metric::Ttft: return record.ttftMs();
    case Metric::Ttfs: return record.ttfsMs();
    case Metric::Tpot: return record.tpotMs();
    case Metric::E2e: return record.e2eMs();
    }
    return std::nullopt;
}

} // namespace ttft
