#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace ttft {

// What every request of a run asks for. The dialect turns it into a request body.
//
// The prompt comes in one of two forms:
// - structured: systemPrompt, history and userMessage (what templates and the GUI edit). A
//   PromptBuilder (engine/promptbuilder.h) turns them into each request's messages, opening them
//   with a cache-busting nonce and padding them with filler history up to promptTokensTarget;
// - `messages` as written (an OpenAI messages array, e.g. from `ttft-bench run --messages`).
// composeMessages() gives the messages either form stands for. Templates fill `messages` with the
// composed form too, so code that sends `messages` as is still sends the template's prompt.
// Sent as max_tokens unless the user says otherwise. Without one a server generates until its own
// limit: llama.cpp's server until the context is full (seen: ~3,100 tokens, 65-110 s a request).
inline constexpr int kDefaultWorkloadMaxTokens = 200;

struct Workload {
    std::string name;                                   // e.g. "short prompt", for tables
    nlohmann::json messages = nlohmann::json::array();  // OpenAI-style messages array
    std::optional<int> maxTokens = kDefaultWorkloadMaxTokens; // absent (null in files): the server's default
    std::optional<double> temperature;                  // absent: the server's default
    bool includeUsage = true;  // ask for a usage report, so TPOT uses the server's token count
    bool keepText = false;     // keep each answer's text in the record (memory, file size)
    // TTFS also fires once the answer holds this many characters without a clause mark (a TTS
    // engine that starts on a length rather than on punctuation).
    int ttfsChars = 40;
    nlohmann::json extraBody = nlohmann::json::object(); // merged into the body's top level ("tools", ...)

    // The structured prompt.
    std::string templateName;  // "qa", "voice", "agent", "long"; empty for a hand-made workload
    std::string systemPrompt;  // empty: no system message
    nlohmann::json history = nlohmann::json::array(); // earlier turns: OpenAI messages (user, assistant, tool)
    std::string userMessage;   // the question the measured answer responds to; always sent last

    // Prompt length and caching.
    std::optional<int> promptTokensTarget; // pad with filler history to about this many prompt tokens
    std::string fillerLanguage = "en";      // "en" or "zh": the language of the filler history
    std::uint64_t fillerSeed = 1;           // the filler conversation is a function of this seed
    // A unique nonce opens every request's prompt, so that no prefix cache can shorten prefill and
    // flatter TTFT. Off, every request sends the same prompt (to measure the cached case).
    bool cacheBust = true;

    bool operator==(const Workload &) const = default;

    // True when systemPrompt, history or userMessage is set: the structured form is the prompt.
    bool isStructured() const;
};

// The fixed messages of a workload, without nonce or filler: for the structured form the system
// prompt (when set), the history and the user message (when set), in that order; otherwise
// `messages` as written.
nlohmann::json composeMessages(const Workload &workload);

// Empty when `messages` is an OpenAI messages array as a dialect can send it (objects with a
// string "role" and text, parts or null as "content"), else where and what is wrong, to follow a
// name: `[2]: "role": expected a string, found the integer 5`.
std::string messagesProblem(const nlohmann::json &messages);

// "en" and "zh".
bool isKnownFillerLanguage(std::string_view language);

// JSON keys: name, messages, max_tokens, temperature (null when absent), include_usage, keep_text,
// extra_body, template, system_prompt, history, user_message, prompt_tokens_target (null when
// absent), filler_language, filler_seed, cache_bust.
nlohmann::json toJson(const Workload &workload);

// Never throws; see requestRecordFromJson for how missing and mistyped keys are handled.
// "messages" and "history" must be arrays and "extra_body" an object, else they keep their
// defaults; an unknown filler language and a target below 1 are reported and dropped too. Files
// written before the structured keys existed read as unstructured workloads with cache busting on.
Workload workloadFromJson(const nlohmann::json &object, std::string *error = nullptr);

} // namespace ttft
