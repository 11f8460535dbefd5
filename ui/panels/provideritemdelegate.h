#pragma once

#include <QStyledItemDelegate>

namespace ttft {

// A provider row: swatch, check box and name as usual, then the model and host, dimmed and
// right-aligned (ProviderListModel::DetailRole), so that two profiles of one API tell apart.
class ProviderItemDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace ttft
