#include "base/i18n.h"
#include "transport/filetable.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>
#include <QTimer>

int main(int argc, char *argv[])
{
    ttft::raiseOpenFileLimit(); // a descriptor per stream (transport/filetable.h)
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("TTFT Workbench"));
    QApplication::setOrganizationName(QStringLiteral("ttft-workbench"));
    QApplication::setApplicationVersion(QStringLiteral(TTFT_VERSION));

    // For the command line's help; the window then follows the language the user picked.
    ttft::installTranslations(app, QLocale::system());
    using ttft::Tr;
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("TTFT Workbench: time to first token of streaming LLM APIs"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption runsDir(QStringLiteral("runs-dir"),
                                     Tr::tr("Where runs are journaled and kept (default: the application's data directory)."),
                                     Tr::tr("DIR"));
    const QCommandLineOption settings(QStringLiteral("settings"),
                                      Tr::tr("Keep the window's settings in this INI file instead of the user's."),
                                      Tr::tr("FILE"));
    const QCommandLineOption run(QStringLiteral("run"), Tr::tr("Start the ready plan as soon as the window is up."));
    parser.addOptions({runsDir, settings, run});
    parser.addPositionalArgument(QStringLiteral("session"), Tr::tr("A session or journal to open."), Tr::tr("[session]"));
    parser.process(app);

    // The window starts the embedded lab server, restores its layout, panels and language (the
    // system's until the user picks one) and offers the lab's providers on the first start.
    ttft::MainWindowOptions options;
    options.journalDirectory = parser.value(runsDir);
    options.settingsPath = parser.value(settings);
    ttft::MainWindow window(options);
    window.show();
    if (!parser.positionalArguments().isEmpty()) {
        QString error;
        QObject::connect(&window, &ttft::MainWindow::fileJobFinished, &window, [](bool ok, const QString &error) {
            if (!ok)
                qWarning("%s", qPrintable(error));
        });
        if (!window.openSession(parser.positionalArguments().front(), &error))
            qWarning("%s", qPrintable(error));
    } else if (parser.isSet(run)) {
        QObject::connect(&window, &ttft::MainWindow::runNotStarted, &window,
                         [](const QString &error) { qWarning("%s", qPrintable(error)); });
        const auto run = [&window] {
            QString error;
            if (!window.startRun(&error))
                qWarning("%s", qPrintable(error));
        };
        // The lab providers need the lab's address: the run starts once it listens.
        if (window.labStarting())
            QObject::connect(&window, &ttft::MainWindow::labSettled, &window, run, Qt::SingleShotConnection);
        else
            QTimer::singleShot(0, &window, run);
    }
    return app.exec();
}
