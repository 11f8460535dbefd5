// How long the bootstrap intervals take at the sizes a sweep produces: n = 10 000 TTFTs,
// B = 2000 resamples, p50/p95/p99 for one sample and p50/p95 for a difference of two. A sorting
// bootstrap runs alongside the library's in the two obvious ways, for scale: gathering each
// resample and selecting its percentiles with nth_element, and sorting each resample.
//   bench_bootstrap [--n N] [--resamples B] [--repeat R]
#include "stats/bootstrap.h"
#include "stats/percentile.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <numbers>
#include <random>
#include <vector>

using namespace ttft;

namespace {

std::vector<double> lognormal(std::size_t n, std::uint64_t seed)
{
    std::mt19937_64 engine(seed);
    const auto uniform = [&] { return (double(engine() >> 11) + 0.5) * 0x1.0p-53; };
    std::vector<double> values(n);
    for (double &v : values)
        v = 300 * std::exp(0.4 * std::sqrt(-2 * std::log(uniform())) * std::cos(2 * std::numbers::pi * uniform()));
    return values;
}

template<typename Work>
double medianMs(int repeat, Work work)
{
    std::vector<double> times;
    for (int i = 0; i < repeat; ++i) {
        const auto start = std::chrono::steady_clock::now();
        work();
        times.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

// The obvious ways, for comparison: gather each resample, then select (nth_element) or sort.
double selectingBootstrap(const std::vector<double> &sample, int resamples)
{
    std::mt19937_64 engine(1);
    std::uniform_int_distribution<std::size_t> index(0, sample.size() - 1);
    std::vector<double> scratch(sample.size());
    std::array<double, 3> figures{};
    double sink = 0;
    for (int b = 0; b < resamples; ++b) {
        for (double &v : scratch)
            v = sample[index(engine)];
        percentilesSelect(scratch, kBootstrapPercentiles, figures);
        sink += figures[0] + figures[1] + figures[2];
    }
    return sink;
}

double sortingBootstrap(const std::vector<double> &sample, int resamples)
{
    std::mt19937_64 engine(1);
    std::uniform_int_distribution<std::size_t> index(0, sample.size() - 1);
    std::vector<double> scratch(sample.size());
    double sink = 0;
    for (int b = 0; b < resamples; ++b) {
        for (double &v : scratch)
            v = sample[index(engine)];
        std::sort(scratch.begin(), scratch.end());
        for (const double p : kBootstrapPercentiles)
            sink += *percentileOfSorted(scratch, p);
    }
    return sink;
}

} // namespace

int main(int argc, char *argv[])
{
    std::size_t n = 10'000;
    int resamples = 2000;
    int repeat = 5;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (std::strcmp(argv[i], "--n") == 0)
            n = std::size_t(std::atol(argv[i + 1]));
        else if (std::strcmp(argv[i], "--resamples") == 0)
            resamples = std::atoi(argv[i + 1]);
        else if (std::strcmp(argv[i], "--repeat") == 0)
            repeat = std::atoi(argv[i + 1]);
    }
    const std::vector<double> a = lognormal(n, 1);
    const std::vector<double> b = lognormal(n, 2);
    BootstrapOptions options;
    options.resamples = resamples;

    std::printf("bootstrap, n = %zu, B = %d, median of %d runs\n", n, resamples, repeat);
    std::vector<ConfidenceInterval> intervals;
    const double one = medianMs(repeat, [&] { intervals = bootstrapPercentiles(a, kBootstrapPercentiles, options); });
    std::printf("  p50/p95/p99 of one sample               %9.1f ms\n", one);
    std::vector<PercentileDifference> differences;
    const double two = medianMs(repeat, [&] { differences = bootstrapPercentileDifferences(a, b, kBootstrapDifferencePercentiles, options); });
    std::printf("  p50/p95 of A - B (two samples)          %9.1f ms\n", two);
    double sink = 0;
    const double selecting = medianMs(repeat, [&] { sink += selectingBootstrap(a, resamples); });
    std::printf("  p50/p95/p99, gather + nth_element       %9.1f ms\n", selecting);
    const double sorting = medianMs(repeat, [&] { sink += sortingBootstrap(a, resamples); });
    std::printf("  p50/p95/p99, gather + sort              %9.1f ms\n", sorting);
    for (const ConfidenceInterval &ci : intervals)
        std::printf("  p%-4g %8.2f ms  [%8.2f, %8.2f]\n", ci.p, ci.estimate, ci.lower, ci.upper);
    for (const PercentileDifference &d : differences)
        std::printf("  A-B p%-4g %8.2f ms  [%8.2f, %8.2f]  %s\n", d.p, d.estimate, d.lower, d.upper, verdictName(d.verdict()));
    return sink == 0 ? 1 : 0;
}
