#pragma once

#include "providerprofile.h"
#include "wire/clausescanner.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttft {

// A text-to-speech endpoint, the second kind of profile: OpenAI-compatible `POST …/audio/speech`
// with a streamed audio body. Where and how to connect (base URL, model, key by name, auth, headers,
// body extras, transport, timeouts, TLS) is a ProviderProfile's; its dialect is unused.
struct TtsProfile {
    ProviderProfile endpoint;
    std::string voice = "alloy";
    std::string format = "pcm"; // response_format: pcm (16-bit little-endian mono), wav, mp3, opus, aac, flac
    int sampleRate = 24'000;    // pcm only: the rate the server sends (OpenAI: 24 kHz)
    // OpenAI's stream_format: "audio" (the raw body) or "sse" (base64 audio in speech.audio.delta
    // events; gpt-4o-mini-tts); empty sends none (the API's default, audio).
    std::string streamFormat;
    // Where the first real audio starts: the first 10 ms frame whose RMS reaches this level
    // (voice/soundonset.h). -50 dBFS lies above dither and hiss and below quiet speech.
    double onsetThresholdDbfs = -50;

    const std::string &name() const { return endpoint.name; }
    bool operator==(const TtsProfile &) const = default;
};

// JSON: the endpoint's keys (without "dialect"), plus voice, format, sample_rate, stream_format,
// onset_threshold_dbfs.
nlohmann::json toJson(const TtsProfile &profile);
TtsProfile ttsProfileFromJson(const nlohmann::json &object, std::string *error = nullptr);

// How long speech recognition takes to finalize the user's last words: the stage before the LLM
// request, which the workbench does not run but adds. A constant, a normal or uniform distribution,
// or measured values drawn from at random.
struct AsrModel {
    enum class Kind { Constant, Normal, Uniform, Samples };
    Kind kind = Kind::Constant;
    double ms = 300;                // constant; normal: the mean
    double sdMs = 0;                // normal: standard deviation
    double minMs = 0, maxMs = 0;    // uniform: the range; normal: values are clamped at 0
    std::vector<double> samples;    // samples: measured values

    // The ASR time of request `index` of a run seeded with `seed`: the same run draws the same times.
    double draw(std::uint64_t seed, std::int64_t index) const;
    // "300 ms", "N(300, 50) ms", "U(200, 400) ms", "12 measured values (median 310 ms)"
    std::string describe() const;
    bool operator==(const AsrModel &) const = default;
};

const char *asrKindName(AsrModel::Kind kind); // "constant" | "normal" | "uniform" | "samples"
bool asrKindFromName(std::string_view name, AsrModel::Kind &kind);

// Parses the command line's and the plan panel's form: "300", "normal:300,50", "uniform:200,400",
// "samples:280,310,295,…". Returns false with a reason in *error.
bool parseAsrModel(std::string_view text, AsrModel &model, std::string *error);

// A speech recogniser measured in every turn of a voice pipeline (OpenAI-compatible
// `POST …/audio/transcriptions`, streamed): before each LLM request the turn's utterance is sent at
// real-time pace, and the final transcript is the request's prompt (voice/asrprobe.h). Where and how
// to connect (base URL or "lab", model, key by name, timeouts, TLS) is a ProviderProfile's.
struct AsrProfile {
    ProviderProfile endpoint;
    std::string language;               // "en", "zh": the built-in utterances spoken, and the hint sent;
                                        // empty: every built-in utterance, no hint
    std::vector<std::string> recordings; // the user's recordings (any file sox reads) spoken in turn
                                         // instead of the built-in utterances
    std::vector<std::string> texts;      // what each recording says, for the word error rate ("": unknown)
    bool realtime = false;               // OpenAI's Realtime API over a WebSocket (24 kHz PCM, the
                                         // server's VAD ends the turn) instead of the HTTP upload

    const std::string &name() const { return endpoint.name; }
    bool operator==(const AsrProfile &) const = default;
};

// JSON: the endpoint's keys (without "dialect"), plus language, recordings [..], texts [..], realtime.
nlohmann::json toJson(const AsrProfile &profile);
AsrProfile asrProfileFromJson(const nlohmann::json &object, std::string *error = nullptr);

// A voice pipeline: every LLM request's first speakable clause goes, as soon as it is complete, to
// every TTS profile at once (the same text at the same moment, so TTS endpoints compare fairly), and
// each request's first sound = ASR + (first audio − request start).
struct VoicePlan {
    std::vector<TtsProfile> tts; // empty: not a pipeline run
    AsrModel asr;                // the ASR stage added to each turn, unless liveAsr measures it
    // A recogniser measured in each turn: the turn starts with the user speaking, and its ASR stage
    // is the user's last word → the final transcript (then the transcript goes to the LLM).
    std::optional<AsrProfile> liveAsr;
    int clauseChars = kDefaultClauseChars; // the clause rule's length limit (see ClauseScanner)

    bool enabled() const { return !tts.empty(); }
    bool operator==(const VoicePlan &) const = default;
};

// The TTS profiles' names, in the plan's order.
std::vector<std::string> ttsNamesOf(const VoicePlan &plan);

// JSON keys: tts [..], asr {kind, ms, sd_ms, min_ms, max_ms, samples}, asr_live {..} (AsrProfile),
// clause_chars.
nlohmann::json toJson(const VoicePlan &plan);
VoicePlan voicePlanFromJson(const nlohmann::json &object, std::string *error = nullptr);

} // namespace ttft
