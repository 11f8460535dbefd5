#pragma once

#include "analysisinput.h"
#include "stats/scenario.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QTableWidget;

namespace ttft {

// Use-case verdicts: pick a scenario (simple Q&A, multi-turn, agent, high concurrency, voice),
// edit its limits, and read per provider whether each limit is met, with the figure it was judged
// on (and the request count, the failures and the cells counted) in the cell and its tooltip.
class ScenariosView : public QWidget
{
    Q_OBJECT
public:
    explicit ScenariosView(QWidget *parent = nullptr);

    void setInput(const AnalysisInput &input);

    void setScenario(ScenarioKind kind);           // the preset, with the limits the user set for it
    ScenarioKind scenarioKind() const;
    void setLimitMs(int index, double limitMs);    // edits the current scenario's limit `index`
    const Scenario &scenario() const;
    const ScenarioResult &result() const;          // what the table shows

    // The edited limits of every scenario, to keep with a session or settings.
    nlohmann::json limitsJson() const;
    void setLimitsJson(const nlohmann::json &json);

    QTableWidget *table() const { return m_table; }

Q_SIGNALS:
    void scenarioChanged(); // a scenario was picked or a limit edited

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void rebuildLimitEditors();
    void recompute();
    void fillTable();
    void refreshCells();

    AnalysisInput m_input;
    std::vector<Scenario> m_scenarios; // one per kind, as edited
    int m_current = 0;
    ScenarioResult m_result;

    QLabel *m_scenarioLabel;
    QComboBox *m_scenarioBox;
    QLabel *m_cellsLabel;
    QComboBox *m_cellsBox;
    QLabel *m_description;
    QWidget *m_limitsBox;
    QFormLayout *m_limitsForm;
    std::vector<QDoubleSpinBox *> m_limitSpins;
    QLabel *m_caveat;
    QTableWidget *m_table;
    QLabel *m_empty;
};

} // namespace ttft
