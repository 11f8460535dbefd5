#include "scenariosview.h"

#include "base/figuretext.h"
#include "charts/providercolors.h"
#include "stats/groupsummary.h"

#include <nlohmann/json.hpp>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ttft {

namespace {

constexpr int kDefaultCells = 0; // the cells combo's first entry: what the scenario looks at by default
constexpr int kAllCells = 1;

QColor passColor() { return QColor(46, 160, 67); }
QColor failColor() { return QColor(218, 54, 51); }

// A tint of `color` over the view's base colour: readable text in light and dark palettes alike.
QColor tint(const QColor &color, const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    const double a = 0.28;
    return QColor::fromRgbF(float(base.redF() * (1 - a) + color.redF() * a), float(base.greenF() * (1 - a) + color.greenF() * a),
                            float(base.blueF() * (1 - a) + color.blueF() * a));
}

QIcon swatch(const QColor &color)
{
    QPixmap pixmap(12, 12);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(color);
    painter.drawRoundedRect(QRectF(1, 1, 10, 10), 2, 2);
    return QIcon(pixmap);
}

QString limitHeading(const ScenarioLimit &limit)
{
    return ScenariosView::tr("%1 %2 ≤ %3 ms")
        .arg(scenarioStatisticLabel(limit.statistic), scenarioMetricLabel(limit.metric))
        .arg(limit.limitMs, 0, 'f', 0);
}

} // namespace

ScenariosView::ScenariosView(QWidget *parent)
    : QWidget(parent)
    , m_scenarios(scenarioPresets())
    , m_scenarioLabel(new QLabel(this))
    , m_scenarioBox(new QComboBox(this))
    , m_cellsLabel(new QLabel(this))
    , m_cellsBox(new QComboBox(this))
    , m_description(new QLabel(this))
    , m_limitsBox(new QWidget(this))
    , m_limitsForm(new QFormLayout(m_limitsBox))
    , m_caveat(new QLabel(this))
    , m_table(new QTableWidget(this))
    , m_empty(new QLabel(this))
{
    setObjectName(QStringLiteral("ScenariosView"));
    for (std::size_t i = 0; i < m_scenarios.size(); ++i)
        m_scenarioBox->addItem(QString(), int(m_scenarios[i].kind));
    m_scenarioBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_scenarioLabel->setBuddy(m_scenarioBox);
    m_cellsBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_cellsBox->addItem(QString());
    m_cellsBox->addItem(QString());
    m_cellsLabel->setBuddy(m_cellsBox);
    m_description->setWordWrap(true);
    m_caveat->setWordWrap(true);
    QFont italic = m_caveat->font();
    italic.setItalic(true);
    m_caveat->setFont(italic);
    m_limitsForm->setContentsMargins(0, 0, 0, 0);
    m_limitsForm->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_empty->setAlignment(Qt::AlignCenter);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_scenarioLabel);
    bar->addWidget(m_scenarioBox);
    bar->addSpacing(16);
    bar->addWidget(m_cellsLabel);
    bar->addWidget(m_cellsBox);
    bar->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addLayout(bar);
    layout->addWidget(m_description);
    layout->addWidget(m_limitsBox);
    layout->addWidget(m_caveat);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_empty, 1);

    connect(m_scenarioBox, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index < 0 || index == m_current)
            return;
        m_current = index;
        rebuildLimitEditors();
        m_cellsBox->setCurrentIndex(kDefaultCells);
        recompute();
        Q_EMIT scenarioChanged();
    });
    connect(m_cellsBox, &QComboBox::currentIndexChanged, this, [this] { recompute(); });

    retranslate();
    rebuildLimitEditors();
    recompute();
}

void ScenariosView::setInput(const AnalysisInput &input)
{
    m_input = input;
    refreshCells();
    recompute();
}

void ScenariosView::setScenario(ScenarioKind kind)
{
    for (int i = 0; i < int(m_scenarios.size()); ++i) {
        if (m_scenarios[std::size_t(i)].kind == kind)
            m_scenarioBox->setCurrentIndex(i);
    }
}

ScenarioKind ScenariosView::scenarioKind() const { return scenario().kind; }

void ScenariosView::setLimitMs(int index, double limitMs)
{
    if (index < 0 || index >= int(m_limitSpins.size()))
        return;
    m_limitSpins[std::size_t(index)]->setValue(limitMs); // the spin box's signal recomputes
}

const Scenario &ScenariosView::scenario() const { return m_scenarios[std::size_t(m_current)]; }

const ScenarioResult &ScenariosView::result() const { return m_result; }

nlohmann::json ScenariosView::limitsJson() const
{
    nlohmann::json object = nlohmann::json::object();
    for (const Scenario &scenario : m_scenarios)
        object[scenarioKindName(scenario.kind)] = toJson(scenario);
    return object;
}

void ScenariosView::setLimitsJson(const nlohmann::json &json)
{
    if (!json.is_object())
        return;
    for (Scenario &scenario : m_scenarios) {
        const auto at = json.find(scenarioKindName(scenario.kind));
        if (at == json.end())
            continue;
        Scenario read = scenarioFromJson(*at);
        if (read.kind == scenario.kind)
            scenario = read;
    }
    rebuildLimitEditors();
    recompute();
}

void ScenariosView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ScenariosView::retranslate()
{
    m_scenarioLabel->setText(tr("&Scenario:"));
    for (int i = 0; i < int(m_scenarios.size()); ++i)
        m_scenarioBox->setItemText(i, scenarioTitle(m_scenarios[std::size_t(i)].kind));
    m_cellsLabel->setText(tr("&Cells:"));
    m_cellsBox->setItemText(kAllCells, tr("All cells"));
    m_cellsBox->setToolTip(tr("Which plan cells (load level, prompt length) the verdicts count"));
    m_empty->setText(tr("No finished requests yet"));
    rebuildLimitEditors();
    recompute();
}

void ScenariosView::rebuildLimitEditors()
{
    while (m_limitsForm->rowCount() > 0)
        m_limitsForm->removeRow(0);
    m_limitSpins.clear();
    const Scenario &current = scenario();
    for (std::size_t i = 0; i < current.limits.size(); ++i) {
        const ScenarioLimit &limit = current.limits[i];
        auto *spin = new QDoubleSpinBox(m_limitsBox);
        spin->setRange(1, 600'000);
        spin->setDecimals(0);
        spin->setSingleStep(50);
        spin->setSuffix(tr(" ms"));
        spin->setValue(limit.limitMs);
        spin->setToolTip(tr("The limit this scenario holds every provider to; met at equality"));
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, i](double value) {
            Scenario &edited = m_scenarios[std::size_t(m_current)];
            if (i >= edited.limits.size() || edited.limits[i].limitMs == value)
                return;
            edited.limits[i].limitMs = value;
            recompute();
            Q_EMIT scenarioChanged();
        });
        m_limitsForm->addRow(tr("%1 %2 at most:").arg(scenarioStatisticLabel(limit.statistic), scenarioMetricLabel(limit.metric)), spin);
        m_limitSpins.push_back(spin);
    }
    m_description->setText(scenarioDescription(current.kind));
    const QString caveat = scenarioCaveat(current.kind);
    m_caveat->setText(caveat);
    m_caveat->setVisible(!caveat.isEmpty());
}

void ScenariosView::refreshCells()
{
    const QString chosen = m_cellsBox->currentIndex() > kAllCells ? m_cellsBox->currentData().toString() : QString();
    const int chosenIndex = m_cellsBox->currentIndex();
    QSignalBlocker blocker(m_cellsBox);
    while (m_cellsBox->count() > 2)
        m_cellsBox->removeItem(2);
    std::vector<std::string> labels;
    for (const RequestRecord &record : m_input.all()) {
        const std::string label = cellLabel(groupKeyOf(record));
        if (std::find(labels.begin(), labels.end(), label) == labels.end())
            labels.push_back(label);
    }
    for (const std::string &label : labels)
        m_cellsBox->addItem(QString::fromStdString(label), QString::fromStdString(label));
    const int found = chosen.isEmpty() ? -1 : m_cellsBox->findData(chosen);
    m_cellsBox->setCurrentIndex(found >= 0 ? found : (chosenIndex == kAllCells ? kAllCells : kDefaultCells));
}

void ScenariosView::recompute()
{
    std::vector<std::string> cells;
    const int index = m_cellsBox->currentIndex();
    const std::vector<std::string> defaults = scenarioCells(scenario().load, m_input.all());
    if (index == kDefaultCells || index < 0)
        cells = defaults;
    else if (index > kAllCells)
        cells = {m_cellsBox->currentData().toString().toStdString()};
    QStringList defaultNames;
    for (const std::string &cell : defaults)
        defaultNames << QString::fromStdString(cell);
    m_cellsBox->setItemText(kDefaultCells, defaultNames.isEmpty()
                                               ? tr("Scenario's default (all cells)")
                                               : tr("Scenario's default (%1)").arg(defaultNames.join(QStringLiteral(", "))));
    m_result = evaluateScenario(scenario(), m_input.all(), cells);
    fillTable();
}

void ScenariosView::fillTable()
{
    const bool empty = m_result.providers.empty();
    m_table->setVisible(!empty);
    m_empty->setVisible(empty);

    const Scenario &current = m_result.scenario;
    QStringList headings{tr("Provider")};
    for (const ScenarioLimit &limit : current.limits)
        headings << limitHeading(limit);
    for (const ScenarioFigure &figure : current.shown)
        headings << tr("%1 %2 (ms)").arg(scenarioStatisticLabel(figure.statistic), scenarioMetricLabel(figure.metric));
    headings << tr("Requests counted") << tr("Verdict");
    if (current.rankByFirstLimit)
        headings << tr("Rank");
    headings << tr("Evidence");

    m_table->clear();
    m_table->setColumnCount(int(headings.size()));
    m_table->setHorizontalHeaderLabels(headings);
    m_table->setRowCount(int(m_result.providers.size()));

    ProviderColors fallback;
    const QPalette palette = m_table->palette();
    QString cellsText = tr("all cells");
    if (!m_result.cells.empty()) {
        QStringList names;
        for (const std::string &cell : m_result.cells)
            names << QString::fromStdString(cell);
        cellsText = names.join(QStringLiteral(", "));
    }
    for (int row = 0; row < int(m_result.providers.size()); ++row) {
        const ProviderVerdict &verdict = m_result.providers[std::size_t(row)];
        const QString provider = QString::fromStdString(verdict.provider);
        int column = 0;
        auto *name = new QTableWidgetItem(provider);
        name->setIcon(swatch(m_input.colors.value(provider, fallback.colorOf(provider))));
        m_table->setItem(row, column++, name);

        for (const LimitVerdict &limit : verdict.limits) {
            const QString mark = limit.pass ? QStringLiteral("✔ ") : QStringLiteral("✘ ");
            auto *item = new QTableWidgetItem(limit.figureMs ? mark + tr("%1 ms").arg(msFigure(*limit.figureMs))
                                                             : mark + tr("no data"));
            item->setData(Qt::UserRole, limit.pass);
            item->setBackground(tint(limit.pass ? passColor() : failColor(), palette));
            item->setToolTip(describeLimitVerdict(limit, verdict) + QLatin1Char('\n') + tr("Cells counted: %1").arg(cellsText));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, column++, item);
        }
        for (const FigureValue &figure : verdict.shown) {
            auto *item = new QTableWidgetItem((figure.valueMs ? msFigure(*figure.valueMs) : QStringLiteral("—")));
            item->setToolTip(tr("Over %n successful measured request(s), judged by no limit", nullptr, int(figure.n)));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, column++, item);
        }
        QString counted = tr("%1 ok").arg(verdict.succeeded);
        if (verdict.failed > 0)
            counted += tr(", %1 failed (%2 %)").arg(verdict.failed).arg(verdict.failureRate.value_or(0) * 100, 0, 'f', 1);
        auto *countItem = new QTableWidgetItem(counted);
        countItem->setToolTip(tr("Measured requests in %1: %2 succeeded and count towards the figures, %3 failed; %4 "
                                 "warm-up requests left out")
                                  .arg(cellsText)
                                  .arg(verdict.succeeded)
                                  .arg(verdict.failed)
                                  .arg(verdict.warmupLeftOut));
        m_table->setItem(row, column++, countItem);

        QString verdictText;
        if (verdict.succeeded == 0)
            verdictText = tr("No data");
        else if (verdict.pass)
            verdictText = tr("Pass");
        else
            verdictText = current.alertOnFail ? tr("Alert") : tr("Fail");
        auto *verdictItem = new QTableWidgetItem(verdictText);
        verdictItem->setBackground(tint(verdict.pass ? passColor() : failColor(), palette));
        QFont bold = verdictItem->font();
        bold.setBold(true);
        verdictItem->setFont(bold);
        m_table->setItem(row, column++, verdictItem);
        if (current.rankByFirstLimit) {
            auto *rank = new QTableWidgetItem(verdict.rank > 0 ? QStringLiteral("#%1").arg(verdict.rank) : QStringLiteral("—"));
            rank->setToolTip(tr("Ranked by %1 %2: as small as possible, lowest first")
                                  .arg(scenarioStatisticLabel(current.limits.front().statistic),
                                       scenarioMetricLabel(current.limits.front().metric)));
            rank->setTextAlignment(Qt::AlignCenter);
            m_table->setItem(row, column++, rank);
        }
        // The evidence of the verdict: the first limit missed, else the first limit; every limit's
        // in the tooltip.
        QStringList evidence;
        QString shown;
        for (const LimitVerdict &limit : verdict.limits) {
            evidence << describeLimitVerdict(limit, verdict);
            if (shown.isEmpty() && !limit.pass)
                shown = evidence.back();
        }
        if (shown.isEmpty() && !evidence.isEmpty())
            shown = evidence.front();
        auto *evidenceItem = new QTableWidgetItem(shown);
        evidenceItem->setToolTip(evidence.join(QLatin1Char('\n')) + QLatin1Char('\n') + tr("Cells counted: %1").arg(cellsText));
        m_table->setItem(row, column++, evidenceItem);
    }
    m_table->resizeColumnsToContents();
}

} // namespace ttft
