#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ttft {

// Who used the CPU, read from Linux's /proc: the whole machine (/proc/stat), this process's
// threads one by one (/proc/self/task/*/schedstat), and another process (/proc/PID/stat). The
// client-health monitor samples these to tell the client's own load from the machine's.

// The machine's CPU time over all cores since boot, in clock ticks (/proc/stat's first line).
struct MachineCpuTicks {
    std::uint64_t busy = 0;  // user + nice + system + irq + softirq (guest time is inside user)
    std::uint64_t steal = 0; // taken by a hypervisor from this virtual machine
    std::uint64_t total = 0; // everything, idle and iowait included
};
std::optional<MachineCpuTicks> readMachineCpu();

// CPU time of each thread of this process, nanoseconds on a CPU since it started.
struct ThreadCpu {
    int tid = 0;
    std::string name; // the thread's name (/proc/…/comm), e.g. "ttft-lab-1"
    std::int64_t cpuNs = 0;
};
std::vector<ThreadCpu> readOwnThreadsCpu();

// A process's user + system CPU time in nanoseconds (/proc/PID/stat), and its name.
struct ProcessCpu {
    std::string name;
    std::int64_t cpuNs = 0;
};
std::optional<ProcessCpu> readProcessCpu(int pid);

// The process listening on TCP `port` of this machine (IPv4 or IPv6), found through the socket's
// inode in /proc/net/tcp{,6} and the file descriptors of /proc/*/fd; nullopt when none is, or
// when the owner's descriptors are not readable (another user's process without root).
std::optional<int> findListeningProcess(int port);

// True when `host` names this machine: localhost, a loopback address, or one of its interfaces'.
bool isLocalHost(const std::string &host);

} // namespace ttft
