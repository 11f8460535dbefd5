// The live views under a long run: 100 batches of 1,000 finished records (what a 10 Hz timer
// hands over at 10,000 requests/s), three providers, two levels, 40 answer events each. For each
// view, the time appendRecords takes and the time a repaint takes afterwards, as medians over the
// batches while the run holds 1k–10k, 10k–50k and 50k–100k records. Offscreen, like the tests.
#include "live/livestatsmodel.h"
#include "live/requesttimelineview.h"
#include "live/ttfthistogramview.h"
#include "live/ttftovertimeview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTableView>
#include <QWindow>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <functional>
#include <random>
#include <string>
#include <vector>

using namespace ttft;

namespace {

constexpr int kBatches = 100;
constexpr int kBatchSize = 1000;

// Records finish in batches of about 100 ms of a run sending 10,000 requests a second.
std::vector<RequestRecord> makeBatch(std::mt19937_64 &random, int batch)
{
    static const std::array<std::string, 3> providers{"lab-fast", "lab-steady", "lab-slow"};
    static const std::array<double, 3> medianMs{45, 140, 600};
    std::vector<RequestRecord> records;
    records.reserve(kBatchSize);
    std::uniform_real_distribution<double> jitter(0.8, 1.6);
    for (int i = 0; i < kBatchSize; ++i) {
        const std::int64_t index = std::int64_t(batch) * kBatchSize + i;
        const std::size_t p = std::size_t(index % 3);
        RequestRecord record;
        record.index = index;
        record.provider = providers[p];
        record.concurrency = batch < kBatches / 2 ? 100 : 1000;
        // Appends only: GCC 12 warns falsely (-Wrestrict, its bug 105329) on "c" + std::string.
        record.cell = std::string(1, 'c').append(std::to_string(record.concurrency));
        record.warmup = index % 97 == 0;
        record.runStartNs = 0;
        record.startNs = std::int64_t(index) * 100'000; // 10,000 a second
        record.intendedNs = record.startNs - 20'000;
        record.requestSentNs = record.startNs + 200'000;
        record.responseHeadNs = record.startNs + 1'000'000;
        record.firstAnswerNs = record.startNs + std::int64_t(medianMs[p] * jitter(random) * 1e6);
        for (int t = 0; t < 40; ++t)
            record.answerEventNs.push_back(record.firstAnswerNs + t * 10'000'000);
        record.lastAnswerNs = record.answerEventNs.back();
        record.endNs = record.lastAnswerNs + 100'000;
        record.outputTokens = 40;
        if (index % 211 == 0)
            record.errorClass = ErrorClass::RateLimited;
        records.push_back(std::move(record));
    }
    return records;
}

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);

    TtftHistogramView histogram;
    RequestTimelineView timeline;
    TtftOverTimeView overTime;
    LiveStatsModel stats;
    QTableView table;
    table.setModel(&stats);
    for (QWidget *widget : std::initializer_list<QWidget *>{&histogram, &timeline, &overTime, &table}) {
        widget->resize(1400, 800);
        widget->show();
    }
    // repaint() paints only an exposed window.
    QElapsedTimer exposure;
    exposure.start();
    const auto allExposed = [&] {
        for (QWidget *widget : std::initializer_list<QWidget *>{&histogram, &timeline, &overTime, &table})
            if (!widget->windowHandle() || !widget->windowHandle()->isExposed())
                return false;
        return true;
    };
    while (!allExposed() && exposure.elapsed() < 5000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);

    struct View {
        const char *name;
        std::function<void(const std::vector<RequestRecord> &)> append;
        QWidget *widget;
        std::vector<double> appendMs[3];
        std::vector<double> paintMs[3];
    };
    std::vector<View> views;
    // The chart itself: the level and mode controls above it do not repaint on new data.
    views.push_back({"histogram", [&](const auto &b) { histogram.appendRecords(b); }, histogram.canvas(), {}, {}});
    views.push_back({"timeline", [&](const auto &b) { timeline.appendRecords(b); }, &timeline, {}, {}});
    views.push_back({"ttft over time", [&](const auto &b) { overTime.appendRecords(b); }, &overTime, {}, {}});
    views.push_back({"stats table", [&](const auto &b) { stats.appendRecords(b); }, table.viewport(), {}, {}});
    std::vector<double> totalMs[3];

    std::mt19937_64 random(1);
    QElapsedTimer timer;
    for (int batch = 0; batch < kBatches; ++batch) {
        const std::vector<RequestRecord> records = makeBatch(random, batch);
        const int held = (batch + 1) * kBatchSize;
        const int bracket = held <= 10'000 ? 0 : held <= 50'000 ? 1 : 2;
        double total = 0;
        for (View &view : views) {
            timer.start();
            view.append(records);
            const double appendMs = double(timer.nsecsElapsed()) / 1e6;
            timer.start();
            view.widget->repaint();
            const double paintMs = double(timer.nsecsElapsed()) / 1e6;
            view.appendMs[bracket].push_back(appendMs);
            view.paintMs[bracket].push_back(paintMs);
            total += appendMs + paintMs;
        }
        totalMs[bracket].push_back(total);
    }

    std::printf("live views: %d batches of %d records, 1400x800 px, medians in ms\n", kBatches, kBatchSize);
    std::printf("%-16s %22s %22s %22s\n", "", "1k-10k records", "10k-50k records", "50k-100k records");
    std::printf("%-16s %11s %10s %11s %10s %11s %10s\n", "view", "append", "paint", "append", "paint", "append", "paint");
    for (const View &view : views) {
        std::printf("%-16s", view.name);
        for (int b = 0; b < 3; ++b)
            std::printf(" %11.2f %10.2f", median(view.appendMs[b]), median(view.paintMs[b]));
        std::printf("\n");
    }
    std::printf("%-16s", "all four");
    for (int b = 0; b < 3; ++b)
        std::printf(" %22.2f", median(totalMs[b]));
    std::printf("\n");
    return 0;
}
