#include "mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace ttft {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_welcome(new QLabel(this))
    , m_fileMenu(menuBar()->addMenu(QString()))
    , m_helpMenu(menuBar()->addMenu(QString()))
    , m_quitAction(new QAction(this))
    , m_aboutAction(new QAction(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    m_welcome->setAlignment(Qt::AlignCenter);
    m_welcome->setWordWrap(true);
    m_welcome->setMargin(32);
    setCentralWidget(m_welcome);

    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    m_fileMenu->addAction(m_quitAction);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    m_helpMenu->addAction(m_aboutAction);

    retranslate();
    resize(960, 600);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("TTFT Workbench"));
    m_fileMenu->setTitle(tr("&File"));
    m_helpMenu->setTitle(tr("&Help"));
    m_quitAction->setText(tr("&Quit"));
    m_aboutAction->setText(tr("&About TTFT Workbench"));
    m_welcome->setText(tr("<h2>TTFT Workbench</h2>"
                          "<p>Measures how fast streaming LLM APIs start answering: time to first token, "
                          "first sentence, tokens per second and end-to-end latency.</p>"
                          "<p>The measuring engine runs from the command line today:<br>"
                          "<code>ttft-bench run --lab</code> measures the embedded lab server, "
                          "<code>ttft-bench run --base-url URL --model M --api-key-env NAME</code> a real provider.</p>"));
    statusBar()->showMessage(tr("Ready"));
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About TTFT Workbench"),
                       tr("<p><b>TTFT Workbench</b> %1</p><p>Qt %2</p>")
                           .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion())));
}

} // namespace ttft
