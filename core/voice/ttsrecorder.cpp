#include "ttsrecorder.h"

#include "base/lowercase.h"
#include "engine/requestrecorder.h"
#include "wire/jsonnesting.h"

#include <QByteArray>

namespace ttft {

namespace {

constexpr std::size_t kErrorBodyCap = 16 * 1024;

bool isTextContentType(const std::string &type)
{
    return type.starts_with("application/json") || type.starts_with("text/");
}

} // namespace

bool audioMeterOptions(const std::string &format, int pcmSampleRate, AudioMeter::Options &options)
{
    AudioFormat parsed = AudioFormat::Pcm;
    if (!audioFormatFromName(format, parsed))
        return false;
    options.format = parsed;
    if (pcmSampleRate > 0)
        options.pcmSampleRate = pcmSampleRate;
    return true;
}

TtsRecorder::TtsRecorder(TtsLeg seed, AudioMeter::Options options, Completion completion)
    : m_leg(std::move(seed))
    , m_meter(options)
    , m_completion(std::move(completion))
{
}

void TtsRecorder::onResponseHead(std::int64_t ns, int status, const HeaderList &headers)
{
    m_status = status;
    m_leg.responseHeadNs = ns;
    const std::string type = lowerCase(headerValue(headers, "content-type"));
    const bool ok = status >= 200 && status < 300;
    m_sse = ok && type.starts_with("text/event-stream");
    m_textBody = ok && !m_sse && isTextContentType(type);
}

void TtsRecorder::onBody(std::int64_t ns, std::string_view bytes)
{
    if (m_sse) {
        m_eventNs = ns;
        m_sseDecoder.feed(bytes, *this);
    } else if (m_status >= 200 && m_status < 300 && !m_textBody) {
        m_meter.onBytes(ns, bytes);
    } else if (m_errorBody.size() < kErrorBodyCap) {
        m_errorBody.append(bytes.substr(0, kErrorBodyCap - m_errorBody.size()));
    }
}

void TtsRecorder::onSseEvent(std::string_view, std::string_view data, std::string_view)
{
    if (!m_sseProblem.empty())
        return;
    const nlohmann::json event = parseJsonBounded(data);
    const std::string type = jsonStringMember(event, "type");
    if (type == "speech.audio.delta") {
        const std::string audio = jsonStringMember(event, "audio");
        const auto decoded = QByteArray::fromBase64Encoding(QByteArray::fromRawData(audio.data(), qsizetype(audio.size())),
                                                            QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded) {
            m_sseProblem = "a speech.audio.delta event whose audio is not base64";
            return;
        }
        m_meter.onBytes(m_eventNs, std::string_view(decoded.decoded.constData(), std::size_t(decoded.decoded.size())));
    } else if (type == "speech.audio.done") {
        m_sseDone = true;
    } else if (type == "error") {
        m_sseProblem = "error event: " + cappedMessage(messageFromErrorBody(std::string(data)));
        m_sseProblemClass = ErrorClass::StreamError;
    } else if (event.is_discarded()) {
        m_sseProblem = "an event that is not JSON: " + cappedMessage(std::string(data));
    }
    // Other event types (transcript deltas with include=logprobs, later additions) carry no audio.
}

void TtsRecorder::onFinished(const TransferResult &result)
{
    TtsLeg &leg = m_leg;
    const TransferTimeline &t = result.timeline;
    leg.startNs = t.startNs;
    if (leg.responseHeadNs < 0)
        leg.responseHeadNs = t.responseHeadNs;
    leg.httpStatus = result.httpStatus;
    leg.firstAudioNs = m_meter.firstByteNs();
    leg.audio100msNs = m_meter.thresholdNs();
    leg.audioBytes = m_meter.bytes();
    if (m_meter.durationKnown() && m_meter.problem().empty())
        leg.audioMs = m_meter.audioMs();
    leg.leadingSilenceMs = m_meter.leadingSilenceMs();
    leg.endNs = t.endNs;

    if (!classifyTransfer(result, m_errorBody, leg.errorClass, leg.errorMessage)) {
        if (m_textBody) {
            leg.errorClass = ErrorClass::Malformed;
            leg.errorMessage = "the answer is text, not audio: " + cappedMessage(m_errorBody);
        } else if (!m_sseProblem.empty()) {
            leg.errorClass = m_sseProblemClass;
            leg.errorMessage = m_sseProblem;
        } else if (m_sse && !m_sseDone) {
            leg.errorClass = ErrorClass::Dropped;
            leg.errorMessage = "the event stream ended without speech.audio.done";
        } else if (m_meter.bytes() == 0) {
            leg.errorClass = ErrorClass::NoOutput;
            leg.errorMessage = "empty audio body";
        } else if (!m_meter.problem().empty()) {
            // The audio came; only its duration could not be counted (an unusual container, a
            // trailing tag): the first audio time stands, the 100 ms mark may be missing.
            leg.errorMessage = "audio duration not counted: " + m_meter.problem();
        }
    }
    Completion completion = std::move(m_completion);
    completion(std::move(m_leg));
}

} // namespace ttft
