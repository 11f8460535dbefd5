#include "pipelineview.h"

#include "explorercanvas.h"
#include "charts/plotpainter.h"
#include "pipelinetable.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ttft {

namespace {

constexpr int kAsrMax = 20'000;
constexpr int kOtherClauseRules[] = {20, 80, 0};

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

// The ASR time a run's model stands for: the value the what-if starts from.
double centreOf(const AsrModel &model)
{
    switch (model.kind) {
    case AsrModel::Kind::Constant:
    case AsrModel::Kind::Normal: return model.ms;
    case AsrModel::Kind::Uniform: return (model.minMs + model.maxMs) / 2;
    case AsrModel::Kind::Samples: return median(model.samples);
    }
    return model.ms;
}

} // namespace

PipelineView::PipelineView(QWidget *parent)
    : QWidget(parent)
    , m_pages(new QStackedWidget(this))
    , m_noData(new QLabel)
    , m_asrLabel(new QLabel)
    , m_asr(new QSpinBox)
    , m_asrRun(new QLabel)
    , m_promptLabel(new QLabel)
    , m_prompt(new QSpinBox)
    , m_promptNote(new QLabel)
    , m_ttsLabel(new QLabel)
    , m_tts(new QSpinBox)
    , m_clauseLabel(new QLabel)
    , m_clause(new QComboBox)
    , m_reset(new QPushButton)
    , m_whatIfText(new QLabel)
    , m_canvas(new ExplorerCanvas(
          [this](QPainter &painter, const QRectF &target) {
              m_waterfall.draw(painter, target, PlotTheme::from(palette(), font()));
          },
          [this](const QRectF &target, const QPointF &position) {
              return m_waterfall.toolTip(target, PlotTheme::from(palette(), font()), position);
          }))
    , m_table(new QTableWidget(0, PipelineTable::ColumnCount))
{
    setObjectName(QStringLiteral("PipelineView"));
    m_noData->setObjectName(QStringLiteral("pipelineNoData"));
    m_noData->setWordWrap(true);
    m_noData->setAlignment(Qt::AlignCenter);
    m_noData->setMargin(24);
    m_noData->setTextFormat(Qt::RichText);
    m_asr->setObjectName(QStringLiteral("whatIfAsrMs"));
    m_asr->setRange(0, kAsrMax);
    m_asr->setSingleStep(50);
    m_asr->setGroupSeparatorShown(true);
    m_prompt->setObjectName(QStringLiteral("whatIfPromptPercent"));
    m_prompt->setRange(10, 100);
    m_prompt->setSingleStep(10);
    m_prompt->setValue(100);
    m_tts->setObjectName(QStringLiteral("whatIfTtsPercent"));
    m_tts->setRange(25, 200);
    m_tts->setSingleStep(5);
    m_tts->setValue(100);
    m_clause->setObjectName(QStringLiteral("whatIfClauseRule"));
    m_clause->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_reset->setObjectName(QStringLiteral("whatIfReset"));
    m_asrRun->setForegroundRole(QPalette::PlaceholderText);
    m_promptNote->setForegroundRole(QPalette::PlaceholderText);
    m_promptNote->setWordWrap(true);
    m_whatIfText->setObjectName(QStringLiteral("whatIfText"));
    m_whatIfText->setWordWrap(true);
    m_whatIfText->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *controls = new QGridLayout;
    controls->setContentsMargins(6, 0, 6, 0);
    controls->setHorizontalSpacing(6);
    controls->addWidget(m_asrLabel, 0, 0);
    controls->addWidget(m_asr, 0, 1);
    controls->addWidget(m_asrRun, 0, 2);
    controls->addWidget(m_ttsLabel, 0, 3);
    controls->addWidget(m_tts, 0, 4);
    controls->addWidget(m_reset, 0, 6);
    controls->addWidget(m_promptLabel, 1, 0);
    controls->addWidget(m_prompt, 1, 1);
    // The reason a what-if is unavailable gets the whole width: it is a sentence per provider.
    controls->addWidget(m_promptNote, 2, 0, 1, 7);
    controls->addWidget(m_clauseLabel, 1, 3);
    controls->addWidget(m_clause, 1, 4);
    controls->setColumnStretch(2, 1);
    controls->setColumnStretch(5, 1);

    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(controls);
    auto *whatIfRow = new QHBoxLayout;
    whatIfRow->setContentsMargins(6, 0, 6, 0);
    whatIfRow->addWidget(m_whatIfText);
    layout->addLayout(whatIfRow);
    // The waterfall takes the room its rows need (the table stays right under it), and shrinks
    // first when there is little.
    layout->addWidget(m_canvas, 10);
    layout->addWidget(m_table);
    layout->addStretch(1);
    m_pages->addWidget(m_noData);
    m_pages->addWidget(content);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_pages);

    const auto changed = [this] { recompute(); };
    connect(m_asr, &QSpinBox::valueChanged, this, changed);
    connect(m_prompt, &QSpinBox::valueChanged, this, changed);
    connect(m_tts, &QSpinBox::valueChanged, this, changed);
    connect(m_clause, &QComboBox::currentIndexChanged, this, changed);
    connect(m_reset, &QPushButton::clicked, this, &PipelineView::resetWhatIf);
    retranslate();
    recompute();
}

PipelineView::~PipelineView() = default;

int PipelineView::runClauseChars() const
{
    return m_input.run.voice.enabled() ? m_input.run.voice.clauseChars : kDefaultClauseChars;
}

void PipelineView::setInput(const AnalysisInput &input)
{
    m_input = input;
    const std::vector<RequestRecord> &records = m_input.all();
    m_hasData = hasPipelineData(records);
    m_measured = m_hasData ? PipelineTable::withoutSingleCell(summarizePipeline(records, {}, ttsNamesOf(m_input.run.voice)))
                           : std::vector<PipelineSummary>{};

    // The ASR what-if starts at what the run assumed: its model, or the records' own times (a
    // recogniser measured in each turn, or a run without its plan).
    const VoicePlan &voice = m_input.run.voice;
    if (voice.enabled() && !voice.liveAsr) {
        m_defaultAsrMs = int(std::lround(centreOf(voice.asr)));
        m_asrDescription = QString::fromStdString(voice.asr.describe());
    } else {
        std::vector<double> asr;
        for (const RequestRecord &record : records)
            if (!record.warmup && record.asrMs)
                asr.push_back(*record.asrMs);
        m_defaultAsrMs = int(std::lround(median(asr)));
        m_asrDescription = asr.empty() ? QString() : tr("median of the records: %1 ms").arg(m_defaultAsrMs);
    }

    // A shorter prompt needs every combination's prompt-length fit: ask the summary what it
    // cannot do.
    m_promptReason.clear();
    if (m_hasData) {
        PipelineWhatIf probe;
        probe.promptScale = 0.5;
        const std::vector<PipelineSummary> probed = summarizePipeline(records, probe, ttsNamesOf(m_input.run.voice));
        QStringList reasons;
        bool anyFit = false;
        for (const PipelineSummary &s : probed) {
            if (s.notes.empty())
                anyFit = true;
            for (const std::string &note : s.notes)
                if (!reasons.contains(QString::fromStdString(note)))
                    reasons << QString::fromStdString(note);
        }
        if (!anyFit)
            m_promptReason = reasons.join(QLatin1Char(' '));
    }
    resetWhatIfValues();
    fillClauseRules();
    m_pages->setCurrentIndex(m_hasData ? 1 : 0);
    recompute();
    retranslate();
}

void PipelineView::fillClauseRules()
{
    const QSignalBlocker block(m_clause);
    const int current = m_clause->currentIndex() > 0 ? m_clause->currentData().toInt() : -1;
    m_clause->clear();
    const auto describe = [](int chars) {
        return chars > 0 ? tr("punctuation or %1 characters").arg(chars) : tr("punctuation only");
    };
    m_clause->addItem(tr("as run (%1)").arg(describe(runClauseChars())), runClauseChars());
    for (const int chars : kOtherClauseRules)
        if (chars != runClauseChars())
            m_clause->addItem(describe(chars), chars);
    const int index = current >= 0 ? m_clause->findData(current) : 0;
    m_clause->setCurrentIndex(std::max(index, 0));
}

PipelineWhatIf PipelineView::whatIf() const
{
    PipelineWhatIf whatIf;
    whatIf.runClauseChars = runClauseChars();
    if (m_asr->value() != std::min(m_defaultAsrMs, kAsrMax))
        whatIf.asrMs = m_asr->value();
    if (m_prompt->isEnabled() && m_prompt->value() != 100)
        whatIf.promptScale = m_prompt->value() / 100.0;
    whatIf.ttsScale = m_tts->value() / 100.0;
    if (m_clause->currentIndex() > 0)
        whatIf.clauseChars = m_clause->currentData().toInt();
    return whatIf;
}

void PipelineView::recompute()
{
    // The measured figures were summarized once, in setInput: only the estimate changes here.
    const std::vector<RequestRecord> &records = m_input.all();
    const PipelineWhatIf assumptions = whatIf();
    std::vector<PipelineSummary> estimate;
    m_notes.clear();
    if (m_hasData && assumptions.any()) {
        estimate = PipelineTable::withoutSingleCell(summarizePipeline(records, assumptions, ttsNamesOf(m_input.run.voice)));
        for (const PipelineSummary &s : estimate)
            for (const std::string &note : s.notes)
                if (std::find(m_notes.begin(), m_notes.end(), note) == m_notes.end())
                    m_notes.push_back(note);
    }
    m_waterfall.setSummaries(m_measured, std::move(estimate), m_hasData && assumptions.any());
    m_reset->setEnabled(assumptions.any());
    m_canvas->setMaximumHeight(int(std::ceil(preferredChartHeight())));
    updateWhatIfText();
    m_canvas->update();
}

void PipelineView::fillTable()
{
    QStringList headings;
    for (int column = 0; column < PipelineTable::ColumnCount; ++column)
        headings << PipelineTable::heading(column);
    m_table->setHorizontalHeaderLabels(headings);
    const std::vector<PipelineSummary> &rows = m_waterfall.measured();
    m_table->setRowCount(int(rows.size()));
    for (int row = 0; row < int(rows.size()); ++row) {
        for (int column = 0; column < PipelineTable::ColumnCount; ++column) {
            const PipelineSummary &summary = rows[std::size_t(row)];
            auto *item = new QTableWidgetItem(PipelineTable::cell(summary, column));
            if (PipelineTable::isNumeric(column)) {
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                // The raw figure for whoever sorts or reads the model; the text is for people.
                if (const std::optional<double> value = PipelineTable::value(summary, column))
                    item->setData(Qt::UserRole, *value);
            } else if (column == PipelineTable::ColumnDominant && summary.complete > 0) {
                item->setToolTip(PipelineTable::dominantText(summary));
            }
            m_table->setItem(row, column, item);
        }
    }
    // As tall as its rows, up to six: the waterfall keeps the room.
    const int shown = std::clamp(int(rows.size()), 1, 6);
    m_table->setFixedHeight(m_table->horizontalHeader()->sizeHint().height()
                            + shown * m_table->verticalHeader()->defaultSectionSize() + 2 * m_table->frameWidth()
                            + m_table->horizontalScrollBar()->sizeHint().height() + 2);
}

QStringList PipelineView::whatIfLines() const
{
    QStringList lines;
    if (!m_waterfall.whatIf())
        return lines;
    const std::vector<PipelineSummary> &measured = m_waterfall.measured();
    const std::vector<PipelineSummary> &estimate = m_waterfall.estimate();
    for (std::size_t i = 0; i < measured.size() && i < estimate.size(); ++i)
        lines << tr("%1: %2").arg(PipelineTable::combinationName(measured[i]),
                                  PipelineTable::whatIfText(measured[i], estimate[i]));
    for (const std::string &note : m_notes)
        lines << QString::fromStdString(note);
    return lines;
}

void PipelineView::updateWhatIfText()
{
    const QStringList lines = whatIfLines();
    m_whatIfText->setText(lines.isEmpty() ? tr("Change an assumption to estimate the first sound under it; the "
                                               "waterfall keeps the measured bars behind the estimate.")
                                          : lines.join(QLatin1Char('\n')));
    m_whatIfText->setForegroundRole(lines.isEmpty() ? QPalette::PlaceholderText : QPalette::WindowText);
}

QString PipelineView::noDataHeadline()
{
    return tr("This run has no TTS stage, so there is no voice pipeline to show.");
}

QString PipelineView::noDataHint()
{
    return tr("To measure the time from the user's last word to the first sound (ASR, LLM first token, first clause, "
              "TTS first real audio), run with a TTS profile (ttft-bench run --tts-…).");
}

QString PipelineView::noDataText() const
{
    return noDataHeadline() + QLatin1Char(' ') + noDataHint();
}

bool PipelineView::promptLengthAvailable() const
{
    return m_promptReason.isEmpty();
}

void PipelineView::setAsrMs(int ms)
{
    m_asr->setValue(ms);
}

void PipelineView::setPromptPercent(int percent)
{
    m_prompt->setValue(percent);
}

void PipelineView::setTtsPercent(int percent)
{
    m_tts->setValue(percent);
}

void PipelineView::setClauseChars(int chars)
{
    const int index = m_clause->findData(chars);
    // The run's own rule is the first entry: choosing it is no what-if.
    m_clause->setCurrentIndex(std::max(index, 0));
}

void PipelineView::resetWhatIf()
{
    resetWhatIfValues();
    {
        const QSignalBlocker block(m_clause);
        m_clause->setCurrentIndex(0);
    }
    recompute();
}

void PipelineView::resetWhatIfValues()
{
    const QSignalBlocker blockAsr(m_asr);
    const QSignalBlocker blockPrompt(m_prompt);
    const QSignalBlocker blockTts(m_tts);
    m_asr->setValue(std::min(m_defaultAsrMs, kAsrMax));
    m_prompt->setValue(100);
    m_tts->setValue(100);
}

PipelineWaterfallLayout PipelineView::waterfallLayout(const QRectF &target) const
{
    const QRectF rect = target.isEmpty() ? QRectF(m_canvas->rect()) : target;
    return m_waterfall.layout(rect, PlotTheme::from(palette(), font()));
}

QString PipelineView::toolTipAt(const QRectF &target, const QPointF &position) const
{
    return m_waterfall.toolTip(target, PlotTheme::from(palette(), font()), position);
}

qreal PipelineView::preferredChartHeight() const
{
    return PipelineWaterfall::preferredHeight(m_waterfall.measured().size(), m_waterfall.whatIf());
}

void PipelineView::render(QPainter *painter, const QRectF &target) const
{
    if (painter)
        m_waterfall.draw(*painter, target, PlotTheme::from(palette(), font()));
}

void PipelineView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PipelineView::retranslate()
{
    m_noData->setText(QStringLiteral("<p><b>%1</b></p><p>%2</p>").arg(noDataHeadline().toHtmlEscaped(), noDataHint().toHtmlEscaped()));
    m_asrLabel->setText(tr("ASR"));
    m_asr->setSuffix(tr(" ms"));
    m_asr->setToolTip(tr("Every turn's ASR finalization takes this long instead of what the run assumed."));
    m_asrRun->setText(m_asrDescription.isEmpty() ? QString() : tr("run: %1").arg(m_asrDescription));
    m_promptLabel->setText(tr("Prompt length"));
    m_prompt->setSuffix(tr(" %"));
    const bool promptAvailable = promptLengthAvailable();
    m_prompt->setEnabled(promptAvailable);
    m_prompt->setToolTip(promptAvailable
                             ? tr("Prompts this fraction as long: each LLM first token loses the removed tokens' "
                                  "prefill, by the provider's prompt-length fit.")
                             : m_promptReason);
    m_promptNote->setText(promptAvailable ? QString() : m_promptReason);
    m_promptNote->setVisible(!promptAvailable);
    m_ttsLabel->setText(tr("TTS first real audio"));
    m_tts->setSuffix(tr(" %"));
    m_tts->setToolTip(tr("The TTS endpoint's time to first audio scaled to this share: 50 % is a TTS twice as fast."));
    m_clauseLabel->setText(tr("Clause rule"));
    m_clause->setToolTip(tr("Where the first clause ends: punctuation, or this many characters, whichever comes "
                            "first. Another rule is estimated from the answer's own pace."));
    fillClauseRules();
    m_reset->setText(tr("Reset"));
    m_reset->setToolTip(tr("Back to the measured figures."));
    fillTable();
    updateWhatIfText();
    m_canvas->update();
}

} // namespace ttft
