#include "comparison.h"

#include "base/figuretext.h"
#include "base/i18n.h"
#include "model/requestrecord.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <map>

namespace ttft {

namespace {


} // namespace

std::vector<ProviderComparison> compareProviders(const std::vector<RequestRecord> &records, Metric metric,
                                                 const BootstrapOptions &options)
{
    // Samples by cell, then by provider, both in first-seen order.
    std::vector<std::string> cells;
    std::map<std::string, std::vector<std::string>> providersByCell;
    std::map<std::pair<std::string, std::string>, std::vector<double>> samples;
    for (const RequestRecord &record : records) {
        if (record.warmup || record.failed())
            continue;
        const std::optional<double> value = metricValue(record, metric);
        if (!value)
            continue;
        auto &providers = providersByCell[record.cell];
        if (providers.empty())
            cells.push_back(record.cell);
        auto &sample = samples[{record.cell, record.provider}];
        if (sample.empty())
            providers.push_back(record.provider);
        sample.push_back(*value);
    }
    std::vector<ProviderComparison> comparisons;
    for (const std::string &cell : cells) {
        const auto &providers = providersByCell[cell];
        for (std::size_t a = 0; a < providers.size(); ++a) {
            for (std::size_t b = a + 1; b < providers.size(); ++b) {
                const auto &sampleA = samples[{cell, providers[a]}];
                const auto &sampleB = samples[{cell, providers[b]}];
                ProviderComparison comparison;
                comparison.cell = cell;
                comparison.providerA = providers[a];
                comparison.providerB = providers[b];
                comparison.metric = metric;
                comparison.differences
                    = bootstrapPercentileDifferences(sampleA, sampleB, kBootstrapDifferencePercentiles, options);
                if (!comparison.differences.empty())
                    comparisons.push_back(std::move(comparison));
            }
        }
    }
    return comparisons;
}

std::vector<ProviderComparison> compareProviders(const std::vector<RequestRecord> &records,
                                                 const BootstrapOptions &options)
{
    return compareProviders(records, Metric::Ttft, options);
}

nlohmann::json toJson(const ProviderComparison &comparison)
{
    nlohmann::json differences = nlohmann::json::array();
    for (const PercentileDifference &difference : comparison.differences)
        differences.push_back(toJson(difference));
    const std::string metric = metricKey(comparison.metric);
    return nlohmann::json{{"cell", comparison.cell},
                          {"a", comparison.providerA},
                          {"b", comparison.providerB},
                          {"metric", metric},
                          {metric + "_ms", std::move(differences)}};
}

QString describeDifference(const ProviderComparison &comparison, const PercentileDifference &difference)
{
    const QString a = QString::fromStdString(comparison.providerA);
    const QString b = QString::fromStdString(comparison.providerB);
    const QString p = QStringLiteral("p%1").arg(difference.p, 0, 'g', 3);
    const QString level = QString::number(difference.level * 100, 'g', 3);
    // The interval is given for the advantage itself (slower minus faster), so that it reads
    // "by 92 ms (95 % CI 86–99 ms)"; with no verdict, for A − B as computed. A dash between two
    // figures reads as a minus once one of them is negative: then "−3.0 to 4.1".
    const auto interval = [&](double lower, double upper) {
        const int decimals = msDecimals(std::max(std::abs(lower), std::abs(upper)));
        if (lower >= 0)
            return Tr::tr("%1 % CI %2–%3 ms").arg(level, signedFixed(lower, decimals), signedFixed(upper, decimals));
        return Tr::tr("%1 % CI %2 to %3 ms").arg(level, signedFixed(lower, decimals), signedFixed(upper, decimals));
    };
    const auto amount = [](double value) { return signedFixed(value, msDecimals(value)); };
    switch (difference.verdict()) {
    case PercentileDifference::Verdict::ALower:
        return Tr::tr("%1 is faster than %2 at %3 by %4 ms (%5)")
            .arg(a, b, p, amount(-difference.estimate), interval(-difference.upper, -difference.lower));
    case PercentileDifference::Verdict::AHigher:
        return Tr::tr("%1 is faster than %2 at %3 by %4 ms (%5)")
            .arg(b, a, p, amount(difference.estimate), interval(difference.lower, difference.upper));
    case PercentileDifference::Verdict::NotSignificant:
        break;
    }
    return Tr::tr("no significant difference between %1 and %2 at %3 (%4)")
        .arg(a, b, p, interval(difference.lower, difference.upper));
}

} // namespace ttft
