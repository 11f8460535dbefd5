// The main window opens headless and follows a language change at run time.
#include "base/i18n.h"
#include "mainwindow.h"

#include <QApplication>
#include <QLocale>
#include <QMenuBar>
#include <QTest>
#include <QTranslator>

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void opensAndRetranslates()
    {
        ttft::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.windowTitle(), QStringLiteral("TTFT Workbench"));
        QVERIFY(!window.grab().isNull());

        // Loading the Chinese translation renames the window and its menus live.
        QTranslator translator;
        QVERIFY(translator.load(QLocale(QLocale::Chinese, QLocale::China), QStringLiteral("ttft"), QStringLiteral("_"),
                                QStringLiteral(":/i18n")));
        QCoreApplication::installTranslator(&translator);
        QTRY_COMPARE(window.windowTitle(), QStringLiteral("TTFT 工作台"));
        QCOMPARE(window.menuBar()->actions().constFirst()->text(), QStringLiteral("文件(&F)"));
        QCoreApplication::removeTranslator(&translator);
        QTRY_COMPARE(window.windowTitle(), QStringLiteral("TTFT Workbench"));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
