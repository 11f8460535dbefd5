#include "promptfiller.h"

#include "base/splitmix64.h"

#include "promptcorpus.h"

namespace ttft {

namespace {

template <typename List>
std::string_view element(const List &list, std::size_t index)
{
    return list[index % list.size()];
}

bool isAsciiLower(char c)
{
    return c >= 'a' && c <= 'z';
}

// Sentences start with a capital even where a slot opens them ("{s} thinks ..."), and so do the
// sentences inside a pattern ("Okay, that helps. {s} also ...").
void capitalizeSentences(std::string &text)
{
    bool start = true;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (start && isAsciiLower(c))
            text[i] = char(c - 'a' + 'A');
        if (c == '.' || c == '?' || c == '!')
            start = true;
        else if (c != ' ')
            start = false;
    }
}

} // namespace

PromptFiller::PromptFiller(std::string_view language, std::uint64_t seed)
    : m_corpus(PromptCorpus::forLanguage(language))
    , m_state(seed ^ 0x5d0c3a7be1f29e41ULL)
{
    m_topic = below(m_corpus.topics.size());
    m_userTurnsLeftOnTopic = 3 + int(below(5));
}

std::string_view PromptFiller::sentenceSeparator() const
{
    return m_corpus.sentenceSeparator;
}

std::uint64_t PromptFiller::next()
{
    return splitMix64Next(m_state);
}

std::size_t PromptFiller::below(std::size_t bound)
{
    return bound > 0 ? std::size_t(next() % bound) : 0;
}

std::size_t PromptFiller::pick(std::size_t count, std::size_t &last)
{
    // The same sentence shape twice in a row reads like a machine.
    std::size_t index = below(count);
    if (index == last && count > 1)
        index = (index + 1 + below(count - 1)) % count;
    last = index;
    return index;
}

std::string PromptFiller::sentence(std::string_view pattern)
{
    const PromptTopic &topic = m_corpus.topics[m_topic];
    std::string text;
    text.reserve(pattern.size() + 96);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] != '{' || i + 2 >= pattern.size() || pattern[i + 2] != '}') {
            text += pattern[i];
            continue;
        }
        switch (pattern[i + 1]) {
        case 's': text += element(m_corpus.subjects, below(m_corpus.subjects.size())); break;
        case 'v': text += element(m_corpus.userVerbs, below(m_corpus.userVerbs.size())); break;
        case 't': text += element(m_corpus.times, below(m_corpus.times.size())); break;
        case 'r': text += element(m_corpus.results, below(m_corpus.results.size())); break;
        case 'o': text += element(topic.objects, below(topic.objects.size())); break;
        case 'a': text += element(topic.actions, below(topic.actions.size())); break;
        case 'c': text += element(topic.conditions, below(topic.conditions.size())); break;
        default: text.append(pattern.substr(i, 3)); break;
        }
        i += 2;
    }
    capitalizeSentences(text);
    return text;
}

std::string PromptFiller::userSentence()
{
    return sentence(m_corpus.userPatterns[pick(m_corpus.userPatterns.size(), m_lastUserPattern)]);
}

std::string PromptFiller::assistantSentence()
{
    return sentence(m_corpus.assistantPatterns[pick(m_corpus.assistantPatterns.size(), m_lastAssistantPattern)]);
}

std::string PromptFiller::userTurn()
{
    // A conversation stays on one subject for a few exchanges, then moves on.
    if (m_userTurnsLeftOnTopic <= 0) {
        const std::size_t topics = m_corpus.topics.size();
        m_topic = (m_topic + 1 + below(topics - 1)) % topics;
        m_userTurnsLeftOnTopic = 3 + int(below(5));
    }
    --m_userTurnsLeftOnTopic;
    std::string turn = userSentence();
    if (below(3) == 0) {
        turn += m_corpus.sentenceSeparator;
        turn += userSentence();
    }
    return turn;
}

std::string PromptFiller::assistantTurn()
{
    const std::size_t count = 2 + below(3);
    std::string turn = assistantSentence();
    for (std::size_t i = 1; i < count; ++i) {
        turn += m_corpus.sentenceSeparator;
        turn += assistantSentence();
    }
    return turn;
}

} // namespace ttft
