#pragma once

#include <QMainWindow>

class QAction;
class QLabel;
class QMenu;

namespace ttft {

// The workbench's main window. A shell for now: the measuring engine is reached through ttft-bench
// until the run, live and compare views land.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showAbout();

    QLabel *m_welcome;
    QMenu *m_fileMenu;
    QMenu *m_helpMenu;
    QAction *m_quitAction;
    QAction *m_aboutAction;
};

} // namespace ttft
