#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace ttft {

struct PromptCorpus;

// Writes an endless, plausible earlier conversation (user and assistant turns about everyday
// plans) from the built-in corpus. The same language and seed give the same conversation on every
// machine: the generator is spelled out here, not taken from <random>, whose distributions differ
// between standard libraries.
class PromptFiller
{
public:
    // "zh": Simplified Chinese; anything else: English.
    PromptFiller(std::string_view language, std::uint64_t seed);

    std::string userTurn();      // one or two sentences
    std::string assistantTurn(); // two to four sentences
    std::string assistantSentence();

    // What joins two sentences of one turn (" " in English, nothing in Chinese).
    std::string_view sentenceSeparator() const;

private:
    std::uint64_t next();
    std::size_t below(std::size_t bound);
    std::size_t pick(std::size_t count, std::size_t &last);
    std::string sentence(std::string_view pattern);
    std::string userSentence();

    const PromptCorpus &m_corpus;
    std::uint64_t m_state;
    std::size_t m_topic = 0;
    int m_userTurnsLeftOnTopic = 0;
    std::size_t m_lastUserPattern = std::size_t(-1);
    std::size_t m_lastAssistantPattern = std::size_t(-1);
};

} // namespace ttft
