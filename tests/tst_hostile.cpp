// No server can crash the client, pull a key out of it, write on the user's terminal or make one
// request hold unbounded memory. A hostile server on loopback (hostileserver.h) plays each case
// to the real ttft-bench, on both transports: the run ends with a status and a classified error,
// never a crash, and nothing it writes holds the key or any 8-character piece of it.
#include "base/printabletext.h"
#include "base/secretscrubber.h"
#include "benchprocess.h"
#include "hostileserver.h"
#include "lab/labproxy.h"
#include "model/jsonfields.h"
#include "wire/jsonnesting.h"
#include "wire/wirejson.h"
#include "sanitizers.h"
#include "secretneedles.h"
#include "transport/socketbacklog.h"
#include "transport/unreadledger.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <sys/resource.h>

using namespace ttft;
using namespace ttft::testing;

namespace {

const QByteArray kKey = QByteArrayLiteral("sk-test-") + randomHex(16);
const std::string kKeyText = kKey.toStdString();

std::string chunk(const std::string &json)
{
    return "data: " + json + "\n\n";
}

std::string contentChunk(const std::string &text)
{
    return chunk(R"({"choices":[{"index":0,"delta":{"content":")" + text + R"("}}]})");
}

const std::string kDone = "data: [DONE]\n\n";

// Base64 of the key inside a longer header value, as a gateway echoing Basic auth would.
std::string base64Echo()
{
    return QByteArray(QByteArrayLiteral("user:") + kKey).toBase64().toStdString();
}

std::string respond(const std::string &path, const std::string &authorization)
{
    const int depth = 100'000; // ~200 KB: the crash needed 50,000
    if (path.starts_with("/deep-error/"))
        return HostileServer::sseResponse(contentChunk("Hi") + chunk(R"({"error":)" + HostileServer::nested(depth) + "}") + kDone);
    if (path.starts_with("/deep-finish/"))
        return HostileServer::sseResponse(contentChunk("Hi")
                                          + chunk(R"({"choices":[{"index":0,"delta":{},"finish_reason":)" + HostileServer::nested(depth) + "}]}")
                                          + kDone);
    if (path.starts_with("/deep-event/"))
        return HostileServer::sseResponse(contentChunk("Hi") + "event: error\ndata: " + HostileServer::nested(depth) + "\n\n");
    if (path.starts_with("/echo-key/")) {
        // The key the client sent, echoed in an id header and cut by the message cap (~300 bytes).
        const std::string bearer = authorization.substr(authorization.find(' ') + 1);
        const std::string message = std::string(280, 'x') + " your key " + bearer + " is not valid";
        return HostileServer::jsonResponse(401, R"({"error":{"message":")" + message + R"(","code":"invalid_api_key"}})",
                                           "X-Request-ID: " + bearer + "\r\nX-Echo: " + base64Echo() + "\r\n");
    }
    if (path.starts_with("/escapes/"))
        // A title change (OSC 0), a screen clear and a coloured fake line, JSON-escaped.
        return HostileServer::jsonResponse(400, R"({"error":{"message":"\u001b]0;pwned\u0007\u001b[2J\u001b[31mALL GOOD\u001b[0m \u009b31m"}})");
    if (path.starts_with("/flood/")) {
        std::string body;
        const int events = 200'000;
        body.reserve(std::size_t(events) * 60);
        for (int i = 0; i < events; ++i)
            body += contentChunk("a");
        body += chunk(R"({"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]})") + kDone;
        return HostileServer::sseResponse(body);
    }
    if (path.starts_with("/header-flood/")) {
        // 400 KB of header fields before a good stream: over the 300 KiB libcurl refuses.
        std::string fields;
        for (int i = 0; i < 4000; ++i)
            fields += "X-Flood-" + std::to_string(i) + ": " + std::string(88, 'h') + "\r\n";
        return HostileServer::sseResponse(contentChunk("a") + chunk(R"({"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]})") + kDone,
                                          fields);
    }
    if (path.starts_with("/endless-events/"))
        // One-character events without end, as fast as the client (here nginx) takes them.
        return HostileServer::endless("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n",
                                      contentChunk("a"));
    if (path.starts_with("/endless-head/"))
        // Header fields without end, as fast as the client takes them.
        return HostileServer::endless("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n",
                                      "X-Flood: " + std::string(100, 'h') + "\r\n");
    return HostileServer::jsonResponse(404, R"({"error":{"message":"no such case"}})");
}

std::string stringField(const nlohmann::json &object, const char *key)
{
    const auto it = object.is_object() ? object.find(key) : object.end();
    return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

struct Run {
    BenchResult bench;
    QString dir;
    std::vector<nlohmann::json> records;
};

// Every file the run wrote, and what it printed, searched for the key and its pieces.
QString leaks(const Run &run)
{
    std::vector<Needle> needles = needlesFor(kKey, QByteArrayLiteral("sk-test-"), QStringLiteral("key"));
    for (qsizetype i = 0; i + 8 <= kKey.size(); ++i) {
        const QByteArray piece = kKey.mid(i, 8);
        if (!QByteArrayLiteral("sk-test-").contains(piece))
            needles.push_back({QStringLiteral("8 characters at %1").arg(i), piece});
    }
    std::vector<std::pair<QString, QByteArray>> places{{QStringLiteral("stdout"), run.bench.out.toUtf8()},
                                                       {QStringLiteral("stderr"), run.bench.err.toUtf8()}};
    for (QDirIterator it(run.dir, QDir::Files, QDirIterator::Subdirectories); it.hasNext();) {
        QFile file(it.next());
        if (file.open(QIODevice::ReadOnly))
            places.emplace_back(file.fileName(), file.readAll());
    }
    for (const auto &[where, bytes] : places) {
        for (const Needle &needle : needles) {
            if (bytes.contains(needle.bytes))
                return needle.what + QStringLiteral(" in ") + where;
        }
    }
    return {};
}

} // namespace

class TestHostile : public QObject
{
    Q_OBJECT

    // `origin`: where the requests go, the hostile server itself when empty (else a proxy before it).
    Run run(const QString &path, const QString &transport, const QStringList &extra = {}, const QString &origin = {})
    {
        Run result;
        result.dir = m_dir.filePath(QString(path).remove(QLatin1Char('/')) + QLatin1Char('-') + transport);
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("TTFT_HOSTILE_KEY"), QString::fromLatin1(kKey));
        const QString baseUrl = origin.isEmpty() ? QString::fromStdString(m_server.baseUrl(path.toStdString() + "v1"))
                                                 : origin + path + QStringLiteral("v1");
        QStringList arguments{QStringLiteral("run"), QStringLiteral("--base-url"), baseUrl, QStringLiteral("--model"),
                              QStringLiteral("m"), QStringLiteral("--api-key-env"), QStringLiteral("TTFT_HOSTILE_KEY"),
                              QStringLiteral("--transport"), transport, QStringLiteral("--warmup"), QStringLiteral("0"),
                              QStringLiteral("--rounds"), QStringLiteral("2"), QStringLiteral("--out"), result.dir};
        arguments += extra;
        result.bench = runBench(arguments, environment, kUnderSanitizer ? 540'000 : 180'000);
        QFile requests(result.dir + QStringLiteral("/requests.jsonl"));
        if (requests.open(QIODevice::ReadOnly)) {
            while (!requests.atEnd()) {
                const QByteArray line = requests.readLine();
                if (!line.trimmed().isEmpty())
                    result.records.push_back(nlohmann::json::parse(line.constData(), line.constData() + line.size(), nullptr, false));
            }
        }
        return result;
    }

    // Writes `text` to a file of the test's and returns its path.
    QString write(const QString &name, const QByteArray &text)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
            return {};
        return path;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid() && m_server.port() > 0); }

    void nestingIsBounded()
    {
        QVERIFY(!excessiveJsonNesting(HostileServer::nested(kMaxJsonDepth)));
        QCOMPARE(excessiveJsonNesting(HostileServer::nested(kMaxJsonDepth + 1)).value_or(0), std::size_t(kMaxJsonDepth));
        // Brackets inside strings do not nest; escaped quotes do not end a string.
        const std::string inString = "[\"" + std::string(1000, '[') + "\\\"" + std::string(1000, '{') + "\"]";
        QVERIFY(!excessiveJsonNesting(inString));
        QVERIFY(parseJsonLenient(inString).is_array());
        QVERIFY(parseJsonLenient(HostileServer::nested(100'000)).is_discarded());
        QVERIFY(parseJsonBounded(R"({"a":[1,{"b":2}]})").is_object());
    }

    void wrongTypesReadAsAbsent()
    {
        const nlohmann::json object{{"type", 5}, {"recovered", "yes"}, {"count", 3}};
        QCOMPARE(ttft::jsonfields::valueOr(object, "type", std::string("none")), std::string("none"));
        QCOMPARE(ttft::jsonfields::valueOr(object, "recovered", false), false);
        QCOMPARE(ttft::jsonfields::valueOr(object, "count", 0), 3);
        QCOMPARE(ttft::jsonfields::valueOr(nlohmann::json::array(), "count", 7), 7);
    }

    void scrubberFindsEveryPiece()
    {
        const ttft::SecretScrubber scrubber(kKeyText);
        std::string text = "id " + kKeyText + " and " + kKeyText.substr(0, 18) + "…, tail " + kKeyText.substr(20) + ", basic "
                         + base64Echo() + ", short " + kKeyText.substr(10, 7) + ".";
        QVERIFY(scrubber.leaks(text));
        scrubber.scrub(text);
        QVERIFY2(!scrubber.leaks(text), text.c_str());
        for (std::size_t i = 0; i + 8 <= kKeyText.size(); ++i) {
            const std::string piece = kKeyText.substr(i, 8);
            if (piece != "sk-test-")
                QVERIFY2(text.find(piece) == std::string::npos, (piece + " in " + text).c_str());
        }
        QVERIFY2(text.find("[redacted]") != std::string::npos && text.find("short " + kKeyText.substr(10, 7)) != std::string::npos,
                 text.c_str()); // seven characters are no key
        QVERIFY(ttft::SecretScrubber("short").empty());
    }

    void controlCharactersAreEscaped()
    {
        QCOMPARE(ttft::printableText("a\x1b]0;t\x07" "b\n\x7f\xc2\x9b" "c é"), std::string("a\\x1b]0;t\\x07b \\x7f\\u009bc é"));
    }

    // Files of the wrong shape: one line from every command, never an abort, and the line names
    // the field, where it is and what was expected. A session or a journal's header is refused
    // (status 1); `recover` keeps every good line of a journal and names the first it skipped
    // (status 0); a messages file is a wrong argument (status 2). The window's history lists such
    // a file as unreadable (tst_runlibrary).
    void wrongTypesInFiles_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("command");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("says");
        const QByteArray session = R"({"format":"ttft-workbench-session","schema_version":2,)";
        const QByteArray journal = R"({"format":"ttft-workbench-journal","schema_version":1,"run":{}})" "\n";
        QTest::newRow("session recovered string") << session + R"("recovered":"yes","records":[]})" << QStringLiteral("report") << 1
                                                  << QStringLiteral(R"("recovered": expected a boolean, found a string)");
        QTest::newRow("session format number") << QByteArray(R"({"format":5,"schema_version":2,"records":[]})") << QStringLiteral("report") << 1
                                               << QStringLiteral("is not a TTFT Workbench session file");
        QTest::newRow("session schema string") << QByteArray(R"({"format":"ttft-workbench-session","schema_version":"2","records":[]})")
                                               << QStringLiteral("report") << 1
                                               << QStringLiteral(R"("schema_version": expected a whole number, found a string)");
        QTest::newRow("session deep health") << session + R"("client_health":)" + QByteArray::fromStdString(HostileServer::nested(100'000)) + "}"
                                             << QStringLiteral("report") << 1 << QStringLiteral("nests deeper than");
        QTest::newRow("session record field") << session + R"("records":[{"index":0},{"index":"one"}]})" << QStringLiteral("report") << 1
                                              << QStringLiteral(R"(record 2: "index": expected an integer in range, found a string)");
        QTest::newRow("session provider name") << session + R"("run":{"providers":[{"name":"a"},{"name":5}]},"records":[]})"
                                               << QStringLiteral("report") << 1
                                               << QStringLiteral(R"(run: providers[1]: "name": expected a string, found the integer 5)");
        QTest::newRow("session for merge") << session + R"("recovered":1,"records":[]})" << QStringLiteral("merge") << 1
                                           << QStringLiteral(R"("recovered": expected a boolean, found the integer 1)");
        QTest::newRow("journal type number") << journal + "{\"type\":5}\n{\"type\":\"request\",\"record\":7}\n" << QStringLiteral("recover") << 0
                                             << QStringLiteral("line 2: not a request line");
        QTest::newRow("journal record field") << journal + R"({"type":"request","record":{"index":0}})" "\n" R"({"type":"request","record":{"warmup":"no"}})" "\n"
                                              << QStringLiteral("recover") << 0
                                              << QStringLiteral(R"(line 3: record: "warmup": expected a boolean, found a string)");
        QTest::newRow("journal header run") << QByteArray(R"({"format":"ttft-workbench-journal","schema_version":1,"run":{"plan":{"mode":7}}})" "\n")
                                            << QStringLiteral("recover") << 1 << QStringLiteral(R"(the header's run: plan: "mode": expected)");
        QTest::newRow("messages role number") << QByteArray(R"([{"role":"user","content":"hi"},{"role":5,"content":"x"}])")
                                              << QStringLiteral("messages") << 2
                                              << QStringLiteral(R"(messages[1]: "role": expected a string, found the integer 5)");
        QTest::newRow("messages content object") << QByteArray(R"([{"role":"user","content":{"text":"hi"}}])")
                                                 << QStringLiteral("messages") << 2
                                                 << QStringLiteral(R"(messages[0]: "content": expected a string or an array of parts, found an object)");
    }
    void wrongTypesInFiles()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, command);
        QFETCH(int, exitCode);
        QFETCH(QString, says);
        const QString path = write(QStringLiteral("bad-%1.ttft.json").arg(QString::fromLatin1(QTest::currentDataTag())).replace(QLatin1Char(' '), QLatin1Char('-')), content);
        QVERIFY(!path.isEmpty());
        QStringList arguments{command, path};
        if (command == QLatin1String("report"))
            arguments << QStringLiteral("--markdown");
        else if (command == QLatin1String("recover"))
            arguments << QStringLiteral("-o") << path + QStringLiteral(".recovered.ttft.json");
        else if (command == QLatin1String("merge"))
            arguments << path << QStringLiteral("-o") << path + QStringLiteral(".merged.ttft.json");
        else
            arguments = {QStringLiteral("run"), QStringLiteral("--lab"), QStringLiteral("--rounds"), QStringLiteral("1"),
                         QStringLiteral("--messages"), path};
        const BenchResult result = runBench(arguments);
        QVERIFY2(result.exitCode == exitCode, qPrintable(QStringLiteral("rc %1: %2").arg(result.exitCode).arg(result.err)));
        QVERIFY2(result.err.contains(says), qPrintable(result.err));
        QVERIFY2(result.err.trimmed().count(QLatin1Char('\n')) == 0 || exitCode == 0, qPrintable(result.err)); // one line
    }

    // No command writes over one of its inputs, --force or not.
    void inputsAreNeverOverwritten()
    {
        const QByteArray journal = "{\"format\":\"ttft-workbench-journal\",\"schema_version\":1,\"run\":{}}\n";
        const QString path = write(QStringLiteral("crash.ttft.jsonl"), journal);
        BenchResult result = runBench({QStringLiteral("recover"), path, QStringLiteral("-o"), path, QStringLiteral("--force")});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(QStringLiteral("is one of the inputs")), qPrintable(result.err));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), journal);
        // Through a symbolic link too.
        const QString link = m_dir.filePath(QStringLiteral("link.ttft.jsonl"));
        QVERIFY(QFile::link(path, link));
        QCOMPARE(runBench({QStringLiteral("recover"), path, QStringLiteral("-o"), link, QStringLiteral("--force")}).exitCode, 1);

        const QString session = m_dir.filePath(QStringLiteral("crash.ttft.json"));
        QCOMPARE(runBench({QStringLiteral("recover"), path, QStringLiteral("-o"), session}).exitCode, 0);
        QFile before(session);
        QVERIFY(before.open(QIODevice::ReadOnly));
        const QByteArray saved = before.readAll();
        result = runBench({QStringLiteral("report"), session, QStringLiteral("--csv"), session});
        QCOMPARE(result.exitCode, 1);
        QFile after(session);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), saved);
        QCOMPARE(runBench({QStringLiteral("merge"), session, session, QStringLiteral("-o"), session, QStringLiteral("--force")}).exitCode, 1);
    }

    void transports_data()
    {
        QTest::addColumn<QString>("transport");
        QTest::newRow("curl") << QStringLiteral("curl");
        QTest::newRow("qt") << QStringLiteral("qt");
    }

    // 100,000 nested arrays in a field the client turns back into text: a classified failure,
    // not a stack overflow (rc 139 before).
    void deepNestingIsRefused_data()
    {
        QTest::addColumn<QString>("transport");
        QTest::addColumn<QString>("path");
        for (const char *transport : {"curl", "qt"}) {
            for (const char *path : {"/deep-error/", "/deep-finish/", "/deep-event/"})
                QTest::addRow("%s %s", transport, path) << QString::fromLatin1(transport) << QString::fromLatin1(path);
        }
    }
    void deepNestingIsRefused()
    {
        QFETCH(QString, transport);
        QFETCH(QString, path);
        const Run result = run(path, transport);
        QVERIFY2(result.bench.exitCode == 0 || result.bench.exitCode == 1, qPrintable(result.bench.err.right(2000)));
        QCOMPARE(result.records.size(), std::size_t(2));
        for (const nlohmann::json &record : result.records) {
            QVERIFY(record.is_object());
            const std::string errorClass = stringField(record, "error_class");
            QVERIFY2(errorClass == "malformed_stream" || errorClass == "stream_error", record.dump().substr(0, 400).c_str());
        }
    }

    // A key echoed in the request-id header, in base64, and cut by the 300-character message cap:
    // in no file and no output, whole or as any 8 characters of it.
    void echoedKeyIsRedacted_data() { transports_data(); }
    void echoedKeyIsRedacted()
    {
        QFETCH(QString, transport);
        const Run result = run(QStringLiteral("/echo-key/"), transport);
        QCOMPARE(result.bench.exitCode, 1); // every request failed: HTTP 401
        QCOMPARE(result.records.size(), std::size_t(2));
        QCOMPARE(stringField(result.records.front(), "error_class"), std::string("http_4xx"));
        QVERIFY2(stringField(result.records.front(), "server_request_id").find("[redacted]") != std::string::npos,
                 result.records.front().dump().c_str());
        // The CSV and the report are written from the session too.
        const BenchResult report = runBench({QStringLiteral("report"), result.dir + QStringLiteral("/run.ttft.json"),
                                             QStringLiteral("--csv"), result.dir + QStringLiteral("/requests.csv"),
                                             QStringLiteral("--markdown")});
        QCOMPARE(report.exitCode, 0);
        Run all = result;
        all.bench.out += report.out;
        all.bench.err += report.err;
        const QString leak = leaks(all);
        QVERIFY2(leak.isEmpty(), qPrintable(leak));
    }

    // Control sequences in a server's message reach no terminal: escaped in the record and in
    // what ttft-bench prints.
    void terminalEscapesAreMadeVisible_data() { transports_data(); }
    void terminalEscapesAreMadeVisible()
    {
        QFETCH(QString, transport);
        const Run result = run(QStringLiteral("/escapes/"), transport);
        QCOMPARE(result.bench.exitCode, 1);
        QVERIFY2(!result.bench.err.contains(QChar(0x1b)) && !result.bench.out.contains(QChar(0x1b)), qPrintable(result.bench.err));
        QVERIFY(!result.bench.err.contains(QChar(0x9b)) && !result.bench.err.contains(QChar(0x07)));
        const std::string message = stringField(result.records.front(), "error_message");
        QVERIFY2(message.find("\\x1b]0;pwned\\x07") != std::string::npos, message.c_str());
        QVERIFY2(message.find("\\u009b31m") != std::string::npos, message.c_str());
        QVERIFY2(result.bench.err.contains(QStringLiteral("\\x1b[2J")), qPrintable(result.bench.err));
    }

    // 200,000 one-character events: every one counted, the stamps capped, the record small.
    void eventFloodIsBounded_data() { transports_data(); }
    void eventFloodIsBounded()
    {
        QFETCH(QString, transport);
        const Run result = run(QStringLiteral("/flood/"), transport, {QStringLiteral("--keep-text")});
        QCOMPARE(result.bench.exitCode, 0);
        QCOMPARE(result.records.size(), std::size_t(2));
        for (const nlohmann::json &record : result.records) {
            QCOMPARE(stringField(record, "error_class"), std::string()); // succeeded: no error class
            QCOMPARE(record.value("answer_events", 0), 200'000);
            QVERIFY(record.value("answer_event_ns_capped", false));
            QCOMPARE(record["t_ns"]["answers"].size(), std::size_t(65'536));
            QCOMPARE(record["itl_ms"].size(), std::size_t(65'535));
            QCOMPARE(stringField(record, "text").size(), std::size_t(200'000)); // under the 1 MiB text cap
            QVERIFY2(record.dump().size() < 4'000'000, std::to_string(record.dump().size()).c_str());
        }
    }

    // Events without end through a real nginx over HTTP/2 (h2c). Qt 6.4 reads an HTTP/2 sender as
    // fast as it sends, whatever the reader took (docs/ARCHITECTURE.md, Qt 6.4 facts): before the
    // unread ledger (transport/unreadledger.h) the client held 188–270 MB within seconds. Now the
    // Qt transport cuts the connection once 4 MiB arrived unread, with a transport error that says
    // so, and the next request runs; curl holds the sender back by itself, and its stream ends at
    // the total timeout. Either way the client's peak memory is an ordinary run's.
    void http2FloodIsBounded_data() { transports_data(); }
    void http2FloodIsBounded()
    {
        QFETCH(QString, transport);
        if (LabProxy::executable().isEmpty())
            QSKIP("nginx is not installed (scripts/test installs it)");
        LabProxy proxy;
        QString error;
        QVERIFY2(proxy.start({quint16(m_server.port()), true, false, false}, &error), qPrintable(error));
        const QString origin = QStringLiteral("http://127.0.0.1:%1").arg(proxy.port());
        const Run result = run(QStringLiteral("/endless-events/"), transport,
                               {QStringLiteral("--http"), QStringLiteral("2"), QStringLiteral("--total-timeout"), QStringLiteral("3000")},
                               origin);
        QCOMPARE(result.bench.exitCode, 1); // every request failed
        QCOMPARE(result.records.size(), std::size_t(2));
        for (const nlohmann::json &record : result.records) {
            if (transport == QLatin1String("qt")) {
                QCOMPARE(stringField(record, "error_class"), std::string("transport"));
                QVERIFY2(stringField(record, "error_message").find("arrived unread") != std::string::npos, record.dump(2).c_str());
            } else {
                QCOMPARE(stringField(record, "error_class"), std::string("total_timeout"));
            }
            QCOMPARE(stringField(record, "protocol"), std::string("h2"));
        }
        rusage children{};
        QCOMPARE(::getrusage(RUSAGE_CHILDREN, &children), 0);
        const double peakMb = double(children.ru_maxrss) / 1024.0; // the largest of this test's runs so far
        qInfo("%s over h2c through nginx: %s; the runs' peak RSS so far %.1f MB", qPrintable(transport),
              stringField(result.records.front(), "error_message").c_str(), peakMb);
        if (!kUnderSanitizer)
            QVERIFY2(peakMb < 120, qPrintable(QString::number(peakMb)));
    }

    // A response head over 300 KiB is a protocol error on both transports, with the sizes.
    void headerFloodIsRefused_data() { transports_data(); }
    void headerFloodIsRefused()
    {
        QFETCH(QString, transport);
        const Run result = run(QStringLiteral("/header-flood/"), transport);
        QCOMPARE(result.bench.exitCode, 1); // every request failed
        QCOMPARE(result.records.size(), std::size_t(2));
        for (const nlohmann::json &record : result.records) {
            QCOMPARE(stringField(record, "error_class"), std::string("malformed_stream"));
            QVERIFY2(stringField(record, "error_message").find("Too large response headers") != std::string::npos, record.dump().c_str());
        }
    }

    // Only a socket whose receive queue stayed full while bytes kept arriving fast counts as flooded.
    void floodedSocketsNeedAFullQueueAndARate()
    {
        const std::int64_t second = 1'000'000'000;
        const std::vector<SocketBacklog> before{{5, 50, 1'000'000, 200'000}, {6, 60, 0, 0}, {7, 70, 10'000, 100'000}, {8, 80, 0, 300'000}};
        const std::vector<SocketBacklog> after{{5, 50, 1'600'000, 200'000},  // full, 600 KB/s: flooded
                                               {6, 60, 900'000, 0},          // fast but read as it comes
                                               {7, 70, 20'000, 100'000},     // full but slow (10 KB/s)
                                               {8, 81, 900'000, 300'000}};   // the number reused by another socket
        const std::vector<SocketBacklog> flooded = floodedSockets(before, after, second, 16 * 1024, 160 * 1024);
        QCOMPARE(flooded.size(), std::size_t(1));
        QCOMPARE(flooded.front().fd, 5);
        QVERIFY(floodedSockets(before, after, 0, 16 * 1024, 160 * 1024).empty());
    }

    // The unread ledger's figure: what arrived less what was read, never below zero (credit beyond
    // the framing it stands for does not carry over), and a bound that grows with the open streams.
    void unreadFigureAndBound()
    {
        QCOMPARE(UnreadLedger::nextUnread(0, 1'000, 1'200), std::int64_t(0));
        QCOMPARE(UnreadLedger::nextUnread(0, 1'000, 1'200) + UnreadLedger::nextUnread(0, 5'000, 1'000), std::int64_t(4'000));
        QCOMPARE(UnreadLedger::nextUnread(4'000, 0, 1'000), std::int64_t(3'000));
        QCOMPARE(UnreadLedger::boundFor(1), UnreadLedger::kStreamBoundBytes);
        QCOMPARE(UnreadLedger::boundFor(11), UnreadLedger::kStreamBoundBytes + 10 * UnreadLedger::kOtherStreamBytes);
        QVERIFY(UnreadLedger::kStreamBoundBytes < 4 * 1024 * 1024); // under what one request may hold
    }

    // A head that never ends is cut, not waited for: curl refuses it at 300 KiB; Qt 6.4 reads such a
    // head in a loop that an abort cannot reach, so the Qt transport's head watch cuts the socket
    // (qttransportworker.cpp). Either way the request fails as a malformed stream long before its
    // first-token timeout would have ended it, and the next request runs.
    void endlessHeadIsCut_data() { transports_data(); }
    void endlessHeadIsCut()
    {
        QFETCH(QString, transport);
        const Run result = run(QStringLiteral("/endless-head/"), transport, {QStringLiteral("--first-token-timeout"), QStringLiteral("30000")});
        QCOMPARE(result.bench.exitCode, 1); // every request failed
        QCOMPARE(result.records.size(), std::size_t(2));
        for (const nlohmann::json &record : result.records) {
            QCOMPARE(stringField(record, "error_class"), std::string("malformed_stream"));
            QVERIFY2(stringField(record, "error_message").find("Too large response headers") != std::string::npos, record.dump().c_str());
        }
    }

private:
    QTemporaryDir m_dir;
    HostileServer m_server{respond};
};

QTEST_GUILESS_MAIN(TestHostile)
#include "tst_hostile.moc"
