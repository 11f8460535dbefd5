#pragma once

#include "analysisinput.h"

#include <QTabWidget>

#include <functional>
#include <vector>

namespace ttft {

class CompareView;

// Every analysis view of a finished run, one tab each, Compare first. setInput hands the same
// immutable input to all of them.
class AnalysisPane : public QTabWidget
{
    Q_OBJECT
public:
    explicit AnalysisPane(QWidget *parent = nullptr);

    void setInput(const AnalysisInput &input);
    const AnalysisInput &input() const { return m_input; }

    CompareView *compareView() const { return m_compare; }

protected:
    void changeEvent(QEvent *event) override;

private:
    template <typename View>
    View *addView(View *view);
    void retranslate();

    AnalysisInput m_input;
    CompareView *m_compare;
    std::vector<std::function<void(const AnalysisInput &)>> m_views;
    std::vector<std::function<QString()>> m_titles;
};

} // namespace ttft
