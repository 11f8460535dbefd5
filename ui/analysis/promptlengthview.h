#pragma once

#include "analysisinput.h"
#include "charts/plotpainter.h"
#include "stats/promptlengthfit.h"

#include <QWidget>

#include <optional>
#include <vector>

class QLabel;
class QPainter;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace ttft {

class ExplorerCanvas;
struct PlotTheme;

// TTFT against prompt length, per provider: the requests as dots and the least-squares line
// through them. The slope is the prefill throughput (tokens/s), the intercept the fixed overhead
// (ms) every request pays. A table gives both with R² and n per provider, and a what-if: type a
// prompt length (or build one from "turn N of a conversation with ~T tokens per turn") and read
// the TTFT each provider's line predicts. Prompt lengths are what the server counted
// (usage.prompt_tokens) when it said, else what the workload aimed at.
class PromptLengthView : public QWidget
{
    Q_OBJECT
public:
    explicit PromptLengthView(QWidget *parent = nullptr);
    ~PromptLengthView() override;

    void setInput(const AnalysisInput &input);

    // Draws the chart (dots, lines, legend with each fit, what-if marker) into `target`.
    void render(QPainter *painter, const QRectF &target) const;
    using QWidget::render;

    // What is shown, for tests and exports.
    const std::vector<PromptLengthSeries> &series() const { return m_series; }
    void setWhatIfPromptTokens(int tokens);
    int whatIfPromptTokens() const;
    std::optional<double> predictedTtftMs(const QString &provider) const; // at the what-if length
    void applyConversationTurn(int turn, int tokensPerTurn); // sets the what-if from a turn

    QSize sizeHint() const override { return {760, 560}; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void draw(QPainter &painter, const QRectF &target) const;
    QString toolTipAt(const QRectF &target, const QPointF &position) const;
    std::vector<LegendEntry> legendEntries(const PlotTheme &theme) const;
    void fillTable();
    void retranslate();
    QColor colorOf(const QString &provider) const;

    AnalysisInput m_input;
    std::vector<PromptLengthSeries> m_series;

    QLabel *m_lengthLabel;
    QSpinBox *m_promptTokens;
    QLabel *m_turnLabel;
    QSpinBox *m_turn;
    QLabel *m_perTurnLabel;
    QSpinBox *m_tokensPerTurn;
    QPushButton *m_applyTurn;
    ExplorerCanvas *m_canvas;
    QTableWidget *m_table;
};

} // namespace ttft
