// The requests table: rows appended batch by batch without resets, raw numbers for sorting, the
// filters by provider, level, status and search text, the detail pane's content, and the CSV
// export of the same records. QAbstractItemModelTester watches the model and the proxy from
// before the first row.
#include "requests/requestdetailview.h"
#include "requests/requestsfilterproxy.h"
#include "requests/requestsmodel.h"
#include "requests/requestspane.h"
#include "run/runexport.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

#include <nlohmann/json.hpp>

using namespace ttft;

namespace {

constexpr std::int64_t kMs = 1'000'000;

RequestRecord makeRecord(std::int64_t index, const std::string &provider, const std::string &cell, double ttftMs,
                         bool failed = false, bool warmup = false)
{
    RequestRecord record;
    record.index = index;
    record.provider = provider;
    record.model = provider + "-model";
    record.cell = cell;
    record.concurrency = cell == "c10" ? 10 : 1;
    record.warmup = warmup;
    record.requestId = "req-" + std::to_string(index);
    record.runStartNs = 1'000 * kMs;
    record.intendedNs = record.runStartNs + index * 100 * kMs;
    record.startNs = record.intendedNs + kMs / 10;
    record.requestSentNs = record.startNs + kMs / 2;
    if (failed) {
        record.errorClass = ErrorClass::HttpServer;
        record.errorMessage = "HTTP 503: overloaded";
        record.httpStatus = 503;
        record.responseHead = R"({"error":{"message":"overloaded"}})";
        record.endNs = record.startNs + 30 * kMs;
        return record;
    }
    record.httpStatus = 200;
    record.serverRequestId = "srv-" + std::to_string(index);
    record.responseHeadNs = record.startNs + 5 * kMs;
    record.firstEventNs = record.responseHeadNs + kMs;
    record.firstOutputNs = record.startNs + std::int64_t(ttftMs * 1e6);
    record.firstAnswerNs = record.firstOutputNs;
    record.firstSentenceNs = record.firstAnswerNs + 40 * kMs;
    record.lastAnswerNs = record.firstAnswerNs + 200 * kMs;
    record.endNs = record.lastAnswerNs + kMs;
    record.outputTokens = 21;
    record.outputTokensSource = "usage";
    record.answerEvents = 21;
    record.text = "Bread goes stale faster in the fridge.";
    record.responseHead = "data: {\"choices\":[]}";
    return record;
}

std::shared_ptr<const std::vector<RequestRecord>> batchOf(std::vector<RequestRecord> records)
{
    return std::make_shared<const std::vector<RequestRecord>>(std::move(records));
}

QStringList column(const QAbstractItemModel &model, int column)
{
    QStringList values;
    for (int row = 0; row < model.rowCount(); ++row)
        values << model.index(row, column).data().toString();
    return values;
}

} // namespace

class TestRequestsModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void appendsFiltersAndSorts()
    {
        RequestsModel model;
        RequestsFilterProxy proxy;
        proxy.setRequestsModel(&model);
        QAbstractItemModelTester modelTester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy inserts(&model, &QAbstractItemModel::rowsInserted);
        proxy.sort(RequestsModel::TtftColumn, Qt::AscendingOrder);

        model.appendBatch(batchOf({makeRecord(0, "fast", "c1", 90, false, true), makeRecord(1, "fast", "c1", 120),
                                   makeRecord(2, "slow", "c1", 900)}));
        model.appendBatch(batchOf({makeRecord(3, "slow", "c10", 0, true), makeRecord(4, "fast", "c10", 15),
                                   makeRecord(5, "slow", "c10", 1500)}));
        model.appendRecords({makeRecord(6, "fast", "c10", 100.5)});
        QCOMPARE(model.rowCount(), 7);
        QCOMPARE(inserts.count(), 3);
        QCOMPARE(resets.count(), 0); // a streaming run only appends

        // Display is formatted, the sort role raw; TTFT sorts as numbers (15 < 100.5 < 120 < 900),
        // the failed request (no TTFT) last.
        QCOMPARE(model.index(6, RequestsModel::TtftColumn).data().toString(), QStringLiteral("100.5"));
        QCOMPARE(model.index(6, RequestsModel::TtftColumn).data(RequestsModel::SortRole).toDouble(), 100.5);
        QCOMPARE(column(proxy, RequestsModel::TtftColumn),
                 QStringList({QStringLiteral("15.0"), QStringLiteral("90.0"), QStringLiteral("100.5"),
                              QStringLiteral("120.0"), QStringLiteral("900.0"), QStringLiteral("1500.0"), QString()}));
        proxy.sort(RequestsModel::TtftColumn, Qt::DescendingOrder);
        QCOMPARE(column(proxy, RequestsModel::TtftColumn).constFirst(), QStringLiteral("1500.0"));
        QCOMPARE(column(proxy, RequestsModel::TtftColumn).constLast(), QString()); // still last
        proxy.sort(RequestsModel::IndexColumn, Qt::AscendingOrder);
        QCOMPARE(column(proxy, RequestsModel::IndexColumn).constFirst(), QStringLiteral("1"));

        // Status and error columns.
        QCOMPARE(model.index(0, RequestsModel::StatusColumn).data().toString(), QStringLiteral("warm-up"));
        QCOMPARE(model.index(3, RequestsModel::StatusColumn).data().toString(), QStringLiteral("failed"));
        QVERIFY(model.index(3, RequestsModel::ErrorColumn).data().toString().startsWith(QStringLiteral("http_5xx")));
        QVERIFY(model.index(3, RequestsModel::TtftColumn).data(Qt::ForegroundRole).isValid()); // red

        // Filters.
        proxy.setProviderFilter(QStringLiteral("slow"));
        QCOMPARE(proxy.rowCount(), 3);
        proxy.setLevelFilter(QStringLiteral("c10"));
        QCOMPARE(proxy.rowCount(), 2);
        proxy.setStatusFilter(RequestsFilterProxy::FailedOnly);
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.index(0, RequestsModel::IndexColumn).data().toString(), QStringLiteral("4"));
        proxy.setProviderFilter(QString());
        proxy.setLevelFilter(QString());
        proxy.setStatusFilter(RequestsFilterProxy::WarmupOnly);
        QCOMPARE(proxy.rowCount(), 1);
        proxy.setStatusFilter(RequestsFilterProxy::SucceededOnly);
        QCOMPARE(proxy.rowCount(), 5);
        proxy.setStatusFilter(RequestsFilterProxy::MeasuredOnly);
        QCOMPARE(proxy.rowCount(), 6);
        proxy.setStatusFilter(RequestsFilterProxy::AnyStatus);
        proxy.setSearchText(QStringLiteral("overloaded"));
        QCOMPARE(proxy.rowCount(), 1);
        proxy.setSearchText(QStringLiteral("srv-5"));
        QCOMPARE(proxy.rowCount(), 1);
        proxy.setSearchText(QString());
        QCOMPARE(proxy.rowCount(), 7);

        // New rows pass through the active filter as they arrive.
        proxy.setProviderFilter(QStringLiteral("fast"));
        const int before = proxy.rowCount();
        model.appendBatch(batchOf({makeRecord(7, "fast", "c10", 30), makeRecord(8, "slow", "c10", 800)}));
        QCOMPARE(proxy.rowCount(), before + 1);

        model.clear();
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(proxy.rowCount(), 0);
        QCOMPARE(resets.count(), 1);
    }

    void paneOffersFiltersAndDetail()
    {
        RequestsModel model;
        RequestsPane pane(&model);
        pane.resize(1000, 500);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        model.appendBatch(batchOf({makeRecord(0, "fast", "c1", 80), makeRecord(1, "slow", "c1", 700),
                                   makeRecord(2, "slow", "c10", 0, true)}));
        // The filter combos learn providers and levels as they appear.
        QCOMPARE(pane.providerFilter()->count(), 3); // All, fast, slow
        QCOMPARE(pane.levelFilter()->count(), 3);    // All, c1, c10
        pane.providerFilter()->setCurrentIndex(pane.providerFilter()->findData(QStringLiteral("slow")));
        QCOMPARE(pane.table()->model()->rowCount(), 2);
        pane.statusFilter()->setCurrentIndex(pane.statusFilter()->findData(int(RequestsFilterProxy::FailedOnly)));
        QCOMPARE(pane.table()->model()->rowCount(), 1);

        // Selecting the row shows the request in full.
        pane.table()->selectRow(0);
        QVERIFY(pane.detail()->record().has_value());
        const QString detail = pane.detail()->plainText();
        QVERIFY2(detail.contains(QStringLiteral("HTTP 503: overloaded")), qPrintable(detail));
        QVERIFY(detail.contains(QStringLiteral("overloaded\"}}"))); // the first data received
        QVERIFY(detail.contains(QStringLiteral("req-2")));

        pane.statusFilter()->setCurrentIndex(0);
        pane.searchField()->setText(QStringLiteral("srv-1"));
        QCOMPARE(pane.table()->model()->rowCount(), 1);
        pane.table()->selectRow(0);
        const QString ok = pane.detail()->plainText();
        QVERIFY(ok.contains(QStringLiteral("Bread goes stale"))); // the answer
        QVERIFY(ok.contains(QStringLiteral("srv-1")));             // the server's request id
        QVERIFY(ok.contains(QStringLiteral("700.000 ms")));        // first answer, from the start

        model.clear();
        QVERIFY(!pane.detail()->record()); // no stale request after a new run starts
        QCOMPARE(pane.providerFilter()->count(), 1);
        QCOMPARE(pane.table()->model()->rowCount(), 0);
    }

    // The server's own account and the headers of interest are in the detail pane.
    void detailShowsTheServersAccount()
    {
        RequestRecord record;
        record.provider = "vllm";
        record.startNs = 1'000'000'000;
        record.firstAnswerNs = 1'120'000'000; // client TTFT 120 ms
        record.server.ttftMs = 100.0;
        record.server.queueMs = 12.5;
        record.server.source = "log";
        record.serverHeaders = {{"x-request-id", "srv-77"}, {"x-ratelimit-remaining-requests", "41"}};
        QTextDocument document;
        document.setHtml(RequestDetailView::toHtml(record));
        const QString text = document.toPlainText();
        QVERIFY2(text.contains(QLatin1String("Server TTFT")) && text.contains(QLatin1String("100.0 ms")), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("20.000 ms"))); // client overhead
        QVERIFY(text.contains(QLatin1String("x-ratelimit-remaining-requests")) && text.contains(QLatin1String("41")));
        QVERIFY(text.contains(QLatin1String("srv-77")));
    }

    void exportsCsvAndSummary()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        std::vector<RequestRecord> records{makeRecord(0, "fast", "c1", 80), makeRecord(1, "slow, \"quoted\"", "c1", 700),
                                           makeRecord(2, "slow", "c10", 0, true)};
        Session session;
        session.run.plan = sequentialPlan(0, 3);
        session.records = records;
        QStringList written;
        QString error;
        QVERIFY2(exportRun(dir.filePath(QStringLiteral("out")), session, &written, &error),
                 qPrintable(error));
        QCOMPARE(written.size(), 3);
        QFile csv(dir.filePath(QStringLiteral("out/requests.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = csv.readAll().split('\n');
        QCOMPARE(lines.size(), 5); // header, three rows, the final newline
        QVERIFY(lines[0].startsWith("index,provider,model,cell"));
        QVERIFY(lines[1].contains(",80.000,"));
        QVERIFY(lines[2].contains("\"slow, \"\"quoted\"\"\"")); // RFC 4180 quoting
        QVERIFY(lines[3].contains("http_5xx"));
        QFile summaryFile(dir.filePath(QStringLiteral("out/summary.json")));
        QVERIFY(summaryFile.open(QIODevice::ReadOnly));
        const nlohmann::json summary = nlohmann::json::parse(summaryFile.readAll().toStdString());
        QCOMPARE(summary["recorded"].get<int>(), 3);
        QVERIFY(summary["groups"].is_array());
        QCOMPARE(summary["groups"].size(), std::size_t(3));
    }
};

QTEST_MAIN(TestRequestsModel)
#include "tst_requestsmodel.moc"
