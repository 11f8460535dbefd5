#include "provideritemdelegate.h"

#include "providerlistmodel.h"

#include <QApplication>
#include <QPainter>

namespace ttft {

void ProviderItemDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyledItemDelegate::paint(painter, option, index);
    const QString detail = index.data(ProviderListModel::DetailRole).toString();
    if (detail.isEmpty())
        return;
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    const QRect textRect = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, opt.widget);
    const int nameWidth = opt.fontMetrics.horizontalAdvance(opt.text);
    const int gap = opt.fontMetrics.horizontalAdvance(QStringLiteral("  "));
    const QRect detailRect = textRect.adjusted(nameWidth + gap, 0, -gap / 2, 0);
    if (detailRect.width() < opt.fontMetrics.horizontalAdvance(QStringLiteral("…")) * 3)
        return;
    const bool selected = opt.state & QStyle::State_Selected;
    QColor color = opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text);
    color.setAlphaF(0.6);
    painter->save();
    painter->setPen(color);
    painter->drawText(detailRect, Qt::AlignRight | Qt::AlignVCenter,
                      opt.fontMetrics.elidedText(detail, Qt::ElideMiddle, detailRect.width()));
    painter->restore();
}

QSize ProviderItemDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.setHeight(std::max(size.height(), option.fontMetrics.height() + 8));
    return size;
}

} // namespace ttft
