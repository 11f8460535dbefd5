#pragma once
// Small things every ttft-bench command needs.

#include <QString>

#include <atomic>
#include <cstdio>

namespace ttft {

// Writes `text` and a newline, flushed at once (progress lines must show while a run goes on).
void printLine(FILE *stream, const QString &text);

// Set by SIGINT or SIGTERM once installStopSignals() ran: commands poll it to stop cleanly.
extern std::atomic<bool> g_stopRequested;
void installStopSignals();

} // namespace ttft
