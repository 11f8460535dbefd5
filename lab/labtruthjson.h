#pragma once

#include <QJsonValue>
#include <QString>

#include <cstdint>
#include <string_view>

namespace ttft {

// The value forms the truth records' JSON shares (LabTruth::toJson(), LabTtsTruth::toJson()), so
// that both kinds of truth spell times and text alike.

// A CLOCK_MONOTONIC ns stamp as an integer; an absent one (kNoTime) as null.
QJsonValue labTruthNs(std::int64_t ns);
// UTF-8 text as a JSON string.
QString labTruthText(std::string_view utf8);

} // namespace ttft
