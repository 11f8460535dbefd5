#include "base/monoclock.h"
#include "model/providerprofile.h"
#include "model/requestrecord.h"
#include "model/runplan.h"
#include "model/workload.h"

#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>

using namespace ttft;

Q_DECLARE_METATYPE(ttft::ErrorClass)

namespace {

// "absent" in data rows (QTest rows cannot carry std::optional).
const double kAbsent = std::nan("");

constexpr std::int64_t kMs = 1'000'000;
constexpr std::int64_t kBase = 5'000'000'000'000; // a realistic monotonic stamp (~83 min uptime)

// A record where every stamp is a known offset from the start.
RequestRecord stampedRecord()
{
    RequestRecord r;
    r.intendedNs = kBase - 2 * kMs;
    r.startNs = kBase;
    r.dnsDoneNs = kBase + 3 * kMs;
    r.connectDoneNs = kBase + 10 * kMs;
    r.tlsDoneNs = kBase + 25 * kMs;
    r.requestSentNs = kBase + 25'500'000;
    r.responseHeadNs = kBase + 80 * kMs;
    r.firstEventNs = kBase + 81 * kMs;
    r.firstOutputNs = kBase + 90 * kMs;
    r.firstReasoningNs = kBase + 90 * kMs;
    r.firstAnswerNs = kBase + 123'456'789;        // 123.456789 ms → 123.457
    r.firstSentenceNs = kBase + 200'000'400;      // 200.0004 ms → 200.000
    r.lastAnswerNs = kBase + 1'123'456'789;       // 1 s after the first answer
    r.endNs = kBase + 1'130'000'500;              // 1130.0005 ms → 1130.001 (half up)
    r.answerEventNs = {r.firstAnswerNs, r.firstAnswerNs + 20 * kMs, r.firstAnswerNs + 45'000'001,
                       r.lastAnswerNs};
    r.outputTokens = 101;
    r.outputTokensSource = "usage";
    return r;
}

RequestRecord fullRecord()
{
    RequestRecord r = stampedRecord();
    r.index = 42;
    r.warmup = true;
    r.provider = "lab-fast";
    r.model = "lab-1";
    r.transport = "curl";
    r.protocol = "h2";
    r.requestId = "req-123";
    r.serverRequestId = "srv-9";
    r.cell = "c10/p2000";
    r.concurrency = 10;
    r.rateRps = 2.5;
    r.promptTokensTarget = 2000;
    r.cacheBust = true;
    r.runStartNs = r.intendedNs - 5'000'000'000;
    r.wallStartMs = 1'796'013'127'123; // 2026-11-30T04:32:07.123Z
    r.httpStatus = 200;
    r.connectionReused = true;
    r.requestBytes = 512;
    r.responseBytes = 40'000;
    r.wireEvents = 107;
    r.answerEvents = 4;
    r.usage.promptTokens = 1200;
    r.usage.completionTokens = 101;
    r.usage.totalTokens = 1301;
    r.usage.cachedTokens = 1024;
    r.usage.reasoningTokens = 7;
    r.finishReasons = {"stop"};
    r.errorClass = ErrorClass::Dropped;
    r.errorMessage = "connection reset by peer";
    r.text = "Hello, \"world\"\n你好 ✓";
    r.responseHead = "data: {\"id\":1}\n\n";
    return r;
}

void verifyMs(const std::optional<double> &actual, double expected)
{
    if (std::isnan(expected)) {
        QVERIFY2(!actual, actual ? qPrintable(QString::number(*actual, 'g', 17)) : "");
    } else {
        QVERIFY(actual.has_value());
        // Exact: values are rounded to whole microseconds and must print as such.
        QCOMPARE(*actual, expected);
    }
}

} // namespace

class TestRequestRecord : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void errorClassNames_data();
    void errorClassNames();
    void unknownErrorClassName();
    void spanMs_data();
    void spanMs();
    void derivedMetrics_data();
    void derivedMetrics();
    void tpot_data();
    void tpot();
    void itl();
    void absentStampsGiveNull();
    void requiredKeys();
    void successHasNullErrorClass();
    void withoutText();
    void roundTrip();
    void fromJsonTolerates_data();
    void fromJsonTolerates();
    void providerProfileRoundTrip();
    void providerProfileNeverWritesCredentials();
    void workloadRoundTrip();
    void runPlanRoundTrip();
    void serverEchoOfTheKeyIsRedacted();
};

void TestRequestRecord::errorClassNames_data()
{
    QTest::addColumn<ErrorClass>("error");
    QTest::addColumn<QString>("name");
    QTest::newRow("none") << ErrorClass::None << QStringLiteral("none");
    QTest::newRow("refused") << ErrorClass::ConnectionRefused << QStringLiteral("connection_refused");
    QTest::newRow("dns") << ErrorClass::Dns << QStringLiteral("dns");
    QTest::newRow("tls") << ErrorClass::Tls << QStringLiteral("tls");
    QTest::newRow("connect timeout") << ErrorClass::ConnectTimeout << QStringLiteral("connect_timeout");
    QTest::newRow("first token timeout") << ErrorClass::FirstTokenTimeout << QStringLiteral("first_token_timeout");
    QTest::newRow("total timeout") << ErrorClass::TotalTimeout << QStringLiteral("total_timeout");
    QTest::newRow("4xx") << ErrorClass::HttpClient << QStringLiteral("http_4xx");
    QTest::newRow("429") << ErrorClass::RateLimited << QStringLiteral("http_429");
    QTest::newRow("5xx") << ErrorClass::HttpServer << QStringLiteral("http_5xx");
    QTest::newRow("stream error") << ErrorClass::StreamError << QStringLiteral("stream_error");
    QTest::newRow("malformed") << ErrorClass::Malformed << QStringLiteral("malformed_stream");
    QTest::newRow("dropped") << ErrorClass::Dropped << QStringLiteral("dropped");
    QTest::newRow("no output") << ErrorClass::NoOutput << QStringLiteral("no_output");
    QTest::newRow("cancelled") << ErrorClass::Cancelled << QStringLiteral("cancelled");
    QTest::newRow("transport") << ErrorClass::Transport << QStringLiteral("transport");
}

void TestRequestRecord::errorClassNames()
{
    QFETCH(ErrorClass, error);
    QFETCH(QString, name);
    QCOMPARE(QString::fromLatin1(errorClassName(error)), name);
    ErrorClass parsed = ErrorClass::Cancelled;
    if (error == ErrorClass::Cancelled)
        parsed = ErrorClass::None;
    QVERIFY(errorClassFromName(name.toStdString(), parsed));
    QCOMPARE(parsed, error);
}

void TestRequestRecord::unknownErrorClassName()
{
    ErrorClass parsed = ErrorClass::Tls;
    QVERIFY(!errorClassFromName("http_418", parsed));
    QVERIFY(!errorClassFromName("", parsed));
    QCOMPARE(parsed, ErrorClass::Tls); // untouched on failure
}

void TestRequestRecord::spanMs_data()
{
    QTest::addColumn<qint64>("from");
    QTest::addColumn<qint64>("to");
    QTest::addColumn<double>("expected");
    QTest::newRow("whole ms") << qint64(kBase) << qint64(kBase + 250 * kMs) << 250.0;
    QTest::newRow("zero") << qint64(kBase) << qint64(kBase) << 0.0;
    QTest::newRow("rounds down below half a µs") << qint64(0) << qint64(1'499) << 0.001;
    QTest::newRow("rounds half a µs up") << qint64(0) << qint64(1'500) << 0.002;
    QTest::newRow("µs precision") << qint64(kBase) << qint64(kBase + 123'456'789) << 123.457;
    QTest::newRow("sub-µs is zero") << qint64(kBase) << qint64(kBase + 499) << 0.0;
    QTest::newRow("from absent") << qint64(kNoTime) << qint64(kBase) << kAbsent;
    QTest::newRow("to absent") << qint64(kBase) << qint64(kNoTime) << kAbsent;
    QTest::newRow("both absent") << qint64(kNoTime) << qint64(kNoTime) << kAbsent;
    QTest::newRow("backwards") << qint64(kBase) << qint64(kBase - 1) << kAbsent;
    QTest::newRow("one hour") << qint64(kBase) << qint64(kBase + 3'600'000'000'001) << 3'600'000.0;
}

void TestRequestRecord::spanMs()
{
    QFETCH(qint64, from);
    QFETCH(qint64, to);
    QFETCH(double, expected);
    verifyMs(ttft::spanMs(from, to), expected);
}

void TestRequestRecord::derivedMetrics_data()
{
    // Expected values from the stamps in stampedRecord(), in ms rounded half-up to the µs.
    QTest::addColumn<QString>("metric");
    QTest::addColumn<double>("expected");
    QTest::newRow("ttft") << QStringLiteral("ttft") << 123.457;
    QTest::newRow("ttfb") << QStringLiteral("ttfb") << 80.0;
    QTest::newRow("ttfo") << QStringLiteral("ttfo") << 90.0;
    QTest::newRow("ttfs") << QStringLiteral("ttfs") << 200.0;
    QTest::newRow("first event") << QStringLiteral("first_event") << 81.0;
    QTest::newRow("first reasoning") << QStringLiteral("first_reasoning") << 90.0;
    QTest::newRow("e2e") << QStringLiteral("e2e") << 1130.001;
    // 1000 ms between first and last answer over 101 − 1 = 100 later tokens.
    QTest::newRow("tpot") << QStringLiteral("tpot") << 10.0;
    QTest::newRow("dns") << QStringLiteral("dns") << 3.0;
    QTest::newRow("connect after dns") << QStringLiteral("connect") << 7.0;
    QTest::newRow("tls") << QStringLiteral("tls") << 15.0;
    QTest::newRow("request sent") << QStringLiteral("request_sent") << 25.5;
    QTest::newRow("dispatch lag") << QStringLiteral("dispatch_lag") << 2.0;
}

void TestRequestRecord::derivedMetrics()
{
    QFETCH(QString, metric);
    QFETCH(double, expected);
    const RequestRecord r = stampedRecord();
    // The same figures must come out of the methods and out of the JSON under "<metric>_ms".
    std::optional<double> value;
    if (metric == QLatin1String("ttft")) value = r.ttftMs();
    else if (metric == QLatin1String("ttfb")) value = r.ttfbMs();
    else if (metric == QLatin1String("ttfo")) value = r.ttfoMs();
    else if (metric == QLatin1String("ttfs")) value = r.ttfsMs();
    else if (metric == QLatin1String("first_event")) value = r.firstEventMs();
    else if (metric == QLatin1String("first_reasoning")) value = r.firstReasoningMs();
    else if (metric == QLatin1String("e2e")) value = r.e2eMs();
    else if (metric == QLatin1String("tpot")) value = r.tpotMs();
    else if (metric == QLatin1String("dns")) value = r.dnsMs();
    else if (metric == QLatin1String("connect")) value = r.connectMs();
    else if (metric == QLatin1String("tls")) value = r.tlsMs();
    else if (metric == QLatin1String("request_sent")) value = r.requestSentMs();
    else if (metric == QLatin1String("dispatch_lag")) value = r.dispatchLagMs();
    else QFAIL("unknown metric in data row");
    verifyMs(value, expected);

    const nlohmann::json json = toJson(r, false);
    const std::string key = metric.toStdString() + "_ms";
    QVERIFY2(json.contains(key), key.c_str());
    QVERIFY(json[key].is_number());
    QCOMPARE(json[key].get<double>(), expected);
}

void TestRequestRecord::tpot_data()
{
    QTest::addColumn<qint64>("outputTokens"); // < 0: unknown
    QTest::addColumn<qint64>("firstNs");
    QTest::addColumn<qint64>("lastNs");
    QTest::addColumn<double>("expected");
    // TPOT = (last − first) / (tokens − 1)
    QTest::newRow("2 tokens") << qint64(2) << qint64(kBase) << qint64(kBase + 30 * kMs) << 30.0;
    QTest::newRow("11 tokens") << qint64(11) << qint64(kBase) << qint64(kBase + 250 * kMs) << 25.0;
    // 100 ms / 3 = 33.333333… ms → 33.333
    QTest::newRow("rounded to µs") << qint64(4) << qint64(kBase) << qint64(kBase + 100 * kMs) << 33.333;
    QTest::newRow("1 token: undefined") << qint64(1) << qint64(kBase) << qint64(kBase) << kAbsent;
    QTest::newRow("0 tokens") << qint64(0) << qint64(kNoTime) << qint64(kNoTime) << kAbsent;
    QTest::newRow("tokens unknown") << qint64(-1) << qint64(kBase) << qint64(kBase + kMs) << kAbsent;
    QTest::newRow("no first answer") << qint64(5) << qint64(kNoTime) << qint64(kBase) << kAbsent;
    QTest::newRow("no last answer") << qint64(5) << qint64(kBase) << qint64(kNoTime) << kAbsent;
    QTest::newRow("all at once") << qint64(5) << qint64(kBase) << qint64(kBase) << 0.0;
}

void TestRequestRecord::tpot()
{
    QFETCH(qint64, outputTokens);
    QFETCH(qint64, firstNs);
    QFETCH(qint64, lastNs);
    QFETCH(double, expected);
    RequestRecord r;
    r.startNs = kBase - 100 * kMs;
    r.firstAnswerNs = firstNs;
    r.lastAnswerNs = lastNs;
    if (outputTokens >= 0)
        r.outputTokens = outputTokens;
    verifyMs(r.tpotMs(), expected);
}

void TestRequestRecord::itl()
{
    const RequestRecord r = stampedRecord();
    // Gaps: 20 ms, 25.000001 ms → 25.000, 1000 − 45.000001 = 954.999999 ms → 955.000
    const std::vector<double> expected{20.0, 25.0, 955.0};
    QCOMPARE(r.itlMs(), expected);
    QCOMPARE(toJson(r, false)["itl_ms"].get<std::vector<double>>(), expected);

    RequestRecord single;
    single.answerEventNs = {kBase};
    QVERIFY(single.itlMs().empty());
    QVERIFY(toJson(single, false)["itl_ms"].is_array());
    QVERIFY(toJson(single, false)["itl_ms"].empty());
}

void TestRequestRecord::absentStampsGiveNull()
{
    // A request refused before anything came back: only start and end exist.
    RequestRecord r;
    r.startNs = kBase;
    r.endNs = kBase + 2 * kMs;
    r.errorClass = ErrorClass::ConnectionRefused;
    const nlohmann::json json = toJson(r, false);
    for (const char *key : {"ttft_ms", "ttfb_ms", "ttfo_ms", "ttfs_ms", "tpot_ms", "first_event_ms",
                            "first_reasoning_ms", "dns_ms", "connect_ms", "tls_ms", "request_sent_ms",
                            "dispatch_lag_ms", "output_tokens", "http_status", "protocol"}) {
        QVERIFY2(json.contains(key) && json[key].is_null(), key);
    }
    QCOMPARE(json["e2e_ms"].get<double>(), 2.0);
    QVERIFY(json["t_ns"]["first_answer"].is_null());
    QCOMPARE(json["t_ns"]["start"].get<std::int64_t>(), kBase);
    QCOMPARE(json["error_class"].get<std::string>(), std::string("connection_refused"));
}

void TestRequestRecord::requiredKeys()
{
    const nlohmann::json json = toJson(fullRecord(), true);
    // The stable keys scripts read, and the JSON types they may rely on.
    const std::vector<std::pair<const char *, nlohmann::json::value_t>> required = {
        {"ttft_ms", nlohmann::json::value_t::number_float},
        {"ttfb_ms", nlohmann::json::value_t::number_float},
        {"ttfo_ms", nlohmann::json::value_t::number_float},
        {"e2e_ms", nlohmann::json::value_t::number_float},
        {"tpot_ms", nlohmann::json::value_t::number_float},
        {"output_tokens", nlohmann::json::value_t::number_integer},
        {"output_tokens_source", nlohmann::json::value_t::string},
        {"http_status", nlohmann::json::value_t::number_integer},
        {"protocol", nlohmann::json::value_t::string},
        {"connection_reused", nlohmann::json::value_t::boolean},
        {"transport", nlohmann::json::value_t::string},
        {"error_class", nlohmann::json::value_t::string},
        {"error_message", nlohmann::json::value_t::string},
        {"request_id", nlohmann::json::value_t::string},
        {"text", nlohmann::json::value_t::string},
        {"index", nlohmann::json::value_t::number_integer},
        {"warmup", nlohmann::json::value_t::boolean},
        {"provider", nlohmann::json::value_t::string},
        {"model", nlohmann::json::value_t::string},
        {"server_request_id", nlohmann::json::value_t::string},
        {"ttfs_ms", nlohmann::json::value_t::number_float},
        {"first_event_ms", nlohmann::json::value_t::number_float},
        {"first_reasoning_ms", nlohmann::json::value_t::number_float},
        {"dns_ms", nlohmann::json::value_t::number_float},
        {"connect_ms", nlohmann::json::value_t::number_float},
        {"tls_ms", nlohmann::json::value_t::number_float},
        {"request_sent_ms", nlohmann::json::value_t::number_float},
        {"itl_ms", nlohmann::json::value_t::array},
        {"prompt_tokens", nlohmann::json::value_t::number_integer},
        {"cached_tokens", nlohmann::json::value_t::number_integer},
        {"reasoning_tokens", nlohmann::json::value_t::number_integer},
        {"finish_reasons", nlohmann::json::value_t::array},
        {"request_bytes", nlohmann::json::value_t::number_integer},
        {"response_bytes", nlohmann::json::value_t::number_integer},
        {"wire_events", nlohmann::json::value_t::number_integer},
        {"answer_events", nlohmann::json::value_t::number_integer},
        {"wall_start", nlohmann::json::value_t::string},
        {"t_ns", nlohmann::json::value_t::object},
    };
    for (const auto &[key, type] : required) {
        QVERIFY2(json.contains(key), key);
        QVERIFY2(json[key].type() == type, key);
    }
    QCOMPARE(json["protocol"].get<std::string>(), std::string("h2"));
    QCOMPARE(json["output_tokens_source"].get<std::string>(), std::string("usage"));
    QCOMPARE(json["wall_start"].get<std::string>(), std::string("2026-11-30T04:32:07.123Z"));
    for (const char *stamp : {"start", "request_sent", "response_head", "first_event", "first_output",
                              "first_answer", "first_sentence", "first_reasoning", "last_answer",
                              "end", "intended", "dns_done", "connect_done", "tls_done"}) {
        QVERIFY2(json["t_ns"].contains(stamp) && json["t_ns"][stamp].is_number_integer(), stamp);
    }
    QCOMPARE(json["t_ns"]["answers"].size(), std::size_t(4));
    // Milliseconds carry no more than microsecond digits when printed.
    QCOMPARE(json["ttft_ms"].dump(), std::string("123.457"));
}

void TestRequestRecord::successHasNullErrorClass()
{
    RequestRecord r = stampedRecord();
    const nlohmann::json json = toJson(r, false);
    QVERIFY(json["error_class"].is_null());
    QVERIFY(json["error_message"].is_null());
    QVERIFY(!json.contains("response_head"));
}

void TestRequestRecord::withoutText()
{
    const nlohmann::json json = toJson(fullRecord(), false);
    QVERIFY(!json.contains("text"));
    // Failed: the diagnosis bytes are kept even without text.
    QVERIFY(json.contains("response_head"));
}

void TestRequestRecord::roundTrip()
{
    const RequestRecord original = fullRecord();
    const nlohmann::json json = toJson(original, true);
    // Through text, as the journal does.
    std::string error;
    const RequestRecord back = requestRecordFromJson(nlohmann::json::parse(json.dump()), &error);
    QVERIFY2(error.empty(), error.c_str());

    QCOMPARE(back.index, original.index);
    QCOMPARE(back.warmup, original.warmup);
    QCOMPARE(back.provider, original.provider);
    QCOMPARE(back.model, original.model);
    QCOMPARE(back.transport, original.transport);
    QCOMPARE(back.protocol, original.protocol);
    QCOMPARE(back.requestId, original.requestId);
    QCOMPARE(back.serverRequestId, original.serverRequestId);
    QCOMPARE(back.cell, original.cell);
    QCOMPARE(back.concurrency, original.concurrency);
    QCOMPARE(back.rateRps, original.rateRps);
    QCOMPARE(back.promptTokensTarget, original.promptTokensTarget);
    QCOMPARE(back.cacheBust, original.cacheBust);
    QCOMPARE(back.runStartNs, original.runStartNs);
    QCOMPARE(json["intended_ms"].get<double>(), 5000.0);
    QCOMPARE(back.intendedNs, original.intendedNs);
    QCOMPARE(back.startNs, original.startNs);
    QCOMPARE(back.dnsDoneNs, original.dnsDoneNs);
    QCOMPARE(back.connectDoneNs, original.connectDoneNs);
    QCOMPARE(back.tlsDoneNs, original.tlsDoneNs);
    QCOMPARE(back.requestSentNs, original.requestSentNs);
    QCOMPARE(back.responseHeadNs, original.responseHeadNs);
    QCOMPARE(back.firstEventNs, original.firstEventNs);
    QCOMPARE(back.firstOutputNs, original.firstOutputNs);
    QCOMPARE(back.firstAnswerNs, original.firstAnswerNs);
    QCOMPARE(back.firstSentenceNs, original.firstSentenceNs);
    QCOMPARE(back.firstReasoningNs, original.firstReasoningNs);
    QCOMPARE(back.lastAnswerNs, original.lastAnswerNs);
    QCOMPARE(back.endNs, original.endNs);
    QCOMPARE(back.wallStartMs, original.wallStartMs);
    QCOMPARE(back.httpStatus, original.httpStatus);
    QCOMPARE(back.connectionReused, original.connectionReused);
    QCOMPARE(back.requestBytes, original.requestBytes);
    QCOMPARE(back.responseBytes, original.responseBytes);
    QCOMPARE(back.wireEvents, original.wireEvents);
    QCOMPARE(back.answerEvents, original.answerEvents);
    QCOMPARE(back.answerEventNs, original.answerEventNs);
    QCOMPARE(back.outputTokens, original.outputTokens);
    QCOMPARE(back.outputTokensSource, original.outputTokensSource);
    QCOMPARE(back.usage.promptTokens, original.usage.promptTokens);
    QCOMPARE(back.usage.completionTokens, original.usage.completionTokens);
    QCOMPARE(back.usage.totalTokens, original.usage.totalTokens);
    QCOMPARE(back.usage.cachedTokens, original.usage.cachedTokens);
    QCOMPARE(back.usage.reasoningTokens, original.usage.reasoningTokens);
    QCOMPARE(back.finishReasons, original.finishReasons);
    QCOMPARE(back.errorClass, original.errorClass);
    QCOMPARE(back.errorMessage, original.errorMessage);
    QCOMPARE(back.text, original.text);
    QCOMPARE(back.responseHead, original.responseHead);

    // And the JSON is a fixed point.
    QCOMPARE(toJson(back, true).dump(), json.dump());

    // A tool-call turn's follow-up: its leg, the turn's stamps and the calls come back.
    RequestRecord afterTool = original;
    afterTool.conversation = "u3";
    afterTool.turn = 4;
    afterTool.turnLeg = TurnLeg::AfterTool;
    afterTool.turnStartNs = original.startNs - 900'000'000;
    afterTool.toolCallFirstNs = original.startNs - 700'000'000;
    afterTool.toolCallEndNs = original.startNs - 650'000'000;
    afterTool.toolStartNs = original.startNs - 640'000'000;
    afterTool.toolEndNs = original.startNs - 100'000;
    afterTool.toolExitStatus = 3;
    afterTool.toolCalls = {ToolCallRecord{"call_1", "look_up_booking", R"({"booking_reference":"HS-1"})"}};
    const nlohmann::json toolJson = toJson(afterTool, true);
    QCOMPARE(toolJson["turn_leg"].get<std::string>(), std::string("after_tool"));
    QCOMPARE(toolJson["tool_ms"].get<double>(), 639.9);
    QCOMPARE(toolJson["turn_first_answer_ms"].get<double>(), *afterTool.ttftMs() + 900.0);
    const RequestRecord toolBack = requestRecordFromJson(nlohmann::json::parse(toolJson.dump()), &error);
    QVERIFY2(error.empty(), error.c_str());
    QCOMPARE(toolBack.turnLeg, TurnLeg::AfterTool);
    QCOMPARE(toolBack.turnStartNs, afterTool.turnStartNs);
    QCOMPARE(toolBack.toolCallFirstNs, afterTool.toolCallFirstNs);
    QCOMPARE(toolBack.toolCallEndNs, afterTool.toolCallEndNs);
    QCOMPARE(toolBack.toolStartNs, afterTool.toolStartNs);
    QCOMPARE(toolBack.toolEndNs, afterTool.toolEndNs);
    QCOMPARE(toolBack.toolExitStatus, afterTool.toolExitStatus);
    QVERIFY(toolBack.toolCalls == afterTool.toolCalls);
    QCOMPARE(toJson(toolBack, true).dump(), toolJson.dump());
    // Raw (the session's form) keeps them as well.
    const RequestRecord rawBack = requestRecordFromJson(toJson(afterTool, true, RecordJsonForm::Raw), &error);
    QCOMPARE(rawBack.toolEndNs, afterTool.toolEndNs);
    QVERIFY(rawBack.toolCalls == afterTool.toolCalls);
    const RequestRecord unknownLeg = requestRecordFromJson(nlohmann::json::parse(R"({"turn":1,"turn_leg":"later"})"), &error);
    QCOMPARE(unknownLeg.turnLeg, TurnLeg::Whole);
    QVERIFY2(error.find("turn_leg") != std::string::npos, error.c_str());
    error.clear();

    // A default (empty) record survives too: absent stays absent.
    const RequestRecord empty;
    const RequestRecord emptyBack = requestRecordFromJson(toJson(empty, true));
    QCOMPARE(toJson(emptyBack, true).dump(), toJson(empty, true).dump());
    QVERIFY(!emptyBack.outputTokens);
    QCOMPARE(emptyBack.startNs, kNoTime);
    QCOMPARE(emptyBack.errorClass, ErrorClass::None);
}

void TestRequestRecord::fromJsonTolerates_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<bool>("expectError");
    QTest::addColumn<qint64>("expectedStart");
    QTest::newRow("empty object") << QStringLiteral("{}") << false << qint64(kNoTime);
    QTest::newRow("not an object") << QStringLiteral("[1,2]") << true << qint64(kNoTime);
    QTest::newRow("wrong type") << QStringLiteral(R"({"index":"seven","t_ns":{"start":5}})") << true << qint64(5);
    QTest::newRow("stamp of wrong type") << QStringLiteral(R"({"t_ns":{"start":"x"}})") << true << qint64(kNoTime);
    QTest::newRow("int out of range") << QStringLiteral(R"({"http_status":99999999999})") << true << qint64(kNoTime);
    QTest::newRow("bad date") << QStringLiteral(R"({"wall_start":"yesterday"})") << true << qint64(kNoTime);
    QTest::newRow("unknown class") << QStringLiteral(R"({"error_class":"http_418"})") << true << qint64(kNoTime);
    QTest::newRow("unknown keys ignored") << QStringLiteral(R"({"future_key":{"a":1},"t_ns":{"start":7}})") << false << qint64(7);
}

void TestRequestRecord::fromJsonTolerates()
{
    QFETCH(QString, json);
    QFETCH(bool, expectError);
    QFETCH(qint64, expectedStart);
    std::string error;
    RequestRecord r;
    try {
        r = requestRecordFromJson(nlohmann::json::parse(json.toStdString()), &error);
    } catch (const std::exception &e) {
        QFAIL(e.what());
    }
    QCOMPARE(!error.empty(), expectError);
    QCOMPARE(r.startNs, expectedStart);
    if (json.contains(QLatin1String("http_418")))
        QVERIFY(r.failed()); // an unknown class from a newer version still means failed
}

void TestRequestRecord::providerProfileRoundTrip()
{
    ProviderProfile p;
    p.name = "openai-mini";
    p.baseUrl = "https://api.openai.com/v1";
    p.model = "gpt-4o-mini";
    p.apiKeyEnv = "OPENAI_API_KEY";
    p.extraHeaders = {{"OpenAI-Organization", "org-1"}, {"X-Trace", "on"}};
    p.transport = TransportKind::Qt;
    p.httpVersion = HttpVersion::Http2;
    p.connectTimeoutMs = 1234;
    p.firstTokenTimeoutMs = 5678;
    p.totalTimeoutMs = 91011;
    p.freshConnections = true;
    p.insecureTls = true;
    p.caCertificatePath = "/etc/ssl/private-gateway-ca.pem";

    const nlohmann::json json = toJson(p);
    QCOMPARE(json["transport"].get<std::string>(), std::string("qt"));
    QCOMPARE(json["ca_certificate"].get<std::string>(), p.caCertificatePath);
    QCOMPARE(json["http_version"].get<std::string>(), std::string("2"));
    QCOMPARE(json["timeouts"]["first_token_ms"].get<int>(), 5678);
    QCOMPARE(json["api_key_env"].get<std::string>(), std::string("OPENAI_API_KEY"));
    std::string error;
    const ProviderProfile back = providerProfileFromJson(nlohmann::json::parse(json.dump()), &error);
    QVERIFY2(error.empty(), error.c_str());
    QVERIFY(back == p);

    error.clear();
    const ProviderProfile bad = providerProfileFromJson(nlohmann::json{{"transport", "carrier-pigeon"}}, &error);
    QVERIFY(!error.empty());
    QVERIFY(bad.transport == TransportKind::Curl);
}

void TestRequestRecord::providerProfileNeverWritesCredentials()
{
    ProviderProfile p;
    p.apiKeyEnv = "LAB_KEY";
    p.extraHeaders = {{"Authorization", "Bearer sk-secret"}, {"x-api-key", "sk-secret"},
                      {"X-Custom", "visible"}};
    const std::string text = toJson(p).dump();
    QVERIFY(text.find("sk-secret") == std::string::npos);
    QVERIFY(text.find("visible") != std::string::npos);
    QVERIFY(isCredentialHeader("AUTHORIZATION"));
    QVERIFY(!isCredentialHeader("X-Custom"));

    // A hand-edited file with a key in a header: dropped, and said so.
    std::string error;
    const auto pairs = nlohmann::json::array({nlohmann::json::array({"Authorization", "Bearer sk-x"}),
                                              nlohmann::json::array({"X-A", "b"})});
    const ProviderProfile read = providerProfileFromJson(nlohmann::json{{"extra_headers", pairs}}, &error);
    QVERIFY(!error.empty());
    QCOMPARE(read.extraHeaders.size(), std::size_t(1));
    QCOMPARE(read.extraHeaders[0].first, std::string("X-A"));

    // The hand-typed object form is read too, with the same rule.
    error.clear();
    const ProviderProfile typed = providerProfileFromJson(
        nlohmann::json::parse(R"({"extra_headers": {"X-Api-Key": "sk-y", "X-B": "c"}})"), &error);
    QVERIFY(!error.empty());
    QCOMPARE(typed.extraHeaders, (HeaderList{{"X-B", "c"}}));
}

void TestRequestRecord::workloadRoundTrip()
{
    Workload w;
    w.name = "short";
    w.messages = nlohmann::json::array({{{"role", "user"}, {"content", "Say hi"}}});
    w.maxTokens = 64;
    w.temperature = 0.0;
    w.includeUsage = false;
    w.keepText = true;
    w.extraBody = {{"seed", 7}};
    std::string error;
    QVERIFY(workloadFromJson(nlohmann::json::parse(toJson(w).dump()), &error) == w);
    QVERIFY2(error.empty(), error.c_str());

    // max_tokens is sent unless the user says otherwise (200); null in a file means none was sent
    // (as files before the default wrote it), a missing key the default.
    const Workload defaults;
    const nlohmann::json json = toJson(defaults);
    QCOMPARE(json["max_tokens"].get<int>(), kDefaultWorkloadMaxTokens);
    QVERIFY(json["temperature"].is_null());
    QVERIFY(workloadFromJson(json) == defaults);
    QVERIFY(!workloadFromJson(nlohmann::json{{"max_tokens", nullptr}}).maxTokens);
    QCOMPARE(workloadFromJson(nlohmann::json::object()).maxTokens, std::optional<int>(kDefaultWorkloadMaxTokens));

    error.clear();
    const Workload bad = workloadFromJson(nlohmann::json{{"messages", "hi"}}, &error);
    QVERIFY(!error.empty());
    QVERIFY(bad.messages.is_array());
}

void TestRequestRecord::runPlanRoundTrip()
{
    const RunPlan plan = sequentialPlan(3, 50);
    QVERIFY(runPlanFromJson(toJson(plan)) == plan);
    // A sweep with every field away from its default survives the trip through text.
    RunPlan sweep;
    sweep.mode = LoadMode::OpenLoop;
    sweep.rates = {0.5, 2.5};
    sweep.arrival = ArrivalProcess::Gamma;
    sweep.burstiness = 0.5;
    sweep.concurrency = {1, 10, 50};
    sweep.durationS = 60;
    sweep.requests = 7;
    sweep.rampUpS = 2;
    sweep.promptTokens = {100, 2000, 8000};
    sweep.seed = 99;
    std::string sweepError;
    QVERIFY(runPlanFromJson(nlohmann::json::parse(toJson(sweep).dump()), &sweepError) == sweep);
    QVERIFY2(sweepError.empty(), sweepError.c_str());
    // Cells: levels outside, prompt lengths inside.
    const std::vector<PlanCell> cells = planCells(sweep);
    QCOMPARE(cells.size(), std::size_t(6));
    QCOMPARE(cells[0].id, std::string("r0.5/p100"));
    QCOMPARE(cells[5].id, std::string("r2.5/p8000"));
    QCOMPARE(cells[5].rateRps.value_or(0), 2.5);
    QCOMPARE(cells[5].promptTokens.value_or(0), 8000);
    sweep.mode = LoadMode::ClosedLoop;
    QCOMPARE(planCells(sweep)[3].id, std::string("c10/p100"));
    QCOMPARE(planCells(sweep)[3].concurrency, 10);
    QVERIFY(validatePlan(sweep).empty());
    sweep.concurrency = {0};
    QVERIFY(!validatePlan(sweep).empty());
    QCOMPARE(toJson(plan)["mode"].get<std::string>(), std::string("sequential"));
    QCOMPARE(toJson(plan)["rounds"].get<int>(), 50);
    QCOMPARE(toJson(plan)["warmup"].get<int>(), 3);
    std::string error;
    const RunPlan bad = runPlanFromJson(nlohmann::json{{"warmup", -1}, {"rounds", 5}}, &error);
    QVERIFY(!error.empty());
    QCOMPARE(bad.warmup, RunPlan{}.warmup);
    QCOMPARE(bad.rounds, 5);
}

// A server that echoes the key in its error body (some gateways do) must not put it in a file.
void TestRequestRecord::serverEchoOfTheKeyIsRedacted()
{
    const std::string key = "sk-echo-0123456789abcdef";
    RequestRecord record;
    record.errorClass = ErrorClass::HttpClient;
    record.errorMessage = "HTTP 401: Incorrect API key provided: " + key + ". Check " + key;
    record.responseHead = R"({"error":{"message":"bad key )" + key + R"("}})";
    record.text = "echo " + key;
    record.serverHeaders = {{"x-request-id", "r1"}, {"x-debug", key}};
    // A model made to repeat the key into a tool call's arguments (or a server naming a call after it).
    record.toolCalls = {ToolCallRecord{key.substr(0, 12), "lookup", R"({"q":")" + key.substr(4) + R"("})"}};
    record.redact(key);
    const std::string json = toJson(record, true).dump();
    QVERIFY(json.find(key) == std::string::npos);
    QCOMPARE(record.errorMessage, std::string("HTTP 401: Incorrect API key provided: [redacted]. Check [redacted]"));
    QVERIFY(record.responseHead.find("[redacted]") != std::string::npos);
    QCOMPARE(record.serverHeaders[0].second, std::string("r1"));
    QCOMPARE(record.toolCalls[0].id, std::string("[redacted]"));
    QCOMPARE(record.toolCalls[0].arguments, std::string(R"({"q":"[redacted]"})"));
    // A short "secret" would match ordinary words: left alone.
    RequestRecord plain;
    plain.text = "the answer";
    plain.redact("the");
    QCOMPARE(plain.text, std::string("the answer"));
}

QTEST_GUILESS_MAIN(TestRequestRecord)
#include "tst_requestrecord.moc"
