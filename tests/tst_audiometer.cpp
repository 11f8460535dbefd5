#include "voice/audiometer.h"

#include "lab/labaudioencoder.h"
#include "lab/labaudiostream.h"

#include <QTest>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <utility>
#include <vector>

using namespace ttft;

// Streams are built here from the format specifications (RIFF/WAVE, ISO/IEC 11172-3 and 13818-3
// frame headers, ID3v2.4 §3.1), and every expected frame length and threshold byte is worked out in
// the comments from the spec, not from the meter's code.

Q_DECLARE_METATYPE(ttft::AudioFormat)

namespace {

AudioMeter::Options pcmOptions(int rate, int channels, int bytesPerSample, double thresholdMs = 100)
{
    AudioMeter::Options options;
    options.format = AudioFormat::Pcm;
    options.pcmSampleRate = rate;
    options.pcmChannels = channels;
    options.pcmBytesPerSample = bytesPerSample;
    options.thresholdMs = thresholdMs;
    return options;
}

AudioMeter::Options formatOptions(AudioFormat format)
{
    AudioMeter::Options options;
    options.format = format;
    return options;
}

std::string le16(unsigned value)
{
    return {char(value & 0xFF), char((value >> 8) & 0xFF)};
}

std::string le32(std::uint32_t value)
{
    return le16(value & 0xFFFF) + le16(value >> 16);
}

// A deterministic non-silent payload (its content must not matter to the meter).
std::string payload(std::size_t size, unsigned seed = 1)
{
    std::string bytes(size, '\0');
    std::uint32_t state = seed * 2654435761u + 1;
    for (char &c : bytes) {
        state = state * 1664525u + 1013904223u;
        c = char(state >> 24);
    }
    return bytes;
}

std::string chunk(const std::string &id, const std::string &body, std::uint32_t declaredSize)
{
    std::string bytes = id + le32(declaredSize) + body;
    if (body.size() % 2)
        bytes += '\0'; // RIFF pads a chunk to an even size; the pad byte is not in its size
    return bytes;
}

std::string chunk(const std::string &id, const std::string &body)
{
    return chunk(id, body, std::uint32_t(body.size()));
}

std::string fmtBody(unsigned tag, unsigned channels, std::uint32_t rate, unsigned bitsPerSample)
{
    const unsigned blockAlign = channels * bitsPerSample / 8;
    return le16(tag) + le16(channels) + le32(rate) + le32(rate * blockAlign) + le16(blockAlign) + le16(bitsPerSample);
}

// The 44-byte canonical header: RIFF(12) + fmt chunk(8 + 16) + data chunk header(8).
std::string canonicalWavHeader(unsigned channels, std::uint32_t rate, unsigned bits, std::uint32_t dataSize,
                               std::uint32_t riffSize)
{
    return "RIFF" + le32(riffSize) + "WAVE" + chunk("fmt ", fmtBody(1, channels, rate, bits)) + "data" + le32(dataSize);
}

// One MPEG audio frame: the 4-byte header (11172-3 §2.4.1.3) and a body filling `length` bytes.
//   versionBits: 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5; layerBits: 1 Layer III, 2 Layer II, 3 Layer I.
std::string mpegFrame(unsigned versionBits, unsigned layerBits, unsigned bitrateIndex, unsigned rateIndex,
                      bool padding, bool mono, std::size_t length, unsigned seed = 7)
{
    std::string frame;
    frame += char(0xFF);
    frame += char(0xE0 | versionBits << 3 | layerBits << 1 | 1); // protection bit 1: no CRC
    frame += char(bitrateIndex << 4 | rateIndex << 2 | unsigned(padding) << 1);
    frame += char((mono ? 3u : 0u) << 6);
    // The body is side information and main data: bytes that never form a frame header by accident
    // would make the test weaker, so it is noise (the meter must not look inside a frame).
    frame += payload(length - 4, seed);
    return frame;
}

std::string syncsafe(std::uint32_t size)
{
    return {char((size >> 21) & 0x7F), char((size >> 14) & 0x7F), char((size >> 7) & 0x7F), char(size & 0x7F)};
}

std::string id3v2Tag(std::uint32_t bodySize)
{
    // "ID3", version 4.0, no flags, syncsafe size of what follows the 10-byte header. The body
    // holds a frame-sync lookalike, which must be skipped, not read.
    std::string body = "TIT2" + std::string(6, '\0') + std::string("\xFF\xFB\x90\x00", 4);
    body += std::string(bodySize - body.size(), '\0');
    return std::string("ID3\x04\x00\x00", 6) + syncsafe(bodySize) + body;
}

struct Outcome {
    std::int64_t firstByteNs = -1;
    std::int64_t thresholdNs = -1;
    double audioMs = 0;
    std::int64_t bytes = 0;
    std::string problem;
};

Outcome outcome(const AudioMeter &meter)
{
    return {meter.firstByteNs(), meter.thresholdNs(), meter.audioMs(), meter.bytes(), meter.problem()};
}

// Fed one byte at a time, byte i (1-based) at time i: the threshold stamp names the byte that completed it.
Outcome feedBytewise(const AudioMeter::Options &options, const std::string &stream)
{
    AudioMeter meter(options);
    for (std::size_t i = 0; i < stream.size(); ++i)
        meter.onBytes(std::int64_t(i + 1), std::string_view(stream).substr(i, 1));
    return outcome(meter);
}

// The stream fed one byte at a time, whole, and in two reads split at every position must agree:
// the threshold is stamped at the read holding byte `thresholdByte` (1-based; -1: never reached).
void checkEverySplit(const AudioMeter::Options &options, const std::string &stream, std::int64_t thresholdByte,
                     double audioMs)
{
    const Outcome bytewise = feedBytewise(options, stream);
    QCOMPARE(bytewise.firstByteNs, 1);
    QCOMPARE(bytewise.thresholdNs, thresholdByte);
    QCOMPARE(bytewise.bytes, std::int64_t(stream.size()));
    QVERIFY2(std::abs(bytewise.audioMs - audioMs) < 1e-9,
             qPrintable(QStringLiteral("audio %1 ms, expected %2").arg(bytewise.audioMs).arg(audioMs)));

    AudioMeter whole(options);
    whole.onBytes(1000, stream);
    QCOMPARE(whole.thresholdNs(), thresholdByte < 0 ? -1 : 1000);
    QCOMPARE(whole.audioMs(), bytewise.audioMs);
    QCOMPARE(whole.problem(), bytewise.problem);

    for (std::size_t split = 1; split < stream.size(); ++split) {
        AudioMeter meter(options);
        meter.onBytes(10, std::string_view(stream).substr(0, split));
        meter.onBytes(20, {}); // an empty read changes nothing
        meter.onBytes(30, std::string_view(stream).substr(split));
        const std::int64_t expected = thresholdByte < 0 ? -1 : (thresholdByte <= std::int64_t(split) ? 10 : 30);
        if (meter.thresholdNs() != expected || meter.audioMs() != bytewise.audioMs
            || meter.problem() != bytewise.problem || meter.firstByteNs() != 10) {
            QFAIL(qPrintable(QStringLiteral("split at %1: threshold %2 (expected %3), %4 ms (expected %5), problem [%6]")
                                 .arg(split)
                                 .arg(meter.thresholdNs())
                                 .arg(expected)
                                 .arg(meter.audioMs())
                                 .arg(bytewise.audioMs)
                                 .arg(QString::fromStdString(meter.problem()))));
        }
    }
}

#define CHECK_EVERY_SPLIT(options, stream, thresholdByte, audioMs)                                                   \
    do {                                                                                                             \
        checkEverySplit(options, stream, thresholdByte, audioMs);                                                    \
        if (QTest::currentTestFailed())                                                                              \
            return;                                                                                                  \
    } while (false)

} // namespace

class TestAudioMeter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void formatNames();
    void pcm24kMonoAtByte4800();
    void pcmRates_data();
    void pcmRates();
    void pcmInvalidOptions();
    void firstByteIgnoresEmptyReads();
    void wavCanonical_data();
    void wavCanonical();
    void wavChunksBeforeData();
    void wav8BitStereo16k();
    void wavExtensible();
    void wavSizedDataThenMetadata();
    void wavBroken_data();
    void wavBroken();
    void mp3Frames_data();
    void mp3Frames();
    void mp3Id3v2BeforeFirstFrame();
    void mp3HugeId3IsSkippedNotBuffered();
    void mp3InfoFrameIsNotAudio();
    void mp3TrailingId3v1();
    void mp3GarbageMidStream();
    void mp3Broken_data();
    void mp3Broken();
    void firstByteOnlyFormats_data();
    void firstByteOnlyFormats();
    void onsetAfterLeadingSilence_data();
    void onsetAfterLeadingSilence();
    void onsetIgnoresDitherClicksAndHeaders();
    void onsetInOtherCodings();
    void onsetInEncodedFormats_data();
    void onsetInEncodedFormats();
    void hostileEncodedStreams();
};

void TestAudioMeter::formatNames()
{
    const std::vector<std::pair<AudioFormat, std::string>> names = {
        {AudioFormat::Pcm, "pcm"}, {AudioFormat::Wav, "wav"},   {AudioFormat::Mp3, "mp3"},
        {AudioFormat::Opus, "opus"}, {AudioFormat::Aac, "aac"}, {AudioFormat::Flac, "flac"},
    };
    for (const auto &[format, name] : names) {
        QCOMPARE(std::string(audioFormatName(format)), name);
        AudioFormat parsed = format == AudioFormat::Pcm ? AudioFormat::Flac : AudioFormat::Pcm;
        QVERIFY(audioFormatFromName(name, parsed));
        QCOMPARE(parsed, format);
    }
    for (const char *unknown : {"", "ogg", "pcm16", "mp", "wave", " mp3", "mp3 "}) {
        AudioFormat parsed = AudioFormat::Aac;
        QVERIFY2(!audioFormatFromName(unknown, parsed), unknown);
        QCOMPARE(parsed, AudioFormat::Aac); // left untouched
    }
}

void TestAudioMeter::pcm24kMonoAtByte4800()
{
    // 24 000 samples/s × 2 bytes × 1 channel = 48 000 bytes/s: 100 ms is byte 4800 exactly.
    const AudioMeter::Options options = pcmOptions(24'000, 1, 2);
    const std::string stream = payload(9600);
    {
        AudioMeter meter(options);
        QVERIFY(meter.durationKnown());
        meter.onBytes(5, std::string_view(stream).substr(0, 4799));
        QCOMPARE(meter.firstByteNs(), 5);
        QCOMPARE(meter.thresholdNs(), -1);
        QVERIFY(meter.audioMs() < 100);
        meter.onBytes(6, std::string_view(stream).substr(4799, 1));
        QCOMPARE(meter.thresholdNs(), 6);
        QCOMPARE(meter.audioMs(), 100.0);
        meter.onBytes(7, std::string_view(stream).substr(4800));
        QCOMPARE(meter.thresholdNs(), 6); // stamped once
        QCOMPARE(meter.audioMs(), 200.0);
        QCOMPARE(meter.bytes(), 9600);
        QVERIFY(meter.problem().empty());
    }
    CHECK_EVERY_SPLIT(options, stream, 4800, 200.0);
}

void TestAudioMeter::pcmRates_data()
{
    QTest::addColumn<int>("rate");
    QTest::addColumn<int>("channels");
    QTest::addColumn<int>("bytesPerSample");
    QTest::addColumn<double>("thresholdMs");
    QTest::addColumn<int>("thresholdByte");

    // threshold byte = ceil(rate × ms / 1000) whole sample frames × channels × bytes per sample
    QTest::newRow("16k mono s16") << 16'000 << 1 << 2 << 100.0 << 3200;
    QTest::newRow("44.1k stereo s16") << 44'100 << 2 << 2 << 100.0 << 17'640;
    QTest::newRow("48k stereo f32") << 48'000 << 2 << 4 << 100.0 << 38'400;
    QTest::newRow("8k mono u8") << 8'000 << 1 << 1 << 100.0 << 800;
    QTest::newRow("24k mono s16 50 ms") << 24'000 << 1 << 2 << 50.0 << 2400;
    QTest::newRow("22.05k mono s16") << 22'050 << 1 << 2 << 100.0 << 4410; // 2205 frames
    // 11 025 × 0.1 = 1102.5 frames: the threshold needs frame 1103 whole, byte 2206.
    QTest::newRow("11.025k mono s16 half frame") << 11'025 << 1 << 2 << 100.0 << 2206;
    // 24 kHz stereo s24: 6-byte frames, 2400 of them.
    QTest::newRow("24k stereo s24") << 24'000 << 2 << 3 << 100.0 << 14'400;
}

void TestAudioMeter::pcmRates()
{
    QFETCH(int, rate);
    QFETCH(int, channels);
    QFETCH(int, bytesPerSample);
    QFETCH(double, thresholdMs);
    QFETCH(int, thresholdByte);
    const int frameBytes = channels * bytesPerSample;
    const std::string stream = payload(std::size_t(thresholdByte) + 3 * std::size_t(frameBytes) + 1);
    // Whole frames only: with frames of 2 bytes or more, the last byte is a partial frame.
    const double audioMs = double(stream.size() / std::size_t(frameBytes)) * 1000.0 / rate;
    CHECK_EVERY_SPLIT(pcmOptions(rate, channels, bytesPerSample, thresholdMs), stream, thresholdByte, audioMs);
}

void TestAudioMeter::pcmInvalidOptions()
{
    for (const auto &options : {pcmOptions(0, 1, 2), pcmOptions(24'000, 0, 2), pcmOptions(24'000, 1, 0),
                                pcmOptions(-24'000, 1, 2)}) {
        AudioMeter meter(options);
        meter.onBytes(3, payload(10'000));
        QCOMPARE(meter.firstByteNs(), 3);
        QCOMPARE(meter.bytes(), 10'000);
        QCOMPARE(meter.thresholdNs(), -1);
        QCOMPARE(meter.audioMs(), 0.0);
        QVERIFY(!meter.problem().empty());
    }
}

void TestAudioMeter::firstByteIgnoresEmptyReads()
{
    AudioMeter meter(pcmOptions(24'000, 1, 2));
    QCOMPARE(meter.firstByteNs(), -1);
    meter.onBytes(10, {});
    QCOMPARE(meter.firstByteNs(), -1);
    QCOMPARE(meter.bytes(), 0);
    meter.onBytes(20, "a");
    meter.onBytes(30, "bc");
    QCOMPARE(meter.firstByteNs(), 20);
    QCOMPARE(meter.bytes(), 3);
}

void TestAudioMeter::wavCanonical_data()
{
    QTest::addColumn<quint32>("dataSize");
    QTest::addColumn<quint32>("riffSize");
    // 9600 data bytes: 36 + 9600 in RIFF. Streamed WAVs do not know their length: 0 or 0xFFFFFFFF.
    QTest::newRow("sizes filled in") << quint32(9600) << quint32(36 + 9600);
    QTest::newRow("streamed 0xFFFFFFFF") << quint32(0xFFFFFFFF) << quint32(0xFFFFFFFF);
    QTest::newRow("streamed 0") << quint32(0) << quint32(0);
    QTest::newRow("data 0xFFFFFFFF riff 0") << quint32(0xFFFFFFFF) << quint32(0);
}

void TestAudioMeter::wavCanonical()
{
    QFETCH(quint32, dataSize);
    QFETCH(quint32, riffSize);
    // 24 kHz mono s16 (OpenAI's wav): 48 bytes per ms after the 44-byte header, so byte 44 + 4800.
    const std::string header = canonicalWavHeader(1, 24'000, 16, dataSize, riffSize);
    QCOMPARE(header.size(), std::size_t(44));
    const std::string stream = header + payload(9600);
    AudioMeter::Options options = formatOptions(AudioFormat::Wav);
    options.pcmSampleRate = 8000; // PCM options do not apply to WAV: the fmt chunk says
    {
        AudioMeter meter(options);
        QVERIFY(meter.durationKnown());
        meter.onBytes(1, std::string_view(stream).substr(0, 44));
        QCOMPARE(meter.audioMs(), 0.0);
        QCOMPARE(meter.firstByteNs(), 1);
        QVERIFY(meter.problem().empty());
    }
    CHECK_EVERY_SPLIT(options, stream, 44 + 4800, 200.0);
}

void TestAudioMeter::wavChunksBeforeData()
{
    // RIFF(12), a JUNK chunk before fmt with an odd size (8 + 5 + 1 pad byte = 14), fmt (8 + 16 = 24),
    // LIST/INFO holding an odd-sized ISFT (8 + 4 + (8 + 7 + 1) = 28), fact (8 + 4 = 12), data header (8):
    // the audio starts after 12 + 14 + 24 + 28 + 12 + 8 = 98 bytes.
    const std::string list = chunk("LIST", "INFO" + chunk("ISFT", std::string("Lavf60\0", 7)));
    const std::string prefix = "RIFF" + le32(0xFFFFFFFF) + "WAVE" + chunk("JUNK", payload(5))
        + chunk("fmt ", fmtBody(1, 1, 24'000, 16)) + list + chunk("fact", le32(0)) + "data" + le32(0xFFFFFFFF);
    QCOMPARE(prefix.size(), std::size_t(98));
    CHECK_EVERY_SPLIT(formatOptions(AudioFormat::Wav), prefix + payload(6000), 98 + 4800, 125.0);
}

void TestAudioMeter::wav8BitStereo16k()
{
    // 16 000 frames/s × 2 channels × 1 byte = 32 bytes per ms: 100 ms is 3200 bytes after the 44.
    const std::string stream = canonicalWavHeader(2, 16'000, 8, 0xFFFFFFFF, 0xFFFFFFFF) + payload(4001);
    // 4001 bytes: 2000 whole frames (125 ms) and half of the next.
    CHECK_EVERY_SPLIT(formatOptions(AudioFormat::Wav), stream, 44 + 3200, 125.0);
}

void TestAudioMeter::wavExtensible()
{
    // WAVE_FORMAT_EXTENSIBLE: fmt of 40 bytes, tag 0xFFFE, cbSize 22, valid bits, channel mask and the
    // KSDATAFORMAT_SUBTYPE_PCM GUID {00000001-0000-0010-8000-00AA00389B71}.
    const std::string guid = le32(1) + le16(0) + le16(0x10) + std::string("\x80\x00\x00\xAA\x00\x38\x9B\x71", 8);
    const std::string fmt = fmtBody(0xFFFE, 1, 24'000, 16) + le16(22) + le16(16) + le32(4) + guid;
    QCOMPARE(fmt.size(), std::size_t(40));
    const std::string prefix = "RIFF" + le32(0) + "WAVE" + chunk("fmt ", fmt) + "data" + le32(0);
    QCOMPARE(prefix.size(), std::size_t(12 + 48 + 8));
    CHECK_EVERY_SPLIT(formatOptions(AudioFormat::Wav), prefix + payload(4800), 68 + 4800, 100.0);
}

void TestAudioMeter::wavSizedDataThenMetadata()
{
    // A data chunk of 2400 bytes (50 ms at 24 kHz s16 mono), then a 5000-byte LIST chunk: not audio.
    const std::string stream = canonicalWavHeader(1, 24'000, 16, 2400, 36 + 2400 + 5008)
        + payload(2400) + chunk("LIST", "INFO" + payload(4996));
    CHECK_EVERY_SPLIT(formatOptions(AudioFormat::Wav), stream, -1, 50.0);
    AudioMeter::Options half = formatOptions(AudioFormat::Wav);
    half.thresholdMs = 50;
    CHECK_EVERY_SPLIT(half, stream, 44 + 2400, 50.0);
    QVERIFY(feedBytewise(half, stream).problem.empty());
}

void TestAudioMeter::wavBroken_data()
{
    QTest::addColumn<QByteArray>("stream");
    QTest::addColumn<QString>("problem");
    auto bytes = [](const std::string &text) { return QByteArray(text.data(), qsizetype(text.size())); };
    const std::string riff = "RIFF" + le32(0xFFFFFFFF) + "WAVE";
    const std::string data = "data" + le32(0xFFFFFFFF) + payload(9600);

    QTest::newRow("json error body") << bytes(R"({"error":{"message":"voice not found"}})") << "no RIFF header";
    QTest::newRow("RIFF but AVI") << bytes("RIFF" + le32(1000) + "AVI " + payload(1000)) << "no RIFF header";
    QTest::newRow("RIFX big-endian") << bytes("RIFX" + le32(1000) + "WAVE" + payload(1000)) << "no RIFF header";
    QTest::newRow("mp3 sent as wav") << bytes(mpegFrame(3, 1, 9, 0, false, false, 417)) << "no RIFF header";
    QTest::newRow("zero sample rate") << bytes(riff + chunk("fmt ", fmtBody(1, 1, 0, 16)) + data) << "zero sample rate";
    QTest::newRow("zero channels") << bytes(riff + chunk("fmt ", fmtBody(1, 0, 24'000, 16)) + data) << "no channels";
    // tag 1, 1 channel, 24 kHz, 48000 bytes/s, block align 0, 16 bits
    const std::string zeroAlign = le16(1) + le16(1) + le32(24'000) + le32(48'000) + le16(0) + le16(16);
    QTest::newRow("zero block align") << bytes(riff + chunk("fmt ", zeroAlign) + data) << "zero block size";
    QTest::newRow("fmt too short") << bytes(riff + chunk("fmt ", fmtBody(1, 1, 24'000, 16).substr(0, 12)) + data)
                                   << "fmt chunk of 12 bytes";
    QTest::newRow("fmt claims 4 GiB") << bytes(riff + "fmt " + le32(0xFFFFFFF0) + fmtBody(1, 1, 24'000, 16) + data)
                                      << "fmt chunk of 4294967280 bytes";
    QTest::newRow("data before fmt") << bytes(riff + data) << "data chunk before the fmt chunk";
    QTest::newRow("mp3 in wav (tag 0x55)") << bytes(riff + chunk("fmt ", fmtBody(0x55, 1, 24'000, 16)) + data)
                                          << "format tag 85";
}

void TestAudioMeter::wavBroken()
{
    QFETCH(QByteArray, stream);
    QFETCH(QString, problem);
    const std::string bytes(stream.constData(), std::size_t(stream.size()));
    const AudioMeter::Options options = formatOptions(AudioFormat::Wav);
    const Outcome outcome = feedBytewise(options, bytes);
    QVERIFY2(QString::fromStdString(outcome.problem).contains(problem), outcome.problem.c_str());
    QCOMPARE(outcome.firstByteNs, 1);
    QCOMPARE(outcome.bytes, std::int64_t(bytes.size())); // bytes still count after a problem
    QCOMPARE(outcome.thresholdNs, -1);
    QCOMPARE(outcome.audioMs, 0.0);
    CHECK_EVERY_SPLIT(options, bytes, -1, 0.0);
}

void TestAudioMeter::mp3Frames_data()
{
    QTest::addColumn<int>("versionBits");
    QTest::addColumn<int>("layerBits");
    QTest::addColumn<int>("bitrateIndex");
    QTest::addColumn<int>("rateIndex");
    QTest::addColumn<bool>("mono");
    QTest::addColumn<int>("padEvery");      // 0 no padding, 1 every frame, 2 every other frame (from the 2nd)
    QTest::addColumn<int>("length");        // bytes of an unpadded frame
    QTest::addColumn<int>("paddedLength");  // bytes of a padded frame
    QTest::addColumn<int>("samples");       // per frame
    QTest::addColumn<int>("rate");
    QTest::addColumn<int>("frames");
    QTest::addColumn<int>("thresholdFrame"); // the frame whose completion reaches 100 ms

    // MPEG-1 Layer III, 44.1 kHz (index 0), 128 kbit/s (index 9): 144 × 128000 / 44100 = 417.96 → 417,
    // 418 padded; 1152 samples = 26.12 ms: 3 frames 78.4 ms, 4 frames 104.5 ms.
    QTest::newRow("MPEG-1 L3 44.1k 128k") << 3 << 1 << 9 << 0 << false << 0 << 417 << 418 << 1152 << 44'100 << 6 << 4;
    QTest::newRow("MPEG-1 L3 44.1k 128k padded") << 3 << 1 << 9 << 0 << false << 1 << 417 << 418 << 1152 << 44'100 << 6 << 4;
    QTest::newRow("MPEG-1 L3 44.1k 128k some padded") << 3 << 1 << 9 << 0 << false << 2 << 417 << 418 << 1152 << 44'100 << 6 << 4;
    // MPEG-2 Layer III, 24 kHz (index 1), 64 kbit/s (index 8), mono: 72 × 64000 / 24000 = 192 bytes;
    // 576 samples = 24 ms: 4 frames 96 ms, 5 frames 120 ms.
    QTest::newRow("MPEG-2 L3 24k 64k mono") << 2 << 1 << 8 << 1 << true << 0 << 192 << 193 << 576 << 24'000 << 6 << 5;
    // MPEG-2.5 Layer III, 8 kHz (index 2), 32 kbit/s (index 4): 72 × 32000 / 8000 = 288; 576 samples = 72 ms.
    QTest::newRow("MPEG-2.5 L3 8k 32k mono") << 0 << 1 << 4 << 2 << true << 1 << 288 << 289 << 576 << 8000 << 4 << 2;
    // MPEG-2.5 Layer III, 8 kHz, 8 kbit/s (index 1): 72 × 8000 / 8000 = 72 bytes, the smallest frames here.
    QTest::newRow("MPEG-2.5 L3 8k 8k mono") << 0 << 1 << 1 << 2 << true << 0 << 72 << 73 << 576 << 8000 << 3 << 2;
    // MPEG-1 Layer II, 48 kHz (index 1), 192 kbit/s (index 10): 144 × 192000 / 48000 = 576; 1152 samples = 24 ms.
    QTest::newRow("MPEG-1 L2 48k 192k") << 3 << 2 << 10 << 1 << false << 0 << 576 << 577 << 1152 << 48'000 << 6 << 5;
    // MPEG-2 Layer II, 16 kHz (index 2), 32 kbit/s (index 4): 144 × 32000 / 16000 = 288; 1152 samples = 72 ms.
    QTest::newRow("MPEG-2 L2 16k 32k") << 2 << 2 << 4 << 2 << false << 0 << 288 << 289 << 1152 << 16'000 << 3 << 2;
    // MPEG-1 Layer I, 44.1 kHz, 384 kbit/s (index 12): (12 × 384000 / 44100 = 104.49 → 104) × 4 = 416,
    // padded (104 + 1) × 4 = 420; 384 samples = 8.71 ms: 11 frames 95.8 ms, 12 frames 104.5 ms.
    QTest::newRow("MPEG-1 L1 44.1k 384k") << 3 << 3 << 12 << 0 << false << 2 << 416 << 420 << 384 << 44'100 << 13 << 12;
}

void TestAudioMeter::mp3Frames()
{
    QFETCH(int, versionBits);
    QFETCH(int, layerBits);
    QFETCH(int, bitrateIndex);
    QFETCH(int, rateIndex);
    QFETCH(bool, mono);
    QFETCH(int, padEvery);
    QFETCH(int, length);
    QFETCH(int, paddedLength);
    QFETCH(int, samples);
    QFETCH(int, rate);
    QFETCH(int, frames);
    QFETCH(int, thresholdFrame);

    std::string stream;
    std::int64_t thresholdByte = -1;
    for (int i = 1; i <= frames; ++i) {
        const bool padded = padEvery == 1 || (padEvery == 2 && i % 2 == 0);
        stream += mpegFrame(unsigned(versionBits), unsigned(layerBits), unsigned(bitrateIndex), unsigned(rateIndex),
                            padded, mono, std::size_t(padded ? paddedLength : length), unsigned(i));
        if (i == thresholdFrame)
            thresholdByte = std::int64_t(stream.size());
    }
    CHECK_EVERY_SPLIT(formatOptions(AudioFormat::Mp3), stream, thresholdByte, frames * samples * 1000.0 / rate);

    // A frame is counted only once it is complete: one byte short of the threshold frame is not enough.
    AudioMeter meter(formatOptions(AudioFormat::Mp3));
    QVERIFY(meter.durationKnown());
    meter.onBytes(1, std::string_view(stream).substr(0, std::size_t(thresholdByte - 1)));
    QCOMPARE(meter.thresholdNs(), -1);
    QVERIFY(std::abs(meter.audioMs() - (thresholdFrame - 1) * samples * 1000.0 / rate) < 1e-9);
    meter.onBytes(2, std::string_view(stream).substr(std::size_t(thresholdByte - 1), 1));
    QCOMPARE(meter.thresholdNs(), 2);
    QVERIFY(meter.problem().empty());
}

void TestAudioMeter::mp3Id3v2BeforeFirstFrame()
{
    // ID3v2 sizes are syncsafe: 7 bits per byte, 300 = 2 × 128 + 44.
    QCOMPARE(syncsafe(300), std::string("\x00\x00\x02\x2C", 4));
    const std::string tag = id3v2Tag(300);
    QCOMPARE(tag.size(), std::size_t(310));
    // MPEG-2 L3 24 kHz 64 kbit/s mono: 192-byte frames of 24 ms, the 5th reaches 100 ms.
    std::string frames;
    for (unsigned i = 0; i < 6; ++i)
        frames += mpegFrame(2, 1, 8, 1, false, true, 192, i);
    CHECK_EVERY_SPLIT(formatOptions(AudioFormat::Mp3), tag + frames, 310 + 5 * 192, 144.0);

    // A v2.4 tag with a footer (flag 0x10): 10 more bytes after its body, not in its size.
    std::string footed = id3v2Tag(100);
    footed[5] = char(0x10);
    footed += std::string("3DI\x04\x00\x10", 6) + syncsafe(100);
    QCOMPARE(footed.size(), std::size_t(120));
    CHECK_EVERY_SPLIT(formatOptions(AudioFormat::Mp3), footed + frames, 120 + 5 * 192, 144.0);

    // Two tags in a row (some encoders prepend one to another's).
    CHECK_EVERY_SPLIT(formatOptions(AudioFormat::Mp3), tag + footed + frames, 310 + 120 + 5 * 192, 144.0);
}

void TestAudioMeter::mp3HugeId3IsSkippedNotBuffered()
{
    // A tag claiming 2^28 - 1 bytes: the meter passes over what arrives instead of waiting to hold it.
    std::string header = std::string("ID3\x04\x00\x00", 6) + syncsafe(0x0FFFFFFF);
    AudioMeter meter(formatOptions(AudioFormat::Mp3));
    meter.onBytes(1, header);
    const std::string block = payload(64 * 1024);
    for (int i = 0; i < 64; ++i) // 4 MiB of tag body
        meter.onBytes(2 + i, block);
    QVERIFY(meter.problem().empty());
    QCOMPARE(meter.bytes(), std::int64_t(10 + 64 * block.size()));
    QCOMPARE(meter.audioMs(), 0.0);
    QCOMPARE(meter.thresholdNs(), -1);
    QCOMPARE(meter.firstByteNs(), 1);

    // A tag whose size bytes are not syncsafe is a problem, not a skip of a wild length.
    AudioMeter bad(formatOptions(AudioFormat::Mp3));
    bad.onBytes(1, std::string("ID3\x04\x00\x00\xFF\xFF\xFF\xFF", 10) + payload(1000));
    QVERIFY2(bad.problem().find("syncsafe") != std::string::npos, bad.problem().c_str());
}

void TestAudioMeter::mp3InfoFrameIsNotAudio()
{
    // LAME writes a first frame holding an "Info" (CBR) or "Xing" (VBR) tag after the side
    // information; decoders play nothing for it. MPEG-1 stereo: side info is 32 bytes, tag at 4 + 32.
    std::string info = mpegFrame(3, 1, 9, 0, false, false, 417, 99);
    info.replace(36, 4, "Info");
    std::string stream = info;
    for (unsigned i = 0; i < 5; ++i)
        stream += mpegFrame(3, 1, 9, 0, false, false, 417, i);
    // Audio frames 2..6: the 4th of them (frame 5) reaches 104.5 ms.
    CHECK_EVERY_SPLIT(formatOptions(AudioFormat::Mp3), stream, 5 * 417, 5 * 1152 * 1000.0 / 44'100);

    // MPEG-2 mono: side info is 9 bytes, "Xing" at 4 + 9.
    std::string xing = mpegFrame(2, 1, 8, 1, false, true, 192, 99);
    xing.replace(13, 4, "Xing");
    stream = xing;
    for (unsigned i = 0; i < 5; ++i)
        stream += mpegFrame(2, 1, 8, 1, false, true, 192, i);
    CHECK_EVERY_SPLIT(formatOptions(AudioFormat::Mp3), stream, 6 * 192, 120.0);

    // The same bytes in a later frame are only audio data.
    stream = mpegFrame(2, 1, 8, 1, false, true, 192, 98) + xing;
    CHECK_EVERY_SPLIT(formatOptions(AudioFormat::Mp3), stream, -1, 48.0);
}

void TestAudioMeter::mp3TrailingId3v1()
{
    std::string stream;
    for (unsigned i = 0; i < 6; ++i)
        stream += mpegFrame(2, 1, 8, 1, false, true, 192, i);
    stream += "TAG" + std::string(125, ' '); // ID3v1: 128 bytes at the end
    CHECK_EVERY_SPLIT(formatOptions(AudioFormat::Mp3), stream, 5 * 192, 144.0);
    QVERIFY(feedBytewise(formatOptions(AudioFormat::Mp3), stream).problem.empty());
}

void TestAudioMeter::mp3GarbageMidStream()
{
    // Two 417-byte frames (52.2 ms), garbage, then four more frames that must not count.
    std::string stream = mpegFrame(3, 1, 9, 0, false, false, 417, 1) + mpegFrame(3, 1, 9, 0, false, false, 417, 2);
    stream += "garbage in the middle";
    for (unsigned i = 3; i <= 6; ++i)
        stream += mpegFrame(3, 1, 9, 0, false, false, 417, i);
    const AudioMeter::Options options = formatOptions(AudioFormat::Mp3);
    const Outcome outcome = feedBytewise(options, stream);
    QCOMPARE(outcome.problem, std::string("MP3: lost frame sync at byte 834"));
    QCOMPARE(outcome.bytes, std::int64_t(stream.size()));
    CHECK_EVERY_SPLIT(options, stream, -1, 2 * 1152 * 1000.0 / 44'100);

    // A threshold reached before the garbage stands.
    AudioMeter::Options low = options;
    low.thresholdMs = 50;
    CHECK_EVERY_SPLIT(low, stream, 834, 2 * 1152 * 1000.0 / 44'100);

    // A frame cut short (its length says 417, the next header comes after 300 bytes): sync is lost there.
    std::string cut = mpegFrame(3, 1, 9, 0, false, false, 417, 1).substr(0, 300);
    cut += mpegFrame(3, 1, 9, 0, false, false, 417, 2) + mpegFrame(3, 1, 9, 0, false, false, 417, 3);
    const Outcome cutOutcome = feedBytewise(options, cut);
    QVERIFY(!cutOutcome.problem.empty());
    QVERIFY(cutOutcome.audioMs < 27.0); // at most the (misread) first frame
}

void TestAudioMeter::mp3Broken_data()
{
    QTest::addColumn<QByteArray>("stream");
    QTest::addColumn<QString>("problem");
    auto bytes = [](const std::string &text) { return QByteArray(text.data(), qsizetype(text.size())); };
    const std::string good = mpegFrame(2, 1, 8, 1, false, true, 192);
    auto patched = [&](int index, unsigned value) {
        std::string frame = good;
        frame[std::size_t(index)] = char(value);
        return bytes(frame + good);
    };
    QTest::newRow("json error body") << bytes(R"({"error":"rate limited"})") << "lost frame sync at byte 0";
    QTest::newRow("wav sent as mp3") << bytes(canonicalWavHeader(1, 24'000, 16, 0, 0) + payload(500))
                                     << "lost frame sync at byte 0";
    QTest::newRow("junk before the first frame") << bytes("\x01\x02" + good) << "lost frame sync at byte 0";
    // byte 1 = 111 VV LL P: version 01 is reserved, layer 00 is reserved.
    QTest::newRow("reserved version") << patched(1, 0xE0 | 1 << 3 | 1 << 1 | 1) << "lost frame sync at byte 0";
    QTest::newRow("reserved layer") << patched(1, 0xE0 | 2 << 3 | 0 << 1 | 1) << "lost frame sync at byte 0";
    // byte 2 = BBBB RR P x: bitrate 1111 is forbidden, rate 11 reserved, bitrate 0000 is free format.
    QTest::newRow("bad bitrate") << patched(2, 0xF0 | 1 << 2) << "lost frame sync at byte 0";
    QTest::newRow("reserved sample rate") << patched(2, 8 << 4 | 3 << 2) << "lost frame sync at byte 0";
    QTest::newRow("free format") << patched(2, 0 << 4 | 1 << 2) << "free-format frame at byte 0";
}

void TestAudioMeter::mp3Broken()
{
    QFETCH(QByteArray, stream);
    QFETCH(QString, problem);
    const std::string bytes(stream.constData(), std::size_t(stream.size()));
    const AudioMeter::Options options = formatOptions(AudioFormat::Mp3);
    const Outcome outcome = feedBytewise(options, bytes);
    QVERIFY2(QString::fromStdString(outcome.problem).contains(problem), outcome.problem.c_str());
    QCOMPARE(outcome.bytes, std::int64_t(bytes.size()));
    QCOMPARE(outcome.audioMs, 0.0);
    CHECK_EVERY_SPLIT(options, bytes, -1, 0.0);
}

void TestAudioMeter::firstByteOnlyFormats_data()
{
    QTest::addColumn<AudioFormat>("format");
    QTest::addColumn<QByteArray>("head");
    QTest::newRow("opus") << AudioFormat::Opus << QByteArray("OggS\x00\x02", 6);
    QTest::newRow("aac") << AudioFormat::Aac << QByteArray("\xFF\xF1\x50\x80\x02\x1F\xFC", 7); // ADTS
    QTest::newRow("flac") << AudioFormat::Flac << QByteArray("fLaC\x00\x00\x00\x22", 8);
}

void TestAudioMeter::firstByteOnlyFormats()
{
    QFETCH(AudioFormat, format);
    QFETCH(QByteArray, head);
    AudioMeter meter(formatOptions(format));
    QVERIFY(!meter.durationKnown());
    meter.onBytes(4, {});
    meter.onBytes(5, std::string_view(head.constData(), std::size_t(head.size())));
    const std::string body = payload(48'000);
    meter.onBytes(6, body);
    meter.onBytes(7, body);
    QCOMPARE(meter.firstByteNs(), 5);
    QCOMPARE(meter.bytes(), std::int64_t(head.size()) + 96'000);
    QCOMPARE(meter.thresholdNs(), -1);
    QCOMPARE(meter.audioMs(), 0.0);
    QVERIFY(meter.problem().empty());
    QVERIFY(!meter.durationKnown());
}

namespace {

// Samples of a speech-like stream: `silenceMs` of silence (±1 LSB of dither, or digital zero), then
// a 220 Hz tone at `toneDbfs` (RMS), 16-bit little-endian, `channels` interleaved.
std::string tonedPcm(int rate, int channels, double silenceMs, double toneMs, double toneDbfs, bool dither = true)
{
    std::string bytes;
    const auto silent = std::int64_t(std::llround(silenceMs * rate / 1000.0));
    const auto total = silent + std::int64_t(std::llround(toneMs * rate / 1000.0));
    const double amplitude = std::sqrt(2.0) * std::pow(10.0, toneDbfs / 20.0) * 32767.0;
    for (std::int64_t i = 0; i < total; ++i) {
        const int value = i < silent ? (dither ? int((i * 7919) % 3) - 1 : 0)
                                     : int(std::lround(amplitude * std::sin(2 * M_PI * 220.0 * double(i - silent) / rate)));
        for (int c = 0; c < channels; ++c)
            bytes += le16(unsigned(value) & 0xFFFF);
    }
    return bytes;
}

// The meter over `stream` in reads of `split` bytes.
AudioMeter meterOver(const AudioMeter::Options &options, const std::string &stream, std::size_t split)
{
    AudioMeter meter(options);
    for (std::size_t at = 0; at < stream.size(); at += split)
        meter.onBytes(std::int64_t(at) + 1, std::string_view(stream).substr(at, split));
    return meter;
}

} // namespace

void TestAudioMeter::onsetAfterLeadingSilence_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<int>("channels");
    QTest::addColumn<double>("silenceMs");
    QTest::addColumn<double>("toneDbfs");
    for (const char *format : {"pcm", "wav"}) {
        for (const double silence : {0.0, 5.0, 300.0, 1234.5}) {
            QTest::addRow("%s/%.1f ms/-20 dBFS", format, silence) << QString::fromLatin1(format) << 1 << silence << -20.0;
            QTest::addRow("%s/%.1f ms/-40 dBFS/stereo", format, silence) << QString::fromLatin1(format) << 2 << silence << -40.0;
        }
    }
}

void TestAudioMeter::onsetAfterLeadingSilence()
{
    // Where the sound starts, in ms of audio, whatever the reads' sizes: within a millisecond of
    // the truth (a 220 Hz sine crosses the threshold in its first quarter period).
    QFETCH(QString, format);
    QFETCH(int, channels);
    QFETCH(double, silenceMs);
    QFETCH(double, toneDbfs);
    const int rate = 24'000;
    AudioMeter::Options options;
    options.format = format == QLatin1String("wav") ? AudioFormat::Wav : AudioFormat::Pcm;
    options.pcmChannels = channels;
    const std::string samples = tonedPcm(rate, channels, silenceMs, 200, toneDbfs);
    const std::string stream = options.format == AudioFormat::Wav
        ? canonicalWavHeader(unsigned(channels), rate, 16, 0xFFFFFFFFu, 0xFFFFFFFFu) + samples
        : samples;
    for (const std::size_t split : {std::size_t(1), std::size_t(3), std::size_t(4096), stream.size()}) {
        const AudioMeter meter = meterOver(options, stream, split);
        QVERIFY(meter.onsetReadable());
        QVERIFY2(meter.leadingSilenceMs(), qPrintable(QStringLiteral("split %1: no onset").arg(split)));
        QVERIFY2(std::abs(*meter.leadingSilenceMs() - silenceMs) <= 1.0,
                 qPrintable(QStringLiteral("split %1: %2 ms, not %3").arg(split).arg(*meter.leadingSilenceMs()).arg(silenceMs)));
    }
}

void TestAudioMeter::onsetIgnoresDitherClicksAndHeaders()
{
    AudioMeter::Options options;
    options.format = AudioFormat::Pcm;
    // All silence, dithered: no onset, however long.
    const AudioMeter quiet = meterOver(options, tonedPcm(24'000, 1, 2000, 0, -20), 1000);
    QVERIFY(quiet.onsetReadable());
    QVERIFY(!quiet.leadingSilenceMs());
    QVERIFY(std::abs(quiet.decodedMs() - 2000) < 0.1);
    // A lone click at 100 ms (one loud sample) in 500 ms of silence, then speech: the speech is the onset.
    std::string clicked = tonedPcm(24'000, 1, 500, 100, -20, false);
    clicked.replace(2 * 2400, 2, le16(20000));
    const AudioMeter click = meterOver(options, clicked, 7);
    QVERIFY(click.leadingSilenceMs());
    QVERIFY2(std::abs(*click.leadingSilenceMs() - 500) <= 1.0, qPrintable(QString::number(*click.leadingSilenceMs())));
    // Quiet hiss at -70 dBFS is silence; a tone below the threshold never sounds.
    options.onset.thresholdDbfs = -30;
    const AudioMeter faint = meterOver(options, tonedPcm(24'000, 1, 100, 300, -40), 64);
    QVERIFY(!faint.leadingSilenceMs());
    // A WAV header's bytes are never audio: a stream that sounds at once has no leading silence.
    // (A sine starting at zero is loud from its second sample: 0.04 ms.)
    AudioMeter::Options wav;
    wav.format = AudioFormat::Wav;
    const AudioMeter atOnce = meterOver(wav, canonicalWavHeader(1, 24'000, 16, 0, 0) + tonedPcm(24'000, 1, 0, 50, -20), 5);
    QVERIFY(atOnce.leadingSilenceMs() && *atOnce.leadingSilenceMs() < 0.1); // the sine's first samples are near zero
}

void TestAudioMeter::onsetInOtherCodings()
{
    // Float and 24-bit WAV are read; A-law is not decoded (no onset, the duration still counts);
    // MP3 carries no samples the meter decodes.
    const std::string pcm16 = tonedPcm(16'000, 1, 250, 100, -20);
    std::string float32, int24;
    for (std::size_t at = 0; at + 1 < pcm16.size(); at += 2) {
        const auto value = std::int16_t(std::uint16_t(std::uint8_t(pcm16[at]) | std::uint8_t(pcm16[at + 1]) << 8));
        const float sample = float(value) / 32768.0f;
        std::uint32_t raw;
        std::memcpy(&raw, &sample, sizeof raw);
        float32 += le32(raw);
        const auto wide = std::uint32_t(std::int32_t(value) * 256);
        int24 += std::string{char(wide & 0xFF), char((wide >> 8) & 0xFF), char((wide >> 16) & 0xFF)};
    }
    AudioMeter::Options wav;
    wav.format = AudioFormat::Wav;
    const auto header = [](unsigned tag, unsigned bits) {
        return "RIFF" + le32(0xFFFFFFFFu) + "WAVE" + chunk("fmt ", fmtBody(tag, 1, 16'000, bits)) + "data" + le32(0xFFFFFFFFu);
    };
    for (const auto &[name, stream] : {std::pair{"float", header(3, 32) + float32}, std::pair{"24-bit", header(1, 24) + int24}}) {
        const AudioMeter meter = meterOver(wav, stream, 11);
        QVERIFY2(meter.leadingSilenceMs() && std::abs(*meter.leadingSilenceMs() - 250) <= 1.0, name);
    }
    const AudioMeter alaw = meterOver(wav, header(6, 8) + std::string(8000, '\xD5'), 100);
    QVERIFY(!alaw.onsetReadable());
    QVERIFY(std::abs(alaw.audioMs() - 500) < 0.1);
}

namespace {

// 16-bit mono samples of tonedPcm, for an encoder.
std::vector<std::int16_t> samplesOf(const std::string &pcm)
{
    std::vector<std::int16_t> samples(pcm.size() / 2);
    for (std::size_t i = 0; i < samples.size(); ++i)
        samples[i] = std::int16_t(std::uint16_t(std::uint8_t(pcm[2 * i]) | std::uint8_t(pcm[2 * i + 1]) << 8));
    return samples;
}

// The speech encoded by Debian's encoders (LAME, libopusenc, libFLAC), through the lab's encoder.
std::string encoded(LabAudioFormat format, int rate, double silenceMs, double toneMs, double toneDbfs = -20)
{
    const LabEncodedAudio audio = labEncodeAudio(format, rate, samplesOf(tonedPcm(rate, 1, silenceMs, toneMs, toneDbfs)), 1152);
    return audio.ok ? audio.bytes.toStdString() : std::string();
}

} // namespace

void TestAudioMeter::onsetInEncodedFormats_data()
{
    QTest::addColumn<int>("labFormat");
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("rate");
    QTest::addColumn<double>("silenceMs");
    const std::tuple<const char *, LabAudioFormat, AudioFormat> formats[] = {
        {"mp3", LabAudioFormat::Mp3, AudioFormat::Mp3},
        {"opus", LabAudioFormat::Opus, AudioFormat::Opus},
        {"flac", LabAudioFormat::Flac, AudioFormat::Flac},
    };
    for (const auto &[name, lab, client] : formats) {
        for (const int rate : {16'000, 44'100}) {
            for (const double silence : {0.0, 250.0, 1234.5})
                QTest::addRow("%s/%d Hz/%.1f ms", name, rate, silence) << int(lab) << int(client) << rate << silence;
        }
    }
}

void TestAudioMeter::onsetInEncodedFormats()
{
    // Decoded as the bytes come (libmpg123 gapless, libogg + libopus, libFLAC), split anywhere:
    // the onset where the encoder's input had it: FLAC within a millisecond; MP3 and Opus within
    // 5 ms, for a lossy codec spreads a sudden sound over its transform's window (pre-echo: Opus
    // at 16 kHz puts a -20 dBFS tone's onset some 4 ms early).
    QFETCH(int, labFormat);
    QFETCH(int, format);
    QFETCH(int, rate);
    QFETCH(double, silenceMs);
    const std::string stream = encoded(LabAudioFormat(labFormat), rate, silenceMs, 300);
    QVERIFY(!stream.empty());
    AudioMeter::Options options;
    options.format = AudioFormat(format);
    const double tolerance = options.format == AudioFormat::Flac ? 1.0 : 5.0;
    std::optional<double> whole;
    for (const std::size_t split : {stream.size(), std::size_t(1), std::size_t(7), std::size_t(1500)}) {
        const AudioMeter meter = meterOver(options, stream, split);
        QVERIFY2(meter.decodeProblem().empty(), meter.decodeProblem().c_str());
        QVERIFY(meter.onsetReadable());
        QVERIFY2(meter.leadingSilenceMs(), qPrintable(QStringLiteral("split %1: no onset").arg(split)));
        QVERIFY2(std::abs(*meter.leadingSilenceMs() - silenceMs) <= tolerance,
                 qPrintable(QStringLiteral("split %1: %2 ms, not %3").arg(split).arg(*meter.leadingSilenceMs()).arg(silenceMs)));
        if (!whole)
            whole = meter.leadingSilenceMs();
        QCOMPARE(*meter.leadingSilenceMs(), *whole); // the same samples, however the bytes came
    }
    qInfo("onset %.2f ms (%.2f ms of silence)", *whole, silenceMs);
    // All silence (dithered, encoded): never an onset.
    const AudioMeter quiet = meterOver(options, encoded(LabAudioFormat(labFormat), rate, 800, 0), 4096);
    QVERIFY(!quiet.leadingSilenceMs());
    QVERIFY(quiet.decodedMs() > 700);
}

void TestAudioMeter::hostileEncodedStreams()
{
    // Whatever the bytes, a decoder ends with a problem or goes on reading; never a crash, a hang
    // or memory without bound (tests/fuzz/fuzz_audiometer.cpp feeds it more).
    AudioMeter::Options options;
    const std::string noise = payload(200'000, 7);
    for (const AudioFormat format : {AudioFormat::Mp3, AudioFormat::Opus, AudioFormat::Flac}) {
        options.format = format;
        const AudioMeter meter = meterOver(options, noise, 333);
        QVERIFY(!meter.leadingSilenceMs());
        QCOMPARE(meter.bytes(), std::int64_t(noise.size()));
    }
    // FLAC: a metadata block that claims 16 MiB; a stream that is not FLAC.
    options.format = AudioFormat::Flac;
    const AudioMeter huge = meterOver(options, std::string("fLaC\x00\xff\xff\xff") + payload(4096), 100);
    QCOMPARE(huge.decodeProblem(), std::string("FLAC: metadata larger than 1 MiB"));
    const AudioMeter notFlac = meterOver(options, "RIFF" + payload(4096), 100);
    QCOMPARE(notFlac.decodeProblem(), std::string("FLAC: not a FLAC stream (no fLaC marker)"));
    // FLAC whose frames never come: 2 MiB of bytes after good metadata end decoding at 1 MiB held.
    const std::string flac = encoded(LabAudioFormat::Flac, 16'000, 0, 100);
    const std::string metadataOnly = flac.substr(0, flac.find("\xff\xf8"));
    const AudioMeter starved = meterOver(options, metadataOnly + std::string(2 << 20, '\0'), 65'536);
    QCOMPARE(starved.decodeProblem(), std::string("FLAC: no frame in 1 MiB"));
    // Opus: an Ogg stream whose first packet is not an OpusHead.
    options.format = AudioFormat::Opus;
    std::string vorbis = encoded(LabAudioFormat::Opus, 16'000, 0, 100);
    vorbis.replace(vorbis.find("OpusHead"), 8, "OpusHeaX"); // the page's CRC no longer matches: libogg skips it
    const AudioMeter notOpus = meterOver(options, vorbis, 500);
    QVERIFY(!notOpus.leadingSilenceMs());
    // A stream cut short: what came is decoded, the onset found if it was in it.
    for (const auto &[lab, client] : {std::pair{LabAudioFormat::Mp3, AudioFormat::Mp3},
                                      std::pair{LabAudioFormat::Opus, AudioFormat::Opus},
                                      std::pair{LabAudioFormat::Flac, AudioFormat::Flac}}) {
        options.format = client;
        const std::string whole = encoded(lab, 16'000, 100, 2000);
        const AudioMeter cut = meterOver(options, whole.substr(0, whole.size() / 2), 999);
        QVERIFY2(cut.leadingSilenceMs() && std::abs(*cut.leadingSilenceMs() - 100) <= 5.0,
                 qPrintable(QStringLiteral("%1: %2 ms").arg(QLatin1String(audioFormatName(client))).arg(cut.leadingSilenceMs().value_or(-1))));
    }
}

QTEST_GUILESS_MAIN(TestAudioMeter)
#include "tst_audiometer.moc"
