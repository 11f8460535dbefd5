#pragma once

#include "labhistogram.h"
#include "labmodel.h"
#include "labprefixcache.h"
#include "labratelimit.h"
#include "labtruth.h"

#include "base/monoclock.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <utility>
#include <vector>

namespace ttft {

class LabServerWorker;

// What a request learns when it leaves the queue.
struct LabAdmission {
    std::int64_t prefillStartNs = kNoTime; // when it left the queue (or its start, when nothing was in the way)
    std::int64_t coldWaitNs = 0;           // then waited this long for the model to load
    bool coldStart = false;                // it made the model load
    int cachedTokens = 0;                  // prompt tokens found in the prefix cache
};

// One request's place in its model's queue. The fields above `state` are set before it joins and
// never change; `state` belongs to the model's lock.
struct LabQueueTicket {
    enum class State { New, Waiting, Running, Left };

    LabServerWorker *worker = nullptr; // the thread to tell when it leaves the queue
    std::uint64_t exchangeId = 0;
    std::int64_t queueEnterNs = kNoTime;
    int promptTokens = 0;
    std::vector<std::uint64_t> prefixBlocks; // ChatPromptDigest::blockHashes
    bool skipsQueue = false;                 // X-Lab-First-Token-Ms: runs at once, no cold start

    State state = State::New;
};

// How a request that ran left the engine, and how long each of its phases took there (the
// engine's view, as vLLM reports it: counted from when the request joined the queue, up to when
// its last token was made, whatever happens to the bytes afterwards).
struct LabEngineFinish {
    enum class Reason { Stop, Length, Abort }; // vLLM's finished_reason: "stop", "length", "abort"
    Reason reason = Reason::Stop;
    std::int64_t queueNs = 0;   // queue enter → prefill start
    std::int64_t prefillNs = 0; // prefill start → first token made (cold start included)
    std::int64_t decodeNs = 0;  // first token made → last token made
    std::int64_t e2eNs = 0;     // queue enter → last token made
};
inline constexpr std::size_t kLabEngineFinishReasons = 3;

// The live state of one simulated model, shared by every server thread: the batch (running
// requests) and the FIFO queue behind it, the cold start, the prefix cache and the model's
// metrics. Thread-safe; no callback runs under its lock.
class LabModelState
{
public:
    explicit LabModelState(LabModel model, std::int64_t createdNs = monoNowNs());

    const LabModel &model() const { return m_model; }

    struct Joined {
        int running = 0; // counts right after it joined, itself included
        int waiting = 0;
        std::optional<LabAdmission> admission; // set when it runs at once
    };
    // Runs the request at once (its prefill counted from startNs) when the batch has room and
    // nobody waits, or queues it.
    Joined join(const std::shared_ptr<LabQueueTicket> &ticket, std::int64_t startNs);

    using Admitted = std::vector<std::pair<std::shared_ptr<LabQueueTicket>, LabAdmission>>;
    // The request is done with the model (last token made, or ended early), whatever its state;
    // returns the requests that leave the queue for the freed room, in FIFO order, their prefill
    // starting at nowNs. Idempotent.
    Admitted leave(const std::shared_ptr<LabQueueTicket> &ticket, std::int64_t nowNs);

    int running() const { return m_runningNow.load(std::memory_order_relaxed); }
    int waiting() const { return m_waitingNow.load(std::memory_order_relaxed); }

    // Metrics.
    void countToken() { m_tokens.fetch_add(1, std::memory_order_relaxed); }
    void observeTimeToFirstToken(std::int64_t ns);
    void countOutcome(LabOutcome outcome);
    // The engine's view (vLLM's metrics): the first token made, `ns` after the request joined the
    // queue; a running request leaving the engine.
    void observeFirstTokenMade(std::int64_t ns);
    void observeEngineFinish(const LabEngineFinish &finish);

    struct Metrics {
        int running = 0;
        int waiting = 0;
        std::array<std::uint64_t, kLabOutcomeCount> outcomes{};
        std::uint64_t tokens = 0;
        std::uint64_t promptTokens = 0;
        std::uint64_t cachedPromptTokens = 0;
        std::uint64_t coldStarts = 0;
        LabHistogram timeToFirstToken{LabHistogram::latencyBounds()}; // seconds
        LabHistogram queueWait{LabHistogram::latencyBounds()};        // seconds

        // The engine's view, in vLLM's buckets (seconds).
        std::uint64_t prefixCacheQueries = 0; // prompt tokens looked up (models with a prefix cache)
        std::array<std::uint64_t, kLabEngineFinishReasons> finished{}; // by LabEngineFinish::Reason
        LabHistogram engineTimeToFirstToken{LabHistogram::vllmTimeToFirstTokenBounds()};
        LabHistogram engineE2e{LabHistogram::vllmRequestLatencyBounds()};
        LabHistogram engineQueue{LabHistogram::vllmRequestLatencyBounds()};
        LabHistogram enginePrefill{LabHistogram::vllmRequestLatencyBounds()};
        LabHistogram engineDecode{LabHistogram::vllmRequestLatencyBounds()};
    };
    Metrics metrics() const;

    // The model's requests and tokens per minute (LabModel::requestsPerMinute, tokensPerMinute).
    LabRateLimiter &rateLimiter() { return m_rateLimiter; }

private:
    // idleSinceNs: since when nothing ran nor waited before this request (kNoTime: busy).
    LabAdmission admitLocked(LabQueueTicket &ticket, std::int64_t startNs, std::int64_t idleSinceNs);
    void publishLocked();

    const LabModel m_model;
    mutable std::mutex m_mutex;
    int m_running = 0;
    std::deque<std::shared_ptr<LabQueueTicket>> m_waiting;
    bool m_everStarted = false;
    std::int64_t m_idleSinceNs;       // kNoTime while anything runs or waits
    std::int64_t m_loadedNs = kNoTime; // the model finishes (or finished) loading then
    std::optional<LabPrefixCache> m_prefixCache;
    Metrics m_metrics;
    std::atomic<int> m_runningNow{0};
    std::atomic<int> m_waitingNow{0};
    std::atomic<std::uint64_t> m_tokens{0};
    LabRateLimiter m_rateLimiter;
};

} // namespace ttft
