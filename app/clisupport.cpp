#include "clisupport.h"

#include <QFile>
#include <QFileInfo>

#include <sys/stat.h>

#include <cmath>

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

bool sameFile(const QString &output, const QString &input)
{
    const QFileInfo out(output), in(input);
    if (out.absoluteFilePath() == in.absoluteFilePath())
        return true;
    if (!out.exists() || !in.exists())
        return false;
    if (out.canonicalFilePath() == in.canonicalFilePath())
        return true;
    struct stat a {}, b {};
    return ::stat(QFile::encodeName(output).constData(), &a) == 0 && ::stat(QFile::encodeName(input).constData(), &b) == 0
        && a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

QString overwrittenInput(const QString &output, const QStringList &inputs)
{
    for (const QString &input : inputs) {
        if (sameFile(output, input))
            return input;
    }
    return {};
}

void installStopSignals()
{
    std::signal(SIGINT, onStopSignal);
    std::signal(SIGTERM, onStopSignal);
}

std::optional<double> parseShare(QString text)
{
    text = text.trimmed();
    const bool percent = text.endsWith(QLatin1Char('%'));
    if (percent)
        text.chop(1);
    bool ok = false;
    double value = text.toDouble(&ok);
    if (percent)
        value /= 100.0;
    if (!ok || !std::isfinite(value) || value < 0 || value > 1)
        return std::nullopt;
    return value;
}

} // namespace ttft
