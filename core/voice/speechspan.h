#pragma once

#include <cstdint>
#include <optional>
#include <span>

namespace ttft {

// Where speech starts and ends in audio as it streams: a voice activity detector of the kind a
// speech recogniser's end-pointer uses (energy over short frames, a hangover of silence before it
// says the speaker stopped). Frames of `frameMs`; speech is two frames in a row whose RMS reaches
// `thresholdDbfs` (a click makes one loud frame at most). The speech has ended once `hangoverMs` of frames below it follow the last
// speech frame; the end is then placed at the last sample of that frame whose magnitude reaches
// the threshold level — the speaker's last word, not the moment the detector was sure (the
// hangover is taken off, as recognisers' "speech stopped" events do). A pause shorter than the
// hangover is within the speech; speech after an end starts the next span.
// Samples are in [-1, 1]; fed as the mean of a sample frame's channels' squares and its largest
// magnitude (as SoundOnset).
class SpeechSpan
{
public:
    struct Options {
        double thresholdDbfs = -40; // speech is -30…-10 dBFS RMS; room noise and dither lie below -50
        double frameMs = 10;
        double hangoverMs = 300;    // what end-pointers wait (OpenAI's server VAD: silence_duration_ms 500; WebRTC-style VADs 200–300)
    };

    SpeechSpan(Options options, int sampleRate);

    void add(double meanSquare, double peak);

    // The first speech's first sample above the threshold level, once a speech frame came.
    std::optional<std::int64_t> startSample() const;
    // The last speech sample of the last span whose end is known (hangover passed).
    std::optional<std::int64_t> endSample() const;
    // The last speech sample so far (the end if the audio stops here): what a caller checks at
    // the end of an utterance whose trailing silence is shorter than the hangover.
    std::optional<std::int64_t> lastSpeechSample() const;
    std::int64_t samplesSeen() const { return m_index; }
    double samplesToMs(std::int64_t samples) const { return double(samples) * 1000.0 / m_sampleRate; }

private:
    double m_rmsThreshold2;
    double m_peakThreshold;
    int m_sampleRate;
    std::int64_t m_frameSamples;
    std::int64_t m_hangoverFrames;
    std::int64_t m_index = 0;
    std::int64_t m_inFrame = 0;
    double m_sum = 0;
    std::int64_t m_firstLoud = -1;       // in the current frame
    std::int64_t m_lastLoud = -1;        // in the current frame
    bool m_previousLoud = false;
    std::int64_t m_previousFirstLoud = -1;
    std::int64_t m_start = -1;
    std::int64_t m_lastSpeech = -1;      // last loud sample of the last speech frame
    std::int64_t m_quietFrames = 0;      // frames since the last speech frame
    std::int64_t m_end = -1;
};

// The last speech sample of 16-bit mono audio (SpeechSpan's default options), nullopt when it has
// none: what the ASR probe and the lab's recogniser both take as the speaker's last word.
std::optional<std::int64_t> lastSpeechSampleOf(std::span<const std::int16_t> samples, int sampleRate);

} // namespace ttft
