#include "labttsrequest.h"

#include "labrequestheaders.h"
#include "labttstruth.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>

#include <cmath>
#include <limits>

namespace ttft {

namespace {

constexpr int kMaxInputChars = 4096; // OpenAI's limit on "input"
constexpr double kMinSpeed = 0.25;
constexpr double kMaxSpeed = 4.0;

LabChatRefusal missing(const QString &field)
{
    return labRefusal(400, QStringLiteral("Missing required parameter: '%1'.").arg(field),
                      QStringLiteral("missing_required_parameter"));
}

QString latin1(std::string_view text)
{
    return QString::fromLatin1(text.data(), qsizetype(text.size()));
}

// The faults this endpoint acts out (see labttsrequest.h).
bool simulatedHere(LabFault fault)
{
    switch (labFaultKind(fault)) {
    case LabFaultKind::None:
    case LabFaultKind::HttpStatus:
    case LabFaultKind::Connection:
        return true;
    default:
        return fault == LabFault::Drop || fault == LabFault::Stall || fault == LabFault::StallFirst
            || fault == LabFault::ConnectionClose;
    }
}

} // namespace

std::optional<LabChatRefusal> readTtsRequest(const LabHttpRequest &request, const LabConfig &config, LabTtsSpec &spec,
                                             LabTtsTruth &truth)
{
    // The body first, leniently, so that a refused request is recorded with what it asked for.
    QJsonParseError parseError{};
    const QJsonDocument document = QJsonDocument::fromJson(request.body, &parseError);
    const QJsonObject body = document.object();
    const QJsonValue model = body.value(QStringLiteral("model"));
    const QJsonValue input = body.value(QStringLiteral("input"));
    const QJsonValue voice = body.value(QStringLiteral("voice"));
    const QJsonValue format = body.value(QStringLiteral("response_format"));
    const QJsonValue speed = body.value(QStringLiteral("speed"));
    const QJsonValue streamFormat = body.value(QStringLiteral("stream_format"));
    const QString inputText = input.toString();
    truth.model = model.toString().toStdString();
    truth.voice = voice.toString().toStdString();
    truth.input = inputText.toStdString();
    truth.inputChars = int(QStringView(inputText).toUcs4().size());
    truth.format = format.isUndefined() || format.isNull() ? std::string("mp3") : format.toString().toStdString();
    truth.speed = speed.isDouble() ? speed.toDouble() : 1.0;

    // The lab's own fault applies where this endpoint can act it out.
    const std::optional<LabFault> fault = labRequestFault(
        request, simulatedHere(config.fault) && !isConnectionFault(config.fault) ? config.fault : LabFault::None, &truth.fault);

    if (!config.apiKey.empty()
        && request.header("authorization") != QByteArrayLiteral("Bearer ") + QByteArray::fromStdString(config.apiKey)) {
        return labRefusal(401, QStringLiteral("Incorrect API key provided."), QStringLiteral("invalid_api_key"));
    }
    if (!fault)
        return labUnknownFaultRefusal(request.header("x-lab-fault"));
    if (isConnectionFault(*fault) || !simulatedHere(*fault)) {
        return labRefusal(400,
                          QStringLiteral("X-Lab-Fault \"%1\" is not simulated on /audio/speech (there: the http-* "
                                         "faults, drop, stall, stall-first, connection-close).")
                              .arg(latin1(labFaultName(*fault))),
                          QStringLiteral("unknown_lab_fault"));
    }
    if (std::optional<LabChatRefusal> faulted = labHttpFaultRefusal(*fault))
        return faulted;

    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return labRefusal(400, QStringLiteral("We could not parse the JSON body of your request."));
    if (!model.isString() || model.toString().isEmpty())
        return missing(QStringLiteral("model"));
    const LabTtsModel *ttsModel = config.findTtsModel(truth.model);
    if (!ttsModel) {
        return labRefusal(404,
                          QStringLiteral("The model `%1` does not exist or you do not have access to it.").arg(model.toString()),
                          QStringLiteral("model_not_found"));
    }
    if (!input.isString())
        return missing(QStringLiteral("input"));
    if (inputText.isEmpty()) {
        return labRefusal(400, QStringLiteral("Invalid 'input': string too short. Expected a string with minimum length 1."),
                          QStringLiteral("string_too_short"));
    }
    if (truth.inputChars > kMaxInputChars) {
        return labRefusal(400,
                          QStringLiteral("Invalid 'input': string too long. Expected a string with maximum length %1, "
                                         "but got a string with length %2 instead.")
                              .arg(kMaxInputChars)
                              .arg(truth.inputChars),
                          QStringLiteral("string_above_max_length"));
    }
    if (!voice.isString() || voice.toString().isEmpty())
        return missing(QStringLiteral("voice"));
    std::optional<LabAudioFormat> audioFormat = LabAudioFormat::Mp3;
    if (!format.isUndefined() && !format.isNull())
        audioFormat = format.isString() ? labAudioFormatFromName(truth.format) : std::nullopt;
    if (!audioFormat) {
        return labRefusal(400,
                          QStringLiteral("Invalid value for 'response_format': '%1'. Supported values are: %2.")
                              .arg(QString::fromStdString(truth.format), latin1(labAudioFormatNames())),
                          QStringLiteral("invalid_value"));
    }
    if (!speed.isUndefined() && !speed.isNull()
        && (!speed.isDouble() || !(speed.toDouble() >= kMinSpeed && speed.toDouble() <= kMaxSpeed))) {
        return labRefusal(400, QStringLiteral("Invalid 'speed': expected a number from 0.25 to 4.0."),
                          QStringLiteral("invalid_value"));
    }
    if (!streamFormat.isUndefined() && !streamFormat.isNull()) {
        const QString name = streamFormat.toString();
        if (name != QLatin1String("audio") && name != QLatin1String("sse")) {
            return labRefusal(400, QStringLiteral("Invalid value for 'stream_format': '%1'. Supported values are: 'sse' and 'audio'.")
                                       .arg(name),
                              QStringLiteral("invalid_value"));
        }
    }

    std::optional<double> faultAfter;
    std::optional<std::uint64_t> seed;
    if (!labSeedHeader(request, seed))
        return labRefusal(400, QStringLiteral("Invalid X-Lab-Seed value."));
    std::optional<double> leadingSilence;
    if (!labNumberHeader(request, "x-lab-first-audio-ms", 0, 3'600'000, spec.exactFirstAudioMs)
        || !labNumberHeader(request, "x-lab-leading-silence-ms", 0, 60'000, leadingSilence)
        || !labNumberHeader(request, "x-lab-fault-after-tokens", 0, std::numeric_limits<int>::max(), faultAfter)
        || (faultAfter && *faultAfter != std::floor(*faultAfter))) {
        return labRefusal(400, QStringLiteral("Invalid X-Lab-* header value."));
    }

    spec.model = *ttsModel;
    spec.format = *audioFormat;
    spec.speed = truth.speed;
    spec.sse = streamFormat.toString() == QLatin1String("sse");
    spec.leadingSilenceMs = leadingSilence.value_or(ttsModel->leadingSilenceMs);
    truth.leadingSilenceMs = spec.leadingSilenceMs;
    spec.inputChars = truth.inputChars;
    spec.fault = *fault;
    spec.faultAfterChunks = faultAfter ? int(*faultAfter) : config.faultAfterTokens;
    spec.timingRandom = LabRandom(LabRandom::seedFor(seed.value_or(config.seed), truth.requestId, 2));
    truth.sampleRate = ttsModel->sampleRate;
    return std::nullopt;
}

} // namespace ttft
