#include "streamfixtures.h"

#include "wire/ssedecoder.h"

#include <QTest>

#include <optional>

using namespace ttft;
using namespace std::string_view_literals;

namespace {

// Events flattened to "type|id|data" so that a mismatch prints readably.
QByteArrayList describe(const std::vector<SseEvent> &events)
{
    QByteArrayList result;
    for (const SseEvent &event : events) {
        result << streamfixtures::printable(event.type) + '|' + streamfixtures::printable(event.lastEventId) + '|'
                + streamfixtures::printable(event.data);
    }
    return result;
}

QByteArray eventLine(std::string_view type, std::string_view id, std::string_view data)
{
    return streamfixtures::printable(type) + '|' + streamfixtures::printable(id) + '|' + streamfixtures::printable(data);
}

struct Decoded {
    std::vector<SseEvent> events;
    bool unterminated = false;
    int comments = 0;
    std::vector<std::int64_t> retries;
};

Decoded decode(const std::vector<std::string_view> &chunks, bool flush)
{
    SseDecoder decoder;
    Decoded result;
    for (std::string_view chunk : chunks)
        decoder.feed(chunk, result.events);
    result.unterminated = decoder.finish(result.events, flush);
    result.comments = decoder.comments();
    result.retries = decoder.retryValues();
    return result;
}

std::vector<std::string_view> bytewise(std::string_view bytes)
{
    std::vector<std::string_view> result;
    for (std::size_t i = 0; i < bytes.size(); ++i)
        result.push_back(bytes.substr(i, 1));
    return result;
}

} // namespace

class TestSseDecoder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixtures_data();
    void fixtures();
    void ownCases_data();
    void ownCases();
    void bytesFedAndReset();
    void longLineAcrossManyChunks();
};

void TestSseDecoder::fixtures_data()
{
    TTFT_STREAM_FIXTURE_ROWS("sse");
}

void TestSseDecoder::fixtures()
{
    QFETCH(QString, fixture);
    QFETCH(int, split);
    const std::string name = fixture.toStdString();
    bool ok = false;
    const std::string bytes = streamfixtures::bytes(name, &ok);
    QVERIFY2(ok, qPrintable(QStringLiteral("cannot read fixture ") + fixture));
    const nlohmann::json &derived = streamfixtures::entry(name).at("derived");

    const std::vector<std::string_view> chunks = streamfixtures::chunks(name, split, bytes);
    const Decoded strict = decode(chunks, false);

    QByteArrayList expected;
    for (const nlohmann::json &e : derived.at("events")) {
        // EXPECTED omits `event` for the default type and `id` when no id was ever set.
        expected << eventLine(streamfixtures::text(e, "event", "message"), streamfixtures::text(e, "id"),
                          streamfixtures::text(e, "data"));
    }
    QCOMPARE(describe(strict.events), expected);
    QCOMPARE(strict.comments, int(derived.value("comments", 0)));
    QCOMPARE(strict.retries, derived.value("reconnect_intervals", std::vector<std::int64_t>()));
    QCOMPARE(strict.unterminated, derived.value("final_event_unterminated", false));

    // An SDK-style flush delivers the unterminated event too, with exactly its pending data.
    const Decoded flushed = decode(chunks, true);
    const auto unterminated = derived.find("unterminated");
    std::optional<std::string> pendingData;
    if (unterminated != derived.end() && unterminated->is_object()) {
        const auto data = unterminated->find("data");
        if (data != unterminated->end() && data->is_string())
            pendingData = data->get<std::string>();
    }
    if (pendingData) {
        QCOMPARE(flushed.events.size(), strict.events.size() + 1);
        QCOMPARE(streamfixtures::printable(flushed.events.back().data), streamfixtures::printable(*pendingData));
    } else if (!strict.unterminated) {
        QCOMPARE(describe(flushed.events), expected);
    }
}

void TestSseDecoder::ownCases_data()
{
    QTest::addColumn<QByteArrayList>("chunks");
    QTest::addColumn<bool>("flush");
    QTest::addColumn<QByteArrayList>("events");
    QTest::addColumn<int>("comments");
    QTest::addColumn<QList<qint64>>("retries");
    QTest::addColumn<bool>("unterminated");

    const QList<qint64> noRetries;
    const auto b = [](std::string_view s) { return QByteArray(s.data(), qsizetype(s.size())); };

    // Line ends split across chunks.
    QTest::newRow("cr-at-chunk-end-then-lf") << QByteArrayList{"data: a\r", "\ndata: b\r", "\n\r", "\n"} << false
                                             << QByteArrayList{eventLine("message", "", "a\nb")} << 0 << noRetries << false;
    QTest::newRow("cr-at-chunk-end-then-cr") << QByteArrayList{"data: a\r", "\r"} << false
                                             << QByteArrayList{eventLine("message", "", "a")} << 0 << noRetries << false;
    QTest::newRow("cr-at-chunk-end-then-data") << QByteArrayList{"data: a\r", "data: b\r\r"} << false
                                               << QByteArrayList{eventLine("message", "", "a\nb")} << 0 << noRetries << false;
    QTest::newRow("lone-lf-chunks") << QByteArrayList{"data: a", "\n", "\n"} << false
                                    << QByteArrayList{eventLine("message", "", "a")} << 0 << noRetries << false;
    QTest::newRow("cr-only") << QByteArrayList{"data: a\rdata: b\r\r"} << false
                             << QByteArrayList{eventLine("message", "", "a\nb")} << 0 << noRetries << false;
    QTest::newRow("crlf-extra-blank-lines") << QByteArrayList{"data: a\r\n\r\n\r\n\r\n"} << false
                                            << QByteArrayList{eventLine("message", "", "a")} << 0 << noRetries << false;

    // BOM: stripped once at the start however it is cut, never later.
    QTest::newRow("bom-split-across-chunks") << QByteArrayList{"\xEF", "\xBB", "\xBF" "data: x\n\n"} << false
                                             << QByteArrayList{eventLine("message", "", "x")} << 0 << noRetries << false;
    QTest::newRow("bom-then-comment") << QByteArrayList{"\xEF\xBB\xBF:hi\ndata: x\n\n"} << false
                                      << QByteArrayList{eventLine("message", "", "x")} << 1 << noRetries << false;
    QTest::newRow("bom-midstream-split") << QByteArrayList{"data: 1\n\n\xEF\xBB", "\xBF" "data: 2\n\ndata: 3\n\n"} << false
                                         << QByteArrayList{eventLine("message", "", "1"), eventLine("message", "", "3")} << 0
                                         << noRetries << false;
    QTest::newRow("bom-after-leading-blank-line") << QByteArrayList{"\n\xEF\xBB\xBF" "data: 1\n\ndata: 2\n\n"} << false
                                                  << QByteArrayList{eventLine("message", "", "2")} << 0 << noRetries << false;
    QTest::newRow("double-bom") << QByteArrayList{"\xEF\xBB\xBF\xEF\xBB\xBF" "data: 1\n\ndata: 2\n\n"} << false
                                << QByteArrayList{eventLine("message", "", "2")} << 0 << noRetries << false;

    // UTF-8 split inside sequences (2-, 3- and 4-byte), in the data and in an event name.
    QTest::newRow("utf8-split") << QByteArrayList{"data: \xD0", "\xBF\xE4\xBD", "\xA0\xF0\x9F", "\x98", "\x8A\n\n"} << false
                                << QByteArrayList{eventLine("message", "", "\xD0\xBF\xE4\xBD\xA0\xF0\x9F\x98\x8A")} << 0
                                << noRetries << false;
    QTest::newRow("utf8-split-event-name") << QByteArrayList{"event: \xE4", "\xBD\xA0\ndata: x\n\n"} << false
                                           << QByteArrayList{eventLine("\xE4\xBD\xA0", "", "x")} << 0 << noRetries << false;

    // retry: only ASCII digits.
    QTest::newRow("retry-invalid")
        << QByteArrayList{"retry: 10\nretry:-5\nretry: 1 0\nretry:\nretry:abc\nretry:  7\nretry:3.0\n"
                          "retry:99999999999999999999999\nretry:0020\ndata: x\n\n"}
        << false << QByteArrayList{eventLine("message", "", "x")} << 0 << QList<qint64>{10, 20} << false;

    // id: ignored when it holds NUL; persists across events; an empty id resets it.
    QTest::newRow("id-with-nul") << QByteArrayList{b("id: 1\ndata: a\n\nid: 2\0x\ndata: b\n\n"sv)}
                                 << false << QByteArrayList{eventLine("message", "1", "a"), eventLine("message", "1", "b")} << 0
                                 << noRetries << false;
    QTest::newRow("id-persists-and-resets") << QByteArrayList{"id: 7\ndata: a\n\ndata: b\n\nid\ndata: c\n\n"} << false
                                            << QByteArrayList{eventLine("message", "7", "a"), eventLine("message", "7", "b"),
                                                              eventLine("message", "", "c")}
                                            << 0 << noRetries << false;
    QTest::newRow("id-without-data-still-sets") << QByteArrayList{"id: 9\n\ndata: a\n\n"} << false
                                                << QByteArrayList{eventLine("message", "9", "a")} << 0 << noRetries << false;

    // event without data: no dispatch, and its type does not leak into the next event.
    QTest::newRow("event-without-data") << QByteArrayList{"event: foo\n\ndata: x\n\n"} << false
                                        << QByteArrayList{eventLine("message", "", "x")} << 0 << noRetries << false;
    QTest::newRow("event-type-resets-after-dispatch") << QByteArrayList{"event: a\ndata: 1\n\ndata: 2\n\n"} << false
                                                      << QByteArrayList{eventLine("a", "", "1"), eventLine("message", "", "2")}
                                                      << 0 << noRetries << false;
    QTest::newRow("empty-event-type") << QByteArrayList{"event:\ndata: x\n\n"} << false
                                      << QByteArrayList{eventLine("message", "", "x")} << 0 << noRetries << false;

    // Field syntax.
    QTest::newRow("one-space-stripped") << QByteArrayList{"data:x\n\ndata:  y\n\ndata: \n\n"} << false
                                        << QByteArrayList{eventLine("message", "", "x"), eventLine("message", "", " y"),
                                                          eventLine("message", "", "")}
                                        << 0 << noRetries << false;
    QTest::newRow("field-without-colon") << QByteArrayList{"data\ndata\n\n"} << false
                                         << QByteArrayList{eventLine("message", "", "\n")} << 0 << noRetries << false;
    QTest::newRow("unknown-and-case") << QByteArrayList{"Data: no\nfoo: bar\n data: no\ndata: yes\n\n"} << false
                                      << QByteArrayList{eventLine("message", "", "yes")} << 0 << noRetries << false;
    QTest::newRow("colon-in-value") << QByteArrayList{"data: a: b\n\n"} << false
                                    << QByteArrayList{eventLine("message", "", "a: b")} << 0 << noRetries << false;
    QTest::newRow("comments") << QByteArrayList{":a\n: b\n:\ndata: x\n:c\n\n"} << false
                              << QByteArrayList{eventLine("message", "", "x")} << 4 << noRetries << false;
    QTest::newRow("nul-in-data") << QByteArrayList{b("data: a\0b\n\n"sv)} << false
                                 << QByteArrayList{eventLine("message", "", "a\0b"sv)} << 0 << noRetries
                                 << false;

    // End of stream.
    QTest::newRow("unterminated-strict") << QByteArrayList{"data: x\n\ndata: y"} << false
                                         << QByteArrayList{eventLine("message", "", "x")} << 0 << noRetries << true;
    QTest::newRow("unterminated-flushed") << QByteArrayList{"data: x\n\ndata: y"} << true
                                          << QByteArrayList{eventLine("message", "", "x"), eventLine("message", "", "y")} << 0
                                          << noRetries << true;
    QTest::newRow("unterminated-after-line-end-flushed") << QByteArrayList{"event: e\ndata: y\n"} << true
                                                         << QByteArrayList{eventLine("e", "", "y")} << 0 << noRetries << true;
    QTest::newRow("terminated-flush-adds-nothing") << QByteArrayList{"data: x\n\n"} << true
                                                   << QByteArrayList{eventLine("message", "", "x")} << 0 << noRetries << false;
    QTest::newRow("trailing-comment-not-an-event") << QByteArrayList{"data: x\n\n: bye"} << true
                                                   << QByteArrayList{eventLine("message", "", "x")} << 1 << noRetries << true;
    QTest::newRow("empty-stream") << QByteArrayList{} << true << QByteArrayList{} << 0 << noRetries << false;
}

void TestSseDecoder::ownCases()
{
    QFETCH(QByteArrayList, chunks);
    QFETCH(bool, flush);
    QFETCH(QByteArrayList, events);
    QFETCH(int, comments);
    QFETCH(QList<qint64>, retries);
    QFETCH(bool, unterminated);

    std::string all;
    std::vector<std::string_view> views;
    for (const QByteArray &chunk : chunks) {
        views.emplace_back(chunk.constData(), std::size_t(chunk.size()));
        all.append(chunk.constData(), std::size_t(chunk.size()));
    }
    const std::vector<std::int64_t> expectedRetries(retries.begin(), retries.end());

    // As cut here, then whole and one byte at a time: the result must not depend on the cut.
    const std::vector<std::vector<std::string_view>> cuts = {views, {std::string_view(all)}, bytewise(all)};
    for (const auto &cut : cuts) {
        const Decoded decoded = decode(cut, flush);
        QCOMPARE(describe(decoded.events), events);
        QCOMPARE(decoded.comments, comments);
        QCOMPARE(decoded.retries, expectedRetries);
        QCOMPARE(decoded.unterminated, unterminated);
    }
}

void TestSseDecoder::bytesFedAndReset()
{
    SseDecoder decoder;
    std::vector<SseEvent> out;
    const std::string_view stream = "id: 1\nretry: 5\n: c\ndata: a\n\ndata: pend";
    decoder.feed(stream.substr(0, 10), out);
    decoder.feed(stream.substr(10), out);
    QCOMPARE(out.size(), std::size_t(1));
    QCOMPARE(decoder.bytesFed(), std::int64_t(stream.size()));
    QCOMPARE(decoder.comments(), 1);
    decoder.reset();
    QCOMPARE(decoder.bytesFed(), std::int64_t(0));
    QCOMPARE(decoder.comments(), 0);
    QVERIFY(decoder.retryValues().empty());
    // After reset nothing of the old stream survives: no pending data, no id, BOM allowed again.
    out.clear();
    decoder.feed("\xEF\xBB\xBF" "data: b\n\n", out);
    QCOMPARE(out.size(), std::size_t(1));
    QCOMPARE(out[0].data, std::string("b"));
    QCOMPARE(out[0].lastEventId, std::string());
}

void TestSseDecoder::longLineAcrossManyChunks()
{
    // A long data line arriving in many small chunks is assembled once, intact.
    const std::string payload(100000, 'x');
    const std::string stream = "data: " + payload + "\r\n\r\n";
    SseDecoder decoder;
    std::vector<SseEvent> out;
    for (std::size_t pos = 0; pos < stream.size(); pos += 7)
        decoder.feed(std::string_view(stream).substr(pos, 7), out);
    QCOMPARE(out.size(), std::size_t(1));
    QCOMPARE(out[0].data.size(), payload.size());
    QVERIFY(out[0].data == payload);
}

QTEST_GUILESS_MAIN(TestSseDecoder)
#include "tst_ssedecoder.moc"
