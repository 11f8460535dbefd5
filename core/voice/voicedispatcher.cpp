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

VoiceDispatcher::VoiceDispatcher(VoicePlan plan, std::vector<std::string> apiKeys)
    : m_plan(std::move(plan))
    , m_keys(std::move(apiKeys))
{
    m_keys.resize(m_plan.tts.size());
}

VoiceDispatcher::~VoiceDispatcher()
{
    cancelAll();
    m_transports.clear(); // their threads end here, with any last completion
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
        if (!audioMeterOptions(profile.format, profile.sampleRate, options)) {
            seed.errorClass = ErrorClass::HttpClient;
            seed.errorMessage = "unknown audio format \"" + profile.format + "\" (pcm, wav, mp3, opus, aac or flac)";
            finish(std::move(seed));
            continue;
        }
        const HttpRequest request = buildTtsRequest(profile, clause, m_keys[i], seed.requestId);

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
        const std::uint64_t exchange = transport.start(request, std::move(recorder));
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
    for (const auto &[transport, exchange] : inFlight)
        transport->cancel(exchange);
}

void withVoicePipeline(RunSpec &spec)
{
    if (!spec.voice.enabled())
        return;
    spec.requestHook = [](const RunSpec &run) -> std::unique_ptr<RequestHook> {
        return std::make_unique<VoiceDispatcher>(run.voice, run.ttsApiKeys);
    };
}

} // namespace ttft
