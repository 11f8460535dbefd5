#pragma once

#include <QString>
#include <QStringView>

#include <optional>
#include <string_view>

namespace ttft {

// The one home of the small text conversions that tables, reports, views and the CLI share.

// The model's UTF-8 strings as Qt text.
QString qs(std::string_view text);

// Text for HTML (a report, a rich-text view): server and user text escaped.
QString htmlEscaped(std::string_view text);
QString htmlEscaped(const QString &text);

// A figure with `decimals` fixed decimals and '.' whatever the locale (files, terminals, reports),
// or `absent` when there is none ("-" in terminals, "–" in reports, "" in CSV).
QString fixedOr(const std::optional<double> &value, int decimals, QStringView absent);

// Milliseconds as the verdicts give them: one decimal below 10 s, whole milliseconds above.
QString msFigure(double ms);

// The same number in the user's locale (the window's own figures: "1,234.5", "1 234,5").
QString localeFixed(double value, int decimals);

// A difference with a true minus sign: "−3.0", not a hyphen; never "−0.0".
QString signedFixed(double value, int decimals);

// Digits after the point for milliseconds of this size: enough to tell them apart, no more
// (2 below 1 ms, 1 below 100 ms, none above).
int msDecimals(double magnitude);

// A difference in milliseconds, signed both ways: "+12.3", "−0.42", "0.0"; `decimals` −1: by
// its size (msDecimals). Regressions, comparisons, clock offsets.
QString signedMs(double ms, int decimals = -1);

} // namespace ttft
