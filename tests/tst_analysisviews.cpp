// The analysis views on a real sweep of three lab providers (tests/analysisfixture.h): the compare
// view's charts and verdict table hold the three providers, the metric picker changes what they
// show, the verdicts name the fast lab model over the slow one in every cell, an empty input says
// so, every chart renders into any painter, and the analysis pane hosts the views.
// TTFT_SCREENSHOT_DIR=DIR also saves the compare view in a light and a dark palette as
// DIR/analysis-compare-light.png and -dark.png.
#include "analysisfixture.h"
#include "darkpalette.h"

#include "analysis/analysispane.h"
#include "analysis/boxplotchart.h"
#include "analysis/cdfchart.h"
#include "analysis/compareview.h"
#include "analysis/metrictimechart.h"
#include "analysis/percentilebarchart.h"
#include "analysis/verdicttablemodel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QStackedWidget>
#include <QTest>

#include <set>

using namespace ttft;
using ttft::testing::darkPalette;

namespace {


// Pixels of an image that differ clearly from its top-left corner (the chart's background).
int inkedPixels(const QImage &image)
{
    const QColor background = image.pixelColor(2, 2);
    int inked = 0;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - background.red()) + std::abs(c.green() - background.green())
                    + std::abs(c.blue() - background.blue())
                > 60)
                ++inked;
        }
    }
    return inked;
}

QStringList providerNames(const CompareData &data)
{
    QStringList names;
    for (const ProviderSample &sample : data.providers)
        names << sample.provider;
    return names;
}

const QStringList kProviders{QStringLiteral("lab-fast"), QStringLiteral("lab-steady"), QStringLiteral("lab-slow")};

} // namespace

class TestAnalysisViews : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QElapsedTimer timer;
        timer.start();
        QString error;
        m_input = analysisfixture::runLabSweep({}, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        qInfo("sweep: %zu records in %lld ms", m_input.all().size(), qint64(timer.elapsed()));
        // 3 providers × 4 cells × (8 measured + warm-ups: 1 at c1, 4 at c4).
        QCOMPARE(m_input.all().size(), std::size_t(3 * (2 * 9 + 2 * 12)));
        for (const RequestRecord &record : m_input.all())
            QVERIFY2(!record.failed(), record.errorMessage.c_str());
    }

    void compareShowsEveryProvider()
    {
        CompareView view;
        QAbstractItemModelTester tester(view.verdictModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        view.resize(1400, 900);
        view.setInput(m_input);
        QCOMPARE(view.metric(), Metric::Ttft);
        QCOMPARE(providerNames(view.data()), kProviders);
        // Several cells: the charts open on the first, and say so; pooled only when asked.
        QCOMPARE(view.cell(), QStringLiteral("c1/p100"));
        QVERIFY2(view.summaryText().startsWith(QStringLiteral("Cell c1/p100 (1 of 4")), qPrintable(view.summaryText()));
        for (const ProviderSample &sample : view.data().providers)
            QCOMPARE(sample.sortedMs.size(), std::size_t(8));
        view.setCell(QString());
        QVERIFY2(view.summaryText().startsWith(QStringLiteral("All 4 cells pooled")), qPrintable(view.summaryText()));
        for (const ProviderSample &sample : view.data().providers) {
            QCOMPARE(sample.sortedMs.size(), std::size_t(4 * 8)); // measured requests of every cell
            QCOMPARE(sample.overTime.size(), sample.sortedMs.size());
            QCOMPARE(sample.color, m_input.colors.value(sample.provider));
        }
        // The latency models' order shows in every percentile.
        for (const double p : {50.0, 95.0})
            QVERIFY(view.data().providers[0].percentile(p) < view.data().providers[2].percentile(p));

        // A row per pair of providers in each of the four cells; the fast model beats the slow
        // one (160 ms more fixed overhead, 5× slower prefill) in every cell, at p50 and p95.
        // They are computed on a pool thread.
        VerdictTableModel *model = view.verdictModel();
        QTRY_VERIFY(!view.verdictsPending());
        QCOMPARE(model->rowCount(), 4 * 3);
        QCOMPARE(model->columnCount(), int(VerdictTableModel::ColumnCount));
        std::set<QString> cells;
        int fastOverSlow = 0;
        for (int row = 0; row < model->rowCount(); ++row) {
            cells.insert(model->index(row, VerdictTableModel::CellColumn).data().toString());
            const QString a = model->index(row, VerdictTableModel::ProviderAColumn).data().toString();
            const QString b = model->index(row, VerdictTableModel::ProviderBColumn).data().toString();
            const QString words = model->index(row, VerdictTableModel::VerdictColumn).data().toString();
            QVERIFY(model->index(row, VerdictTableModel::P50DifferenceColumn).data().toString().endsWith(QStringLiteral(" ms")));
            QVERIFY(model->index(row, VerdictTableModel::P95IntervalColumn).data().toString().contains(QStringLiteral(" to ")));
            QVERIFY(model->index(row, VerdictTableModel::P50DifferenceColumn).data(VerdictTableModel::SortRole).canConvert<double>());
            if (a == QStringLiteral("lab-fast") && b == QStringLiteral("lab-slow")) {
                QVERIFY2(words.contains(QStringLiteral("lab-fast is faster than lab-slow at p50 by ")), qPrintable(words));
                QVERIFY2(words.contains(QStringLiteral("lab-fast is faster than lab-slow at p95 by ")), qPrintable(words));
                QVERIFY(model->index(row, VerdictTableModel::P50DifferenceColumn).data(VerdictTableModel::SortRole).toDouble() < -100);
                ++fastOverSlow;
            }
        }
        QCOMPARE(fastOverSlow, 4);
        QCOMPARE(cells, (std::set<QString>{QStringLiteral("c1/p100"), QStringLiteral("c1/p1000"), QStringLiteral("c4/p100"),
                                           QStringLiteral("c4/p1000")}));
    }

    // Medians more than 10× apart: a log axis, unless the user chose the axis; a choice of cell
    // is kept across new inputs.
    void logAxisWhenMediansAreFarApart()
    {
        std::vector<RequestRecord> records = m_input.all();
        for (RequestRecord &record : records) {
            if (record.provider == "lab-slow" && record.firstAnswerNs >= 0) {
                const std::int64_t late = 5'000'000'000; // five seconds more to the first token
                record.firstOutputNs += late;
                record.firstAnswerNs += late;
                record.firstSentenceNs += record.firstSentenceNs >= 0 ? late : 0;
                record.lastAnswerNs += late;
                record.endNs += late;
                for (std::int64_t &ns : record.answerEventNs)
                    ns += late;
            }
        }
        AnalysisInput wide = m_input;
        wide.records = std::make_shared<const std::vector<RequestRecord>>(std::move(records));
        CompareView view;
        view.setInput(wide);
        QVERIFY(view.cdf()->logScale() && view.boxPlot()->logScale());
        QVERIFY2(view.summaryText().contains(QStringLiteral("Log axis: the medians differ")), qPrintable(view.summaryText()));
        view.setInput(m_input); // a few times apart: linear
        QVERIFY(!view.cdf()->logScale());
        view.setLogTimeAxis(true); // the user's choice stays
        view.setCell(QStringLiteral("c4/p1000"));
        view.setInput(m_input);
        QVERIFY(view.cdf()->logScale());
        QCOMPARE(view.cell(), QStringLiteral("c4/p1000"));
    }

    void metricPickerChangesWhatIsShown()
    {
        CompareView view;
        QAbstractItemModelTester tester(view.verdictModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        view.setInput(m_input);
        const double ttftP50 = view.data().providers[0].percentile(50);
        const QString ttftTitle = view.boxPlot()->title();
        QComboBox *picker = view.metricPicker();
        QCOMPARE(picker->count(), 4);
        picker->setCurrentIndex(picker->findData(int(Metric::E2e)));
        QCOMPARE(view.metric(), Metric::E2e);
        QCOMPARE(view.data().metric, Metric::E2e);
        QCOMPARE(providerNames(view.data()), kProviders);
        // E2E includes the decode of 8 tokens after the first: later than TTFT for everyone.
        QVERIFY(view.data().providers[0].percentile(50) > ttftP50);
        QVERIFY(view.boxPlot()->title() != ttftTitle);
        QVERIFY(view.boxPlot()->title().contains(QStringLiteral("E2E")));
        QVERIFY(view.cdf()->title().contains(QStringLiteral("E2E")));
        QTRY_VERIFY(!view.verdictsPending());
        QCOMPARE(view.verdictModel()->rowCount(), 12);
        QCOMPARE(view.verdictModel()->comparisons().front().metric, Metric::E2e);

        // TPOT: the decode pace; lab-fast decodes at 5 ms a token, lab-slow at 15.
        view.setMetric(Metric::Tpot);
        QCOMPARE(picker->currentData().toInt(), int(Metric::Tpot));
        QVERIFY(view.data().providers[0].percentile(50) < view.data().providers[2].percentile(50));
        QVERIFY(view.data().providers[2].percentile(50) > 10 && view.data().providers[2].percentile(50) < 30);
    }

    void cellAndWhiskersAndLogAxis()
    {
        CompareView view;
        view.setInput(m_input);
        view.setCell(QStringLiteral("c4/p1000"));
        QCOMPARE(view.cell(), QStringLiteral("c4/p1000"));
        for (const ProviderSample &sample : view.data().providers)
            QCOMPARE(sample.sortedMs.size(), std::size_t(8));
        // A thousand prompt tokens cost lab-slow 250 ms of prefill over its 200 ms.
        QVERIFY(view.data().providers[2].percentile(50) > 400);

        view.setCell(QString());
        view.setWhiskers(WhiskerRange::MinMax);
        for (const std::size_t outliers : view.boxPlot()->outlierCounts())
            QCOMPARE(outliers, std::size_t(0));
        view.setWhiskers(WhiskerRange::P5P95);
        for (const std::size_t outliers : view.boxPlot()->outlierCounts())
            QVERIFY(outliers >= 2); // 32 values: at least the lowest and the highest lie beyond P5 and P95

        // Every value is a step of the CDF; a log axis draws the same curve.
        QCOMPARE(view.cdf()->curve(0).size(), std::size_t(32));
        QCOMPARE(view.cdf()->curve(0).back().y(), 1.0);
        view.setLogTimeAxis(true);
        QVERIFY(view.cdf()->logScale());
        QVERIFY(view.boxPlot()->logScale());
        QVERIFY(view.overTime()->logScale());
        QCOMPARE(view.cdf()->curve(0).size(), std::size_t(32));
    }

    void everyChartRendersIntoAnyPainter()
    {
        CompareView view;
        view.resize(1400, 900);
        view.setInput(m_input);
        const std::vector<AnalysisChart *> charts{view.boxPlot(), view.percentileBars(), view.cdf(), view.overTime()};
        for (AnalysisChart *chart : charts) {
            QImage image(640, 400, QImage::Format_ARGB32);
            image.fill(Qt::transparent);
            QPainter painter(&image);
            chart->render(&painter, QRectF(0, 0, 640, 400));
            painter.end();
            QVERIFY2(inkedPixels(image) > 500, qPrintable(chart->title()));
        }
        // On log time axes too.
        view.setLogTimeAxis(true);
        for (AnalysisChart *chart : charts) {
            QImage image(640, 400, QImage::Format_ARGB32);
            image.fill(Qt::transparent);
            QPainter painter(&image);
            chart->render(&painter, QRectF(0, 0, 640, 400));
            painter.end();
            QVERIFY2(inkedPixels(image) > 500, qPrintable(chart->title()));
        }
        QImage all(1400, 800, QImage::Format_ARGB32);
        QPainter painter(&all);
        view.renderCharts(&painter, QRectF(0, 0, 1400, 800));
        painter.end();
        QVERIFY(inkedPixels(all) > 4000);
    }

    void emptyInputSaysSo()
    {
        CompareView view;
        QAbstractItemModelTester tester(view.verdictModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        view.setInput(m_input);
        view.setInput(AnalysisInput{});
        QVERIFY(view.data().empty());
        QVERIFY(!view.verdictsPending());
        // The verdicts of the first input, still computing, never reach the table.
        QTest::qWait(300);
        QCOMPARE(view.verdictModel()->rowCount(), 0);
        auto *stack = view.findChild<QStackedWidget *>();
        QVERIFY(stack);
        auto *label = qobject_cast<QLabel *>(stack->currentWidget());
        QVERIFY(label);
        QVERIFY(label->text().startsWith(QStringLiteral("No finished requests yet")));
        // The charts say it too, when drawn on their own (an export of an empty run).
        QImage image(400, 300, QImage::Format_ARGB32);
        QPainter painter(&image);
        view.boxPlot()->render(&painter, QRectF(0, 0, 400, 300));
    }

    void paneHostsCompareFirst()
    {
        AnalysisPane pane;
        QVERIFY(pane.count() >= 1);
        QCOMPARE(pane.widget(0), static_cast<QWidget *>(pane.compareView()));
        QCOMPARE(pane.tabText(0), QStringLiteral("Compare"));
        pane.setInput(m_input);
        QCOMPARE(providerNames(pane.compareView()->data()), kProviders);
        QCOMPARE(pane.input().all().size(), m_input.all().size());
        // A language change re-reads every string (English again here) without losing the data.
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(&pane, &change);
        QCoreApplication::sendEvent(pane.compareView(), &change);
        QCOMPARE(pane.tabText(0), QStringLiteral("Compare"));
        QCOMPARE(providerNames(pane.compareView()->data()), kProviders);
    }

    // The compare view as a user sees it at 1400 × 900, light and dark. Only with
    // TTFT_SCREENSHOT_DIR; the grabs are checked for ink either way.
    void screenshots_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::addColumn<bool>("log");
        QTest::newRow("light") << false << false;
        QTest::newRow("dark") << true << false;
        QTest::newRow("log-light") << false << true;
    }
    void screenshots()
    {
        QFETCH(bool, dark);
        QFETCH(bool, log);
        CompareView view;
        view.setLogTimeAxis(log);
        if (dark)
            view.setPalette(darkPalette());
        view.resize(1400, 900);
        view.setInput(m_input);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY(!view.verdictsPending());
        const QPixmap pixmap = view.grab();
        QVERIFY(inkedPixels(pixmap.toImage()) > 4000);
        const QString directory = qEnvironmentVariable("TTFT_SCREENSHOT_DIR");
        if (directory.isEmpty())
            return;
        QDir().mkpath(directory);
        const QString path = QDir(directory).filePath(
            QStringLiteral("analysis-compare-%1.png").arg(QString::fromLatin1(QTest::currentDataTag())));
        QVERIFY(pixmap.save(path));
        qInfo("wrote %s", qPrintable(path));
    }

private:
    AnalysisInput m_input;
};

QTEST_MAIN(TestAnalysisViews)
#include "tst_analysisviews.moc"
