#include "planpanel.h"

#include "base/durationtext.h"

#include "panelstate.h"
#include "transportsweep.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

#include <cmath>
#include <optional>

namespace ttft {

namespace {

const char *const kModeNames[] = {"sequential", "concurrency", "rate", "sweep", "conversations"};

QStringList listItems(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    return text.split(separators, Qt::SkipEmptyParts);
}

std::optional<std::vector<int>> parseInts(const QString &text, int minimum)
{
    std::vector<int> values;
    for (const QString &item : listItems(text)) {
        bool ok = false;
        const int value = item.toInt(&ok);
        if (!ok || value < minimum)
            return std::nullopt;
        values.push_back(value);
    }
    return values;
}

std::optional<std::vector<double>> parseDoubles(const QString &text)
{
    std::vector<double> values;
    for (const QString &item : listItems(text)) {
        bool ok = false;
        const double value = item.toDouble(&ok);
        if (!ok || !std::isfinite(value) || value <= 0)
            return std::nullopt;
        values.push_back(value);
    }
    return values;
}

template <typename T>
QString joined(const std::vector<T> &values)
{
    QStringList items;
    for (T value : values)
        items << QString::number(value);
    return items.join(QStringLiteral(", "));
}

// Gaps between turns: seconds ≥ 0, at least one.
std::optional<std::vector<double>> parseGaps(const QString &text)
{
    std::vector<double> values;
    for (const QString &item : listItems(text)) {
        bool ok = false;
        const double value = item.toDouble(&ok);
        if (!ok || !std::isfinite(value) || value < 0)
            return std::nullopt;
        values.push_back(value);
    }
    if (values.empty())
        return std::nullopt;
    return values;
}

std::optional<std::vector<HistoryStrategy>> parseHistory(const QString &text)
{
    std::vector<HistoryStrategy> strategies;
    for (const QString &item : listItems(text)) {
        HistoryStrategy strategy;
        if (!historyStrategyFromName(item.toStdString(), strategy))
            return std::nullopt;
        strategies.push_back(strategy);
    }
    if (strategies.empty())
        strategies.push_back({});
    return strategies;
}

QString historyText(const std::vector<HistoryStrategy> &strategies)
{
    QStringList names;
    for (const HistoryStrategy &strategy : strategies)
        names << QString::fromStdString(historyStrategyName(strategy));
    return names.join(QStringLiteral(", "));
}

} // namespace

PlanPanel::PlanPanel(QWidget *parent)
    : QWidget(parent)
    , m_form(new QFormLayout)
    , m_modeLabel(new QLabel(this))
    , m_mode(new QComboBox(this))
    , m_axisLabel(new QLabel(this))
    , m_axis(new QComboBox(this))
    , m_warmupLabel(new QLabel(this))
    , m_warmup(new QSpinBox(this))
    , m_roundsLabel(new QLabel(this))
    , m_rounds(new QSpinBox(this))
    , m_concurrencyLabel(new QLabel(this))
    , m_concurrency(new QSpinBox(this))
    , m_rateLabel(new QLabel(this))
    , m_rate(new QDoubleSpinBox(this))
    , m_levelsLabel(new QLabel(this))
    , m_levels(new QLineEdit(this))
    , m_ratesLabel(new QLabel(this))
    , m_rates(new QLineEdit(this))
    , m_arrivalLabel(new QLabel(this))
    , m_arrival(new QComboBox(this))
    , m_burstinessLabel(new QLabel(this))
    , m_burstiness(new QDoubleSpinBox(this))
    , m_maxInFlightLabel(new QLabel(this))
    , m_maxInFlight(new QSpinBox(this))
    , m_lengthLabel(new QLabel(this))
    , m_duration(new QDoubleSpinBox(this))
    , m_requests(new QSpinBox(this))
    , m_lengthUnit(new QComboBox(this))
    , m_rampUpLabel(new QLabel(this))
    , m_rampUp(new QDoubleSpinBox(this))
    , m_promptLengthsLabel(new QLabel(this))
    , m_promptLengths(new QLineEdit(this))
    , m_seedLabel(new QLabel(this))
    , m_seed(new QSpinBox(this))
    , m_transportLabel(new QLabel(this))
    , m_transport(new QComboBox(this))
    , m_httpLabel(new QLabel(this))
    , m_http(new QComboBox(this))
    , m_whereLabel(new QLabel(this))
    , m_where(new QLineEdit(this))
    , m_usersLabel(new QLabel(this))
    , m_users(new QSpinBox(this))
    , m_turnsLabel(new QLabel(this))
    , m_turns(new QSpinBox(this))
    , m_gapsLabel(new QLabel(this))
    , m_gaps(new QLineEdit(this))
    , m_historyLabel(new QLabel(this))
    , m_history(new QLineEdit(this))
    , m_thinkLabel(new QLabel(this))
    , m_think(new QComboBox(this))
    , m_languageLabel(new QLabel(this))
    , m_language(new QComboBox(this))
    , m_toolEveryLabel(new QLabel(this))
    , m_toolEvery(new QSpinBox(this))
    , m_toolDelayLabel(new QLabel(this))
    , m_toolDelay(new QDoubleSpinBox(this))
    , m_estimate(new QLabel(this))
    , m_estimateNote(new QLabel(this))
    , m_problem(new QLabel(this))
{
    setObjectName(QStringLiteral("PlanPanel"));
    m_mode->setObjectName(QStringLiteral("mode"));
    m_axis->setObjectName(QStringLiteral("sweepAxis"));
    m_warmup->setObjectName(QStringLiteral("warmup"));
    m_rounds->setObjectName(QStringLiteral("rounds"));
    m_concurrency->setObjectName(QStringLiteral("concurrency"));
    m_rate->setObjectName(QStringLiteral("rate"));
    m_levels->setObjectName(QStringLiteral("concurrencyLevels"));
    m_rates->setObjectName(QStringLiteral("rates"));
    m_arrival->setObjectName(QStringLiteral("arrival"));
    m_burstiness->setObjectName(QStringLiteral("burstiness"));
    m_maxInFlight->setObjectName(QStringLiteral("maxInFlight"));
    m_duration->setObjectName(QStringLiteral("duration"));
    m_requests->setObjectName(QStringLiteral("requests"));
    m_lengthUnit->setObjectName(QStringLiteral("lengthUnit"));
    m_rampUp->setObjectName(QStringLiteral("rampUp"));
    m_promptLengths->setObjectName(QStringLiteral("promptLengths"));
    m_seed->setObjectName(QStringLiteral("seed"));
    m_transport->setObjectName(QStringLiteral("transport"));
    m_http->setObjectName(QStringLiteral("httpVersion"));
    m_users->setObjectName(QStringLiteral("conversationUsers"));
    m_turns->setObjectName(QStringLiteral("turns"));
    m_gaps->setObjectName(QStringLiteral("turnGaps"));
    m_history->setObjectName(QStringLiteral("history"));
    m_think->setObjectName(QStringLiteral("think"));
    m_language->setObjectName(QStringLiteral("conversationLanguage"));
    m_toolEvery->setObjectName(QStringLiteral("toolEvery"));
    m_toolDelay->setObjectName(QStringLiteral("toolDelay"));
    m_estimate->setObjectName(QStringLiteral("estimate"));
    m_estimateNote->setObjectName(QStringLiteral("estimateNote"));
    m_problem->setObjectName(QStringLiteral("problem"));

    for (const char *name : kModeNames)
        m_mode->addItem(QString(), QString::fromLatin1(name));
    m_axis->addItem(QString(), QStringLiteral("concurrency"));
    m_axis->addItem(QString(), QStringLiteral("rates"));
    for (ArrivalProcess arrival : {ArrivalProcess::Constant, ArrivalProcess::Poisson, ArrivalProcess::Gamma})
        m_arrival->addItem(QString(), QString::fromLatin1(arrivalName(arrival)));
    m_lengthUnit->addItem(QString(), QStringLiteral("seconds"));
    m_lengthUnit->addItem(QString(), QStringLiteral("requests"));
    for (const char *choice : {"provider", "curl", "qt", "both"})
        m_transport->addItem(QString(), QString::fromLatin1(choice));
    for (const char *choice : {"provider", "1.1", "2", "both"})
        m_http->addItem(QString(), QString::fromLatin1(choice));
    for (ThinkTime think : {ThinkTime::Fixed, ThinkTime::Exponential, ThinkTime::Speaking})
        m_think->addItem(QString(), QString::fromLatin1(thinkTimeName(think)));
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("中文"), QStringLiteral("zh"));
    m_users->setRange(1, 100'000);
    m_users->setGroupSeparatorShown(true);
    m_turns->setRange(1, 1'000);
    m_toolEvery->setRange(0, 1'000);
    m_toolDelay->setRange(0, 600'000);
    m_toolDelay->setDecimals(0);
    m_toolDelay->setSingleStep(50);

    m_warmup->setRange(0, 100'000);
    m_rounds->setRange(1, 1'000'000);
    m_rounds->setGroupSeparatorShown(true);
    m_concurrency->setRange(1, 100'000);
    m_concurrency->setGroupSeparatorShown(true);
    m_rate->setRange(0.01, 100'000);
    m_rate->setDecimals(2);
    m_burstiness->setRange(0.05, 100);
    m_burstiness->setDecimals(2);
    m_burstiness->setSingleStep(0.1);
    m_maxInFlight->setRange(0, 100'000);
    m_duration->setRange(1, 86'400);
    m_duration->setDecimals(0);
    m_requests->setRange(1, 10'000'000);
    m_requests->setGroupSeparatorShown(true);
    m_rampUp->setRange(0, 3600);
    m_rampUp->setDecimals(1);
    m_seed->setRange(0, 2'147'483'647);
    m_estimate->setWordWrap(true);
    m_estimateNote->setWordWrap(true);
    m_estimateNote->setForegroundRole(QPalette::PlaceholderText);
    m_problem->setWordWrap(true);
    QPalette problemColors = m_problem->palette();
    problemColors.setColor(QPalette::WindowText, QColor(0xc0, 0x20, 0x20));
    m_problem->setPalette(problemColors);
    QFont estimateFont = m_estimate->font();
    estimateFont.setBold(true);
    m_estimate->setFont(estimateFont);

    auto *lengthRow = new QHBoxLayout;
    lengthRow->addWidget(m_duration);
    lengthRow->addWidget(m_requests);
    lengthRow->addWidget(m_lengthUnit);

    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow); // fields fill the column: rows line up at any width
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);       // a field too wide beside its label goes under it
    m_form->addRow(m_modeLabel, m_mode);
    m_form->addRow(m_axisLabel, m_axis);
    m_form->addRow(m_concurrencyLabel, m_concurrency);
    m_form->addRow(m_levelsLabel, m_levels);
    m_form->addRow(m_rateLabel, m_rate);
    m_form->addRow(m_ratesLabel, m_rates);
    m_form->addRow(m_arrivalLabel, m_arrival);
    m_form->addRow(m_burstinessLabel, m_burstiness);
    m_form->addRow(m_maxInFlightLabel, m_maxInFlight);
    m_form->addRow(m_usersLabel, m_users);
    m_form->addRow(m_turnsLabel, m_turns);
    m_form->addRow(m_gapsLabel, m_gaps);
    m_form->addRow(m_thinkLabel, m_think);
    m_form->addRow(m_historyLabel, m_history);
    m_form->addRow(m_languageLabel, m_language);
    m_form->addRow(m_toolEveryLabel, m_toolEvery);
    m_form->addRow(m_toolDelayLabel, m_toolDelay);
    m_form->addRow(m_warmupLabel, m_warmup);
    m_form->addRow(m_roundsLabel, m_rounds);
    m_form->addRow(m_lengthLabel, lengthRow);
    m_form->addRow(m_rampUpLabel, m_rampUp);
    m_form->addRow(m_promptLengthsLabel, m_promptLengths);
    m_form->addRow(m_seedLabel, m_seed);
    m_form->addRow(m_transportLabel, m_transport);
    m_form->addRow(m_httpLabel, m_http);
    m_form->addRow(m_whereLabel, m_where);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(m_form);
    layout->addWidget(m_estimate);
    layout->addWidget(m_estimateNote);
    layout->addWidget(m_problem);
    layout->addStretch(1);

    // The ready plan: every provider at concurrency 1, then 10, side by side, 15 s each.
    m_mode->setCurrentIndex(int(Mode::Sweep));
    m_axis->setCurrentIndex(0);
    m_levels->setText(QStringLiteral("1, 10"));
    m_rates->setText(QStringLiteral("1, 2, 5"));
    m_concurrency->setValue(10);
    m_rate->setValue(2);
    m_warmup->setValue(1);
    m_rounds->setValue(20);
    m_duration->setValue(15);
    m_requests->setValue(30);
    m_burstiness->setValue(1);
    m_seed->setValue(1);
    m_users->setValue(8);
    m_turns->setValue(10);
    m_gaps->setText(QStringLiteral("5, 30"));
    m_history->setText(QStringLiteral("full"));
    m_toolDelay->setValue(ConversationPlan().toolDelayMs);

    for (QComboBox *box : {m_mode, m_axis, m_arrival, m_lengthUnit, m_transport, m_http, m_think, m_language})
        connect(box, &QComboBox::currentIndexChanged, this, &PlanPanel::onChanged);
    for (QSpinBox *box : {m_warmup, m_rounds, m_concurrency, m_maxInFlight, m_requests, m_seed, m_users, m_turns, m_toolEvery})
        connect(box, &QSpinBox::valueChanged, this, &PlanPanel::onChanged);
    for (QDoubleSpinBox *box : {m_rate, m_burstiness, m_duration, m_rampUp, m_toolDelay})
        connect(box, &QDoubleSpinBox::valueChanged, this, &PlanPanel::onChanged);
    for (QLineEdit *edit : {m_levels, m_rates, m_promptLengths, m_where, m_gaps, m_history})
        connect(edit, &QLineEdit::textChanged, this, &PlanPanel::onChanged);

    retranslate();
    updateVisibility();
}

void PlanPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PlanPanel::retranslate()
{
    m_modeLabel->setText(tr("&Mode:"));
    m_modeLabel->setBuddy(m_mode);
    m_mode->setItemText(0, tr("Sequential (one request at a time)"));
    m_mode->setItemText(1, tr("Concurrency for a duration (closed loop)"));
    m_mode->setItemText(2, tr("Arrival rate (open loop)"));
    m_mode->setItemText(3, tr("Sweep (several levels, prompt lengths)"));
    m_mode->setItemText(4, tr("Conversations (multi-turn, growing history)"));
    m_usersLabel->setText(tr("&Users per provider:"));
    m_usersLabel->setBuddy(m_users);
    m_users->setToolTip(tr("Simulated users, each holding one conversation; every turn sends the history with the model's actual replies"));
    m_turnsLabel->setText(tr("T&urns:"));
    m_turnsLabel->setBuddy(m_turns);
    m_gapsLabel->setText(tr("&Gaps between turns (s):"));
    m_gapsLabel->setBuddy(m_gaps);
    m_gaps->setPlaceholderText(tr("e.g. 5, 30, 120"));
    m_gaps->setToolTip(tr("From a reply's end to the next turn; several are cells of their own with the same conversations, "
                          "and show where a prompt cache stops carrying the history"));
    m_thinkLabel->setText(tr("Gap &is:"));
    m_thinkLabel->setBuddy(m_think);
    m_think->setItemText(0, tr("Fixed"));
    m_think->setItemText(1, tr("Exponential (its mean)"));
    m_think->setItemText(2, tr("A pause, then the next utterance spoken"));
    m_historyLabel->setText(tr("Histor&y kept:"));
    m_historyLabel->setBuddy(m_history);
    m_history->setPlaceholderText(tr("full, last:4, budget:2000, summary:6"));
    m_history->setToolTip(tr("full; last:N turns; budget:N tokens (the oldest dropped); summary:N (every N turns a summary of "
                             "fixed size replaces them). Several are cells of their own with the same conversations."));
    m_languageLabel->setText(tr("Users &speak:"));
    m_languageLabel->setBuddy(m_language);
    m_toolEveryLabel->setText(tr("T&ool call every:"));
    m_toolEveryLabel->setBuddy(m_toolEvery);
    m_toolEvery->setSpecialValueText(tr("never"));
    m_toolEvery->setSuffix(tr(" turns"));
    m_toolEvery->setToolTip(tr("Every Nth turn the model must call one of the conversation's tools; the tool runs, and a "
                               "follow-up with its result gets the answer. The turn's wait is shown stage by stage."));
    m_toolDelayLabel->setText(tr("Too&l takes:"));
    m_toolDelayLabel->setBuddy(m_toolDelay);
    m_toolDelay->setSuffix(QStringLiteral(" ms"));
    m_axisLabel->setText(tr("Sweep &over:"));
    m_axisLabel->setBuddy(m_axis);
    m_axis->setItemText(0, tr("Concurrency levels"));
    m_axis->setItemText(1, tr("Arrival rates"));
    m_warmupLabel->setText(tr("&Warm-up requests:"));
    m_warmupLabel->setBuddy(m_warmup);
    m_warmup->setToolTip(tr("Per provider and cell; recorded, but left out of the statistics"));
    m_roundsLabel->setText(tr("&Rounds per provider:"));
    m_roundsLabel->setBuddy(m_rounds);
    m_concurrencyLabel->setText(tr("&Concurrency:"));
    m_concurrencyLabel->setBuddy(m_concurrency);
    m_concurrency->setToolTip(tr("Requests in flight per provider"));
    m_rateLabel->setText(tr("&Rate per provider:"));
    m_rateLabel->setBuddy(m_rate);
    m_rate->setSuffix(tr(" req/s"));
    m_levelsLabel->setText(tr("&Concurrency levels:"));
    m_levelsLabel->setBuddy(m_levels);
    m_levels->setPlaceholderText(tr("e.g. 1, 10, 50"));
    m_ratesLabel->setText(tr("R&ates (req/s):"));
    m_ratesLabel->setBuddy(m_rates);
    m_rates->setPlaceholderText(tr("e.g. 0.5, 1, 2"));
    m_arrivalLabel->setText(tr("&Arrivals:"));
    m_arrivalLabel->setBuddy(m_arrival);
    m_arrival->setItemText(0, tr("Constant (evenly spaced)"));
    m_arrival->setItemText(1, tr("Poisson"));
    m_arrival->setItemText(2, tr("Gamma (set burstiness)"));
    m_burstinessLabel->setText(tr("&Burstiness:"));
    m_burstinessLabel->setBuddy(m_burstiness);
    m_burstiness->setToolTip(tr("Gamma shape: 1 is Poisson, below 1 burstier, above 1 smoother"));
    m_maxInFlightLabel->setText(tr("Max &in flight:"));
    m_maxInFlightLabel->setBuddy(m_maxInFlight);
    m_maxInFlight->setSpecialValueText(tr("no limit"));
    m_maxInFlight->setToolTip(tr("Arrivals beyond it wait in the client; the wait shows as dispatch lag"));
    m_lengthLabel->setText(tr("Each &cell:"));
    m_lengthLabel->setBuddy(m_duration);
    m_lengthUnit->setItemText(0, tr("seconds"));
    m_lengthUnit->setItemText(1, tr("requests"));
    m_lengthUnit->setToolTip(tr("Measure each cell for a time, or for a number of requests per provider"));
    m_rampUpLabel->setText(tr("Ramp-&up:"));
    m_rampUpLabel->setBuddy(m_rampUp);
    m_rampUp->setSuffix(tr(" s"));
    m_rampUp->setToolTip(tr("Spread the workers' starts over this time"));
    m_promptLengthsLabel->setText(tr("&Prompt lengths:"));
    m_promptLengthsLabel->setBuddy(m_promptLengths);
    m_promptLengths->setPlaceholderText(tr("optional, in tokens, e.g. 500, 2000, 8000"));
    m_whereLabel->setText(tr("&Where:"));
    m_whereLabel->setBuddy(m_where);
    m_where->setPlaceholderText(tr("location and network, e.g. office Wi-Fi, Shanghai"));
    m_where->setToolTip(tr("Saved with the run: figures from different places or networks are only comparable knowing that they differ"));
    m_seedLabel->setText(tr("S&eed:"));
    m_seedLabel->setBuddy(m_seed);
    m_seed->setToolTip(tr("Arrivals, filler text and nonces follow from it"));
    m_transportLabel->setText(tr("&Transport:"));
    m_transportLabel->setBuddy(m_transport);
    m_transport->setItemText(0, tr("As each provider says"));
    m_transport->setItemText(1, tr("libcurl (precise)"));
    m_transport->setItemText(2, tr("Qt Network"));
    m_transport->setItemText(3, tr("Both, side by side"));
    m_httpLabel->setText(tr("&HTTP version:"));
    m_httpLabel->setBuddy(m_http);
    m_http->setItemText(0, tr("As each provider says"));
    m_http->setItemText(1, tr("HTTP/1.1"));
    m_http->setItemText(2, tr("HTTP/2"));
    m_http->setItemText(3, tr("Both, side by side"));
    updateEstimate();
}

PlanPanel::Mode PlanPanel::mode() const
{
    return Mode(std::max(0, m_mode->currentIndex()));
}

bool PlanPanel::sweepsRates() const
{
    return mode() == Mode::ArrivalRate || (mode() == Mode::Sweep && m_axis->currentIndex() == 1);
}

void PlanPanel::updateVisibility()
{
    const Mode current = mode();
    const bool sequential = current == Mode::Sequential;
    const bool sweep = current == Mode::Sweep;
    const bool open = sweepsRates();
    const bool byTime = m_lengthUnit->currentIndex() == 0;
    const bool conversations = current == Mode::Conversations;
    for (QWidget *field : std::initializer_list<QWidget *>{m_users, m_turns, m_gaps, m_think, m_history, m_language, m_toolEvery})
        m_form->setRowVisible(field, conversations);
    m_form->setRowVisible(m_toolDelay, conversations && m_toolEvery->value() > 0);
    m_form->setRowVisible(m_warmup, !conversations); // each user's first request is its warm-up
    m_form->setRowVisible(m_axis, sweep);
    m_form->setRowVisible(m_concurrency, current == Mode::Concurrency);
    m_form->setRowVisible(m_levels, sweep && !open);
    m_form->setRowVisible(m_rate, current == Mode::ArrivalRate);
    m_form->setRowVisible(m_rates, sweep && open);
    m_form->setRowVisible(m_arrival, open);
    m_form->setRowVisible(m_burstiness, open && m_arrival->currentIndex() == int(ArrivalProcess::Gamma));
    m_form->setRowVisible(m_maxInFlight, open);
    m_form->setRowVisible(m_rounds, sequential);
    // By hand: setRowVisible() would show both length fields for a moment, and the window would
    // grow to fit them.
    const bool lengthShown = !sequential && !conversations; // a conversation's length is its turns
    m_lengthLabel->setVisible(lengthShown);
    m_lengthUnit->setVisible(lengthShown);
    m_duration->setVisible(lengthShown && byTime);
    m_requests->setVisible(lengthShown && !byTime);
    m_form->setRowVisible(m_rampUp, !sequential && !open);
    m_form->setRowVisible(m_promptLengths, (sequential || sweep) && !conversations);
}

RunPlan PlanPanel::plan() const
{
    RunPlan plan;
    const Mode current = mode();
    plan.warmup = m_warmup->value();
    plan.rounds = m_rounds->value();
    plan.seed = std::uint64_t(m_seed->value());
    plan.arrival = ArrivalProcess(std::max(0, m_arrival->currentIndex()));
    plan.burstiness = m_burstiness->value();
    plan.maxInFlight = m_maxInFlight->value();
    const bool byTime = m_lengthUnit->currentIndex() == 0;
    plan.durationS = byTime ? m_duration->value() : 0;
    plan.requests = byTime ? 0 : m_requests->value();
    switch (current) {
    case Mode::Sequential:
        plan.mode = LoadMode::Sequential;
        plan.durationS = 0;
        plan.requests = 0;
        break;
    case Mode::Concurrency:
        plan.mode = LoadMode::ClosedLoop;
        plan.concurrency = {m_concurrency->value()};
        plan.rampUpS = m_rampUp->value();
        break;
    case Mode::ArrivalRate:
        plan.mode = LoadMode::OpenLoop;
        plan.rates = {m_rate->value()};
        break;
    case Mode::Conversations:
        plan.mode = LoadMode::ClosedLoop;
        plan.concurrency = {m_users->value()};
        plan.rampUpS = m_rampUp->value();
        plan.durationS = 0;
        plan.requests = 0;
        plan.conversations.users = m_users->value();
        plan.conversations.turns = m_turns->value();
        plan.conversations.gapsS = parseGaps(m_gaps->text()).value_or(std::vector<double>{});
        plan.conversations.history = parseHistory(m_history->text()).value_or(std::vector<HistoryStrategy>{});
        thinkTimeFromName(m_think->currentData().toString().toStdString(), plan.conversations.think);
        plan.conversations.language = m_language->currentData().toString().toStdString();
        plan.conversations.toolEvery = m_toolEvery->value();
        plan.conversations.toolDelayMs = m_toolDelay->value();
        break;
    case Mode::Sweep:
        if (sweepsRates()) {
            plan.mode = LoadMode::OpenLoop;
            plan.rates = parseDoubles(m_rates->text()).value_or(std::vector<double>{});
        } else {
            plan.mode = LoadMode::ClosedLoop;
            plan.concurrency = parseInts(m_levels->text(), 1).value_or(std::vector<int>{});
            plan.rampUpS = m_rampUp->value();
        }
        break;
    }
    if (current == Mode::Sequential || current == Mode::Sweep)
        plan.promptTokens = parseInts(m_promptLengths->text(), 1).value_or(std::vector<int>{});
    if (plan.mode != LoadMode::OpenLoop) {
        // Open-loop settings do not apply; keep the plan file free of them.
        plan.arrival = ArrivalProcess::Constant;
        plan.burstiness = 1.0;
        plan.maxInFlight = 0;
    }
    return plan;
}

void PlanPanel::setPlan(const RunPlan &plan)
{
    m_loading = true;
    m_warmup->setValue(plan.warmup);
    m_rounds->setValue(std::max(1, plan.rounds));
    m_seed->setValue(int(std::min<std::uint64_t>(plan.seed, 2'147'483'647)));
    m_promptLengths->setText(joined(plan.promptTokens));
    const bool sweep = plan.promptTokens.size() > 0
                    || (plan.mode == LoadMode::ClosedLoop && plan.concurrency.size() != 1)
                    || (plan.mode == LoadMode::OpenLoop && plan.rates.size() != 1);
    if (plan.conversations.enabled()) {
        const ConversationPlan &conversations = plan.conversations;
        m_mode->setCurrentIndex(int(Mode::Conversations));
        m_users->setValue(conversations.users);
        m_turns->setValue(conversations.turns);
        m_gaps->setText(joined(conversations.gapsS));
        m_history->setText(historyText(conversations.history));
        m_think->setCurrentIndex(int(conversations.think));
        m_language->setCurrentIndex(conversations.language == "zh" ? 1 : 0);
        m_toolEvery->setValue(conversations.toolEvery);
        m_toolDelay->setValue(conversations.toolDelayMs);
        m_rampUp->setValue(plan.rampUpS);
        m_loading = false;
        onChanged();
        return;
    }
    switch (plan.mode) {
    case LoadMode::Sequential:
        m_mode->setCurrentIndex(int(Mode::Sequential));
        break;
    case LoadMode::ClosedLoop:
        m_mode->setCurrentIndex(int(sweep ? Mode::Sweep : Mode::Concurrency));
        m_axis->setCurrentIndex(0);
        m_levels->setText(joined(plan.concurrency));
        if (plan.concurrency.size() == 1)
            m_concurrency->setValue(plan.concurrency.front());
        m_rampUp->setValue(plan.rampUpS);
        break;
    case LoadMode::OpenLoop:
        m_mode->setCurrentIndex(int(sweep ? Mode::Sweep : Mode::ArrivalRate));
        m_axis->setCurrentIndex(1);
        m_rates->setText(joined(plan.rates));
        if (plan.rates.size() == 1)
            m_rate->setValue(plan.rates.front());
        m_arrival->setCurrentIndex(int(plan.arrival));
        m_burstiness->setValue(plan.burstiness);
        m_maxInFlight->setValue(plan.maxInFlight);
        break;
    }
    if (plan.mode != LoadMode::Sequential) {
        m_lengthUnit->setCurrentIndex(plan.durationS > 0 ? 0 : 1);
        if (plan.durationS > 0)
            m_duration->setValue(plan.durationS);
        else
            m_requests->setValue(std::max(1, plan.requests));
    }
    m_loading = false;
    onChanged();
}

void PlanPanel::setProviderCount(int count)
{
    setProviderLatencies(std::vector<std::optional<RequestLatency>>(std::size_t(std::max(0, count))));
}

void PlanPanel::setProviderLatencies(const std::vector<std::optional<RequestLatency>> &latencies)
{
    m_latencies = latencies;
    m_providerCount = int(latencies.size());
    updateEstimate();
}

void PlanPanel::setMaxTokens(std::optional<int> maxTokens)
{
    if (maxTokens == m_maxTokens)
        return;
    m_maxTokens = maxTokens;
    updateEstimate();
}

void PlanPanel::setTypicalRequestSeconds(double seconds)
{
    if (!(seconds > 0) || seconds == m_requestSeconds)
        return;
    m_requestSeconds = seconds;
    updateEstimate();
}

std::vector<TransportKind> PlanPanel::transports() const
{
    switch (m_transport->currentIndex()) {
    case 1: return {TransportKind::Curl};
    case 2: return {TransportKind::Qt};
    case 3: return {TransportKind::Curl, TransportKind::Qt};
    default: return {};
    }
}

std::vector<HttpVersion> PlanPanel::httpVersions() const
{
    switch (m_http->currentIndex()) {
    case 1: return {HttpVersion::Http1_1};
    case 2: return {HttpVersion::Http2};
    case 3: return {HttpVersion::Http1_1, HttpVersion::Http2};
    default: return {};
    }
}

std::vector<ProviderProfile> PlanPanel::applyTransport(const std::vector<ProviderProfile> &providers) const
{
    return applyTransportSweep(providers, transports(), httpVersions());
}

int PlanPanel::transportSweepFactor() const
{
    return int(std::max<std::size_t>(1, transports().size()) * std::max<std::size_t>(1, httpVersions().size()));
}

QString PlanPanel::problem() const
{
    const Mode current = mode();
    if (current == Mode::Sweep && !sweepsRates() && !parseInts(m_levels->text(), 1))
        return tr("Concurrency levels must be whole numbers of at least 1, separated by commas.");
    if (current == Mode::Sweep && sweepsRates() && !parseDoubles(m_rates->text()))
        return tr("Rates must be positive numbers of requests per second, separated by commas.");
    if (current == Mode::Conversations && !parseGaps(m_gaps->text()))
        return tr("Gaps between turns must be seconds of at least 0, separated by commas.");
    if (current == Mode::Conversations && !parseHistory(m_history->text()))
        return tr("History strategies are full, last:N, budget:N or summary:N, separated by commas.");
    if ((current == Mode::Sweep || current == Mode::Sequential) && !parseInts(m_promptLengths->text(), 1))
        return tr("Prompt lengths must be whole numbers of tokens, separated by commas.");
    const std::string reason = validatePlan(plan());
    if (!reason.empty())
        return tr("The plan cannot run: %1.").arg(QString::fromStdString(reason));
    if (m_providerCount < 1)
        return tr("Check at least one provider to measure.");
    return {};
}

PlanEstimate PlanPanel::estimate() const
{
    std::vector<RequestLatency> providers;
    for (int copy = 0; copy < transportSweepFactor(); ++copy) {
        for (const std::optional<RequestLatency> &known : m_latencies)
            providers.push_back(known.value_or(RequestLatency::fixed(m_requestSeconds)));
    }
    return estimatePlan(plan(), providers, m_maxTokens);
}

bool PlanPanel::estimateFromModels() const
{
    return !m_latencies.empty()
        && std::all_of(m_latencies.begin(), m_latencies.end(), [](const auto &latency) { return latency.has_value(); });
}

QString PlanPanel::estimateText(const PlanEstimate &estimate)
{
    return tr("≈ %1, %2 requests").arg(durationWords(estimate.seconds), QLocale().toString(qlonglong(estimate.requests)));
}

QString PlanPanel::shownEstimate() const
{
    return m_estimate->text();
}

void PlanPanel::updateEstimate()
{
    const QString reason = problem();
    m_problem->setText(reason);
    m_problem->setVisible(!reason.isEmpty());
    m_estimate->setVisible(reason.isEmpty());
    m_estimateNote->setVisible(reason.isEmpty());
    if (!reason.isEmpty()) {
        m_estimate->clear();
        return;
    }
    m_estimate->setText(estimateText(estimate()));
    // Durations follow from request latency: known for the lab's models, else a typical request.
    const auto known = std::count_if(m_latencies.begin(), m_latencies.end(), [](const auto &l) { return l.has_value(); });
    const QString typical = QLocale().toString(m_requestSeconds, 'g', 3);
    if (known > 0 && known == qsizetype(m_latencies.size()))
        m_estimateNote->setText(tr("from the lab models' own latency"));
    else if (known > 0)
        m_estimateNote->setText(tr("from the lab models' latency, and about %1 s a request for the others").arg(typical));
    else
        m_estimateNote->setText(tr("if a request takes about %1 s from start to last byte").arg(typical));
}

void PlanPanel::onChanged()
{
    if (m_loading)
        return;
    updateVisibility();
    updateEstimate();
    Q_EMIT changed();
}

QString PlanPanel::environmentNote() const
{
    return m_where->text().trimmed();
}

void PlanPanel::setEnvironmentNote(const QString &note)
{
    m_where->setText(note);
}

nlohmann::json PlanPanel::saveState() const
{
    return {
        {"mode", kModeNames[int(mode())]},
        {"sweep_over", m_axis->currentData().toString().toStdString()},
        {"warmup", m_warmup->value()},
        {"rounds", m_rounds->value()},
        {"concurrency", m_concurrency->value()},
        {"rate", m_rate->value()},
        {"concurrency_levels", fieldText(m_levels)},
        {"rates", fieldText(m_rates)},
        {"arrival", m_arrival->currentData().toString().toStdString()},
        {"burstiness", m_burstiness->value()},
        {"max_in_flight", m_maxInFlight->value()},
        {"cell_length", m_lengthUnit->currentData().toString().toStdString()},
        {"duration_s", m_duration->value()},
        {"requests", m_requests->value()},
        {"ramp_up_s", m_rampUp->value()},
        {"prompt_tokens", fieldText(m_promptLengths)},
        {"seed", m_seed->value()},
        {"transport", m_transport->currentData().toString().toStdString()},
        {"http_version", m_http->currentData().toString().toStdString()},
        {"where", fieldText(m_where)},
        {"conversation_users", m_users->value()},
        {"turns", m_turns->value()},
        {"turn_gaps_s", fieldText(m_gaps)},
        {"history", fieldText(m_history)},
        {"think", m_think->currentData().toString().toStdString()},
        {"conversation_language", m_language->currentData().toString().toStdString()},
        {"tool_every", m_toolEvery->value()},
        {"tool_delay_ms", m_toolDelay->value()},
        {"plan", toJson(plan())},
    };
}

void PlanPanel::restoreState(const nlohmann::json &state)
{
    if (!state.is_object())
        return;
    if (!state.contains("mode") && state.contains("plan")) {
        std::string error;
        const RunPlan restored = runPlanFromJson(state["plan"], &error);
        if (error.empty())
            setPlan(restored);
        return;
    }
    m_loading = true;
    restoreChoice(m_mode, state, "mode");
    restoreChoice(m_axis, state, "sweep_over");
    restoreChoice(m_arrival, state, "arrival");
    restoreChoice(m_lengthUnit, state, "cell_length");
    restoreChoice(m_transport, state, "transport");
    restoreChoice(m_http, state, "http_version");
    restoreChoice(m_think, state, "think");
    restoreChoice(m_language, state, "conversation_language");
    restoreNumber(m_users, state, "conversation_users");
    restoreNumber(m_turns, state, "turns");
    restoreNumber(m_toolEvery, state, "tool_every");
    restoreNumber(m_toolDelay, state, "tool_delay_ms");
    restoreText(m_gaps, state, "turn_gaps_s");
    restoreText(m_history, state, "history");
    restoreNumber(m_warmup, state, "warmup");
    restoreNumber(m_rounds, state, "rounds");
    restoreNumber(m_concurrency, state, "concurrency");
    restoreNumber(m_rate, state, "rate");
    restoreNumber(m_burstiness, state, "burstiness");
    restoreNumber(m_maxInFlight, state, "max_in_flight");
    restoreNumber(m_duration, state, "duration_s");
    restoreNumber(m_requests, state, "requests");
    restoreNumber(m_rampUp, state, "ramp_up_s");
    restoreNumber(m_seed, state, "seed");
    restoreText(m_levels, state, "concurrency_levels");
    restoreText(m_rates, state, "rates");
    restoreText(m_promptLengths, state, "prompt_tokens");
    restoreText(m_where, state, "where");
    m_loading = false;
    onChanged();
}

} // namespace ttft
