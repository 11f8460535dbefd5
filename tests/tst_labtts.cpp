// The lab's text-to-speech endpoint (POST /v1/audio/speech) over real loopback HTTP with libcurl
// in the test thread (the lab runs in its own threads): the bytes of every format, when the first
// audio byte and the first 100 ms of audio arrive against the lab's truth, the per-character cost,
// OpenAI's errors, faults, and the truth in C++ and over /lab/truth?kind=tts.
#include "base/monoclock.h"
#include "lab/labconfigjson.h"
#include "lab/labserver.h"
#include "tst_labclient.h"
#include "voice/audiometer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <curl/curl.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>
#include <utility>
#include <vector>

using namespace ttft;

namespace {

// The test's own TTS models: no jitter, so the first audio is known to the microsecond.
constexpr double kFirstAudioMs = 60;
constexpr double kPerCharMs = 0.5;
constexpr double kRealTimeFactor = 0.1;
constexpr double kChunkMs = 20;
constexpr double kSpeechMsPerChar = 60;
constexpr int kRate = 24'000;

LabTtsModel testModel(const char *name, int sampleRate = kRate, double maxAudioMs = 30'000)
{
    LabTtsModel model;
    model.name = name;
    model.firstAudioMs = kFirstAudioMs;
    model.firstAudioJitterMs = 0;
    model.perCharMs = kPerCharMs;
    model.realTimeFactor = kRealTimeFactor;
    model.chunkMs = kChunkMs;
    model.sampleRate = sampleRate;
    model.speechMsPerChar = kSpeechMsPerChar;
    model.maxAudioMs = maxAudioMs;
    return model;
}

struct Arrival {
    std::int64_t ns;
    qsizetype totalBytes; // body bytes received up to and including this read
};

struct Reply {
    CURLcode code = CURLE_OK;
    long status = 0;
    QByteArray contentType;
    QByteArray allow;
    QByteArray head;
    QByteArray body;
    std::vector<Arrival> arrivals;
    std::int64_t sentNs = kNoTime; // just before curl_easy_perform

    std::int64_t firstBodyNs() const { return arrivals.empty() ? kNoTime : arrivals.front().ns; }
    // When the body had first reached `bytes` bytes (kNoTime: never).
    std::int64_t reachedNs(qsizetype bytes) const
    {
        for (const Arrival &arrival : arrivals) {
            if (arrival.totalBytes >= bytes)
                return arrival.ns;
        }
        return kNoTime;
    }
    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
};

std::size_t onBody(char *data, std::size_t size, std::size_t count, void *user)
{
    // Stamped first, before anything else is done with the bytes (docs/ARCHITECTURE.md, Threads).
    const std::int64_t nowNs = monoNowNs();
    auto *reply = static_cast<Reply *>(user);
    reply->body.append(data, qsizetype(size * count));
    reply->arrivals.push_back({nowNs, reply->body.size()});
    return size * count;
}

std::size_t onHeader(char *data, std::size_t size, std::size_t count, void *user)
{
    auto *reply = static_cast<Reply *>(user);
    const QByteArray line = QByteArray(data, qsizetype(size * count)).trimmed();
    reply->head += line + '\n';
    const qsizetype colon = line.indexOf(':');
    if (colon > 0) {
        const QByteArray name = line.left(colon).trimmed().toLower();
        if (name == "content-type")
            reply->contentType = line.mid(colon + 1).trimmed();
        else if (name == "allow")
            reply->allow = line.mid(colon + 1).trimmed();
    }
    return size * count;
}

class Client
{
public:
    Client() : m_curl(curl_easy_init()) {}
    ~Client() { curl_easy_cleanup(m_curl); }
    Client(const Client &) = delete;
    Client &operator=(const Client &) = delete;

    // One request on this client's connection (kept alive between calls).
    Reply request(const QByteArray &method, const QString &url, const QByteArray &body = {},
                  const std::vector<QByteArray> &headers = {}, long timeoutMs = 10'000)
    {
        Reply reply;
        curl_easy_reset(m_curl);
        const QByteArray urlBytes = url.toUtf8();
        curl_easy_setopt(m_curl, CURLOPT_URL, urlBytes.constData());
        curl_easy_setopt(m_curl, CURLOPT_CUSTOMREQUEST, method.constData());
        if (method == "POST") {
            curl_easy_setopt(m_curl, CURLOPT_POSTFIELDS, body.constData());
            curl_easy_setopt(m_curl, CURLOPT_POSTFIELDSIZE, long(body.size()));
        }
        curl_slist *list = curl_slist_append(nullptr, "Content-Type: application/json");
        list = curl_slist_append(list, "Expect:"); // no 100-continue wait
        for (const QByteArray &header : headers)
            list = curl_slist_append(list, header.constData());
        curl_easy_setopt(m_curl, CURLOPT_HTTPHEADER, list);
        curl_easy_setopt(m_curl, CURLOPT_WRITEFUNCTION, &onBody);
        curl_easy_setopt(m_curl, CURLOPT_WRITEDATA, &reply);
        curl_easy_setopt(m_curl, CURLOPT_HEADERFUNCTION, &onHeader);
        curl_easy_setopt(m_curl, CURLOPT_HEADERDATA, &reply);
        curl_easy_setopt(m_curl, CURLOPT_TIMEOUT_MS, timeoutMs);
        curl_easy_setopt(m_curl, CURLOPT_TCP_NODELAY, 1L);
        curl_easy_setopt(m_curl, CURLOPT_NOSIGNAL, 1L);
        reply.sentNs = monoNowNs();
        reply.code = curl_easy_perform(m_curl);
        curl_easy_getinfo(m_curl, CURLINFO_RESPONSE_CODE, &reply.status);
        curl_slist_free_all(list);
        return reply;
    }

private:
    CURL *m_curl;
};

QByteArray speechBody(const QString &model, const QString &input, const QString &format, double speed = 1)
{
    QJsonObject body{{QStringLiteral("model"), model},
                     {QStringLiteral("input"), input},
                     {QStringLiteral("voice"), QStringLiteral("alloy")},
                     {QStringLiteral("response_format"), format}};
    if (speed != 1)
        body.insert(QStringLiteral("speed"), speed);
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

QByteArray requestIdHeader(const QByteArray &id)
{
    return QByteArrayLiteral("X-Request-ID: ") + id;
}

std::uint32_t le32(const QByteArray &bytes, qsizetype at)
{
    std::uint32_t value = 0;
    for (int i = 3; i >= 0; --i)
        value = (value << 8) | std::uint8_t(bytes.at(at + i));
    return value;
}

std::uint16_t le16(const QByteArray &bytes, qsizetype at)
{
    return std::uint16_t(std::uint8_t(bytes.at(at)) | (std::uint8_t(bytes.at(at + 1)) << 8));
}

double ms(std::int64_t ns)
{
    return double(ns) / 1e6;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

// The client's own meter (core/voice/audiometer.h) over the bytes as they came: an independent
// reader of the formats, and the stamps a pipeline run takes.
AudioMeter meterOver(const Reply &reply, AudioFormat format, int rate = kRate)
{
    AudioMeter::Options options;
    options.format = format;
    options.pcmSampleRate = rate;
    AudioMeter meter(options);
    qsizetype from = 0;
    for (const Arrival &arrival : reply.arrivals) {
        meter.onBytes(arrival.ns, std::string_view(reply.body.constData() + from, std::size_t(arrival.totalBytes - from)));
        from = arrival.totalBytes;
    }
    return meter;
}

// Samples of a speech of `chars` characters at `speed`, from the model's numbers (not the lab's code).
std::int64_t expectedSamples(int chars, double speed = 1, int rate = kRate)
{
    return std::llround(chars * kSpeechMsPerChar / speed * rate / 1000.0);
}

} // namespace

class TestLabTts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();

    void demoModelsAndConfigJson();
    void pcmBytesAndTiming();
    void wavHeader();
    void mp3Frames_data();
    void mp3Frames();
    void unmeteredFormats_data();
    void unmeteredFormats();
    void longerInputLaterFirstAudio();
    void errors_data();
    void errors();
    void jitterAndExactFirstAudio();
    void apiKey();
    void labWideFault();
    void httpFault();
    void dropMidStream();
    void stallFirst();
    void stallMidStream();
    void clientGoesAway();
    void oneWritePerChunkAndPipelined();
    void http10EndsByClose();
    void truthKeepsInputExactly();
    void pipelinedAfterSpeech();
    void leadingSilence_data();
    void leadingSilence();
    void sseEvents();

private:
    QString url(const QString &path) const { return QStringLiteral("http://127.0.0.1:%1%2").arg(m_lab->port()).arg(path); }
    QString speechUrl() const { return url(QStringLiteral("/v1/audio/speech")); }
    std::optional<LabTtsTruth> truthOf(const QByteArray &id) const { return m_lab->ttsTruthFor(id.toStdString()); }

    std::unique_ptr<LabServer> m_lab;
    std::unique_ptr<Client> m_client;
};

void TestLabTts::initTestCase()
{
    QCOMPARE(curl_global_init(CURL_GLOBAL_DEFAULT), CURLE_OK);
    LabConfig config;
    LabTtsModel jittery = testModel("tts-jitter", kRate, 200);
    jittery.firstAudioJitterMs = 20;
    config.ttsModels = {testModel("tts-test"), testModel("tts-44k", 44'100), testModel("tts-short", kRate, 200), jittery};
    m_lab = std::make_unique<LabServer>(config);
    QString error;
    QVERIFY2(m_lab->start(&error), qPrintable(error));
    m_client = std::make_unique<Client>();
}

void TestLabTts::cleanupTestCase()
{
    m_client.reset();
    m_lab.reset();
    curl_global_cleanup();
}

void TestLabTts::demoModelsAndConfigJson()
{
    // Two demo TTS models whose first audio differs clearly.
    const LabConfig defaults;
    QCOMPARE(defaults.ttsModels.size(), std::size_t(2));
    const LabTtsModel *fast = defaults.findTtsModel("lab-tts");
    const LabTtsModel *slow = defaults.findTtsModel("lab-tts-slow");
    QVERIFY(fast && slow);
    QVERIFY(slow->firstAudioMs - fast->firstAudioMs >= 200);
    QCOMPARE(fast->sampleRate, 24'000);

    // The config's JSON form carries them and reads back equal.
    LabConfig custom;
    custom.ttsModels = {testModel("tts-test"), testModel("tts-44k", 44'100)};
    std::string problem;
    const LabConfig back = labConfigFromJson(nlohmann::json::parse(toJson(custom).dump()), &problem);
    QVERIFY2(problem.empty(), problem.c_str());
    QVERIFY(back == custom);
    QVERIFY(labConfigFromJson(nlohmann::json::parse(toJson(defaults).dump()), &problem) == defaults);

    // A demo name starts from the demo's numbers; a rate MP3 cannot carry is refused.
    const LabConfig partial = labConfigFromJson(
        nlohmann::json::parse(R"({"tts_models":[{"name":"lab-tts-slow","chunk_ms":10},{"name":"odd","sample_rate":20000}]})"),
        &problem);
    QCOMPARE(partial.ttsModels.size(), std::size_t(2));
    QCOMPARE(partial.ttsModels[0].firstAudioMs, slow->firstAudioMs);
    QCOMPARE(partial.ttsModels[0].chunkMs, 10.0);
    QCOMPARE(partial.ttsModels[1].sampleRate, 24'000);
    QVERIFY2(problem.find("tts_models[1].sample_rate") != std::string::npos, problem.c_str());
    problem.clear();
    QVERIFY(labConfigFromJson(nlohmann::json::parse(R"({"tts_models":[]})"), &problem).ttsModels.empty());
    QVERIFY2(problem.empty(), problem.c_str());
}

void TestLabTts::pcmBytesAndTiming()
{
    // 50 characters: 3 s of speech = 72,000 samples = 144,000 bytes; first audio at 60 + 25 ms.
    const QString input = QStringLiteral("Hello there, this is the lab speaking to you now.!");
    QCOMPARE(input.size(), 50);
    std::vector<double> firstAudioDeltas;
    std::vector<double> markDeltas;
    std::vector<double> lateness;
    for (int round = 0; round < 9; ++round) {
        const QByteArray id = "pcm-" + QByteArray::number(round);
        const Reply reply = m_client->request("POST", speechUrl(), speechBody(QStringLiteral("tts-test"), input, QStringLiteral("pcm")),
                                              {requestIdHeader(id)});
        QCOMPARE(reply.code, CURLE_OK);
        QCOMPARE(reply.status, 200L);
        QCOMPARE(reply.contentType, QByteArray("audio/pcm"));
        QCOMPARE(reply.body.size(), qsizetype(expectedSamples(50) * 2));
        // A tone, not silence, and quiet.
        std::int16_t peak = 0;
        for (qsizetype at = 0; at + 1 < reply.body.size(); at += 2)
            peak = std::max<std::int16_t>(peak, std::int16_t(le16(reply.body, at)));
        QVERIFY(peak > 100 && peak < 2000);

        const std::optional<LabTtsTruth> truth = truthOf(id);
        QVERIFY(truth);
        QCOMPARE(truth->outcome, LabOutcome::Complete);
        QCOMPARE(truth->httpStatus, 200);
        QCOMPARE(truth->format, std::string("pcm"));
        QCOMPARE(truth->bodyBytesWritten, std::int64_t(reply.body.size()));
        QCOMPARE(truth->audioMsWritten, 3000.0);
        QCOMPARE(truth->chunksWritten, 150);
        QCOMPARE(truth->plannedFirstAudioMs, kFirstAudioMs + kPerCharMs * 50);
        QCOMPARE(truth->plannedFirstAudioNs, truth->startNs + std::llround((kFirstAudioMs + kPerCharMs * 50) * 1e6));
        const double lateMs = ms(truth->firstAudioWrittenNs - truth->plannedFirstAudioNs);
        QVERIFY2(lateMs >= 0 && lateMs < 20, qPrintable(QString::number(lateMs)));
        QCOMPARE(truth->firstAudioLateNs, truth->firstAudioWrittenNs - truth->plannedFirstAudioNs);
        lateness.push_back(lateMs);

        // The client cannot see the bytes before the lab hands them over; on loopback, just after.
        const double firstDelta = ms(reply.firstBodyNs() - truth->firstAudioWrittenNs);
        QVERIFY2(firstDelta > -0.05, qPrintable(QString::number(firstDelta)));
        QVERIFY2(firstDelta < 50, qPrintable(QString::number(firstDelta)));
        firstAudioDeltas.push_back(firstDelta);
        // 100 ms of 16-bit mono at 24 kHz is 4800 bytes: five 20 ms chunks, planned 4 × 2 ms after the
        // first. The lab never writes early; a busy machine can make it a little late.
        QVERIFY(hasTime(truth->audio100msWrittenNs));
        const double markLateMs = ms(truth->audio100msWrittenNs - truth->plannedFirstAudioNs) - 4 * kChunkMs * kRealTimeFactor;
        QVERIFY2(markLateMs >= 0 && markLateMs < 20, qPrintable(QString::number(markLateMs)));
        const double markDelta = ms(reply.reachedNs(4800) - truth->audio100msWrittenNs);
        QVERIFY2(markDelta > -0.05 && markDelta < 50, qPrintable(QString::number(markDelta)));
        markDeltas.push_back(markDelta);
        const AudioMeter meter = meterOver(reply, AudioFormat::Pcm);
        QVERIFY2(meter.problem().empty(), meter.problem().c_str());
        QCOMPARE(meter.audioMs(), truth->audioMsWritten);
        QCOMPARE(meter.firstByteNs(), reply.firstBodyNs());
        QCOMPARE(meter.thresholdNs(), reply.reachedNs(4800));
        // The whole stream: 3 s of audio made at 0.1 × real time after the first chunk.
        const double endLateMs = ms(truth->lastByteWrittenNs - truth->plannedFirstAudioNs) - (3000 - kChunkMs) * kRealTimeFactor;
        QVERIFY2(endLateMs >= 0 && endLateMs < 20, qPrintable(QString::number(endLateMs)));
    }
    qInfo("pcm, 9 requests: client first audio byte - truth: median %.3f ms, max %.3f ms; 100 ms mark: median %.3f ms, "
          "max %.3f ms; lab lateness of the first chunk: median %.3f ms",
          median(firstAudioDeltas), *std::max_element(firstAudioDeltas.begin(), firstAudioDeltas.end()),
          median(markDeltas), *std::max_element(markDeltas.begin(), markDeltas.end()), median(lateness));
    // Loopback hands bytes over in well under a millisecond; the bounds leave room for a loaded machine.
    QVERIFY(median(firstAudioDeltas) < 5);
    QVERIFY(median(markDeltas) < 5);
    QVERIFY(median(lateness) < 5);
}

void TestLabTts::wavHeader()
{
    const QByteArray id = "wav-1";
    const QString input = QStringLiteral("Twenty characters!!!");
    const Reply reply = m_client->request("POST", url(QStringLiteral("/audio/speech")), // without /v1 too
                                          speechBody(QStringLiteral("tts-test"), input, QStringLiteral("wav")),
                                          {requestIdHeader(id)});
    QCOMPARE(reply.code, CURLE_OK);
    QCOMPARE(reply.status, 200L);
    QCOMPARE(reply.contentType, QByteArray("audio/wav"));
    const QByteArray &wav = reply.body;
    QVERIFY(wav.size() > 44);
    QCOMPARE(wav.left(4), QByteArray("RIFF"));
    QCOMPARE(le32(wav, 4), 0xFFFFFFFFu); // streamed: size unknown
    QCOMPARE(wav.mid(8, 8), QByteArray("WAVEfmt "));
    QCOMPARE(le32(wav, 16), 16u);
    QCOMPARE(le16(wav, 20), std::uint16_t(1));  // PCM
    QCOMPARE(le16(wav, 22), std::uint16_t(1));  // mono
    QCOMPARE(le32(wav, 24), std::uint32_t(kRate));
    QCOMPARE(le32(wav, 28), std::uint32_t(kRate * 2));
    QCOMPARE(le16(wav, 32), std::uint16_t(2));
    QCOMPARE(le16(wav, 34), std::uint16_t(16));
    QCOMPARE(wav.mid(36, 4), QByteArray("data"));
    QCOMPARE(le32(wav, 40), 0xFFFFFFFFu);
    QCOMPARE(wav.size(), 44 + qsizetype(expectedSamples(20) * 2));

    const std::optional<LabTtsTruth> truth = truthOf(id);
    QVERIFY(truth);
    QCOMPARE(truth->bodyBytesWritten, std::int64_t(wav.size()));
    // The header comes with the first chunk; the 100 ms mark is 4800 bytes of samples after it.
    QVERIFY(reply.firstBodyNs() >= truth->firstAudioWrittenNs);
    QVERIFY(reply.reachedNs(44 + 4800) >= truth->audio100msWrittenNs);
    QVERIFY(ms(reply.reachedNs(44 + 4800) - truth->audio100msWrittenNs) < 50);
    const AudioMeter meter = meterOver(reply, AudioFormat::Wav);
    QVERIFY2(meter.problem().empty(), meter.problem().c_str());
    QCOMPARE(meter.audioMs(), truth->audioMsWritten);
    QCOMPARE(meter.thresholdNs(), reply.reachedNs(44 + 4800));
}

void TestLabTts::mp3Frames_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("rate");
    QTest::newRow("MPEG-2 24 kHz") << QStringLiteral("tts-test") << 24'000;
    QTest::newRow("MPEG-1 44.1 kHz, padded frames") << QStringLiteral("tts-44k") << 44'100;
}

void TestLabTts::mp3Frames()
{
    QFETCH(QString, model);
    QFETCH(int, rate);
    const QByteArray id = "mp3-" + QByteArray::number(rate);
    const Reply reply = m_client->request("POST", speechUrl(),
                                          speechBody(model, QStringLiteral("Fifty characters of text make three seconds of aud"),
                                                     QStringLiteral("mp3")),
                                          {requestIdHeader(id)});
    QCOMPARE(reply.code, CURLE_OK);
    QCOMPARE(reply.status, 200L);
    QCOMPARE(reply.contentType, QByteArray("audio/mpeg"));

    // From the MPEG audio spec: Layer III frames hold 1152 samples (MPEG-1) or 576 (MPEG-2); their
    // length is 144 (MPEG-1) or 72 (MPEG-2) × bitrate / rate bytes, plus the padding byte if flagged.
    // The lab's MP3 is LAME's (CBR 64 kbps mono): an Info frame first (the tag that tells a gapless
    // decoder LAME's delay and padding), then the audio frames, the encoder's delay and the last
    // frame's padding included.
    const bool mpeg1 = rate >= 32'000;
    const int frameSamples = mpeg1 ? 1152 : 576;
    const double slotBytes = (mpeg1 ? 144.0 : 72.0) * 64'000 / rate;
    const std::int64_t speechSamples = expectedSamples(50, 1, rate);
    const std::int64_t minFrames = 1 + (speechSamples + frameSamples - 1) / frameSamples;
    const QByteArray &mp3 = reply.body;
    qsizetype at = 0;
    int count = 0;
    int padded = 0;
    qsizetype markBytes = 0; // the end of the audio frame that completes 100 ms of frames
    while (at + 4 <= mp3.size()) {
        const auto byte = [&](int i) { return std::uint8_t(mp3.at(at + i)); };
        QCOMPARE(byte(0), std::uint8_t(0xFF));
        QCOMPARE(byte(1) & 0xE0, 0xE0);                      // frame sync
        QCOMPARE((byte(1) >> 3) & 3, mpeg1 ? 3 : 2);        // version
        QCOMPARE((byte(1) >> 1) & 3, 1);                    // Layer III
        QCOMPARE((byte(2) >> 4) & 0xF, mpeg1 ? 5 : 8);      // 64 kbps in its table
        QCOMPARE((byte(2) >> 2) & 3, rate == 44'100 || rate == 22'050 ? 0 : 1);
        QCOMPARE((byte(3) >> 6) & 3, 3);                    // mono
        if (count == 0) // the Info tag after the side information (17 bytes MPEG-1 mono, 9 MPEG-2)
            QCOMPARE(mp3.mid(at + 4 + (mpeg1 ? 17 : 9), 4), QByteArray("Info"));
        const bool pad = (byte(2) >> 1) & 1;
        padded += pad;
        const qsizetype length = qsizetype(std::floor(slotBytes)) + (pad ? 1 : 0);
        at += length;
        ++count;
        if (markBytes == 0 && (count - 1) * frameSamples * 1000.0 / rate >= 100)
            markBytes = at;
    }
    QCOMPARE(at, mp3.size()); // whole frames, nothing after
    // The encoder's delay (some 1,100 samples with the decoder's) and the last frame's padding: a
    // few frames more than the speech fills, never fewer.
    QVERIFY2(count >= minFrames && count <= minFrames + 4, qPrintable(QStringLiteral("%1 frames").arg(count)));
    if (mpeg1) // 208.98 bytes a frame: padded on all but about one frame in fifty
        QVERIFY(padded > count * 9 / 10 && padded < count);
    else
        QCOMPARE(padded, 0);

    const std::optional<LabTtsTruth> truth = truthOf(id);
    QVERIFY(truth);
    QCOMPARE(truth->bodyBytesWritten, std::int64_t(mp3.size()));
    // The truth counts the speech itself (what a gapless decoder gives), not the encoder's delay.
    QCOMPARE(truth->audioMsWritten, double(speechSamples) * 1000.0 / rate);
    const AudioMeter meter = meterOver(reply, AudioFormat::Mp3, rate);
    QVERIFY2(meter.problem().empty(), meter.problem().c_str());
    // The meter counts the frames' samples (the Info frame not), delay and padding included: the
    // 100 ms mark arrives with the frame that completes 100 ms of frames, no later than the lab's.
    QCOMPARE(meter.audioMs(), double(count - 1) * frameSamples * 1000.0 / rate);
    QCOMPARE(meter.thresholdNs(), reply.reachedNs(markBytes));
    QVERIFY(meter.thresholdNs() <= reply.reachedNs(mp3.size()));
    QVERIFY(ms(truth->audio100msWrittenNs - meter.thresholdNs()) < 50);
    // Decoded (libmpg123, gapless): the tone from the first sample, as the lab's input had it.
    QVERIFY2(meter.decodeProblem().empty(), meter.decodeProblem().c_str());
    QVERIFY(meter.leadingSilenceMs() && *meter.leadingSilenceMs() <= 10.0);
}

// Formats whose audio time the meter does not count: timed by their first byte (Opus and FLAC are
// decoded for their first real audio: leadingSilence).
void TestLabTts::unmeteredFormats_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("contentType");
    QTest::addColumn<QByteArray>("magic");
    QTest::newRow("opus") << QStringLiteral("opus") << QByteArray("audio/ogg") << QByteArray("OggS");
    QTest::newRow("aac") << QStringLiteral("aac") << QByteArray("audio/aac") << QByteArray::fromHex("fff1");
    QTest::newRow("flac") << QStringLiteral("flac") << QByteArray("audio/flac") << QByteArray("fLaC");
}

void TestLabTts::unmeteredFormats()
{
    QFETCH(QString, format);
    QFETCH(QByteArray, contentType);
    QFETCH(QByteArray, magic);
    const QByteArray id = "opaque-" + format.toLatin1();
    const Reply reply = m_client->request("POST", speechUrl(),
                                          speechBody(QStringLiteral("tts-test"), QStringLiteral("Ten chars."), format),
                                          {requestIdHeader(id)});
    QCOMPARE(reply.code, CURLE_OK);
    QCOMPARE(reply.status, 200L);
    QCOMPARE(reply.contentType, contentType);
    QVERIFY(reply.body.startsWith(magic));
    const std::optional<LabTtsTruth> truth = truthOf(id);
    QVERIFY(truth);
    QCOMPARE(truth->bodyBytesWritten, std::int64_t(reply.body.size()));
    QCOMPARE(truth->audioMsWritten, 600.0);
    QVERIFY(reply.firstBodyNs() >= truth->firstAudioWrittenNs);
    QVERIFY(ms(reply.firstBodyNs() - truth->firstAudioWrittenNs) < 50);
    AudioFormat audioFormat = AudioFormat::Pcm;
    QVERIFY(audioFormatFromName(format.toStdString(), audioFormat));
    const AudioMeter meter = meterOver(reply, audioFormat);
    QVERIFY(!meter.durationKnown());
    QCOMPARE(meter.firstByteNs(), reply.firstBodyNs());
}

void TestLabTts::longerInputLaterFirstAudio()
{
    // 10 and 400 characters: the first audio 390 × 0.5 ms = 195 ms later (speed 4 keeps the stream short).
    const auto firstAudio = [&](int chars, const QByteArray &id, double *clientMs, double *truthMs, double *plannedMs) {
        const Reply reply = m_client->request("POST", speechUrl(),
                                              speechBody(QStringLiteral("tts-test"), QString(chars, QLatin1Char('a')),
                                                         QStringLiteral("pcm"), 4.0),
                                              {requestIdHeader(id)});
        QCOMPARE(reply.status, 200L);
        QCOMPARE(reply.body.size(), qsizetype(expectedSamples(chars, 4.0) * 2));
        const std::optional<LabTtsTruth> truth = truthOf(id);
        QVERIFY(truth);
        QCOMPARE(truth->inputChars, chars);
        // From the start the plan counts from: the request's last byte, or (LabConnection's rule) the
        // end of the answer before it on the connection when the request came sooner than that ended.
        QVERIFY(truth->startNs >= truth->requestCompleteNs);
        *truthMs = ms(truth->firstAudioWrittenNs - truth->startNs);
        *plannedMs = truth->plannedFirstAudioMs;
        *clientMs = ms(reply.firstBodyNs() - reply.sentNs);
    };
    double shortClient = 0, shortTruth = 0, shortPlanned = 0, longClient = 0, longTruth = 0, longPlanned = 0;
    firstAudio(10, "chars-10", &shortClient, &shortTruth, &shortPlanned);
    firstAudio(400, "chars-400", &longClient, &longTruth, &longPlanned);
    qInfo("first audio: 10 chars %.2f ms (truth %.2f), 400 chars %.2f ms (truth %.2f)", shortClient, shortTruth,
          longClient, longTruth);
    // The plan exactly; the writes and the client's reads within a loaded machine's lateness.
    QCOMPARE(shortPlanned, kFirstAudioMs + 10 * kPerCharMs);
    QCOMPARE(longPlanned - shortPlanned, 390 * kPerCharMs);
    QVERIFY2(shortTruth >= shortPlanned && shortTruth - shortPlanned < 20, qPrintable(QString::number(shortTruth)));
    QVERIFY2(longTruth >= longPlanned && longTruth - longPlanned < 20, qPrintable(QString::number(longTruth)));
    QVERIFY2(std::abs(longClient - shortClient - 390 * kPerCharMs) < 25, qPrintable(QString::number(longClient - shortClient)));
}

void TestLabTts::errors_data()
{
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QByteArray>("header");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("code"); // error.code; empty: null

    const auto body = [](const char *json) { return QByteArray(json); };
    QTest::newRow("GET") << QByteArray("GET") << QByteArray() << QByteArray() << 405 << QString();
    QTest::newRow("not JSON") << QByteArray("POST") << body("{model: tts") << QByteArray() << 400 << QString();
    QTest::newRow("no model") << QByteArray("POST") << body(R"({"input":"hi","voice":"alloy"})") << QByteArray() << 400
                              << QStringLiteral("missing_required_parameter");
    QTest::newRow("no input") << QByteArray("POST") << body(R"({"model":"tts-test","voice":"alloy"})") << QByteArray()
                              << 400 << QStringLiteral("missing_required_parameter");
    QTest::newRow("no voice") << QByteArray("POST") << body(R"({"model":"tts-test","input":"hi"})") << QByteArray()
                              << 400 << QStringLiteral("missing_required_parameter");
    QTest::newRow("empty input") << QByteArray("POST") << body(R"({"model":"tts-test","input":"","voice":"alloy"})")
                                 << QByteArray() << 400 << QStringLiteral("string_too_short");
    QTest::newRow("unknown model") << QByteArray("POST") << body(R"({"model":"tts-9","input":"hi","voice":"alloy"})")
                                   << QByteArray() << 404 << QStringLiteral("model_not_found");
    QTest::newRow("a chat model") << QByteArray("POST") << body(R"({"model":"lab-fast","input":"hi","voice":"alloy"})")
                                  << QByteArray() << 404 << QStringLiteral("model_not_found");
    const QByteArray tooLong = QJsonDocument(QJsonObject{{QStringLiteral("model"), QStringLiteral("tts-test")},
                                                         {QStringLiteral("input"), QString(4097, QChar(0x4F60))},
                                                         {QStringLiteral("voice"), QStringLiteral("alloy")}})
                                   .toJson(QJsonDocument::Compact);
    QTest::newRow("4097 characters") << QByteArray("POST") << tooLong << QByteArray() << 400
                                     << QStringLiteral("string_above_max_length");
    QTest::newRow("unknown format")
        << QByteArray("POST") << body(R"({"model":"tts-test","input":"hi","voice":"alloy","response_format":"ogg"})")
        << QByteArray() << 400 << QStringLiteral("invalid_value");
    QTest::newRow("speed 10") << QByteArray("POST")
                              << body(R"({"model":"tts-test","input":"hi","voice":"alloy","speed":10})") << QByteArray()
                              << 400 << QStringLiteral("invalid_value");
    QTest::newRow("stream_format events") << QByteArray("POST")
                                          << body(R"({"model":"tts-test","input":"hi","voice":"alloy","stream_format":"events"})")
                                          << QByteArray() << 400 << QStringLiteral("invalid_value");
    QTest::newRow("fault not simulated here")
        << QByteArray("POST") << body(R"({"model":"tts-test","input":"hi","voice":"alloy"})")
        << QByteArray("X-Lab-Fault: error-event") << 400 << QStringLiteral("unknown_lab_fault");
    QTest::newRow("bad X-Lab header") << QByteArray("POST") << body(R"({"model":"tts-test","input":"hi","voice":"alloy"})")
                                      << QByteArray("X-Lab-First-Audio-Ms: soon") << 400 << QString();
}

void TestLabTts::errors()
{
    QFETCH(QByteArray, method);
    QFETCH(QByteArray, body);
    QFETCH(QByteArray, header);
    QFETCH(int, status);
    QFETCH(QString, code);
    const QByteArray id = "error-" + QByteArray(QTest::currentDataTag()).replace(' ', '-');
    std::vector<QByteArray> headers{requestIdHeader(id)};
    if (!header.isEmpty())
        headers.push_back(header);
    const Reply reply = m_client->request(method, speechUrl(), body, headers);
    QCOMPARE(reply.code, CURLE_OK);
    QCOMPARE(reply.status, long(status));
    QCOMPARE(reply.contentType, QByteArray("application/json"));
    const QJsonObject error = reply.json().value(QStringLiteral("error")).toObject();
    QVERIFY2(!error.value(QStringLiteral("message")).toString().isEmpty(), reply.body.constData());
    QCOMPARE(error.value(QStringLiteral("code")).toString(), code);
    if (status == 405) {
        QCOMPARE(reply.allow, QByteArray("POST"));
        return; // not a speech request: no truth
    }
    const std::optional<LabTtsTruth> truth = truthOf(id);
    QVERIFY(truth);
    QCOMPARE(truth->httpStatus, status);
    QCOMPARE(truth->outcome, LabOutcome::HttpError);
    QVERIFY(hasTime(truth->lastByteWrittenNs));
    QVERIFY(!hasTime(truth->firstAudioWrittenNs));
}

void TestLabTts::jitterAndExactFirstAudio()
{
    // The jitter is drawn from (seed, request id): the same id plans the same first audio, another
    // id or another seed (X-Lab-Seed) another one; X-Lab-First-Audio-Ms plans exactly that.
    const auto planned = [&](const QByteArray &id, const std::vector<QByteArray> &extra = {}) {
        std::vector<QByteArray> headers{requestIdHeader(id)};
        headers.insert(headers.end(), extra.begin(), extra.end());
        const Reply reply = m_client->request("POST", speechUrl(),
                                              speechBody(QStringLiteral("tts-jitter"), QStringLiteral("Ten chars."), QStringLiteral("pcm")),
                                              headers);
        const std::optional<LabTtsTruth> truth = truthOf(id);
        return reply.status == 200 && truth ? truth->plannedFirstAudioMs : -1.0;
    };
    const double base = kFirstAudioMs + 10 * kPerCharMs;
    const double once = planned("jitter-a");
    QVERIFY(once > base);
    QCOMPARE(planned("jitter-a"), once);
    QVERIFY(planned("jitter-b") != once);
    QVERIFY(planned("jitter-a", {"X-Lab-Seed: 77"}) != once);
    QCOMPARE(planned("jitter-a", {"X-Lab-Seed: 77"}), planned("jitter-a", {"X-Lab-Seed: 77"}));
    QCOMPARE(planned("exact", {"X-Lab-First-Audio-Ms: 12.5"}), 12.5);
    const std::optional<LabTtsTruth> exact = truthOf("exact");
    QVERIFY(exact->firstAudioWrittenNs >= exact->startNs + 12'500'000);
}

void TestLabTts::labWideFault()
{
    // The lab's own fault acts on speech where it can: drop does, buffered (a chat-stream fault) does not.
    for (const LabFault fault : {LabFault::Drop, LabFault::Buffered}) {
        LabConfig config;
        config.fault = fault;
        config.faultAfterTokens = 1;
        config.ttsModels = {testModel("tts-test")};
        LabServer lab(config);
        QVERIFY(lab.start());
        Client client;
        const Reply reply = client.request("POST", QStringLiteral("http://127.0.0.1:%1/v1/audio/speech").arg(lab.port()),
                                           speechBody(QStringLiteral("tts-test"), QStringLiteral("Ten chars."), QStringLiteral("pcm")),
                                           {requestIdHeader("lab-wide")});
        const std::optional<LabTtsTruth> truth = lab.ttsTruthFor("lab-wide");
        QVERIFY(truth);
        if (fault == LabFault::Drop) {
            QVERIFY(reply.code != CURLE_OK);
            QCOMPARE(reply.body.size(), qsizetype(960));
            QCOMPARE(truth->fault, std::string("drop"));
            QCOMPARE(truth->outcome, LabOutcome::Dropped);
        } else {
            QCOMPARE(reply.code, CURLE_OK);
            QCOMPARE(reply.body.size(), qsizetype(expectedSamples(10) * 2));
            QCOMPARE(truth->fault, std::string("none"));
            QCOMPARE(truth->outcome, LabOutcome::Complete);
        }
    }
}

void TestLabTts::apiKey()
{
    LabConfig config;
    config.apiKey = "lab-secret";
    config.ttsModels = {testModel("tts-test")};
    LabServer keyed(config);
    QVERIFY(keyed.start());
    const QString speech = QStringLiteral("http://127.0.0.1:%1/v1/audio/speech").arg(keyed.port());
    const QByteArray body = speechBody(QStringLiteral("tts-test"), QStringLiteral("Hi."), QStringLiteral("pcm"));
    Client client;
    const Reply refused = client.request("POST", speech, body);
    QCOMPARE(refused.status, 401L);
    QCOMPARE(refused.json().value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toString(),
             QStringLiteral("invalid_api_key"));
    QCOMPARE(client.request("POST", speech, body, {"Authorization: Bearer wrong"}).status, 401L);
    const Reply accepted = client.request("POST", speech, body, {"Authorization: Bearer lab-secret"});
    QCOMPARE(accepted.status, 200L);
    QCOMPARE(accepted.body.size(), qsizetype(expectedSamples(3) * 2));
}

void TestLabTts::httpFault()
{
    const QByteArray id = "fault-500";
    const Reply reply = m_client->request("POST", speechUrl(),
                                          speechBody(QStringLiteral("tts-test"), QStringLiteral("Hi."), QStringLiteral("pcm")),
                                          {requestIdHeader(id), "X-Lab-Fault: http-500"});
    QCOMPARE(reply.status, 500L);
    QCOMPARE(reply.json().value(QStringLiteral("error")).toObject().value(QStringLiteral("type")).toString(),
             QStringLiteral("server_error"));
    const std::optional<LabTtsTruth> truth = truthOf(id);
    QVERIFY(truth);
    QCOMPARE(truth->fault, std::string("http-500"));
    QCOMPARE(truth->httpStatus, 500);
}

void TestLabTts::dropMidStream()
{
    // Dropped where the third chunk was due: two 20 ms chunks (2 × 960 bytes) arrive, then the close.
    const QByteArray id = "fault-drop";
    Client client; // the connection is lost
    const Reply reply = client.request("POST", speechUrl(),
                                       speechBody(QStringLiteral("tts-test"), QStringLiteral("Ten chars."), QStringLiteral("pcm")),
                                       {requestIdHeader(id), "X-Lab-Fault: drop", "X-Lab-Fault-After-Tokens: 2"});
    QCOMPARE(reply.status, 200L);
    QVERIFY2(reply.code == CURLE_PARTIAL_FILE || reply.code == CURLE_RECV_ERROR, curl_easy_strerror(reply.code));
    QCOMPARE(reply.body.size(), qsizetype(2 * 960));
    const std::optional<LabTtsTruth> truth = truthOf(id);
    QVERIFY(truth);
    QCOMPARE(truth->outcome, LabOutcome::Dropped);
    QCOMPARE(truth->chunksWritten, 2);
    QCOMPARE(truth->audioMsWritten, 40.0);
    QVERIFY(!hasTime(truth->audio100msWrittenNs));
}

void TestLabTts::stallFirst()
{
    const QByteArray id = "fault-stall-first";
    Client client;
    const Reply reply = client.request("POST", speechUrl(),
                                       speechBody(QStringLiteral("tts-test"), QStringLiteral("Hi."), QStringLiteral("pcm")),
                                       {requestIdHeader(id), "X-Lab-Fault: stall-first"}, 300);
    QCOMPARE(reply.code, CURLE_OPERATION_TIMEDOUT);
    QCOMPARE(reply.status, 0L); // not even the head
    const std::optional<LabTtsTruth> truth = truthOf(id);
    QVERIFY(truth);
    QCOMPARE(truth->outcome, LabOutcome::Stalled);
    QVERIFY(!hasTime(truth->headWrittenNs));
}

void TestLabTts::stallMidStream()
{
    const QByteArray id = "fault-stall";
    Client client;
    const Reply reply = client.request("POST", speechUrl(),
                                       speechBody(QStringLiteral("tts-test"), QStringLiteral("Ten chars."), QStringLiteral("pcm")),
                                       {requestIdHeader(id), "X-Lab-Fault: stall", "X-Lab-Fault-After-Tokens: 1"}, 500);
    QCOMPARE(reply.code, CURLE_OPERATION_TIMEDOUT);
    QCOMPARE(reply.status, 200L);
    QCOMPARE(reply.body.size(), qsizetype(960)); // one 20 ms chunk, then nothing
    const std::optional<LabTtsTruth> truth = truthOf(id);
    QVERIFY(truth);
    QCOMPARE(truth->outcome, LabOutcome::Stalled);
    QCOMPARE(truth->chunksWritten, 1);
}

void TestLabTts::clientGoesAway()
{
    // 100 characters: 6 s of audio over 0.6 s; the client hangs up after 0.2 s.
    const QByteArray id = "client-gone";
    {
        Client client;
        const Reply reply = client.request("POST", speechUrl(),
                                           speechBody(QStringLiteral("tts-test"), QString(100, QLatin1Char('x')), QStringLiteral("pcm")),
                                           {requestIdHeader(id)}, 200);
        QCOMPARE(reply.code, CURLE_OPERATION_TIMEDOUT);
        QVERIFY(!reply.body.isEmpty());
    }
    QTRY_VERIFY_WITH_TIMEOUT(truthOf(id) && truthOf(id)->outcome == LabOutcome::ClientClosed, 3000);
    const std::optional<LabTtsTruth> truth = truthOf(id);
    QVERIFY(truth->chunksWritten > 0 && truth->chunksWritten < 300);
    QVERIFY(truth->audioMsWritten < truth->plannedAudioMs);
}

void TestLabTts::oneWritePerChunkAndPipelined()
{
    // Two speeches sent at once on one connection: the second starts when the first has ended, and
    // its first audio is planned from there. Each audio chunk is one HTTP chunk.
    labtest::RawClient raw;
    QVERIFY(raw.connectTo(m_lab->port()));
    const QByteArray body = speechBody(QStringLiteral("tts-test"), QStringLiteral("Ten chars."), QStringLiteral("pcm"));
    raw.send(labtest::post("/v1/audio/speech", body, {{"X-Request-ID", "pipelined-1"}})
             + labtest::post("/v1/audio/speech", body, {{"X-Request-ID", "pipelined-2"}}));
    labtest::RawResponse first;
    labtest::RawResponse second;
    QVERIFY(raw.read(first));
    QVERIFY(raw.read(second));
    for (const labtest::RawResponse *response : {&first, &second}) {
        QCOMPARE(response->status, 200);
        QVERIFY(response->chunked && response->complete);
        QCOMPARE(response->chunks.size(), std::size_t(30)); // 600 ms in 20 ms chunks
        for (const QByteArray &chunk : response->chunks)
            QCOMPARE(chunk.size(), qsizetype(960));
    }
    const std::optional<LabTtsTruth> one = truthOf("pipelined-1");
    const std::optional<LabTtsTruth> two = truthOf("pipelined-2");
    QVERIFY(one && two);
    QCOMPARE(one->chunksWritten, 30);
    QCOMPARE(two->requestOnConnection, one->requestOnConnection + 1);
    QVERIFY(two->requestCompleteNs < one->firstAudioWrittenNs); // it arrived long before its turn
    QVERIFY(two->startNs >= one->lastByteWrittenNs);
    QCOMPARE(two->plannedFirstAudioNs, two->startNs + std::llround(two->plannedFirstAudioMs * 1e6));
    QVERIFY(two->headWrittenNs >= one->lastByteWrittenNs);
}

void TestLabTts::http10EndsByClose()
{
    // HTTP/1.0 has no chunked framing: the raw audio, ended by the close.
    labtest::RawClient raw;
    QVERIFY(raw.connectTo(m_lab->port()));
    const QByteArray body = speechBody(QStringLiteral("tts-test"), QStringLiteral("Ten chars."), QStringLiteral("wav"));
    QByteArray request = labtest::post("/v1/audio/speech", body, {{"X-Request-ID", "http10"}});
    request.replace("HTTP/1.1", "HTTP/1.0");
    raw.send(request);
    QVERIFY(raw.waitForClose(5000));
    const QByteArray &bytes = raw.pending();
    const qsizetype headEnd = bytes.indexOf("\r\n\r\n");
    QVERIFY(headEnd > 0);
    const QByteArray head = bytes.left(headEnd).toLower();
    QVERIFY(head.startsWith("http/1.1 200"));
    QVERIFY(!head.contains("transfer-encoding"));
    QVERIFY(head.contains("content-type: audio/wav"));
    const QByteArray wav = bytes.mid(headEnd + 4);
    QCOMPARE(wav.size(), 44 + qsizetype(expectedSamples(10) * 2));
    QVERIFY(wav.startsWith("RIFF"));
    const std::optional<LabTtsTruth> truth = truthOf("http10");
    QVERIFY(truth);
    QCOMPARE(truth->outcome, LabOutcome::Complete);
}

void TestLabTts::truthKeepsInputExactly()
{
    // UTF-8 both ways: Chinese, an emoji (two UTF-16 units, one character) and JSON escapes.
    const QString input = QStringLiteral("你好，世界！這是語音測試。🙂 \"quoted\"\n");
    const QByteArray id = "truth-utf8";
    const Reply reply = m_client->request("POST", speechUrl(),
                                          speechBody(QStringLiteral("tts-short"), input, QStringLiteral("pcm")),
                                          {requestIdHeader(id)});
    QCOMPARE(reply.status, 200L);
    const int chars = int(input.toUcs4().size());
    QCOMPARE(chars, input.size() - 1);

    const std::optional<LabTtsTruth> truth = truthOf(id);
    QVERIFY(truth);
    QCOMPARE(QString::fromStdString(truth->input), input);
    QCOMPARE(truth->inputChars, chars);
    QCOMPARE(truth->model, std::string("tts-short"));
    QCOMPARE(truth->voice, std::string("alloy"));
    QCOMPARE(truth->plannedFirstAudioMs, kFirstAudioMs + kPerCharMs * chars);
    QCOMPARE(truth->audioMsWritten, 200.0); // capped by the model's max_audio_ms

    // The same over HTTP, and only under kind=tts: the chat truth is unchanged.
    const Reply tts = m_client->request("GET", url(QStringLiteral("/lab/truth?kind=tts&request_id=") + QString::fromLatin1(id)));
    QCOMPARE(tts.status, 200L);
    const QJsonArray records = QJsonDocument::fromJson(tts.body).array();
    QCOMPARE(records.size(), 1);
    const QJsonObject record = records.first().toObject();
    QCOMPARE(record.value(QStringLiteral("input")).toString(), input);
    QCOMPARE(record.value(QStringLiteral("input_chars")).toInt(), chars);
    QCOMPARE(record.value(QStringLiteral("format")).toString(), QStringLiteral("pcm"));
    QCOMPARE(record.value(QStringLiteral("http_status")).toInt(), 200);
    QCOMPARE(record.value(QStringLiteral("outcome")).toString(), QStringLiteral("complete"));
    QCOMPARE(qint64(record.value(QStringLiteral("first_audio_written_ns")).toDouble()), truth->firstAudioWrittenNs);
    QCOMPARE(qint64(record.value(QStringLiteral("audio_100ms_written_ns")).toDouble()), truth->audio100msWrittenNs);
    QCOMPARE(record.value(QStringLiteral("body_bytes_written")).toInt(), 9600);

    const Reply chat = m_client->request("GET", url(QStringLiteral("/lab/truth?request_id=") + QString::fromLatin1(id)));
    QCOMPARE(chat.status, 200L);
    QCOMPARE(QJsonDocument::fromJson(chat.body).array().size(), 0);
    QCOMPARE(m_client->request("GET", url(QStringLiteral("/lab/truth?kind=audio"))).status, 400L);
    const Reply newest = m_client->request("GET", url(QStringLiteral("/lab/truth?kind=tts&limit=1")));
    QCOMPARE(QJsonDocument::fromJson(newest.body).array().first().toObject().value(QStringLiteral("request_id")).toString(),
             QString::fromLatin1(id));
}

void TestLabTts::pipelinedAfterSpeech()
{
    // A chat request on the same kept-alive connection after a speech: the connection goes on.
    const Reply speech = m_client->request("POST", speechUrl(),
                                           speechBody(QStringLiteral("tts-test"), QStringLiteral("Hi."), QStringLiteral("wav")));
    QCOMPARE(speech.status, 200L);
    const QByteArray chatBody = R"({"model":"lab-fast","messages":[{"role":"user","content":"hi"}],"stream":false})";
    const Reply chat = m_client->request("POST", url(QStringLiteral("/v1/chat/completions")), chatBody,
                                         {"X-Lab-First-Token-Ms: 1", "X-Lab-Output-Tokens: 3", "X-Lab-Tpot-Ms: 1"});
    QCOMPARE(chat.status, 200L);
    QVERIFY(chat.json().contains(QStringLiteral("choices")));
}

void TestLabTts::leadingSilence_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<double>("silenceMs");
    for (const char *format : {"pcm", "wav", "mp3", "opus", "flac"}) {
        QTest::addRow("%s/300 ms", format) << QString::fromLatin1(format) << 300.0;
        QTest::addRow("%s/none", format) << QString::fromLatin1(format) << 0.0;
    }
}

void TestLabTts::leadingSilence()
{
    // The lab speaks after 300 ms of silence (X-Lab-Leading-Silence-Ms): the client's meter finds
    // the first real audio 300 ± 10 ms of audio after the first byte; without silence, at the first
    // byte within one frame (10 ms). PCM and WAV read directly, MP3, Opus and FLAC as the lab's
    // encoders (LAME, libopusenc, libFLAC) wrote them and the client's decoders read them.
    QFETCH(QString, format);
    QFETCH(double, silenceMs);
    const QByteArray id = "silence-" + format.toLatin1() + "-" + QByteArray::number(int(silenceMs));
    const Reply reply = m_client->request("POST", speechUrl(), speechBody(QStringLiteral("tts-test"), QStringLiteral("Your technician comes on Thursday."), format),
                                          {requestIdHeader(id), "X-Lab-Leading-Silence-Ms: " + QByteArray::number(silenceMs)});
    QCOMPARE(reply.status, 200L);
    const std::optional<LabTtsTruth> truth = truthOf(id);
    QVERIFY(truth);
    QCOMPARE(truth->leadingSilenceMs, silenceMs);
    AudioFormat audioFormat = AudioFormat::Pcm;
    QVERIFY(audioFormatFromName(format.toStdString(), audioFormat));
    const AudioMeter meter = meterOver(reply, audioFormat);
    QVERIFY(meter.problem().empty());
    QVERIFY2(meter.decodeProblem().empty(), meter.decodeProblem().c_str());
    QVERIFY(meter.leadingSilenceMs());
    qInfo("%s, %g ms of silence: first real audio %.2f ms after the first byte", qPrintable(format), silenceMs,
          *meter.leadingSilenceMs());
    // 300 ± 10 ms; none: within one 10 ms frame.
    QVERIFY2(std::abs(*meter.leadingSilenceMs() - silenceMs) <= 10.0, qPrintable(QString::number(*meter.leadingSilenceMs())));
    // The speech is as long as before: the silence comes ahead of it.
    QVERIFY(std::abs(truth->plannedAudioMs - silenceMs - 34 * kSpeechMsPerChar) < 1.0);
}

void TestLabTts::sseEvents()
{
    // stream_format "sse": the same audio, base64-encoded in speech.audio.delta events (one per
    // chunk), then speech.audio.done with the usage; text/event-stream. The raw answer to the same
    // request is the reference: the events' audio is byte for byte what the raw body is.
    const QString input = QStringLiteral("Your technician comes on Thursday.");
    const Reply raw = m_client->request("POST", speechUrl(), speechBody(QStringLiteral("tts-test"), input, QStringLiteral("mp3")),
                                        {requestIdHeader("sse-raw")});
    QJsonObject body = QJsonDocument::fromJson(speechBody(QStringLiteral("tts-test"), input, QStringLiteral("mp3"))).object();
    body.insert(QStringLiteral("stream_format"), QStringLiteral("sse"));
    const Reply sse = m_client->request("POST", speechUrl(), QJsonDocument(body).toJson(QJsonDocument::Compact),
                                        {requestIdHeader("sse-events")});
    QCOMPARE(raw.status, 200L);
    QCOMPARE(sse.status, 200L);
    QVERIFY2(sse.contentType.startsWith("text/event-stream"), sse.contentType.constData());
    QVERIFY(sse.body.endsWith("\n\n"));
    const QList<QByteArray> events = sse.body.chopped(2).split('\n');
    QByteArray audio;
    int deltas = 0;
    QJsonObject done;
    for (const QByteArray &line : events) {
        if (line.isEmpty())
            continue;
        QVERIFY2(line.startsWith("data: "), line.left(40).constData());
        const QJsonObject event = QJsonDocument::fromJson(line.mid(6)).object();
        const QString type = event.value(QStringLiteral("type")).toString();
        if (type == QLatin1String("speech.audio.delta")) {
            QVERIFY(done.isEmpty()); // nothing after done
            audio += QByteArray::fromBase64(event.value(QStringLiteral("audio")).toString().toLatin1());
            ++deltas;
        } else {
            QCOMPARE(type, QStringLiteral("speech.audio.done"));
            done = event;
        }
    }
    QCOMPARE(audio, raw.body);
    const std::optional<LabTtsTruth> truth = truthOf("sse-events");
    QVERIFY(truth);
    QCOMPARE(deltas, truth->chunksWritten);
    QCOMPARE(truth->bodyBytesWritten, std::int64_t(sse.body.size()));
    const QJsonObject usage = done.value(QStringLiteral("usage")).toObject();
    QCOMPARE(usage.value(QStringLiteral("input_tokens")).toInt(), (34 + 3) / 4);
    QVERIFY(usage.value(QStringLiteral("output_tokens")).toInt() > 0);
    QCOMPARE(usage.value(QStringLiteral("total_tokens")).toInt(),
             usage.value(QStringLiteral("input_tokens")).toInt() + usage.value(QStringLiteral("output_tokens")).toInt());
    // The first event is the first audio: it left the lab when the truth says.
    QVERIFY(sse.firstBodyNs() >= truth->firstAudioWrittenNs);
    QVERIFY(ms(sse.firstBodyNs() - truth->firstAudioWrittenNs) < 50);
    // Any other stream_format is refused, as OpenAI does.
    body.insert(QStringLiteral("stream_format"), QStringLiteral("events"));
    const Reply refused = m_client->request("POST", speechUrl(), QJsonDocument(body).toJson(QJsonDocument::Compact), {});
    QCOMPARE(refused.status, 400L);
}

QTEST_GUILESS_MAIN(TestLabTts)
#include "tst_labtts.moc"
