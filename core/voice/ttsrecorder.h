#pragma once

#include "audiometer.h"
#include "model/requestrecord.h"
#include "transport/transport.h"
#include "wire/ssedecoder.h"

#include <functional>
#include <string>

namespace ttft {

// Watches one text-to-speech exchange on the transport's network thread: stamps the first audio
// byte and the first 100 ms of audio (AudioMeter), keeps the body of a failed response for its
// message, and when the exchange ends hands the finished TtsLeg to `completion`.
//
// An answer in text/event-stream is OpenAI's stream_format "sse": the audio comes base64-encoded
// in `speech.audio.delta` events (`audio`), then `speech.audio.done`; an `error` event ends it
// with the server's message. The meter gets the decoded audio stamped with the arrival of the
// bytes that completed its event: the first audio is the first delta that carried audio.
class TtsRecorder final : public ResponseObserver, private SseEventSink
{
public:
    using Completion = std::function<void(TtsLeg &&leg)>;

    // `seed` carries what the caller knows (profile name, model, request id, format, input chars).
    TtsRecorder(TtsLeg seed, AudioMeter::Options options, Completion completion);

    void onResponseHead(std::int64_t ns, int status, const HeaderList &headers) override;
    void onBody(std::int64_t ns, std::string_view bytes) override;
    void onFinished(const TransferResult &result) override;

private:
    void onSseEvent(std::string_view type, std::string_view data, std::string_view lastEventId) override;

    TtsLeg m_leg;
    AudioMeter m_meter;
    Completion m_completion;
    int m_status = 0;
    bool m_textBody = false; // a 2xx answer that is JSON or text, not audio (an error in disguise)
    std::string m_errorBody; // body of a non-2xx (or non-audio) response, capped
    // stream_format "sse"
    bool m_sse = false;
    SseDecoder m_sseDecoder;
    std::int64_t m_eventNs = -1;  // arrival of the bytes being decoded
    bool m_sseDone = false;       // speech.audio.done came
    std::string m_sseProblem;     // an error event, or an event that was not what the API sends
    ErrorClass m_sseProblemClass = ErrorClass::Malformed;
};

// The meter's options for a profile's format ("pcm" at its sample rate, "wav", "mp3", ...); false
// when the format is unknown.
bool audioMeterOptions(const std::string &format, int pcmSampleRate, AudioMeter::Options &options);

} // namespace ttft
