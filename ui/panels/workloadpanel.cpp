#include "workloadpanel.h"

#include "engine/promptestimator.h"
#include "engine/workloadtemplates.h"
#include "messagelistmodel.h"
#include "model/jsonfields.h"
#include "wire/jsonnesting.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace ttft {

namespace {

QString templateId(const Workload &workload)
{
    if (workload.templateName.empty())
        return {};
    QString id = QString::fromStdString(workload.templateName);
    if (!workload.fillerLanguage.empty() && workload.fillerLanguage != "en")
        id += QLatin1Char('-') + QString::fromStdString(workload.fillerLanguage);
    return id;
}

// A check box in front of a field: the field counts only while it is checked.
void pair(QCheckBox *box, QWidget *field)
{
    field->setEnabled(box->isChecked());
    QObject::connect(box, &QCheckBox::toggled, field, &QWidget::setEnabled);
}

} // namespace

WorkloadPanel::WorkloadPanel(QWidget *parent)
    : QWidget(parent)
    , m_templateLabel(new QLabel(this))
    , m_template(new QComboBox(this))
    , m_messagesLabel(new QLabel(this))
    , m_messages(new MessageListModel(this))
    , m_table(new QTableView(this))
    , m_addMessage(new QToolButton(this))
    , m_removeMessage(new QToolButton(this))
    , m_upMessage(new QToolButton(this))
    , m_downMessage(new QToolButton(this))
    , m_role(new QComboBox(this))
    , m_content(new QPlainTextEdit(this))
    , m_targetEnabled(new QCheckBox(this))
    , m_target(new QSpinBox(this))
    , m_fillerLanguage(new QComboBox(this))
    , m_maxTokensEnabled(new QCheckBox(this))
    , m_maxTokens(new QSpinBox(this))
    , m_temperatureEnabled(new QCheckBox(this))
    , m_temperature(new QDoubleSpinBox(this))
    , m_topPEnabled(new QCheckBox(this))
    , m_topP(new QDoubleSpinBox(this))
    , m_optionsLabel(new QLabel(this))
    , m_cacheBust(new QCheckBox(this))
    , m_includeUsage(new QCheckBox(this))
    , m_keepText(new QCheckBox(this))
    , m_extraLabel(new QLabel(this))
    , m_extra(new QPlainTextEdit(this))
    , m_estimateLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("WorkloadPanel"));
    m_template->setObjectName(QStringLiteral("template"));
    m_table->setObjectName(QStringLiteral("messages"));
    m_addMessage->setObjectName(QStringLiteral("addMessage"));
    m_removeMessage->setObjectName(QStringLiteral("removeMessage"));
    m_upMessage->setObjectName(QStringLiteral("moveMessageUp"));
    m_downMessage->setObjectName(QStringLiteral("moveMessageDown"));
    m_role->setObjectName(QStringLiteral("messageRole"));
    m_content->setObjectName(QStringLiteral("messageContent"));
    m_target->setObjectName(QStringLiteral("promptTokensTarget"));
    m_maxTokens->setObjectName(QStringLiteral("maxTokens"));
    m_temperature->setObjectName(QStringLiteral("temperature"));
    m_topP->setObjectName(QStringLiteral("topP"));
    m_cacheBust->setObjectName(QStringLiteral("cacheBust"));
    m_extra->setObjectName(QStringLiteral("extraBody"));
    m_estimateLabel->setObjectName(QStringLiteral("promptEstimate"));

    m_template->addItem(QString(), QString());
    for (std::string_view id : workloadTemplateIds())
        m_template->addItem(QString(), QString::fromUtf8(id.data(), qsizetype(id.size())));

    m_table->setModel(m_messages);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().lineSpacing() + 6);
    m_table->horizontalHeader()->setSectionResizeMode(MessageListModel::RoleColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setMinimumHeight(m_table->verticalHeader()->defaultSectionSize() * 5);
    m_role->addItems(MessageListModel::roles());
    m_content->setTabChangesFocus(true);
    m_content->setMinimumHeight(m_content->fontMetrics().lineSpacing() * 4);
    m_addMessage->setText(QStringLiteral("+"));
    m_removeMessage->setText(QStringLiteral("−"));
    m_upMessage->setArrowType(Qt::UpArrow);
    m_downMessage->setArrowType(Qt::DownArrow);

    m_target->setRange(1, 2'000'000);
    m_target->setSingleStep(500);
    m_target->setValue(2000);
    m_target->setGroupSeparatorShown(true);
    m_fillerLanguage->addItem(QString(), QStringLiteral("en"));
    m_fillerLanguage->addItem(QString(), QStringLiteral("zh"));
    m_maxTokens->setRange(1, 1'000'000);
    m_maxTokens->setValue(256);
    m_maxTokens->setGroupSeparatorShown(true);
    m_temperature->setRange(0, 2);
    m_temperature->setSingleStep(0.1);
    m_temperature->setDecimals(2);
    m_temperature->setValue(0.7);
    m_topP->setRange(0, 1);
    m_topP->setSingleStep(0.05);
    m_topP->setDecimals(2);
    m_topP->setValue(1);
    m_extra->setTabChangesFocus(true);
    m_extra->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_extra->setMaximumHeight(m_extra->fontMetrics().lineSpacing() * 5);
    m_estimateLabel->setWordWrap(true);
    QFont estimateFont = m_estimateLabel->font();
    estimateFont.setBold(true);
    m_estimateLabel->setFont(estimateFont);
    pair(m_targetEnabled, m_target);
    pair(m_targetEnabled, m_fillerLanguage);
    pair(m_maxTokensEnabled, m_maxTokens);
    pair(m_temperatureEnabled, m_temperature);
    pair(m_topPEnabled, m_topP);

    // Messages: the table, its buttons, and an editor for the selected message.
    auto *messageButtons = new QHBoxLayout;
    messageButtons->setSpacing(2);
    messageButtons->addWidget(m_messagesLabel);
    messageButtons->addStretch(1);
    for (QToolButton *button : {m_addMessage, m_removeMessage, m_upMessage, m_downMessage})
        messageButtons->addWidget(button);
    auto *editorRow = new QHBoxLayout;
    editorRow->addWidget(m_role, 0, Qt::AlignTop);
    editorRow->addWidget(m_content, 1);
    auto *messagesBox = new QWidget(this);
    auto *messagesLayout = new QVBoxLayout(messagesBox);
    messagesLayout->setContentsMargins(0, 0, 0, 0);
    messagesLayout->addLayout(messageButtons);
    messagesLayout->addWidget(m_table, 3);
    messagesLayout->addLayout(editorRow, 2);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow); // fields fill the column: rows line up at any width
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);       // a field too wide beside its label goes under it
    auto *targetRow = new QHBoxLayout;
    targetRow->addWidget(m_target);
    targetRow->addWidget(m_fillerLanguage);
    targetRow->addStretch(1);
    form->addRow(m_targetEnabled, targetRow);
    form->addRow(m_maxTokensEnabled, m_maxTokens);
    form->addRow(m_temperatureEnabled, m_temperature);
    form->addRow(m_topPEnabled, m_topP);
    auto *options = new QVBoxLayout;
    options->setSpacing(2);
    options->addWidget(m_cacheBust);
    options->addWidget(m_includeUsage);
    options->addWidget(m_keepText);
    form->addRow(m_optionsLabel, options);
    form->addRow(m_extraLabel, m_extra);

    auto *templateRow = new QHBoxLayout;
    templateRow->addWidget(m_templateLabel);
    templateRow->addWidget(m_template, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(templateRow);
    layout->addWidget(messagesBox, 1);
    layout->addLayout(form);
    layout->addWidget(m_estimateLabel);

    connect(m_template, &QComboBox::activated, this, [this](int index) {
        const QString id = m_template->itemData(index).toString();
        if (!id.isEmpty())
            loadTemplate(id);
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &WorkloadPanel::loadCurrentMessage);
    connect(m_content, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_loading)
            m_messages->setContent(currentMessageRow(), m_content->toPlainText());
    });
    connect(m_role, &QComboBox::currentTextChanged, this, [this](const QString &role) {
        if (!m_loading)
            m_messages->setRole(currentMessageRow(), role);
    });
    connect(m_addMessage, &QToolButton::clicked, this, &WorkloadPanel::addMessage);
    connect(m_removeMessage, &QToolButton::clicked, this, &WorkloadPanel::removeMessage);
    connect(m_upMessage, &QToolButton::clicked, this, [this] { moveMessage(-1); });
    connect(m_downMessage, &QToolButton::clicked, this, [this] { moveMessage(+1); });
    connect(m_messages, &QAbstractItemModel::dataChanged, this, &WorkloadPanel::onChanged);
    connect(m_messages, &QAbstractItemModel::rowsInserted, this, &WorkloadPanel::onChanged);
    connect(m_messages, &QAbstractItemModel::rowsRemoved, this, &WorkloadPanel::onChanged);
    connect(m_messages, &QAbstractItemModel::rowsMoved, this, &WorkloadPanel::onChanged);
    connect(m_messages, &QAbstractItemModel::modelReset, this, &WorkloadPanel::onChanged);
    for (QCheckBox *box : {m_targetEnabled, m_maxTokensEnabled, m_temperatureEnabled, m_topPEnabled, m_cacheBust,
                           m_includeUsage, m_keepText})
        connect(box, &QCheckBox::toggled, this, &WorkloadPanel::onChanged);
    for (QSpinBox *box : {m_target, m_maxTokens})
        connect(box, &QSpinBox::valueChanged, this, &WorkloadPanel::onChanged);
    for (QDoubleSpinBox *box : {m_temperature, m_topP})
        connect(box, &QDoubleSpinBox::valueChanged, this, &WorkloadPanel::onChanged);
    connect(m_fillerLanguage, &QComboBox::currentIndexChanged, this, &WorkloadPanel::onChanged);
    connect(m_extra, &QPlainTextEdit::textChanged, this, &WorkloadPanel::onChanged);

    retranslate();
    // A voice agent's prompt is what most users of this tool measure first.
    loadTemplate(QStringLiteral("voice"));
}

void WorkloadPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void WorkloadPanel::retranslate()
{
    m_templateLabel->setText(tr("&Scenario:"));
    m_templateLabel->setBuddy(m_template);
    const QStringList templates = {tr("Custom"),
                                   tr("Simple Q&A"),
                                   tr("Simple Q&A (Chinese)"),
                                   tr("Voice assistant with history"),
                                   tr("Voice assistant with history (Chinese)"),
                                   tr("Tool-using agent"),
                                   tr("Long context (16k tokens)")};
    for (int i = 0; i < m_template->count() && i < templates.size(); ++i)
        m_template->setItemText(i, templates[i]);
    m_template->setToolTip(tr("Loading a scenario replaces the messages and the settings below"));
    m_messagesLabel->setText(tr("Messages (system, history, user last):"));
    m_addMessage->setToolTip(tr("Add a message after the selected one"));
    m_removeMessage->setToolTip(tr("Remove the selected message"));
    m_upMessage->setToolTip(tr("Move the selected message up"));
    m_downMessage->setToolTip(tr("Move the selected message down"));
    m_role->setToolTip(tr("Role of the selected message"));
    m_content->setPlaceholderText(tr("Text of the selected message"));
    m_targetEnabled->setText(tr("Prompt length:"));
    m_targetEnabled->setToolTip(tr("Pad the prompt with filler conversation to about this many tokens"));
    m_target->setSuffix(tr(" tokens"));
    m_fillerLanguage->setItemText(0, tr("English filler"));
    m_fillerLanguage->setItemText(1, tr("Chinese filler"));
    m_maxTokensEnabled->setText(tr("max_tokens:"));
    m_maxTokensEnabled->setToolTip(tr("Unchecked: the server's default"));
    m_temperatureEnabled->setText(tr("temperature:"));
    m_temperatureEnabled->setToolTip(tr("Unchecked: the server's default"));
    m_topPEnabled->setText(tr("top_p:"));
    m_topPEnabled->setToolTip(tr("Unchecked: the server's default"));
    m_optionsLabel->setText(tr("Options:"));
    m_cacheBust->setText(tr("Cache busting"));
    m_cacheBust->setToolTip(tr("A unique nonce opens every prompt: no prefix cache can skip the prefill and flatter TTFT"));
    m_includeUsage->setText(tr("Ask for token usage"));
    m_includeUsage->setToolTip(tr("TPOT then uses the server's own output token count"));
    m_keepText->setText(tr("Keep each answer's text"));
    m_extraLabel->setText(tr("Extra &body:"));
    m_extraLabel->setBuddy(m_extra);
    m_extra->setPlaceholderText(tr("JSON object merged into the request body, e.g. {\"seed\": 7}"));
    updateEstimate();
}

int WorkloadPanel::currentMessageRow() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void WorkloadPanel::loadCurrentMessage()
{
    const int row = currentMessageRow();
    m_loading = true;
    if (row >= 0) {
        const nlohmann::json &message = m_messages->message(row);
        m_role->setCurrentText(QString::fromStdString(jsonfields::valueOr(message, "role", std::string())));
        m_content->setPlainText(MessageListModel::contentText(message));
        m_content->setReadOnly(!m_messages->hasTextContent(row));
    } else {
        m_content->clear();
        m_content->setReadOnly(true);
    }
    m_loading = false;
    updateEnabled();
}

void WorkloadPanel::updateEnabled()
{
    const int row = currentMessageRow();
    m_removeMessage->setEnabled(row >= 0);
    m_upMessage->setEnabled(row > 0);
    m_downMessage->setEnabled(row >= 0 && row + 1 < m_messages->rowCount());
    m_role->setEnabled(row >= 0);
    m_content->setEnabled(row >= 0);
}

void WorkloadPanel::addMessage()
{
    const int current = currentMessageRow();
    const int row = current >= 0 ? current + 1 : m_messages->rowCount();
    const QString previousRole =
        current >= 0 ? QString::fromStdString(jsonfields::valueOr(m_messages->message(current), "role", std::string())) : QString();
    const char *role = previousRole == QLatin1String("user") ? "assistant" : "user";
    m_messages->insertMessage(row, {{"role", role}, {"content", ""}});
    m_table->setCurrentIndex(m_messages->index(row, MessageListModel::ContentColumn));
    m_content->setFocus();
}

void WorkloadPanel::removeMessage()
{
    const int row = currentMessageRow();
    if (row < 0)
        return;
    m_messages->removeMessage(row);
    if (m_messages->rowCount() > 0)
        m_table->setCurrentIndex(m_messages->index(std::min(row, m_messages->rowCount() - 1), MessageListModel::ContentColumn));
    loadCurrentMessage();
}

void WorkloadPanel::moveMessage(int delta)
{
    const int row = currentMessageRow();
    const int to = row + delta;
    if (row < 0 || to < 0 || to >= m_messages->rowCount())
        return;
    m_messages->moveMessage(row, to);
    m_table->setCurrentIndex(m_messages->index(to, MessageListModel::ContentColumn));
    updateEnabled();
}

bool WorkloadPanel::extraBody(nlohmann::json &object) const
{
    const QString text = m_extra->toPlainText().trimmed();
    if (text.isEmpty()) {
        object = nlohmann::json::object();
        return true;
    }
    const std::string bytes = text.toStdString();
    object = parseJsonBounded(bytes);
    return object.is_object();
}

void WorkloadPanel::onChanged()
{
    if (m_loading)
        return;
    nlohmann::json extra;
    if (extraBody(extra))
        m_base.extraBody = std::move(extra); // an unfinished edit keeps the last good fields
    updateEstimate();
    Q_EMIT changed();
}

Workload WorkloadPanel::workload() const
{
    Workload workload = m_base;
    workload.systemPrompt.clear();
    workload.history = nlohmann::json::array();
    workload.userMessage.clear();
    const nlohmann::json rows = m_messages->messages();
    std::size_t first = 0;
    std::size_t end = rows.size();
    if (end > 0 && jsonfields::valueOr(rows[0], "role", std::string()) == "system" && rows[0].contains("content")
        && rows[0]["content"].is_string()) {
        workload.systemPrompt = rows[0]["content"].get<std::string>();
        first = 1;
    }
    if (end > first && jsonfields::valueOr(rows[end - 1], "role", std::string()) == "user" && rows[end - 1].contains("content")
        && rows[end - 1]["content"].is_string()) {
        workload.userMessage = rows[end - 1]["content"].get<std::string>();
        --end;
    }
    for (std::size_t i = first; i < end; ++i)
        workload.history.push_back(rows[i]);
    workload.messages = composeMessages(workload);

    workload.promptTokensTarget = m_targetEnabled->isChecked() ? std::optional<int>(m_target->value()) : std::nullopt;
    workload.fillerLanguage = m_fillerLanguage->currentData().toString().toStdString();
    workload.maxTokens = m_maxTokensEnabled->isChecked() ? std::optional<int>(m_maxTokens->value()) : std::nullopt;
    workload.temperature =
        m_temperatureEnabled->isChecked() ? std::optional<double>(m_temperature->value()) : std::nullopt;
    workload.extraBody.erase("top_p");
    if (m_topPEnabled->isChecked())
        workload.extraBody["top_p"] = m_topP->value();
    workload.cacheBust = m_cacheBust->isChecked();
    workload.includeUsage = m_includeUsage->isChecked();
    workload.keepText = m_keepText->isChecked();
    return workload;
}

void WorkloadPanel::setWorkload(const Workload &workload)
{
    m_loading = true;
    m_base = workload;
    m_messages->setMessages(composeMessages(workload));
    const int templateIndex = m_template->findData(templateId(workload));
    m_template->setCurrentIndex(std::max(0, templateIndex));
    m_targetEnabled->setChecked(workload.promptTokensTarget.has_value());
    if (workload.promptTokensTarget)
        m_target->setValue(*workload.promptTokensTarget);
    m_fillerLanguage->setCurrentIndex(std::max(0, m_fillerLanguage->findData(QString::fromStdString(workload.fillerLanguage))));
    m_maxTokensEnabled->setChecked(workload.maxTokens.has_value());
    if (workload.maxTokens)
        m_maxTokens->setValue(*workload.maxTokens);
    m_temperatureEnabled->setChecked(workload.temperature.has_value());
    if (workload.temperature)
        m_temperature->setValue(*workload.temperature);
    const auto topP = workload.extraBody.find("top_p");
    const bool hasTopP = topP != workload.extraBody.end() && topP->is_number();
    m_topPEnabled->setChecked(hasTopP);
    if (hasTopP)
        m_topP->setValue(topP->get<double>());
    m_cacheBust->setChecked(workload.cacheBust);
    m_includeUsage->setChecked(workload.includeUsage);
    m_keepText->setChecked(workload.keepText);
    nlohmann::json extra = workload.extraBody.is_object() ? workload.extraBody : nlohmann::json::object();
    extra.erase("top_p");
    m_extra->setPlainText(extra.empty() ? QString() : QString::fromStdString(extra.dump(2)));
    m_loading = false;
    if (m_messages->rowCount() > 0)
        m_table->setCurrentIndex(m_messages->index(m_messages->rowCount() - 1, MessageListModel::ContentColumn));
    loadCurrentMessage();
    onChanged();
}

bool WorkloadPanel::loadTemplate(const QString &id)
{
    const std::optional<Workload> chosen = workloadTemplate(id.toStdString());
    if (!chosen)
        return false;
    setWorkload(*chosen);
    return true;
}

void WorkloadPanel::updateEstimate()
{
    const Workload current = workload();
    m_estimate = int(std::lround(PromptEstimator::chatTokens(current.messages, current.extraBody)));
    const QLocale locale;
    QString text;
    if (current.promptTokensTarget && *current.promptTokensTarget > m_estimate)
        text = tr("≈ %1 prompt tokens as written; filler pads them to ≈ %2")
                   .arg(locale.toString(m_estimate), locale.toString(*current.promptTokensTarget));
    else if (current.promptTokensTarget)
        text = tr("≈ %1 prompt tokens, already above the %2-token target (no filler)")
                   .arg(locale.toString(m_estimate), locale.toString(*current.promptTokensTarget));
    else
        text = tr("≈ %1 prompt tokens").arg(locale.toString(m_estimate));
    nlohmann::json extra;
    if (!extraBody(extra))
        text += QLatin1Char('\n') + tr("Extra body: not a JSON object; the last valid one is used.");
    m_estimateLabel->setText(text);
}

nlohmann::json WorkloadPanel::saveState() const
{
    return {{"workload", toJson(workload())}, {"template", m_template->currentData().toString().toStdString()}};
}

void WorkloadPanel::restoreState(const nlohmann::json &state)
{
    if (!state.is_object() || !state.contains("workload"))
        return;
    std::string error;
    const Workload restored = workloadFromJson(state["workload"], &error);
    if (!error.empty())
        return;
    setWorkload(restored);
}

} // namespace ttft
