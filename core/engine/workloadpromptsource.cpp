#include "workloadpromptsource.h"

namespace ttft {

WorkloadPromptSource::WorkloadPromptSource(Workload workload)
    : m_builder(std::move(workload))
{
}

PromptSource::Prompt WorkloadPromptSource::promptFor(std::optional<int> targetTokens, const std::string &nonce)
{
    BuiltPrompt built = m_builder.build(nonce, targetTokens ? targetTokens : m_builder.workload().promptTokensTarget);
    Prompt prompt;
    prompt.messages = std::move(built.messages);
    // The raw estimate: observe() gets it back with the server's count, which is what the
    // calibration fits.
    prompt.estimatedTokens = built.estimatedTokens;
    return prompt;
}

void WorkloadPromptSource::observe(int estimatedTokens, int reportedTokens)
{
    m_builder.calibrate(estimatedTokens, reportedTokens);
}

} // namespace ttft
