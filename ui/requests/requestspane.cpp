#include "requestspane.h"

#include "requestdetailview.h"
#include "requestsfilterproxy.h"
#include "requestsmodel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace ttft {

RequestsPane::RequestsPane(RequestsModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_proxy(new RequestsFilterProxy(this))
    , m_providerLabel(new QLabel(this))
    , m_providerCombo(new QComboBox(this))
    , m_levelLabel(new QLabel(this))
    , m_levelCombo(new QComboBox(this))
    , m_statusLabel(new QLabel(this))
    , m_statusCombo(new QComboBox(this))
    , m_search(new QLineEdit(this))
    , m_count(new QLabel(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_table(new QTableView(m_splitter))
    , m_detail(new RequestDetailView(m_splitter))
{
    m_proxy->setRequestsModel(m_model);
    m_providerCombo->setObjectName(QStringLiteral("requestsProviderFilter"));
    m_levelCombo->setObjectName(QStringLiteral("requestsLevelFilter"));
    m_statusCombo->setObjectName(QStringLiteral("requestsStatusFilter"));
    m_search->setObjectName(QStringLiteral("requestsSearch"));
    m_table->setObjectName(QStringLiteral("requestsTable"));
    m_providerCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_levelCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_search->setClearButtonEnabled(true);

    auto *filters = new QHBoxLayout;
    filters->addWidget(m_providerLabel);
    filters->addWidget(m_providerCombo);
    filters->addWidget(m_levelLabel);
    filters->addWidget(m_levelCombo);
    filters->addWidget(m_statusLabel);
    filters->addWidget(m_statusCombo);
    filters->addWidget(m_search, 1);
    filters->addWidget(m_count);

    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(RequestsModel::IndexColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    // A fixed row height: a table of many thousand rows never measures each row.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    const int digitWidth = m_table->fontMetrics().horizontalAdvance(QLatin1Char('0'));
    m_table->setColumnWidth(RequestsModel::IndexColumn, digitWidth * 7);
    m_table->setColumnWidth(RequestsModel::ProviderColumn, digitWidth * 14);
    m_table->setColumnWidth(RequestsModel::LevelColumn, digitWidth * 7);
    m_table->setColumnWidth(RequestsModel::StatusColumn, digitWidth * 9);
    for (int column = RequestsModel::TtftColumn; column <= RequestsModel::OutputTokensColumn; ++column)
        m_table->setColumnWidth(column, digitWidth * 9);

    m_splitter->addWidget(m_table);
    m_splitter->addWidget(m_detail);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(filters);
    layout->addWidget(m_splitter, 1);

    connect(m_model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &, int first, int last) { noteNewRows(first, last); });
    connect(m_model, &QAbstractItemModel::modelReset, this, &RequestsPane::resetFilterChoices);
    // A reset clears the selection without a signal: the detail pane must not show a stale request.
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { m_detail->setRecord(nullptr); });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &RequestsPane::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &RequestsPane::updateCount);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &RequestsPane::updateCount);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &RequestsPane::updateCount);
    connect(m_providerCombo, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setProviderFilter(m_providerCombo->currentData().toString()); });
    connect(m_levelCombo, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setLevelFilter(m_levelCombo->currentData().toString()); });
    connect(m_statusCombo, &QComboBox::currentIndexChanged, this, [this] {
        m_proxy->setStatusFilter(RequestsFilterProxy::StatusFilter(m_statusCombo->currentData().toInt()));
    });
    connect(m_search, &QLineEdit::textChanged, m_proxy, &RequestsFilterProxy::setSearchText);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &RequestsPane::showCurrent);

    retranslate();
    resetFilterChoices();
}

QByteArray RequestsPane::saveHeaderState() const
{
    return m_table->horizontalHeader()->saveState();
}

void RequestsPane::restoreHeaderState(const QByteArray &state)
{
    if (!state.isEmpty())
        m_table->horizontalHeader()->restoreState(state);
}

void RequestsPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void RequestsPane::retranslate()
{
    m_providerLabel->setText(tr("Provider"));
    m_levelLabel->setText(tr("Level"));
    m_statusLabel->setText(tr("Status"));
    m_search->setPlaceholderText(tr("Search request id, model, error…"));
    if (m_providerCombo->count() > 0)
        m_providerCombo->setItemText(0, tr("All"));
    if (m_levelCombo->count() > 0)
        m_levelCombo->setItemText(0, tr("All"));

    const int status = m_statusCombo->currentIndex();
    const QSignalBlocker blocker(m_statusCombo);
    m_statusCombo->clear();
    m_statusCombo->addItem(tr("All"), int(RequestsFilterProxy::AnyStatus));
    m_statusCombo->addItem(tr("Succeeded"), int(RequestsFilterProxy::SucceededOnly));
    m_statusCombo->addItem(tr("Failed"), int(RequestsFilterProxy::FailedOnly));
    m_statusCombo->addItem(tr("Measured"), int(RequestsFilterProxy::MeasuredOnly));
    m_statusCombo->addItem(tr("Warm-up"), int(RequestsFilterProxy::WarmupOnly));
    m_statusCombo->setCurrentIndex(std::max(0, status));
    m_model->retranslate();
    updateCount();
}

void RequestsPane::resetFilterChoices()
{
    for (QComboBox *combo : {m_providerCombo, m_levelCombo}) {
        const QSignalBlocker blocker(combo);
        combo->clear();
        combo->addItem(tr("All"), QString());
    }
    m_proxy->setProviderFilter(QString());
    m_proxy->setLevelFilter(QString());
    noteNewRows(0, m_model->rowCount() - 1);
    updateCount();
}

void RequestsPane::noteNewRows(int first, int last)
{
    // The filter choices grow as providers and levels appear; combos keep the first-seen order.
    for (int row = first; row <= last; ++row) {
        const RequestRecord *record = m_model->recordAt(row);
        if (!record)
            continue;
        const QString provider = QString::fromStdString(record->provider);
        if (m_providerCombo->findData(provider) < 0)
            m_providerCombo->addItem(provider, provider);
        const QString level = QString::fromStdString(record->cell);
        if (!level.isEmpty() && m_levelCombo->findData(level) < 0)
            m_levelCombo->addItem(level, level);
    }
}

void RequestsPane::updateCount()
{
    m_count->setText(tr("%1 of %2 requests").arg(m_proxy->rowCount()).arg(m_model->rowCount()));
}

void RequestsPane::showCurrent()
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    m_detail->setRecord(current.isValid() ? m_model->recordAt(m_proxy->mapToSource(current).row()) : nullptr);
}

} // namespace ttft
