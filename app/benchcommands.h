#pragma once

#include <QStringList>

namespace ttft {

// Each returns the process exit status: 0 success, 1 the run failed, 2 wrong arguments.
// `arguments` starts with the program name, without the command word.
int runCommand(const QStringList &arguments);
int labCommand(const QStringList &arguments);
int recoverCommand(const QStringList &arguments);
int importCommand(const QStringList &arguments);
int mergeCommand(const QStringList &arguments);
// 0 no regression (or not asked to fail), 1 a file unreadable, 2 wrong arguments or different
// plans (without --force), 3 a regression past --fail-on-regression.
int compareCommand(const QStringList &arguments);
// A capacity search (run's exit statuses).
int capacityCommand(const QStringList &arguments);
// Probes over time (run's exit statuses).
int probeCommand(const QStringList &arguments);
int mergeShardsCommand(const QStringList &arguments);
int calibrateCommand(const QStringList &arguments);
int presetsCommand(const QStringList &arguments);
int keysCommand(const QStringList &arguments);
// Speech recognition measured (0, 1 when a transcription failed, 2 wrong arguments).
int asrCommand(const QStringList &arguments);
// Needs a QApplication (it paints charts); the others need only a QCoreApplication.
int reportCommand(const QStringList &arguments);

} // namespace ttft
