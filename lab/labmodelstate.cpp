#include "labmodelstate.h"

#include <algorithm>
#include <cmath>

namespace ttft {

LabModelState::LabModelState(LabModel model, std::int64_t createdNs)
    : m_model(std::move(model))
    , m_idleSinceNs(createdNs)
    , m_rateLimiter(m_model.requestsPerMinute, m_model.tokensPerMinute, createdNs)
{
    if (m_model.prefixCache)
        m_prefixCache.emplace(std::size_t(std::max(m_model.prefixCacheBlocks, 1)),
                              std::llround(std::clamp(m_model.prefixCacheTtlS, 0.0, 1e7) * 1e9));
}

LabModelState::Joined LabModelState::join(const std::shared_ptr<LabQueueTicket> &ticket, std::int64_t startNs)
{
    std::lock_guard lock(m_mutex);
    Joined joined;
    const std::int64_t idleSinceNs = m_idleSinceNs;
    m_idleSinceNs = kNoTime;
    const bool room = m_model.maxBatch <= 0 || (m_running < m_model.maxBatch && m_waiting.empty());
    if (ticket->skipsQueue || room) {
        joined.admission = admitLocked(*ticket, startNs, idleSinceNs);
    } else {
        ticket->state = LabQueueTicket::State::Waiting;
        m_waiting.push_back(ticket);
    }
    joined.running = m_running;
    joined.waiting = int(m_waiting.size());
    publishLocked();
    return joined;
}

LabModelState::Admitted LabModelState::leave(const std::shared_ptr<LabQueueTicket> &ticket, std::int64_t nowNs)
{
    std::lock_guard lock(m_mutex);
    Admitted admitted;
    switch (ticket->state) {
    case LabQueueTicket::State::New:
    case LabQueueTicket::State::Left:
        ticket->state = LabQueueTicket::State::Left;
        return admitted;
    case LabQueueTicket::State::Waiting:
        m_waiting.erase(std::find(m_waiting.begin(), m_waiting.end(), ticket));
        break;
    case LabQueueTicket::State::Running:
        --m_running;
        break;
    }
    ticket->state = LabQueueTicket::State::Left;
    while (!m_waiting.empty() && (m_model.maxBatch <= 0 || m_running < m_model.maxBatch)) {
        std::shared_ptr<LabQueueTicket> next = std::move(m_waiting.front());
        m_waiting.pop_front();
        const LabAdmission admission = admitLocked(*next, nowNs, kNoTime); // the model was busy
        admitted.emplace_back(std::move(next), admission);
    }
    if (m_running == 0 && m_waiting.empty())
        m_idleSinceNs = nowNs;
    publishLocked();
    return admitted;
}

LabAdmission LabModelState::admitLocked(LabQueueTicket &ticket, std::int64_t startNs, std::int64_t idleSinceNs)
{
    LabAdmission admission;
    admission.prefillStartNs = startNs;
    ticket.state = LabQueueTicket::State::Running;
    ++m_running;

    if (!ticket.skipsQueue) {
        if (m_model.coldStartMs > 0) {
            const bool idleLongEnough = m_model.coldAfterIdleS > 0 && hasTime(idleSinceNs)
                && startNs - idleSinceNs >= std::llround(m_model.coldAfterIdleS * 1e9);
            if (!m_everStarted || idleLongEnough) {
                m_loadedNs = startNs + std::llround(m_model.coldStartMs * 1e6);
                admission.coldStart = true;
                ++m_metrics.coldStarts;
            }
        }
        m_everStarted = true;
        if (hasTime(m_loadedNs))
            admission.coldWaitNs = std::max<std::int64_t>(m_loadedNs - startNs, 0);
    }

    if (m_prefixCache && !ticket.prefixBlocks.empty()) {
        const int blocks = m_prefixCache->lookupAndInsert(ticket.prefixBlocks, startNs);
        // At least the last prompt token is always computed, as real engines do.
        admission.cachedTokens = std::clamp(blocks * m_model.prefixCacheBlockTokens, 0, std::max(ticket.promptTokens - 1, 0));
    }
    if (m_prefixCache)
        m_metrics.prefixCacheQueries += std::uint64_t(std::max(ticket.promptTokens, 0));
    m_metrics.promptTokens += std::uint64_t(std::max(ticket.promptTokens, 0));
    m_metrics.cachedPromptTokens += std::uint64_t(admission.cachedTokens);
    if (hasTime(ticket.queueEnterNs))
        m_metrics.queueWait.observe(double(std::max<std::int64_t>(startNs - ticket.queueEnterNs, 0)) / 1e9);
    return admission;
}

void LabModelState::publishLocked()
{
    m_runningNow.store(m_running, std::memory_order_relaxed);
    m_waitingNow.store(int(m_waiting.size()), std::memory_order_relaxed);
}

void LabModelState::observeTimeToFirstToken(std::int64_t ns)
{
    std::lock_guard lock(m_mutex);
    m_metrics.timeToFirstToken.observe(double(ns) / 1e9);
}

void LabModelState::observeFirstTokenMade(std::int64_t ns)
{
    std::lock_guard lock(m_mutex);
    m_metrics.engineTimeToFirstToken.observe(double(std::max<std::int64_t>(ns, 0)) / 1e9);
}

void LabModelState::observeEngineFinish(const LabEngineFinish &finish)
{
    const auto seconds = [](std::int64_t ns) { return double(std::max<std::int64_t>(ns, 0)) / 1e9; };
    std::lock_guard lock(m_mutex);
    ++m_metrics.finished[std::size_t(finish.reason)];
    m_metrics.engineE2e.observe(seconds(finish.e2eNs));
    m_metrics.engineQueue.observe(seconds(finish.queueNs));
    m_metrics.enginePrefill.observe(seconds(finish.prefillNs));
    m_metrics.engineDecode.observe(seconds(finish.decodeNs));
}

void LabModelState::countOutcome(LabOutcome outcome)
{
    std::lock_guard lock(m_mutex);
    ++m_metrics.outcomes[std::size_t(outcome)];
}

LabModelState::Metrics LabModelState::metrics() const
{
    std::lock_guard lock(m_mutex);
    Metrics copy = m_metrics;
    copy.running = m_running;
    copy.waiting = int(m_waiting.size());
    copy.tokens = m_tokens.load(std::memory_order_relaxed);
    return copy;
}

} // namespace ttft
