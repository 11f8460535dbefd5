#include "labratelimit.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ttft {

namespace {

double perSecond(int perMinute)
{
    return double(perMinute) / 60.0;
}

} // namespace

LabRateLimiter::LabRateLimiter(int requestsPerMinute, int tokensPerMinute, std::int64_t nowNs)
    : m_requestsPerMinute(std::max(0, requestsPerMinute))
    , m_tokensPerMinute(std::max(0, tokensPerMinute))
    , m_requestCapacity(std::max(1.0, perSecond(m_requestsPerMinute)))
    , m_tokenCapacity(double(m_tokensPerMinute))
    , m_requests(m_requestCapacity)
    , m_tokens(m_tokenCapacity)
    , m_lastNs(nowNs)
{
}

void LabRateLimiter::refill(std::int64_t nowNs)
{
    const double elapsedS = double(std::max<std::int64_t>(0, nowNs - m_lastNs)) / 1e9;
    m_lastNs = std::max(m_lastNs, nowNs);
    m_requests = std::min(m_requestCapacity, m_requests + elapsedS * perSecond(m_requestsPerMinute));
    m_tokens = std::min(m_tokenCapacity, m_tokens + elapsedS * perSecond(m_tokensPerMinute));
}

LabRateLimiter::Decision LabRateLimiter::take(std::int64_t tokens, std::int64_t nowNs)
{
    Decision decision;
    decision.requestsPerMinute = m_requestsPerMinute;
    decision.tokensPerMinute = m_tokensPerMinute;
    if (!limits())
        return decision;
    std::lock_guard lock(m_mutex);
    refill(nowNs);
    const bool requestLimited = m_requestsPerMinute > 0;
    const bool tokenLimited = m_tokensPerMinute > 0;
    const double needTokens = tokenLimited ? double(std::max<std::int64_t>(0, tokens)) : 0.0;
    decision.tooLarge = tokenLimited && needTokens > m_tokenCapacity;
    const bool enough = (!requestLimited || m_requests >= 1.0) && (!tokenLimited || m_tokens >= needTokens);
    decision.allowed = enough && !decision.tooLarge;
    if (decision.allowed) {
        if (requestLimited)
            m_requests -= 1.0;
        if (tokenLimited)
            m_tokens -= needTokens;
    } else if (!decision.tooLarge) {
        const double waitRequests = requestLimited ? std::max(0.0, 1.0 - m_requests) / perSecond(m_requestsPerMinute) : 0.0;
        const double waitTokens = tokenLimited ? std::max(0.0, needTokens - m_tokens) / perSecond(m_tokensPerMinute) : 0.0;
        decision.retryAfterS = std::max(waitRequests, waitTokens);
    }
    decision.remainingRequests = requestLimited ? int(std::floor(m_requests)) : 0;
    decision.remainingTokens = tokenLimited ? int(std::floor(m_tokens)) : 0;
    decision.resetRequestsS = requestLimited ? (m_requestCapacity - m_requests) / perSecond(m_requestsPerMinute) : 0.0;
    decision.resetTokensS = tokenLimited ? (m_tokenCapacity - m_tokens) / perSecond(m_tokensPerMinute) : 0.0;
    return decision;
}

std::string LabRateLimiter::durationText(double seconds)
{
    char text[32];
    if (seconds < 1.0)
        std::snprintf(text, sizeof text, "%dms", int(std::lround(seconds * 1000)));
    else if (seconds < 60.0)
        std::snprintf(text, sizeof text, "%.3gs", seconds);
    else
        std::snprintf(text, sizeof text, "%dm%ds", int(seconds / 60), int(std::fmod(seconds, 60.0)));
    return text;
}

} // namespace ttft
