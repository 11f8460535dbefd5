#include "apikeyresolver.h"

#include "base/i18n.h"
#include "keys/keystore.h"
#include "model/providerprofile.h"

#include <cstdlib>

namespace ttft {

std::optional<std::string> resolveApiKey(const ProviderProfile &profile, QString *error)
{
    if (!profile.apiKeyKeychain.empty()) {
        const QString entry = QString::fromStdString(profile.apiKeyKeychain);
        QString keychainError;
        const std::optional<QString> key = KeyStore::read(entry, &keychainError);
        if (!key) {
            if (error)
                *error = Tr::tr("No API key for %1 from keychain entry %2: %3")
                             .arg(QString::fromStdString(profile.name), entry, keychainError);
            return std::nullopt;
        }
        return key->toStdString();
    }
    if (!profile.apiKeyEnv.empty()) {
        const char *value = std::getenv(profile.apiKeyEnv.c_str());
        if (!value || !*value) {
            if (error)
                *error = Tr::tr("No API key for %1: the environment variable %2 is not set.")
                             .arg(QString::fromStdString(profile.name), QString::fromStdString(profile.apiKeyEnv));
            return std::nullopt;
        }
        return std::string(value);
    }
    return std::nullopt;
}

} // namespace ttft
