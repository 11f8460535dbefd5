#pragma once

#include "mainwindow.h"

#include <QSignalSpy>
#include <QString>

// Starts one of the window's file jobs (open, save, compare, recover, export: they run off the UI
// thread) and waits for it. True when it ended well; otherwise *error says why: refused at once,
// failed (the sentence the user was shown), cancelled, or not ended in time.
template <typename Start>
bool finishFileJob(ttft::MainWindow &window, QString *error, Start start, int timeoutMs = 120'000)
{
    QSignalSpy finished(&window, &ttft::MainWindow::fileJobFinished);
    if (!start())
        return false;
    if (finished.isEmpty() && !finished.wait(timeoutMs)) {
        if (error)
            *error = QStringLiteral("the file job did not end within %1 ms").arg(timeoutMs);
        return false;
    }
    const bool ok = finished.front().at(0).toBool();
    if (!ok && error)
        *error = finished.front().at(1).toString();
    return ok;
}
