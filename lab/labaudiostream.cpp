#include "labaudiostream.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <map>
#include <mutex>
#include <numbers>
#include <tuple>

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

// The nine MPEG audio sampling rates (MPEG-1, 2 and 2.5), which every format here can carry.
constexpr std::array<int, 9> kMpegRates = {44'100, 48'000, 32'000, 22'050, 24'000, 16'000, 11'025, 12'000, 8'000};

constexpr double kToneHz = 440;
constexpr double kToneAmplitude = 328; // of 32767: about -40 dBFS, audible but quiet

// AAC, not encoded: bytes at 64 kbps, so they come at a plausible rate.
constexpr std::int64_t kAacBytesPerSecond = 64'000 / 8;

// The encoded speeches, by what makes them: format, rate, speech, silence, FLAC block.
using EncodedKey = std::tuple<int, int, std::int64_t, std::int64_t, std::int64_t>;
constexpr std::size_t kEncodedKept = 32;

std::shared_ptr<const LabEncodedAudio> keptEncoding(const EncodedKey &key,
                                                    const std::function<LabEncodedAudio()> &encode)
{
    static std::mutex mutex;
    static std::map<EncodedKey, std::shared_ptr<const LabEncodedAudio>> kept;
    {
        const std::lock_guard lock(mutex);
        if (const auto it = kept.find(key); it != kept.end())
            return it->second;
    }
    auto encoded = std::make_shared<const LabEncodedAudio>(encode()); // outside the lock: workers encode at once
    const std::lock_guard lock(mutex);
    if (kept.size() >= kEncodedKept)
        kept.clear();
    kept.emplace(key, encoded);
    return encoded;
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
    return std::find(kMpegRates.begin(), kMpegRates.end(), sampleRate) != kMpegRates.end();
}

LabAudioStream::LabAudioStream(LabAudioFormat format, int sampleRate, std::int64_t totalSamples, double chunkMs,
                               std::int64_t silentSamples)
    : m_silentSamples(std::max<std::int64_t>(silentSamples, 0))
    , m_format(format)
    , m_sampleRate(sampleRate > 0 ? sampleRate : 24'000)
    , m_totalSamples(std::max<std::int64_t>(totalSamples, 1) + m_silentSamples)
    , m_chunkSamples(std::max<std::int64_t>(std::llround(std::max(chunkMs, 0.001) * m_sampleRate / 1000.0), 1))
{
    if (m_format == LabAudioFormat::Mp3 || m_format == LabAudioFormat::Opus || m_format == LabAudioFormat::Flac)
        encode();
}

void LabAudioStream::encode()
{
    const int flacBlock = int(std::min<std::int64_t>(m_chunkSamples, 4608));
    const EncodedKey key{int(m_format), m_sampleRate, m_totalSamples, m_silentSamples,
                         m_format == LabAudioFormat::Flac ? flacBlock : 0};
    m_encoded = keptEncoding(key, [this, flacBlock] {
        std::vector<std::int16_t> samples(static_cast<std::size_t>(m_totalSamples));
        for (std::int64_t i = 0; i < m_totalSamples; ++i)
            samples[std::size_t(i)] = sampleAt(i);
        return labEncodeAudio(m_format, m_sampleRate, samples, flacBlock);
    });
    if (!m_encoded->ok) {
        m_encoded.reset(); // no encoder: the stream is sent as opaque bytes, like AAC
        return;
    }
    // Chunks of whole units, each ending at least chunkMs of audio after the one before (the
    // headers go with the first audio).
    std::int64_t chunkStart = 0;
    const auto &units = m_encoded->units;
    for (std::size_t unit = 0; unit < units.size(); ++unit) {
        if (units[unit].endSample - chunkStart >= m_chunkSamples || unit + 1 == units.size()) {
            m_chunkUnitEnds.push_back(unit + 1);
            chunkStart = units[unit].endSample;
        }
    }
}

int LabAudioStream::chunkCount() const
{
    if (m_encoded)
        return int(m_chunkUnitEnds.size());
    return int((m_totalSamples + m_chunkSamples - 1) / m_chunkSamples);
}

std::int64_t LabAudioStream::chunkEndSample(int chunk) const
{
    if (m_encoded)
        return m_encoded->units[m_chunkUnitEnds[std::size_t(chunk)] - 1].endSample;
    return std::min(std::int64_t(chunk + 1) * m_chunkSamples, m_totalSamples);
}

QByteArray LabAudioStream::chunk(int chunk) const
{
    if (m_encoded) {
        const auto &units = m_encoded->units;
        const std::int64_t from = chunk == 0 ? 0 : units[m_chunkUnitEnds[std::size_t(chunk) - 1] - 1].endByte;
        const std::int64_t to = units[m_chunkUnitEnds[std::size_t(chunk)] - 1].endByte;
        return m_encoded->bytes.mid(qsizetype(from), qsizetype(to - from));
    }
    const std::int64_t from = chunkStartSample(chunk);
    const std::int64_t to = chunkEndSample(chunk);
    switch (m_format) {
    case LabAudioFormat::Pcm: return pcmSamples(from, to);
    case LabAudioFormat::Wav: {
        QByteArray bytes = chunk == 0 ? wavHeader(m_sampleRate) : QByteArray();
        bytes += pcmSamples(from, to);
        return bytes;
    }
    case LabAudioFormat::Mp3:
    case LabAudioFormat::Opus:
    case LabAudioFormat::Aac:
    case LabAudioFormat::Flac: return opaqueBytes(from, to);
    }
    return {};
}

std::int16_t LabAudioStream::sampleAt(std::int64_t sample) const
{
    // Silence as an encoder leaves it: -1, 0 or +1 (dither), never a sound.
    if (sample < m_silentSamples)
        return std::int16_t(int((sample * 7919) % 3) - 1);
    // The phase from the speech's own sample index: the tone starts at zero and runs on across chunks.
    const std::int64_t speech = sample - m_silentSamples;
    const double step = 2 * std::numbers::pi * kToneHz / m_sampleRate;
    return std::int16_t(std::lround(kToneAmplitude * std::sin(step * double(speech % m_sampleRate))));
}

QByteArray LabAudioStream::pcmSamples(std::int64_t from, std::int64_t to) const
{
    QByteArray bytes;
    bytes.reserve(qsizetype((to - from) * 2));
    for (std::int64_t sample = from; sample < to; ++sample)
        appendLe16(bytes, sampleAt(sample));
    return bytes;
}

QByteArray LabAudioStream::opaqueBytes(std::int64_t from, std::int64_t to) const
{
    const std::int64_t begin = from * kAacBytesPerSecond / m_sampleRate;
    const std::int64_t end = std::max(to * kAacBytesPerSecond / m_sampleRate, begin + 1); // never an empty write
    QByteArray bytes(qsizetype(end - begin), '\0');
    if (from == 0 && m_format == LabAudioFormat::Aac) {
        const QByteArray magic = QByteArray::fromHex("fff1"); // ADTS sync, MPEG-4, no CRC
        bytes.replace(0, std::min(magic.size(), bytes.size()), magic.left(bytes.size()));
    }
    return bytes;
}

} // namespace ttft
