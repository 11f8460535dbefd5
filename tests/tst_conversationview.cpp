// The conversation view on two history strategies of one run, six turns: a full history whose TTFT
// grows 100 ms a turn and a one-turn window that stays flat. The verdicts over the chart are the
// ones the records give, the pointer over a turn names every series' figures at that turn, and a
// run without conversations says how to make one.
#include "analysis/conversationview.h"
#include "analysis/explorercanvas.h"
#include "canvastooltip.h"

#include <QHelpEvent>
#include <QLabel>
#include <QTest>
#include <QToolTip>

using namespace ttft;
using namespace ttft::testing;

namespace {

AnalysisInput strategiesInput()
{
    ConversationPlan conversations;
    conversations.users = 20;
    conversations.turns = 6;
    conversations.gapsS = {5};
    conversations.history = {{}, {HistoryStrategy::Kind::LastTurns, 1}};
    AnalysisInput input;
    input.run.plan.mode = LoadMode::ClosedLoop;
    input.run.plan.conversations = conversations;
    std::vector<RequestRecord> records;
    for (int user = 0; user < 20; ++user) {
        for (int turn = 1; turn <= 6; ++turn) {
            for (const bool full : {true, false}) {
                RequestRecord r;
                r.index = std::int64_t(records.size());
                r.requestId = "r" + std::to_string(r.index);
                r.provider = "lab";
                r.cell = full ? "conv-g5s" : "conv-g5s-last1";
                r.conversation = "u" + std::to_string(user);
                r.turn = turn;
                r.startNs = std::int64_t(turn) * 10'000'000'000 + user * 1'000'000;
                // Full: 300 + 100 × turn ms (+ up to 19 ms across users); P95 passes 800 ms at turn 5.
                const double ttftMs = (full ? 300.0 + 100.0 * turn : 300.0 + 10.0 * turn) + user;
                r.firstAnswerNs = r.firstOutputNs = r.startNs + std::int64_t(ttftMs * 1e6);
                r.endNs = r.firstAnswerNs + 200'000'000;
                r.usage.promptTokens = full ? 200 + 250 * (turn - 1) : 200 + 250 * std::min(turn - 1, 1);
                r.usage.cachedTokens = turn == 1 ? 0 : (full ? 200 + 250 * (turn - 2) : 128);
                records.push_back(r);
            }
        }
    }
    input.records = std::make_shared<const std::vector<RequestRecord>>(std::move(records));
    return input;
}

} // namespace

class TestConversationView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void verdictsAndTurns()
    {
        ConversationView view;
        view.setInput(strategiesInput());
        QCOMPARE(view.stats().size(), std::size_t(2));
        const QString summary = view.findChild<QLabel *>(QStringLiteral("conversationSummary"))->text();
        QVERIFY2(summary.contains(QStringLiteral("full history</b>: TTFT P95 within 800 ms through turn 4 of 6")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("last 1 turns</b>: TTFT P95 within 800 ms at every turn")), qPrintable(summary));
        view.resize(900, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        // The right end of the turn axis is turn 6, the left end turn 1, in both plots.
        const QString last = canvasToolTipAt(view, 0.96, 0.4);
        QVERIFY2(last.startsWith(QStringLiteral("Turn 6")), qPrintable(last));
        QVERIFY2(last.contains(QStringLiteral("full history: TTFT P50 ")) && last.contains(QStringLiteral("1,450 prompt tokens")),
                 qPrintable(last));
        QVERIFY2(last.contains(QStringLiteral("last 1 turns: TTFT P50 ")) && last.contains(QStringLiteral("450 prompt tokens, 128 cached")),
                 qPrintable(last));
        QVERIFY2(canvasToolTipAt(view, 0.15, 0.85).startsWith(QStringLiteral("Turn 1")), qPrintable(canvasToolTipAt(view, 0.15, 0.85)));
        // TTFT_SCREENSHOT_DIR=DIR saves the view.
        if (const QString dir = qEnvironmentVariable("TTFT_SCREENSHOT_DIR"); !dir.isEmpty())
            view.grab().save(dir + QStringLiteral("/analysis-conversations-test.png"));

        // The timeline: a row per conversation (the first 24 of 40), each turn a bar on the clock.
        view.setMode(ConversationView::Mode::Timeline);
        auto *canvas = view.findChild<ExplorerCanvas *>();
        QString onTurn;
        for (int x = canvas->width() - 12; x > canvas->width() / 2 && onTurn.isEmpty(); x -= 2) {
            for (int y = 0; y < canvas->height() / 4 && onTurn.isEmpty(); y += 2) {
                if (const QString text = canvasToolTipAt(canvas, QPoint(x, y)); text.contains(QStringLiteral("turn 6")))
                    onTurn = text;
            }
        }
        QVERIFY2(onTurn.startsWith(QStringLiteral("full history · u0, turn 6")), qPrintable(onTurn));
        QVERIFY2(onTurn.contains(QStringLiteral("TTFT 900 ms")) && onTurn.contains(QStringLiteral("1,450 prompt tokens")), qPrintable(onTurn));
        if (const QString dir = qEnvironmentVariable("TTFT_SCREENSHOT_DIR"); !dir.isEmpty())
            view.grab().save(dir + QStringLiteral("/analysis-conversations-timeline-test.png"));

        ConversationView none;
        AnalysisInput plain = strategiesInput();
        plain.run.plan.conversations = {};
        none.setInput(plain);
        QVERIFY(none.stats().empty());
        QVERIFY(none.findChild<QLabel *>(QStringLiteral("conversationSummary"))->text().contains(QStringLiteral("Not a conversation run")));
    }
};

QTEST_MAIN(TestConversationView)
#include "tst_conversationview.moc"
