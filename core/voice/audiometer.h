#pragma once

#include "soundonset.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace ttft {

class AudioDecoder;

// The audio formats a TTS endpoint streams (OpenAI's response_format names).
enum class AudioFormat { Pcm, Wav, Mp3, Opus, Aac, Flac };

const char *audioFormatName(AudioFormat format); // "pcm" | "wav" | "mp3" | "opus" | "aac" | "flac"
bool audioFormatFromName(std::string_view name, AudioFormat &format);

// Watches a streamed audio body as it arrives and tells when the first byte came and when the first
// `thresholdMs` of audio had arrived: for raw PCM from the byte count (rate, channels and sample size
// given), for WAV from the RIFF header's fmt chunk and the bytes after the data chunk's header (a
// streamed WAV's sizes may be 0 or 0xFFFFFFFF: ignored), for MP3 by walking the frame headers (an
// ID3v2 tag skipped; MPEG 1, 2 and 2.5, layers I–III; samples of complete frames counted). For Opus,
// AAC and FLAC only the first byte is known. Where the sound starts (leadingSilenceMs) comes from
// the samples: read directly in PCM and WAV, decoded in MP3, Opus and FLAC (audiodecoder.h). Works on bytes split anywhere; keeps only what an
// unfinished header needs. Not thread-safe: one meter per response, fed from one thread.
class AudioMeter
{
public:
    struct Options {
        AudioFormat format = AudioFormat::Pcm;
        int pcmSampleRate = 24'000;
        int pcmChannels = 1;
        int pcmBytesPerSample = 2;
        double thresholdMs = 100;
        SoundOnset::Options onset;  // where the sound starts (PCM and WAV of linear samples)
    };

    explicit AudioMeter(Options options);
    ~AudioMeter();
    AudioMeter(AudioMeter &&) noexcept;
    AudioMeter &operator=(AudioMeter &&) noexcept;

    void onBytes(std::int64_t ns, std::string_view bytes);

    std::int64_t firstByteNs() const { return m_firstByteNs; }  // -1 until the first byte
    std::int64_t thresholdNs() const { return m_thresholdNs; }  // -1 until thresholdMs of audio (or never)
    bool durationKnown() const;          // the format lets the meter count audio time
    double audioMs() const { return m_audioMs; } // audio received so far (0 when not known)
    std::int64_t bytes() const { return m_bytes; }
    // What did not parse ("not a WAV stream: no RIFF header", "MP3: lost frame sync at byte 4123"),
    // empty when all was well. The meter stops counting time after a problem; bytes still count.
    const std::string &problem() const { return m_problem; }
    // The first real audio: the leading silence before the sound starts, in ms of audio, once the
    // sound is found (soundonset.h). Known for raw PCM, for WAV of integer (8 to 32 bits) or
    // float samples, and for MP3, Opus and FLAC once decoded; nullopt for AAC, before the sound,
    // and for audio that never sounds.
    std::optional<double> leadingSilenceMs() const;
    bool onsetReadable() const { return m_onset.has_value(); } // samples have been decoded
    double decodedMs() const;                                   // audio looked at for the onset
    // Why the decoder of a compressed format stopped, empty while it goes on (apart from
    // problem(): the duration and the 100 ms mark do not depend on it).
    std::string decodeProblem() const;

private:
    enum class Stage {
        RiffHeader, ChunkHeader, FmtBody, WavData, // WAV
        Sync, Id3Header, FrameStart, FrameBody,    // MP3
        Skip,                                      // pass over m_skip bytes, then m_afterSkip
        Done,                                      // nothing more to read (after WAV data, a problem)
    };

    bool gather(std::string_view &bytes, std::size_t size);
    void pass(std::string_view &bytes, std::int64_t count);
    bool skipDone() const;
    void countFrames(std::int64_t ns, std::int64_t frames, std::int64_t sampleRate);
    void countData(std::int64_t ns, std::string_view data);
    void setUpOnset(std::uint32_t tag, int channels, int bitsPerSample); // once the coding is known
    void decodeSamples(std::string_view data);
    static void onDecoded(void *meter, int sampleRate, int channels, const float *samples, std::size_t frames);
    void feedWav(std::int64_t ns, std::string_view bytes);
    void feedMp3(std::int64_t ns, std::string_view bytes);
    void readFmt();
    void readFrameHeader();
    void fail(std::string problem);

    Options m_options;
    std::int64_t m_firstByteNs = -1;
    std::int64_t m_thresholdNs = -1;
    std::int64_t m_bytes = 0;
    double m_audioMs = 0;
    std::string m_problem;
    std::string m_pending;            // an unfinished header (RIFF, chunk, fmt, MP3 frame, ID3); at most 64 bytes
    std::int64_t m_parsed = 0;        // stream offset of the next byte the parser reads (for messages)
    Stage m_stage = Stage::Done;
    Stage m_afterSkip = Stage::Done;
    std::int64_t m_skip = 0;          // bytes still to pass over (frame bodies, tags, chunks we do not read)
    // PCM and WAV: sample frames of m_blockAlign bytes at m_sampleRate.
    std::int64_t m_blockAlign = 0;
    std::int64_t m_dataBytes = 0;     // audio bytes so far (PCM, WAV data chunk)
    std::int64_t m_dataLeft = -1;     // WAV: bytes left in a data chunk of known size, -1 unbounded
    bool m_fmtSeen = false;           // WAV
    std::int64_t m_chunkSize = 0;     // WAV: size of the chunk whose header was just read
    // Counted audio: m_msBefore (earlier sample rates) + m_samples at m_sampleRate.
    std::int64_t m_sampleRate = 0;
    std::int64_t m_samples = 0;
    double m_msBefore = 0;
    // MP3: the frame being read.
    std::int64_t m_frameLength = 0;
    int m_frameSamples = 0;
    int m_frameRate = 0;
    int m_xingOffset = 0;             // where a Xing/Info tag would start in this frame (0: not looked for)
    bool m_firstFrame = true;
    // The onset: linear samples decoded as they come (tag 1 integer, 3 float), an unfinished sample
    // frame kept between reads.
    std::optional<SoundOnset> m_onset;
    std::uint32_t m_sampleTag = 0;
    int m_channels = 0;
    int m_bitsPerSample = 0;
    std::string m_partialFrame;
    int m_onsetRate = 0;
    // MP3, Opus, FLAC: the decoder whose samples go to m_onset; dropped once the sound is found.
    std::unique_ptr<AudioDecoder> m_decoder;
    std::string m_decodeProblem;
};

} // namespace ttft
