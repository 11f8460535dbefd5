#pragma once

#include "engine/clienthealth.h"
#include "model/requestrecord.h"
#include "model/runplan.h"
#include "transport/filetable.h"

#include <nlohmann/json_fwd.hpp>

#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace ttft {

// Whose load, if anyone's, may have moved the run's timestamps. Ordered by severity.
enum class HealthState {
    Unknown,             // nothing sampled
    Ok,                  // the client kept up and the machine had room
    ServerSharesMachine, // the server under test runs on this machine and took much of its CPU
    MachineBusy,         // other processes took the CPU, or the scheduler woke the client late
    ClientSaturated,     // the client itself was the limit: its figures carry its own delay
};

// One finding behind the state, with its figure.
enum class HealthCause {
    ClientCpu,       // the client used most of the machine
    ClientThread,    // one of the client's threads was busy nearly all the time
    ClientLateWakes, // stamps late while the client was the largest user of a full machine
    DispatchLag,     // requests left later than planned
    ServerCpu,       // the server on this machine took much of the CPU
    OthersCpu,       // other processes took much of the CPU
    LateWakes,       // stamps late, and no process here busy enough to explain it (a VM's host?)
    ClientFiles,     // requests failed because the client had no file descriptor left for them
};

struct HealthSummary {
    HealthState state = HealthState::Unknown;
    std::vector<HealthCause> causes;
    int samples = 0;
    int cores = 1;
    double clientCpuMeanPercent = 0;   // of one core
    double clientCpuP90Percent = 0;    // of one core, 90th percentile over the samples
    double busiestThreadP90Percent = 0; // of one core
    std::string busiestThread;
    double serverCpuP90Percent = 0;    // of one core; the server(s) on this machine
    double othersCpuP90Percent = 0;    // of one core
    double machineBusyP90Percent = 0;  // of all cores
    double stealMeanPercent = 0;       // of all cores
    double wakeLagP99Ms = 0;           // over every probe wake-up
    double wakeLagMaxMs = 0;
    double dispatchLagP99Ms = 0;       // from the records, filled by the caller
    int outOfFilesFailures = 0;        // measured requests that failed "out of file descriptors" (transport/filetable.h)
    long openFileLimit = 0;            // the client's limit on open files then (ulimit -n)
    bool serverOnThisMachine = false;
    std::string serverName;            // e.g. "embedded lab", "llama-server (pid 4242)"
    std::vector<std::string> legacyReasons; // a schema-2 session's English reasons, shown as they were

    bool clientBound() const { return state == HealthState::ClientSaturated; }
};

// The limits, with why: a probe thread's 10 ms sleep late by more than kLateWakeMs at p99 means
// runnable threads of the client waited that long for a CPU, and timestamps with them.
inline constexpr double kLateWakeMs = 5.0;
inline constexpr double kClientMachineShare = 85.0;  // % of all cores, p90 over the samples
inline constexpr double kThreadSaturated = 90.0;     // % of one core: the thread has no slack left
inline constexpr double kLateDispatchMs = 10.0;      // p99
inline constexpr double kServerMachineShare = 40.0;  // % of all cores: a server that took most of a core of two
inline constexpr double kOthersMachineShare = 40.0;  // % of all cores

// A measured request that failed because the client had no file descriptor for it (the transports'
// words, transport/filetable.h): judgeRunHealth's `outOfFilesFailures` counts these.
inline bool failedForWantOfFiles(const RequestRecord &record)
{
    return !record.warmup && record.failed() && isOutOfFilesMessage(record.errorMessage);
}

// Judges what the monitor saw. `dispatchLagP99Ms` comes from the run's records (0 when an
// in-flight limit, not the client, set the dispatch times).
// `outOfFilesFailures`: measured requests that failed for want of a file descriptor, the client's
// own limit whatever the CPU says.
HealthSummary judgeClientHealth(const HealthWindow &window, double dispatchLagP99Ms, int outOfFilesFailures = 0);
// A whole run's verdict, as both front ends give it at the end: the health window and the P99 of
// the measured requests' dispatch lag. An open loop with an in-flight limit holds arrivals back on
// purpose, so there the lag is the limit at work, not a slow client, and is left out.
HealthSummary judgeRunHealth(const HealthWindow &window, const RunPlan &plan, std::vector<double> dispatchLagsMs,
                             int outOfFilesFailures = 0);

// Words for a user (translated): a short state for a status bar, a headline with the figures,
// and one sentence per cause.
QString healthStateLabel(HealthState state);
QString describeHealthFigures(const HealthSummary &summary);
QStringList describeHealthCauses(const HealthSummary &summary);

nlohmann::json toJson(const HealthSummary &summary);
// A session's "client_health" (this schema or the older one with "client_bound" and "reasons");
// nullopt for null or a non-object.
std::optional<HealthSummary> healthFromJson(const nlohmann::json &json);

} // namespace ttft
