#pragma once

#include <QString>

namespace ttft {

// A key as it may be shown: "sk-…a1b2", never more than the first 3 and last 4 characters, and
// only when the key is long enough (>= 12 characters) for that to leave most of it hidden;
// shorter keys show as "••••", an empty key as "".
QString maskedKey(const QString &key);

} // namespace ttft
