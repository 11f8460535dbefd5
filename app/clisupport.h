#pragma once
// Small things every ttft-bench command needs.

#include <QString>
#include <QStringList>

#include <atomic>
#include <optional>
#include <cstdio>

namespace ttft {

// Writes `text` and a newline, flushed at once (progress lines must show while a run goes on).
void printLine(FILE *stream, const QString &text);

// True when `output` names the same file as `input` (the same path, a symbolic link to it, or a
// hard link: same device and inode). No command writes over one of its inputs, --force or not:
// `recover J -o J --force` replaced the journal, the only record of a crashed run.
bool sameFile(const QString &output, const QString &input);
// The first of `inputs` that `output` would overwrite, or an empty string.
QString overwrittenInput(const QString &output, const QStringList &inputs);

// A share written as a fraction ("0.01") or a percentage ("1%"); empty unless it is in [0, 1].
std::optional<double> parseShare(QString text);

// Set by SIGINT or SIGTERM once installStopSignals() ran: commands poll it to stop cleanly.
extern std::atomic<bool> g_stopRequested;
void installStopSignals();

} // namespace ttft
