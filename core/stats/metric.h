#pragma once

#include <QString>

#include <array>
#include <optional>
#include <string_view>

namespace ttft {

struct RequestRecord;

// The per-request latencies providers are compared on. Lower is better for each of them.
enum class Metric {
    Ttft, // start → first answer text
    Ttfs, // start → first speakable clause
    Tpot, // time per output token after the first
    E2e,  // start → last byte
};

inline constexpr std::array<Metric, 4> kAllMetrics{Metric::Ttft, Metric::Ttfs, Metric::Tpot, Metric::E2e};

// Stable lower-case keys for files and settings: "ttft", "ttfs", "tpot", "e2e".
const char *metricKey(Metric metric);
bool metricFromKey(std::string_view key, Metric &metric);

// The short name people know it by: "TTFT", "TTFS", "TPOT", "E2E" (translated, though most
// languages keep the acronym).
QString metricName(Metric metric);
// What it measures, in words: "Time to first token", ...
QString metricLabel(Metric metric);
// The unit of metricValue(): "ms" for all four.
QString metricUnit(Metric metric);

// The metric of one request in milliseconds; empty when the request has none (it failed before,
// or a one-token answer has no TPOT).
std::optional<double> metricValue(const RequestRecord &record, Metric metric);

} // namespace ttft
