#pragma once

#include "labrandom.h"

#include <QByteArray>

#include <cstdint>

namespace ttft {

// Makes plausible English answer text one token at a time: words with their leading space
// (" the", " model"), a capitalised first word, commas now and then and sentences of 6 to 18
// words ending in a full stop. Tokens contain only ASCII letters, spaces and punctuation that need
// no JSON escaping, so they can be pasted into a JSON string as they are.
class LabTextGenerator
{
public:
    explicit LabTextGenerator(std::uint64_t seed);

    QByteArray nextToken();

private:
    LabRandom m_rng;
    int m_wordsLeft = 0;      // words still to come in the current sentence; 0: end it
    bool m_first = true;      // the answer's first token has no leading space
    bool m_capitalize = true; // the next word starts a sentence
    bool m_lastWasComma = false;
};

} // namespace ttft
