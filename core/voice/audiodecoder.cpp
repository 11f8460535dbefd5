#include "audiodecoder.h"

#include "audiometer.h"

#include <FLAC/stream_decoder.h>
#include <mpg123.h>
#include <ogg/ogg.h>
#include <opus/opus_multistream.h>
#include <opus/opusfile.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <mutex>
#include <vector>

namespace ttft {

namespace {

// What one decoder may hold of bytes it has not decoded yet (an Ogg packet, a FLAC frame): far
// above any real frame (a FLAC frame of 4,608 samples of 8 channels of 32 bits is 147 KiB).
constexpr std::size_t kMaxPendingBytes = 1 << 20;

// ---------------------------------------------------------------------------------------------
// MP3: libmpg123 in feed mode. Its gapless decoding reads the encoder's delay and padding from a
// LAME/Info tag in the first frame and leaves them out, as players do, so the onset lies where the
// encoder's input had it; without a tag the decoder's output starts with the encoder's delay
// (typically 529 + 576 samples of near-silence), which a listener hears too.
class Mp3Decoder final : public AudioDecoder
{
public:
    Mp3Decoder()
    {
        static std::once_flag initialised;
        std::call_once(initialised, [] { mpg123_init(); }); // a no-op since mpg123 1.27, needed before
        int error = MPG123_OK;
        m_handle = mpg123_new(nullptr, &error);
        if (!m_handle) {
            fail(std::string("MP3: ") + mpg123_plain_strerror(error));
            return;
        }
        // Quiet (a library printing to our terminal is output we did not write), gapless, ID3v2
        // tags skipped rather than kept, float samples at whatever rate and channels the stream has.
        mpg123_param(m_handle, MPG123_FLAGS, MPG123_QUIET | MPG123_GAPLESS | MPG123_SKIP_ID3V2 | MPG123_FORCE_FLOAT, 0);
        mpg123_format_none(m_handle);
        const long *rates = nullptr;
        std::size_t count = 0;
        mpg123_rates(&rates, &count);
        for (std::size_t i = 0; i < count; ++i)
            mpg123_format(m_handle, rates[i], MPG123_MONO | MPG123_STEREO, MPG123_ENC_FLOAT_32);
        if (mpg123_open_feed(m_handle) != MPG123_OK)
            fail(std::string("MP3: ") + mpg123_strerror(m_handle));
    }

    ~Mp3Decoder() override
    {
        if (m_handle)
            mpg123_delete(m_handle);
    }

    void decode(std::string_view bytes) override
    {
        if (mpg123_feed(m_handle, reinterpret_cast<const unsigned char *>(bytes.data()), bytes.size()) != MPG123_OK) {
            fail(std::string("MP3: ") + mpg123_strerror(m_handle));
            return;
        }
        for (;;) {
            std::size_t done = 0;
            const int result = mpg123_read(m_handle, m_buffer.data(), m_buffer.size() * sizeof(float), &done);
            if (done > 0 && m_channels > 0)
                deliver(int(m_rate), m_channels, m_buffer.data(), done / sizeof(float) / std::size_t(m_channels));
            if (result == MPG123_NEW_FORMAT) {
                int encoding = 0;
                mpg123_getformat(m_handle, &m_rate, &m_channels, &encoding);
                if (encoding != MPG123_ENC_FLOAT_32 || m_channels <= 0 || m_rate <= 0) {
                    fail("MP3: the decoder gave no float samples");
                    return;
                }
                continue;
            }
            if (result == MPG123_OK)
                continue;
            if (result == MPG123_NEED_MORE || result == MPG123_DONE)
                return;
            fail(std::string("MP3: ") + mpg123_strerror(m_handle));
            return;
        }
    }

private:
    mpg123_handle *m_handle = nullptr;
    std::vector<float> m_buffer = std::vector<float>(8192);
    long m_rate = 0;
    int m_channels = 0;
};

// ---------------------------------------------------------------------------------------------
// Ogg Opus: libogg pages the bytes as they come, libopusfile reads the OpusHead and libopus decodes
// the packets. libopusfile's own reader pulls its bytes through a callback that must block or say
// "end of stream", which a body still arriving cannot do; its parts that take what they are given
// are used. The decoder runs at 48 kHz (all Opus is coded at 48 kHz, RFC 7845 §4.2) and the head's
// pre-skip is left out, as players do.
class OpusStreamDecoder final : public AudioDecoder
{
public:
    OpusStreamDecoder() { ogg_sync_init(&m_sync); }

    ~OpusStreamDecoder() override
    {
        if (m_decoder)
            opus_multistream_decoder_destroy(m_decoder);
        if (m_streamOpen)
            ogg_stream_clear(&m_stream);
        ogg_sync_clear(&m_sync);
    }

    void decode(std::string_view bytes) override
    {
        char *buffer = ogg_sync_buffer(&m_sync, long(bytes.size()));
        if (!buffer) {
            fail("Opus: out of memory");
            return;
        }
        std::memcpy(buffer, bytes.data(), bytes.size());
        ogg_sync_wrote(&m_sync, long(bytes.size()));
        ogg_page page;
        for (int result; (result = ogg_sync_pageout(&m_sync, &page)) != 0 && problem().empty();) {
            if (result < 0)
                continue; // bytes that are not a page: libogg skips to the next capture pattern
            if (!m_streamOpen) {
                if (!ogg_page_bos(&page)) {
                    fail("Opus: the first Ogg page does not begin a stream");
                    return;
                }
                ogg_stream_init(&m_stream, ogg_page_serialno(&page));
                m_streamOpen = true;
            }
            if (ogg_page_serialno(&page) != m_stream.serialno)
                continue; // another logical stream (chained or multiplexed): not ours
            ogg_stream_pagein(&m_stream, &page);
            if (std::size_t(m_stream.body_fill) > kMaxPendingBytes) {
                fail("Opus: an Ogg packet larger than 1 MiB");
                return;
            }
            ogg_packet packet;
            while (problem().empty() && ogg_stream_packetout(&m_stream, &packet) == 1)
                onPacket(packet);
        }
    }

private:
    void onPacket(const ogg_packet &packet)
    {
        const long index = m_packets++;
        if (index == 0) {
            OpusHead head;
            if (opus_head_parse(&head, packet.packet, std::size_t(packet.bytes)) < 0) {
                fail("Opus: not an Ogg Opus stream (no OpusHead)");
                return;
            }
            // RFC 7845 §5.1.1: up to 255 channels; beyond surround sound no TTS sends, not decoded.
            if (head.channel_count > kMaxChannels) {
                fail("Opus: more than 8 channels");
                return;
            }
            int error = OPUS_OK;
            m_decoder = opus_multistream_decoder_create(48'000, head.channel_count, head.stream_count,
                                                        head.coupled_count, head.mapping, &error);
            if (!m_decoder || error != OPUS_OK) {
                fail(std::string("Opus: ") + opus_strerror(error));
                return;
            }
            m_channels = head.channel_count;
            m_preSkip = head.pre_skip;
            m_pcm.resize(std::size_t(kMaxPacketSamples) * std::size_t(m_channels));
            return;
        }
        if (index == 1)
            return; // OpusTags
        const int samples = opus_multistream_decode_float(m_decoder, packet.packet, opus_int32(packet.bytes),
                                                          m_pcm.data(), kMaxPacketSamples, 0);
        if (samples < 0)
            return; // a damaged packet: skipped as players do, the next one decodes again
        const std::size_t skip = std::min<std::size_t>(m_preSkip, std::size_t(samples));
        m_preSkip -= unsigned(skip);
        if (std::size_t(samples) > skip)
            deliver(48'000, m_channels, m_pcm.data() + skip * std::size_t(m_channels), std::size_t(samples) - skip);
    }

    static constexpr int kMaxChannels = 8;
    static constexpr int kMaxPacketSamples = 5760; // 120 ms at 48 kHz, the longest Opus packet

    ogg_sync_state m_sync;
    ogg_stream_state m_stream;
    bool m_streamOpen = false;
    long m_packets = 0;
    OpusMSDecoder *m_decoder = nullptr;
    int m_channels = 0;
    unsigned m_preSkip = 0;
    std::vector<float> m_pcm;
};

// ---------------------------------------------------------------------------------------------
// FLAC: libFLAC's stream decoder pulls its bytes through a read callback, so the bytes not yet
// decoded are kept here. When they run out inside a frame the callback aborts, the decoder is
// flushed, and the frame is read again from its first byte once more bytes came (tried again
// when what is held has grown by half: linear however the body is split). The metadata blocks
// are walked first (4-byte headers, RFC 9639 §8.1) so that libFLAC reads them only when all are in.
class FlacDecoder final : public AudioDecoder
{
public:
    FlacDecoder()
    {
        m_decoder = FLAC__stream_decoder_new();
        if (!m_decoder
            || FLAC__stream_decoder_init_stream(m_decoder, &FlacDecoder::read, nullptr, &FlacDecoder::tell, nullptr,
                                                nullptr, &FlacDecoder::write, nullptr, &FlacDecoder::error, this)
                != FLAC__STREAM_DECODER_INIT_STATUS_OK)
            fail("FLAC: the decoder did not start");
    }

    ~FlacDecoder() override
    {
        if (m_decoder) {
            FLAC__stream_decoder_finish(m_decoder);
            FLAC__stream_decoder_delete(m_decoder);
        }
    }

    void decode(std::string_view bytes) override
    {
        m_held.append(bytes);
        if (m_metadataEnd == 0 && !walkMetadata())
            return;
        if (m_held.size() < m_nextTry)
            return;
        if (!m_metadataRead) {
            m_readAt = 0;
            if (!FLAC__stream_decoder_process_until_end_of_metadata(m_decoder) || !problem().empty()) {
                fail("FLAC: its metadata did not decode");
                return;
            }
            m_metadataRead = true;
            dropDecoded();
        }
        while (problem().empty()) {
            m_starved = false;
            // An abort (ours, out of bytes) leaves the decoder ABORTED, and process_single() then
            // answers true: the state tells.
            const bool decoded = FLAC__stream_decoder_process_single(m_decoder);
            const FLAC__StreamDecoderState state = FLAC__stream_decoder_get_state(m_decoder);
            if (decoded && !m_starved && state != FLAC__STREAM_DECODER_ABORTED
                && state != FLAC__STREAM_DECODER_END_OF_STREAM) {
                dropDecoded();
                continue;
            }
            if (!m_starved) {
                fail(std::string("FLAC: ") + FLAC__StreamDecoderStateString[state]);
                return;
            }
            // Out of bytes inside a frame: read it again from its start once more came.
            FLAC__stream_decoder_flush(m_decoder);
            m_readAt = 0;
            if (m_held.size() > kMaxPendingBytes) {
                fail("FLAC: no frame in 1 MiB");
                return;
            }
            m_nextTry = m_held.size() + std::max<std::size_t>(m_held.size() / 2, 1);
            return;
        }
    }

private:
    // Where the metadata ends, once its blocks' headers are in; false until then (or on a problem).
    bool walkMetadata()
    {
        if (m_held.size() >= 4 && m_held.compare(0, 4, "fLaC") != 0) {
            fail("FLAC: not a FLAC stream (no fLaC marker)");
            return false;
        }
        while (m_walkAt + 4 <= m_held.size()) {
            const auto byte = [this](std::size_t i) { return std::size_t(static_cast<unsigned char>(m_held[i])); };
            const bool last = byte(m_walkAt) & 0x80;
            m_walkAt += 4 + (byte(m_walkAt + 1) << 16 | byte(m_walkAt + 2) << 8 | byte(m_walkAt + 3));
            if (m_walkAt > kMaxPendingBytes) {
                fail("FLAC: metadata larger than 1 MiB");
                return false;
            }
            if (last) {
                m_metadataEnd = m_walkAt;
                m_nextTry = m_metadataEnd; // libFLAC reads the metadata once it is all here
                return true;
            }
        }
        return false;
    }

    // The bytes before the decoder's position are decoded: let them go.
    void dropDecoded()
    {
        FLAC__uint64 position = 0;
        if (!FLAC__stream_decoder_get_decode_position(m_decoder, &position) || position < m_heldFrom)
            return;
        const std::size_t decoded = std::min<std::size_t>(std::size_t(position - m_heldFrom), m_held.size());
        m_held.erase(0, decoded);
        m_heldFrom += decoded;
        m_readAt -= std::min(m_readAt, decoded);
        m_nextTry = 0;
    }

    static FLAC__StreamDecoderReadStatus read(const FLAC__StreamDecoder *, FLAC__byte buffer[], std::size_t *bytes,
                                              void *self)
    {
        auto *decoder = static_cast<FlacDecoder *>(self);
        const std::size_t left = decoder->m_held.size() - decoder->m_readAt;
        if (left == 0) {
            decoder->m_starved = true;
            *bytes = 0;
            return FLAC__STREAM_DECODER_READ_STATUS_ABORT;
        }
        *bytes = std::min(*bytes, left);
        std::memcpy(buffer, decoder->m_held.data() + decoder->m_readAt, *bytes);
        decoder->m_readAt += *bytes;
        return FLAC__STREAM_DECODER_READ_STATUS_CONTINUE;
    }

    static FLAC__StreamDecoderTellStatus tell(const FLAC__StreamDecoder *, FLAC__uint64 *offset, void *self)
    {
        const auto *decoder = static_cast<const FlacDecoder *>(self);
        *offset = decoder->m_heldFrom + decoder->m_readAt;
        return FLAC__STREAM_DECODER_TELL_STATUS_OK;
    }

    static FLAC__StreamDecoderWriteStatus write(const FLAC__StreamDecoder *, const FLAC__Frame *frame,
                                                const FLAC__int32 *const channels[], void *self)
    {
        auto *decoder = static_cast<FlacDecoder *>(self);
        const unsigned count = frame->header.channels;
        const unsigned blockSize = frame->header.blocksize;
        const double scale = std::ldexp(1.0, -int(std::max(frame->header.bits_per_sample, 1u) - 1));
        decoder->m_samples.resize(std::size_t(count) * blockSize);
        for (unsigned i = 0; i < blockSize; ++i) {
            for (unsigned channel = 0; channel < count; ++channel)
                decoder->m_samples[std::size_t(i) * count + channel] = float(channels[channel][i] * scale);
        }
        decoder->deliver(int(frame->header.sample_rate), int(count), decoder->m_samples.data(), blockSize);
        return FLAC__STREAM_DECODER_WRITE_STATUS_CONTINUE;
    }

    // Lost sync, a bad header, a CRC mismatch: libFLAC goes on with the next frame, and so do we.
    static void error(const FLAC__StreamDecoder *, FLAC__StreamDecoderErrorStatus, void *) {}

    FLAC__StreamDecoder *m_decoder = nullptr;
    std::string m_held;           // stream bytes from m_heldFrom on, not yet decoded
    std::uint64_t m_heldFrom = 0;
    std::size_t m_readAt = 0;     // the read callback's next byte, in m_held
    std::size_t m_walkAt = 4;     // the next metadata block's header
    std::size_t m_metadataEnd = 0;
    std::size_t m_nextTry = 0;    // decode again once m_held has this many bytes
    bool m_metadataRead = false;
    bool m_starved = false;
    std::vector<float> m_samples;
};

} // namespace

std::unique_ptr<AudioDecoder> AudioDecoder::create(AudioFormat format)
{
    switch (format) {
    case AudioFormat::Mp3: return std::make_unique<Mp3Decoder>();
    case AudioFormat::Opus: return std::make_unique<OpusStreamDecoder>();
    case AudioFormat::Flac: return std::make_unique<FlacDecoder>();
    case AudioFormat::Pcm:
    case AudioFormat::Wav:
    case AudioFormat::Aac: break;
    }
    return nullptr;
}

void AudioDecoder::feed(std::string_view bytes, Sink sink, void *context)
{
    if (!m_problem.empty() || bytes.empty())
        return;
    m_sink = sink;
    m_context = context;
    decode(bytes);
    m_sink = nullptr;
    m_context = nullptr;
}

void AudioDecoder::deliver(int sampleRate, int channels, const float *samples, std::size_t frames) const
{
    if (m_sink && m_problem.empty() && sampleRate > 0 && channels > 0 && frames > 0)
        m_sink(m_context, sampleRate, channels, samples, frames);
}

void AudioDecoder::fail(std::string problem)
{
    if (m_problem.empty())
        m_problem = std::move(problem);
}

} // namespace ttft
