#include "voicedispatcher.h"

#include "base/monoclock.h"
#include "engine/requestfactory.h"
#include "transport/transport.h"
#include "ttsrecorder.h"
#include "wire/clausescanner.h"

#include <algorithm>

namespace ttft {

// One request's turn: its record and its legs meet here, whichever finishes last delivers.
struct VoiceDispatcher::Turn {
    std::mutex mutex;
    RequestRecorder::Completion deliver;
    std::optional<RequestRecord> record; // the LLM's, once finished
    std::vector<TtsLeg> legs;            // one per TTS profile once the clause was sent
    int pending = 0;                     // legs started and not finished
    std::vector<const std::string *> keys;

    // Called with `mutex` held; delivers when nothing is missing.
    void deliverIfComplete(std::unique_lock<std::mutex> &lock)
    {
        if (!record || pending > 0)
            return;
        RequestRecord whole = std::move(*record);
        record.reset();
        whole.tts = std::move(legs);
        for (const std::string *key : keys)
            whole.redact(*key);
        RequestRecorder::Completion handOver = std::move(deliver);
        lock.unlock();
        handOver(std::move(whole));
    }
};

VoiceDispatcher::VoiceDispatcher(VoicePlan plan, std::vector<std::string> apiKeys, std::string asrKey)
    : m_plan(std::move(plan))
    , m_keys(std::move(apiKeys))
{
    m_keys.resize(m_plan.tts.size());
    if (!m_plan.liveAsr)
        return;
    const AsrProfile &asr = *m_plan.liveAsr;
    m_asrTarget.baseUrl = asr.endpoint.baseUrl;
    m_asrTarget.model = asr.endpoint.model;
    m_asrTarget.apiKey = std::move(asrKey);
    m_asrTarget.language = asr.language;
    m_asrTarget.labTranscript = asr.endpoint.pointsAtLab(); // the lab's recogniser is told what is said
    m_asrTarget.timeoutMs = asr.endpoint.totalTimeoutMs;
    m_asrTarget.realtime = asr.realtime;
    std::string error;
    // The Realtime API takes 24 kHz PCM (OpenAI's audio/pcm); the HTTP upload 16 kHz WAV.
    const int rate = asr.realtime ? 24'000 : 16'000;
    if (std::optional<std::vector<Utterance>> utterances = loadUtterances(asr.recordings, asr.texts, asr.language, rate, &error))
        m_utterances = std::move(*utterances);
    else
        m_problem = "the speech for " + asr.name() + " could not be made: " + error;
    m_asr = std::make_unique<AsrRunner>();
}

VoiceDispatcher::~VoiceDispatcher()
{
    cancelAll();
    m_asr.reset();        // its thread ends here, every probe's result handed over
    m_transports.clear(); // their threads end here, with any last completion
}

void VoiceDispatcher::prepare(RequestRecord seed, Ready ready)
{
    if (m_utterances.empty()) { // problem() said why; the engine does not start such a run
        seed.errorClass = ErrorClass::Cancelled;
        seed.errorMessage = m_problem;
        ready(std::move(seed), {});
        return;
    }
    const Utterance &utterance = m_utterances[std::size_t(seed.index) % m_utterances.size()];
    AsrTarget target = m_asrTarget;
    if (target.language.empty())
        target.language = utterance.language;
    AsrLeg leg;
    leg.asr = m_plan.liveAsr->name();
    leg.model = target.model;
    leg.language = utterance.language;
    m_asr->start(std::move(target), utterance, [seed = std::move(seed), leg = std::move(leg), ready = std::move(ready)](const AsrResult &result) mutable {
        leg.requestId = result.requestId;
        leg.audioMs = result.audioMs;
        leg.speechEndMs = result.speechEndMs;
        leg.startNs = result.startNs;
        leg.speechEndNs = result.speechEndSentNs;
        leg.firstPartialNs = result.firstPartialNs;
        leg.finalNs = result.finalNs;
        leg.httpStatus = result.httpStatus;
        leg.transcript = result.transcript;
        if (result.errors)
            leg.wordErrorRate = result.errors->rate();
        leg.errorClass = result.errorClass;
        leg.errorMessage = result.errorMessage;
        if (!result.failed() && result.finalNs >= 0 && result.speechEndSentNs >= 0) {
            seed.asrMs = leg.toFinalMs(); // the record's rounding (microseconds)
            seed.intendedNs = result.finalNs; // the request is due the moment the transcript is
        } else {
            // The turn ends here, as a failed request: no prompt, so no LLM request.
            seed.asrMs.reset();
            seed.errorClass = result.failed() ? result.errorClass : ErrorClass::Malformed;
            seed.errorMessage = "speech recognition: "
                + (result.failed() ? result.errorMessage : std::string("no end of speech in the utterance"));
            seed.startNs = result.startNs >= 0 ? result.startNs : monoNowNs();
            seed.endNs = monoNowNs();
        }
        seed.asr = std::move(leg);
        const std::string transcript = result.transcript;
        ready(std::move(seed), transcript);
    });
}

Transport &VoiceDispatcher::transportFor(const ProviderProfile &endpoint)
{
    // Their own transports, not the LLM requests': the clause is handed over from the LLM
    // transport's network thread, which must not start exchanges on itself.
    std::unique_ptr<Transport> &transport = m_transports[int(endpoint.transport)];
    if (!transport)
        transport = makeTransport(endpoint.transport);
    return *transport;
}

RequestRecorder::Completion VoiceDispatcher::attach(RequestRecorder &recorder, RequestRecorder::Completion deliver)
{
    auto turn = std::make_shared<Turn>();
    turn->deliver = std::move(deliver);
    for (const std::string &key : m_keys)
        turn->keys.push_back(&key);
    turn->keys.push_back(&m_asrTarget.apiKey); // the recogniser's answer became the prompt
    recorder.onFirstClause(m_plan.clauseChars, [this, turn](const std::string &clause) {
        sendClause(turn, clause);
    });
    return [turn](RequestRecord &&record) {
        std::unique_lock lock(turn->mutex);
        turn->record = std::move(record);
        turn->deliverIfComplete(lock);
    };
}

void VoiceDispatcher::sendClause(const std::shared_ptr<Turn> &turn, const std::string &clause)
{
    const std::size_t count = m_plan.tts.size();
    {
        // Every leg is pending before any starts: a fast failure must not deliver the turn early.
        std::lock_guard lock(turn->mutex);
        turn->legs.assign(count, TtsLeg{});
        turn->pending = int(count);
    }
    for (std::size_t i = 0; i < count; ++i) {
        const TtsProfile &profile = m_plan.tts[i];
        TtsLeg seed;
        seed.tts = profile.name();
        seed.model = profile.endpoint.model;
        seed.requestId = newRequestId();
        seed.format = profile.format;
        seed.inputChars = int(codePointCount(clause));

        const auto finish = [turn, i](TtsLeg &&leg) {
            std::unique_lock lock(turn->mutex);
            turn->legs[i] = std::move(leg);
            --turn->pending;
            turn->deliverIfComplete(lock);
        };
        AudioMeter::Options options;
        options.onset.thresholdDbfs = profile.onsetThresholdDbfs;
        if (!audioMeterOptions(profile.format, profile.sampleRate, options)) {
            seed.errorClass = ErrorClass::HttpClient;
            seed.errorMessage = "unknown audio format \"" + profile.format + "\" (pcm, wav, mp3, opus, aac or flac)";
            finish(std::move(seed));
            continue;
        }
        HttpRequest request = buildTtsRequest(profile, clause, m_keys[i], seed.requestId);

        std::unique_lock lock(m_mutex);
        if (m_cancelled) {
            lock.unlock();
            seed.errorClass = ErrorClass::Cancelled;
            seed.errorMessage = "the run was stopped before the clause was sent";
            finish(std::move(seed));
            continue;
        }
        Transport &transport = transportFor(profile.endpoint);
        // The exchange's id is known only once start() returns, and its end may come first: the
        // completion removes the id under the same lock that inserts it, whichever comes first.
        auto id = std::make_shared<std::pair<Transport *, std::uint64_t>>(&transport, 0);
        auto recorder = std::make_shared<TtsRecorder>(std::move(seed), options, [this, id, finish](TtsLeg &&leg) {
            {
                std::lock_guard guard(m_mutex);
                m_inFlight.erase(*id);
                id->second = ~std::uint64_t(0); // ended: not to be inserted any more
            }
            finish(std::move(leg));
        });
        lock.unlock();
        const std::uint64_t exchange = transport.start(std::move(request), std::move(recorder));
        lock.lock();
        if (id->second == 0) {
            id->second = exchange;
            m_inFlight.insert(*id);
        }
    }
}

void VoiceDispatcher::cancelAll()
{
    std::set<std::pair<Transport *, std::uint64_t>> inFlight;
    {
        std::lock_guard lock(m_mutex);
        m_cancelled = true;
        inFlight = m_inFlight;
    }
    if (m_asr)
        m_asr->cancelAll();
    for (const auto &[transport, exchange] : inFlight)
        transport->cancel(exchange);
}

void withVoicePipeline(RunSpec &spec)
{
    if (!spec.voice.enabled())
        return;
    spec.requestHook = [](const RunSpec &run) -> std::unique_ptr<RequestHook> {
        return std::make_unique<VoiceDispatcher>(run.voice, run.ttsApiKeys, run.asrApiKey);
    };
}

} // namespace ttft
