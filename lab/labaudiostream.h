#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <cstdint>
#include <optional>
#include <string_view>

namespace ttft {

// The audio formats of OpenAI's /v1/audio/speech (response_format).
enum class LabAudioFormat { Mp3, Opus, Aac, Flac, Wav, Pcm };

std::string_view labAudioFormatName(LabAudioFormat format); // "mp3", "opus", ...
std::optional<LabAudioFormat> labAudioFormatFromName(std::string_view name); // exact names only
std::string_view labAudioFormatNames();   // "mp3, opus, aac, flac, wav, pcm"
QByteArrayView labAudioContentType(LabAudioFormat format); // "audio/mpeg", "audio/pcm", ...
// Whether a sample rate is one of the nine MPEG audio rates (8000 … 48000), which every format
// here can carry.
bool labAudioRateSupported(int sampleRate);

// The bytes of one simulated speech, cut into the chunks the server writes one at a time. The
// sound is a quiet 440 Hz tone (about -40 dBFS) where the format carries samples:
// - pcm: 16-bit little-endian mono samples at the model's rate, nothing else;
// - wav: a 44-byte RIFF header whose RIFF and data sizes are 0xFFFFFFFF (a stream does not know its
//   length; decoders read to the end), then the same samples;
// - mp3: valid MPEG audio Layer III frame headers, mono, 64 kbps, no CRC (MPEG-1 at 32/44.1/48 kHz:
//   1152 samples a frame; MPEG-2 at 16/22.05/24 kHz and MPEG-2.5 at 8/11.025/12 kHz: 576), with
//   the padding bit wherever the frame length needs it, and all-zero frame bodies (zero side info:
//   decoders play silence). A chunk is whole frames; the speech is rounded up to a whole frame;
// - opus, aac, flac: NOT real audio: the format's magic bytes ("OggS", an ADTS sync word, "fLaC")
//   and then zero bytes, at a plausible bitrate (32 kbps, 64 kbps, half the PCM rate), paced like the others. A
//   client can time their first byte (all it can time in those formats without decoding); it
//   cannot decode them.
class LabAudioStream
{
public:
    // `totalSamples` ≥ 1 of speech, after `silentSamples` of leading silence (pcm, wav: zeros with
    // ±1 LSB of dither; the other formats carry no samples); `chunkMs` > 0 (mp3: rounded to whole
    // frames, at least one).
    LabAudioStream(LabAudioFormat format, int sampleRate, std::int64_t totalSamples, double chunkMs,
                   std::int64_t silentSamples = 0);

    int chunkCount() const;
    std::int64_t totalSamples() const { return m_totalSamples; } // silence and speech (mp3: whole frames)
    std::int64_t silentSamples() const { return m_silentSamples; }
    std::int64_t chunkEndSample(int chunk) const;                // audio written once chunk k is
    std::int64_t chunkStartSample(int chunk) const { return std::int64_t(chunk) * m_chunkSamples; }
    double samplesToMs(std::int64_t samples) const { return double(samples) * 1000.0 / m_sampleRate; }
    // The body bytes of chunk k (the first one carries the container's header, if any).
    QByteArray chunk(int chunk) const;

    // MPEG Layer III: samples in one frame at this rate.
    static int mp3FrameSamples(int sampleRate) { return sampleRate >= 32'000 ? 1152 : 576; }
    // Bytes of frame `index` at 64 kbps (the padding bit makes up the fractional part over frames).
    static int mp3FrameBytes(int sampleRate, std::int64_t index);

private:
    QByteArray pcmSamples(std::int64_t from, std::int64_t to) const;
    QByteArray mp3Frames(std::int64_t fromFrame, std::int64_t toFrame) const;
    QByteArray opaqueBytes(std::int64_t from, std::int64_t to) const;

    std::int64_t m_silentSamples = 0;
    LabAudioFormat m_format;
    int m_sampleRate;
    std::int64_t m_totalSamples;
    std::int64_t m_chunkSamples;
};

} // namespace ttft
