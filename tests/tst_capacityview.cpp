// The capacity view and the load view on a search's levels, 1 to 16 users: every level is drawn
// where the axis says (a log axis once ended at 2 users for any run past 10), the capacity is the
// one the records give, and a run that is no search says so.
#include "analysis/capacityview.h"
#include "analysis/concurrencyview.h"
#include "analysis/explorercanvas.h"
#include "canvastooltip.h"

#include <QHelpEvent>
#include <QLabel>
#include <QTest>
#include <QToolTip>

using namespace ttft;
using namespace ttft::testing;

namespace {

// A closed loop of `users` for two seconds: each user sends back to back, every request 100 ms
// long, its first answer after 40 + 10 × users ms.
void closedLoop(std::vector<RequestRecord> &records, int users)
{
    const std::int64_t base = std::int64_t(users) * 10'000'000'000;
    const double ttft = 40.0 + 10.0 * users;
    for (int user = 0; user < users; ++user) {
        for (int i = 0; i < 20; ++i) {
            RequestRecord r;
            r.index = std::int64_t(records.size());
            r.provider = "p";
            r.cell = "c" + std::to_string(users);
            r.concurrency = users;
            r.warmup = i == 0;
            r.startNs = base + i * 100'000'000LL + user * 1'000;
            r.endNs = r.startNs + 100'000'000LL - 10'000;
            r.firstAnswerNs = r.startNs + std::int64_t(ttft * 1e6);
            r.firstOutputNs = r.firstAnswerNs;
            records.push_back(r);
        }
    }
}

AnalysisInput searchInput()
{
    std::vector<RequestRecord> records;
    for (int users : {1, 2, 4, 8, 16, 12, 10, 11})
        closedLoop(records, users);
    AnalysisInput input;
    input.records = std::make_shared<const std::vector<RequestRecord>>(std::move(records));
    CapacityPlan plan;
    plan.limits = {{"ttft", "p95", 150}}; // met up to 11 users (150 ms), not at 12 (160 ms)
    input.run.capacity = plan;
    return input;
}

} // namespace

class TestCapacityView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void capacityFromTheRecords()
    {
        CapacityView view;
        view.setInput(searchInput());
        QVERIFY(view.result());
        QCOMPARE(view.result()->points.size(), std::size_t(8));
        QCOMPARE(*view.result()->capacity, 11.0);
        QVERIFY(view.findChild<QLabel *>(QStringLiteral("capacitySummary"))->text().contains(QStringLiteral("Capacity 11 user(s)")));
        view.resize(900, 520);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        // The rightmost level is the highest tried, the leftmost the start.
        QVERIFY2(canvasToolTipAt(view, 0.97, 0.5).startsWith(QStringLiteral("16 user(s)")), qPrintable(canvasToolTipAt(view, 0.97, 0.5)));
        QVERIFY2(canvasToolTipAt(view, 0.12, 0.5).startsWith(QStringLiteral("1 user(s)")), qPrintable(canvasToolTipAt(view, 0.12, 0.5)));
        // TTFT_SCREENSHOT_DIR=DIR saves the view (docs/analysis-capacity.png is one).
        if (const QString dir = qEnvironmentVariable("TTFT_SCREENSHOT_DIR"); !dir.isEmpty())
            view.grab().save(dir + QStringLiteral("/analysis-capacity.png"));

        CapacityView none;
        AnalysisInput plain = searchInput();
        plain.run.capacity.reset();
        none.setInput(plain);
        QVERIFY(!none.result());
        QVERIFY(none.findChild<QLabel *>(QStringLiteral("capacitySummary"))->text().contains(QStringLiteral("Not a capacity search")));
    }

    // The load view on the same levels, log scale: the 16-user point is at the plot's right end.
    void loadAxisReachesTheHighestLevel()
    {
        ConcurrencyView view;
        view.setInput(searchInput());
        view.resize(900, 520);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto *canvas = view.findChild<ExplorerCanvas *>();
        // Search the right part of the plot for the point: a tooltip names the level under it.
        QString found;
        for (int x = canvas->width() * 7 / 10; x < canvas->width() && found.isEmpty(); x += 3) {
            for (int y = 0; y < canvas->height() && found.isEmpty(); y += 3) {
                if (const QString text = canvasToolTipAt(canvas, QPoint(x, y)); text.contains(QStringLiteral("16")))
                    found = text;
            }
        }
        QVERIFY2(!found.isEmpty(), "no point of concurrency 16 in the right part of the plot");
    }
};

QTEST_MAIN(TestCapacityView)
#include "tst_capacityview.moc"
