// Both transports end to end against the lab server on loopback: real HTTP, real sockets.
// What a user checks: TTFT is the first answer text (never the role-only chunk), failures are
// recorded with a class and a message, the server really sees the concurrency asked for.
#include "fullfiletable.h"
#include "engine/requestfactory.h"
#include "engine/requestrecorder.h"
#include "engine/engine.h"
#include "lab/labserver.h"
#include "transport/filetable.h"
#include "transport/qttransport.h"
#include "transport/tlstrust.h"
#include "transport/transport.h"
#include "wire/dialect.h"

#include <QHostInfo>
#include <QTcpServer>
#include <QTest>

#include <condition_variable>
#include <mutex>

using namespace ttft;

namespace {

ProviderProfile labProfile(const LabServer &lab, TransportKind kind)
{
    ProviderProfile profile;
    profile.name = "lab";
    profile.baseUrl = lab.baseUrl().toStdString();
    profile.model = "lab-fast";
    profile.transport = kind;
    profile.firstTokenTimeoutMs = 5000;
    profile.totalTimeoutMs = 10000;
    return profile;
}

Workload shortWorkload()
{
    Workload workload;
    workload.messages = nlohmann::json::array({{{"role", "user"}, {"content", "Say hello."}}});
    workload.maxTokens = 8;
    workload.keepText = true;
    return workload;
}

std::vector<RequestRecord> runPlan(TransportKind kind, const ProviderProfile &profile, const Workload &workload,
                                   int rounds)
{
    RunSpec spec;
    spec.providers.push_back(EngineProvider{profile, {}});
    spec.providers.back().profile.transport = kind;
    spec.workload = workload;
    spec.plan = sequentialPlan(0, rounds);
    return runToCompletion(spec);
}

// Collects records finished on the network thread(s).
struct Collector {
    std::mutex mutex;
    std::condition_variable done;
    std::vector<RequestRecord> records;

    RequestRecorder::Completion completion()
    {
        return [this](RequestRecord &&record) {
            std::lock_guard lock(mutex);
            records.push_back(std::move(record));
            done.notify_all();
        };
    }
    bool waitFor(std::size_t count, int timeoutMs)
    {
        std::unique_lock lock(mutex);
        return done.wait_for(lock, std::chrono::milliseconds(timeoutMs), [&] { return records.size() >= count; });
    }
};

} // namespace

class TestTransport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_lab.start(&error), qPrintable(error));
    }

    void transports_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("curl") << int(TransportKind::Curl);
        QTest::newRow("qt") << int(TransportKind::Qt);
    }

    void ttftIsFirstAnswerText_data() { transports_data(); }
    void ttftIsFirstAnswerText()
    {
        QFETCH(int, kind);
        ProviderProfile profile = labProfile(m_lab, TransportKind(kind));
        profile.extraHeaders = {{"X-Lab-First-Token-Ms", "150"}, {"X-Lab-Tpot-Ms", "5"}};
        const auto records = runPlan(TransportKind(kind), profile, shortWorkload(), 2);
        QCOMPARE(records.size(), std::size_t(2));
        for (const RequestRecord &record : records) {
            QVERIFY2(!record.failed(), record.errorMessage.c_str());
            QCOMPARE(record.httpStatus, 200);
            QCOMPARE(record.protocol, std::string("http/1.1"));
            QCOMPARE(record.transport, std::string(transportName(TransportKind(kind))));
            // The role-only chunk comes at once: it is the first event, not the first token.
            QVERIFY(record.firstEventMs().has_value());
            QVERIFY2(*record.firstEventMs() < 100, qPrintable(QString::number(*record.firstEventMs())));
            QVERIFY(record.ttftMs().has_value());
            QVERIFY2(*record.ttftMs() >= 150 && *record.ttftMs() < 400, qPrintable(QString::number(*record.ttftMs())));
            QVERIFY(record.ttfbMs().has_value());
            QVERIFY(*record.ttfbMs() <= *record.ttftMs());
            QCOMPARE(record.outputTokens.value_or(0), std::int64_t(8));
            QCOMPARE(record.outputTokensSource, std::string("usage"));
            QVERIFY(!record.text.empty());
            QVERIFY(record.tpotMs().has_value());
            // The server saw the id we sent and returned it.
            QCOMPARE(record.serverRequestId, record.requestId);
            const std::optional<LabTruth> truth = m_lab.truthFor(record.requestId);
            QVERIFY(truth.has_value());
            QCOMPARE(truth->outputTokens, 8);
            // Our first answer arrives after the server wrote it (one clock for both). The server
            // stamps after its write() returned, and the reader may run on the other core first:
            // allow that much.
            QVERIFY2(record.firstAnswerNs >= truth->firstTokenWrittenNs - 1'000'000,
                     qPrintable(QString::number(record.firstAnswerNs - truth->firstTokenWrittenNs)));
            QVERIFY(record.startNs <= truth->firstRequestByteNs);
        }
        // The second request rides the first one's connection.
        QVERIFY(!records[0].connectionReused);
        QVERIFY(records[1].connectionReused);
    }

    void closedPortIsRecorded_data() { transports_data(); }
    void closedPortIsRecorded()
    {
        QFETCH(int, kind);
        // A port that was free a moment ago: nothing listens there now.
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const quint16 port = probe.serverPort();
        probe.close();
        ProviderProfile profile = labProfile(m_lab, TransportKind(kind));
        profile.baseUrl = "http://127.0.0.1:" + std::to_string(port) + "/v1";
        const auto records = runPlan(TransportKind(kind), profile, shortWorkload(), 2);
        QCOMPARE(records.size(), std::size_t(2)); // the run goes on after a failure
        for (const RequestRecord &record : records) {
            QCOMPARE(record.errorClass, ErrorClass::ConnectionRefused);
            QVERIFY(!record.errorMessage.empty());
            QVERIFY(!record.ttftMs().has_value());
        }
    }

    void http401IsRecorded_data() { transports_data(); }
    void http401IsRecorded()
    {
        QFETCH(int, kind);
        ProviderProfile profile = labProfile(m_lab, TransportKind(kind));
        profile.extraHeaders = {{"X-Lab-Fault", "http-401"}};
        const auto records = runPlan(TransportKind(kind), profile, shortWorkload(), 1);
        QCOMPARE(records.size(), std::size_t(1));
        const RequestRecord &record = records.front();
        QCOMPARE(record.httpStatus, 401);
        QCOMPARE(record.errorClass, ErrorClass::HttpClient);
        // The message is the server's own words from the JSON error body.
        QVERIFY2(record.errorMessage.find("HTTP 401: ") == 0, record.errorMessage.c_str());
        QVERIFY2(record.errorMessage.size() > 12, record.errorMessage.c_str());
    }

    void errorEventIsRecorded_data() { transports_data(); }
    void errorEventIsRecorded()
    {
        QFETCH(int, kind);
        for (const char *fault : {"error-event", "error-object"}) {
            ProviderProfile profile = labProfile(m_lab, TransportKind(kind));
            profile.extraHeaders = {{"X-Lab-Fault", fault}, {"X-Lab-First-Token-Ms", "20"}};
            const auto records = runPlan(TransportKind(kind), profile, shortWorkload(), 1);
            QCOMPARE(records.size(), std::size_t(1));
            const RequestRecord &record = records.front();
            QCOMPARE(record.httpStatus, 200);
            QCOMPARE(record.errorClass, ErrorClass::StreamError);
            QVERIFY(!record.errorMessage.empty());
            // Text before the error was still measured.
            QVERIFY(record.ttftMs().has_value());
        }
    }

    void droppedStreamIsRecorded_data() { transports_data(); }
    void droppedStreamIsRecorded()
    {
        QFETCH(int, kind);
        ProviderProfile profile = labProfile(m_lab, TransportKind(kind));
        profile.extraHeaders = {{"X-Lab-Fault", "drop"}, {"X-Lab-First-Token-Ms", "20"}};
        const auto records = runPlan(TransportKind(kind), profile, shortWorkload(), 1);
        QCOMPARE(records.size(), std::size_t(1));
        QCOMPARE(records.front().errorClass, ErrorClass::Dropped);
    }

    void firstByteTimeout_data() { transports_data(); }
    void firstByteTimeout()
    {
        QFETCH(int, kind);
        ProviderProfile profile = labProfile(m_lab, TransportKind(kind));
        profile.extraHeaders = {{"X-Lab-Fault", "stall"}, {"X-Lab-First-Token-Ms", "20"}};
        profile.totalTimeoutMs = 600;
        const auto records = runPlan(TransportKind(kind), profile, shortWorkload(), 1);
        QCOMPARE(records.size(), std::size_t(1));
        QCOMPARE(records.front().errorClass, ErrorClass::TotalTimeout);
        QVERIFY(records.front().e2eMs().value_or(0) >= 600);
    }

    // docs/ARCHITECTURE.md, Qt 6.4 facts: one manager runs at most six HTTP/1.1 streams and queues the rest silently.
    // Asked for twelve at once, the server must see twelve in flight, on both transports.
    void concurrencyReachesTheServer_data() { transports_data(); }
    void concurrencyReachesTheServer()
    {
        QFETCH(int, kind);
        const int streams = 12;
        std::unique_ptr<Transport> transport = makeTransport(TransportKind(kind));
        ProviderProfile profile = labProfile(m_lab, TransportKind(kind));
        profile.extraHeaders = {{"X-Lab-First-Token-Ms", "400"}};
        Collector collector;
        std::vector<std::string> ids;
        for (int i = 0; i < streams; ++i) {
            auto dialect = makeDialect(DialectId::OpenAiChat);
            RequestRecord seed;
            seed.index = i;
            seed.requestId = newRequestId();
            ids.push_back(seed.requestId);
            const HttpRequest request = buildHttpRequest(profile, shortWorkload(), *dialect, {}, seed.requestId);
            transport->start(request, std::make_shared<RequestRecorder>(seed, std::move(dialect), StreamMeter::Options{},
                                                                        collector.completion()));
        }
        QVERIFY(collector.waitFor(streams, 10000));
        int maxInFlight = 0;
        for (const RequestRecord &record : collector.records)
            QVERIFY2(!record.failed(), record.errorMessage.c_str());
        for (const std::string &id : ids) {
            const auto truth = m_lab.truthFor(id);
            QVERIFY(truth.has_value());
            maxInFlight = std::max(maxInFlight, truth->inFlightAtStart + 1);
        }
        QCOMPARE(maxInFlight, streams);
        if (TransportKind(kind) == TransportKind::Qt)
            QVERIFY(static_cast<QtTransport *>(transport.get())->managerCount() >= 2);
    }

    // A 64 KiB body must reach the server at once: no Nagle/delayed-ACK stall (40+ ms, docs/ARCHITECTURE.md,
    // Qt 6.4 facts), no 100-continue round trip (curl waits up to 1 s for one). The bound is loose on
    // purpose; scripts/bench reports the real figures.
    void curlLargeBodyIsNotDelayed()
    {
        ProviderProfile profile = labProfile(m_lab, TransportKind::Curl);
        profile.extraHeaders = {{"X-Lab-First-Token-Ms", "30"}, {"X-Lab-Output-Tokens", "2"}};
        Workload workload = shortWorkload();
        workload.messages = nlohmann::json::array({{{"role", "user"}, {"content", std::string(64 * 1024, 'a')}}});
        const auto records = runPlan(TransportKind::Curl, profile, workload, 5);
        std::vector<double> bias;
        for (const RequestRecord &record : records) {
            QVERIFY2(!record.failed(), record.errorMessage.c_str());
            QVERIFY(record.requestBytes > 64 * 1024);
            const auto truth = m_lab.truthFor(record.requestId);
            QVERIFY(truth.has_value());
            bias.push_back(*record.ttftMs() - double(truth->firstTokenWrittenNs - truth->requestCompleteNs) / 1e6);
        }
        std::sort(bias.begin(), bias.end());
        QVERIFY2(bias[2] < 10.0, qPrintable(QStringLiteral("median bias %1 ms").arg(bias[2])));
    }

    // A machine without the ca-certificates package fails every HTTPS request: the error says
    // so, naming the bundle, instead of blaming a CA file the profile never named.
    void missingSystemCaStoreIsNamed()
    {
        QVERIFY(systemCaStoreMissing("/nonexistent/ca-certificates.crt"));
        QVERIFY2(!systemCaStoreMissing(systemCaBundlePath()),
                 "scripts/lib.sh installs ca-certificates: this machine should have a CA store");
        const std::string message = unreadableCaFileMessage("", "error setting certificate file");
        QVERIFY2(message.find("no system CA certificate store") != std::string::npos, message.c_str());
        QVERIFY2(message.find("apt install ca-certificates") != std::string::npos, message.c_str());
        QVERIFY(message.find(systemCaBundlePath()) != std::string::npos);
        QVERIFY(message.find("profile's CA certificate file") == std::string::npos);
        // A file the profile does name is still blamed by name.
        QVERIFY(unreadableCaFileMessage("/tmp/mine.pem", {}).find("/tmp/mine.pem") != std::string::npos);
    }

    // A run that holds more connections than the process may open files (an open loop the client
    // cannot keep up with, a low `ulimit -n`) meets a full file table. Each request then fails with a
    // class and a message naming the limit; the process goes on. Qt 6.4 starts a thread per manager,
    // and GLib aborts the whole process when that thread's wake-up descriptor cannot be made ("Creating
    // pipes for GWakeup: Too many open files"): the Qt transport must see it coming.
    void fileTableFullIsRecorded_data()
    {
        // By address, and by name: a name is looked up first (curl's resolver thread talks back
        // over a socket pair, which needs descriptors too).
        QTest::addColumn<int>("kind");
        QTest::addColumn<bool>("byName");
        QTest::newRow("curl") << int(TransportKind::Curl) << false;
        QTest::newRow("qt") << int(TransportKind::Qt) << false;
        QTest::newRow("curl, localhost") << int(TransportKind::Curl) << true;
        QTest::newRow("qt, localhost") << int(TransportKind::Qt) << true;
    }
    void fileTableFullIsRecorded()
    {
        QFETCH(int, kind);
        QFETCH(bool, byName);
        std::unique_ptr<Transport> transport = makeTransport(TransportKind(kind));
        ProviderProfile profile = labProfile(m_lab, TransportKind(kind));
        if (byName && QHostInfo::fromName(QStringLiteral("localhost")).addresses().isEmpty())
            QSKIP("this machine does not resolve localhost (no /etc/hosts, as in a bare debootstrap root)");
        if (byName)
            profile.baseUrl = "http://localhost:" + std::to_string(m_lab.port()) + "/v1";
        profile.extraHeaders = {{"X-Lab-First-Token-Ms", "20"}};
        auto runOne = [&](bool freshConnection) {
            auto dialect = makeDialect(DialectId::OpenAiChat);
            RequestRecord seed;
            seed.requestId = newRequestId();
            HttpRequest request = buildHttpRequest(profile, shortWorkload(), *dialect, {}, seed.requestId);
            request.freshConnection = freshConnection;
            Collector collector;
            transport->start(std::move(request), std::make_shared<RequestRecorder>(seed, std::move(dialect), StreamMeter::Options{},
                                                                                   collector.completion()));
            return collector.waitFor(1, 10000) ? collector.records.front() : RequestRecord{};
        };
        auto isFileTableError = [](const RequestRecord &record) {
            return record.failed() && record.errorClass == ErrorClass::Transport
                && record.errorMessage.find("out of file descriptors") != std::string::npos
                && record.errorMessage.find("ulimit -n") != std::string::npos;
        };
        // Nothing opened yet (for Qt: no manager, no thread), then a new connection from a transport
        // that has one open already.
        for (const bool warm : {false, true}) {
            if (warm) {
                // Its connection is closed at the end ("Connection: close"): the next one is new.
                const RequestRecord record = runOne(true);
                QVERIFY2(!record.failed() && record.ttftMs(), record.errorMessage.c_str());
            }
            RequestRecord record;
            {
                FullFileTable full;
                QVERIFY2(full.filled(), "could not fill the file table");
                record = runOne(warm);
            }
            QVERIFY2(isFileTableError(record), qPrintable(QStringLiteral("warm %3, %1: %2").arg(QLatin1String(errorClassName(record.errorClass)),
                                                                                        QString::fromStdString(record.errorMessage)).arg(warm)));
            // Files free again: the same transport works.
            const RequestRecord after = runOne(false);
            QVERIFY2(!after.failed() && after.ttftMs(), after.errorMessage.c_str());
        }
    }

    // The Qt transport under a burst it cannot hold: 200 streams at once with room for about 100 more
    // descriptors. Its managers' threads start after they are made and their connections open later
    // still, so a look at the table when a manager is made is not enough: the transport counts what
    // its managers may hold. The streams it has room for are measured; the others fail with words
    // naming the limit; the process goes on.
    void qtBurstBeyondFileLimit()
    {
        rlimit saved{};
        ::getrlimit(RLIMIT_NOFILE, &saved);
        rlimit lowered = saved;
        lowered.rlim_cur = rlim_t(openFileCount() + 100);
        QVERIFY(::setrlimit(RLIMIT_NOFILE, &lowered) == 0);
        Collector collector;
        {
            QtTransport transport;
            ProviderProfile profile = labProfile(m_lab, TransportKind::Qt);
            profile.extraHeaders = {{"X-Lab-First-Token-Ms", "300"}, {"X-Lab-Output-Tokens", "2"}};
            const int streams = 200;
            for (int i = 0; i < streams; ++i) {
                auto dialect = makeDialect(DialectId::OpenAiChat);
                RequestRecord seed;
                seed.index = i;
                seed.requestId = newRequestId();
                HttpRequest request = buildHttpRequest(profile, shortWorkload(), *dialect, {}, seed.requestId);
                transport.start(std::move(request), std::make_shared<RequestRecorder>(seed, std::move(dialect), StreamMeter::Options{},
                                                                                      collector.completion()));
            }
            QVERIFY(collector.waitFor(streams, 30000));
        }
        ::setrlimit(RLIMIT_NOFILE, &saved);
        int measured = 0;
        for (const RequestRecord &record : collector.records) {
            if (!record.failed()) {
                ++measured;
                continue;
            }
            QVERIFY2(record.errorMessage.find("out of file descriptors") != std::string::npos, record.errorMessage.c_str());
        }
        QVERIFY2(measured >= 12 && measured < 200, qPrintable(QString::number(measured)));
    }

    void cleanupTestCase() { m_lab.stop(); }

private:
    LabServer m_lab{LabConfig{}};
};

QTEST_GUILESS_MAIN(TestTransport)
#include "tst_transport.moc"
