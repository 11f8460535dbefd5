#include "bootstrap.h"

#include "metricsummary.h"
#include "percentile.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <random>

namespace ttft {

namespace {

// Samples are indexed in 32 bits (and counted in 32 bits): four billion values is beyond any run.
constexpr std::size_t kMaxSample = std::numeric_limits<std::uint32_t>::max();

// Uniform indices in [0, n) from a seeded mt19937_64, identical on every standard library.
// Lemire's multiply-and-reject on 32-bit halves: one multiplication per draw, and a division only
// in the rare rejection case (std's modulo-based rejection would divide on every draw).
class IndexDraw
{
public:
    explicit IndexDraw(std::uint64_t seed)
        : m_engine(seed)
    {
    }

    // Uniform in [0, bound), bound ≥ 1.
    std::uint32_t operator()(std::uint32_t bound)
    {
        std::uint64_t product = std::uint64_t(next32()) * bound;
        auto low = std::uint32_t(product);
        if (low < bound) {
            // 2^32 mod bound: the products below this would make some indices more likely.
            const std::uint32_t threshold = std::uint32_t(-bound) % bound;
            while (low < threshold) {
                product = std::uint64_t(next32()) * bound;
                low = std::uint32_t(product);
            }
        }
        return std::uint32_t(product >> 32);
    }

private:
    std::uint32_t next32()
    {
        // Both halves of each 64-bit output: half the generator calls.
        if (m_haveSpare) {
            m_haveSpare = false;
            return std::uint32_t(m_spare >> 32);
        }
        m_spare = m_engine();
        m_haveSpare = true;
        return std::uint32_t(m_spare);
    }

    std::mt19937_64 m_engine;
    std::uint64_t m_spare = 0;
    bool m_haveSpare = false;
};

// The finite values of `sample`, sorted: a resample is drawn as indices into this.
std::vector<double> sortedFiniteValues(std::span<const double> sample)
{
    std::vector<double> values;
    values.reserve(sample.size());
    for (const double v : sample) {
        if (std::isfinite(v))
            values.push_back(v);
    }
    std::sort(values.begin(), values.end());
    return values;
}

bool validOptions(const BootstrapOptions &options)
{
    return options.resamples >= 1 && options.level > 0 && options.level < 1;
}

// The ps in ascending order and, for each, where it came from (results go back in the caller's order).
struct SortedPs {
    std::vector<double> ps;
    std::vector<std::size_t> origin;
};

std::optional<SortedPs> sortPs(std::span<const double> ps)
{
    for (const double p : ps) {
        if (!(p >= 0 && p <= 100))
            return std::nullopt;
    }
    SortedPs sorted;
    sorted.origin.resize(ps.size());
    std::iota(sorted.origin.begin(), sorted.origin.end(), std::size_t(0));
    std::sort(sorted.origin.begin(), sorted.origin.end(), [&](std::size_t a, std::size_t b) { return ps[a] < ps[b]; });
    for (const std::size_t i : sorted.origin)
        sorted.ps.push_back(ps[i]);
    return sorted;
}

// Percentiles of resamples of one sorted sample, without building the resamples. A resample is
// fully described by how often it drew each sorted position; its k-th order statistic is the
// sorted value at which the running count of draws first exceeds k. So one resample costs n
// random draws into a counter array plus one sequential scan, where gathering the values and
// selecting (nth_element) would cost n draws, n scattered reads and several unpredictable
// partitions. The figures are exactly those of sorting each resample.
class ResampledPercentiles
{
public:
    // `sorted` must outlive this; every p valid.
    ResampledPercentiles(const std::vector<double> &sorted, const std::vector<double> &ps)
        : m_sorted(sorted)
        , m_counts(sorted.size(), 0)
    {
        for (const double p : ps)
            m_ranks.push_back(*percentileRank(sorted.size(), p));
        // The order statistics needed, ascending and once each (close ps can share one).
        for (const PercentileRank &r : m_ranks) {
            m_orders.push_back(r.lo);
            m_orders.push_back(r.hi);
        }
        std::sort(m_orders.begin(), m_orders.end());
        m_orders.erase(std::unique(m_orders.begin(), m_orders.end()), m_orders.end());
        m_orderValues.resize(m_orders.size());
        for (const PercentileRank &r : m_ranks) {
            m_loSlot.push_back(slotOf(r.lo));
            m_hiSlot.push_back(slotOf(r.hi));
        }
    }

    // The sample's own percentiles (no resampling).
    void estimates(std::span<double> out) const
    {
        for (std::size_t i = 0; i < m_ranks.size(); ++i)
            out[i] = interpolatePercentile(m_sorted[m_ranks[i].lo], m_sorted[m_ranks[i].hi], m_ranks[i].t);
    }

    // Draws one resample and writes its percentiles to `out`.
    void resample(IndexDraw &draw, std::span<double> out)
    {
        const auto n = std::uint32_t(m_sorted.size());
        std::fill(m_counts.begin(), m_counts.end(), 0);
        for (std::uint32_t i = 0; i < n; ++i)
            ++m_counts[draw(n)];

        // Walk the sorted positions once, reading each needed order statistic on the way.
        std::size_t position = 0;
        std::uint64_t drawnBefore = 0; // draws at positions < `position`
        for (std::size_t k = 0; k < m_orders.size(); ++k) {
            while (drawnBefore + m_counts[position] <= m_orders[k])
                drawnBefore += m_counts[position++];
            m_orderValues[k] = m_sorted[position];
        }
        for (std::size_t i = 0; i < m_ranks.size(); ++i)
            out[i] = interpolatePercentile(m_orderValues[m_loSlot[i]], m_orderValues[m_hiSlot[i]], m_ranks[i].t);
    }

private:
    std::size_t slotOf(std::size_t order) const
    {
        return std::size_t(std::lower_bound(m_orders.begin(), m_orders.end(), order) - m_orders.begin());
    }

    const std::vector<double> &m_sorted;
    std::vector<std::uint32_t> m_counts;
    std::vector<PercentileRank> m_ranks;
    std::vector<std::size_t> m_orders; // 0-based order statistics needed, ascending, unique
    std::vector<std::size_t> m_loSlot; // per p: where its lo and hi sit in m_orders
    std::vector<std::size_t> m_hiSlot;
    std::vector<double> m_orderValues;
};

// The central `level` interval of the bootstrap distribution `statistics` (reordered).
std::pair<double, double> centralInterval(std::vector<double> &statistics, double level)
{
    const double tail = (1.0 - level) / 2.0 * 100.0;
    const std::array ends{tail, 100.0 - tail};
    std::array<double, 2> bounds{};
    percentilesSelect(statistics, ends, bounds);
    return {bounds[0], bounds[1]};
}

nlohmann::json rounded(double value)
{
    return nlohmann::json(roundForJson(value));
}

} // namespace

std::vector<ConfidenceInterval> bootstrapPercentiles(std::span<const double> sample, std::span<const double> ps,
                                                     const BootstrapOptions &options)
{
    const std::vector<double> values = sortedFiniteValues(sample);
    const auto sorted = sortPs(ps);
    if (values.size() < 2 || values.size() > kMaxSample || !sorted || !validOptions(options))
        return {};
    const std::size_t count = sorted->ps.size();

    ResampledPercentiles percentiles(values, sorted->ps);
    std::vector<double> estimates(count);
    percentiles.estimates(estimates);

    // statistics[j·B + b]: the j-th (sorted) percentile of resample b.
    const auto resamples = std::size_t(options.resamples);
    std::vector<double> statistics(count * resamples);
    std::vector<double> figures(count);
    IndexDraw draw(options.seed);
    for (std::size_t b = 0; b < resamples; ++b) {
        percentiles.resample(draw, figures);
        for (std::size_t j = 0; j < count; ++j)
            statistics[j * resamples + b] = figures[j];
    }

    std::vector<ConfidenceInterval> intervals(count);
    std::vector<double> column;
    for (std::size_t j = 0; j < count; ++j) {
        column.assign(statistics.begin() + std::ptrdiff_t(j * resamples),
                      statistics.begin() + std::ptrdiff_t((j + 1) * resamples));
        const auto [lower, upper] = centralInterval(column, options.level);
        intervals[sorted->origin[j]] = ConfidenceInterval{sorted->ps[j], estimates[j], lower, upper,
                                                          options.level, options.resamples,
                                                          std::int64_t(values.size())};
    }
    return intervals;
}

std::optional<ConfidenceInterval> bootstrapPercentile(std::span<const double> sample, double p,
                                                      const BootstrapOptions &options)
{
    const auto intervals = bootstrapPercentiles(sample, std::span<const double>(&p, 1), options);
    if (intervals.empty())
        return std::nullopt;
    return intervals.front();
}

std::vector<PercentileDifference> bootstrapPercentileDifferences(std::span<const double> sampleA,
                                                                 std::span<const double> sampleB,
                                                                 std::span<const double> ps,
                                                                 const BootstrapOptions &options)
{
    const std::vector<double> valuesA = sortedFiniteValues(sampleA);
    const std::vector<double> valuesB = sortedFiniteValues(sampleB);
    const auto sorted = sortPs(ps);
    if (valuesA.size() < 2 || valuesB.size() < 2 || valuesA.size() > kMaxSample || valuesB.size() > kMaxSample
        || !sorted || !validOptions(options))
        return {};
    const std::size_t count = sorted->ps.size();

    ResampledPercentiles percentilesA(valuesA, sorted->ps);
    ResampledPercentiles percentilesB(valuesB, sorted->ps);
    std::vector<double> figuresA(count), figuresB(count);
    percentilesA.estimates(figuresA);
    percentilesB.estimates(figuresB);
    std::vector<double> estimates(count);
    for (std::size_t j = 0; j < count; ++j)
        estimates[j] = figuresA[j] - figuresB[j];

    const auto resamples = std::size_t(options.resamples);
    std::vector<double> differences(count * resamples);
    IndexDraw draw(options.seed);
    for (std::size_t b = 0; b < resamples; ++b) {
        percentilesA.resample(draw, figuresA);
        percentilesB.resample(draw, figuresB);
        for (std::size_t j = 0; j < count; ++j)
            differences[j * resamples + b] = figuresA[j] - figuresB[j];
    }

    std::vector<PercentileDifference> results(count);
    std::vector<double> column;
    for (std::size_t j = 0; j < count; ++j) {
        column.assign(differences.begin() + std::ptrdiff_t(j * resamples),
                      differences.begin() + std::ptrdiff_t((j + 1) * resamples));
        const auto [lower, upper] = centralInterval(column, options.level);
        results[sorted->origin[j]] = PercentileDifference{sorted->ps[j], estimates[j], lower, upper, options.level,
                                                          options.resamples, std::int64_t(valuesA.size()),
                                                          std::int64_t(valuesB.size())};
    }
    return results;
}

PercentileDifference::Verdict PercentileDifference::verdict() const
{
    if (upper < 0)
        return Verdict::ALower;
    if (lower > 0)
        return Verdict::AHigher;
    return Verdict::NotSignificant;
}

const char *verdictName(PercentileDifference::Verdict verdict)
{
    switch (verdict) {
    case PercentileDifference::Verdict::ALower: return "a_lower";
    case PercentileDifference::Verdict::AHigher: return "a_higher";
    case PercentileDifference::Verdict::NotSignificant: break;
    }
    return "not_significant";
}

nlohmann::json toJson(const ConfidenceInterval &interval)
{
    return nlohmann::json{
        {"p", interval.p},
        {"estimate", rounded(interval.estimate)},
        {"lower", rounded(interval.lower)},
        {"upper", rounded(interval.upper)},
        {"level", interval.level},
        {"resamples", interval.resamples},
        {"n", interval.n},
    };
}

nlohmann::json toJson(const PercentileDifference &difference)
{
    return nlohmann::json{
        {"p", difference.p},
        {"estimate", rounded(difference.estimate)},
        {"lower", rounded(difference.lower)},
        {"upper", rounded(difference.upper)},
        {"level", difference.level},
        {"resamples", difference.resamples},
        {"n_a", difference.nA},
        {"n_b", difference.nB},
        {"significant", difference.significant()},
        {"verdict", verdictName(difference.verdict())},
    };
}

} // namespace ttft
