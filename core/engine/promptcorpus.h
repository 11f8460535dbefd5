#pragma once

#include <span>
#include <string_view>

namespace ttft {

// The built-in material filler conversations are made of: sentence patterns with slots, and
// fragments to fill them, grouped by topic so that a stretch of conversation stays on one subject.
// Slots: {s} someone, {v} what they do about something, {o} a thing of the topic, {a} an action of
// the topic, {c} a circumstance of the topic, {t} a time, {r} a good result.
struct PromptTopic {
    std::span<const std::string_view> objects;
    std::span<const std::string_view> actions;
    std::span<const std::string_view> conditions;
};

struct PromptCorpus {
    std::string_view sentenceSeparator; // between sentences of one turn: " " in English, none in Chinese
    std::span<const std::string_view> userPatterns;
    std::span<const std::string_view> assistantPatterns;
    std::span<const std::string_view> subjects;
    std::span<const std::string_view> userVerbs;
    std::span<const std::string_view> times;
    std::span<const std::string_view> results;
    std::span<const PromptTopic> topics;

    // "zh": Simplified Chinese; anything else: English.
    static const PromptCorpus &forLanguage(std::string_view language);
};

} // namespace ttft
