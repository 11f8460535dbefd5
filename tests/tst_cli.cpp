// ttft-bench as a user runs it: a real process, real files, the lab server on loopback.
#include "testpaths.h"
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTimer>
#include <QTest>

#include "benchprocess.h"
#include "sanitizers.h"

#include <nlohmann/json.hpp>

#include <csignal>
#include <algorithm>
#include <map>
#include <set>

#include <sys/resource.h>

namespace {

using Result = BenchResult;

std::vector<nlohmann::json> readJsonl(const QString &path)
{
    std::vector<nlohmann::json> lines;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return lines;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (!line.isEmpty())
            lines.push_back(nlohmann::json::parse(line.toStdString()));
    }
    return lines;
}

nlohmann::json readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return nullptr;
    return nlohmann::json::parse(file.readAll().toStdString(), nullptr, false);
}

quint16 closedPort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    const quint16 port = probe.serverPort();
    probe.close();
    return port;
}

// Every file below `dir`, read whole.
QByteArray allFileBytes(const QString &dir)
{
    QByteArray bytes;
    const QStringList files = QDir(dir).entryList(QDir::Files);
    for (const QString &name : files) {
        QFile file(QDir(dir).filePath(name));
        if (file.open(QIODevice::ReadOnly))
            bytes += file.readAll();
    }
    return bytes;
}

} // namespace

// Starts `ttft-bench lab --port 0` (with `extra` arguments) in `lab` and returns its base URL, or
// an empty string with the banner it printed instead.
QString startStandaloneLab(QProcess &lab, const QStringList &extra, QString *banner)
{
    lab.start(ttftTestPath(TTFT_BENCH_EXE), QStringList{QStringLiteral("lab"), QStringLiteral("--port"), QStringLiteral("0")} + extra);
    if (!lab.waitForReadyRead(10000))
        return {};
    *banner = QString::fromUtf8(lab.readAllStandardOutput());
    return QRegularExpression(QStringLiteral("(http://127\\.0\\.0\\.1:\\d+/v1)")).match(*banner).captured(1);
}

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void labRunWritesRequestsAndSummary()
    {
        QTemporaryDir out;
        QVERIFY(out.isValid());
        const Result result = runBench({QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--rounds"),
                                        QStringLiteral("4"), QStringLiteral("--warmup"), QStringLiteral("2"),
                                        QStringLiteral("--header"), QStringLiteral("X-Lab-First-Token-Ms: 60"),
                                        QStringLiteral("--max-tokens"), QStringLiteral("6"), QStringLiteral("--keep-text"),
                                        QStringLiteral("--out"), out.path()});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        QVERIFY(result.out.contains(QStringLiteral("TTFT")));

        const auto lines = readJsonl(out.filePath(QStringLiteral("requests.jsonl")));
        QCOMPARE(lines.size(), std::size_t(6)); // warm-up included
        int warmups = 0;
        for (const nlohmann::json &line : lines) {
            for (const char *key : {"ttft_ms", "ttfb_ms", "ttfo_ms", "e2e_ms", "tpot_ms", "output_tokens",
                                    "output_tokens_source", "http_status", "protocol", "connection_reused", "transport",
                                    "error_class", "error_message", "request_id", "text"}) {
                QVERIFY2(line.contains(key), key);
            }
            warmups += line["warmup"].get<bool>() ? 1 : 0;
            QVERIFY(line["error_class"].is_null());
            QCOMPARE(line["http_status"].get<int>(), 200);
            QCOMPARE(line["protocol"].get<std::string>(), std::string("http/1.1"));
            QCOMPARE(line["transport"].get<std::string>(), std::string("curl"));
            QCOMPARE(line["output_tokens"].get<int>(), 6);
            QCOMPARE(line["output_tokens_source"].get<std::string>(), std::string("usage"));
            QVERIFY(!line["text"].get<std::string>().empty());
            const double ttft = line["ttft_ms"].get<double>();
            QVERIFY2(ttft >= 60 && ttft < 300, qPrintable(QString::number(ttft)));
            QVERIFY(line["ttfb_ms"].get<double>() <= ttft);
            QVERIFY(line["e2e_ms"].get<double>() >= ttft);
        }
        QCOMPARE(warmups, 2);
        QVERIFY(lines[0]["warmup"].get<bool>());
        QVERIFY(!lines[5]["warmup"].get<bool>());

        const nlohmann::json summary = readJson(out.filePath(QStringLiteral("summary.json")));
        QVERIFY(summary.is_object());
        QCOMPARE(summary["requests"].get<int>(), 4);
        QCOMPARE(summary["errors"].get<int>(), 0);
        QCOMPARE(summary["ttft_ms"]["count"].get<int>(), 4);
        for (const char *key : {"count", "mean", "min", "p50", "p90", "p95", "p99", "max"})
            QVERIFY2(summary["ttft_ms"].contains(key), key);
        QVERIFY(summary["ttft_ms"]["p50"].get<double>() >= 60);
        QVERIFY(summary["e2e_ms"]["p50"].get<double>() >= summary["ttft_ms"]["p50"].get<double>());
    }

    // max_tokens 200 is sent unless the user says otherwise: a model that would write 300 tokens
    // stops at 200; --max-tokens 0 sends none, and the session records which.
    void defaultMaxTokensIsSent()
    {
        for (const auto &[flag, expected] : {std::pair{QStringList{}, 200}, std::pair{QStringList{QStringLiteral("--max-tokens"), QStringLiteral("0")}, 300}}) {
            QTemporaryDir out;
            const Result result = runBench(QStringList{QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--rounds"), QStringLiteral("1"),
                                                       QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--header"),
                                                       QStringLiteral("X-Lab-Output-Tokens: 300"), QStringLiteral("--header"),
                                                       QStringLiteral("X-Lab-Tpot-Ms: 0"), QStringLiteral("--out"), out.path()}
                                           + flag);
            QVERIFY2(result.exitCode == 0, qPrintable(result.err));
            const auto lines = readJsonl(out.filePath(QStringLiteral("requests.jsonl")));
            QCOMPARE(lines.size(), std::size_t(1));
            QCOMPARE(lines.front()["output_tokens"].get<int>(), expected);
            QFile session(out.filePath(QStringLiteral("run.ttft.json")));
            QVERIFY(session.open(QIODevice::ReadOnly));
            const QByteArray head = session.readLine();
            QVERIFY2(head.contains(expected == 200 ? QByteArrayLiteral("\"max_tokens\":200") : QByteArrayLiteral("\"max_tokens\":null")),
                     head.left(2000).constData());
        }
    }

    void wrongArgumentsExitWithOneLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("no provider") << QStringList{QStringLiteral("run")};
        QTest::newRow("both providers") << QStringList{QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--base-url"), QStringLiteral("http://127.0.0.1:1/v1")};
        QTest::newRow("no model") << QStringList{QStringLiteral("run"), QStringLiteral("--base-url"), QStringLiteral("http://127.0.0.1:1/v1")};
        QTest::newRow("bad scheme") << QStringList{QStringLiteral("run"), QStringLiteral("--base-url"), QStringLiteral("ftp://x"), QStringLiteral("--model"), QStringLiteral("m")};
        QTest::newRow("zero rounds") << QStringList{QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--rounds"), QStringLiteral("0")};
        QTest::newRow("bad transport") << QStringList{QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--transport"), QStringLiteral("carrier-pigeon")};
        QTest::newRow("bad http") << QStringList{QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--http"), QStringLiteral("3")};
        QTest::newRow("unknown option") << QStringList{QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--bogus")};
        QTest::newRow("bad header") << QStringList{QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--header"), QStringLiteral("no colon")};
        QTest::newRow("missing messages file") << QStringList{QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--messages"), QStringLiteral("/nonexistent/m.json")};
        QTest::newRow("unset key variable") << QStringList{QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--api-key-env"), QStringLiteral("TTFT_TEST_SURELY_UNSET")};
        QTest::newRow("unknown command") << QStringList{QStringLiteral("fly")};
    }
    void wrongArgumentsExitWithOneLine()
    {
        QFETCH(QStringList, arguments);
        const Result result = runBench(arguments);
        QCOMPARE(result.exitCode, 2);
        QCOMPARE(result.err.trimmed().count(QLatin1Char('\n')), 0); // one line
        QVERIFY(!result.err.trimmed().isEmpty());
    }

    void everyRequestFailingExitsNonZero()
    {
        QTemporaryDir out;
        const QString url = QStringLiteral("http://127.0.0.1:%1/v1").arg(closedPort());
        const Result result = runBench({QStringLiteral("run"), QStringLiteral("--base-url"), url, QStringLiteral("--model"),
                                        QStringLiteral("m"), QStringLiteral("--rounds"), QStringLiteral("3"),
                                        QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--out"), out.path()});
        QCOMPARE(result.exitCode, 1);
        const QString lastLine = result.err.trimmed().split(QLatin1Char('\n')).constLast();
        QVERIFY2(lastLine.contains(QStringLiteral("connection_refused")), qPrintable(lastLine));
        // Failed requests are recorded all the same.
        const auto lines = readJsonl(out.filePath(QStringLiteral("requests.jsonl")));
        QCOMPARE(lines.size(), std::size_t(3));
        for (const nlohmann::json &line : lines)
            QCOMPARE(line["error_class"].get<std::string>(), std::string("connection_refused"));
        const nlohmann::json summary = readJson(out.filePath(QStringLiteral("summary.json")));
        QCOMPARE(summary["errors"].get<int>(), 3);
        QCOMPARE(summary["errors_by_class"]["connection_refused"].get<int>(), 3);
    }

    // Debian's soft limit on open files is 1,024: a new user's run at 1,000 streams would fail most
    // of its requests ("out of file descriptors"). The executable raises its soft limit to the hard
    // one first thing. Here the child starts with a soft limit of 200, and 150 streams against the
    // in-process lab need about 300 descriptors (one per end of each connection).
    void lowSoftFileLimitIsRaised()
    {
        rlimit files{};
        ::getrlimit(RLIMIT_NOFILE, &files);
        if (files.rlim_max != RLIM_INFINITY && files.rlim_max < 1024)
            QSKIP("this machine's hard limit on open files is under 1,024: nothing to raise to");
        QTemporaryDir out;
        QProcess process;
        process.setChildProcessModifier([] {
            rlimit lowered{};
            ::getrlimit(RLIMIT_NOFILE, &lowered);
            lowered.rlim_cur = 200;
            ::setrlimit(RLIMIT_NOFILE, &lowered);
        });
        process.start(ttftTestPath(TTFT_BENCH_EXE),
                      {QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--concurrency"), QStringLiteral("150"),
                       QStringLiteral("--requests"), QStringLiteral("150"), QStringLiteral("--warmup"), QStringLiteral("0"),
                       QStringLiteral("--header"), QStringLiteral("X-Lab-First-Token-Ms: 500"), QStringLiteral("--max-tokens"),
                       QStringLiteral("4"), QStringLiteral("--out"), out.path()});
        const Result result = finishBench(process, 60'000);
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        const nlohmann::json summary = readJson(out.filePath(QStringLiteral("summary.json")));
        QCOMPARE(summary["errors"].get<int>(), 0);
        std::vector<nlohmann::json> lines = readJsonl(out.filePath(QStringLiteral("requests.jsonl")));
        std::erase_if(lines, [](const nlohmann::json &line) { return line["warmup"].get<bool>(); }); // a closed loop warms each connection
        QCOMPARE(lines.size(), std::size_t(150));
        // They were in flight together: most had started before the first one ended.
        double firstEnd = 1e300;
        for (const nlohmann::json &line : lines)
            firstEnd = std::min(firstEnd, line["start_ms"].get<double>() + line["e2e_ms"].get<double>());
        const auto together = std::count_if(lines.begin(), lines.end(),
                                            [&](const nlohmann::json &line) { return line["start_ms"].get<double>() < firstEnd; });
        QVERIFY2(together >= 100, qPrintable(QString::number(together)));
    }

    // Where the hard limit itself is too low, the requests that get no descriptor fail, and the
    // verdict says the client was the limit, not the server: the CLI's line, the release checklist,
    // and the session (cause "client_files", with the count and the limit).
    void clientOutOfFilesIsTheClientsLimit()
    {
        if (kUnderSanitizer)
            QSKIP("UBSan checks a virtual call's object by writing it to a pipe (sanitizer_common's "
                  "IsAccessibleMemoryRange): with no descriptor left it reports every such call as 'invalid vptr'");
        // The lab in a process of its own, with this machine's limits: only the client is short.
        QProcess lab;
        QString banner;
        const QString url = startStandaloneLab(lab, {}, &banner);
        QVERIFY2(!url.isEmpty(), qPrintable(banner));
        QTemporaryDir out;
        QProcess process;
        process.setChildProcessModifier([] {
            const rlimit low{200, 200};
            ::setrlimit(RLIMIT_NOFILE, &low);
        });
        process.start(ttftTestPath(TTFT_BENCH_EXE),
                      {QStringLiteral("run"), QStringLiteral("--base-url"), url, QStringLiteral("--model"),
                       QStringLiteral("lab-fast"), QStringLiteral("--concurrency"), QStringLiteral("250"),
                       QStringLiteral("--requests"), QStringLiteral("250"), QStringLiteral("--warmup"), QStringLiteral("0"),
                       QStringLiteral("--header"), QStringLiteral("X-Lab-First-Token-Ms: 500"), QStringLiteral("--max-tokens"),
                       QStringLiteral("4"), QStringLiteral("--out"), out.path()});
        const Result result = finishBench(process, 60'000);
        lab.terminate();
        lab.waitForFinished(10000);
        QVERIFY2(result.exitCode == 0 || result.exitCode == 1, qPrintable(result.err)); // 1: failed requests
        QVERIFY2(result.out.contains(QStringLiteral("Client overloaded")), qPrintable(result.out));
        QVERIFY2(result.err.contains(QStringLiteral("no file descriptor left (it may open 200 files)")), qPrintable(result.err));
        const nlohmann::json session = readJson(out.filePath(QStringLiteral("run.ttft.json")));
        const nlohmann::json &health = session["client_health"];
        QCOMPARE(health["state"].get<std::string>(), std::string("client_saturated"));
        QVERIFY2(health["causes"].dump().find("client_files") != std::string::npos, health.dump().c_str());
        QCOMPARE(health["open_file_limit"].get<long>(), 200L);
        int failedForFiles = 0;
        for (const nlohmann::json &line : readJsonl(out.filePath(QStringLiteral("requests.jsonl")))) {
            if (!line["warmup"].get<bool>() && line["error_message"].is_string()
                && line["error_message"].get<std::string>().starts_with("out of file descriptors"))
                ++failedForFiles;
        }
        QVERIFY(failedForFiles > 0);
        QCOMPARE(health["out_of_files_failures"].get<int>(), failedForFiles);
    }

    // The key reaches the server, and nothing the run writes or prints contains it.
    void apiKeyNeverWritten()
    {
        const QByteArray sentinel = "sk-SENTINEL-0123456789-do-not-leak";
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("TTFT_TEST_KEY"), QString::fromLatin1(sentinel));
        // A lab that demands exactly this key, standalone, and a run against it.
        QProcess lab;
        lab.setProcessEnvironment(environment);
        QString banner;
        const QString url = startStandaloneLab(lab, {QStringLiteral("--api-key-env"), QStringLiteral("TTFT_TEST_KEY")}, &banner);
        QVERIFY2(!url.isEmpty(), qPrintable(banner));

        QTemporaryDir out;
        const Result withKey = runBench({QStringLiteral("run"), QStringLiteral("--base-url"), url,
                                         QStringLiteral("--model"), QStringLiteral("lab-fast"), QStringLiteral("--api-key-env"),
                                         QStringLiteral("TTFT_TEST_KEY"), QStringLiteral("--rounds"), QStringLiteral("2"),
                                         QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--keep-text"),
                                         QStringLiteral("--out"), out.path()},
                                        environment);
        QVERIFY2(withKey.exitCode == 0, qPrintable(withKey.err));
        QVERIFY(!allFileBytes(out.path()).contains(sentinel));
        QVERIFY(!withKey.out.toUtf8().contains(sentinel));
        QVERIFY(!withKey.err.toUtf8().contains(sentinel));

        // Without the key the same server answers 401, recorded with the server's message.
        QTemporaryDir outWithout;
        const Result withoutKey = runBench({QStringLiteral("run"), QStringLiteral("--base-url"), url,
                                            QStringLiteral("--model"), QStringLiteral("lab-fast"), QStringLiteral("--rounds"),
                                            QStringLiteral("1"), QStringLiteral("--warmup"), QStringLiteral("0"),
                                            QStringLiteral("--out"), outWithout.path()});
        QCOMPARE(withoutKey.exitCode, 1);
        const auto lines = readJsonl(outWithout.filePath(QStringLiteral("requests.jsonl")));
        QCOMPARE(lines.size(), std::size_t(1));
        QCOMPARE(lines[0]["http_status"].get<int>(), 401);
        QCOMPARE(lines[0]["error_class"].get<std::string>(), std::string("http_4xx"));

        lab.terminate();
        QVERIFY(lab.waitForFinished(10000));
        QCOMPARE(lab.exitCode(), 0);
    }

    // A sweep from the command line: two models × two transports × two concurrency levels, every
    // request recorded with its provider, transport and cell; summary.json has a group for each.
    void sweepFromFlags()
    {
        QTemporaryDir out;
        const Result result = runBench({QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--model"),
                                        QStringLiteral("lab-fast,lab-steady"), QStringLiteral("--transport"), QStringLiteral("curl,qt"),
                                        QStringLiteral("--concurrency"), QStringLiteral("1,3"), QStringLiteral("--requests"),
                                        QStringLiteral("3"), QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--max-tokens"),
                                        QStringLiteral("3"), QStringLiteral("--quiet"), QStringLiteral("--out"), out.path()});
        QVERIFY2(result.exitCode == 0, qPrintable(result.err));
        std::map<std::string, int> perGroup;
        for (const nlohmann::json &line : readJsonl(out.filePath(QStringLiteral("requests.jsonl")))) {
            const std::string provider = line["provider"].get<std::string>();
            const std::string transport = line["transport"].get<std::string>();
            QVERIFY2(provider.find("[" + transport + " ") != std::string::npos, provider.c_str());
            QCOMPARE(line["concurrency"].get<int>(), line["cell"].get<std::string>() == "c1" ? 1 : 3);
            if (!line["warmup"].get<bool>())
                ++perGroup[provider + " " + line["cell"].get<std::string>()];
        }
        QCOMPARE(perGroup.size(), std::size_t(8)); // 2 models × 2 transports × 2 levels
        for (const auto &[group, count] : perGroup)
            QVERIFY2(count == 3, group.c_str());
        const nlohmann::json summary = readJson(out.filePath(QStringLiteral("summary.json")));
        QCOMPARE(summary["groups"].size(), std::size_t(8));
        QVERIFY(summary["comparisons"].size() >= 2);
        QVERIFY(summary["groups"][0]["ttft_ci"].is_array());
    }

    // SIGKILL mid-run, then recover: every request that had finished is in the session.
    void killedRunIsRecovered()
    {
        QTemporaryDir out;
        QProcess run;
        run.start(ttftTestPath(TTFT_BENCH_EXE),
                  {QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--concurrency"), QStringLiteral("8"),
                   QStringLiteral("--duration"), QStringLiteral("60"), QStringLiteral("--warmup"), QStringLiteral("0"),
                   QStringLiteral("--max-tokens"), QStringLiteral("4"), QStringLiteral("--quiet"), QStringLiteral("--out"), out.path()});
        QVERIFY(run.waitForStarted(5000));
        const QString journalPath = out.filePath(QStringLiteral("run.ttft.jsonl"));
        // Wait until a good number of requests have finished, then kill without warning.
        QTRY_VERIFY_WITH_TIMEOUT(readJsonl(out.filePath(QStringLiteral("requests.jsonl"))).size() >= 30, 30000);
        ::kill(pid_t(run.processId()), SIGKILL);
        QVERIFY(run.waitForFinished(5000));
        QCOMPARE(run.exitStatus(), QProcess::CrashExit);

        // What the run had written before it died.
        std::set<std::string> finished;
        for (const nlohmann::json &line : readJsonl(out.filePath(QStringLiteral("requests.jsonl"))))
            finished.insert(line["request_id"].get<std::string>());
        QVERIFY(!QFile::exists(out.filePath(QStringLiteral("run.ttft.json")))); // never got to write it

        const QString session = out.filePath(QStringLiteral("recovered.ttft.json"));
        const Result recovered = runBench({QStringLiteral("recover"), journalPath, QStringLiteral("-o"), session});
        QVERIFY2(recovered.exitCode == 0, qPrintable(recovered.err));
        const nlohmann::json json = readJson(session);
        QCOMPARE(json["format"].get<std::string>(), std::string("ttft-workbench-session"));
        QVERIFY(json["recovered"].get<bool>());
        std::set<std::string> inSession;
        for (const nlohmann::json &record : json["records"])
            inSession.insert(record["request_id"].get<std::string>());
        for (const std::string &id : finished)
            QVERIFY2(inSession.count(id) == 1, id.c_str());
        QCOMPARE(json["run"]["plan"]["mode"].get<std::string>(), std::string("closed"));
        QCOMPARE(json["summary"]["requests"].get<int>(), int(inSession.size()) - 8); // 8 warm-ups

        // An existing session is never overwritten without --force; nothing changes.
        const QByteArray before = [&] { QFile f(session); f.open(QIODevice::ReadOnly); return f.readAll(); }();
        const Result again = runBench({QStringLiteral("recover"), journalPath, QStringLiteral("-o"), session});
        QCOMPARE(again.exitCode, 1);
        QFile after(session);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), before);

        // A file that is not a journal is refused with a clear message.
        const QString bogus = out.filePath(QStringLiteral("bogus.jsonl"));
        QFile bogusFile(bogus);
        QVERIFY(bogusFile.open(QIODevice::WriteOnly));
        bogusFile.write("{\"hello\": 1}\nnot json\n");
        bogusFile.close();
        const Result refused = runBench({QStringLiteral("recover"), bogus, QStringLiteral("-o"), out.filePath(QStringLiteral("x.ttft.json"))});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(QStringLiteral("not a TTFT Workbench journal")), qPrintable(refused.err));
        QVERIFY(!QFile::exists(out.filePath(QStringLiteral("x.ttft.json"))));
    }

    // `ttft-bench lab` serves a stream that looks like OpenAI's to any HTTP client.
    void standaloneLabServesOpenAiStream()
    {
        QProcess lab;
        QString banner;
        const QString url = startStandaloneLab(lab, {}, &banner);
        QVERIFY2(!url.isEmpty(), qPrintable(banner));

        QNetworkAccessManager manager;
        QNetworkRequest request(QUrl(url + QStringLiteral("/chat/completions")));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
        request.setRawHeader("X-Lab-First-Token-Ms", "10");
        QNetworkReply *reply = manager.post(request, R"({"model":"lab-fast","stream":true,"max_tokens":5,"stream_options":{"include_usage":true},"messages":[{"role":"user","content":"hi"}]})");
        QEventLoop loop;
        connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        QTimer::singleShot(10000, &loop, &QEventLoop::quit);
        loop.exec();
        QVERIFY(reply->isFinished());
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
        QVERIFY(reply->header(QNetworkRequest::ContentTypeHeader).toString().startsWith(QStringLiteral("text/event-stream")));
        const QList<QByteArray> events = reply->readAll().split('\n');
        QStringList data;
        for (const QByteArray &line : events) {
            if (line.startsWith("data: "))
                data << QString::fromUtf8(line.mid(6));
        }
        QVERIFY(data.size() >= 8); // role, 5 tokens, finish, usage, [DONE]
        QVERIFY(data.first().contains(QStringLiteral("\"role\":\"assistant\"")));
        QVERIFY(data.first().contains(QStringLiteral("chat.completion.chunk")));
        QCOMPARE(data.last(), QStringLiteral("[DONE]"));
        QVERIFY(data.at(data.size() - 2).contains(QStringLiteral("\"usage\"")));
        delete reply;

        lab.terminate();
        QVERIFY(lab.waitForFinished(10000));
        QCOMPARE(lab.exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
