#include "requestsfilterproxy.h"

#include "requestsmodel.h"

namespace ttft {

RequestsFilterProxy::RequestsFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(RequestsModel::SortRole);
    // New rows of a streaming run land in their sorted place and pass through the filters.
    setDynamicSortFilter(true);
}

void RequestsFilterProxy::setRequestsModel(RequestsModel *model)
{
    m_requests = model;
    setSourceModel(model);
}

void RequestsFilterProxy::setProviderFilter(const QString &provider)
{
    if (provider == m_provider)
        return;
    m_provider = provider;
    invalidateFilter();
}

void RequestsFilterProxy::setLevelFilter(const QString &level)
{
    if (level == m_level)
        return;
    m_level = level;
    invalidateFilter();
}

void RequestsFilterProxy::setStatusFilter(StatusFilter status)
{
    if (status == m_status)
        return;
    m_status = status;
    invalidateFilter();
}

void RequestsFilterProxy::setSearchText(const QString &text)
{
    if (text == m_search)
        return;
    m_search = text;
    invalidateFilter();
}

bool RequestsFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (sourceParent.isValid() || !m_requests)
        return false;
    const RequestRecord *record = m_requests->recordAt(sourceRow);
    if (!record)
        return false;
    if (!m_provider.isEmpty() && QString::fromStdString(record->provider) != m_provider)
        return false;
    if (!m_level.isEmpty() && QString::fromStdString(record->cell) != m_level)
        return false;
    switch (m_status) {
    case AnyStatus:
        break;
    case SucceededOnly:
        if (record->warmup || record->failed())
            return false;
        break;
    case FailedOnly:
        if (!record->failed())
            return false;
        break;
    case MeasuredOnly:
        if (record->warmup)
            return false;
        break;
    case WarmupOnly:
        if (!record->warmup)
            return false;
        break;
    }
    if (m_search.isEmpty())
        return true;
    for (const std::string *field : {&record->requestId, &record->serverRequestId, &record->model, &record->errorMessage}) {
        if (QString::fromStdString(*field).contains(m_search, Qt::CaseInsensitive))
            return true;
    }
    return QString::fromUtf8(errorClassName(record->errorClass)).contains(m_search, Qt::CaseInsensitive)
        && record->failed();
}

bool RequestsFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant a = left.data(sortRole());
    const QVariant b = right.data(sortRole());
    // Requests without the figure (failed ones) sort after every measured one, in either order.
    if (!a.isValid() || !b.isValid()) {
        if (a.isValid() == b.isValid())
            return left.row() < right.row();
        return sortOrder() == Qt::AscendingOrder ? a.isValid() : !a.isValid();
    }
    const int order = QVariant::compare(a, b) == QPartialOrdering::Less ? -1 : (QVariant::compare(a, b) == QPartialOrdering::Greater ? 1 : 0);
    if (order == 0)
        return left.row() < right.row();
    return order < 0;
}

} // namespace ttft
