#include "timelinetooltip.h"

#include "charts/axisticks.h"
#include "timelinerow.h"

#include <QLocale>
#include <QStringList>

namespace ttft {

namespace {

QString msOrDash(const std::optional<double> &ms)
{
    return ms ? formatDurationMs(*ms) : QStringLiteral("—");
}

} // namespace

QString TimelineToolTip::forRow(const TimelineRow &row, const QString &provider, const QString &level, double originNs)
{
    QString status;
    if (row.failed()) {
        status = tr("Failed: %1").arg(QString::fromLatin1(errorClassName(row.errorClass)));
        if (row.httpStatus > 0)
            status += tr(" (HTTP %1)").arg(row.httpStatus);
    } else {
        status = tr("OK");
    }
    QStringList cells;
    const auto line = [&cells](const QString &name, const QString &value) {
        cells << QStringLiteral("<tr><td>%1</td><td align=\"right\">&nbsp;&nbsp;%2</td></tr>")
                     .arg(name.toHtmlEscaped(), value.toHtmlEscaped());
    };
    const QLocale locale;
    line(tr("Started"), tr("%1 s after the run start").arg(locale.toString((double(row.sortNs()) - originNs) / 1e9, 'f', 3)));
    if (const auto lag = spanMs(row.intendedNs, row.startNs))
        line(tr("Dispatch lag"), formatDurationMs(*lag));
    if (row.reused)
        line(tr("Connection"), tr("reused"));
    else
        line(tr("DNS / connect / TLS"), tr("%1 / %2 / %3").arg(msOrDash(row.dnsMs), msOrDash(row.connectMs), msOrDash(row.tlsMs)));
    line(tr("Request sent"), msOrDash(spanMs(row.startNs, row.requestSentNs)));
    line(tr("First byte (TTFB)"), msOrDash(spanMs(row.startNs, row.responseHeadNs)));
    line(tr("First token (TTFT)"), msOrDash(spanMs(row.startNs, row.firstAnswerNs)));
    line(tr("End (E2E)"), msOrDash(spanMs(row.startNs, row.endNs)));
    if (row.outputTokens >= 0)
        line(tr("Output tokens"), locale.toString(qint64(row.outputTokens)));
    line(tr("Answer events"), locale.toString(qint64(row.tickCount)));
    if (row.tpotMs)
        line(tr("TPOT"), formatDurationMs(*row.tpotMs));

    // One arg() call for all parts: a '%' in a provider's name is not a placeholder.
    QString html = QStringLiteral("<b>%1</b> &middot; %2 &middot; #%3%4<br/>")
                       .arg(provider.toHtmlEscaped(), level.toHtmlEscaped(), QString::number(row.index),
                            row.warmup ? QStringLiteral(" &middot; ") + tr("warm-up").toHtmlEscaped() : QString());
    html += row.failed() ? QStringLiteral("<span style=\"color:#d62728\">%1</span>").arg(status.toHtmlEscaped())
                         : status.toHtmlEscaped();
    html += QStringLiteral("<table>") + cells.join(QString()) + QStringLiteral("</table>");
    if (row.failed() && !row.errorMessage.empty()) {
        QString message = QString::fromStdString(row.errorMessage);
        if (message.size() > 300)
            message = message.left(300) + QStringLiteral("…");
        html += QStringLiteral("<i>%1</i>").arg(message.toHtmlEscaped());
    }
    return html;
}

} // namespace ttft
