#pragma once

#include <QStringView>

#include <cstdint>
#include <vector>

class QJsonArray;

namespace ttft {

// The lab server has no tokenizer; it estimates prompt tokens the way people do by hand:
// - one token per CJK character (Han, kana, Hangul, full-width forms): real tokenizers give
//   roughly 0.7-1.5 per character there;
// - one token per 4 other characters (code points), rounded up: OpenAI's rule of thumb for
//   English text.
int estimateTextTokens(QStringView text);

// Chat messages: the text of every message (`content` as a string or as an array of parts with a
// `text` field; a part with something else, such as a tool call or a tool's result, as its compact
// JSON; OpenAI's `tool_calls` and content-less items such as the Responses API's function_call as
// theirs) plus 4 tokens per message for the role and separators and 3 for priming the reply, as
// OpenAI's chat format costs.
int estimateChatPromptTokens(const QJsonArray &messages);

// The same count, plus what the prefix cache needs: walking the prompt (roles and texts, in
// order) with the same token arithmetic, the hash of everything before each boundary of
// `blockTokens` tokens. Two prompts that agree up to a boundary have the same hashes up to it.
struct ChatPromptDigest {
    int tokens = 0;                        // == estimateChatPromptTokens()
    std::vector<std::uint64_t> blockHashes; // one per whole block (none when blockTokens <= 0)
};
ChatPromptDigest digestChatPrompt(const QJsonArray &messages, int blockTokens);

} // namespace ttft
