#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttft {

// Word error rate of a transcript against the known text: (substitutions + deletions +
// insertions) / reference words, by the minimum edit distance over words (as jiwer and the
// speech-recognition benchmarks compute it). Both texts are normalised first: lower case (ASCII),
// punctuation (ASCII and the CJK marks) dropped, split on white space; a Chinese, Japanese or
// Korean character is a word of its own, so for Chinese this is the character error rate (CER),
// which is what Chinese benchmarks report.
struct WordErrors {
    std::int64_t substitutions = 0;
    std::int64_t deletions = 0;
    std::int64_t insertions = 0;
    std::int64_t referenceWords = 0;

    // nullopt when the reference has no words.
    std::optional<double> rate() const;
};

// The words a text is compared by (normalised as above).
std::vector<std::string> comparisonWords(std::string_view text);

// Counts the errors; nullopt when either text has more than `maxWords` words (the edit distance
// takes words × words steps: a transcript is compared with its utterance, not a book).
std::optional<WordErrors> wordErrors(std::string_view reference, std::string_view hypothesis,
                                     std::size_t maxWords = 20'000);

} // namespace ttft
