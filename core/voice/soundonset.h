#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>

namespace ttft {

// Hands a detector that takes sample frames as (mean of the channels' squares, largest magnitude)
// — SoundOnset, SpeechSpan — one frame of `channels` samples, `sampleOf(c)` giving channel c's.
template <typename Detector, typename SampleOf>
void addSampleFrame(Detector &detector, int channels, SampleOf &&sampleOf)
{
    double sum = 0;
    double peak = 0;
    for (int channel = 0; channel < channels; ++channel) {
        const double value = sampleOf(channel);
        sum += value * value;
        peak = std::max(peak, std::abs(value));
    }
    detector.add(sum / channels, peak);
}

// Where sound starts in decoded audio: what a caller hears as the first real audio, after any
// leading silence a TTS service sends before it (public TTS benchmarks report time to first audio
// as the first byte plus this silence). The audio is cut into frames of `frameMs`; sound is two
// frames in a row whose RMS reaches `thresholdDbfs`, and its onset is the first sample, in the
// first of them or in the frame before, whose magnitude reaches the same level: a sine starting
// mid-frame is placed within a quarter of its period. Dither never makes a frame loud, and a lone
// click makes one at most; header bytes never reach here (the container's reader decodes only
// samples). Sound shorter than two frames is not found. Samples are in [-1, 1].
class SoundOnset
{
public:
    struct Options {
        double thresholdDbfs = -50; // speech is -30…-10 dBFS RMS; dither and hiss lie below -60
        double frameMs = 10;
    };

    SoundOnset(Options options, int sampleRate);

    // One sample frame: the mean of its channels' squares and the largest magnitude among them.
    void add(double meanSquare, double peak);
    bool found() const { return m_onsetSample >= 0; }
    std::int64_t samplesSeen() const { return m_index; }
    // The audio before the sound, in ms of audio; nullopt until sound is found.
    std::optional<double> onsetMs() const;

private:
    double m_rmsThreshold2;   // squared
    double m_peakThreshold;
    int m_sampleRate;
    std::int64_t m_frameSamples;
    std::int64_t m_index = 0;        // samples seen
    std::int64_t m_inFrame = 0;
    double m_sum = 0;
    std::int64_t m_firstLoudPrev = -1; // first loud sample of the previous (quiet) frame
    std::int64_t m_firstLoudCur = -1;  // … of the current frame
    std::int64_t m_pendingOnset = -1;  // the onset if the frame after a loud one is loud too
    std::int64_t m_onsetSample = -1;
};

} // namespace ttft
