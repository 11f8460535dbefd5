#pragma once

#include "model/providerprofile.h"
#include "model/voiceplan.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ttft {

// The keys a run sends, read before anything is sent. Each source (a keychain entry, an environment
// variable) is read once however many endpoints name it: a keychain read can prompt.
struct RunKeys {
    std::vector<std::string> providers; // one per provider; "" for one that names no source
    std::vector<std::string> tts;       // one per TTS endpoint, the same way
    std::string asr;                    // the measured recogniser's (VoicePlan::liveAsr), the same way
    // Where each distinct key comes from, the key masked, and the hosts it goes to: a plan file
    // from someone else shows where it sends this machine's key before anything is sent.
    QStringList notes;
};

// Reads a run's keys without waiting: `resolved` or `failed` (the first key that is missing,
// named by its source, never shown) comes later from the event loop, never inside start(). For the
// UI thread: no nested event loop, so the window keeps painting while the keychain prompts. One
// resolution at a time; start() or cancel() drops the answer of the one before.
class RunKeyResolver : public QObject {
    Q_OBJECT
public:
    explicit RunKeyResolver(QObject *parent = nullptr);

    // `asr`: the measured recogniser, if the run has one.
    void start(const std::vector<ProviderProfile> &providers, const std::vector<TtsProfile> &tts,
               const AsrProfile *asr = nullptr);
    void cancel();
    bool isResolving() const { return m_resolving; }

Q_SIGNALS:
    void resolved(const ttft::RunKeys &keys);
    void failed(const QString &error);

private:
    struct Source {
        bool keychain = false;
        std::string name;     // the entry or the variable
        std::string endpoint; // the first endpoint that names it, for the error
        std::string value;
        QStringList hosts;
    };
    void next(quint64 generation);
    void finish();
    void fail(const QString &error);

    std::vector<Source> m_sources;            // in first-use order
    std::vector<int> m_providerSource, m_ttsSource; // index into m_sources, -1 for none
    int m_asrSource = -1;
    std::size_t m_next = 0;
    quint64 m_generation = 0;
    bool m_resolving = false;
};

// The same, waiting (a local event loop): for the CLI.
std::optional<RunKeys> resolveRunKeys(const std::vector<ProviderProfile> &providers, const std::vector<TtsProfile> &tts,
                                      QString *error, const AsrProfile *asr = nullptr);

} // namespace ttft
