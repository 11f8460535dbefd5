#include "mainwindow.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("TTFT Workbench"));
    QApplication::setOrganizationName(QStringLiteral("ttft-workbench"));
    QApplication::setApplicationVersion(QStringLiteral(TTFT_VERSION));

    // The window starts the embedded lab server, restores its layout, panels and language (the
    // system's until the user picks one) and offers the lab's providers on the first start.
    ttft::MainWindow window;
    window.show();
    return app.exec();
}
