#include "wire/ndjsondecoder.h"

#include <QTest>

using namespace ttft;

namespace {

QByteArrayList decode(const std::vector<std::string_view> &chunks)
{
    NdjsonDecoder decoder;
    std::vector<std::string> lines;
    for (std::string_view chunk : chunks)
        decoder.feed(chunk, lines);
    decoder.finish(lines);
    QByteArrayList result;
    for (const std::string &line : lines)
        result << QByteArray::fromStdString(line);
    return result;
}

} // namespace

class TestNdjsonDecoder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lines_data();
    void lines();
    void bytesFed();
};

void TestNdjsonDecoder::lines_data()
{
    QTest::addColumn<QByteArrayList>("chunks");
    QTest::addColumn<QByteArrayList>("lines");

    QTest::newRow("lf") << QByteArrayList{"{\"a\":1}\n{\"b\":2}\n"} << QByteArrayList{"{\"a\":1}", "{\"b\":2}"};
    QTest::newRow("crlf") << QByteArrayList{"{\"a\":1}\r\n{\"b\":2}\r\n"} << QByteArrayList{"{\"a\":1}", "{\"b\":2}"};
    QTest::newRow("crlf-split") << QByteArrayList{"{\"a\":1}\r", "\n{\"b\":2}\r", "\n"}
                                << QByteArrayList{"{\"a\":1}", "{\"b\":2}"};
    QTest::newRow("object-split") << QByteArrayList{"{\"a\"", ":1}\n{", "\"b\":2}\n"}
                                  << QByteArrayList{"{\"a\":1}", "{\"b\":2}"};
    QTest::newRow("blank-lines-skipped") << QByteArrayList{"\n\n{\"a\":1}\n\r\n  \n{\"b\":2}\n\n"}
                                         << QByteArrayList{"{\"a\":1}", "{\"b\":2}"};
    QTest::newRow("last-line-without-newline") << QByteArrayList{"{\"a\":1}\n{\"done\":", "true}"}
                                               << QByteArrayList{"{\"a\":1}", "{\"done\":true}"};
    QTest::newRow("last-line-crlf-without-lf") << QByteArrayList{"{\"a\":1}\r"} << QByteArrayList{"{\"a\":1}"};
    QTest::newRow("utf8-split") << QByteArrayList{"{\"t\":\"\xE4", "\xBD\xA0\"}\n"}
                                << QByteArrayList{"{\"t\":\"\xE4\xBD\xA0\"}"};
    QTest::newRow("not-json-still-a-line") << QByteArrayList{"oops\n"} << QByteArrayList{"oops"};
    QTest::newRow("empty") << QByteArrayList{} << QByteArrayList{};
}

void TestNdjsonDecoder::lines()
{
    QFETCH(QByteArrayList, chunks);
    QFETCH(QByteArrayList, lines);

    std::string all;
    std::vector<std::string_view> views;
    for (const QByteArray &chunk : chunks) {
        views.emplace_back(chunk.constData(), std::size_t(chunk.size()));
        all.append(chunk.constData(), std::size_t(chunk.size()));
    }
    QCOMPARE(decode(views), lines);
    QCOMPARE(decode({std::string_view(all)}), lines);
    std::vector<std::string_view> bytewise;
    for (std::size_t i = 0; i < all.size(); ++i)
        bytewise.push_back(std::string_view(all).substr(i, 1));
    QCOMPARE(decode(bytewise), lines);
}

void TestNdjsonDecoder::bytesFed()
{
    NdjsonDecoder decoder;
    std::vector<std::string> lines;
    decoder.feed("{}\n{", lines);
    decoder.feed("}", lines);
    QCOMPARE(decoder.bytesFed(), std::int64_t(5));
    QCOMPARE(lines.size(), std::size_t(1));
    decoder.finish(lines);
    QCOMPARE(lines.size(), std::size_t(2));
}

QTEST_GUILESS_MAIN(TestNdjsonDecoder)
#include "tst_ndjsondecoder.moc"
