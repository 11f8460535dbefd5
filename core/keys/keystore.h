#pragma once

#include <QString>

#include <optional>

namespace ttft {

// Secrets in the system keychain (QtKeychain; service "ttft-workbench"), one entry per name.
// The secret never leaves memory through this class: no file, no log, no error text holds it.
class KeyStore {
public:
    // Blocking calls (each runs its QtKeychain job to completion in a local QEventLoop with a timeout);
    // for the CLI, tests, and single UI actions. `error` gets a user-facing sentence (tr()).
    static bool write(const QString &entry, const QString &secret, QString *error);
    static std::optional<QString> read(const QString &entry, QString *error); // nullopt + error when absent/unavailable
    // True when the entry is gone afterwards, also when there was none (the keychain does not say).
    static bool remove(const QString &entry, QString *error);

    static QString serviceName(); // "ttft-workbench"
};

} // namespace ttft
