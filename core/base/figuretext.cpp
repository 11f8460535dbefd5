#include "figuretext.h"

#include <QLocale>

#include <cmath>

namespace ttft {

QString qs(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QString htmlEscaped(std::string_view text)
{
    return qs(text).toHtmlEscaped();
}

QString htmlEscaped(const QString &text)
{
    return text.toHtmlEscaped();
}

QString fixedOr(const std::optional<double> &value, int decimals, QStringView absent)
{
    return value ? QString::number(*value, 'f', decimals) : absent.toString();
}

QString msFigure(double ms)
{
    return QString::number(ms, 'f', std::abs(ms) < 10'000 ? 1 : 0);
}

QString localeFixed(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

QString signedFixed(double value, int decimals)
{
    const QString digits = QString::number(std::abs(value), 'f', decimals);
    return value < 0 && digits.toDouble() != 0 ? QChar(0x2212) + digits : digits;
}

int msDecimals(double magnitude)
{
    magnitude = std::abs(magnitude);
    if (magnitude >= 100)
        return 0;
    return magnitude >= 1 ? 1 : 2;
}

QString signedMs(double ms, int decimals)
{
    const QString text = signedFixed(ms, decimals < 0 ? msDecimals(ms) : decimals);
    return text.toDouble() > 0 ? QLatin1Char('+') + text : text;
}

} // namespace ttft
