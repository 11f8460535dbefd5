#include "pipelinesummary.h"

#include "base/i18n.h"
#include "linearfit.h"
#include "promptlengthfit.h"
#include "wire/clausescanner.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace ttft {

namespace {

constexpr std::array kStages = {PipelineStage::Asr, PipelineStage::LlmHandoff, PipelineStage::Ttft, PipelineStage::Clause,
                                PipelineStage::Handoff, PipelineStage::Tts};

double ms(std::int64_t fromNs, std::int64_t toNs)
{
    return double(toNs - fromNs) / 1e6;
}

// Where the answer's clause would have been complete under `clauseChars`, estimated from the
// answer's own pace: the text is split evenly over its answer events (one token each, about), and
// the clause is complete with the event that carries its last character. Empty without text.
std::optional<std::int64_t> estimatedClauseNs(const RequestRecord &record, int clauseChars)
{
    if (record.text.empty() || record.answerEventNs.empty())
        return std::nullopt;
    const double total = double(codePointCount(record.text));
    const double upTo = double(codePointCount(firstSpeakableClause(record.text, clauseChars)));
    const double events = double(record.answerEventNs.size());
    const std::size_t index = std::size_t(std::clamp(std::ceil(upTo / total * events) - 1.0, 0.0, events - 1.0));
    return record.answerEventNs[index];
}

struct Key {
    std::string provider, tts, cell;
    bool operator<(const Key &o) const { return std::tie(provider, tts, cell) < std::tie(o.provider, o.tts, o.cell); }
};

struct Collected {
    PipelineSummary summary;
    std::vector<double> firstSound, firstAudio100;
    std::array<std::vector<double>, kPipelineStageCount> stages;
};

} // namespace

const char *pipelineStageKey(PipelineStage stage)
{
    switch (stage) {
    case PipelineStage::Asr: return "asr";
    case PipelineStage::LlmHandoff: return "llm_handoff";
    case PipelineStage::Ttft: return "ttft";
    case PipelineStage::Clause: return "clause";
    case PipelineStage::Handoff: return "handoff";
    case PipelineStage::Tts: return "tts";
    }
    return "ttft";
}

QString pipelineStageLabel(PipelineStage stage)
{
    switch (stage) {
    case PipelineStage::Asr: return Tr::tr("ASR finalization");
    case PipelineStage::LlmHandoff: return Tr::tr("Hand-over to LLM");
    case PipelineStage::Ttft: return Tr::tr("LLM first token");
    case PipelineStage::Clause: return Tr::tr("First clause");
    case PipelineStage::Handoff: return Tr::tr("Hand-over to TTS");
    case PipelineStage::Tts: return Tr::tr("TTS first real audio");
    }
    return {};
}

std::optional<PipelineStages> pipelineStages(const RequestRecord &record, const TtsLeg &leg)
{
    if (record.failed() || leg.failed())
        return std::nullopt;
    // A measured recogniser's turn starts at the user's last word; a configured one's at the request.
    const bool heard = record.asr && !record.asr->failed();
    const std::int64_t turnStartNs = heard ? record.asr->speechEndNs : record.startNs;
    const std::int64_t transcriptNs = heard ? record.asr->finalNs : record.startNs;
    const std::int64_t stamps[] = {turnStartNs, transcriptNs, record.startNs, record.firstAnswerNs, record.firstSentenceNs,
                                   leg.startNs, leg.firstAudioNs};
    for (std::size_t i = 0; i < std::size(stamps); ++i) {
        if (stamps[i] < 0 || (i > 0 && stamps[i] < stamps[i - 1]))
            return std::nullopt;
    }
    const double configuredAsrMs = heard ? 0.0 : record.asrMs.value_or(0);
    PipelineStages stages;
    stages.ms[std::size_t(PipelineStage::Asr)] = heard ? ms(turnStartNs, transcriptNs) : configuredAsrMs;
    stages.ms[std::size_t(PipelineStage::LlmHandoff)] = ms(transcriptNs, record.startNs);
    stages.ms[std::size_t(PipelineStage::Ttft)] = ms(record.startNs, record.firstAnswerNs);
    stages.ms[std::size_t(PipelineStage::Clause)] = ms(record.firstAnswerNs, record.firstSentenceNs);
    stages.ms[std::size_t(PipelineStage::Handoff)] = ms(record.firstSentenceNs, leg.startNs);
    // What the caller hears first is the first real audio: the first byte plus any leading silence.
    // (From the stamps here, not TtsLeg::firstRealAudioMs(): its span is rounded as the record's
    // figures are, and the stages must add up to the first sound exactly.)
    const double silenceMs = leg.leadingSilenceMs.value_or(0);
    stages.ms[std::size_t(PipelineStage::Tts)] = ms(leg.startNs, leg.firstAudioNs) + silenceMs;
    stages.firstSoundMs = configuredAsrMs + ms(turnStartNs, leg.firstAudioNs) + silenceMs;
    // The first 100 ms of audio is the buffer a player starts from, silence or not: from the bytes.
    if (leg.audio100msNs >= leg.firstAudioNs && leg.firstAudioNs >= 0)
        stages.firstAudio100Ms = configuredAsrMs + ms(turnStartNs, leg.audio100msNs);
    return stages;
}

bool hasPipelineData(const std::vector<RequestRecord> &records)
{
    return std::any_of(records.begin(), records.end(), [](const RequestRecord &r) { return !r.tts.empty() || r.asr; });
}

std::vector<PipelineStages> pipelineStagesOf(const std::vector<RequestRecord> &records, const std::string &provider,
                                             const std::string &tts)
{
    std::vector<PipelineStages> out;
    for (const RequestRecord &record : records) {
        if (record.warmup || record.provider != provider)
            continue;
        for (const TtsLeg &leg : record.tts) {
            if (leg.tts != tts)
                continue;
            if (const auto stages = pipelineStages(record, leg))
                out.push_back(*stages);
        }
    }
    return out;
}

std::vector<PipelineSummary> summarizePipeline(const std::vector<RequestRecord> &records, const PipelineWhatIf &whatIf,
                                               const std::vector<std::string> &runTtsNames)
{
    // A shorter prompt needs each provider's prefill rate: its prompt-length fit.
    std::map<std::string, std::optional<PrefillCurve>> curves;
    if (whatIf.promptScale != 1.0) {
        for (const RequestRecord &record : records) {
            if (!record.tts.empty() && !curves.count(record.provider)) {
                // The chosen curve, so a quadratic prefill saves more on a long prompt than a line says.
                const PrefillCurve fit = prefillCurveOf(records, record.provider);
                curves[record.provider] = fit.valid() && fit.prefillMs(1000) > 0 ? std::optional<PrefillCurve>(fit) : std::nullopt;
            }
        }
    }

    // Every TTS profile of the run, in order: a request without legs (failed before its clause, or
    // no text) counts against each of them.
    std::vector<std::string> ttsNames = runTtsNames;
    for (const RequestRecord &record : records) {
        for (const TtsLeg &leg : record.tts) {
            if (std::find(ttsNames.begin(), ttsNames.end(), leg.tts) == ttsNames.end())
                ttsNames.push_back(leg.tts);
        }
    }

    std::map<Key, std::size_t> order;
    std::vector<Collected> collected;
    const auto slot = [&](const RequestRecord &record, const std::string &tts) -> Collected & {
        const Key key{record.provider, tts, record.cell};
        auto [it, added] = order.emplace(key, collected.size());
        if (added) {
            collected.emplace_back();
            collected.back().summary.provider = key.provider;
            collected.back().summary.tts = key.tts;
            collected.back().summary.cell = key.cell;
        }
        return collected[it->second];
    };
    for (const RequestRecord &record : records) {
        // A conversation's tool-call request is not spoken: its turn is, with the follow-up.
        if (record.warmup || (record.turnLeg == TurnLeg::ToolCall && !record.toolCalls.empty()))
            continue;
        if (record.tts.empty()) {
            const bool unheard = record.asr && record.asr->failed();
            for (const std::string &tts : ttsNames) {
                Collected &c = slot(record, tts);
                ++c.summary.turns;
                ++(unheard ? c.summary.asrFailed : record.failed() ? c.summary.llmFailed : c.summary.noClause);
            }
            continue;
        }
        for (const TtsLeg &leg : record.tts) {
            Collected &c = slot(record, leg.tts);
            ++c.summary.turns;
            if (record.failed()) {
                ++c.summary.llmFailed;
                continue;
            }
            if (leg.failed()) {
                ++c.summary.ttsFailed;
                continue;
            }
            std::optional<PipelineStages> stages = pipelineStages(record, leg);
            if (!stages)
                continue;
            double &asr = stages->ms[std::size_t(PipelineStage::Asr)];
            double &ttft = stages->ms[std::size_t(PipelineStage::Ttft)];
            double &clause = stages->ms[std::size_t(PipelineStage::Clause)];
            double &tts = stages->ms[std::size_t(PipelineStage::Tts)];
            if (whatIf.asrMs)
                asr = *whatIf.asrMs;
            if (whatIf.promptScale != 1.0) {
                const std::optional<PrefillCurve> &curve = curves[record.provider];
                const std::optional<double> tokens = promptTokensOf(record);
                if (curve && tokens)
                    ttft = std::max(0.0, ttft - (curve->prefillMs(*tokens) - curve->prefillMs(*tokens * whatIf.promptScale)));
            }
            if (whatIf.clauseChars) {
                // The estimate's own error is about the same under both rules: their difference is
                // applied to the measured stage, so the run's own rule changes nothing.
                const auto was = estimatedClauseNs(record, whatIf.runClauseChars);
                const auto now = estimatedClauseNs(record, *whatIf.clauseChars);
                if (was && now)
                    clause = std::max(0.0, clause + ms(*was, *now));
            }
            tts *= whatIf.ttsScale;
            double sum = 0;
            for (const double value : stages->ms)
                sum += value;
            if (stages->firstAudio100Ms)
                *stages->firstAudio100Ms += sum - stages->firstSoundMs;
            stages->firstSoundMs = sum;

            ++c.summary.complete;
            c.firstSound.push_back(stages->firstSoundMs);
            if (stages->firstAudio100Ms)
                c.firstAudio100.push_back(*stages->firstAudio100Ms);
            for (std::size_t i = 0; i < kStages.size(); ++i)
                c.stages[i].push_back(stages->ms[i]);
        }
    }

    std::vector<PipelineSummary> out;
    for (Collected &c : collected) {
        PipelineSummary &s = c.summary;
        s.firstSound = summarizeMetric(std::move(c.firstSound));
        s.firstAudio100 = summarizeMetric(std::move(c.firstAudio100));
        for (std::size_t i = 0; i < kStages.size(); ++i)
            s.stages[i] = summarizeMetric(std::move(c.stages[i]));
        if (s.firstSound.mean && *s.firstSound.mean > 0) {
            for (const PipelineStage stage : kStages) {
                const double share = s.stages[std::size_t(stage)].mean.value_or(0) / *s.firstSound.mean;
                if (share > s.dominantShare) {
                    s.dominantShare = share;
                    s.dominant = stage;
                }
            }
        }
        if (whatIf.promptScale != 1.0 && !curves[s.provider])
            s.notes.push_back(Tr::tr("No prompt-length fit for %1: run two or more prompt lengths to estimate a shorter prompt.")
                                  .arg(QString::fromStdString(s.provider)).toStdString());
        if (whatIf.clauseChars && s.complete > 0
            && std::none_of(records.begin(), records.end(), [&](const RequestRecord &r) { return r.provider == s.provider && !r.text.empty(); }))
            s.notes.push_back(Tr::tr("No answer text kept for %1: another clause rule cannot be estimated.")
                                  .arg(QString::fromStdString(s.provider)).toStdString());
        out.push_back(std::move(s));
    }
    return out;
}

nlohmann::json toJson(const PipelineSummary &summary)
{
    nlohmann::json stages = nlohmann::json::object();
    for (const PipelineStage stage : kStages)
        stages[pipelineStageKey(stage)] = toJson(summary.stages[std::size_t(stage)]);
    return nlohmann::json{
        {"provider", summary.provider},
        {"tts", summary.tts},
        {"cell", summary.cell},
        {"turns", summary.turns},
        {"complete", summary.complete},
        {"asr_failed", summary.asrFailed},
        {"llm_failed", summary.llmFailed},
        {"tts_failed", summary.ttsFailed},
        {"no_clause", summary.noClause},
        {"first_sound", toJson(summary.firstSound)},
        {"first_audio_100ms", toJson(summary.firstAudio100)},
        {"stages", std::move(stages)},
        {"dominant", pipelineStageKey(summary.dominant)},
        {"dominant_share", roundForJson(summary.dominantShare)},
    };
}

nlohmann::json pipelineSummaryJson(const std::vector<RequestRecord> &records)
{
    nlohmann::json out = nlohmann::json::array();
    for (const PipelineSummary &summary : summarizePipeline(records))
        out.push_back(toJson(summary));
    return out;
}

} // namespace ttft
