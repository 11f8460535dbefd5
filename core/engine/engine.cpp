#include "engine.h"

#include "arrivalschedule.h"
#include "base/monoclock.h"
#include "conversationtools.h"
#include "conversationuser.h"
#include "toolrunner.h"
#include "utterancecorpus.h"
#include "ratebudget.h"
#include "workloadpromptsource.h"
#include "requestfactory.h"
#include "requestrecorder.h"
#include "transport/transport.h"
#include "requesthook.h"
#include "wire/dialect.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <queue>
#include <random>

namespace ttft {

namespace {

// The end of a request's turn: its last byte, or the last TTS byte when that came later (a
// closed-loop worker's next turn starts there).
std::int64_t turnEndNs(const RequestRecord &record)
{
    std::int64_t end = record.endNs;
    for (const TtsLeg &leg : record.tts)
        end = std::max(end, leg.endNs);
    return end;
}

// When a worker is free again, as its next send's intended start: its turn's end (never later than
// now), or now when the record has no end.
std::int64_t freedAtNs(const RequestRecord &record, std::int64_t nowNs)
{
    const std::int64_t endNs = turnEndNs(record);
    return hasTime(endNs) ? std::min(endNs, nowNs) : nowNs;
}

// A spoken turn's transcript ends the prompt: appended to its last user message (after the
// workload's context, as a voice agent puts the caller's words after its instructions), or the
// whole prompt when there is none.
void appendUserText(nlohmann::json &messages, const std::string &text)
{
    if (text.empty())
        return;
    if (!messages.is_array())
        messages = nlohmann::json::array();
    for (auto it = messages.rbegin(); it != messages.rend(); ++it) {
        if (it->is_object() && it->contains("role") && (*it)["role"] == "user" && it->contains("content")
            && (*it)["content"].is_string()) {
            std::string content = (*it)["content"].get<std::string>();
            (*it)["content"] = content.empty() ? text : content + "\n\n" + text;
            return;
        }
    }
    messages.push_back({{"role", "user"}, {"content", text}});
}

constexpr std::int64_t kMaxWaitNs = 50'000'000;    // the loop looks around at least this often
constexpr std::int64_t kExpiryCheckNs = 20'000'000; // first-output deadlines: checked this often
// An event that outgrew the decoder is looked for this often: it only ends a request early that
// can no longer be decoded (its bytes are dropped meanwhile), so it need not be prompt.
constexpr std::int64_t kOverflowCheckNs = 250'000'000;
// The error-rate guard judges a cell from this many finished measured requests on: one early
// failure is not a rate.
constexpr std::int64_t kErrorRateMinRequests = 20;

std::string percentText(double fraction)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.0f %%", fraction * 100.0);
    return text;
}

} // namespace

// One provider in one cell.
struct Engine::Lane {
    int provider = 0;
    std::int64_t dispatched = 0;       // warm-up included
    std::int64_t measured = 0;         // measured requests dispatched
    std::int64_t measuredStartNs = -1; // first measured dispatch
    int inFlight = 0;
    std::vector<bool> workerStarted;   // closed loop: each worker's first request warms its connection
    std::unique_ptr<ArrivalSchedule> arrivals;
    std::int64_t nextArrivalNs = -1;
    std::deque<std::int64_t> waiting; // open loop: arrivals held back by the in-flight limit or a guard

    // Guards (RunPlan).
    int errorsInRow = 0;
    std::int64_t measuredFinished = 0;
    std::int64_t measuredErrors = 0;
    bool stopped = false;
    std::int64_t retryAfterUntilNs = -1; // a throttled answer's Retry-After
    RateBudget requestBudget;
    RateBudget tokenBudget;
    double nextRequestTokens = 0;         // the token budget's estimate of the next request
    // Pacing: how often and how long sends were held back, by a Retry-After or by the budgets.
    std::int64_t heldSinceNs = -1;
    bool heldByRetryAfter = false;
    std::int64_t retryAfterHolds = 0;
    std::int64_t budgetHolds = 0;
    std::int64_t retryAfterHeldNs = 0;
    std::int64_t budgetHeldNs = 0;

    // Conversation cells: one user per worker.
    std::vector<std::unique_ptr<ConversationUser>> users;
};

// Something to send at a given time: a closed-loop worker's request (its first, or one a guard
// held back), an open-loop arrival, or (worker kDrain) the moment a guard lets waiting arrivals go.
struct Engine::Due {
    static constexpr int kDrain = -1;
    std::int64_t ns = 0;
    int lane = 0;
    int worker = 0;
    bool arrival = false; // open loop: a new arrival (its successor is scheduled when it comes due)
    bool operator>(const Due &other) const { return ns > other.ns; }
};

struct Engine::DueQueue : std::priority_queue<Due, std::vector<Due>, std::greater<Due>> {};

// One tool command's result for a user's pending tool-call turn.
struct Engine::ToolDone {
    std::uint64_t cellSerial = 0;
    int lane = 0;
    int worker = 0;
    std::size_t call = 0;
    ToolRunner::Result result;
};

Engine::Engine(RunSpec spec, Events events, PromptSource *prompts)
    : m_spec(std::move(spec))
    , m_events(std::move(events))
{
    // A shard (model/shardspec.h) runs its share of the counts; the load levels stay whole (they
    // name the cells). Its filler text and ASR draws get a seed of their own, so that shards do not
    // send the same prompts by accident (a prefix cache would flatter them); the arrival stream
    // keeps the plan's seed, since every shard takes its stripe of the same stream.
    m_planProblem = validatePlan(m_spec.plan); // the whole plan, before it is cut to this shard's share
    m_shard = m_spec.plan.shard;
    m_asrSeed = m_shard.seed(m_spec.plan.seed);
    m_spec.workload.fillerSeed = m_shard.seed(m_spec.workload.fillerSeed);
    m_spec.plan = shardCounts(m_spec.plan);
    for (std::size_t i = 0; i < m_spec.providers.size(); ++i) {
        if (!prompts) {
            m_ownPrompts.push_back(std::make_unique<WorkloadPromptSource>(m_spec.workload));
            m_prompts.push_back(m_ownPrompts.back().get());
        } else {
            m_prompts.push_back(prompts);
        }
    }
}

Engine::~Engine()
{
    // Transports join their threads here; by now every exchange has ended.
    m_transports.clear();
    m_tools.reset(); // every command has ended too (a cell waits for its tools)
}

void Engine::stop()
{
    m_stopRequested = true;
    std::lock_guard lock(m_mutex);
    m_wake.notify_all();
}

Transport &Engine::transportFor(const ProviderProfile &profile)
{
    std::unique_ptr<Transport> &transport = m_transports[int(profile.transport)];
    if (!transport)
        transport = makeTransport(profile.transport);
    return *transport;
}

RunOutcome Engine::run()
{
    RunOutcome outcome;
    if (m_spec.providers.empty()) {
        outcome.error = "no provider to measure";
        return outcome;
    }
    if (!m_planProblem.empty()) {
        outcome.error = m_planProblem;
        return outcome;
    }
    if (m_spec.plan.conversations.enabled() && m_spec.plan.conversations.toolEvery > 0) {
        // Tool-call turns send tools, a tool call and its result in the history: the APIs whose
        // dialects translate them (the Chat Completions shape, wire/requestbody.h).
        for (const EngineProvider &provider : m_spec.providers) {
            DialectId id = DialectId::OpenAiChat;
            dialectFromName(provider.profile.dialect, id);
            if (id != DialectId::OpenAiChat && id != DialectId::OpenAiResponses && id != DialectId::Anthropic
                && id != DialectId::Gemini) {
                outcome.error = "tool-call turns need a dialect with tool calls (openai-chat, openai-responses, anthropic, "
                                "gemini); " + provider.profile.name + " speaks " + provider.profile.dialect;
                return outcome;
            }
        }
    }
    if (m_spec.voice.enabled()) {
        if (m_spec.requestHook)
            m_hook = m_spec.requestHook(m_spec);
        if (!m_hook) {
            outcome.error = "a voice plan needs the voice pipeline (RunSpec::requestHook, voice/voicedispatcher.h)";
            return outcome;
        }
        if (const std::string problem = m_hook->problem(); !problem.empty()) {
            outcome.error = problem;
            return outcome;
        }
        if (m_hook->preparesPrompt() && m_spec.plan.conversations.enabled()) {
            // A conversation's turns carry their own scripted user messages and history; a spoken
            // turn's transcript would have to become that history. Not built yet.
            outcome.error = "speech recognition measured in each turn runs with single requests, not conversations";
            return outcome;
        }
    }
    m_runTag = PromptBuilder::newRunTag();
    if (m_shard.sharded())
        m_runTag += " shard " + m_shard.label(); // the nonces name the shard, too
    m_runStartNs = monoNowNs();
    outcome.startNs = m_runStartNs;
    std::vector<std::string> endpoints;
    for (const EngineProvider &provider : m_spec.providers)
        endpoints.push_back(provider.profile.baseUrl);
    for (const TtsProfile &tts : m_spec.voice.tts)
        endpoints.push_back(tts.endpoint.baseUrl);
    m_health.setEndpoints(endpoints);
    m_health.start();

    const std::vector<PlanCell> cells = planCells(m_spec.plan);
    const int repeats = std::max(1, m_spec.plan.repeats);
    const int total = int(cells.size()) * repeats;
    for (int repeat = 0; repeat < repeats && !m_stopRequested; ++repeat) {
        m_repeat = repeat;
        for (std::size_t i = 0; i < cells.size() && !m_stopRequested; ++i) {
            if (m_events.onCellStarted)
                m_events.onCellStarted(cells[i], repeat * int(cells.size()) + int(i), total);
            runCell(cells[i]);
        }
    }

    m_health.stop();
    outcome.endNs = monoNowNs();
    outcome.dispatched = m_dispatched;
    outcome.recorded = m_recorded;
    outcome.stopped = m_stopRequested;
    outcome.guardEvents = m_guardEvents;
    return outcome;
}

bool Engine::laneWantsMore(const Lane &lane, std::int64_t nowNs) const
{
    if (m_stopRequested || lane.stopped)
        return false;
    if (m_cell->turnGapS) // a conversation cell runs until each user's conversation has ended
        return std::any_of(lane.users.begin(), lane.users.end(), [](const auto &user) { return !user->ended(); });
    const RunPlan &plan = m_spec.plan;
    if (m_cell->mode == LoadMode::Sequential)
        return lane.dispatched < plan.warmup + plan.rounds;
    if (m_cell->mode == LoadMode::OpenLoop) {
        // Arrivals count when they arrive, whether they were sent at once or wait for a slot.
        const std::int64_t arrived = lane.dispatched + std::int64_t(lane.waiting.size());
        if (arrived < plan.warmup || lane.measuredStartNs < 0)
            return true;
        if (plan.durationS > 0)
            return nowNs < lane.measuredStartNs + std::int64_t(plan.durationS * 1e9);
        return arrived - plan.warmup < plan.requests;
    }
    if (lane.dispatched < plan.warmup || lane.measuredStartNs < 0)
        return true; // still warming up
    if (plan.durationS > 0)
        return nowNs < lane.measuredStartNs + std::int64_t(plan.durationS * 1e9);
    return lane.measured < plan.requests;
}

void Engine::runCell(const PlanCell &cell)
{
    m_cell = &cell;
    ++m_cellSerial;
    m_lanes.clear();
    const RunPlan &plan = m_spec.plan;
    const std::int64_t cellStartNs = monoNowNs();
    m_due = std::make_unique<DueQueue>();
    DueQueue &due = *m_due;

    for (std::size_t p = 0; p < m_spec.providers.size(); ++p) {
        auto lane = std::make_unique<Lane>();
        lane->provider = int(p);
        lane->requestBudget = RateBudget(plan.maxRequestsPerMinute);
        lane->tokenBudget = RateBudget(plan.maxTokensPerMinute);
        lane->nextRequestTokens = double(cell.promptTokens.value_or(0) + m_spec.workload.maxTokens.value_or(0));
        if (cell.turnGapS) {
            startConversations(*lane, int(p), cellStartNs);
        } else if (cell.mode == LoadMode::ClosedLoop) {
            // A shard's workers are the plan's workers k ≡ index (mod count).
            const int workers = int(m_shard.share(cell.concurrency));
            lane->workerStarted.assign(std::size_t(workers), false);
            // Ramp-up: the plan's worker k starts k/C of the way into the ramp; providers side by side.
            for (int w = 0; w < workers; ++w) {
                const int k = m_shard.index + w * m_shard.count;
                const std::int64_t offset = std::int64_t(plan.rampUpS * 1e9 * double(k) / double(cell.concurrency));
                due.push(Due{cellStartNs + offset, int(p), w, false});
            }
        } else if (cell.mode == LoadMode::OpenLoop) {
            // Each provider has its own arrival stream at the cell's rate, seeded per cell, provider
            // and repeat (repeat 0 as before repeats existed).
            const std::uint64_t runSeed = plan.seed + std::uint64_t(m_repeat) * 0x9E3779B97F4A7C15ULL;
            const std::uint64_t seed = runSeed * 1'000'003ULL + std::hash<std::string>{}(cell.id) + p;
            lane->arrivals = std::make_unique<ArrivalSchedule>(plan.arrival, *cell.rateRps, plan.burstiness, seed);
            lane->arrivals->keepStripe(m_shard);
            lane->nextArrivalNs = cellStartNs + lane->arrivals->firstArrivalNs();
            due.push(Due{lane->nextArrivalNs, int(p), 0, true});
        }
        m_lanes.push_back(std::move(lane));
    }

    std::int64_t nextExpiryCheckNs = 0;
    std::int64_t nextOverflowCheckNs = 0;
    std::size_t sequentialCursor = 0; // sequential: the next (round, provider), round-major
    const std::size_t sequentialTotal = std::size_t(plan.warmup + plan.rounds) * m_spec.providers.size();
    std::int64_t sequentialReadyNs = -1; // a guard holds the next sequential send until then

    while (true) {
        // Hand over what finished.
        std::deque<RequestRecord> finished;
        {
            std::lock_guard lock(m_mutex);
            finished.swap(m_finished);
        }
        for (RequestRecord &record : finished)
            handleFinished(std::move(record));
        handleToolResults();
        handlePrepared();

        std::int64_t now = monoNowNs();
        if (m_stopRequested && !m_cancelled)
            cancelAll();

        sequentialReadyNs = -1;
        if (!m_stopRequested) {
            if (cell.mode == LoadMode::Sequential) {
                // A stopped provider's turns are skipped; the others go on in their order.
                while (sequentialCursor < sequentialTotal && m_lanes[sequentialCursor % m_lanes.size()]->stopped)
                    ++sequentialCursor;
                if (m_inFlight == 0 && sequentialCursor < sequentialTotal) {
                    Lane &lane = *m_lanes[sequentialCursor % m_lanes.size()];
                    const std::int64_t ready = readyAtNs(lane, now);
                    if (ready <= now) {
                        ++sequentialCursor;
                        dispatch(lane, 0, now);
                    } else {
                        sequentialReadyNs = ready;
                    }
                }
            } else {
                while (!due.empty() && due.top().ns <= now) {
                    const Due next = due.top();
                    due.pop();
                    Lane &lane = *m_lanes[std::size_t(next.lane)];
                    if (next.worker == Due::kDrain) {
                        drainWaiting(lane, next.lane, now);
                        continue;
                    }
                    if (!laneWantsMore(lane, next.ns))
                        continue;
                    if (cell.turnGapS && lane.users[std::size_t(next.worker)]->ended())
                        continue;
                    if (cell.mode == LoadMode::ClosedLoop) {
                        sendOrDefer(lane, next.lane, next.worker, next.ns, now);
                        continue;
                    }
                    // An open-loop arrival: it arrives now whatever happens to it, and the next is due.
                    if (lane.measuredStartNs < 0 && lane.dispatched + std::int64_t(lane.waiting.size()) >= plan.warmup)
                        lane.measuredStartNs = next.ns; // the first measured arrival opens the window
                    lane.waiting.push_back(next.ns); // keeps its intended start
                    drainWaiting(lane, next.lane, now);
                    lane.nextArrivalNs = next.ns + lane.arrivals->nextGapNs();
                    due.push(Due{lane.nextArrivalNs, next.lane, 0, true});
                }
            }
        }
        now = monoNowNs();
        // First-output deadlines are looked at every few ms, not per record, and the requests are
        // scanned only when the earliest deadline may have passed: a scan of a thousand requests
        // per record, or every few ms, would cost more than the records (bench_client_overhead).
        if (now >= nextExpiryCheckNs) {
            if (now >= m_earliestOutputDeadlineNs || now >= nextOverflowCheckNs) {
                expireOverdue(now);
                nextOverflowCheckNs = now + kOverflowCheckNs;
            }
            m_health.setInFlight(m_inFlight);
            nextExpiryCheckNs = now + kExpiryCheckNs;
        }

        bool waiting = false;
        for (const auto &lane : m_lanes)
            waiting = waiting || !lane->waiting.empty();
        const bool nothingScheduled = m_stopRequested
            || (cell.mode == LoadMode::Sequential ? sequentialCursor >= sequentialTotal : due.empty() && !waiting);
        if (nothingScheduled && m_inFlight == 0 && m_toolsRunning == 0) {
            std::lock_guard lock(m_mutex);
            if (m_finished.empty() && m_toolDone.empty() && m_prepared.empty())
                break;
            continue;
        }

        // Sleep until the next thing is due, a record arrives, or the loop's heartbeat.
        std::int64_t wakeNs = std::min(now + kMaxWaitNs, nextExpiryCheckNs);
        if (!m_stopRequested && !due.empty())
            wakeNs = std::min(wakeNs, due.top().ns);
        if (!m_stopRequested && sequentialReadyNs >= 0)
            wakeNs = std::min(wakeNs, sequentialReadyNs);
        std::unique_lock lock(m_mutex);
        if (m_finished.empty() && m_toolDone.empty() && m_prepared.empty() && !(m_stopRequested && !m_cancelled)) {
            const std::int64_t waitNs = wakeNs - monoNowNs();
            if (waitNs > 0)
                m_wake.wait_for(lock, std::chrono::nanoseconds(waitNs));
        }
    }
    notePacing();
    m_due.reset();
    m_cell = nullptr;
}

std::int64_t Engine::readyAtNs(Lane &lane, std::int64_t nowNs)
{
    std::int64_t ready = std::max(nowNs, lane.retryAfterUntilNs);
    const bool byRetryAfter = ready > nowNs;
    ready = std::max({ready, lane.requestBudget.readyAtNs(1, nowNs), lane.tokenBudget.readyAtNs(lane.nextRequestTokens, nowNs)});
    if (ready > nowNs && lane.heldSinceNs < 0) {
        lane.heldSinceNs = nowNs; // a hold begins: counted once, timed until the send it held
        lane.heldByRetryAfter = byRetryAfter;
        ++(byRetryAfter ? lane.retryAfterHolds : lane.budgetHolds);
    }
    return ready;
}

void Engine::sendOrDefer(Lane &lane, int laneIndex, int worker, std::int64_t intendedNs, std::int64_t nowNs)
{
    const std::int64_t ready = readyAtNs(lane, nowNs);
    if (ready <= nowNs)
        dispatch(lane, worker, intendedNs);
    else
        m_due->push(Due{ready, laneIndex, worker, false}); // a closed-loop worker waits for the guard
}

void Engine::drainWaiting(Lane &lane, int laneIndex, std::int64_t nowNs)
{
    const int limit = m_spec.plan.maxInFlight;
    while (!lane.waiting.empty() && !lane.stopped && !m_stopRequested && (limit <= 0 || lane.inFlight < limit)) {
        const std::int64_t ready = readyAtNs(lane, nowNs);
        if (ready > nowNs) {
            m_due->push(Due{ready, laneIndex, Due::kDrain, false});
            return;
        }
        const std::int64_t intended = lane.waiting.front();
        lane.waiting.pop_front();
        dispatch(lane, 0, intended);
    }
}

void Engine::dispatch(Lane &lane, int worker, std::int64_t intendedNs)
{
    const EngineProvider &provider = m_spec.providers[std::size_t(lane.provider)];
    const ProviderProfile &profile = provider.profile;
    const RunPlan &plan = m_spec.plan;
    const PlanCell &cell = *m_cell;

    bool warmup = lane.dispatched < plan.warmup;
    ConversationUser *user = cell.turnGapS ? lane.users[std::size_t(worker)].get() : nullptr;
    if (user) {
        // A user's first request opens its connection and is not a turn of its conversation.
        warmup = !user->warmedUp();
        user->setWarmedUp();
    } else if (cell.mode == LoadMode::ClosedLoop && !lane.workerStarted[std::size_t(worker)]) {
        // A worker's first request opens its connection: it warms the pool, it is not measured.
        lane.workerStarted[std::size_t(worker)] = true;
        warmup = true;
    }

    const std::int64_t index = m_dispatched++;
    const std::string nonce = PromptBuilder::nonceFor(m_runTag, index);
    const TurnLeg leg = user && !warmup ? user->nextLeg() : TurnLeg::Whole;
    const int turn = !user || warmup ? 0 : leg == TurnLeg::AfterTool ? user->turnsSent() : user->turnsSent() + 1;
    PromptSource::Prompt prompt;
    if (leg == TurnLeg::AfterTool)
        prompt.messages = user->followUp();
    else if (turn > 0)
        prompt.messages = user->nextTurn();
    else if (user)
        prompt.messages = user->warmUp();
    else
        prompt = m_prompts[std::size_t(lane.provider)]->promptFor(cell.promptTokens, nonce);
    Workload workload = m_spec.workload;
    workload.messages = std::move(prompt.messages);
    if (user && plan.conversations.toolEvery > 0) {
        if (!workload.extraBody.is_object())
            workload.extraBody = nlohmann::json::object();
        workload.extraBody["tools"] = conversationTools();
        workload.extraBody["tool_choice"] = conversationToolChoice(leg);
    }

    DialectId dialectId = DialectId::OpenAiChat;
    dialectFromName(profile.dialect, dialectId);

    RequestRecord seed;
    seed.index = index;
    seed.warmup = warmup;
    seed.provider = profile.name;
    seed.model = profile.model;
    seed.transport = transportName(profile.transport);
    seed.requestId = newRequestId();
    seed.cell = cell.id;
    seed.concurrency = cell.concurrency;
    seed.rateRps = cell.rateRps;
    seed.promptTokensTarget = cell.promptTokens;
    seed.cacheBust = m_spec.workload.cacheBust;
    seed.repeat = m_repeat;
    if (turn > 0) {
        seed.conversation = user->id();
        seed.turn = turn;
        seed.turnLeg = leg;
        if (leg == TurnLeg::AfterTool) {
            const ConversationUser::PendingTool &tool = *user->pendingTool();
            seed.turnStartNs = tool.turnStartNs;
            seed.toolCallFirstNs = tool.callFirstNs;
            seed.toolCallEndNs = tool.callEndNs;
            seed.toolStartNs = tool.toolStartNs;
            seed.toolEndNs = tool.toolEndNs;
            seed.toolExitStatus = tool.exitStatus;
        }
    }
    seed.runStartNs = m_runStartNs;
    seed.intendedNs = intendedNs;
    seed.wallStartMs = wallClockMs();
    if (m_hook)
        seed.asrMs = m_spec.voice.asr.draw(m_asrSeed, index);
    const std::string requestId = seed.requestId;

    Active active;
    for (std::size_t i = 0; i < m_lanes.size(); ++i) {
        if (m_lanes[i].get() == &lane)
            active.lane = int(i);
    }
    active.worker = worker;
    active.estimatedPromptTokens = prompt.estimatedTokens;
    active.turn = turn;
    const std::int64_t startNs = monoNowNs();
    const bool prepared = m_hook && m_hook->preparesPrompt();
    if (prepared) {
        // The turn begins before its request (the user speaks first): in flight from now on, sent
        // by handlePrepared() once the hook has the prompt.
        m_preparing.emplace(requestId, Preparing{std::move(workload), dialectId});
    } else {
        send(active, std::move(seed), workload, dialectId);
    }

    if (lane.heldSinceNs >= 0) {
        (lane.heldByRetryAfter ? lane.retryAfterHeldNs : lane.budgetHeldNs) += startNs - lane.heldSinceNs;
        lane.heldSinceNs = -1;
    }
    lane.requestBudget.spend(1, startNs);
    lane.tokenBudget.spend(lane.nextRequestTokens, startNs);
    if (prompt.estimatedTokens)
        lane.nextRequestTokens = double(*prompt.estimatedTokens + m_spec.workload.maxTokens.value_or(0));
    ++lane.dispatched;
    if (!warmup) {
        ++lane.measured;
        if (lane.measuredStartNs < 0)
            lane.measuredStartNs = startNs;
    }
    ++lane.inFlight;
    ++m_inFlight;
    m_active.emplace(requestId, std::move(active));
    if (prepared) {
        m_hook->prepare(std::move(seed), [this](RequestRecord &&record, std::string userText) {
            std::lock_guard lock(m_mutex);
            m_prepared.push_back(Prepared{std::move(record), std::move(userText)});
            m_wake.notify_all();
        });
    }
}

void Engine::send(Active &active, RequestRecord seed, const Workload &workload, DialectId dialectId)
{
    Lane &lane = *m_lanes[std::size_t(active.lane)];
    const EngineProvider &provider = m_spec.providers[std::size_t(lane.provider)];
    const ProviderProfile &profile = provider.profile;
    ConversationUser *user = m_cell->turnGapS ? lane.users[std::size_t(active.worker)].get() : nullptr;
    std::unique_ptr<Dialect> dialect = makeDialect(dialectId);
    HttpRequest request = buildHttpRequest(profile, workload, *dialect, provider.apiKey, seed.requestId);
    if (user && !m_spec.plan.conversations.affinityHeader.empty())
        request.headers.emplace_back(m_spec.plan.conversations.affinityHeader, user->id());
    seed.requestBytes = std::int64_t(request.body.size());

    StreamMeter::Options options;
    // The pipeline sends the clause's text; a conversation's next turn carries the reply.
    options.keepText = workload.keepText || m_hook != nullptr || active.turn > 0;
    options.clauseChars = m_hook ? m_spec.voice.clauseChars : workload.ttfsChars;
    // On the transport's thread. Only the first record of a batch the engine has not taken yet
    // wakes it, and after the lock is let go: a wake under the lock would have the engine block
    // on the mutex at once, a second hand-over between the threads for every record (the
    // profile in bench_client_overhead: 4 % of the client's CPU at a thousand streams).
    RequestRecorder::Completion deliver = [this, key = &provider.apiKey](RequestRecord &&record) {
        record.redact(*key);
        bool first = false;
        {
            std::lock_guard lock(m_mutex);
            m_finished.push_back(std::move(record));
            first = m_finished.size() == 1;
        }
        if (first)
            m_wake.notify_all();
    };
    auto recorder = std::make_shared<RequestRecorder>(std::move(seed), std::move(dialect), options, nullptr);
    recorder->setCompletion(m_hook ? m_hook->attach(*recorder, std::move(deliver)) : std::move(deliver));
    Transport &transport = transportFor(profile);
    active.recorder = recorder;
    active.transport = &transport;
    active.firstOutputDeadlineNs = monoNowNs() + std::int64_t(profile.firstTokenTimeoutMs) * 1'000'000;
    m_earliestOutputDeadlineNs = std::min(m_earliestOutputDeadlineNs, active.firstOutputDeadlineNs);
    active.exchange = transport.start(std::move(request), std::move(recorder));
}

void Engine::handlePrepared()
{
    std::deque<Prepared> prepared;
    {
        std::lock_guard lock(m_mutex);
        prepared.swap(m_prepared);
    }
    for (Prepared &done : prepared) {
        RequestRecord &record = done.record;
        const auto preparing = m_preparing.find(record.requestId);
        const auto active = m_active.find(record.requestId);
        if (preparing == m_preparing.end() || active == m_active.end())
            continue; // not this engine's (cannot happen: every prepare() is for a request in flight)
        Preparing request = std::move(preparing->second);
        m_preparing.erase(preparing);
        if (!record.failed() && (m_stopRequested || m_cancelled)) {
            record.errorClass = ErrorClass::Cancelled;
            record.errorMessage = "the run was stopped before the request was sent";
        }
        if (record.failed()) {
            handleFinished(std::move(record)); // the turn ended before its request: recorded as it is
            continue;
        }
        appendUserText(request.workload.messages, done.userText);
        send(active->second, std::move(record), request.workload, request.dialect);
    }
}

void Engine::handleFinished(RequestRecord &&record)
{
    auto it = m_active.find(record.requestId);
    Lane *lane = nullptr;
    int laneIndex = 0;
    int worker = 0;
    int turn = 0;
    if (it != m_active.end()) {
        laneIndex = it->second.lane;
        lane = m_lanes[std::size_t(laneIndex)].get();
        worker = it->second.worker;
        turn = it->second.turn;
        if (it->second.estimatedPromptTokens && record.usage.promptTokens)
            m_prompts[std::size_t(lane->provider)]->observe(*it->second.estimatedPromptTokens, int(*record.usage.promptTokens));
        m_active.erase(it);
        --lane->inFlight;
        --m_inFlight;
    }
    ++m_recorded;
    if (lane && m_cell)
        applyGuards(*lane, record);
    if (lane && m_cell && m_cell->turnGapS && m_due)
        conversationTurnEnded(*lane, laneIndex, worker, turn, record); // before the record is handed on: it takes the reply
    if (m_events.onRecord)
        m_events.onRecord(record);
    if (!lane || !m_cell || !m_due)
        return;

    const std::int64_t now = monoNowNs();
    // Open loop with a limit: the oldest waiting arrival takes the freed slot.
    if (m_cell->mode == LoadMode::OpenLoop && !lane->waiting.empty())
        drainWaiting(*lane, laneIndex, now);
    // Closed loop: the worker sends its next request as soon as its last one has ended.
    if (m_cell->mode == LoadMode::ClosedLoop && !m_cell->turnGapS && laneWantsMore(*lane, now))
        sendOrDefer(*lane, laneIndex, worker, freedAtNs(record, now), now);
}

void Engine::startConversations(Lane &lane, int laneIndex, std::int64_t cellStartNs)
{
    const RunPlan &plan = m_spec.plan;
    const ConversationPlan &conversations = plan.conversations;
    const PlanCell &cell = *m_cell;
    // The plan's users k ≡ shard index (mod shard count) are this shard's, as closed-loop workers.
    const int users = int(m_shard.share(conversations.users));
    // Open form: the users' arrival times, one stream for the whole plan (every shard draws the same).
    std::vector<std::int64_t> arrivals;
    if (conversations.userRatePerS > 0) {
        ArrivalSchedule schedule(plan.arrival, conversations.userRatePerS, plan.burstiness,
                                 plan.seed * 1'000'003ULL + std::hash<std::string>{}(cell.id) + std::uint64_t(m_repeat));
        std::int64_t at = schedule.firstArrivalNs();
        for (int k = 0; k < conversations.users; ++k) {
            arrivals.push_back(at);
            at += schedule.nextGapNs();
        }
    }
    std::string system = m_spec.workload.systemPrompt.empty() ? conversationSystemPrompt(conversations.language)
                                                               : m_spec.workload.systemPrompt;
    for (int w = 0; w < users; ++w) {
        const int k = m_shard.index + w * m_shard.count;
        // One tag per run, cell, repeat and user: a conversation's turns share their prefix, no two
        // conversations (nor one conversation in two cells) share one. What tells them apart comes
        // first: a cache block covers the prompt from its start (16 tokens in vLLM), so a tag that
        // differed only after its first block would let every conversation hit the others' block.
        const std::string tag = m_spec.workload.cacheBust ? "conversation " + std::to_string(k) + " " + cell.id + " repeat "
                + std::to_string(m_repeat) + " run " + m_runTag
                                                          : std::string();
        lane.users.push_back(std::make_unique<ConversationUser>(conversations, cell.history, k, system, tag, plan.seed));
        const std::int64_t offset = conversations.userRatePerS > 0
            ? arrivals[std::size_t(k)]
            : std::int64_t(plan.rampUpS * 1e9 * double(k) / double(conversations.users));
        m_due->push(Due{cellStartNs + offset, laneIndex, w, false});
    }
}

void Engine::conversationTurnEnded(Lane &lane, int laneIndex, int worker, int turn, RequestRecord &record)
{
    ConversationUser &user = *lane.users[std::size_t(worker)];
    const bool calledTools = turn > 0 && record.turnLeg == TurnLeg::ToolCall && !record.failed() && !record.toolCalls.empty();
    if (calledTools)
        user.toolCallsMade(record); // the turn goes on after its tools
    else if (turn > 0)
        user.turnEnded(!record.failed(), record.text);
    if (turn > 0 && !m_spec.workload.keepText)
        record.text.clear(); // kept only to build the next turn
    const std::int64_t now = monoNowNs();
    if (user.ended() || !laneWantsMore(lane, now))
        return;
    if (calledTools) {
        startTools(user, laneIndex, worker, record);
        return;
    }
    const std::int64_t base = freedAtNs(record, now);
    // After the warm-up the first turn goes at once; after a turn, the user thinks (or speaks).
    const std::int64_t at = turn > 0 ? base + user.thinkNs(*m_cell->turnGapS) : base;
    m_due->push(Due{at, laneIndex, worker, false});
}

void Engine::startTools(ConversationUser &user, int laneIndex, int worker, const RequestRecord &record)
{
    const ConversationPlan &plan = m_spec.plan.conversations;
    const std::vector<ToolCallRecord> &calls = user.pendingTool()->calls;
    if (plan.toolCommand.empty()) {
        // The waiting tool: every call is answered toolDelayMs after the call's last byte, at once
        // (calls of one answer run side by side, as agents run them).
        const std::int64_t startNs = freedAtNs(record, monoNowNs());
        const std::int64_t endNs = startNs + std::llround(plan.toolDelayMs * 1e6);
        for (std::size_t i = 0; i < calls.size(); ++i)
            user.toolResult(i, cannedToolResult(calls[i]), startNs, endNs, std::nullopt);
        m_due->push(Due{endNs, laneIndex, worker, false});
        return;
    }
    if (!m_tools)
        m_tools = std::make_unique<ToolRunner>();
    if (m_stopRequested)
        m_tools->cancel();
    for (std::size_t i = 0; i < calls.size(); ++i) {
        const std::string input = nlohmann::json{{"name", calls[i].name}, {"arguments", calls[i].arguments}}.dump(
            -1, ' ', false, nlohmann::json::error_handler_t::replace);
        ++m_toolsRunning;
        m_tools->run(plan.toolCommand, input + "\n", [this, serial = m_cellSerial, laneIndex, worker, i](ToolRunner::Result result) {
            std::lock_guard lock(m_mutex);
            m_toolDone.push_back(ToolDone{serial, laneIndex, worker, i, std::move(result)});
            m_wake.notify_all();
        });
    }
}

void Engine::handleToolResults()
{
    std::deque<ToolDone> done;
    {
        std::lock_guard lock(m_mutex);
        done.swap(m_toolDone);
    }
    for (ToolDone &tool : done) {
        --m_toolsRunning;
        if (tool.cellSerial != m_cellSerial || std::size_t(tool.lane) >= m_lanes.size())
            continue;
        Lane &lane = *m_lanes[std::size_t(tool.lane)];
        if (std::size_t(tool.worker) >= lane.users.size())
            continue;
        ConversationUser &user = *lane.users[std::size_t(tool.worker)];
        ToolRunner::Result &result = tool.result;
        // What the model gets back: the command's output, or, when it failed, what went wrong (an
        // agent passes a tool's failure on to the model rather than dropping the turn).
        std::string text = std::move(result.output);
        if (!result.problem.empty() || (result.exitStatus && *result.exitStatus != 0)) {
            const std::string problem = !result.problem.empty() ? result.problem
                                                                : "exit status " + std::to_string(*result.exitStatus);
            text = nlohmann::json{{"error", problem}, {"output", text}}.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
        }
        user.toolResult(tool.call, std::move(text), result.startNs, result.endNs,
                        result.exitStatus ? result.exitStatus : std::optional<int>(-1));
        if (user.pendingTool() && user.pendingTool()->complete())
            m_due->push(Due{monoNowNs(), tool.lane, tool.worker, false});
    }
}

void Engine::applyGuards(Lane &lane, const RequestRecord &record)
{
    const RunPlan &plan = m_spec.plan;
    const std::int64_t now = monoNowNs();
    lane.errorsInRow = record.failed() ? lane.errorsInRow + 1 : 0;
    if (!record.warmup) {
        ++lane.measuredFinished;
        if (record.failed())
            ++lane.measuredErrors;
    }
    if (plan.honorRetryAfter && record.throttled()) {
        if (const std::optional<double> retryAfter = record.retryAfterMs())
            lane.retryAfterUntilNs = std::max(lane.retryAfterUntilNs, now + std::int64_t(*retryAfter * 1e6));
    }
    if (lane.stopped)
        return;
    GuardEvent event;
    event.provider = m_spec.providers[std::size_t(lane.provider)].profile.name;
    event.cell = m_cell->id;
    event.repeat = m_repeat;
    event.requests = lane.measuredFinished;
    if (plan.breakerErrors > 0 && lane.errorsInRow >= plan.breakerErrors) {
        event.kind = GuardEvent::Kind::Breaker;
        event.count = lane.errorsInRow;
        event.message = "stopped after " + std::to_string(lane.errorsInRow) + " errors in a row (the last: "
                      + errorClassName(record.errorClass) + ")";
        stopLane(lane, std::move(event));
    } else if (plan.maxErrorRate > 0 && lane.measuredFinished >= kErrorRateMinRequests
               && double(lane.measuredErrors) > plan.maxErrorRate * double(lane.measuredFinished)) {
        const double rate = double(lane.measuredErrors) / double(lane.measuredFinished);
        event.kind = GuardEvent::Kind::ErrorRate;
        event.count = lane.measuredErrors;
        event.message = "stopped: " + std::to_string(lane.measuredErrors) + " errors in " + std::to_string(lane.measuredFinished)
                      + " measured requests (" + percentText(rate) + ") passed the limit of " + percentText(plan.maxErrorRate);
        stopLane(lane, std::move(event));
    }
}

void Engine::stopLane(Lane &lane, GuardEvent event)
{
    lane.stopped = true;
    lane.waiting.clear(); // arrivals that were never sent; requests in flight finish and are recorded
    emitGuard(std::move(event));
}

void Engine::notePacing()
{
    for (const auto &lane : m_lanes) {
        const std::string &provider = m_spec.providers[std::size_t(lane->provider)].profile.name;
        auto note = [&](GuardEvent::Kind kind, std::int64_t holds, std::int64_t heldNs, const char *what) {
            if (holds == 0)
                return;
            GuardEvent event;
            event.kind = kind;
            event.provider = provider;
            event.cell = m_cell->id;
            event.repeat = m_repeat;
            event.count = holds;
            event.requests = lane->measuredFinished;
            event.heldMs = double(heldNs) / 1e6;
            char held[64];
            std::snprintf(held, sizeof held, "%.0f ms", event.heldMs);
            event.message = std::string("sends held back ") + std::to_string(holds) + " time(s), " + held + " in all, " + what;
            emitGuard(std::move(event));
        };
        note(GuardEvent::Kind::RetryAfter, lane->retryAfterHolds, lane->retryAfterHeldNs, "by throttled answers' Retry-After");
        note(GuardEvent::Kind::Budget, lane->budgetHolds, lane->budgetHeldNs, "to stay within the per-minute budget");
    }
}

void Engine::emitGuard(GuardEvent event)
{
    m_guardEvents.push_back(event);
    if (m_events.onGuard)
        m_events.onGuard(m_guardEvents.back());
}

void Engine::expireOverdue(std::int64_t nowNs)
{
    m_earliestOutputDeadlineNs = std::numeric_limits<std::int64_t>::max();
    for (auto &[id, active] : m_active) {
        if (active.expired || !active.recorder)
            continue; // ended, or not sent yet (its hook has its own timeout)
        if (active.recorder->overflowed()) {
            // An event that never ends: nothing more will be decoded, so no need to wait for it.
            active.expired = true;
            active.recorder->expire(ErrorClass::Malformed, "an event longer than the decoder's limit");
            active.transport->cancel(active.exchange);
            continue;
        }
        if (active.firstOutputDeadlineNs < 0)
            continue;
        if (nowNs < active.firstOutputDeadlineNs) {
            m_earliestOutputDeadlineNs = std::min(m_earliestOutputDeadlineNs, active.firstOutputDeadlineNs);
            continue;
        }
        if (active.recorder->sawOutput()) {
            active.firstOutputDeadlineNs = -1; // it answered in time; the total timeout still applies
            continue;
        }
        active.expired = true;
        const ProviderProfile &profile = m_spec.providers[std::size_t(m_lanes[std::size_t(active.lane)]->provider)].profile;
        active.recorder->expire(ErrorClass::FirstTokenTimeout,
                                "no output within " + std::to_string(profile.firstTokenTimeoutMs) + " ms");
        active.transport->cancel(active.exchange);
    }
}

std::vector<RequestRecord> runToCompletion(RunSpec spec, RunOutcome *outcome)
{
    std::vector<RequestRecord> records;
    Engine::Events events;
    events.onRecord = [&records](const RequestRecord &record) { records.push_back(record); };
    Engine engine(std::move(spec), std::move(events));
    const RunOutcome result = engine.run();
    if (outcome)
        *outcome = result;
    return records;
}

void Engine::cancelAll()
{
    if (m_tools)
        m_tools->cancel();
    m_cancelled = true;
    if (m_hook)
        m_hook->cancelAll();
    for (auto &[id, active] : m_active) {
        if (active.transport)
            active.transport->cancel(active.exchange);
    }
}

} // namespace ttft
