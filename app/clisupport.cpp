#include "clisupport.h"

#include <csignal>

namespace ttft {

std::atomic<bool> g_stopRequested{false};

namespace {

void onStopSignal(int)
{
    g_stopRequested = true;
}

} // namespace

void printLine(FILE *stream, const QString &text)
{
    std::fputs(qPrintable(text), stream);
    std::fputc('\n', stream);
    std::fflush(stream);
}

void installStopSignals()
{
    std::signal(SIGINT, onStopSignal);
    std::signal(SIGTERM, onStopSignal);
}

} // namespace ttft
