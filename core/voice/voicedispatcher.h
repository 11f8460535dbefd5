#pragma once

#include "model/voiceplan.h"
#include "engine/engine.h"
#include "engine/requesthook.h"

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
    // `apiKeys`: one per plan.tts profile (may be empty strings); memory only.
    VoiceDispatcher(VoicePlan plan, std::vector<std::string> apiKeys);
    ~VoiceDispatcher();

    VoiceDispatcher(const VoiceDispatcher &) = delete;
    VoiceDispatcher &operator=(const VoiceDispatcher &) = delete;

    // Installs the clause handler on `recorder` (before its exchange starts) and returns the
    // completion to give it instead of `deliver`: `deliver` then gets the record with its legs.
    RequestRecorder::Completion attach(RequestRecorder &recorder, RequestRecorder::Completion deliver) override;

    // The run is stopping: TTS exchanges in flight are cancelled and clauses that complete from now
    // on are not sent (their legs say so).
    void cancelAll() override;


private:
    struct Turn;
    void sendClause(const std::shared_ptr<Turn> &turn, const std::string &clause);
    Transport &transportFor(const ProviderProfile &endpoint);

    VoicePlan m_plan;
    std::vector<std::string> m_keys;
    std::mutex m_mutex; // guards what follows
    std::set<std::pair<Transport *, std::uint64_t>> m_inFlight;
    bool m_cancelled = false;
    // Last: destroyed first, while what their last completions touch still exists.
    std::map<int, std::unique_ptr<Transport>> m_transports;
};

// Makes `spec` a voice pipeline run when its plan names TTS profiles: the engine then gets a
// VoiceDispatcher for the run (RunSpec::requestHook). Every front end calls it on the specs it
// builds; a voice plan run without it is refused by the engine.
void withVoicePipeline(RunSpec &spec);

} // namespace ttft
