#include "ttsrecorder.h"

#include "base/lowercase.h"
#include "engine/requestrecorder.h"

namespace ttft {

namespace {

constexpr std::size_t kErrorBodyCap = 16 * 1024;

bool isTextContentType(const HeaderList &headers)
{
    const std::string type = lowerCase(headerValue(headers, "content-type"));
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
    m_textBody = status >= 200 && status < 300 && isTextContentType(headers);
}

void TtsRecorder::onBody(std::int64_t ns, std::string_view bytes)
{
    if (m_status >= 200 && m_status < 300 && !m_textBody) {
        m_meter.onBytes(ns, bytes);
    } else if (m_errorBody.size() < kErrorBodyCap) {
        m_errorBody.append(bytes.substr(0, kErrorBodyCap - m_errorBody.size()));
    }
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
