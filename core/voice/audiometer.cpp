#include "audiometer.h"

#include "audiodecoder.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>

namespace ttft {

namespace {

constexpr std::array<const char *, 6> kFormatNames = {"pcm", "wav", "mp3", "opus", "aac", "flac"};

// A fmt chunk is read up to the extensible format's sub-format tag (offset 24); the rest is skipped.
constexpr std::size_t kFmtReadBytes = 26;
// The first MP3 frame is read this far to spot a Xing/Info (side-info offset) or VBRI (offset 36) tag.
constexpr std::size_t kFrameStartBytes = 40;

unsigned byteAt(const std::string &bytes, std::size_t index)
{
    return static_cast<unsigned char>(bytes[index]);
}

std::uint32_t le16(const std::string &bytes, std::size_t at)
{
    return byteAt(bytes, at) | byteAt(bytes, at + 1) << 8;
}

std::uint32_t le32(const std::string &bytes, std::size_t at)
{
    return le16(bytes, at) | le16(bytes, at + 2) << 16;
}

bool isPrefixOf(const std::string &head, std::string_view magic)
{
    return magic.substr(0, head.size()) == head;
}

// Linear PCM in some coding whose byte count gives the duration: integer, IEEE float, A-law, µ-law.
bool isPcmLike(std::uint32_t tag)
{
    return tag == 1 || tag == 3 || tag == 6 || tag == 7;
}

// What one MPEG audio frame header says (ISO/IEC 11172-3 §2.4.2.3, ISO/IEC 13818-3 and the
// unofficial MPEG 2.5 extension); length 0 when the header is not a valid one.
struct FrameHeader {
    std::int64_t length = 0;
    int samples = 0;
    int sampleRate = 0;
    int xingOffset = 0; // Layer III: where a Xing/Info tag sits (after the side information)
    bool freeFormat = false;
};

FrameHeader parseFrameHeader(const std::string &bytes)
{
    FrameHeader header;
    const unsigned b1 = byteAt(bytes, 1), b2 = byteAt(bytes, 2), b3 = byteAt(bytes, 3);
    if (byteAt(bytes, 0) != 0xFF || (b1 & 0xE0) != 0xE0)
        return header;
    const unsigned versionBits = (b1 >> 3) & 3; // 0: MPEG 2.5, 1: reserved, 2: MPEG 2, 3: MPEG 1
    const unsigned layerBits = (b1 >> 1) & 3;   // 0: reserved, 1: III, 2: II, 3: I
    const unsigned bitrateIndex = b2 >> 4;
    const unsigned rateIndex = (b2 >> 2) & 3;
    const unsigned padding = (b2 >> 1) & 1;
    const bool mono = (b3 >> 6) == 3;
    if (versionBits == 1 || layerBits == 0 || bitrateIndex == 15 || rateIndex == 3)
        return header;
    if (bitrateIndex == 0) {
        header.freeFormat = true;
        return header;
    }
    const bool mpeg1 = versionBits == 3;
    const int layer = 4 - int(layerBits);

    static constexpr int kBitrates[5][14] = {
        {32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448}, // MPEG 1 Layer I
        {32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384},    // MPEG 1 Layer II
        {32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320},     // MPEG 1 Layer III
        {32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256},    // MPEG 2/2.5 Layer I
        {8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160},         // MPEG 2/2.5 Layers II, III
    };
    static constexpr int kRates[3][3] = {{11025, 12000, 8000}, {0, 0, 0}, {22050, 24000, 16000}};
    const int table = mpeg1 ? layer - 1 : (layer == 1 ? 3 : 4);
    const std::int64_t bitrate = std::int64_t(kBitrates[table][bitrateIndex - 1]) * 1000;
    header.sampleRate = mpeg1 ? std::array{44100, 48000, 32000}[rateIndex] : kRates[versionBits][rateIndex];

    if (layer == 1) {
        header.samples = 384;
        header.length = (12 * bitrate / header.sampleRate + padding) * 4;
    } else {
        header.samples = (layer == 3 && !mpeg1) ? 576 : 1152;
        header.length = std::int64_t(header.samples) / 8 * bitrate / header.sampleRate + padding;
    }
    if (layer == 3)
        header.xingOffset = 4 + (mpeg1 ? (mono ? 17 : 32) : (mono ? 9 : 17));
    return header;
}

} // namespace

const char *audioFormatName(AudioFormat format)
{
    const auto index = static_cast<std::size_t>(format);
    return index < kFormatNames.size() ? kFormatNames[index] : "";
}

bool audioFormatFromName(std::string_view name, AudioFormat &format)
{
    for (std::size_t i = 0; i < kFormatNames.size(); ++i) {
        if (name == kFormatNames[i]) {
            format = static_cast<AudioFormat>(i);
            return true;
        }
    }
    return false;
}

AudioMeter::AudioMeter(Options options)
    : m_options(options)
{
    switch (m_options.format) {
    case AudioFormat::Pcm:
        if (m_options.pcmSampleRate <= 0 || m_options.pcmChannels <= 0 || m_options.pcmBytesPerSample <= 0) {
            fail("PCM: sample rate, channels and bytes per sample must be positive");
            break;
        }
        m_sampleRate = m_options.pcmSampleRate;
        m_blockAlign = std::int64_t(m_options.pcmChannels) * m_options.pcmBytesPerSample;
        setUpOnset(1, m_options.pcmChannels, 8 * m_options.pcmBytesPerSample); // OpenAI's pcm: 16-bit signed
        break;
    case AudioFormat::Wav:
        m_stage = Stage::RiffHeader;
        break;
    case AudioFormat::Mp3:
        m_stage = Stage::Sync;
        break;
    case AudioFormat::Opus:
    case AudioFormat::Aac:
    case AudioFormat::Flac:
        break;
    }
    m_decoder = AudioDecoder::create(m_options.format);
}

AudioMeter::~AudioMeter() = default;
AudioMeter::AudioMeter(AudioMeter &&) noexcept = default;
AudioMeter &AudioMeter::operator=(AudioMeter &&) noexcept = default;

bool AudioMeter::durationKnown() const
{
    return m_options.format == AudioFormat::Pcm || m_options.format == AudioFormat::Wav
        || m_options.format == AudioFormat::Mp3;
}

void AudioMeter::onBytes(std::int64_t ns, std::string_view bytes)
{
    if (bytes.empty())
        return;
    if (m_firstByteNs < 0)
        m_firstByteNs = ns;
    m_bytes += std::int64_t(bytes.size());
    if (m_decoder) {
        m_decoder->feed(bytes, &AudioMeter::onDecoded, this);
        if (!m_decoder->problem().empty())
            m_decodeProblem = m_decoder->problem();
        if (!m_decodeProblem.empty() || (m_onset && m_onset->found()))
            m_decoder.reset(); // the sound is found (or never will be): decoding costs CPU for nothing
    }
    if (!m_problem.empty())
        return;
    switch (m_options.format) {
    case AudioFormat::Pcm:
        countData(ns, bytes);
        break;
    case AudioFormat::Wav:
        feedWav(ns, bytes);
        break;
    case AudioFormat::Mp3:
        feedMp3(ns, bytes);
        break;
    case AudioFormat::Opus:
    case AudioFormat::Aac:
    case AudioFormat::Flac:
        break;
    }
}

bool AudioMeter::gather(std::string_view &bytes, std::size_t size)
{
    const std::size_t take = std::min(size - std::min(size, m_pending.size()), bytes.size());
    m_pending.append(bytes.substr(0, take));
    bytes.remove_prefix(take);
    m_parsed += std::int64_t(take);
    return m_pending.size() >= size;
}

void AudioMeter::pass(std::string_view &bytes, std::int64_t count)
{
    const auto take = std::size_t(std::min<std::int64_t>(count, std::int64_t(bytes.size())));
    bytes.remove_prefix(take);
    m_parsed += std::int64_t(take);
    m_skip -= std::int64_t(take);
}

// A skip that has reached its end moves on at once, even with no byte left in this read: the frame it
// completes is counted at this read's time whatever the splits.
bool AudioMeter::skipDone() const
{
    return m_skip == 0 && (m_stage == Stage::Skip || m_stage == Stage::FrameBody);
}

void AudioMeter::countData(std::int64_t ns, std::string_view data)
{
    if (m_onset && !m_onset->found())
        decodeSamples(data);
    m_dataBytes += std::int64_t(data.size());
    // Only whole sample frames are audio: a frame split across reads counts when its last byte comes.
    const std::int64_t frames = m_dataBytes / m_blockAlign;
    if (frames > m_samples)
        countFrames(ns, frames - m_samples, m_sampleRate);
}

void AudioMeter::countFrames(std::int64_t ns, std::int64_t frames, std::int64_t sampleRate)
{
    if (sampleRate != m_sampleRate) { // an MP3 stream may change its rate between frames
        m_msBefore = m_audioMs;
        m_samples = 0;
        m_sampleRate = sampleRate;
    }
    m_samples += frames;
    // From the integer count each time, not summed per read, so that every split gives the same value.
    m_audioMs = m_msBefore + double(m_samples) * 1000.0 / double(m_sampleRate);
    if (m_thresholdNs < 0 && m_audioMs > 0 && m_audioMs >= m_options.thresholdMs)
        m_thresholdNs = ns;
}

void AudioMeter::feedWav(std::int64_t ns, std::string_view bytes)
{
    while (m_problem.empty() && (!bytes.empty() || skipDone())) {
        switch (m_stage) {
        case Stage::RiffHeader:
            if (!gather(bytes, 12)) {
                // Say it as soon as the first bytes differ: a JSON error body is not left waiting.
                if (!isPrefixOf(m_pending.substr(0, 4), "RIFF") && !isPrefixOf(m_pending.substr(0, 4), "RF64"))
                    fail("not a WAV stream: no RIFF header");
                break;
            }
            if ((m_pending.compare(0, 4, "RIFF") != 0 && m_pending.compare(0, 4, "RF64") != 0)
                || m_pending.compare(8, 4, "WAVE") != 0) {
                fail("not a WAV stream: no RIFF header");
                break;
            }
            m_pending.clear();
            m_stage = Stage::ChunkHeader;
            break;
        case Stage::ChunkHeader: {
            if (!gather(bytes, 8))
                break;
            const std::string id = m_pending.substr(0, 4);
            const std::uint32_t size = le32(m_pending, 4);
            m_pending.clear();
            m_chunkSize = size;
            if (id == "fmt ") {
                // 16 bytes, then cbSize (16 bits) bytes of extension: anything else is not a fmt chunk.
                if (size < 16 || size > 18 + 0xFFFF) {
                    fail("WAV: fmt chunk of " + std::to_string(size) + " bytes (16 to 65553)");
                    break;
                }
                m_stage = Stage::FmtBody;
            } else if (id == "data") {
                if (!m_fmtSeen) {
                    fail("WAV: data chunk before the fmt chunk");
                    break;
                }
                // A streamed WAV does not know its length: 0 and 0xFFFFFFFF mean "until the end".
                m_dataLeft = (size == 0 || size == 0xFFFFFFFFu) ? -1 : std::int64_t(size);
                m_stage = Stage::WavData;
            } else { // LIST, fact, JUNK, ds64...: passed over, padded to an even size
                m_skip = std::int64_t(size) + (size & 1);
                m_stage = Stage::Skip;
                m_afterSkip = Stage::ChunkHeader;
            }
            break;
        }
        case Stage::FmtBody:
            if (!gather(bytes, std::size_t(std::min<std::int64_t>(m_chunkSize, kFmtReadBytes))))
                break;
            readFmt();
            m_pending.clear();
            if (!m_problem.empty())
                break;
            m_skip = m_chunkSize - std::min<std::int64_t>(m_chunkSize, kFmtReadBytes) + (m_chunkSize & 1);
            m_stage = Stage::Skip;
            m_afterSkip = Stage::ChunkHeader;
            break;
        case Stage::WavData: {
            auto take = std::int64_t(bytes.size());
            if (m_dataLeft >= 0)
                take = std::min(take, m_dataLeft);
            const std::string_view data = bytes.substr(0, std::size_t(take));
            bytes.remove_prefix(std::size_t(take));
            m_parsed += take;
            countData(ns, data);
            if (m_dataLeft >= 0) {
                m_dataLeft -= take;
                // What follows a sized data chunk is metadata (LIST, id3), never more of this audio.
                if (m_dataLeft == 0)
                    m_stage = Stage::Done;
            }
            break;
        }
        case Stage::Skip:
            pass(bytes, m_skip);
            if (m_skip == 0)
                m_stage = m_afterSkip;
            break;
        default:
            m_parsed += std::int64_t(bytes.size());
            bytes = {};
            break;
        }
    }
}

void AudioMeter::readFmt()
{
    std::uint32_t tag = le16(m_pending, 0);
    const std::uint32_t channels = le16(m_pending, 2);
    const std::uint32_t rate = le32(m_pending, 4);
    const std::uint32_t blockAlign = le16(m_pending, 12);
    if (tag == 0xFFFE && m_pending.size() >= kFmtReadBytes) // WAVE_FORMAT_EXTENSIBLE: the sub-format's tag
        tag = le16(m_pending, 24);
    if (channels == 0 || rate == 0 || blockAlign == 0) {
        fail("WAV: fmt chunk with no channels, a zero sample rate or a zero block size");
        return;
    }
    if (!isPcmLike(tag) && tag != 0xFFFE) {
        fail("WAV: format tag " + std::to_string(tag) + " is compressed: its duration is not counted");
        return;
    }
    m_sampleRate = rate;
    m_blockAlign = blockAlign;
    m_fmtSeen = true;
    setUpOnset(tag, int(channels), int(le16(m_pending, 14)));
}

void AudioMeter::setUpOnset(std::uint32_t tag, int channels, int bitsPerSample)
{
    const bool integer = tag == 1 && (bitsPerSample == 8 || bitsPerSample == 16 || bitsPerSample == 24 || bitsPerSample == 32);
    const bool floating = tag == 3 && (bitsPerSample == 32 || bitsPerSample == 64);
    // Samples are read as the block says: a block of another size than the channels' samples is
    // a coding this reader does not know (A-law, µ-law, padded containers): no onset.
    if ((!integer && !floating) || channels <= 0 || m_blockAlign != std::int64_t(channels) * (bitsPerSample / 8))
        return;
    m_sampleTag = tag;
    m_channels = channels;
    m_bitsPerSample = bitsPerSample;
    m_onset.emplace(m_options.onset, int(m_sampleRate));
    m_onsetRate = int(m_sampleRate);
}

void AudioMeter::onDecoded(void *context, int sampleRate, int channels, const float *samples, std::size_t frames)
{
    auto &meter = *static_cast<AudioMeter *>(context);
    if (!meter.m_onset) {
        meter.m_onset.emplace(meter.m_options.onset, sampleRate);
        meter.m_onsetRate = sampleRate;
    }
    // A stream that changes its rate midway (MP3 may) is measured at the first one: the onset is
    // in the first frames of real TTS answers.
    for (std::size_t frame = 0; frame < frames && !meter.m_onset->found(); ++frame) {
        const float *first = samples + frame * std::size_t(channels);
        addSampleFrame(*meter.m_onset, channels, [first](int channel) { return double(first[channel]); });
    }
}

std::string AudioMeter::decodeProblem() const
{
    return m_decodeProblem;
}

namespace {

std::uint32_t le32At(const unsigned char *at)
{
    return std::uint32_t(at[0]) | std::uint32_t(at[1]) << 8 | std::uint32_t(at[2]) << 16 | std::uint32_t(at[3]) << 24;
}

// One sample of `bits` bits (little-endian) in [-1, 1]: 8-bit is unsigned (WAV's rule), the
// others signed; tag 3 is IEEE float.
double sampleAt(const unsigned char *at, std::uint32_t tag, int bits)
{
    if (tag == 3) {
        if (bits == 32) {
            const std::uint32_t raw = le32At(at);
            float value;
            std::memcpy(&value, &raw, sizeof value);
            return std::isfinite(value) ? double(value) : 0.0;
        }
        std::uint64_t raw = 0;
        for (int i = 7; i >= 0; --i)
            raw = raw << 8 | at[i];
        double value;
        std::memcpy(&value, &raw, sizeof value);
        return std::isfinite(value) ? value : 0.0;
    }
    switch (bits) {
    case 8: return (double(at[0]) - 128.0) / 128.0;
    case 16: return double(std::int16_t(std::uint16_t(at[0] | at[1] << 8))) / 32768.0;
    case 24: {
        std::int32_t value = std::int32_t(std::uint32_t(at[0]) << 8 | std::uint32_t(at[1]) << 16 | std::uint32_t(at[2]) << 24) >> 8;
        return double(value) / 8388608.0;
    }
    default: return double(std::int32_t(le32At(at))) / 2147483648.0;
    }
}

} // namespace

void AudioMeter::decodeSamples(std::string_view data)
{
    const auto block = std::size_t(m_blockAlign);
    const auto sampleBytes = std::size_t(m_bitsPerSample / 8);
    const auto frame = [&](const unsigned char *at) {
        addSampleFrame(*m_onset, m_channels, [&](int channel) {
            return std::clamp(sampleAt(at + std::size_t(channel) * sampleBytes, m_sampleTag, m_bitsPerSample), -1.0, 1.0);
        });
    };
    // A frame split across reads: completed from this read first.
    if (!m_partialFrame.empty()) {
        const std::size_t take = std::min(block - m_partialFrame.size(), data.size());
        m_partialFrame.append(data.substr(0, take));
        data.remove_prefix(take);
        if (m_partialFrame.size() < block)
            return;
        frame(reinterpret_cast<const unsigned char *>(m_partialFrame.data()));
        m_partialFrame.clear();
    }
    const auto *bytes = reinterpret_cast<const unsigned char *>(data.data());
    std::size_t at = 0;
    for (; at + block <= data.size() && !m_onset->found(); at += block)
        frame(bytes + at);
    if (!m_onset->found())
        m_partialFrame.assign(data.substr(at));
}

std::optional<double> AudioMeter::leadingSilenceMs() const
{
    return m_onset ? m_onset->onsetMs() : std::nullopt;
}

double AudioMeter::decodedMs() const
{
    return m_onset && m_onsetRate > 0 ? double(m_onset->samplesSeen()) * 1000.0 / double(m_onsetRate) : 0.0;
}

void AudioMeter::feedMp3(std::int64_t ns, std::string_view bytes)
{
    while (m_problem.empty() && (!bytes.empty() || skipDone())) {
        switch (m_stage) {
        case Stage::Sync: {
            const std::int64_t at = m_parsed - std::int64_t(m_pending.size());
            if (!gather(bytes, 4)) {
                const unsigned first = byteAt(m_pending, 0);
                if (first != 0xFF && first != 'I' && first != 'T')
                    fail("MP3: lost frame sync at byte " + std::to_string(at));
                break;
            }
            if (m_pending.compare(0, 3, "ID3") == 0) {
                m_stage = Stage::Id3Header;
                break;
            }
            if (m_pending.compare(0, 3, "TAG") == 0) { // ID3v1: 128 bytes at the end of a file
                m_pending.clear();
                m_skip = 128 - 4;
                m_stage = Stage::Skip;
                m_afterSkip = Stage::Sync;
                break;
            }
            const FrameHeader header = parseFrameHeader(m_pending);
            if (header.freeFormat) {
                fail("MP3: free-format frame at byte " + std::to_string(at) + ": its length is not in the header");
                break;
            }
            if (header.length < 4 + 1) {
                fail("MP3: lost frame sync at byte " + std::to_string(at));
                break;
            }
            m_frameLength = header.length;
            m_frameSamples = header.samples;
            m_frameRate = header.sampleRate;
            m_xingOffset = header.xingOffset;
            if (m_firstFrame && m_xingOffset > 0) {
                m_stage = Stage::FrameStart;
            } else {
                m_skip = m_frameLength - 4;
                m_pending.clear();
                m_stage = Stage::FrameBody;
            }
            break;
        }
        case Stage::Id3Header: {
            if (!gather(bytes, 10))
                break;
            std::int64_t size = 0;
            for (std::size_t i = 6; i < 10; ++i) {
                const unsigned byte = byteAt(m_pending, i);
                if (byte & 0x80) { // not syncsafe: not a tag we can measure
                    fail("MP3: ID3v2 tag at byte " + std::to_string(m_parsed - 10) + " with a size that is not syncsafe");
                    break;
                }
                size = size << 7 | byte;
            }
            if (!m_problem.empty())
                break;
            if (byteAt(m_pending, 5) & 0x10) // a footer follows the tag
                size += 10;
            m_pending.clear();
            // Skipped as it streams, never buffered: a tag may claim 256 MiB.
            m_skip = size;
            m_stage = Stage::Skip;
            m_afterSkip = Stage::Sync;
            break;
        }
        case Stage::FrameStart: {
            // The first frame may be a Xing/Info/VBRI tag frame: decoders play no sound for it.
            const auto need = std::size_t(std::min<std::int64_t>(m_frameLength, kFrameStartBytes));
            if (!gather(bytes, need))
                break;
            const auto tagAt = std::size_t(m_xingOffset);
            const bool xing = tagAt + 4 <= m_pending.size()
                && (m_pending.compare(tagAt, 4, "Xing") == 0 || m_pending.compare(tagAt, 4, "Info") == 0);
            const bool vbri = m_pending.size() >= 40 && m_pending.compare(36, 4, "VBRI") == 0;
            if (xing || vbri)
                m_frameSamples = 0;
            m_skip = m_frameLength - std::int64_t(m_pending.size());
            m_pending.clear();
            m_stage = Stage::FrameBody;
            break;
        }
        case Stage::FrameBody:
        case Stage::Skip:
            pass(bytes, m_skip);
            if (m_skip > 0)
                break;
            if (m_stage == Stage::FrameBody) {
                m_firstFrame = false;
                if (m_frameSamples > 0)
                    countFrames(ns, m_frameSamples, m_frameRate);
                m_stage = Stage::Sync;
            } else {
                m_stage = m_afterSkip;
            }
            break;
        default:
            m_parsed += std::int64_t(bytes.size());
            bytes = {};
            break;
        }
    }
}

void AudioMeter::fail(std::string problem)
{
    m_problem = std::move(problem);
    m_pending.clear();
    m_pending.shrink_to_fit();
    m_stage = Stage::Done;
}

} // namespace ttft
