#pragma once

// Runs the real ttft-bench (TTFT_BENCH_EXE) the way a user would and collects what it said: for
// the tests of its commands.
#include "testpaths.h"
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

struct BenchResult {
    int exitCode = -1; // -1: it crashed or timed out
    QString out;
    QString err;       // "timed out" when it did
};

// Waits for a started ttft-bench to end (killed after `timeoutMs`) and collects what it said.
inline BenchResult finishBench(QProcess &process, int timeoutMs)
{
    BenchResult result;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        result.err = QStringLiteral("timed out");
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

inline BenchResult runBench(const QStringList &arguments, const QProcessEnvironment &environment, int timeoutMs = 90'000)
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(ttftTestPath(TTFT_BENCH_EXE), arguments);
    return finishBench(process, timeoutMs);
}

inline BenchResult runBench(const QStringList &arguments, int timeoutMs = 90'000)
{
    return runBench(arguments, QProcessEnvironment::systemEnvironment(), timeoutMs);
}
