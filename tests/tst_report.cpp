// Reports and exports from a real three-provider lab sweep: the HTML report is self-contained and
// says what the analysis says (providers, verdict sentences, checklist), the PDF is a PDF, a chart
// exported as PNG has the asked size and DPI and as SVG is an SVG document, the Markdown table has
// a row per provider, and `ttft-bench report` writes all of it from a session file with no
// display. The lab demands an API key (a sentinel) that the run really sent; no export contains it.
#include "testpaths.h"
#include "analysis/boxplotchart.h"
#include "analysis/cdfchart.h"
#include "analysis/metrictimechart.h"
#include "analysis/percentilebarchart.h"
#include "analysis/compareview.h"
#include "analysis/concurrencyview.h"
#include "analysis/decompositionview.h"
#include "analysis/pipelineview.h"
#include "analysis/promptlengthview.h"
#include "analysisfixture.h"
#include "live/ttfthistogramview.h"
#include "analysis/analysispane.h"
#include "charts/chartexport.h"
#include "report/chartexportactions.h"
#include "report/chartexportdialog.h"
#include "report/reportactions.h"
#include "report/reportbuilder.h"
#include "report/reportinput.h"
#include "run/runexport.h"
#include "stats/comparison.h"
#include "stats/releasechecklist.h"
#include "store/session.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QSpinBox>
#include <QTimer>
#include <QFile>
#include <QGuiApplication>
#include <QMainWindow>
#include <QMenuBar>
#include <QMenu>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QSet>
#include <QTest>
#include <QSignalSpy>
#include <QXmlStreamReader>

#include <set>

using namespace ttft;

namespace {

constexpr const char *kKeyVariable = "TTFT_REPORT_TEST_KEY";
const QByteArray kSentinelKey = QByteArrayLiteral("sk-SENTINEL-4f7c1e9a-do-not-export");

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

} // namespace

class TestReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void htmlIsSelfContainedAndComplete();
    void pdfIsWritten();
    void emptyRunStillReports();
    void scenarioLimitsTheUserSet();
    void chartExportHasAskedSizeAndDpi();
    void chartExportSvgAndPdf();
    void liveViewsExportToo();
    void markdownHasARowPerProvider();
    void progressCountsEveryStepAndCanCancel();
    void windowActions();
    void chartExportDialogAndContextMenu();
    void cliWritesEveryExportWithoutDisplay();
    void noExportContainsTheKey();

private:
    QTemporaryDir m_dir;
    ReportInput m_input;
    QString m_sessionPath;
    QStringList m_exported; // every file an export wrote, for the sentinel check
    QString m_markdown;
};

void TestReport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // A lab that refuses requests without the sentinel key: a run that succeeds has sent it.
    LabConfig config = analysisfixture::sweepLabConfig();
    config.apiKey = kSentinelKey.toStdString();
    LabServer lab(config);
    QString error;
    QVERIFY2(lab.start(&error), qPrintable(error));
    qputenv(kKeyVariable, kSentinelKey);

    RunSpec spec;
    for (const char *model : {"lab-fast", "lab-steady", "lab-slow"}) {
        ProviderProfile profile = analysisfixture::labProfile(lab, model, model);
        profile.apiKeyEnv = kKeyVariable; // what a session keeps: the variable's name
        spec.providers.push_back(EngineProvider{profile, qEnvironmentVariable(kKeyVariable).toStdString()});
    }
    spec.workload.name = "report test";
    spec.workload.systemPrompt = "You are a terse assistant.";
    spec.workload.userMessage = "Say hello.";
    spec.workload.maxTokens = 8;
    spec.plan.mode = LoadMode::ClosedLoop;
    spec.plan.concurrency = {1, 4};
    spec.plan.promptTokens = {100, 1000};
    spec.plan.warmup = 1;
    spec.plan.requests = 8;

    Session session;
    for (const EngineProvider &provider : spec.providers)
        session.run.providers.push_back(provider.profile);
    session.run.workload = spec.workload;
    session.run.plan = spec.plan;
    session.run.environment = captureEnvironment();
    session.run.environment.note = "loopback lab, report test";
    session.run.environment.startedMs = QDateTime::currentMSecsSinceEpoch();
    session.records = runToCompletion(std::move(spec));
    session.run.environment.endedMs = QDateTime::currentMSecsSinceEpoch();

    QCOMPARE(session.records.size(), std::size_t(3 * 2 * ((8 + 1) + (8 + 4)))); // per prompt length: c1 (1 warm-up), c4 (4)
    for (const RequestRecord &record : session.records)
        QVERIFY2(!record.failed(), "the lab refused a request: the key was not sent");

    m_sessionPath = m_dir.filePath(QStringLiteral("sweep.ttft.json"));
    QVERIFY2(writeSessionFile(m_sessionPath, session, &error), qPrintable(error));
    m_exported << m_sessionPath;
    m_input = reportInputFromSession(session, m_sessionPath);
    m_input.title = QStringLiteral("Report test sweep");
}

void TestReport::htmlIsSelfContainedAndComplete()
{
    ReportBuilder builder(m_input);
    const QString path = m_dir.filePath(QStringLiteral("report.html"));
    QString error;
    QVERIFY2(builder.writeHtml(path, &error), qPrintable(error));
    m_exported << path;
    const QString html = QString::fromUtf8(readAll(path));
    QVERIFY(html.startsWith(QLatin1String("<!DOCTYPE html>")));

    // Nothing is fetched from anywhere: every src and href is inline data or an anchor.
    static const QRegularExpression reference(QStringLiteral("(?:src|href)\\s*=\\s*\"([^\"]*)\""));
    int embedded = 0;
    for (auto it = reference.globalMatch(html); it.hasNext();) {
        const QString target = it.next().captured(1);
        QVERIFY2(target.startsWith(QLatin1String("data:")) || target.startsWith(QLatin1Char('#')), qPrintable(target));
        embedded += target.startsWith(QLatin1String("data:image/png;base64,")) ? 1 : 0;
    }
    QVERIFY(!html.contains(QLatin1String("<link")));
    QVERIFY(!html.contains(QLatin1String("@import")));
    // A compare grid per cell (two levels × two lengths), prompt length, load, decomposition.
    QCOMPARE(embedded, 7);
    // A plain LLM run has no voice pipeline section (tst_pipelineview checks a pipeline run's).
    QVERIFY(!html.contains(QLatin1String("Voice pipeline")));
    // Each embedded chart is a real picture.
    static const QRegularExpression image(QStringLiteral("data:image/png;base64,([A-Za-z0-9+/=]+)"));
    for (auto it = image.globalMatch(html); it.hasNext();) {
        const QImage picture = QImage::fromData(QByteArray::fromBase64(it.next().captured(1).toLatin1()), "PNG");
        QVERIFY(!picture.isNull());
        QVERIFY(picture.width() >= 1000);
    }

    for (const char *provider : {"lab-fast", "lab-steady", "lab-slow"})
        QVERIFY2(html.count(QLatin1String(provider)) >= 5, provider); // summary, cells, fits, scenarios, providers

    // The verdicts in the analysis's own words, every one of them.
    const std::vector<ProviderComparison> comparisons = compareProviders(m_input.analysis.all(), Metric::Ttft);
    QCOMPARE(comparisons.size(), std::size_t(4 * 3)); // four cells, three pairs each
    for (const ProviderComparison &comparison : comparisons)
        for (const PercentileDifference &difference : comparison.differences)
            QVERIFY2(html.contains(describeDifference(comparison, difference).toHtmlEscaped()),
                     qPrintable(describeDifference(comparison, difference)));
    // lab-fast is faster than lab-slow by a wide margin in every cell: the report says so.
    QVERIFY(html.contains(QLatin1String("lab-fast is faster than lab-slow at p50")));

    // The checklist: all ten checks with their state.
    for (int id = 1; id <= kCheckCount; ++id)
        QVERIFY2(html.contains(checkTitle(CheckId(id)).toHtmlEscaped()), qPrintable(checkTitle(CheckId(id))));
    // Environment, plan and method.
    QVERIFY(html.contains(QLatin1String("loopback lab, report test")));
    QVERIFY(html.contains(QString::fromStdString(captureEnvironment().host).toHtmlEscaped()));
    QVERIFY(html.contains(QLatin1String("Concurrency levels</td><td>1, 4")));
    QVERIFY(html.contains(QLatin1String("first non-empty answer text")));
    QVERIFY(html.contains(QLatin1String("bootstrap")));
    QVERIFY(html.contains(QLatin1String("Report test sweep")));
}

void TestReport::pdfIsWritten()
{
    ReportBuilder builder(m_input);
    const QString path = m_dir.filePath(QStringLiteral("report.pdf"));
    QString error;
    QVERIFY2(builder.writePdf(path, &error), qPrintable(error));
    m_exported << path;
    const QByteArray pdf = readAll(path);
    QVERIFY(pdf.startsWith("%PDF-"));
    QVERIFY(pdf.trimmed().endsWith("%%EOF"));
    QVERIFY2(pdf.size() > 100'000, QByteArray::number(pdf.size())); // four charts at print resolution
    // Several A4 pages (the page tree's count; Qt writes the file uncompressed at that level).
    static const QRegularExpression count(QStringLiteral("/Type /Pages[^>]*/Count (\\d+)"));
    const QRegularExpressionMatch pages = count.match(QString::fromLatin1(pdf));
    QVERIFY(pages.hasMatch());
    QVERIFY2(pages.captured(1).toInt() >= 4, qPrintable(pages.captured(1)));
    QCOMPARE(pdf.count("/Type /Page\n"), qsizetype(pages.captured(1).toInt()));
}

void TestReport::emptyRunStillReports()
{
    // A session whose requests all failed, or none yet: the report says so instead of failing.
    ReportBuilder builder(ReportInput{});
    const QString html = builder.html();
    QVERIFY(html.contains(QLatin1String("nothing to compare")));
    QVERIFY(html.contains(QLatin1String("Release checklist")));
    QVERIFY(html.contains(QLatin1String("data:image/png;base64,"))); // the compare grid, saying it is empty
    QString error;
    const QString path = m_dir.filePath(QStringLiteral("empty.pdf"));
    QVERIFY2(builder.writePdf(path, &error), qPrintable(error));
    QVERIFY(readAll(path).startsWith("%PDF-"));
    QCOMPARE(markdownSummary(computeResults(RunDescription{}, {}, nullptr)).count(QLatin1Char('\n')), 2);
}

void TestReport::scenarioLimitsTheUserSet()
{
    // The window hands over the limits edited in the Scenarios tab: a 1 ms mean TTFT for simple
    // Q&A fails everybody, the presets' 500 ms passes lab-fast.
    nlohmann::json limits = nlohmann::json::object();
    Scenario strict = scenarioPreset(ScenarioKind::SimpleQa);
    strict.limits.at(0).limitMs = 1;
    limits[scenarioKindName(ScenarioKind::SimpleQa)] = toJson(strict);
    ReportInput input = m_input;
    input.scenarios = scenariosWithLimits(limits);
    QCOMPARE(input.scenarios.size(), scenarioPresets().size());
    QCOMPARE(input.scenarios.front().limits.at(0).limitMs, 1.0);
    const QString edited = ReportBuilder(input).html();
    const QString presets = ReportBuilder(m_input).html();
    QVERIFY(edited.contains(QStringLiteral("limit ≤ 1 ms: not met")));
    QVERIFY(!presets.contains(QStringLiteral("limit ≤ 1 ms")));
    QVERIFY(presets.contains(QStringLiteral("limit ≤ 500 ms: met")));
}

void TestReport::chartExportHasAskedSizeAndDpi()
{
    CompareView view;
    view.setInput(m_input.analysis);
    const ChartPainter chart = [&view](QPainter *painter, const QRectF &target) { view.boxPlot()->render(painter, target); };
    const QString path = m_dir.filePath(QStringLiteral("boxplot.png"));
    QString error;
    ChartExportOptions options;
    options.format = ChartFormat::Png;
    options.sizePx = QSize(1500, 900);
    options.dpi = 300;
    QVERIFY2(exportChart(chart, path, options, &error), qPrintable(error));
    m_exported << path;
    QImage image(path);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(1500, 900));
    QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), 300);
    QCOMPARE(qRound(image.dotsPerMeterY() * 0.0254), 300);
    // Something was drawn: not a blank picture.
    std::set<QRgb> colors;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colors.insert(image.pixel(x, y));
    QVERIFY(colors.size() > 20);

    // Out-of-range choices are refused with words.
    options.dpi = 5;
    QVERIFY(!exportChart(chart, path, options, &error));
    QVERIFY(error.contains(QLatin1String("DPI")));
    QVERIFY(!exportChart(chart, m_dir.filePath(QStringLiteral("no/such/dir/x.png")),
                         ChartExportOptions{ChartFormat::Png, {400, 300}, 96, {}}, &error));
}

void TestReport::chartExportSvgAndPdf()
{
    CompareView view;
    view.setInput(m_input.analysis);
    const ChartPainter chart = [&view](QPainter *painter, const QRectF &target) { view.renderCharts(painter, target); };
    QString error;
    ChartFormat format = ChartFormat::Png;
    QVERIFY(chartFormatFromFileName(QStringLiteral("x.SVG"), format));
    QCOMPARE(format, ChartFormat::Svg);
    QVERIFY(!chartFormatFromFileName(QStringLiteral("x.gif"), format));

    const QString svgPath = m_dir.filePath(QStringLiteral("compare.svg"));
    QVERIFY2(exportChart(chart, svgPath, {ChartFormat::Svg, {1200, 800}, 96, QStringLiteral("Compare")}, &error),
             qPrintable(error));
    m_exported << svgPath;
    const QByteArray svg = readAll(svgPath);
    QVERIFY(svg.contains("<svg"));
    QXmlStreamReader xml(svg);
    QString root;
    int texts = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement) {
            if (root.isEmpty())
                root = xml.name().toString();
            texts += xml.name() == QLatin1String("text") ? 1 : 0;
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(root, QStringLiteral("svg"));
    QVERIFY(texts > 20); // titles, axes, legends as text, not pixels
    QVERIFY(svg.contains("lab-steady"));

    const QString pdfPath = m_dir.filePath(QStringLiteral("compare.pdf"));
    QVERIFY2(exportChart(chart, pdfPath, {ChartFormat::Pdf, {1200, 800}, 150, QStringLiteral("Compare")}, &error),
             qPrintable(error));
    m_exported << pdfPath;
    QVERIFY(readAll(pdfPath).startsWith("%PDF-"));
}

void TestReport::liveViewsExportToo()
{
    // The live views export as drawn: the histogram of the sweep, as vectors and as pixels.
    TtftHistogramView histogram;
    histogram.resize(800, 500);
    histogram.appendRecords(m_input.analysis.all());
    const ChartPainter chart = widgetChartPainter(&histogram);
    const QString svg = QString::fromUtf8(chartToSvg(chart, {1200, 750}, 96, QStringLiteral("TTFT histogram")));
    QVERIFY(svg.contains(QLatin1String("<svg")));
    QVERIFY(svg.contains(QLatin1String("lab-steady")));
    QImage png = QImage::fromData(chartToPng(chart, {1200, 750}, 144));
    QCOMPARE(png.size(), QSize(1200, 750));
    // Not blank: more than the background's colour.
    QSet<QRgb> colours;
    for (int y = 0; y < png.height(); y += 7)
        for (int x = 0; x < png.width(); x += 7)
            colours.insert(png.pixel(x, y));
    QVERIFY(colours.size() > 5);
}

void TestReport::markdownHasARowPerProvider()
{
    // The run has four cells: a row per provider and cell, never a P50 pooled over them.
    m_markdown = markdownSummary(computeResults(m_input.analysis.run, m_input.analysis.all(), m_input.clientHealth));
    const QStringList lines = m_markdown.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2 + 3 * 4);
    QVERIFY(lines.at(0).startsWith(QLatin1String("| Provider | Cell | n | Errors | TTFT P50 (ms)")));
    QVERIFY(lines.at(1).startsWith(QLatin1String("|---|")));
    std::set<QString> providers, cells;
    for (int i = 2; i < lines.size(); ++i) {
        const QStringList columns = lines.at(i).split(QLatin1Char('|'));
        QCOMPARE(columns.size(), 10); // empty, eight columns, empty
        providers.insert(columns.at(1).trimmed());
        cells.insert(columns.at(2).trimmed());
        QCOMPARE(columns.at(3).trimmed(), QStringLiteral("8")); // measured per provider and cell
        QCOMPARE(columns.at(4).trimmed(), QStringLiteral("0"));
        bool ok = false;
        const double p50 = columns.at(5).trimmed().toDouble(&ok);
        QVERIFY(ok);
        QVERIFY(p50 > 30 && p50 < 2000);
    }
    QCOMPARE(providers, (std::set<QString>{QStringLiteral("lab-fast"), QStringLiteral("lab-steady"), QStringLiteral("lab-slow")}));
    QCOMPARE(cells.size(), std::size_t(4));
    // One cell: a row per provider.
    std::vector<RequestRecord> oneCell;
    for (const RequestRecord &record : m_input.analysis.all())
        if (record.cell == m_input.analysis.all().front().cell)
            oneCell.push_back(record);
    QCOMPARE(markdownSummary(computeResults(RunDescription{}, oneCell, nullptr)).split(QLatin1Char('\n'), Qt::SkipEmptyParts).size(), 2 + 3);
}

void TestReport::progressCountsEveryStepAndCanCancel()
{
    ReportBuilder builder(m_input);
    int last = -1;
    QStringList steps;
    builder.setProgress([&](int done, int total, const QString &step) {
        [&] { QCOMPARE(total, ReportBuilder::stepCount()); }();
        last = done;
        steps << step;
        return true;
    });
    QString error;
    QVERIFY(builder.writeHtml(m_dir.filePath(QStringLiteral("p.html")), &error));
    QVERIFY(builder.writePdf(m_dir.filePath(QStringLiteral("p.pdf")), &error));
    m_exported << m_dir.filePath(QStringLiteral("p.html")) << m_dir.filePath(QStringLiteral("p.pdf"));
    QCOMPARE(last, ReportBuilder::stepCount() - 1);
    QCOMPARE(steps.size(), ReportBuilder::stepCount());

    ReportBuilder cancelled(m_input);
    cancelled.setProgress([](int done, int, const QString &) { return done < 2; });
    const QString path = m_dir.filePath(QStringLiteral("cancelled.html"));
    QVERIFY(!cancelled.writeHtml(path, &error));
    QCOMPARE(error, QStringLiteral("cancelled"));
    QVERIFY(!QFile::exists(path));
}

void TestReport::windowActions()
{
    QMainWindow window;
    auto *pane = new AnalysisPane(&window);
    window.setCentralWidget(pane);
    installChartExportActions(pane);
    ReportInput shown; // nothing on show yet
    ReportActions actions(&window, [&shown] { return shown; });
    QMenu *file = window.menuBar()->addMenu(QStringLiteral("File"));
    file->addAction(actions.exportReportAction());
    file->addAction(actions.copyMarkdownAction());
    actions.followMenu(file);
    QCOMPARE(actions.exportReportAction()->text(), QStringLiteral("Export report…"));
    QCOMPARE(actions.copyMarkdownAction()->text(), QStringLiteral("Copy summary as Markdown"));

    Q_EMIT file->aboutToShow();
    QVERIFY(!actions.exportReportAction()->isEnabled());
    QVERIFY(!actions.copyMarkdownAction()->isEnabled());

    shown = m_input;
    pane->setInput(m_input.analysis);
    Q_EMIT file->aboutToShow();
    QVERIFY(actions.exportReportAction()->isEnabled());
    actions.copyMarkdownAction()->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), markdownSummary(computeResults(m_input.analysis.run, m_input.analysis.all(), m_input.clientHealth)));
    m_markdown += QGuiApplication::clipboard()->text();

    const QString html = m_dir.filePath(QStringLiteral("window.html"));
    const QString pdf = m_dir.filePath(QStringLiteral("window.pdf"));
    QString error;
    QVERIFY2(actions.exportReport(html, pdf, &error), qPrintable(error));
    m_exported << html << pdf;
    QVERIFY(readAll(html).contains("lab-steady"));
    QVERIFY(readAll(pdf).startsWith("%PDF-"));

    // The window's way: one step per event-loop turn, so a timer on the UI thread fires between
    // the steps (a modal progress dialog would pump events from inside them instead).
    const QString stepwiseHtml = m_dir.filePath(QStringLiteral("stepwise.html"));
    const QString stepwisePdf = m_dir.filePath(QStringLiteral("stepwise.pdf"));
    int ticks = 0;
    QTimer ticker;
    QObject::connect(&ticker, &QTimer::timeout, [&ticks] { ++ticks; });
    ticker.start(0);
    QSignalSpy finished(&actions, &ReportActions::exportFinished);
    QVERIFY(actions.startExport(stepwiseHtml, stepwisePdf));
    QVERIFY(actions.isExporting());
    QVERIFY(!QFile::exists(stepwiseHtml)); // nothing is done inside the call
    QVERIFY(!actions.startExport(stepwiseHtml, stepwisePdf)); // one at a time
    QVERIFY(finished.wait(120'000));
    ticker.stop();
    QVERIFY2(finished.front().at(0).toBool(), qPrintable(finished.front().at(1).toString()));
    QVERIFY(!actions.isExporting());
    QVERIFY2(ticks >= ReportBuilder::stepCount(), qPrintable(QString::number(ticks)));
    QVERIFY(readAll(stepwiseHtml).contains("lab-steady"));
    QVERIFY(readAll(stepwisePdf).startsWith("%PDF-"));
    m_exported << stepwiseHtml << stepwisePdf;

    // Every chart of the pane offers its export on a right click.
    for (QWidget *chart : std::initializer_list<QWidget *>{pane->compareView()->boxPlot(), pane->compareView()->cdf(),
                                                           pane->compareView()->percentileBars(),
                                                           pane->compareView()->overTime(), pane->promptLengthView(),
                                                           pane->concurrencyView(), pane->decompositionView(),
                                                           pane->pipelineView()})
        QCOMPARE(chart->contextMenuPolicy(), Qt::CustomContextMenu);
}

void TestReport::chartExportDialogAndContextMenu()
{
    ChartExportDialog dialog;
    dialog.setOptions({ChartFormat::Svg, {1600, 1000}, 300, {}});
    const ChartExportOptions options = dialog.options();
    QCOMPARE(options.format, ChartFormat::Svg);
    QCOMPARE(options.sizePx, QSize(1600, 1000));
    QCOMPARE(options.dpi, 300);
    const QList<QSpinBox *> spins = dialog.findChildren<QSpinBox *>();
    QCOMPARE(spins.size(), 3);
    QCOMPARE(dialog.findChild<QComboBox *>()->count(), 3); // PNG, SVG, PDF

    // A right click on a compare chart offers it alone and the 2 × 2 grid; on an explorer, its chart.
    AnalysisPane pane;
    installChartExportActions(&pane);
    pane.setInput(m_input.analysis);
    pane.resize(1200, 800);
    pane.show();
    const auto menuTexts = [](QWidget *widget) {
        // The menu pops up and the call returns (no nested event loop): it is open afterwards.
        QStringList texts;
        Q_EMIT widget->customContextMenuRequested(QPoint(10, 10));
        if (auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) {
            for (QAction *action : menu->actions())
                texts << action->text();
            menu->close();
        }
        return texts;
    };
    QCOMPARE(menuTexts(pane.compareView()->cdf()),
             QStringList({QStringLiteral("Export chart…"), QStringLiteral("Export all four charts…")}));
    QCOMPARE(menuTexts(pane.promptLengthView()), QStringList({QStringLiteral("Export chart…")}));
}

void TestReport::cliWritesEveryExportWithoutDisplay()
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    // No display and no platform chosen: the command must pick offscreen itself.
    environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
    process.setProcessEnvironment(environment);
    const QString html = m_dir.filePath(QStringLiteral("cli.html"));
    const QString pdf = m_dir.filePath(QStringLiteral("cli.pdf"));
    const QString csv = m_dir.filePath(QStringLiteral("cli.csv"));
    const QString json = m_dir.filePath(QStringLiteral("cli.json"));
    process.start(ttftTestPath(TTFT_BENCH_EXE),
                  {QStringLiteral("report"), m_sessionPath, QStringLiteral("--html"), html, QStringLiteral("--pdf"), pdf,
                   QStringLiteral("--csv"), csv, QStringLiteral("--json"), json, QStringLiteral("--markdown")});
    QVERIFY2(process.waitForFinished(60'000), qPrintable(process.errorString()));
    const QByteArray out = process.readAllStandardOutput();
    QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0,
             process.readAllStandardError().constData());
    m_exported << html << pdf << csv << json;

    QVERIFY(readAll(html).startsWith("<!DOCTYPE html>"));
    QVERIFY(readAll(html).contains("data:image/png;base64,"));
    QVERIFY(readAll(pdf).startsWith("%PDF-"));
    const QList<QByteArray> csvLines = readAll(csv).trimmed().split('\n');
    QCOMPARE(csvLines.size(), qsizetype(1 + m_input.analysis.all().size())); // a heading, a row per request
    const QByteArray summary = readAll(json);
    QVERIFY(summary.contains("\"ttft_ms\""));
    QVERIFY(summary.contains("lab-slow"));
    // The Markdown table on standard output is the one the window copies.
    QVERIFY2(out.contains(markdownSummary(computeResults(m_input.analysis.run, m_input.analysis.all(), m_input.clientHealth)).toUtf8()), out.constData());
    m_markdown += QString::fromUtf8(out);

    // Usage errors exit 2 and other commands still need no display (QCoreApplication).
    QProcess bad;
    bad.setProcessEnvironment(environment);
    bad.start(ttftTestPath(TTFT_BENCH_EXE), {QStringLiteral("report"), m_sessionPath});
    QVERIFY(bad.waitForFinished(30'000));
    QCOMPARE(bad.exitCode(), 2);
    QProcess presets;
    presets.setProcessEnvironment(environment);
    presets.start(ttftTestPath(TTFT_BENCH_EXE), {QStringLiteral("presets")});
    QVERIFY(presets.waitForFinished(30'000));
    QCOMPARE(presets.exitCode(), 0);
    QProcess missing;
    missing.setProcessEnvironment(environment);
    missing.start(ttftTestPath(TTFT_BENCH_EXE),
                  {QStringLiteral("report"), m_dir.filePath(QStringLiteral("none.ttft.json")), QStringLiteral("--markdown")});
    QVERIFY(missing.waitForFinished(30'000));
    QCOMPARE(missing.exitCode(), 1);
}

void TestReport::noExportContainsTheKey()
{
    QVERIFY(m_exported.size() >= 12);
    // The HTML the PDF is laid out from, too: the PDF's own text is glyph codes, not the key's letters.
    ReportBuilder builder(m_input);
    QVERIFY(!builder.html().toUtf8().contains(kSentinelKey));
    for (const QString &path : std::as_const(m_exported)) {
        const QByteArray bytes = readAll(path);
        QVERIFY2(!bytes.isEmpty(), qPrintable(path));
        QVERIFY2(!bytes.contains(kSentinelKey), qPrintable(path));
        QVERIFY2(!bytes.contains(kSentinelKey.toBase64()), qPrintable(path));
    }
    QVERIFY(!m_markdown.toUtf8().contains(kSentinelKey));
    // The session keeps the variable's name, which the report may show; never its value.
    QVERIFY(readAll(m_sessionPath).contains(kKeyVariable));
}

QTEST_MAIN(TestReport)
#include "tst_report.moc"
