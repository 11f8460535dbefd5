#pragma once

#include "model/voiceplan.h"
#include "engine/engine.h"
#include "engine/requesthook.h"
#include "asrrunner.h"

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

namespace ttft {

class Transport;

// The voice pipeline's half of the engine: for each LLM request it sends the answer's first
// speakable clause to every TTS profile the moment the clause is complete (on the LLM transport's
// network thread, through the TTS profiles' own transports), and holds the request's record back
// until every TTS answer is in, so that a record is delivered once, whole: the LLM's stamps plus
// one TtsLeg per profile.
class VoiceDispatcher : public RequestHook
{
public:
    // `apiKeys`: one per plan.tts profile (may be empty strings); `asrKey`: the measured
    // recogniser's (plan.liveAsr), if any; memory only. With a measured recogniser the utterances are
    // made here (espeak-ng, sox: processes waited for), so not on a UI thread.
    VoiceDispatcher(VoicePlan plan, std::vector<std::string> apiKeys, std::string asrKey = {});
    ~VoiceDispatcher();

    VoiceDispatcher(const VoiceDispatcher &) = delete;
    VoiceDispatcher &operator=(const VoiceDispatcher &) = delete;

    // Installs the clause handler on `recorder` (before its exchange starts) and returns the
    // completion to give it instead of `deliver`: `deliver` then gets the record with its legs.
    RequestRecorder::Completion attach(RequestRecorder &recorder, RequestRecorder::Completion deliver) override;

    // The run is stopping: TTS exchanges in flight are cancelled and clauses that complete from now
    // on are not sent (their legs say so).
    void cancelAll() override;

    // With a measured recogniser (VoicePlan::liveAsr): each turn begins with the user speaking.
    // Request i speaks utterance i mod N at real-time pace; its record gets the AsrLeg, its
    // ASR stage (asrMs) is the user's last word → final transcript, its intended start the final
    // transcript, and the transcript ends its prompt.
    bool preparesPrompt() const override { return m_plan.liveAsr.has_value(); }
    void prepare(RequestRecord seed, Ready ready) override;
    std::string problem() const override { return m_problem; }

private:
    struct Turn;
    void sendClause(const std::shared_ptr<Turn> &turn, const std::string &clause);
    Transport &transportFor(const ProviderProfile &endpoint);

    VoicePlan m_plan;
    std::vector<std::string> m_keys;
    AsrTarget m_asrTarget;               // liveAsr's, with its key
    std::vector<Utterance> m_utterances; // what the users say, in turn
    std::string m_problem;
    std::mutex m_mutex; // guards what follows
    std::set<std::pair<Transport *, std::uint64_t>> m_inFlight;
    bool m_cancelled = false;
    // Last: destroyed first, while what their last completions touch still exists.
    std::unique_ptr<AsrRunner> m_asr;
    std::map<int, std::unique_ptr<Transport>> m_transports;
};

// Makes `spec` a voice pipeline run when its plan names TTS profiles: the engine then gets a
// VoiceDispatcher for the run (RunSpec::requestHook). Every front end calls it on the specs it
// builds; a voice plan run without it is refused by the engine.
void withVoicePipeline(RunSpec &spec);

} // namespace ttft
