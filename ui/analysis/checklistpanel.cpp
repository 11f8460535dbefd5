#include "checklistpanel.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ttft {

namespace {

enum Column { ColumnCheck, ColumnState, ColumnReason, ColumnSource, ColumnCount };

QColor stateColor(CheckState state, const QPalette &palette)
{
    switch (state) {
    case CheckState::Pass: return QColor(46, 160, 67);
    case CheckState::Fail: return QColor(218, 54, 51);
    case CheckState::NeedsUser: return QColor(219, 145, 0);
    case CheckState::NotApplicable:
    case CheckState::Pending: break;
    }
    return palette.color(QPalette::Disabled, QPalette::Text);
}

// A round light in the state's colour; a hollow one for the undecided states.
QIcon stateIcon(CheckState state, const QPalette &palette)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor color = stateColor(state, palette);
    const bool filled = state == CheckState::Pass || state == CheckState::Fail || state == CheckState::NeedsUser;
    painter.setPen(QPen(color, 2));
    painter.setBrush(filled ? QBrush(color) : QBrush(Qt::NoBrush));
    painter.drawEllipse(QRectF(2, 2, 10, 10));
    return QIcon(pixmap);
}

// Rows of wrapped reasons need air between them to be read as rows.
class PaddedDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        return QStyledItemDelegate::sizeHint(option, index) + QSize(0, 10);
    }

    // Some styles draw an unticked box in the window's colour, invisible on a dark base; a frame in
    // the text's colour keeps the box a user must tick in sight in every palette.
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::paint(painter, option, index);
        if (!(index.flags() & Qt::ItemIsUserCheckable))
            return;
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const QWidget *widget = opt.widget;
        const QStyle *style = widget ? widget->style() : nullptr;
        if (!style)
            return;
        const QRect box = style->subElementRect(QStyle::SE_ItemViewItemCheckIndicator, &opt, widget);
        QColor frame = opt.palette.color(QPalette::Text);
        frame.setAlphaF(0.55f);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(frame, 1));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(QRectF(box).adjusted(0.5, 0.5, -0.5, -0.5), 2, 2);
        painter->restore();
    }
};

QString sourceLabel(const CheckItem &check)
{
    if (check.state == CheckState::NeedsUser)
        return ChecklistPanel::tr("you: tick it when true");
    const CheckSource source = check.source;
    switch (source) {
    case CheckSource::Plan: return ChecklistPanel::tr("the plan");
    case CheckSource::Data: return ChecklistPanel::tr("the data");
    case CheckSource::User: return ChecklistPanel::tr("you");
    case CheckSource::None: break;
    }
    return QStringLiteral("—");
}

} // namespace

ChecklistPanel::ChecklistPanel(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_table(new QTableWidget(this))
{
    setObjectName(QStringLiteral("ChecklistPanel"));
    m_summary->setWordWrap(true);
    m_table->setColumnCount(ColumnCount);
    m_table->setRowCount(kCheckCount);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setSectionResizeMode(ColumnCheck, QHeaderView::Interactive);
    m_table->horizontalHeader()->setSectionResizeMode(ColumnState, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(ColumnReason, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(ColumnSource, QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setColumnWidth(ColumnCheck, 300);
    m_table->setItemDelegate(new PaddedDelegate(m_table));
    m_table->setFocusPolicy(Qt::NoFocus); // no current-cell frame on a read-mostly list
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);

    connect(m_table, &QTableWidget::cellChanged, this, &ChecklistPanel::onItemChanged);
    retranslate();
}

void ChecklistPanel::setInput(const AnalysisInput &input)
{
    m_run = input.run;
    m_records = input.records;
    recompute();
}

void ChecklistPanel::setPlan(const RunDescription &description)
{
    m_run = description;
    m_records.reset();
    m_health.reset();
    recompute();
}

void ChecklistPanel::setClientHealth(const std::optional<HealthSummary> &health)
{
    m_health = health;
    recompute();
}

void ChecklistPanel::setTicks(const ChecklistTicks &ticks)
{
    if (m_ticks == ticks)
        return;
    m_ticks = ticks;
    recompute();
}

void ChecklistPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange && !m_filling)
        fill(); // the state lights take the palette's colours for the undecided states
    QWidget::changeEvent(event);
}

void ChecklistPanel::retranslate()
{
    m_table->setHorizontalHeaderLabels({tr("Check"), tr("State"), tr("Why"), tr("Decided by")});
    recompute(); // the reasons are worded in the core, in the current language
}

void ChecklistPanel::recompute()
{
    m_items = evaluateReleaseChecklist(m_run, m_records.get(), m_ticks, m_health);
    fill();
}

void ChecklistPanel::fill()
{
    m_filling = true;
    const QPalette palette = m_table->palette();
    int passed = 0, failed = 0, needsUser = 0, pending = 0;
    for (int row = 0; row < int(m_items.size()); ++row) {
        const CheckItem &check = m_items[std::size_t(row)];
        passed += check.state == CheckState::Pass;
        failed += check.state == CheckState::Fail;
        needsUser += check.state == CheckState::NeedsUser;
        pending += check.state == CheckState::Pending;

        auto *title = new QTableWidgetItem(tr("%1. %2").arg(int(check.id)).arg(checkTitle(check.id)));
        Qt::ItemFlags flags = Qt::ItemIsEnabled;
        if (check.userDecidable) {
            flags |= Qt::ItemIsUserCheckable;
            title->setCheckState(check.ticked ? Qt::Checked : Qt::Unchecked);
            title->setToolTip(tr("Tick when this holds: only you can say"));
        }
        title->setFlags(flags);
        title->setData(Qt::UserRole, int(check.id));
        m_table->setItem(row, ColumnCheck, title);

        auto *state = new QTableWidgetItem(stateIcon(check.state, palette), checkStateLabel(check.state));
        state->setFlags(Qt::ItemIsEnabled);
        state->setData(Qt::UserRole, int(check.state));
        m_table->setItem(row, ColumnState, state);

        QString reason = check.reason;
        if (!check.hint.isEmpty() && check.state != CheckState::Pass)
            reason += QLatin1Char('\n') + tr("→ %1").arg(check.hint);
        auto *why = new QTableWidgetItem(reason);
        why->setFlags(Qt::ItemIsEnabled);
        why->setToolTip(reason);
        m_table->setItem(row, ColumnReason, why);

        auto *source = new QTableWidgetItem(sourceLabel(check));
        source->setFlags(Qt::ItemIsEnabled);
        m_table->setItem(row, ColumnSource, source);
    }
    const bool before = !m_records || m_records->empty();
    QString summary = tr("%1 of %2 checks pass, %3 fail, %4 need you").arg(passed).arg(kCheckCount).arg(failed).arg(needsUser);
    if (pending > 0)
        summary += tr(", %n known after the run", nullptr, pending);
    summary += QLatin1Char('.');
    if (before)
        summary += QLatin1Char(' ') + tr("Judged from the plan: no finished requests yet.");
    m_summary->setText(summary);
    m_table->resizeRowsToContents();
    m_filling = false;
}

void ChecklistPanel::onItemChanged(int row, int column)
{
    if (m_filling || column != ColumnCheck)
        return;
    const QTableWidgetItem *title = m_table->item(row, column);
    if (!title || !(title->flags() & Qt::ItemIsUserCheckable))
        return;
    const auto id = CheckId(title->data(Qt::UserRole).toInt());
    const bool on = title->checkState() == Qt::Checked;
    if (m_ticks.isTicked(id) == on)
        return;
    m_ticks.set(id, on);
    // Recomputed after the view is done with the item it is changing.
    QMetaObject::invokeMethod(this, [this] { recompute(); }, Qt::QueuedConnection);
    Q_EMIT ticksChanged();
}

} // namespace ttft
