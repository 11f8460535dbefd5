#include "streamevent.h"

namespace ttft {

const char *eventKindName(EventKind kind)
{
    switch (kind) {
    case EventKind::Prelude: return "prelude";
    case EventKind::Answer: return "answer";
    case EventKind::Reasoning: return "reasoning";
    case EventKind::ToolCall: return "tool_call";
    case EventKind::Refusal: return "refusal";
    case EventKind::Usage: return "usage";
    case EventKind::ServerTimings: return "server_timings";
    case EventKind::Error: return "error";
    case EventKind::Finish: return "finish";
    case EventKind::Done: return "done";
    case EventKind::Other: return "other";
    }
    return "other";
}

void Usage::mergeFrom(const Usage &other)
{
    if (other.promptTokens) promptTokens = other.promptTokens;
    if (other.completionTokens) completionTokens = other.completionTokens;
    if (other.totalTokens) totalTokens = other.totalTokens;
    if (other.reasoningTokens) reasoningTokens = other.reasoningTokens;
    if (other.cachedTokens) cachedTokens = other.cachedTokens;
}

} // namespace ttft
