#pragma once

#include <cstdint>
#include <mutex>
#include <string>

namespace ttft {

// A model's rate limits as OpenAI enforces them (platform.openai.com, "Rate limits"): requests
// per minute (RPM) and tokens per minute (TPM), where a request's tokens are its prompt plus the
// max_tokens it asks for, and where the limits are "quantized": enforced over shorter periods, so
// 60,000 RPM may be 1,000 requests a second and a burst is refused even below the minute's count.
// Here each limit is a bucket refilled continuously at limit / 60 per second: the request bucket
// holds one second's share (at least one request: a burst beyond it is refused, as the
// quantization describes), the token bucket the whole minute's (a long prompt must be able to pass
// at all). A request that finds either bucket short is refused with HTTP 429 and told when it would
// pass (Retry-After, whole seconds, and OpenAI's x-ratelimit-* headers); one with more tokens than
// the minute allows can never pass and says so. Thread-safe: every server thread takes from the
// same buckets.
class LabRateLimiter
{
public:
    LabRateLimiter(int requestsPerMinute, int tokensPerMinute, std::int64_t nowNs);

    bool limits() const { return m_requestsPerMinute > 0 || m_tokensPerMinute > 0; }

    struct Decision {
        bool allowed = true;
        bool tooLarge = false;      // more tokens than the minute allows: retrying cannot help
        double retryAfterS = 0;     // until both buckets hold enough for this request
        int requestsPerMinute = 0;  // the limits, 0 where none
        int tokensPerMinute = 0;
        int remainingRequests = 0;  // what the buckets hold after this request (or now, refused)
        int remainingTokens = 0;
        double resetRequestsS = 0;  // until the request bucket is full again
        double resetTokensS = 0;
    };
    // Takes one request and `tokens` tokens when both buckets hold them.
    Decision take(std::int64_t tokens, std::int64_t nowNs);

    // OpenAI's duration format in x-ratelimit-reset-*: "12ms", "1.5s", "6m0s".
    static std::string durationText(double seconds);

private:
    void refill(std::int64_t nowNs);

    const int m_requestsPerMinute;
    const int m_tokensPerMinute;
    const double m_requestCapacity;
    const double m_tokenCapacity;
    std::mutex m_mutex;
    double m_requests;
    double m_tokens;
    std::int64_t m_lastNs;
};

} // namespace ttft
