#include "maskedkey.h"

#include <QList>

namespace ttft {

QString maskedKey(const QString &key)
{
    if (key.isEmpty())
        return QString();
    // Counted in code points, so that a surrogate pair is never cut in half.
    const QList<uint> codePoints = key.toUcs4();
    constexpr qsizetype kMinimumLength = 12;
    constexpr qsizetype kHead = 3;
    constexpr qsizetype kTail = 4;
    if (codePoints.size() < kMinimumLength)
        return QStringLiteral("••••");
    const QList<uint> head = codePoints.first(kHead);
    const QList<uint> tail = codePoints.last(kTail);
    return QString::fromUcs4(reinterpret_cast<const char32_t *>(head.constData()), head.size()) + QStringLiteral("…")
        + QString::fromUcs4(reinterpret_cast<const char32_t *>(tail.constData()), tail.size());
}

} // namespace ttft
