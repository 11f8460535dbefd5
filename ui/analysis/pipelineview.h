#pragma once

#include "analysisinput.h"
#include "pipelinewaterfall.h"
#include "stats/pipelinesummary.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QPainter;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTableWidget;

namespace ttft {

class ExplorerCanvas;

// The voice pipeline of a run (ttft-bench run --tts-…): for every LLM × TTS combination, where the
// time from the user's last word to the first sound goes (ASR, LLM first token, first clause,
// hand-over, TTS first real audio) as a waterfall of stage medians with the first sound's P50 and P95,
// the stage that dominates, and a table of the figures. What-if controls (ASR time, shorter prompt,
// faster TTS, another clause rule) redraw the waterfall with estimates over the measured bars.
// A run without TTS legs gets a note saying how to make one.
class PipelineView : public QWidget
{
    Q_OBJECT
public:
    explicit PipelineView(QWidget *parent = nullptr);
    ~PipelineView() override;

    void setInput(const AnalysisInput &input);

    // The waterfall as drawn (with the current what-if) into `target`.
    void render(QPainter *painter, const QRectF &target) const;
    using QWidget::render;

    bool hasData() const { return m_hasData; }
    QString noDataText() const; // what the view says instead, as plain text
    static QString noDataHeadline();
    static QString noDataHint();
    const std::vector<PipelineSummary> &measured() const { return m_waterfall.measured(); }
    const std::vector<PipelineSummary> &estimate() const { return m_waterfall.estimate(); }
    PipelineWhatIf whatIf() const;
    // The waterfall's geometry in `target` (the canvas's rectangle when none is given).
    PipelineWaterfallLayout waterfallLayout(const QRectF &target = {}) const;
    // The tooltip the waterfall shows at `position` in `target` (rich text; empty off the rows).
    QString toolTipAt(const QRectF &target, const QPointF &position) const;
    // "What-if (estimate): …" per combination, and why an assumption could not be applied; empty
    // without a what-if.
    QStringList whatIfLines() const;
    QTableWidget *table() const { return m_table; }
    // The height the waterfall reads well at, for reports and exports.
    qreal preferredChartHeight() const;

    // The what-if controls.
    void setAsrMs(int ms);
    void setPromptPercent(int percent);
    void setTtsPercent(int percent);
    void setClauseChars(int chars); // 0: punctuation only
    void resetWhatIf();
    int defaultAsrMs() const { return m_defaultAsrMs; }
    bool promptLengthAvailable() const;
    QString promptLengthReason() const { return m_promptReason; } // why it is disabled
    QSpinBox *asrSpin() const { return m_asr; }
    QSpinBox *promptSpin() const { return m_prompt; }
    QSpinBox *ttsSpin() const { return m_tts; }
    QComboBox *clauseCombo() const { return m_clause; }

    QSize sizeHint() const override { return {860, 640}; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void recompute();
    void fillTable();
    void fillClauseRules();
    // ASR, prompt and TTS back at the run's own values, without a signal each (the caller
    // recomputes once). Not the clause rule: a new input keeps a chosen rule (fillClauseRules).
    void resetWhatIfValues();
    void updateWhatIfText();
    void retranslate();
    int runClauseChars() const;

    AnalysisInput m_input;
    bool m_hasData = false;
    std::vector<PipelineSummary> m_measured;
    PipelineWaterfall m_waterfall;
    int m_defaultAsrMs = 0;
    QString m_asrDescription;
    QString m_promptReason;
    std::vector<std::string> m_notes; // of the current what-if

    QStackedWidget *m_pages;
    QLabel *m_noData;
    QLabel *m_asrLabel;
    QSpinBox *m_asr;
    QLabel *m_asrRun;
    QLabel *m_promptLabel;
    QSpinBox *m_prompt;
    QLabel *m_promptNote;
    QLabel *m_ttsLabel;
    QSpinBox *m_tts;
    QLabel *m_clauseLabel;
    QComboBox *m_clause;
    QPushButton *m_reset;
    QLabel *m_whatIfText;
    ExplorerCanvas *m_canvas;
    QTableWidget *m_table;
};

} // namespace ttft
