#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>

namespace ttft {

// Where and with what a run was measured, saved with it: figures from different machines or
// networks are only comparable when one knows that they differ.
struct RunEnvironment {
    std::string host;
    std::string os;           // pretty name and kernel
    std::string cpu;          // model name
    int cpuCores = 0;
    std::string qtVersion;
    std::string curlVersion;
    std::string appVersion;
    std::string note;         // the user's words: location, network type ("office Wi-Fi, Shanghai")
    std::string location;     // a short label for where it ran ("eu-west"): runs from several places
                              // are merged side by side by it (`merge --label-by location`)
    std::int64_t startedMs = 0; // wall clock, ms since the epoch
    std::int64_t endedMs = 0;

    bool operator==(const RunEnvironment &) const = default;
};

// Reads what this machine says about itself (host name, /etc/os-release, /proc/cpuinfo, library
// versions). Times and note are left for the caller.
RunEnvironment captureEnvironment();

// JSON keys: host, os, cpu, cpu_cores, qt_version, curl_version, app_version, note, location (when
// set), started, ended
// (ISO-8601 UTC, null when unknown).
nlohmann::json toJson(const RunEnvironment &environment);
RunEnvironment runEnvironmentFromJson(const nlohmann::json &object, std::string *error = nullptr);

} // namespace ttft
