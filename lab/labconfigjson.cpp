#include "labconfigjson.h"

#include "labaudiostream.h"
#include "labdialect.h"
#include "wire/jsonnesting.h"

#include "model/jsonfields.h"

#include <QFile>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

namespace ttft {

namespace {

// Reads the fields of one JSON object, keeping the first problem (prefixed with where it was).
class FieldReader
{
public:
    FieldReader(const nlohmann::json &object, std::string context, std::string *error)
        : m_object(object)
        , m_context(std::move(context))
        , m_error(error)
    {
    }

    template <typename T>
    void read(std::string_view key, T &out, T min = std::numeric_limits<T>::lowest(),
              T max = std::numeric_limits<T>::max())
    {
        std::string problem;
        T value = out;
        if (!jsonfields::read(m_object, key, value, &problem)) {
            // jsonfields words it as "\"key\": expected ..."; say where, in our own words.
            report(key, problem.substr(problem.find(':') + 2));
            return;
        }
        if constexpr (std::is_arithmetic_v<T> && !std::is_same_v<T, bool>) {
            // An absent key keeps its default, which may lie outside the range on purpose
            // (replay.pace_ms: -1 means "the model's pace").
            if (m_object.contains(key) && (value < min || value > max)) {
                report(key, rangeText(min, max));
                return;
            }
        }
        out = value;
    }

    void rejectUnknown(std::initializer_list<std::string_view> known)
    {
        for (auto it = m_object.begin(); it != m_object.end(); ++it) {
            if (std::find(known.begin(), known.end(), it.key()) == known.end())
                report(it.key(), it.key() == "api_key" ? "never read from a file; use an environment variable"
                                                       : "unknown key (ignored)");
        }
    }

    void report(std::string_view key, std::string_view problem)
    {
        if (!m_error || !m_error->empty())
            return;
        std::string where = m_context + std::string(key);
        if (!where.empty() && where.back() == '.')
            where.pop_back();
        *m_error = (where.empty() ? std::string() : where + ": ") + std::string(problem);
    }

private:
    template <typename T>
    static std::string rangeText(T min, T max)
    {
        const auto number = [](T value) {
            if constexpr (std::is_floating_point_v<T>) {
                std::string text = std::to_string(value);
                text.erase(text.find_last_not_of('0') + 1);
                if (text.back() == '.')
                    text.pop_back();
                return text;
            } else {
                return std::to_string(value);
            }
        };
        if (max == std::numeric_limits<T>::max())
            return "must be >= " + number(min);
        return "must be from " + number(min) + " to " + number(max);
    }

    const nlohmann::json &m_object;
    std::string m_context;
    std::string *m_error;
};

// The start both kinds of model share: `object` must be an object with a non-empty "name"; a demo
// model's name starts from its numbers, so `{"name":"lab-slow","max_batch":2}` changes only the
// batch limit. False (the problem reported) when there is no name to go on.
template <typename Model>
bool startNamedModel(const nlohmann::json &object, FieldReader &reader, const std::vector<Model> &demos, Model &model)
{
    if (!object.is_object()) {
        reader.report("", "expected an object");
        return false;
    }
    std::string name;
    reader.read("name", name);
    if (name.empty()) {
        reader.report("name", "a non-empty string is required");
        return false;
    }
    for (const Model &demo : demos) {
        if (demo.name == name)
            model = demo;
    }
    model.name = name;
    return true;
}

// Reads the array at `key` (`array` is already known to be one) with `modelFromJson`, in order: an
// unnamed entry is skipped, a name taken twice keeps the first (both reported).
template <typename Model>
std::vector<Model> namedModelsFromJson(const nlohmann::json &array, std::string_view key, std::string *error,
                                       Model (*modelFromJson)(const nlohmann::json &, const std::string &, std::string *, bool *))
{
    std::vector<Model> parsed;
    for (std::size_t i = 0; i < array.size(); ++i) {
        const std::string context = std::string(key) + "[" + std::to_string(i) + "].";
        bool named = false;
        Model model = modelFromJson(array[i], context, error, &named);
        if (!named)
            continue;
        const bool taken = std::any_of(parsed.begin(), parsed.end(),
                                       [&](const Model &other) { return other.name == model.name; });
        if (taken) {
            FieldReader(nlohmann::json::object(), context, error).report("name", "\"" + model.name + "\" is already taken (dropped)");
            continue;
        }
        parsed.push_back(std::move(model));
    }
    return parsed;
}

LabModel modelFromJson(const nlohmann::json &object, const std::string &context, std::string *error, bool *named)
{
    LabModel model;
    FieldReader reader(object, context, error);
    *named = startNamedModel(object, reader, LabConfig::demoModels(), model);
    if (!*named)
        return model;

    reader.read("fixed_overhead_ms", model.fixedOverheadMs, 0.0);
    reader.read("prefill_tokens_per_sec", model.prefillTokensPerSec, 0.0);
    reader.read("tpot_ms", model.tpotMs, 0.0);
    reader.read("output_tokens", model.outputTokens, 0);
    reader.read("reasoning_tokens", model.reasoningTokens, 0);
    reader.read("first_token_jitter_ms", model.firstTokenJitterMs, 0.0);
    reader.read("tpot_jitter_ms", model.tpotJitterMs, 0.0);
    reader.read("max_batch", model.maxBatch, 0);
    reader.read("requests_per_minute", model.requestsPerMinute, 0);
    reader.read("tokens_per_minute", model.tokensPerMinute, 0);
    reader.read("decode_slowdown_per_request", model.decodeSlowdownPerRequest, 0.0);
    reader.read("prefix_cache", model.prefixCache);
    reader.read("prefix_cache_block_tokens", model.prefixCacheBlockTokens, 1);
    reader.read("prefix_cache_blocks", model.prefixCacheBlocks, 1);
    reader.read("prefix_cache_ttl_s", model.prefixCacheTtlS, 0.0);
    reader.read("cached_prefill_factor", model.cachedPrefillFactor, 0.0, 1.0);
    reader.read("cold_start_ms", model.coldStartMs, 0.0);
    reader.read("cold_after_idle_s", model.coldAfterIdleS, 0.0);
    reader.read("tokenize_ms_per_1k_tokens", model.tokenizeMsPer1kTokens, 0.0);
    reader.read("prefill_ms_per_1k_tokens_squared", model.prefillMsPer1kTokensSquared, 0.0);
    reader.read("context_tokens", model.contextTokens, 0);
    reader.read("engine", model.engine);
    if (!model.engine.empty() && model.engine != "llamacpp" && model.engine != "openai")
        reader.report("engine", "must be \"openai\" or \"llamacpp\"");
    if (model.engine == "openai")
        model.engine.clear();
    reader.rejectUnknown({"name", "fixed_overhead_ms", "prefill_tokens_per_sec", "tpot_ms", "output_tokens", "reasoning_tokens",
                          "first_token_jitter_ms", "tpot_jitter_ms", "max_batch", "requests_per_minute", "tokens_per_minute",
                          "decode_slowdown_per_request", "prefix_cache", "prefix_cache_block_tokens", "prefix_cache_blocks", "prefix_cache_ttl_s", "cached_prefill_factor", "cold_start_ms",
                          "cold_after_idle_s", "tokenize_ms_per_1k_tokens", "prefill_ms_per_1k_tokens_squared",
                          "context_tokens", "engine"});
    return model;
}

LabTtsModel ttsModelFromJson(const nlohmann::json &object, const std::string &context, std::string *error, bool *named)
{
    LabTtsModel model;
    FieldReader reader(object, context, error);
    *named = startNamedModel(object, reader, LabConfig::demoTtsModels(), model);
    if (!*named)
        return model;

    reader.read("first_audio_ms", model.firstAudioMs, 0.0, 3'600'000.0);
    reader.read("first_audio_jitter_ms", model.firstAudioJitterMs, 0.0, 600'000.0);
    reader.read("per_char_ms", model.perCharMs, 0.0, 10'000.0);
    reader.read("real_time_factor", model.realTimeFactor, 0.001, 100.0);
    reader.read("chunk_ms", model.chunkMs, 1.0, 10'000.0);
    reader.read("speech_ms_per_char", model.speechMsPerChar, 1.0, 10'000.0);
    reader.read("max_audio_ms", model.maxAudioMs, 1.0, 3'600'000.0);
    reader.read("leading_silence_ms", model.leadingSilenceMs, 0.0, 60'000.0);
    int sampleRate = model.sampleRate;
    reader.read("sample_rate", sampleRate);
    if (labAudioRateSupported(sampleRate))
        model.sampleRate = sampleRate;
    else
        reader.report("sample_rate", "must be an MPEG audio rate: 8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100 or 48000");
    reader.rejectUnknown({"name", "first_audio_ms", "first_audio_jitter_ms", "per_char_ms", "real_time_factor", "chunk_ms",
                          "sample_rate", "speech_ms_per_char", "max_audio_ms", "leading_silence_ms"});
    return model;
}

LabAsrModel asrModelFromJson(const nlohmann::json &object, const std::string &context, std::string *error, bool *named)
{
    LabAsrModel model;
    FieldReader reader(object, context, error);
    *named = startNamedModel(object, reader, LabConfig::demoAsrModels(), model);
    if (!*named)
        return model;
    reader.read("first_delta_ms", model.firstDeltaMs, 0.0, 600'000.0);
    reader.read("per_word_ms", model.perWordMs, 0.0, 60'000.0);
    reader.rejectUnknown({"name", "first_delta_ms", "per_word_ms"});
    return model;
}

std::optional<LabReplay> replayFromJson(const nlohmann::json &object, std::string *error)
{
    FieldReader reader(object, "replay.", error);
    if (!object.is_object()) {
        reader.report("", "expected an object (no replay)");
        return std::nullopt;
    }
    LabReplay replay;
    reader.read("path", replay.path);
    reader.read("dialect", replay.dialect);
    std::string pacing = "fixed";
    reader.read("pacing", pacing);
    if (pacing == "original")
        replay.originalPacing = true;
    else if (pacing != "fixed")
        reader.report("pacing", "must be \"fixed\" or \"original\"");
    reader.read("pace_ms", replay.paceMs, 0.0, 3'600'000.0);
    reader.rejectUnknown({"path", "dialect", "pacing", "pace_ms"});
    if (replay.path.empty()) {
        reader.report("path", "a non-empty string is required (no replay)");
        return std::nullopt;
    }
    if (!labDialectFromName(replay.dialect)) {
        reader.report("dialect", "must be one of " + std::string(labDialectNames()) + " (no replay)");
        return std::nullopt;
    }
    return replay;
}

} // namespace

nlohmann::json toJson(const LabModel &model)
{
    return nlohmann::json{
        {"name", model.name},
        {"fixed_overhead_ms", model.fixedOverheadMs},
        {"prefill_tokens_per_sec", model.prefillTokensPerSec},
        {"tpot_ms", model.tpotMs},
        {"output_tokens", model.outputTokens},
        {"reasoning_tokens", model.reasoningTokens},
        {"first_token_jitter_ms", model.firstTokenJitterMs},
        {"tpot_jitter_ms", model.tpotJitterMs},
        {"max_batch", model.maxBatch},
        {"requests_per_minute", model.requestsPerMinute},
        {"tokens_per_minute", model.tokensPerMinute},
        {"decode_slowdown_per_request", model.decodeSlowdownPerRequest},
        {"prefix_cache", model.prefixCache},
        {"prefix_cache_block_tokens", model.prefixCacheBlockTokens},
        {"prefix_cache_blocks", model.prefixCacheBlocks},
        {"prefix_cache_ttl_s", model.prefixCacheTtlS},
        {"cached_prefill_factor", model.cachedPrefillFactor},
        {"cold_start_ms", model.coldStartMs},
        {"cold_after_idle_s", model.coldAfterIdleS},
        {"tokenize_ms_per_1k_tokens", model.tokenizeMsPer1kTokens},
        {"prefill_ms_per_1k_tokens_squared", model.prefillMsPer1kTokensSquared},
        {"context_tokens", model.contextTokens},
        {"engine", model.engine.empty() ? std::string("openai") : model.engine},
    };
}

nlohmann::json toJson(const LabTtsModel &model)
{
    return nlohmann::json{
        {"name", model.name},
        {"first_audio_ms", model.firstAudioMs},
        {"first_audio_jitter_ms", model.firstAudioJitterMs},
        {"per_char_ms", model.perCharMs},
        {"real_time_factor", model.realTimeFactor},
        {"chunk_ms", model.chunkMs},
        {"sample_rate", model.sampleRate},
        {"speech_ms_per_char", model.speechMsPerChar},
        {"max_audio_ms", model.maxAudioMs},
        {"leading_silence_ms", model.leadingSilenceMs},
    };
}

nlohmann::json toJson(const LabAsrModel &model)
{
    return nlohmann::json{{"name", model.name}, {"first_delta_ms", model.firstDeltaMs}, {"per_word_ms", model.perWordMs}};
}

nlohmann::json toJson(const LabConfig &config)
{
    nlohmann::json models = nlohmann::json::array();
    for (const LabModel &model : config.models)
        models.push_back(toJson(model));
    nlohmann::json ttsModels = nlohmann::json::array();
    for (const LabTtsModel &model : config.ttsModels)
        ttsModels.push_back(toJson(model));
    nlohmann::json asrModels = nlohmann::json::array();
    for (const LabAsrModel &model : config.asrModels)
        asrModels.push_back(toJson(model));
    return nlohmann::json{
        {"port", config.port},
        {"seed", config.seed},
        {"models", std::move(models)},
        {"tts_models", std::move(ttsModels)},
        {"asr_models", std::move(asrModels)},
        {"truth_capacity", config.truthCapacity},
        {"fault_after_tokens", config.faultAfterTokens},
        {"fault", std::string(labFaultName(config.fault))},
        {"slow_accept_ms", config.slowAcceptMs},
        {"max_header_bytes", config.maxHeaderBytes},
        {"max_body_bytes", config.maxBodyBytes},
        {"precise_wakeups", config.preciseWakeups},
        {"tcp_no_delay", config.tcpNoDelay},
        {"kernel_timestamps", config.kernelTimestamps},
        {"server_threads", config.serverThreads},
        {"default_model", config.defaultModel},
        {"replay", config.replay ? toJson(*config.replay) : nlohmann::json(nullptr)},
        {"access_log", config.accessLogPath},
    };
}

nlohmann::json toJson(const LabReplay &replay)
{
    nlohmann::json json{
        {"path", replay.path},
        {"dialect", replay.dialect},
        {"pacing", replay.originalPacing ? "original" : "fixed"},
    };
    if (replay.paceMs >= 0)
        json["pace_ms"] = replay.paceMs;
    return json;
}

LabModel labModelFromJson(const nlohmann::json &object, std::string *error)
{
    bool named = false;
    return modelFromJson(object, {}, error, &named);
}

LabConfig labConfigFromJson(const nlohmann::json &object, std::string *error)
{
    LabConfig config;
    FieldReader reader(object, {}, error);
    if (!object.is_object()) {
        if (error && error->empty())
            *error = "the lab configuration must be a JSON object";
        return config;
    }
    reader.read("port", config.port);
    reader.read("seed", config.seed);
    reader.read("truth_capacity", config.truthCapacity, std::size_t(1));
    reader.read("fault_after_tokens", config.faultAfterTokens, 0);
    reader.read("max_header_bytes", config.maxHeaderBytes, 1024);
    reader.read("max_body_bytes", config.maxBodyBytes, qint64(1));
    reader.read("precise_wakeups", config.preciseWakeups);
    reader.read("tcp_no_delay", config.tcpNoDelay);
    reader.read("kernel_timestamps", config.kernelTimestamps);
    reader.read("server_threads", config.serverThreads, 0, 64);
    reader.read("default_model", config.defaultModel);
    reader.read("access_log", config.accessLogPath);
    reader.read("slow_accept_ms", config.slowAcceptMs, 0, 600'000);
    std::string faultName;
    reader.read("fault", faultName);
    if (!faultName.empty()) {
        if (const std::optional<LabFault> fault = labFaultFromName(faultName))
            config.fault = *fault;
        else
            reader.report("fault", "\"" + faultName + "\" is not a lab fault (" + std::string(labFaultNames()) + ")");
    }

    const auto models = object.find("models");
    if (models != object.end() && !models->is_null()) {
        if (!models->is_array() || models->empty()) {
            reader.report("models", "expected a non-empty array (the demo models are kept)");
        } else {
            std::vector<LabModel> parsed = namedModelsFromJson(*models, "models", error, &modelFromJson);
            if (parsed.empty())
                reader.report("models", "no usable model (the demo models are kept)");
            else
                config.models = std::move(parsed);
        }
    }
    const auto ttsModels = object.find("tts_models");
    if (ttsModels != object.end() && !ttsModels->is_null()) {
        if (!ttsModels->is_array()) {
            reader.report("tts_models", "expected an array (the demo TTS models are kept)");
        } else {
            // Empty is allowed: a lab without text to speech (every speech request is 404).
            config.ttsModels = namedModelsFromJson(*ttsModels, "tts_models", error, &ttsModelFromJson);
        }
    }
    const auto asrModels = object.find("asr_models");
    if (asrModels != object.end() && !asrModels->is_null()) {
        if (!asrModels->is_array())
            reader.report("asr_models", "expected an array (the demo recogniser is kept)");
        else // empty: a lab without speech recognition (every transcription is 404)
            config.asrModels = namedModelsFromJson(*asrModels, "asr_models", error, &asrModelFromJson);
    }
    if (!config.defaultModel.empty() && !config.findModel(config.defaultModel)) {
        reader.report("default_model", "\"" + config.defaultModel + "\" is not one of the models (the first one is used)");
        config.defaultModel.clear();
    }
    const auto replay = object.find("replay");
    if (replay != object.end() && !replay->is_null())
        config.replay = replayFromJson(*replay, error);
    reader.rejectUnknown({"port", "seed", "models", "tts_models", "asr_models", "truth_capacity", "fault_after_tokens", "fault", "slow_accept_ms", "max_header_bytes",
                          "max_body_bytes", "precise_wakeups", "tcp_no_delay", "kernel_timestamps", "server_threads",
                          "default_model", "replay", "access_log"});
    return config;
}

std::optional<LabConfig> labConfigFromFile(const QString &path, std::string *error)
{
    const auto fail = [error](std::string reason) -> std::optional<LabConfig> {
        if (error)
            *error = std::move(reason);
        return std::nullopt;
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(path.toStdString() + ": " + file.errorString().toStdString());
    const QByteArray text = file.readAll();
    const nlohmann::json json = parseJsonBounded(std::string_view(text.constData(), std::size_t(text.size())), /*ignoreComments=*/true);
    if (json.is_discarded())
        return fail(path.toStdString() + ": not valid JSON");
    const auto section = json.is_object() ? json.find("lab") : json.end();
    if (section != json.end() && section->is_object())
        return labConfigFromJson(*section, error);
    return labConfigFromJson(json, error);
}

} // namespace ttft
