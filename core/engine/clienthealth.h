#pragma once

#include <nlohmann/json_fwd.hpp>

#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace ttft {

// One look at the measuring client itself.
struct HealthSample {
    std::int64_t ns = 0;        // monotonic
    double cpuPercent = 0;      // this process, % of one core, over the last interval
    double cpuOfMachine = 0;    // the same as a share of all cores, 0..100
    double wakeLagMs = 0;       // how late a 10 ms sleep woke, worst in the interval: CPU starvation
    int inFlight = 0;
};

// The verdict on a run: was the client itself the bottleneck?
struct HealthSummary {
    int samples = 0;
    double cpuMeanPercent = 0;    // of one core
    double cpuMaxOfMachine = 0;   // of all cores
    double wakeLagP99Ms = 0;
    double wakeLagMaxMs = 0;
    double dispatchLagP99Ms = 0;  // filled by the caller from the records
    bool clientBound = false;
    std::vector<std::string> reasons; // why it was judged client-bound (English, for the log)
};

nlohmann::json toJson(const HealthSummary &summary);
nlohmann::json toJson(const HealthSample &sample);

// Samples the process's CPU use and the scheduling delay of a probe thread every `intervalMs`,
// on a thread of its own, from start() until stop().
class ClientHealthMonitor
{
public:
    explicit ClientHealthMonitor(int intervalMs = 250);
    ~ClientHealthMonitor();

    void start();
    void stop();
    void setInFlight(int inFlight) { m_inFlight.store(inFlight, std::memory_order_relaxed); }

    std::vector<HealthSample> samples() const;
    // Judges the samples; `dispatchLagP99Ms` comes from the run's records.
    HealthSummary summarize(double dispatchLagP99Ms) const;

private:
    void loop();

    int m_intervalMs;
    std::atomic<bool> m_running{false};
    std::atomic<int> m_inFlight{0};
    std::thread m_thread;
    mutable std::mutex m_mutex;
    std::vector<HealthSample> m_samples;
};

} // namespace ttft
