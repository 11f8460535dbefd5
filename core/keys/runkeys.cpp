#include "runkeys.h"

#include "base/i18n.h"
#include "keys/keystore.h"
#include "keys/maskedkey.h"
#include "model/providerprofile.h"
#include "model/voiceplan.h"

#include <QEventLoop>
#include <QUrl>

#include <cstdlib>

namespace ttft {

namespace {

// Where the key goes, as a reader of the note knows it: host[:port], or the embedded lab.
QString hostOf(const ProviderProfile &profile)
{
    if (profile.pointsAtLab())
        return Tr::tr("the embedded lab");
    const QUrl url(QString::fromStdString(profile.baseUrl));
    return url.port() > 0 ? url.host() + QLatin1Char(':') + QString::number(url.port()) : url.host();
}

} // namespace

RunKeyResolver::RunKeyResolver(QObject *parent)
    : QObject(parent)
{
}

void RunKeyResolver::start(const std::vector<ProviderProfile> &providers, const std::vector<TtsProfile> &tts,
                           const AsrProfile *asr)
{
    cancel();
    m_resolving = true;
    const auto sourceOf = [this](const ProviderProfile &profile) {
        const bool keychain = !profile.apiKeyKeychain.empty();
        const std::string &name = keychain ? profile.apiKeyKeychain : profile.apiKeyEnv;
        if (name.empty())
            return -1;
        int index = 0;
        for (; index < int(m_sources.size()); ++index) {
            if (m_sources[std::size_t(index)].keychain == keychain && m_sources[std::size_t(index)].name == name)
                break;
        }
        if (index == int(m_sources.size()))
            m_sources.push_back(Source{keychain, name, profile.name, {}, {}});
        QStringList &hosts = m_sources[std::size_t(index)].hosts;
        if (const QString host = hostOf(profile); !host.isEmpty() && !hosts.contains(host))
            hosts << host;
        return index;
    };
    for (const ProviderProfile &profile : providers)
        m_providerSource.push_back(sourceOf(profile));
    for (const TtsProfile &profile : tts)
        m_ttsSource.push_back(sourceOf(profile.endpoint));
    m_asrSource = asr ? sourceOf(asr->endpoint) : -1;
    // From the event loop even when nothing waits on the keychain, as the header promises.
    QMetaObject::invokeMethod(this, [this, generation = m_generation] { next(generation); }, Qt::QueuedConnection);
}

void RunKeyResolver::cancel()
{
    ++m_generation;
    m_resolving = false;
    m_sources.clear();
    m_providerSource.clear();
    m_ttsSource.clear();
    m_asrSource = -1;
    m_next = 0;
}

void RunKeyResolver::next(quint64 generation)
{
    if (generation != m_generation)
        return;
    for (; m_next < m_sources.size(); ++m_next) {
        Source &source = m_sources[m_next];
        const QString endpoint = QString::fromStdString(source.endpoint);
        const QString name = QString::fromStdString(source.name);
        if (source.keychain) {
            KeyStore::readLater(name, this, [this, generation, endpoint, name](std::optional<QString> secret, const QString &error) {
                if (generation != m_generation)
                    return;
                if (!secret)
                    return fail(Tr::tr("No API key for %1 from keychain entry %2: %3").arg(endpoint, name, error));
                m_sources[m_next].value = secret->toStdString();
                ++m_next;
                next(generation);
            });
            return;
        }
        // An empty value counts as missing: it would only earn a 401 later.
        const char *value = std::getenv(source.name.c_str());
        if (!value || !*value)
            return fail(Tr::tr("No API key for %1: the environment variable %2 is not set.").arg(endpoint, name));
        source.value = value;
    }
    finish();
}

void RunKeyResolver::finish()
{
    RunKeys keys;
    for (int index : m_providerSource)
        keys.providers.push_back(index < 0 ? std::string() : m_sources[std::size_t(index)].value);
    for (int index : m_ttsSource)
        keys.tts.push_back(index < 0 ? std::string() : m_sources[std::size_t(index)].value);
    if (m_asrSource >= 0)
        keys.asr = m_sources[std::size_t(m_asrSource)].value;
    for (const Source &source : m_sources) {
        const QString masked = maskedKey(QString::fromStdString(source.value));
        const QString name = QString::fromStdString(source.name);
        const QString note = source.keychain ? Tr::tr("API key %1 from keychain entry %2").arg(masked, name)
                                             : Tr::tr("API key %1 from environment variable %2").arg(masked, name);
        keys.notes << (source.hosts.isEmpty() ? note : Tr::tr("%1, sent to %2").arg(note, source.hosts.join(QStringLiteral(", "))));
    }
    cancel(); // the secrets leave this object with the answer
    Q_EMIT resolved(keys);
}

void RunKeyResolver::fail(const QString &error)
{
    cancel();
    Q_EMIT failed(error);
}

std::optional<RunKeys> resolveRunKeys(const std::vector<ProviderProfile> &providers, const std::vector<TtsProfile> &tts,
                                      QString *error, const AsrProfile *asr)
{
    std::optional<RunKeys> answer;
    QEventLoop loop;
    RunKeyResolver resolver;
    QObject::connect(&resolver, &RunKeyResolver::resolved, &loop, [&](const RunKeys &keys) {
        answer = keys;
        loop.quit();
    });
    QObject::connect(&resolver, &RunKeyResolver::failed, &loop, [&](const QString &problem) {
        if (error)
            *error = problem;
        loop.quit();
    });
    resolver.start(providers, tts, asr);
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    return answer;
}

} // namespace ttft
