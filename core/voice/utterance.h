#pragma once

#include <QString>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ttft {

// Speech a recogniser is measured with: 16-bit mono samples and, where known, what is said.
struct Utterance {
    std::string text;                  // the words spoken (empty: unknown, no error rate)
    std::string language;              // "en", "zh"
    int sampleRate = 16'000;
    std::vector<std::int16_t> samples;

    double durationMs() const { return double(samples.size()) * 1000.0 / sampleRate; }
    // A canonical WAV file of the samples (44-byte header, sizes filled in).
    std::string wav() const;
};

// Utterances of realistic length (4 to 8 s spoken) in English and Chinese, what a caller says to a
// voice agent: {language, text}.
const std::vector<std::pair<std::string, std::string>> &builtInUtterances();

// Speaks `text` with espeak-ng (Debian; voice en-us for "en", cmn for "zh") and converts it with
// sox to `sampleRate`, 16-bit mono. Runs two processes and waits for them: not on a UI thread.
// nullopt with the reason in `error` when a tool is missing or fails.
std::optional<Utterance> synthesiseUtterance(const std::string &text, const std::string &language, int sampleRate,
                                             std::string *error = nullptr);

// The user's own recording: any file sox reads (WAV, FLAC, MP3 where sox has the codec),
// converted to `sampleRate`, 16-bit mono; `text` is what it says, if known.
std::optional<Utterance> readUtterance(const QString &path, const std::string &text, int sampleRate,
                                       std::string *error = nullptr);

// What a measurement speaks: the user's recordings (`texts[i]` says what recording i says, ""
// or missing: unknown), or without recordings the built-in utterances in `language` ("en", "zh";
// empty: all), spoken by espeak-ng. Each utterance is tagged with `language` when given. Runs
// processes and waits: not on a UI thread. nullopt with the reason (naming the file) in `error`.
std::optional<std::vector<Utterance>> loadUtterances(const std::vector<std::string> &recordings,
                                                     const std::vector<std::string> &texts, const std::string &language,
                                                     int sampleRate, std::string *error = nullptr);

// The samples of a canonical 16-bit mono PCM WAV (what sox writes); nullopt for anything else.
std::optional<std::vector<std::int16_t>> pcm16MonoSamples(const std::string &wav, int &sampleRate);

} // namespace ttft
