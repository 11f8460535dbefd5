#include "clienthealth.h"

#include "base/monoclock.h"
#include "cpuaccounting.h"
#include "transport/filetable.h"

#include <QUrl>

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <optional>

namespace ttft {

namespace {

// The embedded lab's threads (lab/labserver.cpp names them "ttft-lab", "ttft-lab-N"): in the
// window and in `ttft-bench run --lab` the server under test runs inside the client's process.
bool isLabThread(const std::string &name)
{
    return name.rfind("ttft-lab", 0) == 0;
}

// getrusage counts in microseconds (/proc/self/stat only in clock ticks), threads that ended included.
std::int64_t ownProcessCpuNs()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const auto toNs = [](const timeval &t) { return std::int64_t(t.tv_sec) * 1'000'000'000 + std::int64_t(t.tv_usec) * 1000; };
    return toNs(usage.ru_utime) + toNs(usage.ru_stime);
}

} // namespace

ClientHealthMonitor::ClientHealthMonitor(int intervalMs)
    : m_intervalMs(std::max(20, intervalMs))
{
}

ClientHealthMonitor::~ClientHealthMonitor()
{
    stop();
}

void ClientHealthMonitor::setEndpoints(const std::vector<std::string> &baseUrls)
{
    Q_ASSERT(!m_running);
    m_servers.clear();
    m_serverOnThisMachine = false;
    for (const std::string &baseUrl : baseUrls) {
        const QUrl url(QString::fromStdString(baseUrl));
        const std::string host = url.host().toStdString();
        if (host.empty() || !isLocalHost(host))
            continue;
        m_serverOnThisMachine = true;
        const int port = url.port(url.scheme() == QStringLiteral("https") ? 443 : 80);
        LocalServer server;
        server.endpoint = host + ':' + std::to_string(port);
        const std::optional<int> pid = findListeningProcess(port);
        if (!pid)
            continue; // not readable (another user's process) or not listening yet
        if (*pid == int(::getpid())) {
            server.inProcess = true;
            server.name = "embedded lab";
        } else {
            server.pid = *pid;
            const std::optional<ProcessCpu> process = readProcessCpu(*pid);
            server.name = process ? process->name : std::string();
        }
        const bool known = std::any_of(m_servers.begin(), m_servers.end(), [&](const LocalServer &s) {
            return s.pid == server.pid && s.inProcess == server.inProcess;
        });
        if (!known)
            m_servers.push_back(std::move(server));
    }
}

void ClientHealthMonitor::start()
{
    if (m_running.exchange(true))
        return;
    m_openFileLimit = openFileLimit();
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
    const int cores = int(std::max(1L, sysconf(_SC_NPROCESSORS_ONLN)));
    // Baselines, then differences per interval.
    std::int64_t lastNs = monoNowNs();
    std::int64_t lastProcessCpu = ownProcessCpuNs();
    std::optional<MachineCpuTicks> lastMachine = readMachineCpu();
    std::map<int, std::int64_t> lastThreadCpu;
    for (const ThreadCpu &thread : readOwnThreadsCpu())
        lastThreadCpu[thread.tid] = thread.cpuNs;
    std::map<int, std::int64_t> lastServerCpu;
    for (const LocalServer &server : m_servers) {
        if (!server.inProcess)
            lastServerCpu[server.pid] = readProcessCpu(server.pid).value_or(ProcessCpu{}).cpuNs;
    }

    std::vector<float> wakes;
    double worstLagMs = 0;
    while (m_running.load()) {
        // Sleep in 10 ms steps and note how late each wake-up is: runnable threads of this
        // process wait for a CPU as long, and a timestamp taken meanwhile is late by as much.
        const std::int64_t before = monoNowNs();
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
        const double lagMs = std::max(0.0, double(monoNowNs() - before - 10'000'000) / 1e6);
        wakes.push_back(float(lagMs));
        worstLagMs = std::max(worstLagMs, lagMs);
        const std::int64_t now = monoNowNs();
        if (now - lastNs < std::int64_t(m_intervalMs) * 1'000'000)
            continue;

        // /proc needs a descriptor to be read: with the file table full (transport/filetable.h) the
        // threads would read as none and every CPU second as the client's. No sample then; the next
        // one spans the gap.
        std::vector<ThreadCpu> threads = readOwnThreadsCpu();
        if (threads.empty())
            continue;
        const double spanNs = double(now - lastNs);
        const auto percentOfCore = [spanNs](std::int64_t cpuNs) { return std::max(0.0, 100.0 * double(cpuNs) / spanNs); };
        HealthSample sample;
        sample.ns = now;
        sample.cores = cores;
        sample.wakeLagMs = worstLagMs;
        sample.inFlight = m_inFlight.load(std::memory_order_relaxed);

        // This process, thread by thread: the lab's threads are the server's, the rest the client's.
        const std::int64_t processCpu = ownProcessCpuNs();
        std::int64_t labNs = 0;
        std::int64_t busiestNs = 0;
        std::map<int, std::int64_t> threadCpu;
        for (const ThreadCpu &thread : threads) {
            threadCpu[thread.tid] = thread.cpuNs;
            const auto last = lastThreadCpu.find(thread.tid);
            const std::int64_t used = thread.cpuNs - (last != lastThreadCpu.end() ? last->second : 0);
            if (isLabThread(thread.name)) {
                labNs += used;
            } else if (used > busiestNs) {
                busiestNs = used;
                sample.busiestThread = thread.name;
            }
        }
        lastThreadCpu = std::move(threadCpu);
        const std::int64_t processNs = std::max(processCpu - lastProcessCpu, labNs);
        sample.clientCpuPercent = percentOfCore(processNs - labNs);
        sample.busiestThreadPercent = std::min(percentOfCore(busiestNs), 100.0);
        std::int64_t serverNs = labNs;
        for (const LocalServer &server : m_servers) {
            if (server.inProcess)
                continue;
            const std::int64_t cpu = readProcessCpu(server.pid).value_or(ProcessCpu{}).cpuNs;
            serverNs += std::max<std::int64_t>(0, cpu - lastServerCpu[server.pid]);
            lastServerCpu[server.pid] = cpu;
        }
        // Another process's time is in clock ticks: over a short interval it can read a little more than the cores had.
        sample.serverCpuPercent = std::min(percentOfCore(serverNs), 100.0 * cores);

        // The machine: everything busy, less this process and the server's process, is the others'.
        if (const std::optional<MachineCpuTicks> machine = readMachineCpu(); machine && lastMachine) {
            const double total = double(machine->total - lastMachine->total);
            if (total > 0) {
                sample.machineBusyPercent = 100.0 * double(machine->busy - lastMachine->busy) / total;
                sample.stealPercent = 100.0 * double(machine->steal - lastMachine->steal) / total;
                const double busyCores = sample.machineBusyPercent * cores; // % of one core
                sample.othersCpuPercent = std::max(0.0, busyCores - sample.clientCpuPercent - sample.serverCpuPercent);
            }
            lastMachine = machine;
        }

        {
            std::lock_guard lock(m_mutex);
            m_samples.push_back(sample);
            const std::size_t room = kMaxWakes - std::min(kMaxWakes, m_wakeLags.size());
            m_wakeLags.insert(m_wakeLags.end(), wakes.begin(), wakes.begin() + std::ptrdiff_t(std::min(room, wakes.size())));
            m_sampleWakeEnd.push_back(m_wakeLags.size());
        }
        wakes.clear();
        lastNs = now;
        lastProcessCpu = processCpu;
        worstLagMs = 0;
    }
}

std::vector<HealthSample> ClientHealthMonitor::samples() const
{
    std::lock_guard lock(m_mutex);
    return m_samples;
}

HealthWindow ClientHealthMonitor::window() const
{
    return recent(-1);
}

HealthWindow ClientHealthMonitor::recent(int count) const
{
    HealthWindow window;
    window.localServers = m_servers;
    window.serverOnThisMachine = m_serverOnThisMachine;
    window.openFileLimit = m_openFileLimit.load();
    std::lock_guard lock(m_mutex);
    const std::size_t n = m_samples.size();
    const std::size_t first = count < 0 || std::size_t(count) >= n ? 0 : n - std::size_t(count);
    window.samples.assign(m_samples.begin() + std::ptrdiff_t(first), m_samples.end());
    const std::size_t wakeBegin = first == 0 ? 0 : m_sampleWakeEnd[first - 1];
    window.wakeLagsMs.assign(m_wakeLags.begin() + std::ptrdiff_t(wakeBegin), m_wakeLags.end());
    return window;
}

void appendHealthWindow(HealthWindow &into, const HealthWindow &more)
{
    into.samples.insert(into.samples.end(), more.samples.begin(), more.samples.end());
    into.wakeLagsMs.insert(into.wakeLagsMs.end(), more.wakeLagsMs.begin(), more.wakeLagsMs.end());
    if (into.localServers.empty())
        into.localServers = more.localServers;
    into.serverOnThisMachine = into.serverOnThisMachine || more.serverOnThisMachine;
    if (into.openFileLimit == 0)
        into.openFileLimit = more.openFileLimit;
}

} // namespace ttft
