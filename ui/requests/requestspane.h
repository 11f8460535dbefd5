#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QSplitter;
class QTableView;

namespace ttft {

class RequestDetailView;
class RequestsFilterProxy;
class RequestsModel;

// The requests table with its filters (provider, level, status, search) and the detail pane of
// the selected request.
class RequestsPane : public QWidget
{
    Q_OBJECT
public:
    explicit RequestsPane(RequestsModel *model, QWidget *parent = nullptr);

    RequestsModel *model() const { return m_model; }
    RequestsFilterProxy *proxy() const { return m_proxy; }
    QTableView *table() const { return m_table; }
    RequestDetailView *detail() const { return m_detail; }
    QComboBox *providerFilter() const { return m_providerCombo; }
    QComboBox *levelFilter() const { return m_levelCombo; }
    QComboBox *statusFilter() const { return m_statusCombo; }
    QLineEdit *searchField() const { return m_search; }

    QByteArray saveHeaderState() const;
    void restoreHeaderState(const QByteArray &state);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void noteNewRows(int first, int last);
    void resetFilterChoices();
    void updateCount();
    void showCurrent();

    RequestsModel *m_model;
    RequestsFilterProxy *m_proxy;
    QLabel *m_providerLabel;
    QComboBox *m_providerCombo;
    QLabel *m_levelLabel;
    QComboBox *m_levelCombo;
    QLabel *m_statusLabel;
    QComboBox *m_statusCombo;
    QLineEdit *m_search;
    QLabel *m_count;
    QSplitter *m_splitter;
    QTableView *m_table;
    RequestDetailView *m_detail;
};

} // namespace ttft
