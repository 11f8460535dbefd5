#include "analysispane.h"

#include "capacityview.h"
#include "checklistpanel.h"
#include "compareview.h"
#include "concurrencyview.h"
#include "conversationview.h"
#include "decompositionview.h"
#include "pipelineview.h"
#include "promptlengthview.h"
#include "scenariosview.h"

#include <QEvent>

namespace ttft {

template <typename View>
View *AnalysisPane::addView(View *view, std::function<QString()> title)
{
    addTab(view, QString());
    m_views.push_back([view](const AnalysisInput &input) { view->setInput(input); });
    m_titles.push_back(std::move(title));
    return view;
}

AnalysisPane::AnalysisPane(QWidget *parent)
    : QTabWidget(parent)
    , m_compare(addView(new CompareView, [] { return tr("Compare"); }))
    , m_promptLength(addView(new PromptLengthView, [] { return tr("Prompt length"); }))
    , m_concurrency(addView(new ConcurrencyView, [] { return tr("Load"); }))
    , m_capacity(addView(new CapacityView, [] { return tr("Capacity"); }))
    , m_conversations(addView(new ConversationView, [] { return tr("Conversations"); }))
    , m_decomposition(addView(new DecompositionView, [] { return tr("Where TTFT goes"); }))
    , m_pipeline(addView(new PipelineView, [] { return tr("Voice pipeline"); }))
    , m_scenarios(addView(new ScenariosView, [] { return tr("Scenarios"); }))
    , m_checklist(addView(new ChecklistPanel, [] { return tr("Release checklist"); }))
{
    setObjectName(QStringLiteral("analysisPane"));
    setDocumentMode(true);
    m_input.records = std::make_shared<const std::vector<RequestRecord>>();
    retranslate();
}

void AnalysisPane::setInput(const AnalysisInput &input)
{
    m_input = input;
    if (!m_input.records)
        m_input.records = std::make_shared<const std::vector<RequestRecord>>();
    for (const auto &setInput : m_views)
        setInput(m_input);
    // A capacity search is about its answer: that view first.
    if (m_input.run.capacity)
        setCurrentWidget(m_capacity);
    // So is a conversation run about its turns.
    if (m_input.run.plan.conversations.enabled())
        setCurrentWidget(m_conversations);
}

void AnalysisPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QTabWidget::changeEvent(event);
}

void AnalysisPane::retranslate()
{
    for (std::size_t i = 0; i < m_titles.size() && int(i) < count(); ++i)
        setTabText(int(i), m_titles[i]());
}

} // namespace ttft
