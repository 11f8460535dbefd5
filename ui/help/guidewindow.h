#pragma once

#include <QDialog>
#include <QString>
#include <QStringList>

#include <vector>

class QTextBrowser;

namespace ttft {

class FileJob;

// One page of the user guide (docs/guide), as the Help menu lists it.
struct GuidePage {
    QString file;  // "compare-providers.md"
    QString title; // translated
};

// The user guide (docs/guide/*.md) in a window of its own: Markdown shown by QTextBrowser, its
// pictures with it, links between pages followed inside, web links handed to the system browser.
// Pages and pictures are read on a file job, never on the UI thread. The pages are in English.
class GuideWindow : public QDialog
{
    Q_OBJECT
public:
    explicit GuideWindow(QWidget *parent = nullptr);

    // The Help menu's pages, in its order, titles in the current language.
    static std::vector<GuidePage> pages();
    // Where the guide is looked for, first found wins: $TTFT_GUIDE_DIR; beside an installed
    // executable, ../share/doc/ttft-workbench/guide; the source tree the program was built from.
    static QStringList searchPaths();

    // Reads `file` (a name in the guide, or a path relative to the page on show) and shows it;
    // pageShown or pageFailed says how it went.
    void showPage(const QString &file);
    QString currentPage() const { return m_current; } // absolute path of the page on show
    QTextBrowser *browser() const { return m_browser; }
    bool loading() const;

Q_SIGNALS:
    void pageShown(const QString &path);
    void pageFailed(const QString &problem);

protected:
    void changeEvent(QEvent *event) override;

private:
    void followLink(const QUrl &url);
    void retitle();

    QTextBrowser *m_browser;
    FileJob *m_job;
    QString m_current;
    QString m_queued; // asked for while another page was being read
};

} // namespace ttft
