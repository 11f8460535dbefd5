#include "labtruthjson.h"

#include "base/monoclock.h"

namespace ttft {

QJsonValue labTruthNs(std::int64_t ns)
{
    // QJsonValue holds integers up to 2^53 exactly; monotonic ns stay far below that (104 days).
    return hasTime(ns) ? QJsonValue(qint64(ns)) : QJsonValue(QJsonValue::Null);
}

QString labTruthText(std::string_view utf8)
{
    return QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
}

} // namespace ttft
