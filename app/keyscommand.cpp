// `ttft-bench keys set|show|delete NAME`: API keys in the system keychain, shown only masked.
#include "base/i18n.h"
#include "benchcommands.h"
#include "clisupport.h"
#include "keys/keystore.h"
#include "keys/maskedkey.h"

#include <QCommandLineParser>

#include <csignal>
#include <cstdio>
#include <iostream>
#include <iterator>
#include <optional>
#include <string>

#include <termios.h>
#include <unistd.h>

namespace ttft {

namespace {

int keysError(const QString &reason, int status)
{
    printLine(stderr, Tr::tr("ttft-bench keys: %1").arg(reason));
    return status;
}

// The terminal as it was before echo was turned off, for the Ctrl+C handler to put back.
termios g_savedTerminal;

void restoreTerminalAndExit(int)
{
    tcsetattr(STDIN_FILENO, TCSANOW, &g_savedTerminal);
    _exit(130);
}

// The secret from stdin: one line typed without echo on a terminal, else everything piped in.
// Surrounding whitespace (the newline of `echo`) is not part of a key.
std::optional<QString> readSecret(const QString &entry, QString &error)
{
    std::string input;
    if (isatty(STDIN_FILENO)) {
        // Echo goes off before the prompt shows, so that nothing typed after it is echoed or lost.
        const bool haveTerminal = tcgetattr(STDIN_FILENO, &g_savedTerminal) == 0;
        if (haveTerminal) {
            termios silent = g_savedTerminal;
            silent.c_lflag &= ~tcflag_t(ECHO);
            std::signal(SIGINT, restoreTerminalAndExit);
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent);
        }
        std::fputs(qPrintable(Tr::tr("Key for %1 (not shown): ").arg(entry)), stderr);
        std::fflush(stderr);
        std::getline(std::cin, input);
        if (haveTerminal) {
            tcsetattr(STDIN_FILENO, TCSANOW, &g_savedTerminal);
            std::signal(SIGINT, SIG_DFL);
        }
        std::fputc('\n', stderr); // the user's Enter was not echoed
    } else {
        input.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
    }
    const QString secret = QString::fromUtf8(input.data(), qsizetype(input.size())).trimmed();
    if (secret.isEmpty()) {
        error = Tr::tr("no key on standard input; nothing was stored");
        return std::nullopt;
    }
    if (secret.contains(QLatin1Char('\n')) || secret.contains(QLatin1Char('\r'))) {
        error = Tr::tr("the key on standard input spans several lines; nothing was stored");
        return std::nullopt;
    }
    return secret;
}

} // namespace

int keysCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("API keys in the system keychain (service \"%1\"), for run --api-key-keychain NAME.\n"
                                            "  set NAME     store the key read from standard input (not echoed on a terminal)\n"
                                            "  show NAME    show the stored key, masked\n"
                                            "  delete NAME  remove the key from the keychain\n"
                                            "Keys are never written to a file and never printed in full.")
                                         .arg(KeyStore::serviceName()));
    const QCommandLineOption helpOption = parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("ACTION"), Tr::tr("set, show or delete."));
    parser.addPositionalArgument(QStringLiteral("NAME"), Tr::tr("The keychain entry, e.g. openai."));
    if (!parser.parse(arguments))
        return keysError(parser.errorText(), 2);
    if (parser.isSet(helpOption)) {
        std::fputs(qPrintable(parser.helpText().replace(QStringLiteral("[options]"), QStringLiteral("keys [options]"))), stdout);
        return 0;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2 || positional.at(1).trimmed().isEmpty())
        return keysError(Tr::tr("usage: ttft-bench keys set|show|delete NAME"), 2);
    const QString action = positional.at(0);
    const QString entry = positional.at(1);

    QString error;
    if (action == QLatin1String("set")) {
        const std::optional<QString> secret = readSecret(entry, error);
        if (!secret)
            return keysError(error, 2);
        if (!KeyStore::write(entry, *secret, &error))
            return keysError(error, 1);
        printLine(stdout, Tr::tr("Stored key %1: %2").arg(entry, maskedKey(*secret)));
        return 0;
    }
    if (action == QLatin1String("show")) {
        const std::optional<QString> secret = KeyStore::read(entry, &error);
        if (!secret)
            return keysError(error, 1);
        printLine(stdout, Tr::tr("Key %1: %2").arg(entry, maskedKey(*secret)));
        return 0;
    }
    if (action == QLatin1String("delete")) {
        // The keychain reports deleting a missing entry as success; the user would rather know.
        if (!KeyStore::read(entry, &error))
            return keysError(error, 1);
        if (!KeyStore::remove(entry, &error))
            return keysError(error, 1);
        printLine(stdout, Tr::tr("Deleted key %1").arg(entry));
        return 0;
    }
    return keysError(Tr::tr("unknown action '%1' (set, show or delete)").arg(action), 2);
}

} // namespace ttft
