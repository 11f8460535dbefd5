#include "reportbuilder.h"

#include "base/figuretext.h"
#include "analysis/compareview.h"
#include "analysis/capacityview.h"
#include "analysis/conversationview.h"
#include "analysis/concurrencyview.h"
#include "analysis/decompositionview.h"
#include "analysis/pipelinetable.h"
#include "analysis/pipelineview.h"
#include "analysis/promptlengthview.h"
#include "base/i18n.h"
#include "charts/chartexport.h"
#include "model/requestrecord.h"
#include "results/resultstext.h"
#include "stats/comparison.h"
#include "stats/concurrencycurve.h"
#include "stats/groupsummary.h"
#include "stats/pipelinesummary.h"
#include "stats/promptlengthfit.h"
#include "stats/runwarnings.h"
#include "stats/releasechecklist.h"
#include "stats/runsummary.h"
#include "stats/scenario.h"
#include "transport/httprequest.h"

#include <QApplication>
#include <QBuffer>
#include <QDateTime>
#include <QDir>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QSaveFile>
#include <QStyle>
#include <QTextDocument>
#include <QTimeZone>
#include <QUrl>

#include <algorithm>
#include <memory>
#include <numeric>
#include <set>

namespace ttft {

namespace {

// Charts are laid out at this width (logical px) and stored at twice the pixels: sharp on a
// high-DPI screen and in print, a few hundred KiB per chart.
constexpr int kChartWidth = 960;
constexpr int kChartDpi = 192;
// Width the PDF gives a chart: QTextDocument::print lays a page out at 72 px per inch, and A4
// between 18 mm margins is 174 mm, 493 px, wide.
constexpr int kPdfChartWidth = 490;
constexpr int kChartSteps = 7;  // compare, prompt length, load, decomposition, capacity, conversations, voice pipeline
constexpr int kWriteSteps = 2;  // HTML text, PDF pages

QString wallTime(std::int64_t msSinceEpoch)
{
    if (msSinceEpoch <= 0)
        return Tr::tr("unknown");
    return QDateTime::fromMSecsSinceEpoch(msSinceEpoch, QTimeZone::utc()).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'"));
}

// A table: a heading row then body rows; cells are HTML already. Attributes that QTextDocument
// understands too (it ignores most CSS), so the PDF keeps the borders.
QString table(const QStringList &headings, const std::vector<QStringList> &rows, const QString &cls = {})
{
    QString html = QStringLiteral("<table class=\"%1\" border=\"1\" cellspacing=\"0\" cellpadding=\"4\" width=\"100%\">\n<tr>")
                       .arg(cls.isEmpty() ? QStringLiteral("data") : cls);
    // Two columns are an item and its value: the item needs a third of the width at most.
    const QString firstWidth = headings.size() == 2 ? QStringLiteral(" width=\"32%\"") : QString();
    for (qsizetype i = 0; i < headings.size(); ++i)
        html += QStringLiteral("<th bgcolor=\"#eef1f5\" align=\"left\"%1>").arg(i == 0 ? firstWidth : QString())
            + headings.at(i) + QStringLiteral("</th>");
    html += QStringLiteral("</tr>\n");
    for (const QStringList &row : rows) {
        html += QStringLiteral("<tr>");
        for (const QString &cell : row)
            html += cell.startsWith(QLatin1String("<td")) ? cell : QStringLiteral("<td>") + cell + QStringLiteral("</td>");
        html += QStringLiteral("</tr>\n");
    }
    return html + QStringLiteral("</table>\n");
}

// A name that should not break inside (provider, cell).
QString nameCell(const QString &escaped)
{
    return QStringLiteral("<td nowrap style=\"white-space: nowrap\">") + escaped + QStringLiteral("</td>");
}

QString numberCell(const QString &text)
{
    return QStringLiteral("<td align=\"right\">") + text + QStringLiteral("</td>");
}

QString verdictCell(bool pass, const QString &text)
{
    return QStringLiteral("<td><font color=\"%1\"><b>%2</b></font></td>")
        .arg(pass ? QStringLiteral("#1a7f37") : QStringLiteral("#c62828"), htmlEscaped(text));
}

QString checkStateCell(CheckState state)
{
    QString color = QStringLiteral("#555b66");
    if (state == CheckState::Pass)
        color = QStringLiteral("#1a7f37");
    else if (state == CheckState::Fail)
        color = QStringLiteral("#c62828");
    else if (state == CheckState::NeedsUser)
        color = QStringLiteral("#9a6700");
    return QStringLiteral("<td><font color=\"%1\"><b>%2</b></font></td>").arg(color, htmlEscaped(checkStateLabel(state)));
}

QByteArray base64Png(const QByteArray &png)
{
    return QByteArrayLiteral("data:image/png;base64,") + png.toBase64();
}

const char *kStyle = R"(
body { font-family: "DejaVu Sans", "Segoe UI", Helvetica, Arial, sans-serif; font-size: 10pt; color: #1f2328;
       max-width: 1000px; margin: 24px auto; padding: 0 16px; line-height: 1.4; }
h1 { font-size: 20pt; margin-bottom: 2px; }
h2 { font-size: 14pt; margin-top: 24px; border-bottom: 1px solid #d0d7de; padding-bottom: 2px; }
h3 { font-size: 11pt; margin-bottom: 4px; }
p.sub { color: #555b66; margin-top: 0; }
table { border-collapse: collapse; margin: 6px 0 10px 0; }
th, td { border: 1px solid #d0d7de; padding: 3px 6px; vertical-align: top; }
th { background: #eef1f5; text-align: left; }
img.chart { max-width: 100%; height: auto; border: 1px solid #d0d7de; }
.note { color: #555b66; }
)";

} // namespace


ReportBuilder::ReportBuilder(ReportInput input)
    : m_input(std::move(input))
{
    if (!m_input.analysis.records)
        m_input.analysis.records = std::make_shared<const std::vector<RequestRecord>>();
    m_results = computeResults(m_input.analysis.run, m_input.analysis.all(), m_input.clientHealth);
}

ReportBuilder::~ReportBuilder() = default;

int ReportBuilder::stepCount()
{
    return kChartSteps + kWriteSteps;
}

ReportBuilder::StepResult ReportBuilder::writeStep(const QString &htmlPath, const QString &pdfPath, QString *error)
{
    const auto failed = [error](const QString &why) {
        if (error)
            *error = why;
        return StepResult::Failed;
    };
    if (m_chartGroupsDrawn < kChartSteps) {
        drawChartGroup(m_chartGroupsDrawn);
        return StepResult::More;
    }
    if (!htmlPath.isEmpty() && !m_htmlWritten) {
        m_htmlWritten = true;
        QString why;
        if (!writeHtmlFile(htmlPath, &why))
            return failed(why);
        return pdfPath.isEmpty() ? StepResult::Done : StepResult::More;
    }
    if (!pdfPath.isEmpty() && !m_pdfWritten) {
        m_pdfWritten = true;
        QString why;
        if (!writePdfFile(pdfPath, &why))
            return failed(why);
    }
    return StepResult::Done;
}

QString ReportBuilder::nextStepText(const QString &htmlPath) const
{
    if (m_chartGroupsDrawn < kChartSteps)
        return chartGroupText(m_chartGroupsDrawn);
    return !htmlPath.isEmpty() && !m_htmlWritten ? Tr::tr("Writing the HTML report") : Tr::tr("Writing the PDF report");
}

int ReportBuilder::stepsDone() const
{
    return m_chartGroupsDrawn + int(m_htmlWritten) + int(m_pdfWritten);
}

bool ReportBuilder::step(const QString &what)
{
    const bool go = !m_progress || m_progress(m_done, stepCount(), what);
    ++m_done;
    return go;
}

const ReportBuilder::Chart *ReportBuilder::chart(const QString &id) const
{
    for (const Chart &c : m_charts)
        if (c.id == id)
            return &c;
    return nullptr;
}

QString ReportBuilder::chartGroupText(int group)
{
    switch (group) {
    case 0: return Tr::tr("Drawing the compare charts");
    case 1: return Tr::tr("Drawing TTFT against prompt length");
    case 2: return Tr::tr("Drawing TTFT under load");
    case 3: return Tr::tr("Drawing where TTFT goes");
    case 4: return Tr::tr("Drawing the capacity search");
    case 5: return Tr::tr("Drawing TTFT by turn");
    default: return Tr::tr("Drawing the voice pipeline");
    }
}

bool ReportBuilder::renderCharts(QString *error)
{
    for (int group = m_chartGroupsDrawn; group < kChartSteps; ++group) {
        if (!step(chartGroupText(group))) {
            if (error)
                *error = Tr::tr("cancelled");
            return false;
        }
        drawChartGroup(group);
    }
    return true;
}

void ReportBuilder::drawChartGroup(int group)
{
    // A light palette whatever the screen's theme: reports are printed and pasted into documents.
    const QPalette light = QApplication::style()->standardPalette();
    const auto add = [this](const QString &id, const QString &title, QSizeF size, const ChartPainter &paint) {
        const double scale = kChartDpi / 96.0;
        Chart chart{id, title, size, chartToPng(paint, (size * scale).toSize(), kChartDpi)};
        m_charts.push_back(std::move(chart));
    };
    m_chartGroupsDrawn = group + 1;
    switch (group) {
    case 0: {
        // One figure per cell: pooled, a queue at one load level flattens every provider at another.
        CompareView view;
        view.setPalette(light);
        view.setInput(m_input.analysis);
        view.setMetric(Metric::Ttft);
        const QStringList cells = compareCells();
        if (cells.isEmpty()) {
            add(QStringLiteral("compare"), Tr::tr("TTFT by provider"), QSizeF(kChartWidth, 660),
                [&view](QPainter *painter, const QRectF &target) { view.renderCharts(painter, target); });
        }
        for (qsizetype i = 0; i < cells.size(); ++i) {
            view.setCell(cells[i]);
            add(QStringLiteral("compare-%1").arg(i), Tr::tr("TTFT by provider, cell %1").arg(cells[i]), QSizeF(kChartWidth, 660),
                [&view](QPainter *painter, const QRectF &target) { view.renderCharts(painter, target); });
        }
        break;
    }
    case 1: {
        PromptLengthView view;
        view.setPalette(light);
        view.setInput(m_input.analysis);
        bool anyFit = false;
        for (const PromptLengthSeries &series : view.series())
            anyFit = anyFit || series.fit.valid();
        if (anyFit)
            add(QStringLiteral("prompt"), Tr::tr("TTFT against prompt length"), QSizeF(kChartWidth, 520),
                [&view](QPainter *painter, const QRectF &target) { view.render(painter, target); });
        break;
    }
    case 2: {
        ConcurrencyView view;
        view.setPalette(light);
        view.setInput(m_input.analysis);
        if (view.rateAxisAvailable())
            view.setAxis(LoadAxis::ArrivalRate);
        bool severalLevels = false;
        for (const ConcurrencyCurve &curve : view.curves())
            severalLevels = severalLevels || curve.points.size() > 1;
        if (severalLevels)
            add(QStringLiteral("load"), Tr::tr("TTFT under load"), QSizeF(kChartWidth, 480),
                [&view](QPainter *painter, const QRectF &target) { view.render(painter, target); });
        break;
    }
    case 3: {
        DecompositionView view;
        view.setPalette(light);
        view.setInput(m_input.analysis);
        // Per cell, so a queue growing with the load shows; per provider when that would be a wall of bars.
        const std::size_t perProvider = view.groups().size();
        view.setPerCell(true);
        if (view.groups().size() == perProvider || view.groups().size() > 24)
            view.setPerCell(false);
        if (!view.groups().empty()) {
            const double height = 150 + 44.0 * double(view.groups().size());
            add(QStringLiteral("decomposition"), Tr::tr("Where TTFT goes"), QSizeF(kChartWidth, height),
                [&view](QPainter *painter, const QRectF &target) { view.render(painter, target); });
        }
        break;
    }
    case 4: {
        CapacityView view;
        view.setPalette(light);
        view.setInput(m_input.analysis);
        if (view.result() && !view.result()->points.empty())
            add(QStringLiteral("capacity"), Tr::tr("Capacity: TTFT against the load"), QSizeF(kChartWidth, 480),
                [&view](QPainter *painter, const QRectF &target) { view.render(painter, target); });
        break;
    }
    case 5: {
        ConversationView view;
        view.setPalette(light);
        view.setInput(m_input.analysis);
        if (!view.stats().empty())
            add(QStringLiteral("conversations"), Tr::tr("Conversations: TTFT by turn"), QSizeF(kChartWidth, 560),
                [&view](QPainter *painter, const QRectF &target) { view.render(painter, target); });
        const auto tools = std::count_if(view.stats().begin(), view.stats().end(),
                                         [](const ConversationStats &stats) { return stats.toolTurns.has_value(); });
        if (tools > 0) {
            view.setMode(ConversationView::Mode::ToolTurns);
            add(QStringLiteral("conversation-tools"), Tr::tr("Conversations: tool-call turns, stage by stage"),
                QSizeF(kChartWidth, 140 + 56 * qreal(tools)),
                [&view](QPainter *painter, const QRectF &target) { view.render(painter, target); });
        }
        break;
    }
    default: {
        PipelineView view;
        view.setPalette(light);
        view.setInput(m_input.analysis);
        if (view.hasData() && !view.measured().empty())
            add(QStringLiteral("pipeline"), Tr::tr("Voice pipeline: from the user's last word to the first sound"),
                QSizeF(kChartWidth, view.preferredChartHeight()),
                [&view](QPainter *painter, const QRectF &target) { view.render(painter, target); });
        break;
    }
    }
}

QStringList ReportBuilder::compareCells() const
{
    constexpr qsizetype kMaxCompareCells = 8; // a sweep of more shows the rest in the per-cell table
    const QStringList cells = cellsOf(m_input.analysis);
    return cells.size() > 1 ? cells.mid(0, kMaxCompareCells) : QStringList();
}

QString ReportBuilder::chartHtml(const QString &id, Target target) const
{
    const Chart *c = chart(id);
    if (!c)
        return {};
    if (target == Target::Html)
        return QStringLiteral("<p><img class=\"chart\" src=\"%1\" width=\"%2\" alt=\"%3\"></p>\n")
            .arg(QString::fromLatin1(base64Png(c->png)))
            .arg(int(c->size.width()))
            .arg(htmlEscaped(c->title));
    return QStringLiteral("<p><img src=\"%1.png\" width=\"%2\" height=\"%3\"></p>\n")
        .arg(c->id)
        .arg(kPdfChartWidth)
        .arg(int(c->size.height() * kPdfChartWidth / c->size.width()));
}

// The voice pipeline per LLM × TTS: the waterfall, the figures in two tables (outcomes and first
// sound; the stages) so they fit an A4 page, and which stage dominates in words.
QString ReportBuilder::pipelineSection(const RunDescription &run,
                                       Target target) const
{
    const std::vector<PipelineSummary> summaries = PipelineTable::withoutSingleCell(m_results.pipeline);
    QString html = QStringLiteral("<h2>%1</h2>\n").arg(Tr::tr("Voice pipeline"));
    QString note = Tr::tr("From the user's last word to the first sound, per LLM provider and TTS endpoint: ASR "
                          "finalization, the LLM's first token, the first speakable clause, the hand-over to the TTS "
                          "request and the TTS's first audio. Each turn's first sound is the exact sum of its stages; "
                          "the bars stack the stage medians, the ticks mark the first sound's own P50 and P95.");
    if (run.voice.enabled() && run.voice.liveAsr)
        note += QLatin1Char(' ')
            + Tr::tr("Speech recognition is measured in each turn (%1): the user's utterance is sent at real-time pace, "
                     "the ASR stage runs from their last word to the final transcript, and the transcript is handed "
                     "over to the LLM as its prompt; the first clause ends at punctuation or %2 characters.")
                  .arg(QString::fromStdString(run.voice.liveAsr->name()))
                  .arg(run.voice.clauseChars);
    else if (run.voice.enabled())
        note += QLatin1Char(' ')
            + Tr::tr("ASR time is configured, not measured: %1; the first clause ends at punctuation or %2 characters.")
                  .arg(QString::fromStdString(run.voice.asr.describe()))
                  .arg(run.voice.clauseChars);
    html += QStringLiteral("<p class=\"note\">%1</p>\n").arg(htmlEscaped(note));
    html += chartHtml(QStringLiteral("pipeline"), target);

    const auto tableOf = [&summaries](const std::vector<int> &columns) -> QString {
        QStringList headings;
        std::vector<QStringList> rows(summaries.size());
        for (const int column : columns) {
            headings << htmlEscaped(PipelineTable::compactHeading(column));
            for (std::size_t i = 0; i < summaries.size(); ++i) {
                const QString text = htmlEscaped(PipelineTable::cell(summaries[i], column));
                // Figures never break inside (QTextDocument would split "759.5" in a narrow column).
                rows[i] << (column == PipelineTable::ColumnCombination ? nameCell(text)
                            : PipelineTable::isNumeric(column)
                                ? QStringLiteral("<td align=\"right\" nowrap style=\"white-space: nowrap\">") + text
                                      + QStringLiteral("</td>")
                                : QStringLiteral("<td>") + text + QStringLiteral("</td>"));
            }
        }
        // Widths spelled out, by the longest word a column holds: QTextDocument (the PDF) otherwise
        // hands the page to the longest heading and squeezes the rest until words break.
        std::vector<double> weights;
        for (const int column : columns) {
            qsizetype longest = 4;
            for (const QString &word : PipelineTable::compactHeading(column).split(QLatin1Char(' ')))
                longest = std::max(longest, word.size());
            for (const PipelineSummary &summary : summaries) {
                const QString text = PipelineTable::cell(summary, column);
                if (column == PipelineTable::ColumnCombination) // kept on one line
                    longest = std::max(longest, text.size());
                else
                    for (const QString &word : text.split(QLatin1Char(' ')))
                        longest = std::max(longest, word.size());
            }
            weights.push_back(double(longest) + 2.5);
        }
        const double total = std::accumulate(weights.begin(), weights.end(), 0.0);
        // A size smaller than the body's: nine figures a row on an A4 page.
        QString out = QStringLiteral("<table class=\"data\" border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\" "
                                     "style=\"font-size: 8pt\">\n<tr>");
        for (qsizetype i = 0; i < headings.size(); ++i)
            out += QStringLiteral("<th bgcolor=\"#eef1f5\" align=\"left\" width=\"%1%\">")
                       .arg(int(weights[std::size_t(i)] / total * 100))
                + headings.at(i) + QStringLiteral("</th>");
        out += QStringLiteral("</tr>\n");
        for (const QStringList &row : rows)
            out += QStringLiteral("<tr>") + row.join(QString()) + QStringLiteral("</tr>\n");
        return out + QStringLiteral("</table>\n");
    };
    html += QStringLiteral("<p class=\"note\">%1</p>\n")
                .arg(Tr::tr("Milliseconds. Turns are the measured LLM requests; complete ones have every stage, and "
                            "the figures are over those. The second table gives each stage's median."));
    html += tableOf({PipelineTable::ColumnCombination, PipelineTable::ColumnTurns, PipelineTable::ColumnComplete,
                     PipelineTable::ColumnAsrFailed, PipelineTable::ColumnLlmFailed, PipelineTable::ColumnTtsFailed, PipelineTable::ColumnFirstSoundP50,
                     PipelineTable::ColumnFirstSoundP95, PipelineTable::ColumnFirstSoundP99,
                     PipelineTable::ColumnFirstAudio100P50});
    std::vector<int> stageColumns{PipelineTable::ColumnCombination};
    for (int i = 0; i < kPipelineStageCount; ++i)
        stageColumns.push_back(PipelineTable::ColumnStageFirst + i);
    stageColumns.push_back(PipelineTable::ColumnDominant);
    html += tableOf(stageColumns);
    html += QStringLiteral("<ul>\n");
    for (const PipelineSummary &summary : summaries) {
        const QString name = PipelineTable::combinationName(summary);
        if (summary.complete == 0)
            html += QStringLiteral("<li>%1</li>\n")
                        .arg(htmlEscaped(Tr::tr("%1: no complete turn (%2 of %3 with an ASR failure, %4 with an LLM failure, %5 with a TTS failure).")
                                     .arg(name)
                                     .arg(summary.asrFailed)
                                     .arg(summary.turns)
                                     .arg(summary.llmFailed)
                                     .arg(summary.ttsFailed)));
        else
            html += QStringLiteral("<li>%1</li>\n")
                        .arg(htmlEscaped(Tr::tr("%1: %2 dominates, %3 % of the first sound on average (P50 first sound %4 ms).")
                                     .arg(name, pipelineStageLabel(summary.dominant),
                                          QString::number(summary.dominantShare * 100, 'f', 0),
                                          fixedOr(summary.firstSound.p50, 0, u"–"))));
    }
    html += QStringLiteral("</ul>\n");
    return html;
}

QString ReportBuilder::document(Target target) const
{
    const AnalysisInput &analysis = m_input.analysis;
    const std::vector<RequestRecord> &records = analysis.all();
    const RunDescription &run = analysis.run;
    const RunEnvironment &env = run.environment;
    const QString title = m_input.title.isEmpty() ? Tr::tr("TTFT report") : m_input.title;
    const std::vector<RunResults::Provider> &providers = m_results.providers;

    QString html;
    html += QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">\n<title>%1</title>\n").arg(htmlEscaped(title));
    if (target == Target::Html)
        html += QStringLiteral("<style>") + QString::fromLatin1(kStyle) + QStringLiteral("</style>\n");
    html += QStringLiteral("</head><body>\n<h1>%1</h1>\n").arg(htmlEscaped(title));

    std::int64_t measured = 0;
    std::int64_t warmup = 0;
    for (const RequestRecord &record : records)
        (record.warmup ? warmup : measured) += 1;
    QStringList facts;
    facts << Tr::tr("Measured %1 to %2").arg(wallTime(env.startedMs), wallTime(env.endedMs));
    if (!env.note.empty())
        facts << htmlEscaped(env.note);
    facts << Tr::tr("providers: %1").arg(providers.size())
          << Tr::tr("%1 measured requests (%2 warm-up left out)").arg(measured).arg(warmup);
    html += QStringLiteral("<p class=\"sub\">%1</p>\n").arg(facts.join(QStringLiteral(" · ")));
    if (!m_input.sourceFile.isEmpty())
        html += QStringLiteral("<p class=\"note\">%1</p>\n")
                    .arg(Tr::tr("From the session %1.").arg(htmlEscaped(QDir::toNativeSeparators(m_input.sourceFile))));

    // Summary: per provider and cell when the run has several cells (pooled, a queue at one load
    // level or a long prompt moves every provider's figure); the pooled table follows, labelled so.
    {
        std::vector<GroupSummary> groups;
        for (const RunResults::Group &group : m_results.groups)
            groups.push_back(group.summary);
        const bool severalCells = groups.size() > providers.size();
        if (severalCells) {
            html += QStringLiteral("<h2>%1</h2>\n").arg(Tr::tr("Summary per provider and cell"));
            html += QStringLiteral("<p class=\"note\">%1</p>\n")
                        .arg(Tr::tr("Milliseconds, over the successful measured requests of each cell (load level and "
                                    "prompt length); n counts the measured requests, failed ones included. Cold: on a fresh "
                                    "connection (DNS, connect, TLS paid); warm: on a reused one."));
            const bool openLoop = std::any_of(groups.begin(), groups.end(), [](const GroupSummary &g) { return g.key.rateRps.has_value(); });
            std::vector<QStringList> rows;
            for (const GroupSummary &g : groups) {
                QStringList row{nameCell(htmlEscaped(g.key.provider)), nameCell(htmlEscaped(cellLabel(g.key))), numberCell(QString::number(g.run.requests)),
                                numberCell(QString::number(g.run.errors)), numberCell(fixedOr(g.run.ttftMs.p50, 1, u"–")),
                                numberCell(fixedOr(g.run.ttftMs.p95, 1, u"–")), numberCell(fixedOr(g.run.ttftMs.p99, 1, u"–")), numberCell(fixedOr(g.run.ttfsMs.p50, 1, u"–")),
                                numberCell(fixedOr(g.run.tpotMs.p50, 2, u"–")), numberCell(fixedOr(g.run.e2eMs.p50, 1, u"–")), numberCell(fixedOr(g.coldTtftMs.p50, 1, u"–")),
                                numberCell(fixedOr(g.warmTtftMs.p50, 1, u"–"))};
                if (openLoop)
                    row << numberCell(fixedOr(g.ttftFromIntendedMs.p50, 1, u"–")) << numberCell(fixedOr(g.ttftFromIntendedMs.p95, 1, u"–"));
                rows.push_back(row);
            }
            QStringList headings{Tr::tr("Provider"), Tr::tr("Cell"), Tr::tr("n"), Tr::tr("Errors"), Tr::tr("TTFT P50"),
                                 Tr::tr("TTFT P95"), Tr::tr("TTFT P99"), Tr::tr("TTFS P50"), Tr::tr("TPOT P50"),
                                 Tr::tr("E2E P50"), Tr::tr("Cold P50"), Tr::tr("Warm P50")};
            if (openLoop)
                headings << Tr::tr("From arrival P50") << Tr::tr("From arrival P95");
            html += table(headings, rows);
        }
        html += QStringLiteral("<h2>%1</h2>\n").arg(severalCells ? Tr::tr("All cells pooled, per provider") : Tr::tr("Summary per provider"));
        html += QStringLiteral("<p class=\"note\">%1</p>\n")
                    .arg(severalCells ? Tr::tr("Every cell pooled: these figures mix load levels and prompt lengths; compare "
                                               "providers by the table above. Milliseconds; n counts the measured requests, "
                                               "failed ones included.")
                                      : Tr::tr("Milliseconds, over the successful measured requests; n counts the measured "
                                               "requests, failed ones included."));
        std::vector<QStringList> rows;
        for (const RunResults::Provider &provider : providers) {
            const RunSummary &s = provider.summary;
            rows.push_back({nameCell(htmlEscaped(provider.name)), numberCell(QString::number(s.requests)), numberCell(QString::number(s.errors)),
                            numberCell(fixedOr(s.ttftMs.p50, 1, u"–")), numberCell(fixedOr(s.ttftMs.p95, 1, u"–")), numberCell(fixedOr(s.ttftMs.p99, 1, u"–")),
                            numberCell(fixedOr(s.ttfsMs.p50, 1, u"–")), numberCell(fixedOr(s.tpotMs.p50, 2, u"–")), numberCell(fixedOr(s.e2eMs.p50, 1, u"–"))});
        }
        html += table({Tr::tr("Provider"), Tr::tr("n"), Tr::tr("Errors"), Tr::tr("TTFT P50"), Tr::tr("TTFT P95"),
                       Tr::tr("TTFT P99"), Tr::tr("TTFS P50"), Tr::tr("TPOT P50"), Tr::tr("E2E P50")},
                      rows);
    }

    // Warnings: what to know before trusting the figures below.
    if (const std::vector<RunWarning> &warnings = m_results.warnings; !warnings.empty()) {
        html += QStringLiteral("<h2>%1</h2>\n<ul>\n").arg(Tr::tr("Warnings"));
        for (const RunWarning &warning : warnings)
            html += QStringLiteral("<li>%1</li>\n").arg(htmlEscaped(describeRunWarning(warning)));
        html += QStringLiteral("</ul>\n");
    }

    // Verdicts.
    html += QStringLiteral("<h2>%1</h2>\n").arg(Tr::tr("Verdicts"));
    {
        const std::vector<ProviderComparison> &comparisons = m_results.comparisons;
        if (comparisons.empty()) {
            html += QStringLiteral("<p>%1</p>\n").arg(Tr::tr("Fewer than two providers with two successful requests in "
                                                              "one cell: nothing to compare."));
        } else {
            html += QStringLiteral("<p class=\"note\">%1</p>\n")
                        .arg(Tr::tr("TTFT of every pair of providers measured in the same cell (same load, same prompt "
                                    "length, same time window); 95 % bootstrap intervals of the difference."));
            std::string cell;
            bool open = false;
            for (const ProviderComparison &comparison : comparisons) {
                if (!open || comparison.cell != cell) {
                    if (open)
                        html += QStringLiteral("</ul>\n");
                    cell = comparison.cell;
                    html += QStringLiteral("<h3>%1</h3>\n<ul>\n").arg(Tr::tr("Cell %1").arg(htmlEscaped(cell)));
                    open = true;
                }
                for (const PercentileDifference &difference : comparison.differences)
                    html += QStringLiteral("<li>%1</li>\n").arg(htmlEscaped(describeDifference(comparison, difference)));
            }
            if (open)
                html += QStringLiteral("</ul>\n");
        }
    }

    // Compare charts and per-cell table.
    html += QStringLiteral("<h2>%1</h2>\n").arg(Tr::tr("TTFT compared"));
    {
        const QStringList cells = compareCells();
        html += QStringLiteral("<p class=\"note\">%1</p>\n")
                    .arg(cells.isEmpty() ? Tr::tr("Box plots, P50/P95/P99 bars, the cumulative distribution and TTFT over the run; "
                                                  "warm-up and failed requests left out.")
                                         : Tr::tr("Box plots, P50/P95/P99 bars, the cumulative distribution and TTFT over the run, "
                                                  "one figure per cell (load level and prompt length); warm-up and failed "
                                                  "requests left out."));
        if (cells.isEmpty())
            html += chartHtml(QStringLiteral("compare"), target);
        for (qsizetype i = 0; i < cells.size(); ++i)
            html += chartHtml(QStringLiteral("compare-%1").arg(i), target);
    }
    // Prompt length.
    if (chart(QStringLiteral("prompt"))) {
        html += QStringLiteral("<h2>%1</h2>\n").arg(Tr::tr("TTFT against prompt length"));
        html += QStringLiteral("<p class=\"note\">%1</p>\n")
                    .arg(Tr::tr("A curve per provider: TTFT ≈ a + b·n, or a + b·n + c·n² where prefill slows as the prompt "
                                "grows (chosen by cross-validation). a is the fixed part every request pays, never negative; "
                                "the prefill rate is given at the shortest and the longest prompt measured. Where the run had several "
                                "load levels, the curve is fitted at each provider's lightest, so that no queue bends it."));
        html += chartHtml(QStringLiteral("prompt"), target);
        std::vector<QStringList> rows;
        for (const PromptLengthSeries &series : promptLengthSeries(records)) {
            const PrefillCurve &fit = series.fit;
            const auto rate = [&](double tokens) {
                const auto r = fit.prefillTokensPerS(tokens);
                return r ? QStringLiteral("%1 (%2)").arg(QString::number(*r, 'f', 0), QString::number(tokens, 'f', 0))
                         : QStringLiteral("–");
            };
            const QString shape = fit.shape == PrefillCurve::Shape::Quadratic ? Tr::tr("quadratic")
                                  : fit.valid()                                ? Tr::tr("linear")
                                                                               : QStringLiteral("–");
            QString overhead = fit.valid() ? QString::number(fit.a, 'f', 1) : QStringLiteral("–");
            if (fit.interceptClamped)
                overhead += Tr::tr(" (clamped: the fit wanted a negative one)");
            rows.push_back({nameCell(htmlEscaped(series.provider)), numberCell(QString::number(fit.n)), shape, numberCell(overhead),
                            numberCell(rate(series.minTokens)), numberCell(rate(series.maxTokens)), numberCell(fixedOr(fit.rSquared, 3, u"–"))});
        }
        html += table({Tr::tr("Provider"), Tr::tr("n"), Tr::tr("Fit"), Tr::tr("Fixed overhead (ms)"),
                       Tr::tr("Prefill at shortest (tokens/s, at tokens)"), Tr::tr("Prefill at longest (tokens/s, at tokens)"),
                       Tr::tr("R²")},
                      rows);
    }

    // Load.
    if (chart(QStringLiteral("load"))) {
        html += QStringLiteral("<h2>%1</h2>\n").arg(Tr::tr("TTFT under load"));
        html += QStringLiteral("<p class=\"note\">%1</p>\n")
                    .arg(Tr::tr("P50, P95 and P99 of TTFT per load level. The knee is the first level where P95 reaches "
                                "twice the lowest level's."));
        html += chartHtml(QStringLiteral("load"), target);
        const LoadAxis axis = hasArrivalRates(records) ? LoadAxis::ArrivalRate : LoadAxis::Concurrency;
        html += QStringLiteral("<ul>\n");
        for (const ConcurrencyCurve &curve : concurrencyCurves(records, axis)) {
            QString name = htmlEscaped(curve.provider);
            if (curve.promptTokensTarget)
                name += Tr::tr(" (%1-token prompts)").arg(*curve.promptTokensTarget);
            const QString level = [&](double value) {
                return axis == LoadAxis::Concurrency ? Tr::tr("concurrency %1").arg(value)
                                                     : Tr::tr("%1 requests/s").arg(value);
            }(curve.knee ? curve.knee->level : 0);
            if (curve.knee)
                html += QStringLiteral("<li>%1</li>\n")
                            .arg(Tr::tr("%1: knee at %2, P95 %3 ms against %4 ms at the lowest level")
                                     .arg(name, level, fixedOr(curve.knee->p95Ms, 1, u"–"), fixedOr(curve.knee->baselineP95Ms, 1, u"–")));
            else
                html += QStringLiteral("<li>%1</li>\n").arg(Tr::tr("%1: no knee in the levels measured").arg(name));
        }
        html += QStringLiteral("</ul>\n");
    }

    // Capacity.
    if (chart(QStringLiteral("capacity")) && m_results.capacity) {
        const CapacityResult &capacity = *m_results.capacity;
        html += QStringLiteral("<h2>%1</h2>\n").arg(Tr::tr("Capacity"));
        html += QStringLiteral("<p><b>%1</b></p>\n").arg(htmlEscaped(describeCapacity(capacity)));
        html += QStringLiteral("<p class=\"note\">%1</p>\n")
                    .arg(Tr::tr("The load doubled until a level failed, then the search bisected. Each level is judged only on its "
                                "steady window (in flight at least 95 % of the target; ramp-up and drain left out); its P95 has a 95 % "
                                "interval, and a verdict the interval could turn is marked as within the noise."));
        html += chartHtml(QStringLiteral("capacity"), target);
        html += QStringLiteral("<ul>\n");
        for (const CapacityPoint &point : capacity.points)
            html += QStringLiteral("<li>%1</li>\n").arg(htmlEscaped(describeCapacityPoint(capacity.plan, point)));
        html += QStringLiteral("</ul>\n");
    }

    // Conversations: TTFT by turn, a verdict per cell, the cache's lifetime.
    if (chart(QStringLiteral("conversations")) && !m_results.conversations.empty()) {
        html += QStringLiteral("<h2>%1</h2>\n").arg(Tr::tr("Conversations"));
        html += QStringLiteral("<p class=\"note\">%1</p>\n")
                    .arg(Tr::tr("Every turn sends the history its cell's strategy keeps, with the model's actual replies; the "
                                "bands run from each turn's P50 to its P95, and the dashed line is the limit each turn's P95 is "
                                "held to. Below: the prompt tokens the server counted and, dashed, the cached ones it reported."));
        html += chartHtml(QStringLiteral("conversations"), target);
        html += QStringLiteral("<ul>\n");
        for (const ConversationStats &stats : m_results.conversations) {
            const QString verdict = conversationVerdict(stats);
            html += QStringLiteral("<li>%1</li>\n")
                        .arg(htmlEscaped(Tr::tr("%1 at %2 (%3): %4; TTFT P50 turn 1 %5 ms, later turns %6 ms")
                                             .arg(QString::fromStdString(stats.key.provider), QString::fromStdString(stats.key.cell),
                                                  historyLabel(stats.history), verdict, fixedOr(stats.firstTurnP50, 1, u"–"),
                                                  fixedOr(stats.laterTurnsP50, 1, u"–"))));
        }
        for (const CacheLifetime &lifetime : m_results.cacheLifetimes)
            html += QStringLiteral("<li>%1</li>\n")
                        .arg(htmlEscaped(Tr::tr("%1 (%2): prompt cache lifetime between turns: %3")
                                             .arg(QString::fromStdString(lifetime.provider), historyLabel(lifetime.history),
                                                  QString::fromStdString(lifetime.text))));
        html += QStringLiteral("</ul>\n");
        if (chart(QStringLiteral("conversation-tools"))) {
            html += QStringLiteral("<h3>%1</h3>\n").arg(Tr::tr("Tool-call turns"));
            html += QStringLiteral("<p class=\"note\">%1</p>\n")
                        .arg(Tr::tr("A tool-call turn's silence, from its first request to the follow-up's first answer text, "
                                    "stage by stage: the model's first tool-call delta, the rest of the call, the client's "
                                    "hand-over, the tool, the follow-up's sending and its own TTFT. Each bar adds up the "
                                    "stages' medians; the ticks are the whole's own P50 and P95."));
            html += chartHtml(QStringLiteral("conversation-tools"), target);
            html += QStringLiteral("<ul>\n");
            for (const ConversationStats &stats : m_results.conversations) {
                if (stats.toolTurns)
                    html += QStringLiteral("<li>%1 at %2: %3</li>\n")
                                .arg(htmlEscaped(QString::fromStdString(stats.key.provider)), htmlEscaped(QString::fromStdString(stats.key.cell)),
                                     htmlEscaped(toolTurnsText(*stats.toolTurns)));
            }
            html += QStringLiteral("</ul>\n");
        }
    }

    // Decomposition.
    if (chart(QStringLiteral("decomposition"))) {
        html += QStringLiteral("<h2>%1</h2>\n").arg(Tr::tr("Where TTFT goes"));
        html += QStringLiteral("<p class=\"note\">%1</p>\n")
                    .arg(Tr::tr("Mean parts of TTFT per provider (and cell, when there are several), adding up to the mean TTFT from the intended "
                                "start: what the client measured (dispatch lag, DNS, connect, TLS, request sent), what the "
                                "server accounted for (queue, model load, prefill), thinking, and two parts inferred from the "
                                "requests' timing where the server's timings leave them out: the wait for a free slot (a "
                                "request's prefill began as another ended) and prompt handling (the gap that grows with the "
                                "prompt on requests alone in flight). The unaccounted rest is transfer, the client and whatever "
                                "the server did not account for; it is not called network."));
        html += chartHtml(QStringLiteral("decomposition"), target);
    }

    if (!m_results.pipeline.empty())
        html += pipelineSection(run, target);

    // Scenarios.
    html += QStringLiteral("<h2>%1</h2>\n").arg(Tr::tr("Use-case scenarios"));
    const std::vector<Scenario> scenarios = m_input.scenarios.empty() ? scenarioPresets() : m_input.scenarios;
    for (const Scenario &scenario : scenarios) {
        const ScenarioResult result = evaluateScenario(scenario, records, scenarioCells(scenario.load, records));
        html += QStringLiteral("<h3>%1</h3>\n<p class=\"note\">%2</p>\n")
                    .arg(htmlEscaped(scenarioTitle(scenario.kind)), htmlEscaped(scenarioDescription(scenario.kind)));
        std::vector<QStringList> rows;
        for (const ProviderVerdict &provider : result.providers) {
            QStringList evidence;
            for (const LimitVerdict &limit : provider.limits)
                evidence << htmlEscaped(describeLimitVerdict(limit, provider));
            QString verdict = provider.pass ? Tr::tr("Pass") : Tr::tr("Fail");
            if (provider.rank > 0)
                verdict += Tr::tr(" (#%1)").arg(provider.rank);
            rows.push_back({nameCell(htmlEscaped(provider.provider)), verdictCell(provider.pass, verdict),
                            evidence.join(QStringLiteral("<br>"))});
        }
        html += table({Tr::tr("Provider"), Tr::tr("Verdict"), Tr::tr("Evidence")}, rows);
        const QString caveat = scenarioCaveat(scenario.kind);
        if (!caveat.isEmpty())
            html += QStringLiteral("<p class=\"note\">%1</p>\n").arg(htmlEscaped(caveat));
    }

    // Release checklist.
    html += QStringLiteral("<h2>%1</h2>\n").arg(Tr::tr("Release checklist"));
    {
        const std::vector<CheckItem> items =
            evaluateReleaseChecklist(run, &records, m_input.ticks, healthFromJson(m_input.clientHealth));
        std::vector<QStringList> rows;
        for (const CheckItem &item : items) {
            QString reason = htmlEscaped(item.reason);
            if (!item.hint.isEmpty())
                reason += QStringLiteral("<br><i>") + htmlEscaped(item.hint) + QStringLiteral("</i>");
            rows.push_back({numberCell(QString::number(int(item.id))), htmlEscaped(checkTitle(item.id)), checkStateCell(item.state),
                            reason});
        }
        html += table({Tr::tr("#"), Tr::tr("Check"), Tr::tr("State"), Tr::tr("Why")}, rows);
    }

    // Environment.
    html += QStringLiteral("<h2>%1</h2>\n").arg(Tr::tr("Environment"));
    {
        const auto envRows = [](const RunEnvironment &e) {
            return std::vector<QStringList>{
                {Tr::tr("Host"), htmlEscaped(e.host)},
                {Tr::tr("Operating system"), htmlEscaped(e.os)},
                {Tr::tr("CPU"), htmlEscaped(e.cpu) + (e.cpuCores > 0 ? Tr::tr(", cores: %1").arg(e.cpuCores) : QString())},
                {Tr::tr("Qt / libcurl"), htmlEscaped(e.qtVersion) + QStringLiteral(" / ") + htmlEscaped(e.curlVersion)},
                {Tr::tr("TTFT Workbench"), htmlEscaped(e.appVersion)},
                {Tr::tr("Location and network"), e.note.empty() ? Tr::tr("<i>not written down</i>") : htmlEscaped(e.note)},
                {Tr::tr("Started"), wallTime(e.startedMs)},
                {Tr::tr("Ended"), wallTime(e.endedMs)},
            };
        };
        std::vector<QStringList> rows = envRows(env);
        // Whose load, if anyone's, moved the timestamps: the client, other processes, or a server
        // on this machine (stats/clienthealthverdict.h), worded as the status bar and the CLI do.
        if (const std::optional<HealthSummary> health = healthFromJson(m_input.clientHealth); health && health->samples > 0) {
            QString text = QStringLiteral("<b>%1</b>: %2").arg(htmlEscaped(healthStateLabel(health->state)), htmlEscaped(describeHealthFigures(*health)));
            for (const QString &cause : describeHealthCauses(*health))
                text += QStringLiteral("<br>") + htmlEscaped(cause);
            rows.push_back({Tr::tr("Client health"), text});
        }
        html += table({Tr::tr("Item"), Tr::tr("Value")}, rows);
        for (std::size_t i = 0; i < m_input.sources.size(); ++i) {
            html += QStringLiteral("<h3>%1</h3>\n").arg(Tr::tr("Merged run %1").arg(i + 1));
            html += table({Tr::tr("Item"), Tr::tr("Value")}, envRows(m_input.sources[i]));
        }
    }

    // Plan, workload, providers.
    html += QStringLiteral("<h2>%1</h2>\n").arg(Tr::tr("Plan and workload"));
    {
        const RunPlan &plan = run.plan;
        QStringList concurrency;
        for (int c : plan.concurrency)
            concurrency << QString::number(c);
        QStringList rates;
        for (double r : plan.rates)
            rates << QString::number(r);
        QStringList prompts;
        for (int p : plan.promptTokens)
            prompts << QString::number(p);
        std::vector<QStringList> rows{
            {Tr::tr("Load"), plan.mode == LoadMode::Sequential ? Tr::tr("sequential, one request at a time")
                             : plan.mode == LoadMode::ClosedLoop ? Tr::tr("closed loop (a request starts when one ends)")
                                                                 : Tr::tr("open loop (requests arrive at a rate)")},
            {Tr::tr("Warm-up per provider and cell"), QString::number(plan.warmup)},
        };
        if (plan.mode == LoadMode::Sequential)
            rows.push_back({Tr::tr("Rounds"), QString::number(plan.rounds)});
        if (plan.mode == LoadMode::ClosedLoop)
            rows.push_back({Tr::tr("Concurrency levels"), concurrency.join(QStringLiteral(", "))});
        if (plan.mode == LoadMode::OpenLoop)
            rows.push_back({Tr::tr("Arrival rates (requests/s)"), rates.join(QStringLiteral(", ")) + QStringLiteral(" (")
                                                                       + QString::fromLatin1(arrivalName(plan.arrival))
                                                                       + QLatin1Char(')')});
        if (plan.mode != LoadMode::Sequential)
            rows.push_back({Tr::tr("Per cell"), plan.durationS > 0 ? Tr::tr("%1 s").arg(plan.durationS)
                                                                    : Tr::tr("%1 requests").arg(plan.requests)});
        rows.push_back({Tr::tr("Prompt lengths (tokens)"),
                        prompts.isEmpty() ? Tr::tr("the workload as written") : prompts.join(QStringLiteral(", "))});
        const Workload &w = run.workload;
        rows.push_back({Tr::tr("Workload"), w.name.empty() ? QStringLiteral("–") : htmlEscaped(w.name)});
        if (!w.systemPrompt.empty())
            rows.push_back({Tr::tr("System prompt"), htmlEscaped(w.systemPrompt)});
        if (!w.userMessage.empty())
            rows.push_back({Tr::tr("Question"), htmlEscaped(w.userMessage)});
        else if (w.messages.is_array() && !w.messages.empty())
            rows.push_back({Tr::tr("Messages"), Tr::tr("written by hand: %1").arg(w.messages.size())});
        rows.push_back({Tr::tr("max_tokens"), w.maxTokens ? QString::number(*w.maxTokens) : Tr::tr("server default")});
        rows.push_back({Tr::tr("Temperature"),
                        w.temperature ? QString::number(*w.temperature) : Tr::tr("server default")});
        html += table({Tr::tr("Item"), Tr::tr("Value")}, rows);

        std::vector<QStringList> providerRows;
        for (const ProviderProfile &p : run.providers)
            providerRows.push_back({htmlEscaped(p.name), htmlEscaped(p.model), htmlEscaped(p.dialect), htmlEscaped(p.baseUrl),
                                    htmlEscaped(QString::fromLatin1(transportName(p.transport))),
                                    QStringLiteral("HTTP/") + htmlEscaped(QString::fromLatin1(httpVersionName(p.httpVersion)))
                                        + (p.freshConnections ? Tr::tr(", a new connection per request") : QString())});
        html += QStringLiteral("<h3>%1</h3>\n").arg(Tr::tr("Providers"));
        html += table({Tr::tr("Provider"), Tr::tr("Model"), Tr::tr("API"), Tr::tr("Endpoint"), Tr::tr("Transport"),
                       Tr::tr("Protocol")},
                      providerRows);
    }

    // Method.
    html += QStringLiteral("<h2>%1</h2>\n<ul>\n").arg(Tr::tr("How the figures were measured"));
    const QStringList notes{
        Tr::tr("<b>TTFT</b> runs from the request start to the first byte of the first non-empty answer text: the moment "
               "a voice agent could start speaking. Every stamp comes from one monotonic clock, taken on the network "
               "thread when the bytes arrive, before any parsing."),
        Tr::tr("<b>TTFS</b> runs to the first speakable clause (ends in a sentence or clause mark, or reaches the "
               "workload's character count); <b>TPOT</b> is (last content time − TTFT) / (output tokens − 1); "
               "<b>E2E</b> runs to the last byte of the stream."),
        Tr::tr("Closed-loop and sequential plans start a request when its slot frees; open-loop plans keep the "
               "intended start, and the delay before sending shows as dispatch lag."),
        Tr::tr("Warm-up requests are recorded but left out of every figure. Failed requests are never dropped: they "
               "are counted as errors and left out of the latency figures only."),
        Tr::tr("Percentiles interpolate linearly between the closest ranks (numpy's default, as vLLM and AIPerf), so "
               "figures compare with theirs. A P99 of fewer than 100 requests rests on one or two observations."),
        Tr::tr("Differences between providers are judged with percentile bootstrap intervals (2,000 resamples, 95 %, "
               "fixed seed: the same data gives the same verdicts); a difference whose interval contains 0 is "
               "reported as not significant."),
        Tr::tr("API keys are read at run time from the keychain or an environment variable and appear nowhere in this "
               "report: profiles hold only the name of the key's variable."),
    };
    for (const QString &note : notes)
        html += QStringLiteral("<li>%1</li>\n").arg(note);
    html += QStringLiteral("</ul>\n<p class=\"note\">%1</p>\n")
                .arg(Tr::tr("Made by TTFT Workbench %1 on %2.")
                         .arg(htmlEscaped(QStringLiteral(TTFT_VERSION)),
                              QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"))));
    html += QStringLiteral("</body></html>\n");
    return html;
}

QString ReportBuilder::html()
{
    if (!renderCharts(nullptr))
        return {};
    return document(Target::Html);
}

bool ReportBuilder::writeHtml(const QString &path, QString *error)
{
    if (!renderCharts(error))
        return false;
    if (!step(Tr::tr("Writing the HTML report"))) {
        if (error)
            *error = Tr::tr("cancelled");
        return false;
    }
    return writeHtmlFile(path, error);
}

bool ReportBuilder::writeHtmlFile(const QString &path, QString *error)
{
    const QByteArray bytes = document(Target::Html).toUtf8();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = Tr::tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

bool ReportBuilder::writePdf(const QString &path, QString *error)
{
    if (!renderCharts(error))
        return false;
    if (!step(Tr::tr("Writing the PDF report"))) {
        if (error)
            *error = Tr::tr("cancelled");
        return false;
    }
    return writePdfFile(path, error);
}

bool ReportBuilder::writePdfFile(const QString &path, QString *error)
{
    QTextDocument document;
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(8.5);
    document.setDefaultFont(font);
    document.setDefaultStyleSheet(QStringLiteral("h1 { font-size: 17pt; } h2 { font-size: 12.5pt; color: #1f2328; } "
                                                 "h3 { font-size: 10pt; } .note, .sub { color: #555b66; } "
                                                 "th { background-color: #eef1f5; }"));
    for (const Chart &c : m_charts)
        document.addResource(QTextDocument::ImageResource, QUrl(c.id + QStringLiteral(".png")),
                             QImage::fromData(c.png, "PNG"));
    document.setHtml(this->document(Target::Pdf));

    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(18, 18, 18, 18),
                                         QPageLayout::Millimeter));
        writer.setResolution(300);
        writer.setTitle(m_input.title.isEmpty() ? Tr::tr("TTFT report") : m_input.title);
        writer.setCreator(QStringLiteral("TTFT Workbench"));
        document.print(&writer);
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = Tr::tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

QString markdownSummary(const RunResults &results)
{
    const auto escaped = [](QString value) { return value.replace(QLatin1Char('|'), QStringLiteral("\\|")); };
    // Per provider and cell when the run has several: a pooled P50 mixes load levels and prompt lengths.
    const bool severalCells = results.groups.size() > results.providers.size();
    QString text;
    if (severalCells) {
        text = QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 |\n")
                   .arg(Tr::tr("Provider"), Tr::tr("Cell"), Tr::tr("n"), Tr::tr("Errors"), Tr::tr("TTFT P50 (ms)"),
                        Tr::tr("TTFT P95 (ms)"), Tr::tr("TTFT P99 (ms)"), Tr::tr("TPOT P50 (ms)"));
        text += QStringLiteral("|---|---|---:|---:|---:|---:|---:|---:|\n");
        for (const RunResults::Group &group : results.groups) {
            const GroupSummary &g = group.summary;
            text += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 |\n")
                        .arg(escaped(QString::fromStdString(g.key.provider)), escaped(QString::fromStdString(cellLabel(g.key))),
                             QString::number(g.run.requests), QString::number(g.run.errors), fixedOr(g.run.ttftMs.p50, 1, u"–"),
                             fixedOr(g.run.ttftMs.p95, 1, u"–"), fixedOr(g.run.ttftMs.p99, 1, u"–"), fixedOr(g.run.tpotMs.p50, 2, u"–"));
        }
    } else {
        text = QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 |\n")
                   .arg(Tr::tr("Provider"), Tr::tr("n"), Tr::tr("Errors"), Tr::tr("TTFT P50 (ms)"), Tr::tr("TTFT P95 (ms)"),
                        Tr::tr("TTFT P99 (ms)"), Tr::tr("TPOT P50 (ms)"));
        text += QStringLiteral("|---|---:|---:|---:|---:|---:|---:|\n");
        for (const RunResults::Provider &provider : results.providers) {
            const RunSummary &s = provider.summary;
            text += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 |\n")
                        .arg(escaped(QString::fromStdString(provider.name)), QString::number(s.requests), QString::number(s.errors),
                             fixedOr(s.ttftMs.p50, 1, u"–"), fixedOr(s.ttftMs.p95, 1, u"–"), fixedOr(s.ttftMs.p99, 1, u"–"), fixedOr(s.tpotMs.p50, 2, u"–"));
        }
    }
    if (results.pipeline.empty())
        return text;
    // The voice pipeline per LLM × TTS, under the same table when the run has one.
    const int columns[] = {PipelineTable::ColumnCombination,   PipelineTable::ColumnTurns,
                           PipelineTable::ColumnComplete,      PipelineTable::ColumnAsrFailed,
                           PipelineTable::ColumnLlmFailed,
                           PipelineTable::ColumnTtsFailed,     PipelineTable::ColumnFirstSoundP50,
                           PipelineTable::ColumnFirstSoundP95, PipelineTable::ColumnFirstSoundP99,
                           PipelineTable::ColumnDominant};
    const auto cellText = [](QString value) { return value.replace(QLatin1Char('|'), QStringLiteral("\\|")); };
    QStringList headings;
    QStringList rule;
    for (const int column : columns) {
        headings << cellText(PipelineTable::heading(column));
        rule << (PipelineTable::isNumeric(column) ? QStringLiteral("---:") : QStringLiteral("---"));
    }
    text += QStringLiteral("\n| %1 |\n|%2|\n").arg(headings.join(QStringLiteral(" | ")), rule.join(QLatin1Char('|')));
    for (const PipelineSummary &summary : PipelineTable::withoutSingleCell(results.pipeline)) {
        QStringList cells;
        for (const int column : columns) {
            // Plain numbers, as the table above: a reader pastes them into a spreadsheet.
            const std::optional<double> value = PipelineTable::value(summary, column);
            cells << cellText(PipelineTable::isNumeric(column)
                                  ? (column <= PipelineTable::ColumnTtsFailed ? QString::number(qlonglong(value.value_or(0)))
                                                                              : fixedOr(value, 1, u"–"))
                                  : PipelineTable::cell(summary, column));
        }
        text += QStringLiteral("| %1 |\n").arg(cells.join(QStringLiteral(" | ")));
    }
    return text;
}

} // namespace ttft
