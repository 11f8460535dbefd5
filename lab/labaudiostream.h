#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include "labaudioencoder.h"

#include <cstdint>
#include <memory>
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
// sound is a quiet 440 Hz tone (about -40 dBFS), after any leading silence (zeros with ±1 LSB of
// dither, as an encoder leaves silence):
// - pcm: 16-bit little-endian mono samples at the model's rate, nothing else;
// - wav: a 44-byte RIFF header whose RIFF and data sizes are 0xFFFFFFFF (a stream does not know its
//   length; decoders read to the end), then the same samples;
// - mp3, opus, flac: the same samples encoded by Debian's encoders (labaudioencoder.h), a chunk
//   being whole MP3 frames, Ogg pages or FLAC frames of at least `chunkMs` of audio (the first one
//   carries the headers);
// - aac: NOT real audio: an ADTS sync word and then zero bytes at 64 kbps, paced like the others.
//   A client can time its first byte; it cannot decode it.
// Encoding a speech takes milliseconds: the encoded speeches are kept (the last 32), so that a
// repeated request costs the server nothing more.
class LabAudioStream
{
public:
    // `totalSamples` ≥ 1 of speech, after `silentSamples` of leading silence; `chunkMs` > 0.
    LabAudioStream(LabAudioFormat format, int sampleRate, std::int64_t totalSamples, double chunkMs,
                   std::int64_t silentSamples = 0);

    int chunkCount() const;
    std::int64_t totalSamples() const { return m_totalSamples; } // silence and speech
    std::int64_t silentSamples() const { return m_silentSamples; }
    std::int64_t chunkEndSample(int chunk) const;                // audio written once chunk k is
    std::int64_t chunkStartSample(int chunk) const { return chunk == 0 ? 0 : chunkEndSample(chunk - 1); }
    double samplesToMs(std::int64_t samples) const { return double(samples) * 1000.0 / m_sampleRate; }
    // The body bytes of chunk k (the first one carries the container's header, if any).
    QByteArray chunk(int chunk) const;

    // MPEG Layer III: samples in one frame at this rate.
    static int mp3FrameSamples(int sampleRate) { return sampleRate >= 32'000 ? 1152 : 576; }

private:
    std::int16_t sampleAt(std::int64_t sample) const;
    QByteArray pcmSamples(std::int64_t from, std::int64_t to) const;
    QByteArray opaqueBytes(std::int64_t from, std::int64_t to) const;
    void encode();

    std::int64_t m_silentSamples = 0;
    LabAudioFormat m_format;
    int m_sampleRate;
    std::int64_t m_totalSamples;
    std::int64_t m_chunkSamples;
    // mp3, opus, flac: the encoded speech and, per chunk, the end of its last unit.
    std::shared_ptr<const LabEncodedAudio> m_encoded;
    std::vector<std::size_t> m_chunkUnitEnds;
};

} // namespace ttft
