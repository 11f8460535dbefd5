#include "requestdetailview.h"
#include "base/figuretext.h"

#include "requestsmodel.h"

#include <QDateTime>
#include <QEvent>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ttft {

namespace {

QString row(const QString &name, const QString &value)
{
    return QStringLiteral("<tr><td style='padding-right:12px;color:#555'>%1</td><td>%2</td></tr>").arg(name, value);
}

QString msWithUnit(const std::optional<double> &value, int decimals = 1)
{
    return value ? QString::number(*value, 'f', decimals) + QStringLiteral(" ms") : QStringLiteral("—");
}

// A stamp relative to the request's start (and its absolute offset into the run).
QString stampRow(const QString &name, const RequestRecord &record, std::int64_t ns)
{
    if (ns < 0 || record.startNs < 0)
        return row(name, QStringLiteral("—"));
    const double fromStart = double(ns - record.startNs) / 1e6;
    QString text = QString::number(fromStart, 'f', 3) + QStringLiteral(" ms");
    if (record.runStartNs >= 0)
        text += QStringLiteral(" <span style='color:#888'>(%1)</span>")
                    .arg(RequestDetailView::tr("run + %1 s").arg(double(ns - record.runStartNs) / 1e9, 0, 'f', 3));
    return row(name, text);
}

} // namespace

RequestDetailView::RequestDetailView(QWidget *parent)
    : QWidget(parent)
    , m_browser(new QTextBrowser(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    m_browser->setOpenLinks(false);
    render();
}

void RequestDetailView::setRecord(const RequestRecord *record)
{
    if (record)
        m_record = *record;
    else
        m_record.reset();
    render();
}

QString RequestDetailView::plainText() const
{
    return m_browser->toPlainText();
}

void RequestDetailView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        render();
    QWidget::changeEvent(event);
}

void RequestDetailView::render()
{
    if (!m_record) {
        m_browser->setHtml(QStringLiteral("<p style='color:#777'>%1</p>")
                               .arg(tr("Select a request to see its timestamps, headers, first bytes, answer and error.")));
        return;
    }
    m_browser->setHtml(toHtml(*m_record));
}

QString RequestDetailView::toHtml(const RequestRecord &record)
{
    QString html;
    const QString status = RequestsModel::statusText(RequestsModel::statusOf(record));
    html += QStringLiteral("<h3 style='margin:2px'>%1 #%2 · %3 · %4</h3>")
                .arg(htmlEscaped(record.provider))
                .arg(record.index + 1)
                .arg(htmlEscaped(record.cell), status.toHtmlEscaped());

    if (record.failed()) {
        html += QStringLiteral("<p style='color:#c62828'><b>%1</b> %2</p>")
                    .arg(QString::fromUtf8(errorClassName(record.errorClass)).toHtmlEscaped(), htmlEscaped(record.errorMessage));
    }

    html += QStringLiteral("<h4>%1</h4><table>").arg(tr("Figures"));
    html += row(tr("TTFT"), msWithUnit(record.ttftMs()));
    html += row(tr("TTFB"), msWithUnit(record.ttfbMs()));
    html += row(tr("First event"), msWithUnit(record.firstEventMs()));
    html += row(tr("TTFO"), msWithUnit(record.ttfoMs()));
    html += row(tr("TTFS"), msWithUnit(record.ttfsMs()));
    html += row(tr("E2E"), msWithUnit(record.e2eMs()));
    html += row(tr("TPOT"), msWithUnit(record.tpotMs(), 2));
    html += row(tr("Dispatch lag"), msWithUnit(record.dispatchLagMs(), 3));
    html += row(tr("TTFT from intended start"), msWithUnit(record.ttftFromIntendedMs()));
    html += row(tr("Output tokens"), record.outputTokens
                    ? QStringLiteral("%1 (%2)").arg(*record.outputTokens).arg(QString::fromStdString(record.outputTokensSource))
                    : QStringLiteral("—"));
    if (record.usage.promptTokens)
        html += row(tr("Prompt tokens"), QString::number(*record.usage.promptTokens));
    if (record.promptTokensTarget)
        html += row(tr("Prompt target"), QString::number(*record.promptTokensTarget));
    html += row(tr("Answer events"), QString::number(record.answerEvents));
    if (record.looksBuffered())
        html += row(tr("Buffered"), tr("the answer arrived in one burst at the end: a proxy may hold the stream back"));
    html += QStringLiteral("</table>");

    html += QStringLiteral("<h4>%1</h4><table>").arg(tr("Timestamps (from the request's start)"));
    html += stampRow(tr("Intended start"), record, record.intendedNs);
    html += stampRow(tr("Start"), record, record.startNs);
    html += stampRow(tr("DNS done"), record, record.dnsDoneNs);
    html += stampRow(tr("Connected"), record, record.connectDoneNs);
    html += stampRow(tr("TLS done"), record, record.tlsDoneNs);
    html += stampRow(tr("Request sent"), record, record.requestSentNs);
    html += stampRow(tr("Response head"), record, record.responseHeadNs);
    html += stampRow(tr("First event"), record, record.firstEventNs);
    html += stampRow(tr("First output"), record, record.firstOutputNs);
    html += stampRow(tr("First reasoning"), record, record.firstReasoningNs);
    html += stampRow(tr("First answer text"), record, record.firstAnswerNs);
    html += stampRow(tr("First sentence"), record, record.firstSentenceNs);
    html += stampRow(tr("Last answer text"), record, record.lastAnswerNs);
    html += stampRow(tr("End"), record, record.endNs);
    html += QStringLiteral("</table>");

    html += QStringLiteral("<h4>%1</h4><table>").arg(tr("Request"));
    html += row(tr("Model"), htmlEscaped(record.model));
    html += row(tr("Transport"), htmlEscaped(record.transport) + QStringLiteral(" · ") + htmlEscaped(record.protocol));
    html += row(tr("HTTP status"), record.httpStatus ? QString::number(record.httpStatus) : QStringLiteral("—"));
    html += row(tr("Connection"), record.connectionReused ? tr("reused") : tr("new"));
    html += row(tr("X-Request-ID sent"), htmlEscaped(record.requestId));
    html += row(tr("Server request id"), record.serverRequestId.empty() ? QStringLiteral("—") : htmlEscaped(record.serverRequestId));
    html += row(tr("Bytes sent / received"), QStringLiteral("%1 / %2").arg(record.requestBytes).arg(record.responseBytes));
    html += row(tr("Wire events"), QString::number(record.wireEvents));
    if (!record.finishReasons.empty()) {
        QStringList reasons;
        for (const std::string &reason : record.finishReasons)
            reasons << QString::fromStdString(reason);
        html += row(tr("Finish reason"), reasons.join(QStringLiteral(", ")).toHtmlEscaped());
    }
    html += row(tr("Started (wall clock)"),
                QDateTime::fromMSecsSinceEpoch(record.wallStartMs).toString(Qt::ISODateWithMs).toHtmlEscaped());
    html += QStringLiteral("</table>");

    // The server's own account, where it gave one, and the response headers worth keeping.
    if (!record.server.empty()) {
        html += QStringLiteral("<h4>%1</h4><table>").arg(tr("The server's account (%1)").arg(htmlEscaped(record.server.source)));
        html += row(tr("Server TTFT"), msWithUnit(record.server.ttftMs));
        html += row(tr("Client overhead"), msWithUnit(record.clientOverheadMs(), 3));
        if (record.server.queueMs)
            html += row(tr("Queue"), msWithUnit(record.server.queueMs));
        if (record.server.loadMs)
            html += row(tr("Model load"), msWithUnit(record.server.loadMs));
        if (record.server.prefillMs)
            html += row(tr("Prefill"), msWithUnit(record.server.prefillMs));
        if (record.server.decodeMs)
            html += row(tr("Decode"), msWithUnit(record.server.decodeMs));
        if (record.server.e2eMs)
            html += row(tr("Server E2E"), msWithUnit(record.server.e2eMs));
        if (record.server.processingMs)
            html += row(tr("Processing (openai-processing-ms)"), msWithUnit(record.server.processingMs));
        html += QStringLiteral("</table>");
    }
    if (!record.serverHeaders.empty()) {
        html += QStringLiteral("<h4>%1</h4><table>").arg(tr("Headers of interest"));
        for (const auto &[name, value] : record.serverHeaders)
            html += row(htmlEscaped(name), htmlEscaped(value));
        html += QStringLiteral("</table>");
    }
    html += QStringLiteral("<h4>%1</h4>").arg(tr("First data received"));
    html += record.responseHead.empty()
        ? QStringLiteral("<p style='color:#777'>%1</p>").arg(tr("none kept"))
        : QStringLiteral("<pre style='white-space:pre-wrap'>%1</pre>").arg(htmlEscaped(record.responseHead));

    html += QStringLiteral("<h4>%1</h4>").arg(tr("Answer"));
    html += record.text.empty() ? QStringLiteral("<p style='color:#777'>%1</p>").arg(tr("no answer text kept"))
                                : QStringLiteral("<p style='white-space:pre-wrap'>%1</p>").arg(htmlEscaped(record.text));
    return html;
}

} // namespace ttft
