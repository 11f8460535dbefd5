#include "servertimingparsers.h"

#include "base/lowercase.h"
#include "wire/jsonnesting.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

namespace ttft {

namespace {

std::optional<double> number(const nlohmann::json &object, const char *key, double toMs)
{
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number())
        return std::nullopt;
    const double value = it->get<double>() * toMs;
    if (!std::isfinite(value) || value < 0)
        return std::nullopt;
    return std::round(value * 1000.0) / 1000.0;
}

std::optional<double> sum(std::optional<double> a, std::optional<double> b)
{
    if (!a && !b)
        return std::nullopt;
    return a.value_or(0) + b.value_or(0);
}

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    return text;
}

// One Server-Timing entry: `name;dur=12.5;desc="…"`. Returns false when it has no duration.
bool parseServerTimingEntry(std::string_view entry, std::string &name, double &durationMs)
{
    std::size_t semicolon = entry.find(';');
    name = lowerCase(trimmed(entry.substr(0, semicolon)));
    while (semicolon != std::string_view::npos) {
        const std::size_t next = entry.find(';', semicolon + 1);
        const std::string_view parameter = trimmed(entry.substr(semicolon + 1, next - semicolon - 1));
        semicolon = next;
        const std::size_t equals = parameter.find('=');
        if (equals == std::string_view::npos || lowerCase(trimmed(parameter.substr(0, equals))) != "dur")
            continue;
        std::string value(trimmed(parameter.substr(equals + 1)));
        if (value.size() >= 2 && value.front() == '"' && value.back() == '"')
            value = value.substr(1, value.size() - 2);
        char *end = nullptr;
        durationMs = std::strtod(value.c_str(), &end);
        return end != value.c_str() && std::isfinite(durationMs) && durationMs >= 0;
    }
    return false;
}

} // namespace

ServerTimings serverTimingsFromBody(std::string_view rawJson)
{
    ServerTimings timings;
    const nlohmann::json object = parseJsonBounded(rawJson);
    if (!object.is_object())
        return timings;
    if (object.contains("prompt_ms") || object.contains("predicted_ms")) {
        timings.prefillMs = number(object, "prompt_ms", 1.0);
        timings.ttftMs = timings.prefillMs;
        timings.decodeMs = number(object, "predicted_ms", 1.0);
        timings.source = "llamacpp-timings";
    } else if (object.contains("prompt_eval_duration") || object.contains("total_duration")) {
        // Ollama's API reference (docs/api.md, "Response"): durations in nanoseconds; load_duration
        // is loading the model, prompt_eval_duration evaluating the prompt. Its first token follows both.
        timings.loadMs = number(object, "load_duration", 1e-6);
        timings.prefillMs = number(object, "prompt_eval_duration", 1e-6);
        timings.ttftMs = sum(timings.loadMs, timings.prefillMs);
        timings.decodeMs = number(object, "eval_duration", 1e-6);
        timings.e2eMs = number(object, "total_duration", 1e-6);
        timings.source = "ollama-durations";
    } else if (object.contains("queue_time") || object.contains("prompt_time")) {
        timings.queueMs = number(object, "queue_time", 1e3);
        timings.prefillMs = number(object, "prompt_time", 1e3);
        timings.ttftMs = sum(timings.queueMs, timings.prefillMs);
        timings.decodeMs = number(object, "completion_time", 1e3);
        timings.e2eMs = number(object, "total_time", 1e3);
        timings.source = "cerebras-time_info";
    }
    return timings;
}

std::optional<std::int64_t> cachedTokensFromTimings(std::string_view rawJson)
{
    const nlohmann::json object = parseJsonBounded(rawJson);
    if (!object.is_object() || !object.contains("prompt_ms"))
        return std::nullopt;
    const auto it = object.find("cache_n");
    if (it == object.end() || !it->is_number_integer() || it->get<std::int64_t>() < 0)
        return std::nullopt;
    return it->get<std::int64_t>();
}

namespace {

// A header's value as a duration in ms: a leading finite, non-negative number.
std::optional<double> headerMs(const std::string &value)
{
    char *end = nullptr;
    const double ms = std::strtod(value.c_str(), &end);
    if (end == value.c_str() || !std::isfinite(ms) || ms < 0)
        return std::nullopt;
    return ms;
}

} // namespace

ServerTimings serverTimingsFromHeaders(const HeaderList &headers)
{
    ServerTimings timings;
    for (const auto &[name, value] : headers) {
        if (name == "openai-processing-ms") {
            if (const std::optional<double> ms = headerMs(value)) {
                timings.processingMs = ms;
                timings.source = timings.source.empty() ? "openai-processing-ms" : timings.source + "+openai-processing-ms";
            }
            continue;
        }
        // TGI's router (router/src/server.rs, the generate handler) writes x-queue-time and
        // x-total-time as whole milliseconds on a finished, non-streamed answer; a stream's head goes
        // out before they are known, so streamed TGI requests carry none.
        if (name == "x-queue-time" || name == "x-total-time") {
            if (const std::optional<double> ms = headerMs(value)) {
                (name == "x-queue-time" ? timings.queueMs : timings.e2eMs) = ms;
                if (timings.source.find("tgi-headers") == std::string::npos)
                    timings.source = timings.source.empty() ? "tgi-headers" : timings.source + "+tgi-headers";
            }
            continue;
        }
        if (name != "server-timing")
            continue;
        std::string_view rest = value;
        bool any = false;
        while (!rest.empty()) {
            const std::size_t comma = rest.find(',');
            std::string entryName;
            double ms = 0;
            if (parseServerTimingEntry(rest.substr(0, comma), entryName, ms)) {
                std::optional<double> *slot = nullptr;
                if (entryName == "ttft" || entryName == "time_to_first_token" || entryName == "first_token")
                    slot = &timings.ttftMs;
                else if (entryName == "queue" || entryName == "queue_time" || entryName == "queued")
                    slot = &timings.queueMs;
                else if (entryName == "prefill" || entryName == "prompt" || entryName == "prompt_eval")
                    slot = &timings.prefillMs;
                else if (entryName == "decode" || entryName == "generation")
                    slot = &timings.decodeMs;
                else if (entryName == "total" || entryName == "e2e")
                    slot = &timings.e2eMs;
                if (slot) {
                    *slot = ms;
                    any = true;
                }
            }
            if (comma == std::string_view::npos)
                break;
            rest.remove_prefix(comma + 1);
        }
        if (any)
            timings.source = timings.source.empty() ? "server-timing" : "server-timing+" + timings.source;
    }
    return timings;
}

ServerHeaders headersOfInterest(const HeaderList &headers)
{
    static const std::array<std::string_view, 20> exact = {
        "x-request-id", "request-id", "x-amzn-requestid", "x-trace-id", "cf-ray", "x-goog-request-id",
        "x-queue-time", "x-total-time", "x-inference-time", "x-validation-time",
        "openai-processing-ms", "server-timing", "server", "via", "x-cache", "retry-after",
        "openai-model", "anthropic-organization-id", "x-envoy-upstream-service-time", "x-served-by"};
    ServerHeaders kept;
    for (const auto &[name, value] : headers) {
        const bool wanted = std::find(exact.begin(), exact.end(), name) != exact.end()
                            || name.rfind("x-ratelimit-", 0) == 0 || name.rfind("anthropic-ratelimit-", 0) == 0;
        // Never anything that could carry a credential.
        if (!wanted || name.find("auth") != std::string::npos || name.find("key") != std::string::npos
            || name.find("cookie") != std::string::npos)
            continue;
        kept.emplace_back(name, value.substr(0, 256));
    }
    return kept;
}

} // namespace ttft
