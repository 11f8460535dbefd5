#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ttft {

// What simulated callers say in conversation runs (model/conversationplan.h): spoken turns of a
// caller to a home-services phone line (the "voice" workload template's assistant), in English and
// Chinese, at the lengths people speak in (2 to 30 words; 4 to 45 characters), written for this
// project. Short acknowledgements sit beside long explanations, as in real calls, so that the
// history grows unevenly.
const std::vector<std::string_view> &utterances(std::string_view language); // "en" | "zh"

// Turn `turn` (1 …) of conversation `conversation`: a walk through the corpus from a start that the
// seed and the conversation choose, so that each conversation says different things in a different
// order, and the same (seed, conversation) says the same in every cell and to every provider.
std::string utteranceFor(std::string_view language, std::uint64_t seed, int conversation, int turn);

// The system prompt of a conversation whose workload gives none: the voice template's.
std::string conversationSystemPrompt(std::string_view language);

} // namespace ttft
