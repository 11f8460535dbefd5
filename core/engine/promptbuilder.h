#pragma once

#include "model/workload.h"
#include "promptcalibration.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

namespace ttft {

// One request's prompt, as PromptBuilder made it.
struct BuiltPrompt {
    nlohmann::json messages = nlohmann::json::array(); // OpenAI messages; the workload's user message last
    int estimatedTokens = 0;  // the builder's own estimate (PromptEstimator); report it back with the server's count
    int expectedTokens = 0;   // the calibrated estimate: what the server should count
    std::optional<int> targetTokens; // what was aimed at (server tokens), if anything
    int fillerMessages = 0;   // filler turns inserted
    bool targetReachable = true; // false: without any filler the prompt is already longer than the target
};

// Builds the messages of each request from a workload:
// - with cacheBust, a nonce line ("[run 3f2a9c1e request 17]") opens the first message, system or
//   user, so that no request shares a prefix with another and no prefix cache shortens prefill;
// - towards a prompt-length target, filler history (earlier user/assistant turns of an everyday
//   conversation, PromptFiller, in the workload's filler language and seed) goes right after the
//   system messages, before the template's own history and the final user message: the question
//   stays last and the recent context stays recent;
// - lengths are the builder's estimate (PromptEstimator) mapped through a PromptCalibration, which
//   the engine feeds with the prompt_tokens servers report, so targets converge on the server's count.
// The filler for a length is made once and reused (the nonce differs per request, the filler need
// not), so a request costs a copy of the messages.
//
// Thread-safe: build() and calibrate() may be called from any threads.
class PromptBuilder
{
public:
    explicit PromptBuilder(Workload workload);

    PromptBuilder(const PromptBuilder &) = delete;
    PromptBuilder &operator=(const PromptBuilder &) = delete;

    const Workload &workload() const { return m_workload; }

    // The prompt for one request. `nonce` must differ between requests of a run (the engine's
    // run tag and dispatch index, or nonceFor()); it is left out when the workload does not bust
    // caches. `targetTokens` (server tokens) overrides the workload's promptTokensTarget; nullopt
    // there means no filler.
    BuiltPrompt build(std::string_view nonce, std::optional<int> targetTokens) const;
    BuiltPrompt build(std::string_view nonce) const { return build(nonce, m_workload.promptTokensTarget); }
    // As above with the nonce nonceFor(runTag(), requestIndex).
    BuiltPrompt build(std::int64_t requestIndex, std::optional<int> targetTokens) const;
    BuiltPrompt build(std::int64_t requestIndex) const { return build(requestIndex, m_workload.promptTokensTarget); }

    // A server counted `reportedTokens` for a prompt built with `estimatedTokens` (BuiltPrompt's).
    // Once a few samples are in, a count the calibration already predicts within 0.5 % is not
    // added: the engine reports every request, and a calibration that moved by a token each time
    // would give every request a freshly written filler (and a slightly different length).
    // Returns whether the sample was used.
    bool calibrate(int estimatedTokens, int reportedTokens);
    PromptCalibration calibration() const;
    void setCalibration(const PromptCalibration &calibration);

    // Eight random hex digits, fresh per builder; two runs never share nonces.
    const std::string &runTag() const { return m_runTag; }
    void setRunTag(std::string tag) { m_runTag = std::move(tag); }
    static std::string newRunTag();
    // "run 3f2a9c1e request 17".
    static std::string nonceFor(std::string_view runTag, std::int64_t requestIndex);

private:
    struct Filler {
        nlohmann::json messages = nlohmann::json::array();
        double tokens = 0; // estimated, message overhead included
    };
    std::shared_ptr<const Filler> fillerFor(int budget) const; // m_mutex held

    Workload m_workload;
    nlohmann::json m_fixed;         // composeMessages(workload)
    std::size_t m_leadingSystem = 0; // filler goes after these
    double m_fixedTokens = 0;       // m_fixed, tools and reply priming
    std::string m_runTag;

    mutable std::mutex m_mutex;
    PromptCalibration m_calibration;
    mutable std::map<int, std::shared_ptr<const Filler>> m_fillers; // by token budget
    mutable std::deque<int> m_fillerOrder;                          // oldest first, for eviction
};

} // namespace ttft
