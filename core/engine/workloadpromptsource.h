#pragma once

#include "model/workload.h"
#include "promptbuilder.h"
#include "promptsource.h"

namespace ttft {

// The engine's PromptSource for a structured workload: each request's messages come from a
// PromptBuilder (nonce first, filler history up to the cell's target, the question last) and the
// prompt_tokens servers report calibrate the targets of the requests that follow.
class WorkloadPromptSource final : public PromptSource
{
public:
    // The workload's cacheBust decides whether nonces are used.
    explicit WorkloadPromptSource(Workload workload);

    // `targetTokens` is the plan cell's target; without one, the workload's promptTokensTarget.
    Prompt promptFor(std::optional<int> targetTokens, const std::string &nonce) override;
    void observe(int estimatedTokens, int reportedTokens) override;

    PromptBuilder &builder() { return m_builder; }

private:
    PromptBuilder m_builder;
};

} // namespace ttft
