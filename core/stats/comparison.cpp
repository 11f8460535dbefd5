#include "comparison.h"

#include "base/i18n.h"
#include "model/requestrecord.h"

#include <nlohmann/json.hpp>

#include <map>

namespace ttft {

std::vector<ProviderComparison> compareProviders(const std::vector<RequestRecord> &records,
                                                 const BootstrapOptions &options)
{
    // TTFT samples by cell, then by provider, both in first-seen order.
    std::vector<std::string> cells;
    std::map<std::string, std::vector<std::string>> providersByCell;
    std::map<std::pair<std::string, std::string>, std::vector<double>> samples;
    for (const RequestRecord &record : records) {
        if (record.warmup || record.failed() || !record.ttftMs())
            continue;
        auto &providers = providersByCell[record.cell];
        if (providers.empty())
            cells.push_back(record.cell);
        auto &sample = samples[{record.cell, record.provider}];
        if (sample.empty())
            providers.push_back(record.provider);
        sample.push_back(*record.ttftMs());
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
                comparison.ttft = bootstrapPercentileDifferences(sampleA, sampleB, kBootstrapDifferencePercentiles, options);
                if (!comparison.ttft.empty())
                    comparisons.push_back(std::move(comparison));
            }
        }
    }
    return comparisons;
}

nlohmann::json toJson(const ProviderComparison &comparison)
{
    nlohmann::json differences = nlohmann::json::array();
    for (const PercentileDifference &difference : comparison.ttft)
        differences.push_back(toJson(difference));
    return nlohmann::json{{"cell", comparison.cell},
                          {"a", comparison.providerA},
                          {"b", comparison.providerB},
                          {"ttft_ms", std::move(differences)}};
}

QString describeDifference(const ProviderComparison &comparison, const PercentileDifference &difference)
{
    const QString a = QString::fromStdString(comparison.providerA);
    const QString b = QString::fromStdString(comparison.providerB);
    const QString p = QStringLiteral("p%1").arg(difference.p, 0, 'g', 3);
    const QString level = QString::number(difference.level * 100, 'g', 3);
    // The interval is given for the advantage itself (slower minus faster), so that it reads
    // "by 92 ms (95 % CI 86 to 99 ms)"; with no verdict, for A − B as computed.
    const auto interval = [&](double lower, double upper) {
        return Tr::tr("%1 % CI %2 to %3 ms").arg(level).arg(lower, 0, 'f', 1).arg(upper, 0, 'f', 1);
    };
    switch (difference.verdict()) {
    case PercentileDifference::Verdict::ALower:
        return Tr::tr("%1 is faster than %2 at %3 by %4 ms (%5)")
            .arg(a, b, p)
            .arg(-difference.estimate, 0, 'f', 1)
            .arg(interval(-difference.upper, -difference.lower));
    case PercentileDifference::Verdict::AHigher:
        return Tr::tr("%1 is faster than %2 at %3 by %4 ms (%5)")
            .arg(b, a, p)
            .arg(difference.estimate, 0, 'f', 1)
            .arg(interval(difference.lower, difference.upper));
    case PercentileDifference::Verdict::NotSignificant:
        break;
    }
    return Tr::tr("no significant difference between %1 and %2 at %3 (%4)")
        .arg(a, b, p, interval(difference.lower, difference.upper));
}

} // namespace ttft
