#include "labaudioencoder.h"

#include "labaudiostream.h"

#include <FLAC/stream_encoder.h>
#include <lame/lame.h>
#include <opus/opusenc.h>

#include <algorithm>
#include <array>
#include <memory>

namespace ttft {

namespace {

constexpr int kMp3KbitRate = 64;
constexpr int kOpusBitRate = 32'000;
// libmpg123 (like every gapless MP3 decoder) takes the decoder's own delay of 529 samples off
// beside the encoder's delay the LAME tag records.
constexpr int kMp3DecoderDelay = 529;

unsigned byteAt(const QByteArray &bytes, qsizetype at)
{
    return static_cast<unsigned char>(bytes[at]);
}

// The length of the MPEG Layer III frame at `at` (what LAME wrote: no free format), 0 if none.
qsizetype mp3FrameLength(const QByteArray &bytes, qsizetype at)
{
    if (at + 4 > bytes.size() || byteAt(bytes, at) != 0xFF || (byteAt(bytes, at + 1) & 0xE0) != 0xE0)
        return 0;
    static constexpr std::array<int, 15> kMpeg1 = {0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320};
    static constexpr std::array<int, 15> kMpeg2 = {0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160};
    static constexpr std::array<std::array<int, 3>, 4> kRates = {{
        {11'025, 12'000, 8'000}, {0, 0, 0}, {22'050, 24'000, 16'000}, {44'100, 48'000, 32'000}}};
    const unsigned version = (byteAt(bytes, at + 1) >> 3) & 3;
    const unsigned bitrateIndex = byteAt(bytes, at + 2) >> 4;
    const unsigned rateIndex = (byteAt(bytes, at + 2) >> 2) & 3;
    if (version == 1 || bitrateIndex == 0 || bitrateIndex == 15 || rateIndex == 3)
        return 0;
    const bool mpeg1 = version == 3;
    const int kbps = (mpeg1 ? kMpeg1 : kMpeg2)[bitrateIndex];
    const int rate = kRates[version][rateIndex];
    const int padding = (byteAt(bytes, at + 2) >> 1) & 1;
    return (mpeg1 ? 144 : 72) * kbps * 1000 / rate + padding;
}

LabEncodedAudio encodeMp3(int sampleRate, std::span<const std::int16_t> samples)
{
    LabEncodedAudio out;
    std::unique_ptr<lame_global_flags, decltype(&lame_close)> lame(lame_init(), &lame_close);
    if (!lame)
        return out;
    lame_set_in_samplerate(lame.get(), sampleRate);
    lame_set_out_samplerate(lame.get(), sampleRate);
    lame_set_num_channels(lame.get(), 1);
    lame_set_mode(lame.get(), MONO);
    lame_set_brate(lame.get(), kMp3KbitRate);
    lame_set_bWriteVbrTag(lame.get(), 1); // the Info frame: LAME reserves it first, filled in below
    // Encoding runs on the server's thread (once per speech, then kept): LAME's fast end of its
    // quality scale (0 best … 9 fastest) halves the time, and a quiet tone needs no more.
    lame_set_quality(lame.get(), 7);
    if (lame_init_params(lame.get()) < 0)
        return out;
    std::vector<unsigned char> buffer(samples.size() * 5 / 4 + 7200);
    std::vector<std::int16_t> input(samples.begin(), samples.end()); // LAME's API is not const
    const int encoded = lame_encode_buffer(lame.get(), input.data(), input.data(), int(input.size()),
                                           buffer.data(), int(buffer.size()));
    if (encoded < 0)
        return out;
    const int flushed = lame_encode_flush(lame.get(), buffer.data() + encoded, int(buffer.size()) - encoded);
    if (flushed < 0)
        return out;
    out.bytes = QByteArray(reinterpret_cast<const char *>(buffer.data()), encoded + flushed);
    std::array<unsigned char, 2880> tag{};
    const std::size_t tagBytes = lame_get_lametag_frame(lame.get(), tag.data(), tag.size());
    if (tagBytes == 0 || qsizetype(tagBytes) > out.bytes.size())
        return out;
    out.bytes.replace(qsizetype(0), qsizetype(tagBytes), reinterpret_cast<const char *>(tag.data()), qsizetype(tagBytes));

    const std::int64_t frameSamples = LabAudioStream::mp3FrameSamples(sampleRate);
    const std::int64_t delay = lame_get_encoder_delay(lame.get()) + kMp3DecoderDelay;
    const auto total = std::int64_t(samples.size());
    std::int64_t audioFrames = -1; // the Info frame carries no audio
    for (qsizetype at = 0; at < out.bytes.size(); ++audioFrames) {
        const qsizetype length = mp3FrameLength(out.bytes, at);
        if (length == 0)
            return out;
        at = std::min(at + length, out.bytes.size());
        const std::int64_t end = std::clamp((audioFrames + 1) * frameSamples - delay, std::int64_t(0), total);
        out.units.push_back({at, audioFrames < 0 ? 0 : end});
    }
    out.units.back().endSample = total;
    out.ok = true;
    return out;
}

// Moves the pages libopusenc has made into `out`: every packet flushed as a page of its own,
// as a live stream sends them (left to itself, libopusenc fills pages for up to a second).
bool takeOpusPages(OggOpusEnc *encoder, QByteArray &out)
{
    unsigned char *page = nullptr;
    opus_int32 length = 0;
    int result;
    while ((result = ope_encoder_get_page(encoder, &page, &length, 1)) == 1)
        out.append(reinterpret_cast<const char *>(page), length);
    return result == 0;
}

LabEncodedAudio encodeOpus(int sampleRate, std::span<const std::int16_t> samples)
{
    LabEncodedAudio out;
    std::unique_ptr<OggOpusComments, decltype(&ope_comments_destroy)> comments(ope_comments_create(),
                                                                               &ope_comments_destroy);
    if (!comments)
        return out;
    int error = OPE_OK;
    std::unique_ptr<OggOpusEnc, decltype(&ope_encoder_destroy)> encoder(
        ope_encoder_create_pull(comments.get(), sampleRate, 1, 0, &error), &ope_encoder_destroy);
    if (!encoder || error != OPE_OK)
        return out;
    ope_encoder_ctl(encoder.get(), OPUS_SET_BITRATE(kOpusBitRate));
    ope_encoder_ctl(encoder.get(), OPUS_SET_COMPLEXITY(4)); // of 10: a live encoder's setting, and the server's thread
    // No look-ahead for its rate decisions (2 s by default): a live stream encodes as it goes.
    ope_encoder_ctl(encoder.get(), OPE_SET_DECISION_DELAY(0));
    // Written 20 ms at a time (one Opus frame), the pages taken after each.
    const std::size_t step = std::size_t(sampleRate / 50);
    for (std::size_t at = 0; at < samples.size(); at += step) {
        const int count = int(std::min(step, samples.size() - at));
        if (ope_encoder_write(encoder.get(), samples.data() + at, count) != OPE_OK || !takeOpusPages(encoder.get(), out.bytes))
            return out;
    }
    if (ope_encoder_drain(encoder.get()) != OPE_OK || !takeOpusPages(encoder.get(), out.bytes))
        return out;

    // The pages (RFC 3533 §6): granule positions count 48 kHz samples, the head's pre-skip
    // (RFC 7845 §5.1) included.
    const auto total = std::int64_t(samples.size());
    std::int64_t preSkip = 0;
    for (qsizetype at = 0; at + 27 <= out.bytes.size();) {
        if (out.bytes.mid(at, 4) != "OggS")
            return out;
        const int segments = int(byteAt(out.bytes, at + 26));
        qsizetype length = 27 + segments;
        for (int i = 0; i < segments && at + 27 + i < out.bytes.size(); ++i)
            length += byteAt(out.bytes, at + 27 + i);
        std::int64_t granule = 0;
        for (int i = 7; i >= 0; --i)
            granule = granule << 8 | byteAt(out.bytes, at + 6 + i);
        if (at == 0 && out.bytes.size() >= at + 27 + segments + 12)
            preSkip = byteAt(out.bytes, at + 27 + segments + 10) | byteAt(out.bytes, at + 27 + segments + 11) << 8;
        at = std::min(at + length, out.bytes.size());
        const std::int64_t end = granule <= preSkip ? 0 : (granule - preSkip) * sampleRate / 48'000;
        out.units.push_back({at, std::min(end, total)});
    }
    if (out.units.empty())
        return out;
    out.units.back().endSample = total;
    out.ok = true;
    return out;
}

FLAC__StreamEncoderWriteStatus collectFlac(const FLAC__StreamEncoder *, const FLAC__byte buffer[], std::size_t bytes,
                                           std::uint32_t samples, std::uint32_t, void *sink)
{
    auto &out = *static_cast<LabEncodedAudio *>(sink);
    out.bytes.append(reinterpret_cast<const char *>(buffer), qsizetype(bytes));
    const std::int64_t before = out.units.empty() ? 0 : out.units.back().endSample;
    out.units.push_back({out.bytes.size(), before + samples}); // samples 0: metadata
    return FLAC__STREAM_ENCODER_WRITE_STATUS_OK;
}

LabEncodedAudio encodeFlac(int sampleRate, std::span<const std::int16_t> samples, int blockSamples)
{
    LabEncodedAudio out;
    std::unique_ptr<FLAC__StreamEncoder, decltype(&FLAC__stream_encoder_delete)> encoder(FLAC__stream_encoder_new(),
                                                                                         &FLAC__stream_encoder_delete);
    if (!encoder)
        return out;
    FLAC__stream_encoder_set_channels(encoder.get(), 1);
    FLAC__stream_encoder_set_bits_per_sample(encoder.get(), 16);
    FLAC__stream_encoder_set_sample_rate(encoder.get(), std::uint32_t(sampleRate));
    FLAC__stream_encoder_set_compression_level(encoder.get(), 5);
    FLAC__stream_encoder_set_blocksize(encoder.get(), std::uint32_t(std::clamp(blockSamples, 192, 4608)));
    FLAC__stream_encoder_set_streamable_subset(encoder.get(), true);
    // No seek callback: STREAMINFO is written once, its length unknown (0), as a stream sends it.
    if (FLAC__stream_encoder_init_stream(encoder.get(), &collectFlac, nullptr, nullptr, nullptr, &out)
        != FLAC__STREAM_ENCODER_INIT_STATUS_OK)
        return out;
    const std::vector<FLAC__int32> input(samples.begin(), samples.end());
    const bool written = FLAC__stream_encoder_process_interleaved(encoder.get(), input.data(), std::uint32_t(input.size()));
    const bool finished = FLAC__stream_encoder_finish(encoder.get());
    out.ok = written && finished && !out.units.empty();
    return out;
}

} // namespace

LabEncodedAudio labEncodeAudio(LabAudioFormat format, int sampleRate, std::span<const std::int16_t> samples,
                               int flacBlockSamples)
{
    switch (format) {
    case LabAudioFormat::Mp3: return encodeMp3(sampleRate, samples);
    case LabAudioFormat::Opus: return encodeOpus(sampleRate, samples);
    case LabAudioFormat::Flac: return encodeFlac(sampleRate, samples, flacBlockSamples);
    case LabAudioFormat::Aac:
    case LabAudioFormat::Wav:
    case LabAudioFormat::Pcm: break;
    }
    return {};
}

} // namespace ttft
