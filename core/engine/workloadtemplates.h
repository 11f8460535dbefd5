#pragma once

#include "model/workload.h"

#include <optional>
#include <string_view>
#include <vector>

namespace ttft {

// Ready-made workloads for the scenarios voice-agent teams measure, with realistic content:
//   "qa"     a single question with a short system prompt                    (en, zh)
//   "voice"  a phone assistant: spoken-style system prompt, a few turns of history (en, zh)
//   "agent"  a support agent: tool definitions in extraBody["tools"], a tool call and its
//            result in the history, a closing question answerable in words   (en)
//   "long"   a long conversation (filler history up to 16,000 prompt tokens) and a request to
//            summarise it                                                     (en)
// Every template busts caches, asks for usage, and fills `messages` with its composed prompt.

// The template ids: "qa", "qa-zh", "voice", "voice-zh", "agent", "long".
std::vector<std::string_view> workloadTemplateIds();

// By id ("voice-zh"), or by name and language ("voice", "zh"). Empty for an unknown id or a
// language the template has no variant in.
std::optional<Workload> workloadTemplate(std::string_view id);
std::optional<Workload> workloadTemplate(std::string_view name, std::string_view language);

} // namespace ttft
