#pragma once

#include "model/requestrecord.h"

#include <QWidget>

#include <optional>

class QTextBrowser;

namespace ttft {

// One request in full: every timestamp relative to its start (and the run's), the headers of
// interest, the first bytes the server sent, the answer text and the error.
class RequestDetailView : public QWidget
{
    Q_OBJECT
public:
    explicit RequestDetailView(QWidget *parent = nullptr);

    void setRecord(const RequestRecord *record); // null: nothing selected
    const std::optional<RequestRecord> &record() const { return m_record; }
    // The text shown, for tests and copying.
    QString plainText() const;

    // The HTML for `record` (a pure function, testable without a window).
    static QString toHtml(const RequestRecord &record);

protected:
    void changeEvent(QEvent *event) override;

private:
    void render();

    QTextBrowser *m_browser;
    std::optional<RequestRecord> m_record;
};

} // namespace ttft
