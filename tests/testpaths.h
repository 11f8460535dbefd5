#pragma once

// Paths a test needs (ttft-bench, the workbench, tests/data, ../shared, the source tree), written
// into it by tests/CMakeLists.txt relative to the test binary's own folder: absolute paths in
// compile definitions would make every clone's tests miss the shared compiler cache
// (scripts/lib.sh). Resolved against the binary's folder, so the working directory does not matter.
#include <QCoreApplication>
#include <QDir>
#include <QString>

inline QString ttftTestPath(const char *relativeToTestBinary)
{
    const QString path = QString::fromUtf8(relativeToTestBinary);
    if (QDir::isAbsolutePath(path))
        return path;
    return QDir::cleanPath(QCoreApplication::applicationDirPath() + QLatin1Char('/') + path);
}
