#pragma once

#include "audiometer.h"
#include "model/requestrecord.h"
#include "transport/transport.h"

#include <functional>
#include <string>

namespace ttft {

// Watches one text-to-speech exchange on the transport's network thread: stamps the first audio
// byte and the first 100 ms of audio (AudioMeter), keeps the body of a failed response for its
// message, and when the exchange ends hands the finished TtsLeg to `completion`.
class TtsRecorder final : public ResponseObserver
{
public:
    using Completion = std::function<void(TtsLeg &&leg)>;

    // `seed` carries what the caller knows (profile name, model, request id, format, input chars).
    TtsRecorder(TtsLeg seed, AudioMeter::Options options, Completion completion);

    void onResponseHead(std::int64_t ns, int status, const HeaderList &headers) override;
    void onBody(std::int64_t ns, std::string_view bytes) override;
    void onFinished(const TransferResult &result) override;

private:
    TtsLeg m_leg;
    AudioMeter m_meter;
    Completion m_completion;
    int m_status = 0;
    bool m_textBody = false; // a 2xx answer that is JSON or text, not audio (an error in disguise)
    std::string m_errorBody; // body of a non-2xx (or non-audio) response, capped
};

// The meter's options for a profile's format ("pcm" at its sample rate, "wav", "mp3", ...); false
// when the format is unknown.
bool audioMeterOptions(const std::string &format, int pcmSampleRate, AudioMeter::Options &options);

} // namespace ttft
