#include "analysispane.h"

#include "compareview.h"

#include <QEvent>

namespace ttft {

AnalysisPane::AnalysisPane(QWidget *parent)
    : QTabWidget(parent)
    , m_compare(new CompareView(this))
{
    setObjectName(QStringLiteral("analysisPane"));
    setDocumentMode(true);
    m_input.records = std::make_shared<const std::vector<RequestRecord>>();
    addView(m_compare);
    m_titles.push_back([] { return tr("Compare"); });
    retranslate();
}

template <typename View>
View *AnalysisPane::addView(View *view)
{
    addTab(view, QString());
    m_views.push_back([view](const AnalysisInput &input) { view->setInput(input); });
    return view;
}

void AnalysisPane::setInput(const AnalysisInput &input)
{
    m_input = input;
    if (!m_input.records)
        m_input.records = std::make_shared<const std::vector<RequestRecord>>();
    for (const auto &setInput : m_views)
        setInput(m_input);
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
