// The voice pipeline end to end against the lab server on loopback: two lab LLMs × one lab TTS.
// The client's stages are checked against what the server knows (its own stamps and the text it
// was sent), and each request's first sound against the sum of its stages.
#include "voice/ttsrecorder.h"
#include "voice/utterance.h"
#include "voice/voicedispatcher.h"
#include "engine/engine.h"
#include "lab/labasr.h"
#include "lab/labserver.h"
#include "stats/percentile.h"
#include "stats/pipelinesummary.h"
#include "store/session.h"
#include "wire/clausescanner.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <thread>

using namespace ttft;

namespace {

ProviderProfile llm(const LabServer &lab, const std::string &model)
{
    ProviderProfile profile;
    profile.name = model;
    profile.baseUrl = lab.baseUrl().toStdString();
    profile.model = model;
    profile.firstTokenTimeoutMs = 5000;
    profile.totalTimeoutMs = 20000;
    return profile;
}

TtsProfile tts(const LabServer &lab, const std::string &model, const std::string &format)
{
    TtsProfile profile;
    profile.endpoint.name = model;
    profile.endpoint.baseUrl = lab.baseUrl().toStdString();
    profile.endpoint.model = model;
    profile.endpoint.auth = AuthStyle::None;
    profile.endpoint.firstTokenTimeoutMs = 5000;
    profile.endpoint.totalTimeoutMs = 20000;
    profile.format = format;
    return profile;
}

RunSpec pipelineSpec(const LabServer &lab, const std::vector<std::string> &models, std::vector<TtsProfile> ttsProfiles,
                     const RunPlan &plan)
{
    RunSpec spec;
    for (const std::string &model : models)
        spec.providers.push_back(EngineProvider{llm(lab, model), {}});
    spec.workload.messages = nlohmann::json::array({{{"role", "user"}, {"content", "Tell me about the weather."}}});
    spec.workload.maxTokens = 40;
    spec.plan = plan;
    spec.voice.tts = std::move(ttsProfiles);
    spec.voice.asr.kind = AsrModel::Kind::Normal;
    spec.voice.asr.ms = 250;
    spec.voice.asr.sdMs = 40;
    spec.ttsApiKeys.assign(spec.voice.tts.size(), std::string());
    withVoicePipeline(spec);
    return spec;
}

double median(std::vector<double> values)
{
    return percentile(values, 50).value_or(NAN);
}

} // namespace

class TestVoicePipeline : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        LabConfig config;
        for (LabModel &model : config.models) {
            model.firstTokenJitterMs = 2;
            model.tpotMs = 15;
        }
        // A TTS service that sends 300 ms of silence before it speaks.
        LabTtsModel silent = config.ttsModels.front();
        silent.name = "lab-tts-silent";
        silent.leadingSilenceMs = 300;
        config.ttsModels.push_back(silent);
        m_lab = std::make_unique<LabServer>(config);
        QString error;
        QVERIFY2(m_lab->start(&error), qPrintable(error));
    }

    // The acceptance run: two LLMs × one TTS, every request's stages add up to its first sound,
    // and each stage is what the server says it was.
    void twoLlmsOneTtsAddUp()
    {
        const RunSpec spec = pipelineSpec(*m_lab, {"lab-fast", "lab-steady"}, {tts(*m_lab, "lab-tts", "pcm")},
                                          sequentialPlan(1, 8));
        RunOutcome outcome;
        const std::vector<RequestRecord> records = runToCompletion(spec, &outcome);
        QCOMPARE(outcome.recorded, outcome.dispatched);
        QCOMPARE(records.size(), std::size_t(18));

        std::vector<double> ttsLateMs, handoffMs, firstAudioLagMs;
        for (const RequestRecord &record : records) {
            QVERIFY2(!record.failed(), record.errorMessage.c_str());
            QCOMPARE(record.tts.size(), std::size_t(1));
            const TtsLeg &leg = record.tts.front();
            QVERIFY2(!leg.failed(), leg.errorMessage.c_str());
            QVERIFY(record.asrMs.has_value());
            QCOMPARE(*record.asrMs, spec.voice.asr.draw(spec.plan.seed, record.index)); // reproducible

            // The clause sent is the answer's first clause by the run's rule, and the server got
            // exactly that text.
            QVERIFY(!record.firstClause.empty());
            QVERIFY(record.text.starts_with(record.firstClause));
            QCOMPARE(record.firstClause, std::string(firstSpeakableClause(record.text, spec.voice.clauseChars)));
            const std::optional<LabTtsTruth> truth = m_lab->ttsTruthFor(leg.requestId);
            QVERIFY(truth.has_value());
            QCOMPARE(truth->input, record.firstClause);
            QCOMPARE(truth->format, std::string("pcm"));

            // First sound = ASR + (first audio − request start) + the audio's leading silence (here
            // none: the lab's tone starts at once) = the sum of the stages.
            const std::optional<PipelineStages> stages = pipelineStages(record, leg);
            QVERIFY(stages.has_value());
            double sum = 0;
            for (double ms : stages->ms)
                sum += ms;
            QVERIFY(leg.leadingSilenceMs && *leg.leadingSilenceMs < 0.5);
            const double fromStamps = *record.asrMs + double(leg.firstAudioNs - record.startNs) / 1e6 + *leg.leadingSilenceMs;
            QVERIFY2(std::abs(stages->firstSoundMs - fromStamps) < 1e-6, qPrintable(QString::number(stages->firstSoundMs - fromStamps)));
            QVERIFY2(std::abs(sum - stages->firstSoundMs) < 1e-6, qPrintable(QString::number(sum - stages->firstSoundMs)));

            // The client cannot see audio before the server wrote it, and sees it soon after.
            QVERIFY(leg.firstAudioNs >= truth->firstAudioWrittenNs);
            firstAudioLagMs.push_back(double(leg.firstAudioNs - truth->firstAudioWrittenNs) / 1e6);
            // The TTS stage is the server's planned first-audio time plus the network both ways.
            ttsLateMs.push_back(stages->stage(PipelineStage::Tts) - truth->plannedFirstAudioMs);
            handoffMs.push_back(stages->stage(PipelineStage::Handoff));
            // 100 ms of 24 kHz 16-bit PCM: the server's write that completed 4,800 bytes.
            QVERIFY(leg.audio100msNs >= truth->audio100msWrittenNs);
            QVERIFY(leg.audioMs.has_value());
        }
        const double lag = median(firstAudioLagMs);
        const double late = median(ttsLateMs);
        const double handoff = median(handoffMs);
        qInfo("first audio client − server write, median %.3f ms; TTS stage − planned %.3f ms; hand-over %.3f ms",
              lag, late, handoff);
        QVERIFY2(lag < 5, qPrintable(QString::number(lag)));
        QVERIFY2(late >= 0 && late < 10, qPrintable(QString::number(late)));
        QVERIFY2(handoff < 5, qPrintable(QString::number(handoff)));

        // One summary per LLM × TTS, the slower LLM with the later first sound.
        const std::vector<PipelineSummary> summaries = summarizePipeline(records);
        QCOMPARE(summaries.size(), std::size_t(2));
        QCOMPARE(summaries[0].provider, std::string("lab-fast"));
        QCOMPARE(summaries[0].tts, std::string("lab-tts"));
        QCOMPARE(summaries[0].turns, std::int64_t(8));
        QCOMPARE(summaries[0].complete, std::int64_t(8));
        QVERIFY(*summaries[1].firstSound.p50 > *summaries[0].firstSound.p50);
    }

    // Issue 23's acceptance, in the pipeline: a TTS that sends 300 ms of silence first is heard
    // 300 ± 10 ms after its first byte, and the first sound counts from then; the same TTS without
    // the silence, given the same clause at the same moment, is heard at its first byte. In every
    // format the client decodes, raw or in OpenAI's SSE events.
    void leadingSilenceDelaysTheFirstSound()
    {
        const std::pair<const char *, const char *> variants[] = {
            {"pcm", ""}, {"wav", ""}, {"mp3", ""}, {"opus", ""}, {"flac", ""}, {"mp3", "sse"}, {"pcm", "sse"}};
        for (const auto &[format, streamFormat] : variants) {
            std::vector<TtsProfile> profiles{tts(*m_lab, "lab-tts", format), tts(*m_lab, "lab-tts-silent", format)};
            for (TtsProfile &profile : profiles)
                profile.streamFormat = streamFormat;
            const RunSpec spec = pipelineSpec(*m_lab, {"lab-fast"}, std::move(profiles), sequentialPlan(1, 4));
            const std::vector<RequestRecord> records = runToCompletion(spec);
            std::vector<double> silence, later;
            for (const RequestRecord &record : records) {
                QVERIFY2(!record.failed(), record.errorMessage.c_str());
                QCOMPARE(record.tts.size(), std::size_t(2));
                const TtsLeg &plain = record.tts[0], &silent = record.tts[1];
                QVERIFY2(!plain.failed() && !silent.failed(), (plain.errorMessage + silent.errorMessage).c_str());
                QVERIFY(plain.leadingSilenceMs && silent.leadingSilenceMs);
                QVERIFY(*plain.leadingSilenceMs < 0.5);
                silence.push_back(*silent.leadingSilenceMs);
                QCOMPARE(*silent.firstRealAudioMs(), *silent.ttfaMs() + *silent.leadingSilenceMs);
                const std::optional<PipelineStages> a = pipelineStages(record, plain), b = pipelineStages(record, silent);
                QVERIFY(a && b);
                later.push_back(b->firstSoundMs - a->firstSoundMs - (*silent.ttfaMs() - *plain.ttfaMs()));
            }
            qInfo("%s%s%s: leading silence found, median %.2f ms (lab: 300); first sound later by %.2f ms beyond the first bytes' difference",
                  format, *streamFormat ? " in " : "", streamFormat, median(silence), median(later));
            QVERIFY2(std::abs(median(silence) - 300) <= 10, qPrintable(QString::number(median(silence))));
            QVERIFY2(std::abs(median(later) - 300) <= 10, qPrintable(QString::number(median(later))));
        }
    }

    // OpenAI's SSE audio as a hostile server might send it: each way it goes wrong is a failed leg
    // with its class and the server's words, never a crash or audio made up.
    void sseAudioGoneWrong()
    {
        const auto leg = [](const std::string &body) {
            TtsLeg seed;
            seed.format = "pcm";
            AudioMeter::Options options;
            TtsLeg result;
            TtsRecorder recorder(seed, options, [&](TtsLeg &&finished) { result = std::move(finished); });
            recorder.onResponseHead(100, 200, {{"content-type", "text/event-stream"}});
            recorder.onBody(200, body);
            TransferResult transfer;
            transfer.httpStatus = 200;
            transfer.timeline.startNs = 0;
            transfer.timeline.endNs = 300;
            recorder.onFinished(transfer);
            return result;
        };
        const std::string audio = "AAAAAAAAAAA="; // 8 bytes of silence
        const std::string done = "data: {\"type\":\"speech.audio.done\",\"usage\":{}}\n\n";
        const TtsLeg good = leg("data: {\"type\":\"speech.audio.delta\",\"audio\":\"" + audio + "\"}\n\n" + done);
        QVERIFY2(!good.failed(), good.errorMessage.c_str());
        QCOMPARE(good.audioBytes, std::int64_t(8));
        QCOMPARE(good.firstAudioNs, std::int64_t(200));

        const TtsLeg error = leg("data: {\"type\":\"error\",\"error\":{\"message\":\"voice not found\"}}\n\n");
        QCOMPARE(error.errorClass, ErrorClass::StreamError);
        QVERIFY2(error.errorMessage.find("voice not found") != std::string::npos, error.errorMessage.c_str());

        const TtsLeg notBase64 = leg("data: {\"type\":\"speech.audio.delta\",\"audio\":\"%%%\"}\n\n" + done);
        QCOMPARE(notBase64.errorClass, ErrorClass::Malformed);
        QCOMPARE(notBase64.audioBytes, std::int64_t(0));

        const TtsLeg notJson = leg("data: [[[[\n\n" + done);
        QCOMPARE(notJson.errorClass, ErrorClass::Malformed);

        const TtsLeg deep = leg("data: " + std::string(100'000, '[') + "\n\n" + done);
        QCOMPARE(deep.errorClass, ErrorClass::Malformed);

        const TtsLeg cut = leg("data: {\"type\":\"speech.audio.delta\",\"audio\":\"" + audio + "\"}\n\n");
        QCOMPARE(cut.errorClass, ErrorClass::Dropped);
        QCOMPARE(cut.audioBytes, std::int64_t(8)); // what came is kept

        const TtsLeg empty = leg(done);
        QCOMPARE(empty.errorClass, ErrorClass::NoOutput);
    }

    // Two TTS endpoints get the same clause at the same moment; the slow one's first audio is later
    // by about the difference the lab was configured with.
    void everyTtsGetsTheSameClause()
    {
        const RunSpec spec = pipelineSpec(*m_lab, {"lab-fast"}, {tts(*m_lab, "lab-tts", "wav"), tts(*m_lab, "lab-tts-slow", "mp3")},
                                          sequentialPlan(0, 6));
        const std::vector<RequestRecord> records = runToCompletion(spec);
        QCOMPARE(records.size(), std::size_t(6));
        const LabConfig &config = m_lab->config();
        const double expected = config.findTtsModel("lab-tts-slow")->firstAudioMs - config.findTtsModel("lab-tts")->firstAudioMs;
        std::vector<double> gaps;
        for (const RequestRecord &record : records) {
            QCOMPARE(record.tts.size(), std::size_t(2));
            for (const TtsLeg &leg : record.tts) {
                QVERIFY2(!leg.failed(), leg.errorMessage.c_str());
                QCOMPARE(m_lab->ttsTruthFor(leg.requestId)->input, record.firstClause);
                QVERIFY2(leg.audio100msNs > leg.firstAudioNs, leg.format.c_str()); // WAV and MP3 tell their duration
            }
            QVERIFY(std::abs(record.tts[0].startNs - record.tts[1].startNs) < 5'000'000);
            const double gap = double(record.tts[1].firstAudioNs - record.tts[0].firstAudioNs) / 1e6;
            const double truthGap = double(m_lab->ttsTruthFor(record.tts[1].requestId)->firstAudioWrittenNs
                                           - m_lab->ttsTruthFor(record.tts[0].requestId)->firstAudioWrittenNs) / 1e6;
            gaps.push_back(gap);
            // The client sees the two first audios as far apart as the server wrote them.
            QVERIFY2(std::abs(gap - truthGap) < 3, qPrintable(QStringLiteral("%1 vs %2").arg(gap).arg(truthGap)));
        }
        const double gap = median(gaps);
        qInfo("slow − fast TTS first audio, median %.1f ms (configured base difference %.1f, plus jitter and per-character cost)",
              gap, expected);
        QVERIFY2(gap > expected * 0.8, qPrintable(QString::number(gap)));
    }

    // A TTS that fails leaves the LLM's figures alone and is counted apart; nothing is lost.
    void failingTtsIsRecorded()
    {
        TtsProfile broken = tts(*m_lab, "no-such-tts", "pcm");
        RunSpec spec = pipelineSpec(*m_lab, {"lab-fast"}, {broken}, sequentialPlan(0, 3));
        const std::vector<RequestRecord> records = runToCompletion(spec);
        QCOMPARE(records.size(), std::size_t(3));
        for (const RequestRecord &record : records) {
            QVERIFY(!record.failed());
            QCOMPARE(record.tts.size(), std::size_t(1));
            QCOMPARE(record.tts[0].errorClass, ErrorClass::HttpClient);
            QVERIFY2(record.tts[0].errorMessage.find("404") != std::string::npos, record.tts[0].errorMessage.c_str());
        }
        const std::vector<PipelineSummary> summaries = summarizePipeline(records);
        QCOMPARE(summaries.size(), std::size_t(1));
        QCOMPARE(summaries[0].ttsFailed, std::int64_t(3));
        QCOMPARE(summaries[0].complete, std::int64_t(0));
    }

    // Closed loop at 4: a worker's next turn starts when its TTS answer has ended, not its LLM's,
    // so the client's own lag stays small.
    void closedLoopWaitsForTheTurn()
    {
        RunPlan plan;
        plan.mode = LoadMode::ClosedLoop;
        plan.concurrency = {4};
        plan.warmup = 0;
        plan.requests = 12;
        const RunSpec spec = pipelineSpec(*m_lab, {"lab-fast"}, {tts(*m_lab, "lab-tts", "pcm")}, plan);
        RunOutcome outcome;
        const std::vector<RequestRecord> records = runToCompletion(spec, &outcome);
        QCOMPARE(outcome.recorded, outcome.dispatched);
        std::vector<double> lags;
        for (const RequestRecord &record : records) {
            QVERIFY2(!record.failed(), record.errorMessage.c_str());
            QVERIFY(!record.tts.empty() && !record.tts[0].failed());
            if (const auto lag = record.dispatchLagMs())
                lags.push_back(*lag);
        }
        QVERIFY2(median(lags) < 5, qPrintable(QString::number(median(lags))));
    }

    // Stopping mid-run: TTS answers in flight are cancelled, and every request is still recorded once.
    void stopRecordsEverything()
    {
        RunPlan plan;
        plan.mode = LoadMode::ClosedLoop;
        plan.concurrency = {6};
        plan.warmup = 0;
        plan.durationS = 30;
        const RunSpec spec = pipelineSpec(*m_lab, {"lab-fast"}, {tts(*m_lab, "lab-tts-slow", "pcm")}, plan);
        std::vector<RequestRecord> records;
        Engine::Events events;
        events.onRecord = [&records](const RequestRecord &record) { records.push_back(record); };
        Engine engine(spec, events);
        RunOutcome outcome;
        std::thread runner([&] { outcome = engine.run(); });
        QTest::qWait(1500);
        engine.stop();
        runner.join();
        QVERIFY(outcome.stopped);
        QCOMPARE(outcome.recorded, outcome.dispatched);
        QCOMPARE(std::int64_t(records.size()), outcome.dispatched);
        int cancelledLegs = 0;
        for (const RequestRecord &record : records) {
            for (const TtsLeg &leg : record.tts)
                cancelledLegs += leg.errorClass == ErrorClass::Cancelled ? 1 : 0;
        }
        QVERIFY2(cancelledLegs > 0, "some TTS answers were in flight at the stop");
    }

    // The onset level is the user's: the same audio, heard at -50 dBFS, never "sounds" for a level
    // above the lab's tone (its leading silence is then unknown, as for audio that never sounded).
    void onsetThresholdIsTheUsers()
    {
        TtsProfile strict = tts(*m_lab, "lab-tts", "pcm");
        strict.endpoint.name = "lab-tts-strict";
        strict.onsetThresholdDbfs = -0.5;
        const RunSpec spec = pipelineSpec(*m_lab, {"lab-fast"}, {tts(*m_lab, "lab-tts", "pcm"), strict}, sequentialPlan(0, 1));
        QCOMPARE(voicePlanFromJson(toJson(spec.voice)), spec.voice); // the level travels with the plan
        const std::vector<RequestRecord> records = runToCompletion(spec);
        QCOMPARE(records.size(), std::size_t(1));
        QCOMPARE(records[0].tts.size(), std::size_t(2));
        QVERIFY2(!records[0].tts[0].failed() && !records[0].tts[1].failed(), records[0].tts[1].errorMessage.c_str());
        QVERIFY(records[0].tts[0].leadingSilenceMs.has_value());
        QVERIFY(!records[0].tts[1].leadingSilenceMs.has_value());
    }

    // The record's pipeline fields survive both JSON forms and a session file.
    void recordsAndSessionKeepThePipeline()
    {
        const RunSpec spec = pipelineSpec(*m_lab, {"lab-fast"}, {tts(*m_lab, "lab-tts", "mp3")}, sequentialPlan(0, 2));
        const std::vector<RequestRecord> records = runToCompletion(spec);
        QCOMPARE(records.size(), std::size_t(2));
        for (const RequestRecord &record : records) {
            for (const RecordJsonForm form : {RecordJsonForm::Full, RecordJsonForm::Raw}) {
                const RequestRecord back = requestRecordFromJson(toJson(record, true, form));
                QCOMPARE(back.tts, record.tts);
                QCOMPARE(back.firstClause, record.firstClause);
                QCOMPARE(back.asrMs, record.asrMs);
            }
        }
        QTemporaryDir dir;
        Session session;
        session.run.providers = {spec.providers[0].profile};
        session.run.voice = spec.voice;
        session.records = records;
        const QString path = dir.filePath(QStringLiteral("pipeline.ttft"));
        QString error;
        QVERIFY2(writeSessionFile(path, session, &error), qPrintable(error));
        Session opened;
        QVERIFY2(readSessionFile(path, opened, &error), qPrintable(error));
        QCOMPARE(opened.run.voice, spec.voice);
        QCOMPARE(opened.records.size(), records.size());
        QCOMPARE(opened.records[0].tts, records[0].tts);
    }

    // Issue 23's whole turn: the user speaks (an espeak-ng utterance sent at real-time pace to the
    // lab's recogniser), the final transcript is the LLM's prompt, its first clause goes to TTS.
    // Every stage is measured, each against the lab's own stamps, and they add up to the first sound
    // measured from the user's last word.
    void wholeTurnMeasured()
    {
        const std::optional<Utterance> spoken = synthesiseUtterance("Yes, please.", "en", 16'000);
        if (!spoken)
            QSKIP("espeak-ng and sox are not installed (scripts/lib.sh installs them)");
        QTemporaryDir dir;
        const QString wavPath = dir.filePath(QStringLiteral("yes.wav"));
        {
            QFile file(wavPath);
            QVERIFY(file.open(QIODevice::WriteOnly));
            const std::string wav = spoken->wav();
            file.write(wav.data(), qint64(wav.size()));
        }
        const auto liveAsr = [&](const std::string &model) {
            AsrProfile asr;
            asr.endpoint.name = model;
            asr.endpoint.kind = ProviderKind::Lab; // told what is said, as the lab's recogniser is
            asr.endpoint.baseUrl = m_lab->baseUrl().toStdString();
            asr.endpoint.model = model;
            asr.endpoint.auth = AuthStyle::None;
            asr.endpoint.totalTimeoutMs = 20000;
            asr.recordings = {wavPath.toStdString()};
            asr.texts = {"Yes, please."};
            return asr;
        };

        // The same plan with the ASR time configured: its requests differ only by the transcript.
        const RunSpec configured = pipelineSpec(*m_lab, {"lab-fast"}, {tts(*m_lab, "lab-tts-silent", "mp3")}, sequentialPlan(0, 3));
        RunSpec spec = configured;
        spec.voice.liveAsr = liveAsr("lab-asr");
        withVoicePipeline(spec);
        const std::vector<RequestRecord> without = runToCompletion(configured);
        RunOutcome outcome;
        const std::vector<RequestRecord> records = runToCompletion(spec, &outcome);
        QVERIFY2(outcome.error.empty(), outcome.error.c_str());
        QCOMPARE(outcome.recorded, outcome.dispatched);
        QCOMPARE(records.size(), std::size_t(3));
        QCOMPARE(without.size(), std::size_t(3));

        std::vector<double> asrLateMs, firstSoundMs, handoffMs;
        for (std::size_t i = 0; i < records.size(); ++i) {
            const RequestRecord &record = records[i];
            QVERIFY2(!record.failed(), record.errorMessage.c_str());
            QVERIFY(record.asr.has_value());
            const AsrLeg &asr = *record.asr;
            QVERIFY2(!asr.failed(), asr.errorMessage.c_str());
            QCOMPARE(asr.transcript, std::string("Yes, please."));
            QCOMPARE(asr.wordErrorRate, std::optional<double>(0.0));
            // The transcript ended the prompt: the request is the configured one's plus "\n\n" and
            // the words (JSON-escaped: 4 + 12 bytes).
            QCOMPARE(record.requestBytes, without[i].requestBytes + 16);
            // The request was due when the transcript was final, and went after it.
            QCOMPARE(record.intendedNs, asr.finalNs);
            QVERIFY(record.startNs >= asr.finalNs);
            QVERIFY(asr.startNs < asr.speechEndNs && asr.speechEndNs < asr.firstPartialNs && asr.firstPartialNs <= asr.finalNs);
            QCOMPARE(record.asrMs, asr.toFinalMs());

            // The recogniser's stage against the lab's: its last word as the lab read it, to the
            // final transcript as the lab wrote it.
            const std::optional<LabAsrTruth> truth = m_lab->asrTruthFor(asr.requestId);
            QVERIFY(truth.has_value());
            const double labMs = double(truth->finalWrittenNs - truth->speechEndReceivedNs) / 1e6;
            asrLateMs.push_back(*asr.toFinalMs() - labMs);

            // The stages add up to the first sound heard, measured from the user's last word.
            QCOMPARE(record.tts.size(), std::size_t(1));
            const TtsLeg &leg = record.tts.front();
            QVERIFY2(!leg.failed(), leg.errorMessage.c_str());
            const std::optional<PipelineStages> stages = pipelineStages(record, leg);
            QVERIFY(stages.has_value());
            double sum = 0;
            for (double ms : stages->ms)
                sum += ms;
            QVERIFY(leg.leadingSilenceMs && std::abs(*leg.leadingSilenceMs - 300) < 10);
            const double heardMs = double(leg.firstAudioNs - asr.speechEndNs) / 1e6 + *leg.leadingSilenceMs;
            QVERIFY2(std::abs(stages->firstSoundMs - heardMs) < 1e-6, qPrintable(QString::number(stages->firstSoundMs - heardMs)));
            QVERIFY2(std::abs(sum - heardMs) < 1e-6, qPrintable(QString::number(sum - heardMs)));
            QVERIFY(std::abs(stages->stage(PipelineStage::Asr) - *asr.toFinalMs()) < 1e-3); // the record's figure is to the µs
            firstSoundMs.push_back(stages->firstSoundMs);
            handoffMs.push_back(stages->stage(PipelineStage::LlmHandoff));

            // Both JSON forms keep the leg.
            for (const RecordJsonForm form : {RecordJsonForm::Full, RecordJsonForm::Raw})
                QCOMPARE(requestRecordFromJson(toJson(record, true, form)).asr, record.asr);
        }
        qInfo("whole turn: first sound median %.1f ms from the last word; ASR client − lab median %.3f ms; "
              "hand-over to LLM median %.3f ms",
              median(firstSoundMs), median(asrLateMs), median(handoffMs));
        QVERIFY2(std::abs(median(asrLateMs)) < 5, qPrintable(QString::number(median(asrLateMs))));

        const std::vector<PipelineSummary> summaries = summarizePipeline(records);
        QCOMPARE(summaries.size(), std::size_t(1));
        QCOMPARE(summaries[0].complete, std::int64_t(3));
        QVERIFY(summaries[0].stages[std::size_t(PipelineStage::Asr)].p50 > 100.0);

        // A recogniser that refuses: each turn is recorded, failed at its ASR stage, with no LLM
        // request sent and the summary saying why.
        RunSpec refused = configured;
        refused.voice.liveAsr = liveAsr("whisper-9");
        withVoicePipeline(refused);
        const std::vector<RequestRecord> unheard = runToCompletion(refused, &outcome);
        QCOMPARE(unheard.size(), std::size_t(3));
        for (const RequestRecord &record : unheard) {
            QVERIFY(record.failed());
            QCOMPARE(record.errorClass, ErrorClass::HttpClient);
            QVERIFY(record.asr && record.asr->httpStatus == 404);
            QVERIFY(record.tts.empty());
            QVERIFY(!m_lab->truthFor(record.requestId)); // the LLM never saw it
        }
        const std::vector<PipelineSummary> failed = summarizePipeline(unheard, {}, ttsNamesOf(refused.voice));
        QCOMPARE(failed.size(), std::size_t(1));
        QCOMPARE(failed[0].asrFailed, std::int64_t(3));
        QCOMPARE(failed[0].llmFailed, std::int64_t(0));

        // The same turns over the Realtime WebSocket API: the microphone stays open and the lab's
        // server VAD ends each turn after its 500 ms of silence; the stages still add up to the
        // first sound, and the ASR stage is the lab's.
        RunSpec realtime = configured;
        realtime.voice.liveAsr = liveAsr("lab-asr");
        realtime.voice.liveAsr->realtime = true;
        withVoicePipeline(realtime);
        const std::vector<RequestRecord> heard = runToCompletion(realtime, &outcome);
        QCOMPARE(heard.size(), std::size_t(3));
        std::vector<double> realtimeLateMs;
        for (const RequestRecord &record : heard) {
            QVERIFY2(!record.failed(), record.errorMessage.c_str());
            QVERIFY(record.asr && record.asr->transcript == "Yes, please.");
            QCOMPARE(record.tts.size(), std::size_t(1));
            const std::optional<PipelineStages> stages = pipelineStages(record, record.tts.front());
            QVERIFY(stages.has_value());
            const double heardMs = double(record.tts.front().firstAudioNs - record.asr->speechEndNs) / 1e6
                + record.tts.front().leadingSilenceMs.value_or(0);
            QVERIFY2(std::abs(stages->firstSoundMs - heardMs) < 1e-6, qPrintable(QString::number(stages->firstSoundMs - heardMs)));
            QVERIFY2(stages->stage(PipelineStage::Asr) > 500, qPrintable(QString::number(stages->stage(PipelineStage::Asr))));
            const std::optional<LabAsrTruth> truth = m_lab->asrTruthFor(record.asr->requestId);
            QVERIFY(truth.has_value());
            realtimeLateMs.push_back(*record.asr->toFinalMs() - double(truth->finalWrittenNs - truth->speechEndReceivedNs) / 1e6);
        }
        qInfo("realtime turns: ASR client − lab median %.3f ms", median(realtimeLateMs));
        QVERIFY2(std::abs(median(realtimeLateMs)) < 5, qPrintable(QString::number(median(realtimeLateMs))));
    }

    // A stop while users are still speaking: every turn is recorded, the unsent ones as cancelled.
    void stopWhileTheUserSpeaks()
    {
        const std::optional<Utterance> spoken = synthesiseUtterance("Yes, please.", "en", 16'000);
        if (!spoken)
            QSKIP("espeak-ng and sox are not installed (scripts/lib.sh installs them)");
        RunPlan plan;
        plan.mode = LoadMode::ClosedLoop;
        plan.concurrency = {4};
        plan.warmup = 0;
        plan.durationS = 30;
        RunSpec spec = pipelineSpec(*m_lab, {"lab-fast"}, {tts(*m_lab, "lab-tts", "pcm")}, plan);
        AsrProfile asr;
        asr.endpoint.name = "lab-asr";
        asr.endpoint.kind = ProviderKind::Lab;
        asr.endpoint.baseUrl = m_lab->baseUrl().toStdString();
        asr.endpoint.model = "lab-asr";
        asr.language = "en"; // the built-in utterances, 3 to 6 s each: nobody has finished at the stop
        spec.voice.liveAsr = asr;
        withVoicePipeline(spec);
        std::vector<RequestRecord> records;
        Engine::Events events;
        events.onRecord = [&records](const RequestRecord &record) { records.push_back(record); };
        Engine engine(spec, events);
        RunOutcome outcome;
        std::thread runner([&] { outcome = engine.run(); });
        // The utterances are made first (espeak-ng), then the four users speak, each for 3 s or more.
        QTRY_VERIFY_WITH_TIMEOUT(engine.inFlight() == 4, 30'000);
        QTest::qWait(500);
        engine.stop();
        runner.join();
        QVERIFY2(outcome.error.empty(), outcome.error.c_str());
        QVERIFY(outcome.stopped);
        QCOMPARE(outcome.recorded, outcome.dispatched);
        QCOMPARE(std::int64_t(records.size()), outcome.dispatched);
        QVERIFY(outcome.dispatched >= 4);
        for (const RequestRecord &record : records) {
            QCOMPARE(record.errorClass, ErrorClass::Cancelled);
            QVERIFY(record.asr && record.asr->errorClass == ErrorClass::Cancelled);
        }
    }

private:
    std::unique_ptr<LabServer> m_lab;
};

QTEST_GUILESS_MAIN(TestVoicePipeline)
#include "tst_voicepipeline.moc"
