#include "clienthealthverdict.h"

#include "base/i18n.h"
#include "stats/percentile.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <numeric>

namespace ttft {

namespace {

double p90(std::vector<double> values)
{
    return percentile(std::move(values), 90).value_or(0);
}

const char *stateName(HealthState state)
{
    switch (state) {
    case HealthState::Unknown: return "unknown";
    case HealthState::Ok: return "ok";
    case HealthState::ServerSharesMachine: return "server_shares_machine";
    case HealthState::MachineBusy: return "machine_busy";
    case HealthState::ClientSaturated: return "client_saturated";
    }
    return "unknown";
}

const char *causeName(HealthCause cause)
{
    switch (cause) {
    case HealthCause::ClientCpu: return "client_cpu";
    case HealthCause::ClientThread: return "client_thread";
    case HealthCause::ClientLateWakes: return "client_late_wakes";
    case HealthCause::DispatchLag: return "dispatch_lag";
    case HealthCause::ServerCpu: return "server_cpu";
    case HealthCause::OthersCpu: return "others_cpu";
    case HealthCause::LateWakes: return "late_wakes";
    case HealthCause::ClientFiles: return "client_files";
    }
    return "";
}

// A number from a file, or `fallback` when the field is missing or of another type.
double numberOr(const nlohmann::json &object, const char *key, double fallback)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_number() ? it->get<double>() : fallback;
}

std::string stringOr(const nlohmann::json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

QString percentText(double value)
{
    return QString::number(value, 'f', 0);
}

QString msText(double value)
{
    return QString::number(value, 'f', 1);
}

} // namespace

HealthSummary judgeRunHealth(const HealthWindow &window, const RunPlan &plan, std::vector<double> dispatchLagsMs,
                             int outOfFilesFailures)
{
    const bool capped = plan.mode == LoadMode::OpenLoop && plan.maxInFlight > 0;
    return judgeClientHealth(window, capped ? 0.0 : percentile(std::move(dispatchLagsMs), 99).value_or(0), outOfFilesFailures);
}

HealthSummary judgeClientHealth(const HealthWindow &window, double dispatchLagP99Ms, int outOfFilesFailures)
{
    HealthSummary summary;
    summary.samples = int(window.samples.size());
    summary.dispatchLagP99Ms = dispatchLagP99Ms;
    summary.outOfFilesFailures = outOfFilesFailures;
    summary.openFileLimit = window.openFileLimit;
    // Requests the client could not even send: its limit, whatever its CPU did.
    if (outOfFilesFailures > 0) {
        summary.causes.push_back(HealthCause::ClientFiles);
        summary.state = HealthState::ClientSaturated;
    }
    summary.serverOnThisMachine = window.serverOnThisMachine;
    for (const LocalServer &server : window.localServers) {
        if (!summary.serverName.empty())
            summary.serverName += ", ";
        summary.serverName += server.inProcess ? server.name : server.name + " (pid " + std::to_string(server.pid) + ')';
    }
    if (window.samples.empty())
        return summary;

    std::vector<double> client, thread, server, others, machine;
    double steal = 0;
    std::map<std::string, int> busiestCount;
    for (const HealthSample &sample : window.samples) {
        client.push_back(sample.clientCpuPercent);
        thread.push_back(sample.busiestThreadPercent);
        server.push_back(sample.serverCpuPercent);
        others.push_back(sample.othersCpuPercent);
        machine.push_back(sample.machineBusyPercent);
        steal += sample.stealPercent;
        if (!sample.busiestThread.empty())
            ++busiestCount[sample.busiestThread];
        summary.cores = std::max(summary.cores, sample.cores);
    }
    const double n = double(window.samples.size());
    summary.clientCpuMeanPercent = std::accumulate(client.begin(), client.end(), 0.0) / n;
    summary.clientCpuP90Percent = p90(client);
    summary.busiestThreadP90Percent = p90(thread);
    summary.serverCpuP90Percent = p90(server);
    summary.othersCpuP90Percent = p90(others);
    summary.machineBusyP90Percent = p90(machine);
    summary.stealMeanPercent = steal / n;
    if (!busiestCount.empty())
        summary.busiestThread = std::max_element(busiestCount.begin(), busiestCount.end(),
                                                 [](const auto &a, const auto &b) { return a.second < b.second; })->first;
    std::vector<double> wakes(window.wakeLagsMs.begin(), window.wakeLagsMs.end());
    summary.wakeLagMaxMs = wakes.empty() ? 0 : *std::max_element(wakes.begin(), wakes.end());
    summary.wakeLagP99Ms = percentile(std::move(wakes), 99).value_or(0);

    // Shares of the whole machine (all cores), to compare who held the CPU.
    const double cores = double(summary.cores);
    const double clientShare = summary.clientCpuP90Percent / cores;
    const double serverShare = summary.serverCpuP90Percent / cores;
    const double othersShare = summary.othersCpuP90Percent / cores;
    const bool lateWakes = summary.wakeLagP99Ms > kLateWakeMs;
    const bool lateDispatch = dispatchLagP99Ms > kLateDispatchMs;
    const bool serverBusy = summary.serverOnThisMachine && serverShare > kServerMachineShare;
    const bool othersBusy = othersShare > kOthersMachineShare;
    const bool clientLargest = clientShare >= serverShare && clientShare >= othersShare;

    // The client is the limit when it ran out of file descriptors (above), when it used the machine,
    // when one of its threads (the one that stamps the bytes, say) had no slack left, or when it woke
    // late on a full machine it filled.
    if (clientShare > kClientMachineShare)
        summary.causes.push_back(HealthCause::ClientCpu);
    if (summary.busiestThreadP90Percent > kThreadSaturated)
        summary.causes.push_back(HealthCause::ClientThread);
    if (lateWakes && clientLargest && summary.machineBusyP90Percent > 80.0)
        summary.causes.push_back(HealthCause::ClientLateWakes);
    // Requests leaving late on a machine nobody else filled: the client's own scheduling.
    if (lateDispatch && !serverBusy && !othersBusy)
        summary.causes.push_back(HealthCause::DispatchLag);
    if (!summary.causes.empty()) {
        summary.state = HealthState::ClientSaturated;
        return summary;
    }
    if (serverBusy)
        summary.causes.push_back(HealthCause::ServerCpu);
    if (othersBusy)
        summary.causes.push_back(HealthCause::OthersCpu);
    if (lateDispatch)
        summary.causes.push_back(HealthCause::DispatchLag);
    if (lateWakes && !serverBusy && !othersBusy)
        summary.causes.push_back(HealthCause::LateWakes);
    if (summary.causes.empty())
        summary.state = HealthState::Ok;
    else if (serverBusy && (!othersBusy || serverShare >= othersShare))
        summary.state = HealthState::ServerSharesMachine;
    else
        summary.state = HealthState::MachineBusy;
    return summary;
}

QString healthStateLabel(HealthState state)
{
    switch (state) {
    case HealthState::Unknown: return Tr::tr("Client");
    case HealthState::Ok: return Tr::tr("Client OK");
    case HealthState::ServerSharesMachine: return Tr::tr("Server shares the CPU");
    case HealthState::MachineBusy: return Tr::tr("Machine busy");
    case HealthState::ClientSaturated: return Tr::tr("Client overloaded");
    }
    return {};
}

QString describeHealthFigures(const HealthSummary &summary)
{
    // CPU in % of one core throughout (as top shows it), the machine's in % of all its cores.
    QString text = Tr::tr("CPU (% of one core): client %1 (busiest thread %2)")
                       .arg(percentText(summary.clientCpuMeanPercent), percentText(summary.busiestThreadP90Percent));
    if (summary.serverOnThisMachine)
        text += Tr::tr(", server on this machine %1").arg(percentText(summary.serverCpuP90Percent));
    text += Tr::tr(", other processes %1; machine %2 % busy (%3 cores); wake-up delay p99 %4 ms; dispatch lag p99 %5 ms")
                .arg(percentText(summary.othersCpuP90Percent), percentText(summary.machineBusyP90Percent))
                .arg(summary.cores)
                .arg(msText(summary.wakeLagP99Ms), msText(summary.dispatchLagP99Ms));
    return text;
}

QStringList describeHealthCauses(const HealthSummary &summary)
{
    QStringList lines;
    for (const std::string &reason : summary.legacyReasons)
        lines << QString::fromStdString(reason);
    const QString server = summary.serverName.empty() ? Tr::tr("the server on this machine")
                                                       : QString::fromStdString(summary.serverName);
    for (const HealthCause cause : summary.causes) {
        switch (cause) {
        case HealthCause::ClientCpu:
            lines << Tr::tr("The client used %1 % of all %2 cores: it was the limit, and its own delay is in the figures.")
                         .arg(percentText(std::min(100.0, summary.clientCpuP90Percent / summary.cores)))
                         .arg(summary.cores);
            break;
        case HealthCause::ClientThread:
            lines << Tr::tr("The client's busiest thread (%1) was busy %2 % of the time: bytes waited for it, so "
                            "timestamps may be late.")
                         .arg(QString::fromStdString(summary.busiestThread), percentText(summary.busiestThreadP90Percent));
            break;
        case HealthCause::ClientLateWakes:
            lines << Tr::tr("The machine was full and the client was its largest user: threads waited up to %1 ms for a "
                            "CPU (p99), and timestamps with them.")
                         .arg(msText(summary.wakeLagP99Ms));
            break;
        case HealthCause::DispatchLag:
            lines << Tr::tr("Requests left late: p99 dispatch lag %1 ms.").arg(msText(summary.dispatchLagP99Ms));
            break;
        case HealthCause::ServerCpu:
            lines << Tr::tr("%1 runs on this machine and used %2 % of one core: client and server compete for the CPU, "
                            "so the server's figures include that contention; the client used %3 %.")
                         .arg(server, percentText(summary.serverCpuP90Percent), percentText(summary.clientCpuMeanPercent));
            break;
        case HealthCause::OthersCpu:
            lines << Tr::tr("The machine was busy with other processes (%1 % of one core, of %2 cores); the client used %3 %. "
                            "Measure again on a quieter machine.")
                         .arg(percentText(summary.othersCpuP90Percent))
                         .arg(summary.cores)
                         .arg(percentText(summary.clientCpuMeanPercent));
            break;
        case HealthCause::LateWakes:
            lines << Tr::tr("Threads woke up to %1 ms late (p99) although no process here was busy: the host of this "
                            "virtual machine may be (steal %2 %).")
                         .arg(msText(summary.wakeLagP99Ms), percentText(summary.stealMeanPercent));
            break;
        case HealthCause::ClientFiles:
            lines << Tr::tr("%n request(s) failed because the client had no file descriptor left (it may open %1 files): "
                            "those failures are the client's, not the server's. Run fewer streams, or raise the limit "
                            "(ulimit -n).", nullptr, summary.outOfFilesFailures)
                         .arg(summary.openFileLimit);
            break;
        }
    }
    return lines;
}

nlohmann::json toJson(const HealthSummary &summary)
{
    nlohmann::json causes = nlohmann::json::array();
    for (const HealthCause cause : summary.causes)
        causes.push_back(causeName(cause));
    // The words as the run's language had them, for a reader of the file; the state and causes
    // are what the program reads back.
    nlohmann::json reasons = nlohmann::json::array();
    for (const QString &line : describeHealthCauses(summary))
        reasons.push_back(line.toStdString());
    return nlohmann::json{
        {"state", stateName(summary.state)},
        {"causes", std::move(causes)},
        {"samples", summary.samples},
        {"cores", summary.cores},
        {"cpu_mean_percent", summary.clientCpuMeanPercent},
        {"cpu_p90_percent", summary.clientCpuP90Percent},
        {"busiest_thread", summary.busiestThread},
        {"busiest_thread_p90_percent", summary.busiestThreadP90Percent},
        {"server_on_this_machine", summary.serverOnThisMachine},
        {"server", summary.serverName},
        {"server_cpu_p90_percent", summary.serverCpuP90Percent},
        {"others_cpu_p90_percent", summary.othersCpuP90Percent},
        {"machine_busy_p90_percent", summary.machineBusyP90Percent},
        {"steal_mean_percent", summary.stealMeanPercent},
        {"wake_lag_p99_ms", summary.wakeLagP99Ms},
        {"wake_lag_max_ms", summary.wakeLagMaxMs},
        {"dispatch_lag_p99_ms", summary.dispatchLagP99Ms},
        {"out_of_files_failures", summary.outOfFilesFailures},
        {"open_file_limit", summary.openFileLimit},
        {"client_bound", summary.clientBound()},
        {"reasons", std::move(reasons)},
    };
}

std::optional<HealthSummary> healthFromJson(const nlohmann::json &json)
{
    if (!json.is_object())
        return std::nullopt;
    HealthSummary health;
    health.samples = int(std::clamp(numberOr(json, "samples", 0), 0.0, 1e9));
    health.cores = int(std::clamp(numberOr(json, "cores", 1), 1.0, 65536.0));
    health.clientCpuMeanPercent = numberOr(json, "cpu_mean_percent", 0);
    health.clientCpuP90Percent = numberOr(json, "cpu_p90_percent", 0);
    health.busiestThread = stringOr(json, "busiest_thread");
    health.busiestThreadP90Percent = numberOr(json, "busiest_thread_p90_percent", 0);
    health.serverName = stringOr(json, "server");
    health.serverCpuP90Percent = numberOr(json, "server_cpu_p90_percent", 0);
    health.othersCpuP90Percent = numberOr(json, "others_cpu_p90_percent", 0);
    health.machineBusyP90Percent = numberOr(json, "machine_busy_p90_percent", numberOr(json, "cpu_max_of_machine_percent", 0));
    health.stealMeanPercent = numberOr(json, "steal_mean_percent", 0);
    health.wakeLagP99Ms = numberOr(json, "wake_lag_p99_ms", 0);
    health.wakeLagMaxMs = numberOr(json, "wake_lag_max_ms", 0);
    health.dispatchLagP99Ms = numberOr(json, "dispatch_lag_p99_ms", 0);
    health.outOfFilesFailures = int(std::clamp(numberOr(json, "out_of_files_failures", 0), 0.0, 1e9));
    health.openFileLimit = long(std::clamp(numberOr(json, "open_file_limit", 0), 0.0, 1e12));
    if (const auto it = json.find("server_on_this_machine"); it != json.end() && it->is_boolean())
        health.serverOnThisMachine = it->get<bool>();
    const std::string state = stringOr(json, "state");
    for (HealthState candidate : {HealthState::Ok, HealthState::ServerSharesMachine, HealthState::MachineBusy,
                                  HealthState::ClientSaturated}) {
        if (state == stateName(candidate))
            health.state = candidate;
    }
    if (const auto causes = json.find("causes"); causes != json.end() && causes->is_array()) {
        for (const nlohmann::json &cause : *causes) {
            for (int c = int(HealthCause::ClientCpu); c <= int(HealthCause::ClientFiles); ++c) {
                if (cause.is_string() && cause.get_ref<const std::string &>() == causeName(HealthCause(c)))
                    health.causes.push_back(HealthCause(c));
            }
        }
    }
    if (state.empty()) {
        // Schema 2 sessions: a yes/no verdict with English reasons.
        const auto bound = json.find("client_bound");
        const bool clientBound = bound != json.end() && bound->is_boolean() && bound->get<bool>();
        health.state = health.samples > 0 ? (clientBound ? HealthState::ClientSaturated : HealthState::Ok) : HealthState::Unknown;
        health.clientCpuMeanPercent = numberOr(json, "cpu_mean_percent", 0);
        if (const auto reasons = json.find("reasons"); clientBound && reasons != json.end() && reasons->is_array()) {
            for (const nlohmann::json &reason : *reasons)
                if (reason.is_string())
                    health.legacyReasons.push_back(reason.get<std::string>());
        }
    }
    return health;
}

} // namespace ttft
