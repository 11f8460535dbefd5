// Test helper: a private, real secret service (org.freedesktop.secrets) for keychain tests.
// dbus-run-session starts a session bus of its own; in it, gnome-keyring-daemon --unlock
// --components=secrets is fed a throwaway password on stdin and serves an unlocked "login"
// keyring. HOME and the XDG directories point into a temporary directory, so a test never sees or
// changes the user's own keyring, and everything written there can be searched afterwards.
#pragma once

#include <QByteArray>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <memory>

namespace secrettest {

class PrivateSecretService
{
public:
    PrivateSecretService() = default;
    PrivateSecretService(const PrivateSecretService &) = delete;
    PrivateSecretService &operator=(const PrivateSecretService &) = delete;
    ~PrivateSecretService() { stop(); }

    // Starts the bus and the keyring daemon, then points this process at them (environment
    // variables, read by libsecret when it first connects; child processes inherit them). Call
    // before the first keychain use in the process. On failure returns false and says why.
    bool start(QString *why)
    {
        for (const char *tool : {"dbus-run-session", "gnome-keyring-daemon", "dbus-send"}) {
            if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty()) {
                *why = QStringLiteral("%1 is not installed (packages dbus-daemon, dbus-bin, gnome-keyring)").arg(QLatin1String(tool));
                return false;
            }
        }
        // A short path: XDG_RUNTIME_DIR holds sockets, whose paths are limited to 107 bytes.
        m_home = std::make_unique<QTemporaryDir>(QStringLiteral("/tmp/ttft-keyring-XXXXXX"));
        if (!m_home->isValid()) {
            *why = QStringLiteral("cannot create a temporary home");
            return false;
        }
        const QString home = m_home->path();
        for (const char *sub : {"run", "data", "config", "cache"})
            QDir(home).mkpath(QString::fromLatin1(sub));
        QFile::setPermissions(home + QStringLiteral("/run"), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);

        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        m_variables = {
            {QStringLiteral("HOME"), home},
            {QStringLiteral("XDG_RUNTIME_DIR"), home + QStringLiteral("/run")},
            {QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data")},
            {QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config")},
            {QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/cache")},
        };
        for (const auto &[name, value] : m_variables)
            environment.insert(name, value);
        // QtKeychain picks KWallet on KDE sessions; these tests are about the secret service.
        for (const char *name : {"XDG_CURRENT_DESKTOP", "DESKTOP_SESSION", "KDE_FULL_SESSION", "KDE_SESSION_VERSION",
                                 "GNOME_DESKTOP_SESSION_ID", "DBUS_SESSION_BUS_ADDRESS", "GNOME_KEYRING_CONTROL"}) {
            environment.remove(QString::fromLatin1(name));
            m_unset << QString::fromLatin1(name);
        }
        environment.insert(QStringLiteral("TTFT_TEST_KEYRING_PASSWORD"), QStringLiteral("ttft-test-keyring"));

        // The shell prints the bus address once the secret service owns its name, then waits on
        // its stdin: closing it (or this process dying) ends the session, and with it the bus and
        // the keyring daemon.
        const QString script = QStringLiteral(
            "printf %s \"$TTFT_TEST_KEYRING_PASSWORD\" | gnome-keyring-daemon --unlock --components=secrets >/dev/null || exit 3\n"
            "i=0\n"
            "until dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus "
            "org.freedesktop.DBus.NameHasOwner string:org.freedesktop.secrets 2>/dev/null | grep -q true; do\n"
            "  i=$((i+1)); [ $i -gt 100 ] && exit 4; sleep 0.05\n"
            "done\n"
            "echo \"ADDRESS=$DBUS_SESSION_BUS_ADDRESS\"\n"
            "exec cat >/dev/null\n");
        m_session.setProcessEnvironment(environment);
        m_session.setProcessChannelMode(QProcess::SeparateChannels);
        m_session.start(QStringLiteral("dbus-run-session"), {QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"), script});
        if (!m_session.waitForStarted(5000)) {
            *why = QStringLiteral("cannot start dbus-run-session: %1").arg(m_session.errorString());
            return false;
        }
        QByteArray output;
        while (!output.contains('\n') && m_session.state() == QProcess::Running && m_session.waitForReadyRead(10000))
            output += m_session.readAllStandardOutput();
        if (!output.startsWith("ADDRESS=")) {
            m_session.waitForFinished(2000);
            *why = QStringLiteral("the secret service did not start (exit %1): %2")
                       .arg(m_session.exitCode())
                       .arg(QString::fromLocal8Bit(m_session.readAllStandardError()).trimmed());
            stop();
            return false;
        }
        m_variables.emplace_back(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), QString::fromUtf8(output.mid(8).trimmed()));
        for (const QString &name : m_unset)
            qunsetenv(name.toLocal8Bit().constData());
        for (const auto &[name, value] : m_variables)
            qputenv(name.toLocal8Bit().constData(), value.toLocal8Bit());
        return true;
    }

    void stop()
    {
        if (m_session.state() == QProcess::NotRunning)
            return;
        m_session.closeWriteChannel();
        if (!m_session.waitForFinished(5000)) {
            m_session.kill();
            m_session.waitForFinished(2000);
        }
    }

    bool running() const { return m_session.state() == QProcess::Running; }
    QString home() const { return m_home ? m_home->path() : QString(); }

    // For child processes: the system environment with this service's variables.
    QProcessEnvironment environment() const
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        for (const QString &name : m_unset)
            environment.remove(name);
        for (const auto &[name, value] : m_variables)
            environment.insert(name, value);
        return environment;
    }

private:
    std::unique_ptr<QTemporaryDir> m_home;
    QProcess m_session;
    std::vector<std::pair<QString, QString>> m_variables;
    QStringList m_unset;
};

// Every regular file below `dir` (recursively, hidden ones too) whose bytes contain `needle`.
inline QStringList filesContaining(const QString &dir, const QByteArray &needle)
{
    QStringList hits;
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        if (file.open(QIODevice::ReadOnly) && file.readAll().contains(needle))
            hits << path;
    }
    return hits;
}

} // namespace secrettest
