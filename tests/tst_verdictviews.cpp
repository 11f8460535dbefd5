// The verdict views on a real sweep of three lab providers (lab-fast, lab-steady, lab-slow at
// concurrency 1 and 4, two prompt lengths): the scenarios table shows the core's verdicts with their
// evidence and follows edited limits; the release checklist follows the plan before a run and the
// records after it, and takes the user's ticks.
//
// TTFT_SCREENSHOT_DIR=DIR also saves both views in a light and a dark palette as
// DIR/analysis-scenarios-{light,dark}.png and DIR/analysis-checklist-{light,dark}.png.
#include "darkpalette.h"
#include "analysis/checklistpanel.h"
#include "analysis/scenariosview.h"
#include "analysisfixture.h"

#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

using namespace ttft;
using ttft::testing::darkPalette;

namespace {


int columnOf(const QTableWidget *table, const QString &heading)
{
    for (int column = 0; column < table->columnCount(); ++column) {
        if (table->horizontalHeaderItem(column) && table->horizontalHeaderItem(column)->text() == heading)
            return column;
    }
    return -1;
}

int rowOf(const QTableWidget *table, const QString &provider)
{
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, 0) && table->item(row, 0)->text() == provider)
            return row;
    }
    return -1;
}

CheckState shownState(const ChecklistPanel &panel, CheckId id)
{
    return CheckState(panel.table()->item(int(id) - 1, 1)->data(Qt::UserRole).toInt());
}

void saveScreenshot(QWidget &widget, const QString &name, bool dark)
{
    const QPixmap pixmap = widget.grab();
    QVERIFY(!pixmap.isNull());
    const QString directory = qEnvironmentVariable("TTFT_SCREENSHOT_DIR");
    if (directory.isEmpty())
        return;
    QDir().mkpath(directory);
    const QString path = QDir(directory).filePath(
        QStringLiteral("analysis-%1-%2.png").arg(name, dark ? QStringLiteral("dark") : QStringLiteral("light")));
    QVERIFY(pixmap.save(path));
    qInfo("wrote %s", qPrintable(path));
}

} // namespace

class TestVerdictViews : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        analysisfixture::SweepOptions options;
        options.requests = 10;
        options.maxTokens = 24; // long enough for a first sentence (TTFS)
        QString error;
        m_input = analysisfixture::runLabSweep(options, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(m_input.all().size() >= 3 * 4 * 10);
        m_input.run.environment.note = "loopback lab on this machine";
    }

    void emptyInput()
    {
        ScenariosView view;
        view.resize(800, 500);
        view.show();
        QVERIFY(view.findChild<QLabel *>() != nullptr);
        QVERIFY(!view.table()->isVisible());
        bool said = false;
        for (const QLabel *label : view.findChildren<QLabel *>())
            said = said || (label->isVisible() && label->text() == QStringLiteral("No finished requests yet"));
        QVERIFY(said);
    }

    // The table shows exactly the core's verdicts, with the evidence in the tooltip, over the cells
    // the scenario picks (single requests for Q&A, the highest load for a service).
    void scenariosFromSweep()
    {
        ScenariosView view;
        view.resize(1000, 500);
        view.setInput(m_input);
        view.show();
        QVERIFY(view.table()->isVisible());
        QCOMPARE(view.table()->rowCount(), 3);

        for (const Scenario &preset : scenarioPresets()) {
            view.setScenario(preset.kind);
            QCOMPARE(view.scenarioKind(), preset.kind);
            const std::vector<std::string> cells = scenarioCells(preset.load, m_input.all());
            QCOMPARE(view.result().cells, cells);
            const ScenarioResult expected = evaluateScenario(preset, m_input.all(), cells);
            QCOMPARE(view.result().providers.size(), expected.providers.size());
            for (const ProviderVerdict &verdict : expected.providers) {
                const int row = rowOf(view.table(), QString::fromStdString(verdict.provider));
                QVERIFY(row >= 0);
                const QTableWidgetItem *cell = view.table()->item(row, 1);
                QCOMPARE(cell->data(Qt::UserRole).toBool(), verdict.limits[0].pass);
                QVERIFY2(cell->text().contains(QString::number(*verdict.limits[0].figureMs, 'f', 1)), qPrintable(cell->text()));
                QVERIFY(cell->toolTip().contains(QStringLiteral("successful measured requests")));
                QVERIFY(verdict.succeeded >= (cells.empty() ? 40 : 20)); // at least 10 per cell
                QCOMPARE(verdict.failed, std::int64_t(0));
            }
        }
        // Q&A at concurrency 1, the service at 4.
        QCOMPARE(scenarioCells(ScenarioLoad::SingleConcurrency, m_input.all()), (std::vector<std::string>{"c1/p100", "c1/p1000"}));
        QCOMPARE(scenarioCells(ScenarioLoad::HighestLoad, m_input.all()), (std::vector<std::string>{"c4/p100", "c4/p1000"}));

        // lab-fast (40 ms + prefill at 20k tok/s) answers a simple question well within 500 ms.
        view.setScenario(ScenarioKind::SimpleQa);
        QVERIFY(view.result().providers[std::size_t(rowOf(view.table(), QStringLiteral("lab-fast")))].pass);

        // Voice ranks; the agent says what it cannot measure.
        view.setScenario(ScenarioKind::VoiceIntercom);
        const int rank = columnOf(view.table(), QStringLiteral("Rank"));
        QVERIFY(rank > 0);
        QCOMPARE(view.table()->item(rowOf(view.table(), QStringLiteral("lab-fast")), rank)->text(), QStringLiteral("#1"));
        view.setScenario(ScenarioKind::ToolAgent);
        bool caveat = false;
        for (const QLabel *label : view.findChildren<QLabel *>())
            caveat = caveat || (label->isVisible() && label->text().contains(QStringLiteral("Tool-call start and time count only")));
        QVERIFY(caveat);
    }

    // Editing a limit in its spin box flips the verdicts; each scenario keeps its own edits.
    void editedLimits()
    {
        ScenariosView view;
        view.setInput(m_input);
        QSignalSpy changed(&view, &ScenariosView::scenarioChanged);
        view.setScenario(ScenarioKind::MultiTurn);
        auto spins = view.findChildren<QDoubleSpinBox *>();
        QCOMPARE(spins.size(), 1);
        QCOMPARE(spins[0]->value(), 800.0);
        spins[0]->setValue(1);
        for (const ProviderVerdict &verdict : view.result().providers)
            QVERIFY(!verdict.pass);
        QCOMPARE(view.table()->item(0, 1)->data(Qt::UserRole).toBool(), false);
        QVERIFY(view.table()->horizontalHeaderItem(1)->text().contains(QStringLiteral("≤ 1 ms")));
        view.setLimitMs(0, 100'000);
        for (const ProviderVerdict &verdict : view.result().providers)
            QVERIFY(verdict.pass);
        QCOMPARE(view.table()->item(0, 1)->data(Qt::UserRole).toBool(), true);
        QVERIFY(changed.count() >= 2);

        // A service over its limit is an alert, not only a miss.
        view.setScenario(ScenarioKind::HighConcurrency);
        view.setLimitMs(0, 1);
        const int verdictColumn = columnOf(view.table(), QStringLiteral("Verdict"));
        QVERIFY(verdictColumn > 0);
        QCOMPARE(view.table()->item(0, verdictColumn)->text(), QStringLiteral("Alert"));

        view.setScenario(ScenarioKind::SimpleQa);
        QCOMPARE(view.scenario().limits[0].limitMs, 500.0);
        view.setScenario(ScenarioKind::MultiTurn);
        QCOMPARE(view.scenario().limits[0].limitMs, 100'000.0);

        // The edits travel as JSON (with the session, later) and come back.
        ScenariosView other;
        other.setLimitsJson(view.limitsJson());
        other.setScenario(ScenarioKind::MultiTurn);
        QCOMPARE(other.scenario().limits[0].limitMs, 100'000.0);
    }

    // Before a run the checklist follows the plan as it is edited; after it, the records.
    void checklistFollowsThePlan()
    {
        ChecklistPanel panel;
        panel.resize(1000, 600);
        panel.show();
        RunDescription plan = m_input.run;
        plan.plan.warmup = 3;
        plan.plan.concurrency = {1};
        panel.setPlan(plan);
        QCOMPARE(shownState(panel, CheckId::Warmup), CheckState::Fail);
        QVERIFY(panel.table()->item(0, 2)->text().contains(QStringLiteral("Warm-up is 3 requests")));
        QCOMPARE(shownState(panel, CheckId::ConcurrencyRounds), CheckState::Fail);
        QCOMPARE(shownState(panel, CheckId::Streaming), CheckState::Pending);

        plan.plan.warmup = 5;
        panel.setPlan(plan);
        QCOMPARE(shownState(panel, CheckId::Warmup), CheckState::Pass);
        plan.plan.concurrency = {1, 10};
        panel.setPlan(plan);
        QCOMPARE(shownState(panel, CheckId::ConcurrencyRounds), CheckState::Pass);

        // The finished sweep: 1 warm-up per worker, 10 measured per cell, c1 and c4.
        panel.setInput(m_input);
        const auto &items = panel.items();
        QCOMPARE(items[0].state, CheckState::Fail); // closed loop, warm-up 1: each worker's first only
        QCOMPARE(items[0].source, CheckSource::Data);
        QCOMPARE(shownState(panel, CheckId::Streaming), CheckState::Pass);
        QCOMPARE(shownState(panel, CheckId::MetricsRecorded), CheckState::Pass);
        QCOMPARE(shownState(panel, CheckId::Percentiles), CheckState::Fail); // 10 per cell
        QCOMPARE(shownState(panel, CheckId::ConcurrencyRounds), CheckState::Pass);
        QCOMPARE(shownState(panel, CheckId::Environment), CheckState::Pass);
        QVERIFY(shownState(panel, CheckId::ClientHealth) != CheckState::Pending);
    }

    // Ticking a check only the user can decide passes it, says so, and is kept as JSON.
    void ticks()
    {
        ChecklistPanel panel;
        panel.setInput(m_input);
        QSignalSpy ticked(&panel, &ChecklistPanel::ticksChanged);
        QCOMPARE(shownState(panel, CheckId::RealisticPrompts), CheckState::NeedsUser);
        QTableWidgetItem *title = panel.table()->item(int(CheckId::RealisticPrompts) - 1, 0);
        QVERIFY(title->flags() & Qt::ItemIsUserCheckable);
        QVERIFY(!(panel.table()->item(int(CheckId::Warmup) - 1, 0)->flags() & Qt::ItemIsUserCheckable));
        title->setCheckState(Qt::Checked);
        QCOMPARE(ticked.count(), 1);
        QTRY_COMPARE(shownState(panel, CheckId::RealisticPrompts), CheckState::Pass);
        QCOMPARE(panel.table()->item(int(CheckId::RealisticPrompts) - 1, 3)->text(), QStringLiteral("you"));
        QVERIFY(toJson(panel.ticks()) == (nlohmann::json{{"realistic_prompts", true}}));

        ChecklistPanel restored;
        restored.setTicks(checklistTicksFromJson(toJson(panel.ticks())));
        restored.setInput(m_input);
        QCOMPARE(shownState(restored, CheckId::RealisticPrompts), CheckState::Pass);
    }

    void languageChange()
    {
        ScenariosView view;
        ChecklistPanel panel;
        view.setInput(m_input);
        panel.setInput(m_input);
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(&view, &change);
        QCoreApplication::sendEvent(&panel, &change);
        QCOMPARE(view.table()->rowCount(), 3);
        QCOMPARE(panel.table()->rowCount(), kCheckCount);
        QCOMPARE(panel.table()->horizontalHeaderItem(2)->text(), QStringLiteral("Why"));
    }

    void screenshots_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }
    void screenshots()
    {
        QFETCH(bool, dark);
        ScenariosView view;
        if (dark)
            view.setPalette(darkPalette());
        view.resize(1400, 400);
        view.setInput(m_input);
        view.setScenario(ScenarioKind::VoiceIntercom);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        saveScreenshot(view, QStringLiteral("scenarios"), dark);

        ChecklistPanel panel;
        if (dark)
            panel.setPalette(darkPalette());
        panel.resize(1300, 560);
        ChecklistTicks ticks;
        ticks.set(CheckId::RealisticPrompts, true);
        panel.setTicks(ticks);
        panel.setInput(m_input);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        saveScreenshot(panel, QStringLiteral("checklist"), dark);
    }

private:
    AnalysisInput m_input;
};

QTEST_MAIN(TestVerdictViews)
#include "tst_verdictviews.moc"
