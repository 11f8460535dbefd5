#pragma once

#include <nlohmann/json_fwd.hpp>

#include <string_view>

namespace ttft {

// How many prompt tokens a server will count, without its tokenizer. Tokenizers differ (GPT-4's
// cl100k, o200k, Llama 3, Qwen, DeepSeek all split differently), so no fixed rule is right for all;
// this one follows how byte-pair encoders behave on average, and PromptCalibration scales it to a
// given server from the prompt_tokens it reports:
// - a run of letters (a word, with the space before it) is one token per 8 letters, started ones
//   counting; letters outside ASCII (accented, Greek, Cyrillic) weigh three times as much;
// - a run of digits is one token per 3 digits (BPE vocabularies split numbers that way);
// - a run of punctuation is one token per 2 characters, a whitespace run with a line break or
//   more than one space is one token;
// - a CJK ideograph, kana or Hangul syllable is 1.2 tokens, CJK punctuation and full-width forms
//   one each; any other character (emoji, symbols) is one.
// English prose comes out near 4.3 characters per token, Chinese near 1.2 tokens per character.
//
// Text estimates add up where texts are joined at a space or a line break, which is what lets
// PromptBuilder grow a prompt piece by piece without estimating it again.
class PromptEstimator
{
public:
    static constexpr double kCjkTokensPerChar = 1.2;
    static constexpr int kTokensPerMessage = 4; // role and separators of the chat template
    static constexpr int kReplyPriming = 3;     // the assistant header the server appends

    // `utf8` need not be valid UTF-8: a stray byte counts as one other character.
    static double textTokens(std::string_view utf8);

    // One chat message: kTokensPerMessage plus its content (a string, or parts with a "text"),
    // name, tool calls (function name and arguments) and tool_call_id.
    static double messageTokens(const nlohmann::json &message);

    // A whole prompt: every message, kReplyPriming, and the tool definitions in `extraBody`
    // ("tools" or "functions"), which servers render into the prompt and count.
    static double chatTokens(const nlohmann::json &messages, const nlohmann::json &extraBody);

    // Tool definitions alone, as chatTokens counts them (0 when there are none).
    static double toolTokens(const nlohmann::json &extraBody);
};

} // namespace ttft
