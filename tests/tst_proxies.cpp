// Through a real proxy: nginx (Debian's) in front of the lab, TLS with a certificate made at test
// time, HTTP/1.1 and HTTP/2 by ALPN. TTFT through the proxy stays within 3 ms of the direct figure
// at the median; a buffering proxy is flagged; an untrusted certificate fails with words that say
// how to trust it, and the profile's trust options work on both transports.
#include "testpaths.h"
#include "engine/engine.h"
#include "lab/labproxy.h"
#include "lab/labserver.h"
#include "model/runplan.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

#include "sanitizers.h"

using namespace ttft;

namespace {

constexpr int kFirstTokenMs = 60;
constexpr int kRounds = 30;
// The figure, for the uninstrumented client. Under AddressSanitizer every byte the client
// handles costs several times more, and TLS through a proxy handles each one twice.
constexpr double kToleranceMs = kUnderSanitizer ? 10.0 : 3.0;

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    if (values.empty())
        return -1;
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

struct Figures {
    double ttftMs = -1;    // median client TTFT
    double biasMs = -1;    // median client TTFT − the lab's own (written − its start): the client's and path's share
    int failed = 0;
    int buffered = 0;
    int records = 0;
    std::string protocol;
    std::string firstError;
};

} // namespace

class TestProxies : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_lab.start(&error), qPrintable(error));
        if (LabProxy::executable().isEmpty())
            QSKIP("nginx is not installed; scripts/test installs it");
        QVERIFY2(m_h1.start({m_lab.port(), false, true, false}, &error), qPrintable(error));
        QVERIFY2(m_h2.start({m_lab.port(), true, true, false}, &error), qPrintable(error));
        QVERIFY2(m_h1Buffering.start({m_lab.port(), false, true, true}, &error), qPrintable(error));
        QVERIFY2(m_h2Buffering.start({m_lab.port(), true, true, true}, &error), qPrintable(error));
    }

    // Same server-side work (first token fixed by header), 30 measured requests each way.
    void ttftThroughProxyMatchesDirect_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<bool>("http2");
        QTest::newRow("curl http/1.1") << int(TransportKind::Curl) << false;
        QTest::newRow("curl h2") << int(TransportKind::Curl) << true;
        QTest::newRow("qt http/1.1") << int(TransportKind::Qt) << false;
        QTest::newRow("qt h2") << int(TransportKind::Qt) << true;
    }
    void ttftThroughProxyMatchesDirect()
    {
        QFETCH(int, kind);
        QFETCH(bool, http2);
        ProviderProfile direct = profile(m_lab.baseUrl().toStdString(), TransportKind(kind), HttpVersion::Http1_1, true);
        ProviderProfile proxied = profile((http2 ? m_h2 : m_h1).baseUrl().toStdString(), TransportKind(kind),
                                          http2 ? HttpVersion::Http2 : HttpVersion::Http1_1, true);
        proxied.caCertificatePath = (http2 ? m_h2 : m_h1).certificatePath().toStdString();
        const Figures viaLab = measure(direct, kRounds);
        const Figures viaProxy = measure(proxied, kRounds);
        QCOMPARE(viaLab.failed, 0);
        QVERIFY2(viaProxy.failed == 0, viaProxy.firstError.c_str());
        QCOMPARE(viaLab.records, kRounds);
        QCOMPARE(viaProxy.records, kRounds);
        QCOMPARE(viaProxy.protocol, std::string(http2 ? "h2" : "http/1.1"));
        // A client thread descheduled for the length of a whole short stream reads it in one burst,
        // which is what a buffering proxy looks like: one such stream of the 30 is allowed (seen once
        // in three clean-clone runs on 2 cores, Qt over HTTP/1.1; an instrumented ASan client does it
        // more). A buffering proxy flags every stream (bufferingProxyIsFlagged).
        QVERIFY2(viaProxy.buffered <= 1, qPrintable(QString::number(viaProxy.buffered)));
        const double difference = viaProxy.ttftMs - viaLab.ttftMs;
        qInfo("%s: median TTFT direct %.2f ms, via nginx %.2f ms (difference %+.2f ms); client − lab truth: direct %.2f ms, via nginx %.2f ms",
              QTest::currentDataTag(), viaLab.ttftMs, viaProxy.ttftMs, difference, viaLab.biasMs, viaProxy.biasMs);
        // Qt Network never sets TCP_NODELAY, and writes an HTTP/2 request's HEADERS and DATA frames
        // separately: the DATA frame waits for the proxy's delayed ACK (40 ms on Linux). That is
        // the Qt transport's bias (docs/guide/precision.md, calibration), not the proxy's; curl is the default.
        if (TransportKind(kind) == TransportKind::Qt && http2)
            QEXPECT_FAIL("", "Qt Network's HTTP/2 POSTs wait for a delayed ACK (no TCP_NODELAY in Qt 6.4)", Continue);
        QVERIFY2(std::abs(difference) <= kToleranceMs,
                 qPrintable(QStringLiteral("direct %1 ms, via nginx %2 ms").arg(viaLab.ttftMs).arg(viaProxy.ttftMs)));
        // The same against the lab's own clock, free of the lab's jitter: what the proxy adds.
        if (TransportKind(kind) == TransportKind::Qt && http2)
            QEXPECT_FAIL("", "Qt Network's HTTP/2 POSTs wait for a delayed ACK (no TCP_NODELAY in Qt 6.4)", Continue);
        QVERIFY2(viaProxy.biasMs - viaLab.biasMs <= kToleranceMs,
                 qPrintable(QStringLiteral("client - lab truth: direct %1 ms, via nginx %2 ms").arg(viaLab.biasMs).arg(viaProxy.biasMs)));
    }

    // nginx's proxy_buffering holds a short HTTP/1.1 stream until it ends: every answer arrives in
    // one burst, and the records say so. Over HTTP/2, nginx 1.22 (Debian 12) passes each event on
    // as it comes even with buffering on (measured); whatever the proxy does, the flag must say
    // what the client saw: set when the first token came with the last, clear otherwise.
    void bufferingProxyIsFlagged_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<bool>("http2");
        QTest::addColumn<bool>("buffering");
        for (const bool buffering : {false, true}) {
            for (const bool http2 : {false, true}) {
                for (const int kind : {int(TransportKind::Curl), int(TransportKind::Qt)}) {
                    const QByteArray tag = QByteArray(kind == int(TransportKind::Curl) ? "curl" : "qt")
                                         + (http2 ? " h2" : " http/1.1") + (buffering ? " buffering on" : " buffering off");
                    QTest::newRow(tag.constData()) << kind << http2 << buffering;
                }
            }
        }
    }
    void bufferingProxyIsFlagged()
    {
        QFETCH(int, kind);
        QFETCH(bool, http2);
        QFETCH(bool, buffering);
        LabProxy &proxy = buffering ? (http2 ? m_h2Buffering : m_h1Buffering) : (http2 ? m_h2 : m_h1);
        ProviderProfile profile = this->profile(proxy.baseUrl().toStdString(), TransportKind(kind),
                                                http2 ? HttpVersion::Http2 : HttpVersion::Http1_1);
        profile.caCertificatePath = proxy.certificatePath().toStdString();
        const Figures figures = measure(profile, 5);
        QVERIFY2(figures.failed == 0, figures.firstError.c_str());
        QCOMPARE(figures.records, 5);
        qInfo("%s: median TTFT %.1f ms, %d of %d flagged buffered", QTest::currentDataTag(), figures.ttftMs,
              figures.buffered, figures.records);
        // The answer takes 60 ms to its first token and 19 x 20 ms more to its last.
        const bool heldBack = figures.ttftMs > kFirstTokenMs + 300;
        if (!buffering)
            QVERIFY2(!heldBack, qPrintable(QString::number(figures.ttftMs)));
        if (buffering && !http2)
            QVERIFY2(heldBack, qPrintable(QString::number(figures.ttftMs)));
        QCOMPARE(figures.buffered, heldBack ? 5 : 0);
    }

    // The run's own words: summary.json counts the buffered requests and a warning line says so.
    void runWarnsAboutBuffering()
    {
        QTemporaryDir out;
        const QString certificate = m_h1Buffering.certificatePath();
        const auto [status, output] = bench({QStringLiteral("run"), QStringLiteral("--base-url"), m_h1Buffering.baseUrl(),
                                             QStringLiteral("--model"), QStringLiteral("lab-fast"), QStringLiteral("--rounds"),
                                             QStringLiteral("4"), QStringLiteral("--warmup"), QStringLiteral("0"),
                                             QStringLiteral("--header"), QStringLiteral("X-Lab-Output-Tokens: 20"),
                                             QStringLiteral("--header"), QStringLiteral("X-Lab-Tpot-Ms: 20"),
                                             QStringLiteral("--ca-certificate"), certificate, QStringLiteral("--out"), out.path()});
        QVERIFY2(status == 0, qPrintable(output));
        QVERIFY2(output.contains(QStringLiteral("looks buffered")), qPrintable(output));
        QVERIFY2(output.contains(QStringLiteral("also trusting the certificate(s) in ") + certificate), qPrintable(output));
        QFile file(out.filePath(QStringLiteral("summary.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray groups = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("groups")).toArray();
        QCOMPARE(groups.size(), 1);
        QCOMPARE(groups.first().toObject().value(QStringLiteral("buffered_requests")).toInt(), 4);
    }

    // Verification is on by default: the self-signed certificate fails, in words that say how to
    // trust it; the profile's CA file or (explicitly) no verification make it work.
    void tlsVerificationIsOnByDefault_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<bool>("http2");
        for (const bool http2 : {false, true}) {
            QTest::newRow(http2 ? "curl h2" : "curl http/1.1") << int(TransportKind::Curl) << http2;
            QTest::newRow(http2 ? "qt h2" : "qt http/1.1") << int(TransportKind::Qt) << http2;
        }
    }
    void tlsVerificationIsOnByDefault()
    {
        QFETCH(int, kind);
        QFETCH(bool, http2);
        LabProxy &proxy = http2 ? m_h2 : m_h1;
        ProviderProfile base = profile(proxy.baseUrl().toStdString(), TransportKind(kind), http2 ? HttpVersion::Http2 : HttpVersion::Http1_1, true);

        const std::vector<RequestRecord> refused = run(base, 2);
        QCOMPARE(refused.size(), std::size_t(2));
        for (const RequestRecord &record : refused) {
            QCOMPARE(record.errorClass, ErrorClass::Tls);
            QVERIFY2(record.errorMessage.find("certificate is not trusted") != std::string::npos, record.errorMessage.c_str());
            QVERIFY2(record.errorMessage.find("--ca-certificate") != std::string::npos, record.errorMessage.c_str());
            QVERIFY2(record.errorMessage.find("--insecure") != std::string::npos, record.errorMessage.c_str());
        }
        // The lab never saw them: nothing went past the handshake.
        for (const RequestRecord &record : refused)
            QVERIFY(!m_lab.truthFor(record.requestId).has_value());

        ProviderProfile trusting = base;
        trusting.caCertificatePath = proxy.certificatePath().toStdString();
        for (const RequestRecord &record : run(trusting, 2))
            QVERIFY2(!record.failed(), record.errorMessage.c_str());

        ProviderProfile insecure = base;
        insecure.insecureTls = true;
        for (const RequestRecord &record : run(insecure, 2))
            QVERIFY2(!record.failed(), record.errorMessage.c_str());

        // A CA file that is not there: a TLS failure that names the file, not a puzzle.
        ProviderProfile missing = base;
        missing.caCertificatePath = "/nonexistent/ca.pem";
        for (const RequestRecord &record : run(missing, 1)) {
            QCOMPARE(record.errorClass, ErrorClass::Tls);
            QVERIFY2(record.errorMessage.find("/nonexistent/ca.pem") != std::string::npos, record.errorMessage.c_str());
        }

        // Another certificate in the file does not make this one trusted.
        LabProxy other;
        QString error;
        QVERIFY2(other.start({m_lab.port(), false, true, false}, &error), qPrintable(error));
        ProviderProfile wrongCa = base;
        wrongCa.caCertificatePath = other.certificatePath().toStdString();
        for (const RequestRecord &record : run(wrongCa, 1)) {
            QCOMPARE(record.errorClass, ErrorClass::Tls);
            QVERIFY2(record.errorMessage.find("not trusted") != std::string::npos, record.errorMessage.c_str());
        }
    }

    // The CLI: a clear failure by default, a warning line whenever trust is widened.
    void cliTlsTrust()
    {
        QTemporaryDir out;
        const QStringList common = {QStringLiteral("run"), QStringLiteral("--base-url"), m_h2.baseUrl(), QStringLiteral("--http"),
                                    QStringLiteral("2"), QStringLiteral("--model"), QStringLiteral("lab-fast"), QStringLiteral("--rounds"),
                                    QStringLiteral("2"), QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--quiet"),
                                    QStringLiteral("--out"), out.path()};
        const auto [refusedStatus, refused] = bench(common);
        QVERIFY2(refusedStatus != 0, qPrintable(refused));
        QVERIFY2(refused.contains(QStringLiteral("tls")) && refused.contains(QStringLiteral("certificate is not trusted"))
                     && refused.contains(QStringLiteral("--ca-certificate")),
                 qPrintable(refused));

        const auto [trustedStatus, trusted] = bench(common + QStringList{QStringLiteral("--ca-certificate"), m_h2.certificatePath()});
        QVERIFY2(trustedStatus == 0, qPrintable(trusted));
        QVERIFY2(trusted.contains(QStringLiteral("Warning:")) && trusted.contains(m_h2.certificatePath()), qPrintable(trusted));

        const auto [insecureStatus, insecure] = bench(common + QStringList{QStringLiteral("--insecure")});
        QVERIFY2(insecureStatus == 0, qPrintable(insecure));
        QVERIFY2(insecure.contains(QStringLiteral("verification is OFF")), qPrintable(insecure));

        const auto [missingStatus, missing] = bench(common + QStringList{QStringLiteral("--ca-certificate"), QStringLiteral("/nonexistent/ca.pem")});
        QVERIFY(missingStatus != 0);
        QVERIFY2(missing.contains(QStringLiteral("/nonexistent/ca.pem")), qPrintable(missing));
    }

    void cleanupTestCase()
    {
        m_h1.stop();
        m_h2.stop();
        m_h1Buffering.stop();
        m_h2Buffering.stop();
        m_lab.stop();
    }

private:
    // 20 tokens 20 ms apart by default: long enough for a buffering proxy to show; `shortAnswer`
    // (4 tokens, 5 ms) where only the first token matters and time is better spent on rounds.
    ProviderProfile profile(const std::string &baseUrl, TransportKind kind, HttpVersion version, bool shortAnswer = false) const
    {
        ProviderProfile profile;
        profile.name = "lab";
        profile.baseUrl = baseUrl;
        profile.model = "lab-fast";
        profile.transport = kind;
        profile.httpVersion = version;
        profile.extraHeaders = {{"X-Lab-First-Token-Ms", std::to_string(kFirstTokenMs)},
                                {"X-Lab-Output-Tokens", shortAnswer ? "4" : "20"},
                                {"X-Lab-Tpot-Ms", shortAnswer ? "5" : "20"}};
        profile.connectTimeoutMs = 5000;
        profile.totalTimeoutMs = 15000;
        return profile;
    }

    std::vector<RequestRecord> run(const ProviderProfile &profile, int rounds, int warmup = 0)
    {
        RunSpec spec;
        spec.providers.push_back(EngineProvider{profile, {}});
        spec.workload.messages = nlohmann::json::array({{{"role", "user"}, {"content", "hello"}}});
        spec.plan = sequentialPlan(warmup, rounds);
        std::vector<RequestRecord> records = runToCompletion(spec);
        records.erase(std::remove_if(records.begin(), records.end(), [](const RequestRecord &r) { return r.warmup; }),
                      records.end());
        return records;
    }

    // Two warm-up requests first: the TLS handshake and the proxy's upstream connection are made
    // there, as in any real run (the measured requests ride warm connections).
    Figures measure(const ProviderProfile &profile, int rounds)
    {
        Figures figures;
        std::vector<double> ttft;
        std::vector<double> bias;
        for (const RequestRecord &record : run(profile, rounds, 2)) {
            ++figures.records;
            if (record.failed()) {
                if (figures.failed++ == 0)
                    figures.firstError = record.errorMessage;
                continue;
            }
            figures.protocol = record.protocol;
            figures.buffered += record.looksBuffered() ? 1 : 0;
            if (const auto ms = record.ttftMs())
                ttft.push_back(*ms);
            const auto truth = m_lab.truthFor(record.requestId);
            if (truth && record.ttftMs() && truth->firstTokenWrittenNs != kNoTime && truth->queueEnterNs != kNoTime)
                bias.push_back(*record.ttftMs() - double(truth->firstTokenWrittenNs - truth->queueEnterNs) / 1e6);
        }
        figures.ttftMs = median(ttft);
        figures.biasMs = median(bias);
        return figures;
    }

    static std::pair<int, QString> bench(const QStringList &arguments)
    {
        QProcess process;
        process.setProcessChannelMode(QProcess::MergedChannels);
        process.start(ttftTestPath(TTFT_BENCH_EXE), arguments);
        if (!process.waitForFinished(60000)) {
            process.kill();
            process.waitForFinished();
            return {-1, QStringLiteral("ttft-bench did not finish: ") + QString::fromUtf8(process.readAll())};
        }
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, QString::fromUtf8(process.readAll())};
    }

    LabServer m_lab;
    LabProxy m_h1;
    LabProxy m_h2;
    LabProxy m_h1Buffering;
    LabProxy m_h2Buffering;
};

QTEST_GUILESS_MAIN(TestProxies)
#include "tst_proxies.moc"
