// One session, one summary: `ttft-bench run --out`, `ttft-bench report --json` and the window's
// Export write the same summary.json for the same session, byte for byte, and it validates
// against docs/summary.schema.json (Debian's python3-jsonschema). A real run against the lab.
#include "benchprocess.h"
#include "testpaths.h"

#include "lab/labserver.h"
#include "results/resultstext.h"
#include "results/runresults.h"
#include "run/runcontroller.h"
#include "run/runexport.h"
#include "store/session.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace ttft;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The schema's verdict on `documents`: empty when every one is valid, else the problems.
QString schemaProblems(const QStringList &documents, int *exitCode = nullptr)
{
    QProcess python;
    python.setProcessChannelMode(QProcess::MergedChannels);
    python.start(QStringLiteral("python3"), QStringList{ttftTestPath(TTFT_SOURCE_DIR) + QStringLiteral("/tests/validate_json_schema.py"),
                                                        ttftTestPath(TTFT_SOURCE_DIR) + QStringLiteral("/docs/summary.schema.json")}
                                                + documents);
    if (!python.waitForFinished(60'000))
        return QStringLiteral("the validator did not finish");
    if (exitCode)
        *exitCode = python.exitCode();
    const QString said = QString::fromUtf8(python.readAll());
    return python.exitStatus() == QProcess::NormalExit && python.exitCode() == 0 ? QString()
                                                                                 : QStringLiteral("rc %1: %2").arg(python.exitCode()).arg(said);
}

// The three ways a user gets summary.json for the run in `dir` (written there by `run --out`):
// `report --json` and the window's Export (exportRun, as MainWindow calls it on the opened session).
void expectThreeIdenticalSummaries(const QString &dir)
{
    const QString runSummary = QDir(dir).filePath(QStringLiteral("summary.json"));
    const QString sessionPath = QDir(dir).filePath(QStringLiteral("run.ttft.json"));
    const QString reportSummary = QDir(dir).filePath(QStringLiteral("report/summary.json"));
    const BenchResult report = runBench({QStringLiteral("report"), sessionPath, QStringLiteral("--json"), reportSummary});
    QVERIFY2(report.exitCode == 0, qPrintable(report.err));

    Session session;
    QString error;
    QVERIFY2(readSessionFile(sessionPath, session, &error), qPrintable(error));
    QVERIFY2(exportRun(QDir(dir).filePath(QStringLiteral("export")), session, nullptr, &error), qPrintable(error));
    const QString exportSummary = QDir(dir).filePath(QStringLiteral("export/summary.json"));

    const QByteArray fromRun = readAll(runSummary);
    QVERIFY(!fromRun.isEmpty());
    QCOMPARE(readAll(reportSummary), fromRun);
    QCOMPARE(readAll(exportSummary), fromRun);
    const QString problems = schemaProblems({runSummary});
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
}

nlohmann::json readJson(const QString &path)
{
    return nlohmann::json::parse(readAll(path).toStdString(), nullptr, false);
}

} // namespace

class TestResults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Two providers over a prompt-length sweep, with a goodput limit and the lab's metrics
    // scraped: every part of the summary that a live run alone can fill is there, and it survives
    // the session file.
    void sweepOfTwoProvidersIsOneSummary()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("run"));
        const BenchResult run = runBench({QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--model"),
                                          QStringLiteral("lab-fast,lab-steady"), QStringLiteral("--prompt-tokens"),
                                          QStringLiteral("64,512"), QStringLiteral("--rounds"), QStringLiteral("3"),
                                          QStringLiteral("--warmup"), QStringLiteral("1"), QStringLiteral("--slo-ttft"),
                                          QStringLiteral("100"), QStringLiteral("--metrics-url"), QStringLiteral("lab"),
                                          QStringLiteral("--quiet"), QStringLiteral("--out"), out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        expectThreeIdenticalSummaries(out);

        const nlohmann::json summary = readJson(QDir(out).filePath(QStringLiteral("summary.json")));
        QCOMPARE(summary["providers"].size(), std::size_t(2));
        QCOMPARE(summary["groups"].size(), std::size_t(4));          // 2 providers × 2 prompt lengths
        QCOMPARE(summary["prompt_length_fit"].size(), std::size_t(2)); // one fit per provider at its level
        QCOMPARE(summary["dispatched"].get<int>(), summary["recorded"].get<int>());
        QCOMPARE(summary["recorded"].get<int>(), 2 * 2 * (1 + 3));
        QVERIFY(summary["server_cross_check"]["metrics"].is_array());
        QCOMPARE(summary["slo"]["ttft_ms"].get<double>(), 100.0);
        // The lab-steady model answers in ~150 ms: its goodput under a 100 ms TTFT limit is 0,
        // judged again from the session with the limit the run was given.
        for (const nlohmann::json &group : summary["groups"]) {
            if (group["provider"] == "lab/lab-steady")
                QCOMPARE(group["goodput"]["requests"].get<int>(), 0);
        }
        for (const char *provider : {"lab/lab-fast", "lab/lab-steady"})
            QCOMPARE(summary["lab_client_minus_server_ttft_ms"][provider]["count"].get<int>(), 2 * 3);

        // The terminal's table is drawn from the same results: its figures are summary.json's.
        Session session;
        QString error;
        QVERIFY(readSessionFile(QDir(out).filePath(QStringLiteral("run.ttft.json")), session, &error));
        const QString text = resultsText(computeResults(session));
        for (const nlohmann::json &group : summary["groups"])
            QVERIFY2(text.contains(QString::number(group["ttft_ms"]["p50"].get<double>(), 'f', 1)), qPrintable(text));
        QVERIFY(run.out.contains(text.section(QLatin1Char('\n'), 0, 4)));
    }

    // The same plan run by the CLI and by the window's run controller leaves the same during_run:
    // both are the one lifecycle (launch/measuredrun.h), the server's cross-check included.
    void windowAndCliRecordTheSameDuringRun()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("cli"));
        const BenchResult run = runBench({QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--model"),
                                          QStringLiteral("lab-fast,lab-steady"), QStringLiteral("--rounds"), QStringLiteral("3"),
                                          QStringLiteral("--warmup"), QStringLiteral("1"), QStringLiteral("--quiet"),
                                          QStringLiteral("--out"), out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        Session cli;
        QString error;
        QVERIFY2(readSessionFile(QDir(out).filePath(QStringLiteral("run.ttft.json")), cli, &error), qPrintable(error));

        // The window runs the plan the CLI ran (its description, lab providers without an
        // address), against its own embedded lab.
        LabServer lab;
        QVERIFY2(lab.start(&error), qPrintable(error));
        MeasuredRunOptions options;
        options.description = cli.run;
        options.keys.providers.resize(cli.run.providers.size());
        options.labBaseUrl = lab.baseUrl();
        options.groundTruth = &lab;
        RunController controller;
        controller.setJournalDirectory(dir.filePath(QStringLiteral("journals")));
        QSignalSpy finished(&controller, &RunController::finished);
        QVERIFY2(controller.start(std::move(options), &error), qPrintable(error));
        QVERIFY(finished.wait(60'000));
        const std::shared_ptr<Session> window = controller.takeSession();
        QVERIFY(window);

        const nlohmann::json cliDuring = toJson(cli.duringRun);
        const nlohmann::json windowDuring = toJson(window->duringRun);
        const auto keys = [](const nlohmann::json &object) {
            QStringList names;
            for (const auto &[key, value] : object.items())
                names << QString::fromStdString(key);
            return names;
        };
        QVERIFY2(keys(cliDuring).contains(QStringLiteral("server_cross_check")), qPrintable(keys(cliDuring).join(u',')));
        QCOMPARE(keys(windowDuring), keys(cliDuring));
        QCOMPARE(keys(windowDuring["server_cross_check"]), keys(cliDuring["server_cross_check"]));
        QCOMPARE(keys(windowDuring["lab_client_minus_server_ttft_ms"]), keys(cliDuring["lab_client_minus_server_ttft_ms"]));
        QCOMPARE(window->duringRun.dispatched, cli.duringRun.dispatched);
        for (const auto &[provider, bias] : *window->duringRun.labClientMinusServerTtftMs)
            QCOMPARE(bias.count, std::int64_t(3));
    }

    // A voice pipeline's summary carries its pipeline and its plan, the same three times.
    void voiceRunIsOneSummary()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("voice"));
        const BenchResult run = runBench({QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--tts-url"),
                                          QStringLiteral("lab"), QStringLiteral("--rounds"), QStringLiteral("2"),
                                          QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--quiet"),
                                          QStringLiteral("--out"), out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        expectThreeIdenticalSummaries(out);
        const nlohmann::json summary = readJson(QDir(out).filePath(QStringLiteral("summary.json")));
        QCOMPARE(summary["pipeline"].size(), std::size_t(1));
        QCOMPARE(summary["pipeline"][0]["turns"].get<int>(), 2);
        QVERIFY(summary["voice"].is_object());
    }

    // The schema check can fail: a summary with a count as text, one without its format and one
    // with a percentile as text are each refused, with where the problem is.
    void schemaRefusesWrongSummaries()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Session session;
        session.run.providers.push_back(ProviderProfile{});
        session.run.providers.back().name = "p";
        const nlohmann::json good = toJson(computeResults(session));
        const auto write = [&](const QString &name, const nlohmann::json &value) {
            const QString path = dir.filePath(name);
            QFile file(path);
            file.open(QIODevice::WriteOnly);
            file.write(QByteArray::fromStdString(value.dump()));
            return path;
        };
        const QString goodPath = write(QStringLiteral("good.json"), good);
        QVERIFY2(schemaProblems({goodPath}).isEmpty(), qPrintable(schemaProblems({goodPath})));

        nlohmann::json countAsText = good;
        countAsText["requests"] = "4";
        nlohmann::json noFormat = good;
        noFormat.erase("format");
        nlohmann::json percentileAsText = good;
        percentileAsText["ttft_ms"]["p50"] = "fast";
        for (const auto &[name, value, where] : {std::tuple{QStringLiteral("count.json"), countAsText, QStringLiteral("requests")},
                                                 std::tuple{QStringLiteral("format.json"), noFormat, QStringLiteral("'format' is a required property")},
                                                 std::tuple{QStringLiteral("p50.json"), percentileAsText, QStringLiteral("ttft_ms/p50")}}) {
            int exitCode = 0;
            const QString problems = schemaProblems({write(name, value)}, &exitCode);
            QCOMPARE(exitCode, 1);
            QVERIFY2(problems.contains(where), qPrintable(problems));
        }
    }
};

QTEST_MAIN(TestResults)
#include "tst_results.moc"
