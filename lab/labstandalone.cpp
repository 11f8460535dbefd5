#include "labstandalone.h"

#include "labserver.h"

#include <QCoreApplication>
#include <QSocketNotifier>

#include <csignal>
#include <fcntl.h>
#include <unistd.h>

namespace ttft {

namespace {

// Signal handlers may only do async-signal-safe things: write a byte to a pipe that the event loop
// watches (the self-pipe trick).
int g_signalPipe[2] = {-1, -1};

void onTerminationSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const auto written = ::write(g_signalPipe[1], &byte, 1);
}

} // namespace

int runLabServerUntilSignal(const LabConfig &config, const std::function<void(const LabServer &)> &started,
                            QString *error)
{
    LabServer server(config);
    if (!server.start(error))
        return 1;

    if (::pipe2(g_signalPipe, O_CLOEXEC | O_NONBLOCK) != 0) {
        g_signalPipe[0] = g_signalPipe[1] = -1;
    }
    struct sigaction action {};
    struct sigaction previousInt {};
    struct sigaction previousTerm {};
    action.sa_handler = onTerminationSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    QSocketNotifier *notifier = nullptr;
    if (g_signalPipe[0] >= 0) {
        ::sigaction(SIGINT, &action, &previousInt);
        ::sigaction(SIGTERM, &action, &previousTerm);
        notifier = new QSocketNotifier(qintptr(g_signalPipe[0]), QSocketNotifier::Read);
        QObject::connect(notifier, &QSocketNotifier::activated, QCoreApplication::instance(), &QCoreApplication::quit);
    }

    if (started)
        started(server);
    const int exitCode = QCoreApplication::exec();

    if (notifier) {
        delete notifier;
        ::sigaction(SIGINT, &previousInt, nullptr);
        ::sigaction(SIGTERM, &previousTerm, nullptr);
        ::close(g_signalPipe[0]);
        ::close(g_signalPipe[1]);
        g_signalPipe[0] = g_signalPipe[1] = -1;
    }
    server.stop();
    return exitCode;
}

} // namespace ttft
