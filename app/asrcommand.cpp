// `ttft-bench asr`: speech recognition measured. Utterances (espeak-ng's, or the user's
// recordings) are sent at real-time pace to an OpenAI-compatible /audio/transcriptions; the time
// from the speaker's last word to the first partial and to the final transcript, and the WER.
#include "base/i18n.h"
#include "benchcommands.h"
#include "clisupport.h"
#include "lab/labasr.h"
#include "lab/labserver.h"
#include "stats/percentile.h"
#include "voice/asrprobe.h"
#include "voice/utterance.h"

#include <QCommandLineParser>
#include <QFile>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <numeric>

namespace ttft {

namespace {

int asrUsageError(const QString &reason)
{
    printLine(stderr, Tr::tr("ttft-bench asr: %1").arg(reason));
    return 2;
}

QString ms(std::optional<double> value)
{
    return value ? QString::number(*value, 'f', 1) : QStringLiteral("–");
}

nlohmann::json resultJson(const AsrResult &result, const Utterance &utterance)
{
    const auto optional = [](std::optional<double> value) { return value ? nlohmann::json(*value) : nlohmann::json(); };
    return {{"request_id", result.requestId},
            {"language", utterance.language},
            {"text", utterance.text},
            {"audio_ms", result.audioMs},
            {"speech_end_ms", result.speechEndMs},
            {"speech_end_to_first_partial_ms", optional(result.toFirstPartialMs())},
            {"speech_end_to_final_ms", optional(result.toFinalMs())},
            {"transcript", result.transcript},
            {"wer", result.errors ? optional(result.errors->rate()) : nlohmann::json()},
            {"http_status", result.httpStatus},
            {"error", result.failed() ? nlohmann::json{{"class", errorClassName(result.errorClass)}, {"message", result.errorMessage}}
                                      : nlohmann::json()}};
}

} // namespace

int asrCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Speech recognition measured: utterances sent at real-time pace to an "
                                            "OpenAI-compatible /audio/transcriptions, timed from the speaker's last word."));
    parser.addHelpOption();
    const QCommandLineOption lab{QStringLiteral("lab"), Tr::tr("Measure the embedded lab's recogniser (lab-asr), which is told what each utterance says.")};
    const QCommandLineOption url{QStringLiteral("url"), Tr::tr("Base URL of the endpoint, e.g. https://api.openai.com/v1."), QStringLiteral("URL")};
    const QCommandLineOption model{QStringLiteral("model"), Tr::tr("Transcription model (default gpt-4o-transcribe; with --lab lab-asr)."), QStringLiteral("M")};
    const QCommandLineOption keyEnv{QStringLiteral("key-env"), Tr::tr("Name of the environment variable holding the API key (the key itself is never written anywhere)."), QStringLiteral("NAME")};
    const QCommandLineOption wav{QStringLiteral("wav"), Tr::tr("Your own recording (any file sox reads); repeatable. Without it: built-in utterances in English and Chinese, spoken by espeak-ng."), QStringLiteral("FILE")};
    const QCommandLineOption text{QStringLiteral("text"), Tr::tr("What the recordings of --wav say, in order (for the word error rate); repeatable."), QStringLiteral("TEXT")};
    const QCommandLineOption language{QStringLiteral("language"), Tr::tr("Only the built-in utterances in this language (en or zh); also sent as the language hint."), QStringLiteral("L")};
    const QCommandLineOption repeat{QStringLiteral("repeat"), Tr::tr("Send every utterance this many times (default 1)."), QStringLiteral("N")};
    const QCommandLineOption noStream{QStringLiteral("no-stream"), Tr::tr("Ask for one JSON answer instead of transcript events.")};
    const QCommandLineOption out{QStringLiteral("out"), Tr::tr("Write the results as JSON to FILE."), QStringLiteral("FILE")};
    const QCommandLineOption realtime{QStringLiteral("realtime"), Tr::tr("Use OpenAI's Realtime API over a WebSocket (GET …/realtime?intent=transcription, 24 kHz PCM, the server's voice activity detection ends the turn while silence keeps coming) instead of an HTTP upload.")};
    parser.addOptions({lab, url, model, keyEnv, wav, text, language, repeat, noStream, realtime, out});
    if (!parser.parse(arguments))
        return asrUsageError(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        printLine(stdout, parser.helpText());
        return 0;
    }
    if (parser.isSet(lab) == parser.isSet(url))
        return asrUsageError(Tr::tr("give --lab or --url"));
    bool ok = true;
    const int times = parser.isSet(repeat) ? parser.value(repeat).toInt(&ok) : 1;
    if (!ok || times < 1 || times > 1000)
        return asrUsageError(Tr::tr("--repeat must be a whole number from 1 to 1000"));
    const QString only = parser.value(language);
    if (!only.isEmpty() && only != QLatin1String("en") && only != QLatin1String("zh"))
        return asrUsageError(Tr::tr("--language must be en or zh"));

    AsrTarget target;
    target.stream = !parser.isSet(noStream);
    target.realtime = parser.isSet(realtime);
    if (target.realtime && parser.isSet(noStream))
        return asrUsageError(Tr::tr("--realtime streams by nature: --no-stream does not apply"));
    target.language = only.toStdString();
    std::unique_ptr<LabServer> labServer;
    if (parser.isSet(lab)) {
        labServer = std::make_unique<LabServer>(LabConfig{});
        QString error;
        if (!labServer->start(&error))
            return asrUsageError(error);
        target.baseUrl = labServer->baseUrl().toStdString();
        target.model = parser.isSet(model) ? parser.value(model).toStdString() : LabAsrModel{}.name;
        target.labTranscript = true;
    } else {
        target.baseUrl = parser.value(url).toStdString();
        target.model = parser.isSet(model) ? parser.value(model).toStdString() : std::string("gpt-4o-transcribe");
        if (parser.isSet(keyEnv)) {
            const QByteArray key = qgetenv(parser.value(keyEnv).toLocal8Bit().constData());
            if (key.isEmpty())
                return asrUsageError(Tr::tr("the environment variable %1 is not set").arg(parser.value(keyEnv)));
            target.apiKey = key.toStdString();
        }
    }

    // The utterances: the user's recordings, or the built-in ones spoken by espeak-ng.
    std::vector<std::string> files, texts;
    for (const QString &file : parser.values(wav))
        files.push_back(file.toStdString());
    for (const QString &said : parser.values(text))
        texts.push_back(said.toStdString());
    std::string error;
    const std::optional<std::vector<Utterance>> loaded = loadUtterances(files, texts, only.toStdString(),
                                                                          target.realtime ? 24'000 : 16'000, &error);
    if (!loaded)
        return asrUsageError(QString::fromStdString(error));
    const std::vector<Utterance> &utterances = *loaded;

    printLine(stdout, Tr::tr("%1 utterance(s) to %2 (%3), sent at real-time pace, %4 time(s) each")
                          .arg(utterances.size())
                          .arg(QString::fromStdString(target.baseUrl), QString::fromStdString(target.model))
                          .arg(times));
    nlohmann::json results = nlohmann::json::array();
    std::vector<double> toPartial, toFinal, wer;
    int failures = 0;
    for (int round = 0; round < times; ++round) {
        for (const Utterance &utterance : utterances) {
            if (target.language.empty() || !files.empty())
                target.language = utterance.language;
            const AsrResult result = measureTranscription(target, utterance);
            results.push_back(resultJson(result, utterance));
            if (result.failed()) {
                ++failures;
                printLine(stdout, Tr::tr("  %1 s of speech: failed, %2: %3")
                                      .arg(utterance.durationMs() / 1000.0, 0, 'f', 1)
                                      .arg(QString::fromLatin1(errorClassName(result.errorClass)),
                                           QString::fromStdString(result.errorMessage)));
                continue;
            }
            if (result.toFirstPartialMs())
                toPartial.push_back(*result.toFirstPartialMs());
            if (result.toFinalMs())
                toFinal.push_back(*result.toFinalMs());
            const std::optional<double> rate = result.errors ? result.errors->rate() : std::nullopt;
            if (rate)
                wer.push_back(*rate);
            printLine(stdout, Tr::tr("  %1 s of speech: end of speech → first partial %2 ms, → final %3 ms; WER %4")
                                  .arg(utterance.durationMs() / 1000.0, 0, 'f', 1)
                                  .arg(ms(result.toFirstPartialMs()), ms(result.toFinalMs()),
                                       rate ? QString::number(*rate, 'f', 2) : QStringLiteral("–")));
        }
    }
    printLine(stdout, Tr::tr("End of speech → first partial: P50 %1 ms, P95 %2 ms; → final transcript: P50 %3 ms, P95 %4 ms; "
                             "WER %5 (mean); %6 failed")
                          .arg(ms(percentile(toPartial, 50)), ms(percentile(toPartial, 95)), ms(percentile(toFinal, 50)),
                               ms(percentile(toFinal, 95)))
                          .arg(wer.empty() ? QStringLiteral("–")
                                           : QString::number(std::accumulate(wer.begin(), wer.end(), 0.0) / double(wer.size()), 'f', 3))
                          .arg(failures));
    if (parser.isSet(out)) {
        QFile file(parser.value(out));
        const std::string json = nlohmann::json{{"model", target.model}, {"results", results}}.dump(2);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(json.data(), qint64(json.size())) != qint64(json.size()))
            return asrUsageError(Tr::tr("cannot write %1").arg(parser.value(out)));
    }
    return failures == 0 ? 0 : 1;
}

} // namespace ttft
