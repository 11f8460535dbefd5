#pragma once

#include <QSortFilterProxyModel>

namespace ttft {

class RequestsModel;

// Sorts the requests by raw numbers (RequestsModel::SortRole) and keeps those of one provider, one
// load level and one status, and those whose ids, model or error contain a search text.
class RequestsFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    enum StatusFilter { AnyStatus, SucceededOnly, FailedOnly, MeasuredOnly, WarmupOnly };
    Q_ENUM(StatusFilter)

    explicit RequestsFilterProxy(QObject *parent = nullptr);

    void setRequestsModel(RequestsModel *model);

    void setProviderFilter(const QString &provider); // empty: every provider
    void setLevelFilter(const QString &level);       // a plan cell id; empty: every level
    void setStatusFilter(StatusFilter status);
    void setSearchText(const QString &text);

    QString providerFilter() const { return m_provider; }
    QString levelFilter() const { return m_level; }
    StatusFilter statusFilter() const { return m_status; }
    QString searchText() const { return m_search; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    RequestsModel *m_requests = nullptr;
    QString m_provider;
    QString m_level;
    StatusFilter m_status = AnyStatus;
    QString m_search;
};

} // namespace ttft
