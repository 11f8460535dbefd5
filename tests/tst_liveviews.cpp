// The live views (ui/live): the statistics table against core's own figures, batches against one
// batch, the timeline's geometry, and all four views filled from a real run against the lab.
// TTFT_LIVE_SCREENSHOTS=DIR also saves each view, filled from a longer lab run, as DIR/live-*.png.
#include "engine/engine.h"
#include "lab/labserver.h"
#include "charts/axisticks.h"
#include "live/livestatsmodel.h"
#include "charts/plotpainter.h"
#include "live/requesttimelineview.h"
#include "live/rollingmedian.h"
#include "live/sortedsamples.h"
#include "live/timelinecoordinates.h"
#include "live/ttfthistogramdata.h"
#include "live/ttfthistogramview.h"
#include "live/ttftovertimeview.h"
#include "stats/groupsummary.h"
#include "stats/percentile.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QButtonGroup>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QImage>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QToolButton>
#include <QTranslator>
#include <QWheelEvent>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <random>

using namespace ttft;

namespace {

const QColor kFast(0x1f, 0x77, 0xb4);
const QColor kSteady(0x2c, 0xa0, 0x2c);
const QColor kSlow(0xff, 0x7f, 0x0e);

ProviderProfile labProvider(const LabServer &lab, const std::string &model)
{
    ProviderProfile profile;
    profile.name = model;
    profile.baseUrl = lab.baseUrl().toStdString();
    profile.model = model;
    profile.firstTokenTimeoutMs = 15'000;
    profile.totalTimeoutMs = 60'000;
    return profile;
}

// Three lab models at concurrency 1 and 10, as the window's ready-made demo runs them.
std::vector<RequestRecord> runLab(const LabServer &lab, int requests, int maxTokens)
{
    RunSpec spec;
    for (const char *model : {"lab-fast", "lab-steady", "lab-slow"})
        spec.providers.push_back(EngineProvider{labProvider(lab, model), {}});
    spec.workload.messages = nlohmann::json::array({{{"role", "user"}, {"content", "Say hello to the workbench."}}});
    spec.workload.maxTokens = maxTokens;
    spec.plan.mode = LoadMode::ClosedLoop;
    spec.plan.concurrency = {1, 10};
    spec.plan.warmup = 1;
    spec.plan.requests = requests;
    return runToCompletion(spec);
}

// A record with the stamps a real one has, for cases a healthy lab run does not produce.
RequestRecord syntheticRecord(std::mt19937_64 &random, const std::string &provider, int concurrency, std::int64_t index,
                              std::int64_t startNs, bool warmup, bool failed)
{
    std::lognormal_distribution<double> ttft(std::log(provider == "slow" ? 400.0 : 60.0), 0.35);
    RequestRecord record;
    record.index = index;
    record.provider = provider;
    record.model = provider;
    record.cell = std::string(1, 'c').append(std::to_string(concurrency)); // not "c" + …: GCC 12 -Wrestrict bug 105329
    record.concurrency = concurrency;
    record.warmup = warmup;
    record.runStartNs = 1'000'000'000;
    record.intendedNs = startNs - 50'000;
    record.startNs = startNs;
    record.connectDoneNs = index % 7 == 0 ? startNs + 300'000 : -1;
    record.connectionReused = record.connectDoneNs < 0;
    record.requestSentNs = startNs + 400'000;
    const std::int64_t firstNs = startNs + std::int64_t(ttft(random) * 1e6);
    record.responseHeadNs = firstNs - 2'000'000;
    if (failed && index % 2 == 0) {
        record.errorClass = ErrorClass::RateLimited;
        record.httpStatus = 429;
        record.errorMessage = "rate limited";
        record.endNs = record.responseHeadNs + 100'000;
        return record;
    }
    record.httpStatus = 200;
    record.firstAnswerNs = firstNs;
    for (int t = 0; t < 20; ++t)
        record.answerEventNs.push_back(firstNs + t * 9'000'000);
    record.lastAnswerNs = record.answerEventNs.back();
    record.endNs = record.lastAnswerNs + 500'000;
    record.outputTokens = 20;
    record.answerEvents = 20;
    if (failed) {
        record.errorClass = ErrorClass::Dropped;
        record.errorMessage = "connection closed mid-stream";
    }
    return record;
}

// Finished records in finishing order, with warm-ups, failures, two providers and two levels.
std::vector<RequestRecord> syntheticRun(std::size_t count, std::uint64_t seed)
{
    std::mt19937_64 random(seed);
    std::vector<RequestRecord> records;
    for (std::size_t i = 0; i < count; ++i) {
        const std::string provider = i % 3 == 0 ? "slow" : "fast";
        const int concurrency = i < count / 2 ? 1 : 8;
        const std::int64_t startNs = 1'000'000'000 + std::int64_t(i) * 20'000'000;
        records.push_back(syntheticRecord(random, provider, concurrency, std::int64_t(i), startNs, i % 17 < 2, i % 11 == 5));
    }
    std::stable_sort(records.begin(), records.end(), [](const RequestRecord &a, const RequestRecord &b) { return a.endNs < b.endNs; });
    return records;
}

void appendInBatches(const std::vector<RequestRecord> &records, std::size_t batchSize,
                     const std::function<void(const std::vector<RequestRecord> &)> &append)
{
    for (std::size_t i = 0; i < records.size(); i += batchSize) {
        const auto end = records.begin() + std::ptrdiff_t(std::min(records.size(), i + batchSize));
        append(std::vector<RequestRecord>(records.begin() + std::ptrdiff_t(i), end));
    }
}

int rowOf(const LiveStatsModel &model, const GroupKey &key)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.keyOf(row) == key)
            return row;
    }
    return -1;
}

std::optional<double> sortValue(const LiveStatsModel &model, int row, int column)
{
    const QVariant value = model.index(row, column).data(LiveStatsModel::SortRole);
    return value.isValid() ? std::optional<double>(value.toDouble()) : std::nullopt;
}

// Every figure of the table against summarizeGroups on the same records.
void compareWithCore(const LiveStatsModel &model, const std::vector<RequestRecord> &records)
{
    const std::vector<GroupSummary> groups = summarizeGroups(records);
    QCOMPARE(model.rowCount(), int(groups.size()));
    for (const GroupSummary &group : groups) {
        const int row = rowOf(model, group.key);
        QVERIFY2(row >= 0, group.key.provider.c_str());
        QCOMPARE(model.index(row, LiveStatsModel::ProviderColumn).data().toString(), QString::fromStdString(group.key.provider));
        QCOMPARE(model.index(row, LiveStatsModel::LevelColumn).data().toString(), QString::fromStdString(cellLabel(group.key)));
        QCOMPARE(sortValue(model, row, LiveStatsModel::CountColumn), std::optional<double>(double(group.run.requests)));
        QCOMPARE(sortValue(model, row, LiveStatsModel::ErrorsColumn), std::optional<double>(double(group.run.errors)));
        // The same sorted values through the same percentile function: equal to the last bit.
        QCOMPARE(sortValue(model, row, LiveStatsModel::P50Column), group.run.ttftMs.p50);
        QCOMPARE(sortValue(model, row, LiveStatsModel::P95Column), group.run.ttftMs.p95);
        QCOMPARE(sortValue(model, row, LiveStatsModel::P99Column), group.run.ttftMs.p99);
        QCOMPARE(sortValue(model, row, LiveStatsModel::TpotP50Column), group.run.tpotMs.p50);
        const auto mean = sortValue(model, row, LiveStatsModel::MeanColumn);
        QCOMPARE(mean.has_value(), group.run.ttftMs.mean.has_value());
        if (mean)
            QVERIFY(std::abs(*mean - *group.run.ttftMs.mean) <= 1e-9 * std::abs(*group.run.ttftMs.mean));
        if (group.run.ttftMs.p50) {
            QCOMPARE(model.index(row, LiveStatsModel::P50Column).data().toString(),
                     QLocale().toString(*group.run.ttftMs.p50, 'f', *group.run.ttftMs.p50 < 10 ? 2 : 1));
        } else {
            QCOMPARE(model.index(row, LiveStatsModel::P50Column).data().toString(), QStringLiteral("—"));
        }
    }
}

// Pixels close to `color`: what a reader sees of a provider in a chart.
int pixelsNear(const QImage &image, const QColor &color, int tolerance = 40)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        const QRgb *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const QRgb p = line[x];
            if (std::abs(qRed(p) - color.red()) + std::abs(qGreen(p) - color.green()) + std::abs(qBlue(p) - color.blue())
                <= tolerance)
                ++count;
        }
    }
    return count;
}

QImage grabImage(QWidget &widget)
{
    return widget.grab().toImage().convertToFormat(QImage::Format_ARGB32);
}

// Translates a few of the views' strings, as a loaded .qm would.
class TestTranslator : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (qstrcmp(context, "ttft::TtftHistogramView") == 0 && qstrcmp(source, "Overlaid") == 0)
            return QStringLiteral("叠加");
        if (qstrcmp(context, "ttft::LiveStatsModel") == 0 && qstrcmp(source, "Provider") == 0)
            return QStringLiteral("服务商");
        return {};
    }
};

} // namespace

class TestLiveViews : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_lab.start(&error), qPrintable(error));
        QElapsedTimer timer;
        timer.start();
        m_labRecords = runLab(m_lab, 10, 6);
        qInfo("lab run: %zu records in %lld ms", m_labRecords.size(), qint64(timer.elapsed()));
        // 3 providers × (c1: 1 warm-up + 10, c10: 10 warm-ups + 10).
        QCOMPARE(m_labRecords.size(), std::size_t(3 * (11 + 20)));
        for (const RequestRecord &record : m_labRecords)
            QVERIFY2(!record.failed(), record.errorMessage.c_str());
    }

    void timelineCoordinates()
    {
        const TimeWindow window{1e9, 3e9};
        QCOMPARE(timeToX(1e9, window, 100, 800), 100.0);
        QCOMPARE(timeToX(3e9, window, 100, 800), 900.0);
        QCOMPARE(timeToX(2e9, window, 100, 800), 500.0);
        QCOMPARE(xToTime(500, window, 100, 800), 2e9);
        for (const double x : {100.0, 123.5, 640.0, 900.0})
            QVERIFY(std::abs(timeToX(xToTime(x, window, 100, 800), window, 100, 800) - x) < 1e-9);

        // Zooming keeps the time under the mouse under the mouse.
        const double anchor = xToTime(300, window, 100, 800);
        const TimeWindow zoomed = zoomAround(window, anchor, 4);
        QVERIFY(std::abs(zoomed.spanNs() - window.spanNs() / 4) < 1);
        QVERIFY(std::abs(timeToX(anchor, zoomed, 100, 800) - 300) < 1e-6);
        QCOMPARE(zoomAround(zoomed, anchor, 0.25).spanNs(), window.spanNs());

        // Dragging right by a quarter of the width shows a quarter of a window earlier.
        const TimeWindow panned = panByPixels(window, 200, 800);
        QCOMPARE(panned.startNs, 0.5e9);
        QCOMPARE(panned.endNs, 2.5e9);

        // Clamping: never narrower than the minimum, never outside the data.
        QCOMPARE(clampWindow(TimeWindow{-1e9, 1e9}, 1e3, 0, 10e9), (TimeWindow{0, 2e9}));
        QCOMPARE(clampWindow(TimeWindow{9e9, 11e9}, 1e3, 0, 10e9), (TimeWindow{8e9, 10e9}));
        QCOMPARE(clampWindow(TimeWindow{5e9, 5e9 + 10}, 1e3, 0, 10e9).spanNs(), 1e3);
        QCOMPARE(clampWindow(TimeWindow{-5e9, 20e9}, 1e3, 0, 10e9).startNs, 0.0);

        // Rows: only those in the viewport, found back from a pixel.
        const RowRange rows = visibleRows(10.5, 8, 100, 1000);
        QCOMPARE(rows.first, 10);
        QCOMPARE(rows.end, 23); // 10.5 + 12.5 rows
        QCOMPARE(visibleRows(995, 8, 100, 1000).end, 1000);
        QCOMPARE(visibleRows(0, 8, 100, 0).count(), 0);
        QCOMPARE(rowToY(12, 10.5, 8, 40), 52.0);
        QCOMPARE(yToRow(52, 10.5, 8, 40, 1000), 12);
        QCOMPARE(yToRow(59.9, 10.5, 8, 40, 1000), 12);
        QCOMPARE(yToRow(60, 10.5, 8, 40, 1000), 13);
        QCOMPARE(yToRow(0, 0, 8, 40, 1000), -1);
        QCOMPARE(yToRow(40 + 8 * 5, 0, 8, 40, 5), -1);
        QCOMPARE(maxFirstRow(8, 100, 1000), 987.5);
        QCOMPARE(maxFirstRow(8, 100, 10), 0.0);
    }

    void helpers()
    {
        // Sorted samples merged batch by batch give percentile.h's figures.
        std::mt19937_64 random(7);
        std::uniform_real_distribution<double> uniform(0, 1000);
        SortedSamples samples;
        std::vector<double> all;
        for (int batch = 0; batch < 20; ++batch) {
            std::vector<double> values(std::size_t(batch * 3 + 1));
            for (double &v : values)
                v = uniform(random);
            all.insert(all.end(), values.begin(), values.end());
            samples.insert(values);
            for (const double p : {0.0, 50.0, 95.0, 99.0, 100.0})
                QCOMPARE(samples.percentile(p), percentile(all, p));
        }
        samples.insert({std::nan(""), std::numeric_limits<double>::infinity()});
        QCOMPARE(samples.size(), all.size());

        // Trailing medians, recomputed from a position, equal a brute-force computation.
        std::vector<double> values;
        for (int i = 0; i < 60; ++i)
            values.push_back(uniform(random));
        std::vector<double> medians;
        trailingMedians(std::span(values).first(40), 7, medians);
        trailingMedians(values, 7, medians, 35);
        QCOMPARE(medians.size(), values.size());
        for (std::size_t i = 0; i < values.size(); ++i) {
            std::vector<double> window(values.begin() + std::ptrdiff_t(i >= 6 ? i - 6 : 0), values.begin() + std::ptrdiff_t(i) + 1);
            QCOMPARE(medians[i], *percentile(window, 50));
        }

        // Ticks: nice steps covering the range.
        const AxisTicks ticks = niceTicks(3, 947, 6);
        QCOMPARE(ticks.step, 200.0);
        QCOMPARE(ticks.low, 0.0);
        QCOMPARE(ticks.high, 1000.0);
        QCOMPARE(ticks.values.size(), std::size_t(6));
        QCOMPARE(niceTicks(0, 0.7, 4).step, 0.25);
        QCOMPARE(niceTicks(0, 0.7, 4).decimals, 2);
        QCOMPARE(formatTick(0.5, 1), QLocale().toString(0.5, 'f', 1));
        // Log axis: 1-2-5 ticks inside the range, labelled in the data's units.
        const AxisTicks log = logTicks(30, 2500, 10);
        QCOMPARE(log.low, std::log10(30.0));
        QCOMPARE(log.high, std::log10(2500.0));
        QStringList labels;
        for (const double value : log.values)
            labels << formatLogTick(value, log.decimals);
        QCOMPARE(labels, (QStringList{QStringLiteral("50"), QStringLiteral("100"), QStringLiteral("200"), QStringLiteral("500"),
                                      QStringLiteral("1000"), QStringLiteral("2000")}));
        QCOMPARE(logTicks(30, 2500, 4).values.size(), std::size_t(4)); // 30, 100, 300, 1000
        QCOMPARE(logTicks(30, 2500, 3).values.size(), std::size_t(2)); // decades only: 100, 1000
        QCOMPARE(formatLogTick(std::log10(0.5), 1), QLocale().toString(0.5, 'f', 1));
        // Counts: whole steps.
        const AxisTicks counts = countTicks(7, 5);
        QCOMPARE(counts.step, 2.0);
        QCOMPARE(counts.high, 8.0);

        // Marker labels: none overlaps another in its lane.
        const std::vector<std::pair<double, double>> spans{{0, 50}, {30, 80}, {60, 120}, {200, 240}, {10, 20}};
        const std::vector<int> lanes = stackLabels(spans);
        for (std::size_t a = 0; a < spans.size(); ++a)
            for (std::size_t b = a + 1; b < spans.size(); ++b)
                if (lanes[a] == lanes[b])
                    QVERIFY(spans[a].second <= spans[b].first || spans[b].second <= spans[a].first);
        QCOMPARE(lanes[3], 0);
    }

    // The model tester watches from before the first row; every figure equals core's.
    void statsMatchCore_data()
    {
        QTest::addColumn<bool>("lab");
        QTest::newRow("lab run") << true;
        QTest::newRow("warm-ups and failures") << false;
    }
    void statsMatchCore()
    {
        QFETCH(bool, lab);
        const std::vector<RequestRecord> records = lab ? m_labRecords : syntheticRun(500, 3);
        LiveStatsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        appendInBatches(records, 16, [&](const auto &batch) { model.appendRecords(batch); });
        compareWithCore(model, records);
        if (!lab) {
            // The synthetic run has failures: counted, classified, and never in the percentiles.
            qint64 errors = 0;
            for (int row = 0; row < model.rowCount(); ++row)
                errors += model.index(row, LiveStatsModel::ErrorsColumn).data(LiveStatsModel::SortRole).toLongLong();
            QVERIFY(errors > 0);
            QVERIFY(model.index(0, LiveStatsModel::ErrorsColumn).data(Qt::ToolTipRole).toString().contains(QLatin1String("http_429"))
                    || model.index(1, LiveStatsModel::ErrorsColumn).data(Qt::ToolTipRole).toString().contains(QLatin1String("http_429")));
        }
    }

    // Streaming in batches ends with exactly the table one batch gives, without resets.
    void batchesEqualOneBatch()
    {
        const std::vector<RequestRecord> records = syntheticRun(700, 11);
        LiveStatsModel whole;
        LiveStatsModel streamed;
        QAbstractItemModelTester tester(&streamed, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&streamed, &QAbstractItemModel::modelReset);
        QSignalSpy inserts(&streamed, &QAbstractItemModel::rowsInserted);
        QSignalSpy changes(&streamed, &QAbstractItemModel::dataChanged);
        whole.appendRecords(records);
        int batches = 0;
        appendInBatches(records, 23, [&](const auto &batch) {
            streamed.appendRecords(batch);
            ++batches;
        });
        QCOMPARE(resets.count(), 0);
        QVERIFY(inserts.count() >= 1);
        QVERIFY(changes.count() <= batches); // one signal per batch at most
        QCOMPARE(streamed.rowCount(), whole.rowCount());
        QCOMPARE(streamed.rowCount(), 4); // 2 providers × 2 levels
        for (int row = 0; row < whole.rowCount(); ++row) {
            for (int column = 0; column < LiveStatsModel::ColumnCount; ++column) {
                for (const int role : {int(Qt::DisplayRole), int(LiveStatsModel::SortRole)}) {
                    const QVariant a = whole.index(row, column).data(role);
                    const QVariant b = streamed.index(row, column).data(role);
                    if (column == LiveStatsModel::MeanColumn && role == LiveStatsModel::SortRole && a.isValid())
                        QVERIFY(std::abs(a.toDouble() - b.toDouble()) < 1e-9 * std::abs(a.toDouble()));
                    else
                        QCOMPARE(b, a);
                }
            }
        }
        // The level sorts by number, not as text: c1 before c8.
        QVERIFY(whole.index(0, LiveStatsModel::LevelColumn).data(LiveStatsModel::SortRole).toDouble()
                < whole.index(whole.rowCount() - 1, LiveStatsModel::LevelColumn).data(LiveStatsModel::SortRole).toDouble());

        streamed.clear();
        QCOMPARE(resets.count(), 1);
        QCOMPARE(streamed.rowCount(), 0);
        streamed.appendRecords(records);
        QCOMPARE(streamed.rowCount(), 4);
    }

    void histogramData()
    {
        const std::vector<RequestRecord> records = syntheticRun(600, 5);
        TtftHistogramData data;
        appendInBatches(records, 50, [&](const auto &batch) { data.append(batch); });
        QCOMPARE(data.providers(), (QStringList{QStringLiteral("fast"), QStringLiteral("slow")}));
        QCOMPARE(data.levels().size(), 2);
        for (const QString &level : {QString(), QStringLiteral("c8")}) {
            const TtftHistogramData::Bins bins = data.compute(level, 120);
            QCOMPARE(bins.providers.size(), std::size_t(2));
            QVERIFY(bins.binCount >= kMinAutoBins && bins.binCount <= 120);
            for (const auto &provider : bins.providers) {
                // Every successful measured request is in a bar or past the range, nowhere else.
                std::size_t expected = 0;
                std::vector<double> ttft;
                for (const RequestRecord &record : records) {
                    if (record.provider == provider.provider.toStdString() && !record.warmup && !record.failed()
                        && (level.isEmpty() || record.cell == level.toStdString())) {
                        ++expected;
                        ttft.push_back(*record.ttftMs());
                    }
                }
                QCOMPARE(provider.count, expected);
                QCOMPARE(std::size_t(provider.histogram.total()), expected);
                QCOMPARE(provider.histogram.below, 0);
                QCOMPARE(provider.p95, percentile(ttft, 95));
                // One set of edges for all providers: their bars line up.
                QCOMPARE(provider.histogram.edges, bins.providers.front().histogram.edges);
            }
        }
    }

    // All four views take the batches of a real lab run and draw it.
    void viewsRenderRealLabRun()
    {
        TtftHistogramView histogram;
        RequestTimelineView timeline;
        TtftOverTimeView overTime;
        LiveStatsModel stats;
        QAbstractItemModelTester tester(&stats, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTableView table;
        table.setModel(&stats);
        const std::vector<std::pair<QString, QColor>> colors{
            {QStringLiteral("lab-fast"), kFast}, {QStringLiteral("lab-steady"), kSteady}, {QStringLiteral("lab-slow"), kSlow}};
        for (const auto &[provider, color] : colors) {
            histogram.setProviderColor(provider, color);
            timeline.setProviderColor(provider, color);
            overTime.setProviderColor(provider, color);
            stats.setProviderColor(provider, color);
        }
        const std::int64_t runStartNs = m_labRecords.front().runStartNs;
        for (QWidget *view : std::initializer_list<QWidget *>{&histogram, &timeline, &overTime, &table}) {
            view->resize(1000, 560);
            view->show();
            QVERIFY(QTest::qWaitForWindowExposed(view));
        }
        histogram.setRunStartNs(runStartNs);
        timeline.setRunStartNs(runStartNs);
        overTime.setRunStartNs(runStartNs);
        stats.setRunStartNs(runStartNs);
        appendInBatches(m_labRecords, 7, [&](const auto &batch) {
            histogram.appendRecords(batch);
            timeline.appendRecords(batch);
            overTime.appendRecords(batch);
            stats.appendRecords(batch);
            QCoreApplication::processEvents(); // the run's 10 Hz timer lets paints through between batches
        });
        compareWithCore(stats, m_labRecords);

        // Histogram: one per provider, holding its successful measured requests, P50 as core has it.
        // In the order their first record arrived, which the run decides: compare as sets.
        QStringList shown = histogram.shownProviders();
        shown.sort();
        QCOMPARE(shown, (QStringList{QStringLiteral("lab-fast"), QStringLiteral("lab-slow"), QStringLiteral("lab-steady")}));
        const std::vector<GroupSummary> groups = summarizeGroups(m_labRecords);
        for (const auto &[provider, color] : colors) {
            std::vector<const RequestRecord *> mine;
            for (const RequestRecord &record : m_labRecords)
                if (record.provider == provider.toStdString())
                    mine.push_back(&record);
            const RunSummary summary = summarizeRunSelection(mine);
            QCOMPARE(histogram.histogramOf(provider).total(), summary.ttftMs.count);
            QCOMPARE(histogram.percentileOf(provider, 50), summary.ttftMs.p50);
        }
        const QImage overlaid = grabImage(*histogram.canvas());
        for (const auto &[provider, color] : colors)
            QVERIFY2(pixelsNear(overlaid, color) > 40, qPrintable(provider)); // outlines and marker lines in its colour
        histogram.setLevel(QStringLiteral("c10"));
        QCOMPARE(histogram.level(), QStringLiteral("c10"));
        for (const GroupSummary &group : groups) {
            if (group.key.cell == "c10")
                QCOMPARE(histogram.histogramOf(QString::fromStdString(group.key.provider)).total(), group.run.ttftMs.count);
        }
        histogram.setLevel(QString());
        histogram.setSmallMultiples(true);
        QVERIFY(histogram.smallMultiples());
        const QImage multiples = grabImage(*histogram.canvas());
        QVERIFY(multiples != overlaid);
        for (const auto &[provider, color] : colors)
            QVERIFY2(pixelsNear(multiples, color) > 40, qPrintable(provider));

        // Timeline: a row per request, in order of start, each found under its own bar.
        QCOMPARE(timeline.rowCount(), int(m_labRecords.size()));
        for (int i = 1; i < timeline.rowCount(); ++i)
            QVERIFY(timeline.row(i - 1).sortNs() <= timeline.row(i).sortNs());
        const QImage timelineImage = grabImage(timeline);
        for (const auto &[provider, color] : colors)
            QVERIFY2(pixelsNear(timelineImage, color) > 100, qPrintable(provider));
        // The row under the middle of a request's streaming bar is that request: hit-testing and
        // painting share the geometry functions.
        const int probe = timeline.rowCount() / 2;
        const TimelineRow &probed = timeline.row(probe);
        const QRectF plot = timeline.plotArea();
        const double middleNs = double(probed.firstAnswerNs + probed.endNs) / 2 - double(runStartNs);
        const QPointF onBar(timeToX(middleNs, timeline.timeWindow(), plot.left(), plot.width()),
                            rowToY(probe, timeline.firstRow(), timeline.rowHeight(), plot.top()) + timeline.rowHeight() / 2);
        QVERIFY(plot.contains(onBar));
        QCOMPARE(timeline.rowAt(onBar.toPoint()), probe);
        QCOMPARE(timeline.rowAt(QPoint(int(plot.right()) - 1, int(onBar.y()))), -1); // past its end: none
        const QString tip = timeline.toolTipForRow(probe);
        QVERIFY(tip.contains(timeline.providerOf(probed)));
        QVERIFY(tip.contains(QLatin1String("TTFT")));

        // Wheel zooms around the mouse; a double click fits everything again.
        const TimeWindow before = timeline.timeWindow();
        const QPointF at(timeline.width() / 2.0, timeline.height() / 2.0);
        QWheelEvent wheel(at, timeline.mapToGlobal(at), QPoint(), QPoint(0, 480), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(&timeline, &wheel);
        const TimeWindow zoomed = timeline.timeWindow();
        QVERIFY(zoomed.spanNs() < before.spanNs() / 1.5);
        QVERIFY(zoomed.startNs > before.startNs && zoomed.endNs < before.endNs);
        QTest::mousePress(&timeline, Qt::LeftButton, Qt::NoModifier, at.toPoint());
        QTest::mouseMove(&timeline, at.toPoint() + QPoint(100, 0));
        QTest::mouseRelease(&timeline, Qt::LeftButton, Qt::NoModifier, at.toPoint() + QPoint(100, 0));
        QVERIFY(timeline.timeWindow().startNs < zoomed.startNs); // dragged right: earlier times
        QTest::mouseDClick(&timeline, Qt::LeftButton, Qt::NoModifier, at.toPoint());
        QCOMPARE(timeline.timeWindow(), before);

        // TTFT over time: every request a point, warm-ups kept apart, a median per measured point.
        QCOMPARE(overTime.pointCount(), m_labRecords.size());
        QCOMPARE(overTime.providers().size(), 3);
        for (const auto &[provider, color] : colors) {
            QCOMPARE(overTime.measuredCount(provider), std::size_t(20));
            QCOMPARE(overTime.warmupCount(provider), std::size_t(11));
            const std::vector<double> medians = overTime.rollingMedianOf(provider);
            QCOMPARE(medians.size(), std::size_t(20));
        }
        const QImage overTimeImage = grabImage(overTime);
        for (const auto &[provider, color] : colors)
            QVERIFY2(pixelsNear(overTimeImage, color, 60) > 30, qPrintable(provider));

        // The table shows a colour swatch per provider.
        for (int row = 0; row < stats.rowCount(); ++row) {
            const QString provider = stats.index(row, LiveStatsModel::ProviderColumn).data().toString();
            const auto it = std::find_if(colors.begin(), colors.end(), [&](const auto &entry) { return entry.first == provider; });
            QVERIFY(it != colors.end());
            QCOMPARE(stats.index(row, LiveStatsModel::ProviderColumn).data(Qt::DecorationRole).value<QColor>(), it->second);
        }
        QVERIFY(!grabImage(table).isNull());

        if (const QByteArray dir = qgetenv("TTFT_LIVE_SCREENSHOTS"); !dir.isEmpty())
            saveScreenshots(QString::fromLocal8Bit(dir));
    }

    // Failures are red in the timeline and crosses over time, and never disappear.
    void failuresAreShown()
    {
        const std::vector<RequestRecord> records = syntheticRun(120, 9);
        RequestTimelineView timeline;
        TtftOverTimeView overTime;
        for (QWidget *view : std::initializer_list<QWidget *>{&timeline, &overTime}) {
            view->resize(900, 500);
            view->show();
            QVERIFY(QTest::qWaitForWindowExposed(view));
        }
        timeline.appendRecords(records);
        overTime.appendRecords(records);
        const QColor red(0xd6, 0x27, 0x28);
        QVERIFY(pixelsNear(grabImage(timeline), red, 30) > 50);
        QVERIFY(pixelsNear(grabImage(overTime), red, 30) > 20);
        int failed = 0;
        for (int i = 0; i < timeline.rowCount(); ++i) {
            if (timeline.row(i).failed()) {
                ++failed;
                QVERIFY(timeline.toolTipForRow(i).contains(QLatin1String("Failed")));
            }
        }
        QVERIFY(failed > 0);
        QCOMPARE(overTime.pointCount(), records.size());

        timeline.clear();
        overTime.clear();
        QCOMPARE(timeline.rowCount(), 0);
        QCOMPARE(overTime.pointCount(), std::size_t(0));
        QVERIFY(!grabImage(timeline).isNull());
    }

    // 100k rows: a frame paints only what is in view.
    void largeTimelinePaintsQuickly()
    {
        RequestTimelineView timeline;
        timeline.resize(1200, 700);
        timeline.show();
        QVERIFY(QTest::qWaitForWindowExposed(&timeline));
        const std::vector<RequestRecord> records = syntheticRun(100'000, 2);
        appendInBatches(records, 1000, [&](const auto &batch) { timeline.appendRecords(batch); });
        QCOMPARE(timeline.rowCount(), 100'000);
        for (int i = 1; i < timeline.rowCount(); ++i)
            QVERIFY(timeline.row(i - 1).sortNs() <= timeline.row(i).sortNs());
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < 5; ++i)
            timeline.repaint();
        const qint64 perFrame = timer.elapsed() / 5;
        qInfo("timeline with 100k rows: %lld ms a frame", perFrame);
        QVERIFY2(perFrame < 250, qPrintable(QString::number(perFrame)));
    }

    // Texts follow a language change at run time.
    void followsLanguageChange()
    {
        TtftHistogramView histogram;
        LiveStatsModel stats;
        const auto overlaidButton = [&] {
            for (QToolButton *button : histogram.findChildren<QToolButton *>())
                if (button->isCheckable() && button->group() && button->group()->id(button) == 0)
                    return button;
            return static_cast<QToolButton *>(nullptr);
        };
        QVERIFY(overlaidButton());
        QCOMPARE(overlaidButton()->text(), QStringLiteral("Overlaid"));
        QCOMPARE(stats.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Provider"));
        QSignalSpy headers(&stats, &QAbstractItemModel::headerDataChanged);
        TestTranslator translator;
        QCoreApplication::installTranslator(&translator);
        QTRY_COMPARE(overlaidButton()->text(), QStringLiteral("叠加"));
        QTRY_VERIFY(headers.count() >= 1); // attached views fetch the new headers
        QCOMPARE(stats.headerData(0, Qt::Horizontal).toString(), QStringLiteral("服务商"));
        QCoreApplication::removeTranslator(&translator);
        QTRY_COMPARE(overlaidButton()->text(), QStringLiteral("Overlaid"));
    }

private:
    // Each view at a size fit for a page, filled from a lab run long enough to look like one.
    void saveScreenshots(const QString &dir)
    {
        const std::vector<RequestRecord> records = runLab(m_lab, 30, 24);
        TtftHistogramView histogram;
        RequestTimelineView timeline;
        TtftOverTimeView overTime;
        LiveStatsModel stats;
        QTableView table;
        table.setModel(&stats);
        table.verticalHeader()->hide();
        table.setAlternatingRowColors(true);
        table.horizontalHeader()->setStretchLastSection(true);
        const std::int64_t runStartNs = records.front().runStartNs;
        for (QWidget *view : std::initializer_list<QWidget *>{&histogram, &timeline, &overTime, &table}) {
            view->resize(1100, 600);
            view->show();
        }
        table.resize(900, 260);
        histogram.setRunStartNs(runStartNs);
        timeline.setRunStartNs(runStartNs);
        overTime.setRunStartNs(runStartNs);
        appendInBatches(records, 25, [&](const auto &batch) {
            histogram.appendRecords(batch);
            timeline.appendRecords(batch);
            overTime.appendRecords(batch);
            stats.appendRecords(batch);
        });
        table.resizeColumnsToContents();
        QVERIFY(histogram.grab().save(dir + QStringLiteral("/live-histogram.png")));
        histogram.setLogScale(true);
        QVERIFY(histogram.grab().save(dir + QStringLiteral("/live-histogram-log.png")));
        histogram.setSmallMultiples(true);
        QVERIFY(histogram.grab().save(dir + QStringLiteral("/live-histogram-multiples.png")));
        QVERIFY(timeline.grab().save(dir + QStringLiteral("/live-timeline.png")));
        // Zoomed into the start of the c10 level: fresh connections, queueing, tokens.
        int firstC10 = 0;
        while (firstC10 < timeline.rowCount() && timeline.row(firstC10).level != 1)
            ++firstC10;
        const double c10StartNs = double(timeline.row(firstC10).sortNs() - runStartNs);
        timeline.setRowHeight(12);
        timeline.scrollToRow(std::max(0, firstC10 - 2));
        timeline.setTimeWindow(TimeWindow{c10StartNs - 0.1e9, c10StartNs + 2.4e9});
        QVERIFY(timeline.grab().save(dir + QStringLiteral("/live-timeline-zoomed.png")));
        QVERIFY(overTime.grab().save(dir + QStringLiteral("/live-ttft-over-time.png")));
        overTime.setLogScale(true);
        QVERIFY(overTime.grab().save(dir + QStringLiteral("/live-ttft-over-time-log.png")));
        QVERIFY(table.grab().save(dir + QStringLiteral("/live-stats.png")));
    }

    LabServer m_lab;
    std::vector<RequestRecord> m_labRecords;
};

QTEST_MAIN(TestLiveViews)
#include "tst_liveviews.moc"
