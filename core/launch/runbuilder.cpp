#include "runbuilder.h"

#include "base/i18n.h"
#include "voice/voicedispatcher.h"

namespace ttft {

namespace {

bool giveLabAddress(ProviderProfile &profile, const QString &labBaseUrl, QString *error)
{
    if (!profile.pointsAtLab())
        return true;
    if (labBaseUrl.isEmpty()) {
        if (error)
            *error = Tr::tr("%1: the embedded lab is not running, so it cannot be measured.").arg(QString::fromStdString(profile.name));
        return false;
    }
    profile.baseUrl = labBaseUrl.toStdString();
    return true;
}

} // namespace

std::optional<RunSpec> buildRun(RunDescription &description, const RunKeys &keys, const QString &labBaseUrl,
                                QString *error)
{
    if (keys.providers.size() != description.providers.size() || keys.tts.size() != description.voice.tts.size()) {
        if (error)
            *error = Tr::tr("The keys do not match the run's endpoints; set the run up again.");
        return std::nullopt;
    }
    RunSpec spec;
    for (std::size_t i = 0; i < description.providers.size(); ++i) {
        ProviderProfile &profile = description.providers[i];
        if (!giveLabAddress(profile, labBaseUrl, error))
            return std::nullopt;
        spec.providers.push_back(EngineProvider{profile, keys.providers[i]});
    }
    for (TtsProfile &tts : description.voice.tts) {
        if (!giveLabAddress(tts.endpoint, labBaseUrl, error))
            return std::nullopt;
    }
    if (description.voice.liveAsr && !giveLabAddress(description.voice.liveAsr->endpoint, labBaseUrl, error))
        return std::nullopt;
    spec.workload = description.workload;
    spec.plan = description.plan;
    spec.voice = description.voice;
    spec.ttsApiKeys = keys.tts;
    spec.asrApiKey = keys.asr;
    withVoicePipeline(spec); // each answer's first clause to text-to-speech, when the plan names TTS
    return spec;
}

} // namespace ttft
