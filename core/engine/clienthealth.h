#pragma once

#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace ttft {

// One look at the measuring client and at the machine it shares, every interval. The CPU is split
// three ways, because a late timestamp means different things by whose work delayed it: the
// client's own threads, the server under test when it runs on this machine (an embedded lab's
// threads in this process, or the process listening on the endpoint's port), and everything else.
struct HealthSample {
    std::int64_t ns = 0;               // monotonic, end of the interval
    double clientCpuPercent = 0;       // this process without the embedded lab's threads, % of one core
    double busiestThreadPercent = 0;   // the busiest of the client's threads, % of one core
    std::string busiestThread;         // its name, e.g. "ttft-bench" or "ttft-qt-transpo"
    double serverCpuPercent = 0;       // the server(s) on this machine, % of one core (0 when remote)
    double othersCpuPercent = 0;       // every other process, % of one core
    double machineBusyPercent = 0;     // the whole machine, % of all cores
    double stealPercent = 0;           // time a hypervisor took from this virtual machine, % of all cores
    double wakeLagMs = 0;              // how late a 10 ms sleep woke, worst in the interval
    int cores = 1;
    int inFlight = 0;
};

// A server under test found on this machine.
struct LocalServer {
    std::string endpoint; // host:port
    std::string name;     // process name, or "embedded lab"
    int pid = 0;          // 0 for the embedded lab (this process)
    bool inProcess = false;
};

// What the monitor saw: its samples, every probe wake-up's delay (ms, the first kMaxWakes of
// them), and the servers of the run that live on this machine.
struct HealthWindow {
    std::vector<HealthSample> samples;
    std::vector<float> wakeLagsMs;
    std::vector<LocalServer> localServers;
    bool serverOnThisMachine = false; // an endpoint is local, whether or not its process was found
    long openFileLimit = 0;           // the client's limit on open files (ulimit -n) when the look began
};

// Several runs one after another (a capacity search's levels, probes) as one window: `more`'s
// samples and wake-ups after `into`'s, the local servers found first kept.
void appendHealthWindow(HealthWindow &into, const HealthWindow &more);

// Samples the CPU (Linux /proc, see cpuaccounting.h) and the scheduling delay of a probe thread
// every `intervalMs`, on a thread of its own, from start() until stop(). Judged in
// stats/clienthealthverdict.h.
class ClientHealthMonitor
{
public:
    static constexpr std::size_t kMaxWakes = 2'000'000; // ~5.5 h of 10 ms probes; 8 MB at most

    explicit ClientHealthMonitor(int intervalMs = 250);
    ~ClientHealthMonitor();

    // The run's endpoints (base URLs), before start(): those on this machine are found and their
    // CPU counted as the server's. Names are not resolved (no DNS wait): only localhost and
    // literal addresses count as local.
    void setEndpoints(const std::vector<std::string> &baseUrls);
    void start();
    void stop();
    void setInFlight(int inFlight) { m_inFlight.store(inFlight, std::memory_order_relaxed); }

    std::vector<HealthSample> samples() const;
    HealthWindow window() const;           // everything
    HealthWindow recent(int samples) const; // the last `samples` samples and their wake-ups

private:
    void loop();

    int m_intervalMs;
    std::atomic<bool> m_running{false};
    std::atomic<int> m_inFlight{0};
    std::thread m_thread;
    std::vector<LocalServer> m_servers; // set before start, read-only while running
    std::atomic<long> m_openFileLimit{0};
    bool m_serverOnThisMachine = false;
    mutable std::mutex m_mutex;
    std::vector<HealthSample> m_samples;
    std::vector<std::size_t> m_sampleWakeEnd; // index into m_wakeLags after each sample
    std::vector<float> m_wakeLags;
};

} // namespace ttft
