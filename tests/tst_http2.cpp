// HTTP/2 on both transports, through a real nginx (h2c, prior knowledge) in front of the lab.
#include "engine/requestfactory.h"
#include "engine/requestrecorder.h"
#include "engine/engine.h"
#include "lab/labserver.h"
#include "lab/labproxy.h"
#include "transport/curltransport.h"
#include "transport/transport.h"
#include "wire/dialect.h"

#include <QTest>

#include <condition_variable>
#include <mutex>

using namespace ttft;

class TestHttp2 : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_lab.start(&error), qPrintable(error));
        if (LabProxy::executable().isEmpty())
            QSKIP("nginx is not installed; scripts/test installs it");
        QString failure;
        QVERIFY2(m_h2c.start({m_lab.port(), true, false, false}, &failure), qPrintable(failure));
        QVERIFY2(m_h2.start({m_lab.port(), true, true, false}, &failure), qPrintable(failure));
    }

    void streamsOverHttp2_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<bool>("tls");
        QTest::newRow("curl h2c") << int(TransportKind::Curl) << false;
        QTest::newRow("qt h2c") << int(TransportKind::Qt) << false;
        QTest::newRow("curl h2") << int(TransportKind::Curl) << true;
        QTest::newRow("qt h2") << int(TransportKind::Qt) << true;
    }
    void streamsOverHttp2()
    {
        QFETCH(int, kind);
        QFETCH(bool, tls);
        ProviderProfile profile;
        profile.name = "lab via nginx";
        profile.baseUrl = (tls ? "https://127.0.0.1:" + std::to_string(m_h2.port())
                               : "http://127.0.0.1:" + std::to_string(m_h2c.port())) + "/v1";
        profile.insecureTls = tls; // the certificate was made a moment ago
        profile.model = "lab-fast";
        profile.transport = TransportKind(kind);
        profile.httpVersion = HttpVersion::Http2;
        profile.extraHeaders = {{"X-Lab-First-Token-Ms", "100"}, {"X-Lab-Output-Tokens", "5"}};
        profile.totalTimeoutMs = 10000;
        Workload workload;
        workload.messages = nlohmann::json::array({{{"role", "user"}, {"content", "hello"}}});
        RunSpec spec;
        spec.providers.push_back(EngineProvider{profile, {}});
        spec.workload = workload;
        spec.plan = sequentialPlan(0, 3);
        const auto records = runToCompletion(spec);
        QCOMPARE(records.size(), std::size_t(3));
        for (const RequestRecord &record : records) {
            QVERIFY2(!record.failed(), record.errorMessage.c_str());
            QCOMPARE(record.protocol, std::string("h2"));
            QCOMPARE(record.httpStatus, 200);
            QVERIFY2(record.ttftMs().value_or(0) >= 100 && record.ttftMs().value_or(0) < 400,
                     qPrintable(QString::number(record.ttftMs().value_or(-1))));
            QCOMPARE(record.outputTokens.value_or(0), std::int64_t(5));
            QVERIFY(m_lab.truthFor(record.requestId).has_value());
        }
        // The second request rides the first one's connection, except where libcurl cannot
        // reuse h2c connections (before 8.0.0): there every h2c request has its own, and says so.
        const bool reuseExpected = tls || TransportKind(kind) == TransportKind::Qt || CurlTransport::reusesH2cConnections();
        QCOMPARE(records[1].connectionReused, reuseExpected);
        QCOMPARE(records[2].connectionReused, reuseExpected);
    }

    // --fresh-connections over HTTP/2: "Connection: close" means nothing there, so each request
    // must get a connection of its own from the transport itself (Qt: a manager of its own), with
    // its own TLS handshake.
    void freshConnectionsOverHttp2_data()
    {
        streamsOverHttp2_data();
    }
    void freshConnectionsOverHttp2()
    {
        QFETCH(int, kind);
        QFETCH(bool, tls);
        ProviderProfile profile;
        profile.name = "lab via nginx, fresh";
        profile.baseUrl = (tls ? "https://127.0.0.1:" + std::to_string(m_h2.port())
                               : "http://127.0.0.1:" + std::to_string(m_h2c.port())) + "/v1";
        profile.insecureTls = tls;
        profile.model = "lab-fast";
        profile.transport = TransportKind(kind);
        profile.httpVersion = HttpVersion::Http2;
        profile.freshConnections = true;
        profile.extraHeaders = {{"X-Lab-First-Token-Ms", "20"}, {"X-Lab-Output-Tokens", "2"}};
        profile.totalTimeoutMs = 10000;
        RunSpec spec;
        spec.providers.push_back(EngineProvider{profile, {}});
        spec.workload.messages = nlohmann::json::array({{{"role", "user"}, {"content", "hello"}}});
        spec.plan = sequentialPlan(0, 4);
        const auto records = runToCompletion(spec);
        QCOMPARE(records.size(), std::size_t(4));
        for (const RequestRecord &record : records) {
            QVERIFY2(!record.failed(), record.errorMessage.c_str());
            QCOMPARE(record.protocol, std::string("h2"));
            QVERIFY2(!record.connectionReused, record.requestId.c_str());
            if (tls)
                QVERIFY(record.tlsDoneNs > record.startNs); // a handshake of its own
        }
    }

    // The Qt transport's unread ledger (transport/unreadledger.h) must never take a reused
    // connection's earlier answers, which were read, for a backlog: twelve answers of 4,000 tokens
    // one after the other on one HTTP/2 connection (~6 MB, twice the bound) all succeed.
    void reusedConnectionIsNotABacklog_data()
    {
        QTest::addColumn<bool>("tls");
        QTest::newRow("qt h2c") << false;
        QTest::newRow("qt h2") << true;
    }
    void reusedConnectionIsNotABacklog()
    {
        QFETCH(bool, tls);
        ProviderProfile profile;
        profile.name = "lab via nginx, long answers";
        profile.baseUrl = (tls ? "https://127.0.0.1:" + std::to_string(m_h2.port())
                               : "http://127.0.0.1:" + std::to_string(m_h2c.port())) + "/v1";
        profile.insecureTls = tls;
        profile.model = "lab-fast";
        profile.transport = TransportKind::Qt;
        profile.httpVersion = HttpVersion::Http2;
        profile.extraHeaders = {{"X-Lab-First-Token-Ms", "5"}, {"X-Lab-Output-Tokens", "4000"}, {"X-Lab-Tpot-Ms", "0.05"}};
        profile.totalTimeoutMs = 60000;
        RunSpec spec;
        spec.providers.push_back(EngineProvider{profile, {}});
        spec.workload.messages = nlohmann::json::array({{{"role", "user"}, {"content", "hello"}}});
        spec.workload.maxTokens = 4000;
        spec.plan = sequentialPlan(0, 12);
        const auto records = runToCompletion(spec);
        QCOMPARE(records.size(), std::size_t(12));
        for (const RequestRecord &record : records) {
            QVERIFY2(!record.failed(), record.errorMessage.c_str());
            QCOMPARE(record.outputTokens.value_or(0), std::int64_t(4000));
        }
        QVERIFY(records.back().connectionReused);
    }

    void cleanupTestCase()
    {
        m_h2c.stop();
        m_h2.stop();
        m_lab.stop();
    }

private:
    LabServer m_lab;
    LabProxy m_h2c;
    LabProxy m_h2;
};

QTEST_GUILESS_MAIN(TestHttp2)
#include "tst_http2.moc"
