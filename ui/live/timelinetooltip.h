#pragma once

#include <QCoreApplication>
#include <QString>

namespace ttft {

struct TimelineRow;

// The text a timeline bar shows on hover: where the request sits, its status and the figures of
// each phase (rich text, for QToolTip).
class TimelineToolTip
{
    Q_DECLARE_TR_FUNCTIONS(ttft::TimelineToolTip)
public:
    static QString forRow(const TimelineRow &row, const QString &provider, const QString &level, double originNs);
};

} // namespace ttft
