#pragma once

#include <QString>

#include <functional>
#include <optional>

class QObject;

namespace ttft {

// Secrets in the system keychain (QtKeychain; service "ttft-workbench"), one entry per name.
// The secret never leaves memory through this class: no file, no log, no error text holds it.
class KeyStore {
public:
    // Blocking calls (each runs its QtKeychain job to completion in a local QEventLoop with a timeout);
    // for the CLI, tests, and single UI actions. `error` gets a user-facing sentence (tr()).
    static bool write(const QString &entry, const QString &secret, QString *error);
    static std::optional<QString> read(const QString &entry, QString *error); // nullopt + error when absent/unavailable
    // The same read without waiting, for the UI thread: `done` runs once, in `context`'s thread
    // from its event loop (never inside this call), with the secret or nullopt and the sentence;
    // not at all if `context` is destroyed first.
    using ReadDone = std::function<void(std::optional<QString> secret, const QString &error)>;
    static void readLater(const QString &entry, QObject *context, ReadDone done);
    // The same write without waiting, for the UI thread: `done` runs once, from `context`'s event
    // loop, with true or false and the sentence; not at all if `context` is destroyed first.
    using WriteDone = std::function<void(bool stored, const QString &error)>;
    static void writeLater(const QString &entry, const QString &secret, QObject *context, WriteDone done);
    // True when the entry is gone afterwards, also when there was none (the keychain does not say).
    static bool remove(const QString &entry, QString *error);

    static QString serviceName(); // "ttft-workbench"
};

} // namespace ttft
