#include "audiometer.h"

#include <algorithm>
#include <array>

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
}

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
    if (!m_problem.empty())
        return;
    switch (m_options.format) {
    case AudioFormat::Pcm:
        countData(ns, std::int64_t(bytes.size()));
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

void AudioMeter::countData(std::int64_t ns, std::int64_t bytes)
{
    m_dataBytes += bytes;
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
            bytes.remove_prefix(std::size_t(take));
            m_parsed += take;
            countData(ns, take);
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
