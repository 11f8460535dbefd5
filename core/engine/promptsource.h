#pragma once

#include "model/workload.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace ttft {

// Where the engine gets each request's messages. Called on the engine thread only.
class PromptSource
{
public:
    struct Prompt {
        nlohmann::json messages;
        std::optional<int> estimatedTokens; // the source's own estimate, for calibration
    };

    virtual ~PromptSource() = default;

    // The messages for one request. `nonce` is unique per request; a source that busts caches puts
    // it at the very start of the prompt. `targetTokens` is the cell's prompt-length target.
    virtual Prompt promptFor(std::optional<int> targetTokens, const std::string &nonce) = 0;

    // A server's count of a prompt built with `estimatedTokens` (after warm-up), to calibrate.
    virtual void observe(int estimatedTokens, int reportedTokens)
    {
        (void)estimatedTokens;
        (void)reportedTokens;
    }
};

} // namespace ttft
