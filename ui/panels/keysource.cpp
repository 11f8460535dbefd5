#include "keysource.h"

#include "base/i18n.h"
#include "keys/maskedkey.h"
#include "model/providerprofile.h"

namespace ttft {

QString keySourceStatus(bool keychain, const QString &name, const QString &unnamed)
{
    if (name.isEmpty())
        return unnamed;
    if (keychain)
        return Tr::tr("The key is read from the keychain entry %1 when a run starts.").arg(name);
    const QByteArray variable = name.toLocal8Bit();
    if (qEnvironmentVariableIsEmpty(variable.constData()))
        return Tr::tr("%1 is not set in this environment.").arg(name);
    return Tr::tr("%1 is set: %2").arg(name, maskedKey(qEnvironmentVariable(variable.constData())));
}

void setKeySource(ProviderProfile &profile, bool keychain, const QString &name)
{
    profile.apiKeyEnv = keychain ? std::string() : name.toStdString();
    profile.apiKeyKeychain = keychain ? name.toStdString() : std::string();
}

} // namespace ttft
