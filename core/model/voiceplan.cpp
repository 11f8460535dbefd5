#include "voiceplan.h"

#include "jsonfields.h"

#include "base/splitmix64.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <numbers>
#include <sstream>

namespace ttft {

namespace {

void note(std::string *error, std::string message)
{
    if (error && error->empty())
        *error = std::move(message);
}

// A well-mixed value from (seed, index) without a generator to carry around, so a request's ASR
// time does not depend on which requests were drawn before it.
std::uint64_t mix(std::uint64_t x)
{
    return splitMix64Finalize(x + kSplitMix64Gamma);
}

std::string formatMs(double ms)
{
    std::ostringstream out;
    out << std::round(ms * 10) / 10;
    return out.str();
}

bool parseNumbers(std::string_view text, std::vector<double> &numbers)
{
    numbers.clear();
    while (!text.empty()) {
        const std::size_t comma = text.find(',');
        std::string_view item = text.substr(0, comma);
        while (!item.empty() && item.front() == ' ')
            item.remove_prefix(1);
        while (!item.empty() && item.back() == ' ')
            item.remove_suffix(1);
        double value = 0;
        const auto [end, ec] = std::from_chars(item.data(), item.data() + item.size(), value);
        if (item.empty() || ec != std::errc() || end != item.data() + item.size() || !std::isfinite(value) || value < 0)
            return false;
        numbers.push_back(value);
        if (comma == std::string_view::npos)
            break;
        text.remove_prefix(comma + 1);
    }
    return !numbers.empty();
}

} // namespace

nlohmann::json toJson(const TtsProfile &profile)
{
    nlohmann::json object = toJson(profile.endpoint);
    object.erase("dialect");
    object["voice"] = profile.voice;
    object["format"] = profile.format;
    object["sample_rate"] = profile.sampleRate;
    if (!profile.streamFormat.empty())
        object["stream_format"] = profile.streamFormat;
    object["onset_threshold_dbfs"] = profile.onsetThresholdDbfs;
    return object;
}

TtsProfile ttsProfileFromJson(const nlohmann::json &object, std::string *error)
{
    using jsonfields::read;
    TtsProfile profile;
    profile.endpoint = providerProfileFromJson(object, error);
    if (!object.is_object())
        return profile;
    read(object, "voice", profile.voice, error);
    read(object, "format", profile.format, error);
    read(object, "sample_rate", profile.sampleRate, error);
    read(object, "stream_format", profile.streamFormat, error);
    read(object, "onset_threshold_dbfs", profile.onsetThresholdDbfs, error);
    if (!(profile.onsetThresholdDbfs >= -120 && profile.onsetThresholdDbfs <= 0)) {
        note(error, "\"onset_threshold_dbfs\": expected -120 to 0 dBFS");
        profile.onsetThresholdDbfs = -50;
    }
    return profile;
}

nlohmann::json toJson(const AsrProfile &profile)
{
    nlohmann::json object = toJson(profile.endpoint);
    object.erase("dialect");
    object["language"] = profile.language;
    object["recordings"] = profile.recordings;
    object["texts"] = profile.texts;
    object["realtime"] = profile.realtime;
    return object;
}

AsrProfile asrProfileFromJson(const nlohmann::json &object, std::string *error)
{
    using jsonfields::read;
    AsrProfile profile;
    profile.endpoint = providerProfileFromJson(object, error);
    if (!object.is_object())
        return profile;
    read(object, "language", profile.language, error);
    read(object, "recordings", profile.recordings, error);
    read(object, "texts", profile.texts, error);
    read(object, "realtime", profile.realtime, error);
    return profile;
}

const char *asrKindName(AsrModel::Kind kind)
{
    switch (kind) {
    case AsrModel::Kind::Constant: return "constant";
    case AsrModel::Kind::Normal: return "normal";
    case AsrModel::Kind::Uniform: return "uniform";
    case AsrModel::Kind::Samples: return "samples";
    }
    return "constant";
}

bool asrKindFromName(std::string_view name, AsrModel::Kind &kind)
{
    for (const AsrModel::Kind candidate :
         {AsrModel::Kind::Constant, AsrModel::Kind::Normal, AsrModel::Kind::Uniform, AsrModel::Kind::Samples}) {
        if (name == asrKindName(candidate)) {
            kind = candidate;
            return true;
        }
    }
    return false;
}

double AsrModel::draw(std::uint64_t seed, std::int64_t index) const
{
    const std::uint64_t a = mix(seed ^ mix(std::uint64_t(index) + 0x5a17ULL));
    switch (kind) {
    case Kind::Constant:
        return ms;
    case Kind::Normal: {
        // Box–Muller from two independent uniforms.
        const double u1 = std::max(splitMix64Unit(a), 0x1.0p-53);
        const double u2 = splitMix64Unit(mix(a));
        const double z = std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * std::numbers::pi * u2);
        return std::max(0.0, ms + sdMs * z);
    }
    case Kind::Uniform:
        return minMs + (maxMs - minMs) * splitMix64Unit(a);
    case Kind::Samples:
        if (samples.empty())
            return ms;
        return samples[std::size_t(splitMix64Unit(a) * double(samples.size())) % samples.size()];
    }
    return ms;
}

std::string AsrModel::describe() const
{
    switch (kind) {
    case Kind::Constant:
        return formatMs(ms) + " ms";
    case Kind::Normal:
        return "N(" + formatMs(ms) + ", " + formatMs(sdMs) + ") ms";
    case Kind::Uniform:
        return "U(" + formatMs(minMs) + ", " + formatMs(maxMs) + ") ms";
    case Kind::Samples: {
        std::vector<double> sorted = samples;
        std::sort(sorted.begin(), sorted.end());
        const double median = sorted.empty() ? 0
                                             : (sorted.size() % 2 ? sorted[sorted.size() / 2]
                                                                  : (sorted[sorted.size() / 2 - 1] + sorted[sorted.size() / 2]) / 2);
        return std::to_string(samples.size()) + (samples.size() == 1 ? " measured value (" : " measured values (median ") + formatMs(median) + " ms)";
    }
    }
    return {};
}

bool parseAsrModel(std::string_view text, AsrModel &model, std::string *error)
{
    AsrModel parsed;
    std::vector<double> numbers;
    const std::size_t colon = text.find(':');
    const std::string_view kind = colon == std::string_view::npos ? std::string_view("constant") : text.substr(0, colon);
    const std::string_view values = colon == std::string_view::npos ? text : text.substr(colon + 1);
    if (!asrKindFromName(kind, parsed.kind)) {
        note(error, "unknown ASR model \"" + std::string(kind) + "\": expected a number of ms, normal:MEAN,SD, "
                    "uniform:MIN,MAX or samples:V1,V2,...");
        return false;
    }
    if (!parseNumbers(values, numbers)) {
        note(error, "ASR times must be non-negative numbers of milliseconds, separated by commas");
        return false;
    }
    const std::size_t wanted = parsed.kind == AsrModel::Kind::Constant ? 1
                             : parsed.kind == AsrModel::Kind::Samples  ? numbers.size()
                                                                       : 2;
    if (numbers.size() != wanted) {
        note(error, std::string("ASR model \"") + asrKindName(parsed.kind) + "\" takes "
                        + (wanted == 1 ? "one value" : "two values"));
        return false;
    }
    switch (parsed.kind) {
    case AsrModel::Kind::Constant: parsed.ms = numbers[0]; break;
    case AsrModel::Kind::Normal: parsed.ms = numbers[0]; parsed.sdMs = numbers[1]; break;
    case AsrModel::Kind::Uniform:
        parsed.minMs = std::min(numbers[0], numbers[1]);
        parsed.maxMs = std::max(numbers[0], numbers[1]);
        parsed.ms = (parsed.minMs + parsed.maxMs) / 2;
        break;
    case AsrModel::Kind::Samples: parsed.samples = numbers; break;
    }
    model = std::move(parsed);
    return true;
}

std::vector<std::string> ttsNamesOf(const VoicePlan &plan)
{
    std::vector<std::string> names;
    for (const TtsProfile &profile : plan.tts)
        names.push_back(profile.name());
    return names;
}

nlohmann::json toJson(const VoicePlan &plan)
{
    nlohmann::json tts = nlohmann::json::array();
    for (const TtsProfile &profile : plan.tts)
        tts.push_back(toJson(profile));
    nlohmann::json object{
        {"tts", std::move(tts)},
        {"asr",
         {{"kind", asrKindName(plan.asr.kind)},
          {"ms", plan.asr.ms},
          {"sd_ms", plan.asr.sdMs},
          {"min_ms", plan.asr.minMs},
          {"max_ms", plan.asr.maxMs},
          {"samples", plan.asr.samples}}},
        {"clause_chars", plan.clauseChars},
    };
    if (plan.liveAsr)
        object["asr_live"] = toJson(*plan.liveAsr);
    return object;
}

VoicePlan voicePlanFromJson(const nlohmann::json &object, std::string *error)
{
    using jsonfields::read;
    VoicePlan plan;
    if (!object.is_object()) {
        note(error, "a voice plan must be a JSON object");
        return plan;
    }
    if (const auto tts = object.find("tts"); tts != object.end() && tts->is_array()) {
        for (const nlohmann::json &profile : *tts)
            plan.tts.push_back(ttsProfileFromJson(profile, error));
    }
    if (const auto asr = object.find("asr"); asr != object.end() && asr->is_object()) {
        std::string kind;
        if (read(*asr, "kind", kind, error) && !kind.empty() && !asrKindFromName(kind, plan.asr.kind))
            note(error, "\"asr.kind\": expected constant, normal, uniform or samples");
        read(*asr, "ms", plan.asr.ms, error);
        read(*asr, "sd_ms", plan.asr.sdMs, error);
        read(*asr, "min_ms", plan.asr.minMs, error);
        read(*asr, "max_ms", plan.asr.maxMs, error);
        read(*asr, "samples", plan.asr.samples, error);
    }
    if (const auto live = object.find("asr_live"); live != object.end() && !live->is_null())
        plan.liveAsr = asrProfileFromJson(*live, error);
    read(object, "clause_chars", plan.clauseChars, error);
    return plan;
}

} // namespace ttft
