#include "labaudiostream.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

namespace ttft {

namespace {

struct FormatRow {
    LabAudioFormat format;
    std::string_view name;
    QByteArrayView contentType;
};

constexpr std::array<FormatRow, 6> kFormats{{
    {LabAudioFormat::Mp3, "mp3", "audio/mpeg"},
    {LabAudioFormat::Opus, "opus", "audio/ogg"},
    {LabAudioFormat::Aac, "aac", "audio/aac"},
    {LabAudioFormat::Flac, "flac", "audio/flac"},
    {LabAudioFormat::Wav, "wav", "audio/wav"},
    {LabAudioFormat::Pcm, "pcm", "audio/pcm"},
}};

// MPEG audio: version bits, sampling-rate index, and the Layer III 64 kbps bitrate index, by rate.
struct MpegRate {
    int rate;
    int versionBits; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
    int rateIndex;
};

constexpr std::array<MpegRate, 9> kMpegRates{{
    {44'100, 3, 0}, {48'000, 3, 1}, {32'000, 3, 2},
    {22'050, 2, 0}, {24'000, 2, 1}, {16'000, 2, 2},
    {11'025, 0, 0}, {12'000, 0, 1}, {8'000, 0, 2},
}};

constexpr int kMp3BitRate = 64'000;
constexpr double kToneHz = 440;
constexpr double kToneAmplitude = 328; // of 32767: about -40 dBFS, audible but quiet

const MpegRate *mpegRate(int sampleRate)
{
    const auto it = std::find_if(kMpegRates.begin(), kMpegRates.end(),
                                 [sampleRate](const MpegRate &row) { return row.rate == sampleRate; });
    return it == kMpegRates.end() ? nullptr : &*it;
}

// Bytes a frame's length is made of (Layer III: 144 × bitrate / rate for MPEG-1, 72 × for the
// others, whose frames hold half the samples).
std::int64_t mp3SlotNumerator(int sampleRate)
{
    return std::int64_t(sampleRate >= 32'000 ? 144 : 72) * kMp3BitRate;
}

// Opaque formats: bytes per second, so their bytes come at a plausible rate.
std::int64_t opaqueBytesPerSecond(LabAudioFormat format, int sampleRate)
{
    switch (format) {
    case LabAudioFormat::Opus: return 32'000 / 8;
    case LabAudioFormat::Aac: return 64'000 / 8;
    case LabAudioFormat::Flac: return std::int64_t(sampleRate); // half of 16-bit PCM
    default: return std::int64_t(sampleRate) * 2;
    }
}

void appendLe16(QByteArray &bytes, int value)
{
    bytes.append(char(value & 0xff));
    bytes.append(char((value >> 8) & 0xff));
}

void appendLe32(QByteArray &bytes, std::uint32_t value)
{
    for (int shift = 0; shift < 32; shift += 8)
        bytes.append(char((value >> shift) & 0xff));
}

QByteArray wavHeader(int sampleRate)
{
    QByteArray header;
    header.reserve(44);
    header += "RIFF";
    appendLe32(header, 0xFFFFFFFFu); // unknown length: streamed
    header += "WAVEfmt ";
    appendLe32(header, 16);
    appendLe16(header, 1); // PCM
    appendLe16(header, 1); // mono
    appendLe32(header, std::uint32_t(sampleRate));
    appendLe32(header, std::uint32_t(sampleRate) * 2); // byte rate
    appendLe16(header, 2);  // block align
    appendLe16(header, 16); // bits per sample
    header += "data";
    appendLe32(header, 0xFFFFFFFFu);
    return header;
}

} // namespace

std::string_view labAudioFormatName(LabAudioFormat format)
{
    for (const FormatRow &row : kFormats) {
        if (row.format == format)
            return row.name;
    }
    return "mp3";
}

std::optional<LabAudioFormat> labAudioFormatFromName(std::string_view name)
{
    for (const FormatRow &row : kFormats) {
        if (row.name == name)
            return row.format;
    }
    return std::nullopt;
}

std::string_view labAudioFormatNames()
{
    return "mp3, opus, aac, flac, wav, pcm";
}

QByteArrayView labAudioContentType(LabAudioFormat format)
{
    for (const FormatRow &row : kFormats) {
        if (row.format == format)
            return row.contentType;
    }
    return "application/octet-stream";
}

bool labAudioRateSupported(int sampleRate)
{
    return mpegRate(sampleRate) != nullptr;
}

int LabAudioStream::mp3FrameBytes(int sampleRate, std::int64_t index)
{
    // Frame i ends at byte floor((i + 1) × numerator / rate): the padding bit is set on the frames
    // where that floor steps one further than the unpadded length, as encoders do.
    const std::int64_t numerator = mp3SlotNumerator(sampleRate);
    return int((index + 1) * numerator / sampleRate - index * numerator / sampleRate);
}

LabAudioStream::LabAudioStream(LabAudioFormat format, int sampleRate, std::int64_t totalSamples, double chunkMs,
                               std::int64_t silentSamples)
    : m_silentSamples(std::max<std::int64_t>(silentSamples, 0))
    , m_format(format)
    , m_sampleRate(sampleRate > 0 ? sampleRate : 24'000)
    , m_totalSamples(std::max<std::int64_t>(totalSamples, 1) + m_silentSamples)
{
    const double wantedSamples = std::max(chunkMs, 0.001) * m_sampleRate / 1000.0;
    if (m_format == LabAudioFormat::Mp3) {
        const int frame = mp3FrameSamples(m_sampleRate);
        m_chunkSamples = std::max<std::int64_t>(std::llround(wantedSamples / frame), 1) * frame;
        m_totalSamples = (m_totalSamples + frame - 1) / frame * frame;
    } else {
        m_chunkSamples = std::max<std::int64_t>(std::llround(wantedSamples), 1);
    }
}

int LabAudioStream::chunkCount() const
{
    return int((m_totalSamples + m_chunkSamples - 1) / m_chunkSamples);
}

std::int64_t LabAudioStream::chunkEndSample(int chunk) const
{
    return std::min(std::int64_t(chunk + 1) * m_chunkSamples, m_totalSamples);
}

QByteArray LabAudioStream::chunk(int chunk) const
{
    const std::int64_t from = chunkStartSample(chunk);
    const std::int64_t to = chunkEndSample(chunk);
    switch (m_format) {
    case LabAudioFormat::Pcm: return pcmSamples(from, to);
    case LabAudioFormat::Wav: {
        QByteArray bytes = chunk == 0 ? wavHeader(m_sampleRate) : QByteArray();
        bytes += pcmSamples(from, to);
        return bytes;
    }
    case LabAudioFormat::Mp3: {
        const int frame = mp3FrameSamples(m_sampleRate);
        return mp3Frames(from / frame, to / frame);
    }
    case LabAudioFormat::Opus:
    case LabAudioFormat::Aac:
    case LabAudioFormat::Flac: return opaqueBytes(from, to);
    }
    return {};
}

QByteArray LabAudioStream::pcmSamples(std::int64_t from, std::int64_t to) const
{
    QByteArray bytes;
    bytes.reserve(qsizetype((to - from) * 2));
    const double step = 2 * std::numbers::pi * kToneHz / m_sampleRate;
    for (std::int64_t sample = from; sample < to; ++sample) {
        if (sample < m_silentSamples) {
            // Silence as an encoder leaves it: -1, 0 or +1 (dither), never a sound.
            appendLe16(bytes, int((sample * 7919) % 3) - 1);
            continue;
        }
        // The phase from the speech's own sample index: the tone starts at zero and runs on across chunks.
        const std::int64_t speech = sample - m_silentSamples;
        const int value = int(std::lround(kToneAmplitude * std::sin(step * double(speech % m_sampleRate))));
        appendLe16(bytes, value);
    }
    return bytes;
}

QByteArray LabAudioStream::mp3Frames(std::int64_t fromFrame, std::int64_t toFrame) const
{
    const MpegRate *rate = mpegRate(m_sampleRate);
    const int versionBits = rate ? rate->versionBits : 2;
    const int rateIndex = rate ? rate->rateIndex : 1;
    const int bitrateIndex = versionBits == 3 ? 5 : 8; // 64 kbps in the MPEG-1 and in the MPEG-2/2.5 table
    const int unpadded = int(mp3SlotNumerator(m_sampleRate) / m_sampleRate);
    QByteArray bytes;
    for (std::int64_t index = fromFrame; index < toFrame; ++index) {
        const int length = mp3FrameBytes(m_sampleRate, index);
        const bool padded = length > unpadded;
        QByteArray frame(length, '\0');
        frame[0] = char(0xFF);
        frame[1] = char(0xE0 | (versionBits << 3) | (1 << 1) | 1); // sync, version, Layer III, no CRC
        frame[2] = char((bitrateIndex << 4) | (rateIndex << 2) | (padded ? 2 : 0));
        frame[3] = char(0xC0); // mono
        bytes += frame;
    }
    return bytes;
}

QByteArray LabAudioStream::opaqueBytes(std::int64_t from, std::int64_t to) const
{
    const std::int64_t perSecond = opaqueBytesPerSecond(m_format, m_sampleRate);
    const std::int64_t begin = from * perSecond / m_sampleRate;
    const std::int64_t end = std::max(to * perSecond / m_sampleRate, begin + 1); // never an empty write
    QByteArray bytes(qsizetype(end - begin), '\0');
    if (from == 0) {
        QByteArray magic;
        switch (m_format) {
        case LabAudioFormat::Opus: magic = QByteArrayLiteral("OggS"); break;
        case LabAudioFormat::Aac: magic = QByteArray::fromHex("fff1"); break; // ADTS sync, MPEG-4, no CRC
        case LabAudioFormat::Flac: magic = QByteArrayLiteral("fLaC"); break;
        default: break;
        }
        bytes.replace(0, std::min(magic.size(), bytes.size()), magic.left(bytes.size()));
    }
    return bytes;
}

} // namespace ttft
