#include "base/i18n.h"
#include "mainwindow.h"

#include <QApplication>
#include <QLocale>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("TTFT Workbench"));
    QApplication::setOrganizationName(QStringLiteral("ttft-workbench"));
    QApplication::setApplicationVersion(QStringLiteral(TTFT_VERSION));
    ttft::installTranslations(app, QLocale::system());

    ttft::MainWindow window;
    window.show();
    return app.exec();
}
