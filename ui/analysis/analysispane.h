#pragma once

#include "analysisinput.h"

#include <QTabWidget>

#include <functional>
#include <vector>

namespace ttft {

class CapacityView;
class ConversationView;
class ChecklistPanel;
class CompareView;
class ConcurrencyView;
class DecompositionView;
class PipelineView;
class PromptLengthView;
class ScenariosView;

// Every analysis view of a finished run, one tab each: Compare first, then prompt length, load,
// capacity (a capacity search's answer; it comes forward for one), where TTFT goes, the voice pipeline (every run: without TTS legs it says how to measure one),
// use-case scenarios and the release checklist. setInput hands the same immutable
// input to all of them.
class AnalysisPane : public QTabWidget
{
    Q_OBJECT
public:
    explicit AnalysisPane(QWidget *parent = nullptr);

    void setInput(const AnalysisInput &input);
    const AnalysisInput &input() const { return m_input; }

    CompareView *compareView() const { return m_compare; }
    PromptLengthView *promptLengthView() const { return m_promptLength; }
    ConcurrencyView *concurrencyView() const { return m_concurrency; }
    CapacityView *capacityView() const { return m_capacity; }
    ConversationView *conversationView() const { return m_conversations; }
    DecompositionView *decompositionView() const { return m_decomposition; }
    PipelineView *pipelineView() const { return m_pipeline; }
    ScenariosView *scenariosView() const { return m_scenarios; }
    ChecklistPanel *checklistPanel() const { return m_checklist; }

protected:
    void changeEvent(QEvent *event) override;

private:
    template <typename View>
    View *addView(View *view, std::function<QString()> title);
    void retranslate();

    AnalysisInput m_input;
    // Declared before the views: the constructor fills them as it creates each view.
    std::vector<std::function<void(const AnalysisInput &)>> m_views;
    std::vector<std::function<QString()>> m_titles;
    CompareView *m_compare;
    PromptLengthView *m_promptLength;
    ConcurrencyView *m_concurrency;
    CapacityView *m_capacity;
    ConversationView *m_conversations;
    DecompositionView *m_decomposition;
    PipelineView *m_pipeline;
    ScenariosView *m_scenarios;
    ChecklistPanel *m_checklist;
};

} // namespace ttft
