// The UI thread never waits (docs/ARCHITECTURE.md, Threads), checked while the window runs, not only
// read from its code (tests/check_ui_thread.py does that): a watch on the UI thread
// (ui/run/uistallwatch.h) notes every tick later than its 10 ms and every tick from a nested event
// loop while the window opens a session and lists its run history from a slow disk: files that
// answer only 1.5 s after they are opened (FIFOs: a read blocks until the test writes). Waiting on
// them on the UI thread would hold it 1.5 s; the window passes when no tick is 0.75 s late and
// none came from a nested loop. First, the watch itself sees a held thread and a nested loop.
#include "benchmarks/syntheticrecords.h"
#include "history/runhistorymodel.h"
#include "history/runhistorypanel.h"
#include "mainwindow.h"
#include "requests/requestsmodel.h"
#include "run/uistallwatch.h"
#include "store/session.h"

#include <QEventLoop>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace ttft;

namespace {

constexpr int kSlowDiskMs = 1'500;
constexpr double kHeldMs = 750; // a tick this late means the UI thread waited on the slow disk

// A file on a disk that answers late: a FIFO whose reader blocks in open() until, kSlowDiskMs after
// the file is made, a thread of the test's opens the other end and writes `bytes` (the test's own
// thread never blocks on the pipe). Whoever opened it on the UI thread has held that thread as
// long. From then on the path is a regular file with the same bytes, so a second read is not held.
class SlowFile
{
public:
    SlowFile(const QString &path, QByteArray bytes)
    {
        const QByteArray name = QFile::encodeName(path);
        if (::mkfifo(name.constData(), 0600) != 0)
            return;
        QFile copy(path + QStringLiteral(".regular"));
        if (!copy.open(QIODevice::WriteOnly) || copy.write(bytes) != bytes.size())
            return;
        copy.close();
        m_writer = std::thread([this, name, regular = QFile::encodeName(copy.fileName()), bytes = std::move(bytes)] {
            std::this_thread::sleep_for(std::chrono::milliseconds(kSlowDiskMs));
            // Wait (30 s at most) for a reader: until one opens the FIFO, opening it to write fails (ENXIO).
            int fd = -1;
            for (int tries = 0; tries < 3'000 && fd < 0 && !m_quit; ++tries) {
                fd = ::open(name.constData(), O_WRONLY | O_NONBLOCK);
                if (fd < 0)
                    std::this_thread::sleep_for(std::chrono::milliseconds(10));
            }
            ::rename(regular.constData(), name.constData()); // later opens: a plain file
            if (fd < 0)
                return;
            m_read = true;
            ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
            const char *at = bytes.constData();
            qsizetype left = bytes.size();
            while (left > 0) {
                const ssize_t n = ::write(fd, at, std::size_t(left));
                if (n < 0 && errno == EINTR)
                    continue;
                if (n <= 0)
                    break; // the reader took what it wanted and closed
                at += n;
                left -= n;
            }
            ::close(fd);
        });
    }
    ~SlowFile()
    {
        m_quit = true;
        if (m_writer.joinable())
            m_writer.join();
    }
    bool made() const { return m_writer.joinable(); }
    bool read() const { return m_read; } // someone opened it, and got its bytes

private:
    std::atomic<bool> m_quit = false;
    std::atomic<bool> m_read = false;
    std::thread m_writer;
};

QByteArray sessionBytes(const QString &scratch, int records)
{
    Session session;
    for (int i = 0; i < records; ++i)
        session.records.push_back(bench::syntheticRecord(i));
    QString error;
    if (!writeSessionFile(scratch, session, &error))
        qFatal("cannot write the test's session: %s", qPrintable(error));
    QFile file(scratch);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestUiWatch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // A reader that takes only the head of a file (the history) closes the pipe early: the
        // writer then gets EPIPE, not a signal that ends the test.
        ::signal(SIGPIPE, SIG_IGN);
    }

    // The instrument first: it must see what it is there to see.
    void watchSeesAHeldThreadAndANestedLoop()
    {
        UiStallWatch watch;
        watch.start();
        QTest::qWait(100);
        QVERIFY(watch.ticks() > 0);
        QVERIFY2(watch.worstMs() < 250, qPrintable(QString::number(watch.worstMs()))); // nothing held yet
        QCOMPARE(watch.nestedTicks(), std::int64_t(0));

        std::this_thread::sleep_for(std::chrono::milliseconds(400)); // the thread held, as a blocking read would
        QTest::qWait(50);
        QVERIFY2(watch.worstMs() >= 300, qPrintable(QString::number(watch.worstMs())));

        QEventLoop nested; // as KeyStore::read or QDialog::exec would wait
        QTimer::singleShot(100, &nested, &QEventLoop::quit);
        nested.exec();
        QVERIFY(watch.nestedTicks() > 0);
        watch.stop();
    }

    void windowNeverWaitsOnASlowDisk()
    {
        QTemporaryDir dir;
        const QByteArray bytes = sessionBytes(dir.filePath(QStringLiteral("scratch.ttft.json")), 200);
        QVERIFY(!bytes.isEmpty());

        MainWindowOptions options;
        options.settingsPath = dir.filePath(QStringLiteral("w.ini"));
        options.journalDirectory = dir.filePath(QStringLiteral("runs"));
        options.startLab = false;
        MainWindow window(options);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(!window.historyPanel()->isBusy());

        UiStallWatch watch;
        watch.start();

        // Open: the window reads the file on its file job.
        SlowFile opened(dir.filePath(QStringLiteral("slow-open.ttft.json")), bytes);
        QVERIFY(opened.made());
        QSignalSpy finished(&window, &MainWindow::fileJobFinished);
        QString error;
        QVERIFY2(window.openSession(dir.filePath(QStringLiteral("slow-open.ttft.json")), &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 30'000); // QTRY: QSignalSpy::wait would nest a loop
        QVERIFY(opened.read());
        QVERIFY2(finished.front().at(0).toBool(), qPrintable(finished.front().at(1).toString()));
        QCOMPARE(window.requestsModel()->rowCount(), 200);

        // The run history: a session listed from the slow disk.
        SlowFile listed(dir.filePath(QStringLiteral("slow-listed.ttft.json")), bytes);
        QVERIFY(listed.made());
        RunHistoryPanel *history = window.historyPanel();
        QSignalSpy refreshed(history, &RunHistoryPanel::refreshed);
        history->setExtraFiles({dir.filePath(QStringLiteral("slow-listed.ttft.json"))});
        QTRY_VERIFY_WITH_TIMEOUT(!history->isBusy() && !refreshed.isEmpty(), 30'000);
        QVERIFY(listed.read());
        bool listedIt = false;
        for (int row = 0; row < history->model()->rowCount(); ++row)
            listedIt = listedIt || history->model()->entryAt(row)->path.endsWith(QLatin1String("slow-listed.ttft.json"));
        QVERIFY(listedIt);

        watch.stop();
        qInfo("UI thread: %lld ticks, late p50 %.1f ms, p99 %.1f ms, worst %.1f ms, nested-loop ticks %lld",
              static_cast<long long>(watch.ticks()), watch.quantileMs(0.5), watch.quantileMs(0.99), watch.worstMs(),
              static_cast<long long>(watch.nestedTicks()));
        QVERIFY2(watch.worstMs() < kHeldMs, qPrintable(QStringLiteral("the UI thread was held %1 ms").arg(watch.worstMs())));
        QCOMPARE(watch.nestedTicks(), std::int64_t(0));
    }
};

QTEST_MAIN(TestUiWatch)
#include "tst_uiwatch.moc"
