// The conversation view on two history strategies of one run, six turns: a full history whose TTFT
// grows 100 ms a turn and a one-turn window that stays flat. The verdicts over the chart are the
// ones the records give, the pointer over a turn names every series' figures at that turn, and a
// run without conversations says how to make one.
#include "analysis/conversationview.h"
#include "analysis/explorercanvas.h"
#include "canvastooltip.h"
#include "charts/plotpainter.h"

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


// Two turns per user, the second an agent's: its first request answered with a tool call, the
// tool, then the follow-up; every stage takes the same time for each of the ten users but the
// follow-up's TTFT, which grows 10 ms a user.
AnalysisInput toolTurnsInput()
{
    ConversationPlan conversations;
    conversations.users = 10;
    conversations.turns = 2;
    conversations.gapsS = {1};
    conversations.toolEvery = 2;
    AnalysisInput input;
    input.run.plan.mode = LoadMode::ClosedLoop;
    input.run.plan.conversations = conversations;
    std::vector<RequestRecord> records;
    const auto ms = [](double value) { return std::int64_t(value * 1e6); };
    for (int user = 0; user < 10; ++user) {
        RequestRecord first;
        first.provider = "lab";
        first.cell = "conv-g1s";
        first.conversation = "u" + std::to_string(user);
        first.turn = 1;
        first.startNs = std::int64_t(user + 1) * 10'000'000'000;
        first.firstAnswerNs = first.firstOutputNs = first.startNs + ms(300);
        first.endNs = first.firstAnswerNs + ms(200);
        RequestRecord call = first;
        call.turn = 2;
        call.turnLeg = TurnLeg::ToolCall;
        call.startNs = first.endNs + ms(1000);
        call.firstAnswerNs = -1;
        call.firstOutputNs = call.startNs + ms(150);
        call.endNs = call.firstOutputNs + ms(40);
        call.finishReasons = {"tool_calls"};
        call.toolCalls = {ToolCallRecord{"call_1", "check_appointment_slots", R"({"postcode":"N1"})"}};
        RequestRecord answer = call;
        answer.turnLeg = TurnLeg::AfterTool;
        answer.toolCalls.clear();
        answer.finishReasons = {"stop"};
        answer.turnStartNs = call.startNs;
        answer.toolCallFirstNs = call.firstOutputNs;
        answer.toolCallEndNs = call.endNs;
        answer.toolStartNs = call.endNs + ms(0.5);
        answer.toolEndNs = answer.toolStartNs + ms(300);
        answer.startNs = answer.toolEndNs + ms(1);
        answer.firstAnswerNs = answer.firstOutputNs = answer.startNs + ms(200 + 10 * user);
        answer.endNs = answer.firstAnswerNs + ms(200);
        for (RequestRecord *record : {&first, &call, &answer}) {
            record->index = std::int64_t(records.size());
            record->requestId = "r" + std::to_string(record->index);
            records.push_back(*record);
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
    // Tool-call turns: one bar of the stages' medians end to end, in the turn's order, with the
    // whole's P50 and P95; the pointer over the bar names every stage's median.
    void toolCallTurns()
    {
        ConversationView view;
        view.setInput(toolTurnsInput());
        QCOMPARE(view.stats().size(), std::size_t(1));
        QVERIFY(view.stats()[0].toolTurns);
        const ConversationStats::ToolTurns &tools = *view.stats()[0].toolTurns;
        QCOMPARE(tools.called, std::int64_t(10));
        QCOMPARE(tools.answered, std::int64_t(10));
        view.setMode(ConversationView::Mode::ToolTurns);
        view.resize(900, 420);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));

        ToolTurnChart chart;
        chart.setSeries({{QStringLiteral("lab"), Qt::blue, tools}});
        const PlotTheme theme = PlotTheme::from(view.palette(), view.font());
        const QRectF area(0, 0, 880, 400);
        const ToolTurnChart::Layout layout = chart.layout(area, theme);
        QCOMPARE(layout.rows.size(), std::size_t(1));
        const ToolTurnChart::Row &row = layout.rows.front();
        // Each stage starts where the one before ended, as wide as its median.
        const double medians[] = {150, 40, 0.5, 300, 1, 245};
        double at = 0;
        for (std::size_t s = 0; s < ConversationStats::ToolTurns::kStages; ++s) {
            QVERIFY2(std::abs(row.segments[s].left() - layout.xOf(at)) < 0.01, qPrintable(QString::number(s)));
            QVERIFY2(std::abs(row.segments[s].width() - (layout.xOf(at + medians[s]) - layout.xOf(at))) < 0.01, qPrintable(QString::number(s)));
            at += medians[s];
        }
        // The whole's P50 is the turn's own median (from its first request to the first answer).
        QVERIFY(std::abs(row.p50X - layout.xOf(*tools.firstAnswerP50)) < 0.01);
        QVERIFY(row.p95X > row.p50X);
        QVERIFY(std::abs(*tools.firstAnswerP50 - (491.5 + 245)) < 0.01);

        auto *canvas = view.findChild<ExplorerCanvas *>();
        QString onBar;
        for (int y = 0; y < canvas->height() && onBar.isEmpty(); y += 3)
            onBar = canvasToolTipAt(canvas, QPoint(canvas->width() / 3, y));
        QVERIFY2(onBar.contains(QStringLiteral("10 tool-call turns, 10 called a tool, 10 answered")), qPrintable(onBar));
        QVERIFY2(onBar.contains(QStringLiteral("tool: median 300 ms")) && onBar.contains(QStringLiteral("first tool-call delta: median 150 ms")),
                 qPrintable(onBar));
        if (const QString dir = qEnvironmentVariable("TTFT_SCREENSHOT_DIR"); !dir.isEmpty())
            view.grab().save(dir + QStringLiteral("/analysis-conversations-tools-test.png"));
    }
};

QTEST_MAIN(TestConversationView)
#include "tst_conversationview.moc"
