#include "mainwindow.h"

#include <QLabel>

namespace ttft {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("TTFT Workbench"));
    setCentralWidget(new QLabel(tr("TTFT Workbench"), this));
}

} // namespace ttft
