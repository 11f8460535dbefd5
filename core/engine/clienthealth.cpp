#include "clienthealth.h"

#include "base/monoclock.h"
#include "stats/percentile.h"

#include <nlohmann/json.hpp>

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <thread>

namespace ttft {

namespace {

std::int64_t processCpuNs()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const auto toNs = [](const timeval &t) { return std::int64_t(t.tv_sec) * 1'000'000'000 + std::int64_t(t.tv_usec) * 1000; };
    return toNs(usage.ru_utime) + toNs(usage.ru_stime);
}

// Thresholds for calling the client the bottleneck. A probe that wakes late means runnable
// threads waited for a CPU; stamps taken by starved threads are late by as much.
constexpr double kMachineCpuLimit = 90.0; // % of all cores
constexpr double kWakeLagLimitMs = 5.0;
constexpr double kDispatchLagLimitMs = 10.0;

} // namespace

ClientHealthMonitor::ClientHealthMonitor(int intervalMs)
    : m_intervalMs(std::max(20, intervalMs))
{
}

ClientHealthMonitor::~ClientHealthMonitor()
{
    stop();
}

void ClientHealthMonitor::start()
{
    if (m_running.exchange(true))
        return;
    m_thread = std::thread([this] { loop(); });
}

void ClientHealthMonitor::stop()
{
    if (!m_running.exchange(false))
        return;
    if (m_thread.joinable())
        m_thread.join();
}

void ClientHealthMonitor::loop()
{
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    std::int64_t lastNs = monoNowNs();
    std::int64_t lastCpu = processCpuNs();
    double worstLagMs = 0;
    while (m_running.load()) {
        // Sleep in 10 ms steps and note how late each wake-up is.
        const std::int64_t before = monoNowNs();
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
        const double lagMs = double(monoNowNs() - before - 10'000'000) / 1e6;
        worstLagMs = std::max(worstLagMs, lagMs);
        const std::int64_t now = monoNowNs();
        if (now - lastNs < std::int64_t(m_intervalMs) * 1'000'000)
            continue;
        const std::int64_t cpu = processCpuNs();
        HealthSample sample;
        sample.ns = now;
        sample.cpuPercent = 100.0 * double(cpu - lastCpu) / double(now - lastNs);
        sample.cpuOfMachine = sample.cpuPercent / cores;
        sample.wakeLagMs = std::max(0.0, worstLagMs);
        sample.inFlight = m_inFlight.load(std::memory_order_relaxed);
        {
            std::lock_guard lock(m_mutex);
            m_samples.push_back(sample);
        }
        lastNs = now;
        lastCpu = cpu;
        worstLagMs = 0;
    }
}

std::vector<HealthSample> ClientHealthMonitor::samples() const
{
    std::lock_guard lock(m_mutex);
    return m_samples;
}

HealthSummary ClientHealthMonitor::summarize(double dispatchLagP99Ms) const
{
    const std::vector<HealthSample> all = samples();
    HealthSummary summary;
    summary.samples = int(all.size());
    summary.dispatchLagP99Ms = dispatchLagP99Ms;
    std::vector<double> lags;
    double cpuSum = 0;
    for (const HealthSample &sample : all) {
        cpuSum += sample.cpuPercent;
        summary.cpuMaxOfMachine = std::max(summary.cpuMaxOfMachine, sample.cpuOfMachine);
        summary.wakeLagMaxMs = std::max(summary.wakeLagMaxMs, sample.wakeLagMs);
        lags.push_back(sample.wakeLagMs);
    }
    if (!all.empty())
        summary.cpuMeanPercent = cpuSum / double(all.size());
    summary.wakeLagP99Ms = percentile(lags, 99).value_or(0);

    char text[160];
    if (summary.cpuMaxOfMachine > kMachineCpuLimit) {
        std::snprintf(text, sizeof text, "the client used %.0f%% of all CPU cores at its peak", summary.cpuMaxOfMachine);
        summary.reasons.push_back(text);
    }
    if (summary.wakeLagP99Ms > kWakeLagLimitMs) {
        std::snprintf(text, sizeof text, "threads waited for a CPU: p99 wake-up delay %.1f ms", summary.wakeLagP99Ms);
        summary.reasons.push_back(text);
    }
    if (dispatchLagP99Ms > kDispatchLagLimitMs) {
        std::snprintf(text, sizeof text, "requests left late: p99 dispatch lag %.1f ms", dispatchLagP99Ms);
        summary.reasons.push_back(text);
    }
    summary.clientBound = !summary.reasons.empty();
    return summary;
}

nlohmann::json toJson(const HealthSummary &summary)
{
    return nlohmann::json{
        {"samples", summary.samples},
        {"cpu_mean_percent", summary.cpuMeanPercent},
        {"cpu_max_of_machine_percent", summary.cpuMaxOfMachine},
        {"wake_lag_p99_ms", summary.wakeLagP99Ms},
        {"wake_lag_max_ms", summary.wakeLagMaxMs},
        {"dispatch_lag_p99_ms", summary.dispatchLagP99Ms},
        {"client_bound", summary.clientBound},
        {"reasons", summary.reasons},
    };
}

nlohmann::json toJson(const HealthSample &sample)
{
    return nlohmann::json{
        {"ns", sample.ns},
        {"cpu_percent", sample.cpuPercent},
        {"cpu_of_machine_percent", sample.cpuOfMachine},
        {"wake_lag_ms", sample.wakeLagMs},
        {"in_flight", sample.inFlight},
    };
}

} // namespace ttft
