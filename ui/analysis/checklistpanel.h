#pragma once

#include "analysisinput.h"
#include "stats/releasechecklist.h"

#include <QWidget>

#include <optional>
#include <vector>

class QLabel;
class QTableWidget;

namespace ttft {

// The method's release checklist: ten rows with a state (pass, fail, needs you, not applicable,
// pending), the reason in words and, for the checks only the user can decide, a tick box. Works
// before a run from the plan alone (setPlan, wired to the plan panel) and after it from the records.
class ChecklistPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ChecklistPanel(QWidget *parent = nullptr);

    void setInput(const AnalysisInput &input);       // a finished run: plan and records
    void setPlan(const RunDescription &description); // before a run: the plan as it is edited (records dropped)
    void setClientHealth(const std::optional<HealthSummary> &health);

    void setTicks(const ChecklistTicks &ticks);
    const ChecklistTicks &ticks() const { return m_ticks; }
    const std::vector<CheckItem> &items() const { return m_items; }

    QTableWidget *table() const { return m_table; }

Q_SIGNALS:
    void ticksChanged(); // the user ticked or unticked a check (to store the ticks with the session)

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void recompute();
    void fill();
    void onItemChanged(int row, int column);

    RunDescription m_run;
    std::shared_ptr<const std::vector<RequestRecord>> m_records;
    std::optional<HealthSummary> m_health;
    ChecklistTicks m_ticks;
    std::vector<CheckItem> m_items;
    bool m_filling = false;

    QLabel *m_summary;
    QTableWidget *m_table;
};

} // namespace ttft
