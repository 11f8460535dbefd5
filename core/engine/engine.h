#pragma once

#include "clienthealth.h"
#include "model/guardevent.h"
#include "model/providerprofile.h"
#include "model/requestrecord.h"
#include "model/runplan.h"
#include "model/voiceplan.h"
#include "model/workload.h"
#include "wire/dialect.h"

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace ttft {

class ConversationUser;
class PromptSource;
class ToolRunner;
class RequestRecorder;
class Transport;
class RequestHook;

struct EngineProvider {
    ProviderProfile profile;
    std::string apiKey; // resolved by the caller; lives in memory only
};

// Everything one run needs.
struct RunSpec {
    std::vector<EngineProvider> providers;
    Workload workload;
    RunPlan plan;
    // A voice pipeline run when voice.tts is not empty: each request's first clause goes to every
    // TTS profile as soon as it is complete, and its record waits for their answers (TtsLeg).
    VoicePlan voice;
    std::vector<std::string> ttsApiKeys; // one per voice.tts profile; memory only
    std::string asrApiKey;               // voice.liveAsr's; memory only
    // Made by the layer that carries out `voice` (voice/voicedispatcher.h: withVoicePipeline), once
    // per run. A voice plan without it is refused: the engine alone cannot speak.
    std::function<std::unique_ptr<RequestHook>(const RunSpec &spec)> requestHook;
};

struct RunOutcome {
    std::int64_t startNs = -1;
    std::int64_t endNs = -1;
    std::int64_t dispatched = 0;
    std::int64_t recorded = 0;
    bool stopped = false;
    std::string error; // the run could not start (bad plan, ...); English, for the log
    std::vector<GuardEvent> guardEvents; // what the plan's guards did, in the order it happened
};

// Runs a plan: cells one after another; in each cell every provider sends its requests in the same
// time window, sequentially (interleaved one by one), in a closed loop of C workers, or as open-loop
// arrivals. The scheduler runs on the thread that calls run(); transports stamp and decode on their
// own threads and hand finished records back here. Every dispatched request is recorded exactly
// once: finished, failed, timed out or (after stop()) cancelled.
class Engine
{
public:
    struct Events {
        std::function<void(const RequestRecord &)> onRecord;                     // engine thread
        // index and count run over every repeat's cells (RunPlan::repeats); `repeat` says which.
        std::function<void(const PlanCell &, int index, int count)> onCellStarted; // engine thread
        std::function<void(const GuardEvent &)> onGuard;                           // engine thread
    };

    // `prompts` may be null: each provider then gets a WorkloadPromptSource over the spec's
    // workload, calibrated by that provider's own prompt_tokens. A given source serves all.
    Engine(RunSpec spec, Events events, PromptSource *prompts = nullptr);
    ~Engine();

    Engine(const Engine &) = delete;
    Engine &operator=(const Engine &) = delete;

    RunOutcome run();
    void stop(); // any thread; finished requests stay recorded, unfinished ones end as cancelled

    std::int64_t runStartNs() const { return m_runStartNs; }
    int inFlight() const { return m_inFlight.load(); }
    const ClientHealthMonitor &health() const { return m_health; }

private:
    struct Lane;
    struct Due;
    struct DueQueue;
    // A request on the wire.
    struct Active {
        int lane = 0;
        int worker = 0;
        std::shared_ptr<RequestRecorder> recorder;
        Transport *transport = nullptr;
        std::uint64_t exchange = 0;
        std::int64_t firstOutputDeadlineNs = -1;
        std::optional<int> estimatedPromptTokens;
        bool expired = false;
        int turn = 0; // a conversation's turn (1 …); 0 for any other request
    };

    void runCell(const PlanCell &cell);
    // Conversation cells (RunPlan::conversations): each worker of a lane is a user.
    void startConversations(Lane &lane, int laneIndex, std::int64_t cellStartNs);
    void conversationTurnEnded(Lane &lane, int laneIndex, int worker, int turn, RequestRecord &record);
    // A tool-call turn's calls: each tool run (the plan's command, or its delay); the follow-up is
    // due when every result is in.
    void startTools(ConversationUser &user, int laneIndex, int worker, const RequestRecord &record);
    void handleToolResults();
    void dispatch(Lane &lane, int worker, std::int64_t intendedNs);
    // Builds the request of `active` from `seed` and hands it to its transport.
    void send(Active &active, RequestRecord seed, const Workload &workload, DialectId dialect);
    // Requests whose hook had their prompt ready (RequestHook::preparesPrompt): sent, or recorded
    // when the hook's part failed.
    void handlePrepared();
    // Guards (RunPlan): when a lane may send next (a Retry-After, the per-minute budgets), what a
    // finished record does to it (breaker, error rate, Retry-After), and the pacing it had.
    std::int64_t readyAtNs(Lane &lane, std::int64_t nowNs);
    void sendOrDefer(Lane &lane, int laneIndex, int worker, std::int64_t intendedNs, std::int64_t nowNs);
    void drainWaiting(Lane &lane, int laneIndex, std::int64_t nowNs);
    void applyGuards(Lane &lane, const RequestRecord &record);
    void stopLane(Lane &lane, GuardEvent event);
    void notePacing();
    void emitGuard(GuardEvent event);
    void handleFinished(RequestRecord &&record);
    void expireOverdue(std::int64_t nowNs);
    void cancelAll();
    bool laneWantsMore(const Lane &lane, std::int64_t nowNs) const;
    Transport &transportFor(const ProviderProfile &profile);

    RunSpec m_spec; // its plan holds this shard's counts (model/shardspec.h: shardCounts)
    Events m_events;
    ShardSpec m_shard;
    std::string m_planProblem;
    std::uint64_t m_asrSeed = 1;
    // One prompt source per provider: each provider's tokenizer calibrates its own targets.
    std::vector<std::unique_ptr<PromptSource>> m_ownPrompts;
    std::vector<PromptSource *> m_prompts;
    std::map<int, std::unique_ptr<Transport>> m_transports;
    ClientHealthMonitor m_health;

    std::atomic<bool> m_stopRequested{false};
    std::atomic<int> m_inFlight{0};
    std::int64_t m_runStartNs = -1;
    std::int64_t m_dispatched = 0;
    std::int64_t m_recorded = 0;
    std::string m_runTag;

    // Finished records, handed over from the transports' threads.
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::deque<RequestRecord> m_finished;
    // Results of tool commands (ConversationPlan::toolCommand), handed over from their threads.
    struct ToolDone;
    std::deque<ToolDone> m_toolDone;
    std::unique_ptr<ToolRunner> m_tools;
    int m_toolsRunning = 0;          // engine thread: commands started whose result is not handled
    std::uint64_t m_cellSerial = 0;  // which cell a tool's result belongs to

    // Owned by the engine thread.
    std::vector<std::unique_ptr<Lane>> m_lanes;
    // No request's first-output deadline is earlier (it may be later: one that answered still counts
    // until the next scan); the requests are scanned for overdue ones from then on.
    std::int64_t m_earliestOutputDeadlineNs = std::numeric_limits<std::int64_t>::max();
    std::unordered_map<std::string, Active> m_active; // by request id
    std::unique_ptr<DueQueue> m_due;                  // the cell's timed sends
    const PlanCell *m_cell = nullptr;
    int m_repeat = 0;
    std::vector<GuardEvent> m_guardEvents;
    bool m_cancelled = false;

    // Requests handed to the hook before they are sent (RequestHook::prepare), by request id; what
    // it made of them, handed over from its threads.
    struct Preparing {
        Workload workload;
        DialectId dialect = DialectId::OpenAiChat;
    };
    struct Prepared {
        RequestRecord record;
        std::string userText;
    };
    std::unordered_map<std::string, Preparing> m_preparing;
    std::deque<Prepared> m_prepared; // guarded by m_mutex

    // Voice pipeline runs only (RunSpec::requestHook). Last: its transports' final completions hand
    // records to the members above, so it goes first.
    std::unique_ptr<RequestHook> m_hook;
};

// Runs `spec` to the end on this thread and returns every record in the order they finished: for
// tests, benchmarks and calibration, which want the records, not a live view.
std::vector<RequestRecord> runToCompletion(RunSpec spec, RunOutcome *outcome = nullptr);

} // namespace ttft
