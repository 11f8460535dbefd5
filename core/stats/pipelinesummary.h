#pragma once

#include "metricsummary.h"
#include "model/requestrecord.h"
#include "wire/clausescanner.h"

#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ttft {

// The stages of a voice turn, in order: from the user's last word to the first sound.
enum class PipelineStage {
    Asr,        // ASR finalization: the user's last word → final transcript (measured with
                // VoicePlan::liveAsr, else configured)
    LlmHandoff, // final transcript → LLM request handed to the transport (the client's share; 0 when
                // ASR is configured)
    Ttft,       // LLM request start → first answer token
    Clause,  // first answer token → first speakable clause complete
    Handoff, // clause complete → TTS request handed to the transport (the client's own share)
    Tts,     // TTS request start → first real audio (first byte + leading silence, TtsLeg::firstRealAudioMs)
};
inline constexpr int kPipelineStageCount = 6;

const char *pipelineStageKey(PipelineStage stage); // "asr" | "llm_handoff" | "ttft" | "clause" | "handoff" | "tts"
QString pipelineStageLabel(PipelineStage stage); // translated, for tables and charts

// One request's first sound through one TTS leg: with a measured recogniser, first real audio − the
// user's last word; else the configured ASR + (first real audio − request start). It equals the sum
// of the stages exactly (each stage is a difference of the same stamps).
struct PipelineStages {
    std::array<double, kPipelineStageCount> ms{}; // by PipelineStage
    double firstSoundMs = 0;
    std::optional<double> firstAudio100Ms;        // first sound + the time to 100 ms of audio
    double stage(PipelineStage s) const { return ms[std::size_t(s)]; }
};

// Empty unless the request and the leg both succeeded and every stamp is there.
std::optional<PipelineStages> pipelineStages(const RequestRecord &record, const TtsLeg &leg);

// Assumptions for a what-if: each changes the measured stages of every request, then the figures
// are summarized again. Estimates, labelled as such where they are shown.
struct PipelineWhatIf {
    std::optional<double> asrMs;  // every request's ASR takes this long instead
    double promptScale = 1.0;     // prompts this fraction as long: TTFT minus the removed tokens'
                                  // prefill, by the provider's prompt-length fit (needs one)
    double ttsScale = 1.0;        // TTS first audio this fraction as long
    std::optional<int> clauseChars; // another clause rule (0: punctuation only): the clause's completion
                                    // estimated from the answer's own pace (text and event stamps)
    int runClauseChars = kDefaultClauseChars; // the rule the run measured with (VoicePlan::clauseChars)
    bool any() const { return asrMs || promptScale != 1.0 || ttsScale != 1.0 || clauseChars; }
};

// One LLM provider × one TTS profile (in one cell when the run has several).
struct PipelineSummary {
    std::string provider;
    std::string tts;
    std::string cell;
    std::int64_t turns = 0;       // measured requests
    std::int64_t complete = 0;    // with every stage (the figures below are over these)
    std::int64_t asrFailed = 0;   // the measured recogniser failed: the turn had no prompt
    std::int64_t llmFailed = 0;
    std::int64_t ttsFailed = 0;   // the LLM request succeeded, its TTS leg did not
    std::int64_t noClause = 0;    // succeeded but no clause was sent (no text)
    MetricSummary firstSound;
    MetricSummary firstAudio100;  // first sound + 100 ms of audio (formats that tell)
    std::array<MetricSummary, kPipelineStageCount> stages;
    PipelineStage dominant = PipelineStage::Ttft; // the largest mean share of the first sound
    double dominantShare = 0;                     // its mean / the mean first sound
    // What-if only: why an assumption could not be applied (e.g. no prompt-length fit), else empty.
    std::vector<std::string> notes;
};

// Per provider × TTS (× cell), in order of first appearance; warm-up requests left out. `ttsNames`:
// the run's TTS profiles (VoicePlan::tts), so that turns which never reached TTS (every one failed
// at its ASR or LLM stage) still count against each; the legs' names are added to them.
std::vector<PipelineSummary> summarizePipeline(const std::vector<RequestRecord> &records,
                                               const PipelineWhatIf &whatIf = {},
                                               const std::vector<std::string> &ttsNames = {});

// The records' own per-request stages for one combination (measured, no what-if), in record order:
// for waterfalls and tests.
std::vector<PipelineStages> pipelineStagesOf(const std::vector<RequestRecord> &records, const std::string &provider,
                                             const std::string &tts);

// True when any record carries a TTS leg.
bool hasPipelineData(const std::vector<RequestRecord> &records);

// {provider, tts, cell, turns, complete, llm_failed, tts_failed, no_clause, first_sound {...},
//  first_audio_100ms {...}, stages {asr: {...}, ...}, dominant, dominant_share}
nlohmann::json toJson(const PipelineSummary &summary);

// summary.json's "pipeline": summarizePipeline(records) as an array (empty for a run without TTS legs).
nlohmann::json pipelineSummaryJson(const std::vector<RequestRecord> &records);

} // namespace ttft
