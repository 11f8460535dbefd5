#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

namespace ttft {

enum class AudioFormat;

// Decodes a compressed TTS answer as its bytes arrive, for the onset finder (soundonset.h): MP3
// with libmpg123, Ogg Opus with libogg and libopus (the head read by libopusfile), FLAC with
// libFLAC. The bytes may be split anywhere; the decoded samples come out in order, as float in
// [-1, 1], interleaved. Decoders of Debian's libraries, not ours: a container or a codec we would
// parse by hand is one more place for hostile bytes to go wrong.
//
// Bounded whatever the server sends: garbage is skipped the way each library resyncs, or ends the
// decoding with a problem; the bytes a decoder holds are bounded (one MP3 or Ogg page's worth; for
// FLAC one frame, at most 1 MiB). Not thread-safe: one decoder per response.
class AudioDecoder
{
public:
    // Takes `frames` sample frames of `channels` samples each at `sampleRate`; `context` is feed()'s.
    using Sink = void (*)(void *context, int sampleRate, int channels, const float *samples, std::size_t frames);

    // A decoder for `format`, or nullptr where there is none (PCM and WAV are read by the meter
    // itself; AAC has no decoder here).
    static std::unique_ptr<AudioDecoder> create(AudioFormat format);

    virtual ~AudioDecoder() = default;
    AudioDecoder(const AudioDecoder &) = delete;
    AudioDecoder &operator=(const AudioDecoder &) = delete;

    // Decodes what `bytes` complete and hands the samples to `sink` before it returns (the decoder
    // keeps no pointer to it: its owner may move).
    void feed(std::string_view bytes, Sink sink, void *context);
    // Why decoding stopped ("Opus: not an Opus stream", "FLAC: frame larger than 1 MiB"); empty
    // while it goes on. A decoder that stopped ignores what it is fed.
    const std::string &problem() const { return m_problem; }

protected:
    AudioDecoder() = default;
    virtual void decode(std::string_view bytes) = 0;
    void deliver(int sampleRate, int channels, const float *samples, std::size_t frames) const;
    void fail(std::string problem);

private:
    Sink m_sink = nullptr;
    void *m_context = nullptr;
    std::string m_problem;
};

} // namespace ttft
