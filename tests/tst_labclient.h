// Test helpers for the lab server over real loopback HTTP: a raw-socket HTTP/1.1 client that
// shows exactly what the server wrote, request builders and an OpenAI stream checker.
#pragma once

#include "base/monoclock.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>
#include <QTest>

#include <algorithm>
#include <utility>
#include <vector>

namespace labtest {

using ttft::monoNowNs;

inline constexpr int kTimeoutMs = 5000;

using Headers = std::vector<std::pair<QByteArray, QByteArray>>;

struct RawResponse {
    int status = 0;
    Headers headers;             // names lower-cased
    QByteArray body;             // de-chunked
    std::vector<QByteArray> chunks; // payload of each HTTP chunk
    bool chunked = false;
    bool complete = false;       // the body ended as its framing says (not by a close)
    std::vector<int> interimStatuses; // 1xx seen before this response

    QByteArray header(QByteArrayView name) const
    {
        for (const auto &[key, value] : headers) {
            if (key == name)
                return value;
        }
        return {};
    }
};

struct SseItem {
    QByteArray event; // "message" when absent
    QByteArray data;
};

// Splits a whole SSE body into events (the server writes LF line ends; TGI writes "data:" without
// the space).
inline std::vector<SseItem> sseEvents(const QByteArray &body)
{
    const auto value = [](const QByteArray &line, qsizetype nameLength) {
        return line.mid(line.size() > nameLength && line.at(nameLength) == ' ' ? nameLength + 1 : nameLength);
    };
    std::vector<SseItem> events;
    qsizetype pos = 0;
    while (pos < body.size()) {
        const qsizetype end = body.indexOf("\n\n", pos);
        if (end < 0)
            break;
        SseItem item;
        item.event = QByteArrayLiteral("message");
        for (const QByteArray &line : body.mid(pos, end - pos).split('\n')) {
            if (line.startsWith("event:"))
                item.event = value(line, 6);
            else if (line.startsWith("data:"))
                item.data += value(line, 5);
        }
        events.push_back(item);
        pos = end + 2;
    }
    return events;
}

// A deliberately simple HTTP/1.1 client on a raw socket: what it reads is exactly what the server
// wrote, chunk by chunk.
class RawClient
{
public:
    bool connectTo(quint16 port)
    {
        m_socket.connectToHost(QStringLiteral("127.0.0.1"), port);
        return m_socket.waitForConnected(kTimeoutMs);
    }

    void send(const QByteArray &bytes)
    {
        m_socket.write(bytes);
        m_socket.flush();
    }

    // Reads one response (skipping 1xx). False when the time runs out or the connection closes
    // first; `response` then holds what arrived.
    bool read(RawResponse &response, int timeoutMs = kTimeoutMs)
    {
        response = RawResponse{};
        const std::int64_t deadline = monoNowNs() + std::int64_t(timeoutMs) * 1'000'000;
        for (;;) {
            const qsizetype headEnd = m_buffer.indexOf("\r\n\r\n");
            if (headEnd < 0) {
                if (!fill(deadline))
                    return false;
                continue;
            }
            const QList<QByteArray> lines = m_buffer.left(headEnd).split('\n');
            m_buffer.remove(0, headEnd + 4);
            response.status = lines.front().mid(9, 3).toInt();
            response.headers.clear();
            for (qsizetype i = 1; i < lines.size(); ++i) {
                const QByteArray line = lines[i].trimmed();
                const qsizetype colon = line.indexOf(':');
                response.headers.emplace_back(line.left(colon).toLower(), line.mid(colon + 1).trimmed());
            }
            if (response.status >= 200)
                break;
            response.interimStatuses.push_back(response.status);
        }

        response.chunked = response.header("transfer-encoding") == "chunked";
        if (response.chunked) {
            for (;;) {
                const qsizetype lineEnd = m_buffer.indexOf("\r\n");
                if (lineEnd < 0) {
                    if (!fill(deadline))
                        return false;
                    continue;
                }
                bool ok = false;
                const qsizetype size = m_buffer.left(lineEnd).toLongLong(&ok, 16);
                if (!ok)
                    return false;
                if (m_buffer.size() < lineEnd + 2 + size + 2) {
                    if (!fill(deadline))
                        return false;
                    continue;
                }
                const QByteArray payload = m_buffer.mid(lineEnd + 2, size);
                m_buffer.remove(0, lineEnd + 2 + size + 2);
                if (size == 0) {
                    response.complete = true;
                    return true;
                }
                response.chunks.push_back(payload);
                response.body += payload;
            }
        }
        const qsizetype length = response.header("content-length").toLongLong();
        while (m_buffer.size() < length) {
            if (!fill(deadline))
                return false;
        }
        response.body = m_buffer.left(length);
        m_buffer.remove(0, length);
        response.complete = true;
        return true;
    }

    // True when the server closes the connection within the time (everything it sent is kept).
    bool waitForClose(int timeoutMs)
    {
        const std::int64_t deadline = monoNowNs() + std::int64_t(timeoutMs) * 1'000'000;
        while (m_socket.state() == QAbstractSocket::ConnectedState) {
            if (!fill(deadline))
                break;
        }
        m_buffer += m_socket.readAll();
        return m_socket.state() != QAbstractSocket::ConnectedState;
    }

    // True when nothing arrives for this long.
    bool staysQuiet(int ms)
    {
        m_socket.waitForReadyRead(ms);
        return m_socket.bytesAvailable() == 0 && m_socket.state() == QAbstractSocket::ConnectedState;
    }

    const QByteArray &pending() const { return m_buffer; }
    QTcpSocket &socket() { return m_socket; }

private:
    bool fill(std::int64_t deadlineNs)
    {
        if (m_socket.bytesAvailable() > 0) { // already read by a waitForReadyRead() of the caller's
            m_buffer += m_socket.readAll();
            return true;
        }
        const std::int64_t leftMs = (deadlineNs - monoNowNs()) / 1'000'000;
        if (leftMs <= 0 || m_socket.state() != QAbstractSocket::ConnectedState)
            return false;
        if (!m_socket.waitForReadyRead(int(leftMs))) {
            m_buffer += m_socket.readAll();
            return false;
        }
        m_buffer += m_socket.readAll();
        return true;
    }

    QTcpSocket m_socket;
    QByteArray m_buffer;
};

inline QByteArray chatBody(const QByteArray &model, bool stream, bool includeUsage = false, int maxTokens = 0,
                    const QString &prompt = QStringLiteral("Say hello."))
{
    QJsonObject body{
        {QStringLiteral("model"), QString::fromLatin1(model)},
        {QStringLiteral("stream"), stream},
        {QStringLiteral("messages"),
         QJsonArray{QJsonObject{{QStringLiteral("role"), QStringLiteral("user")}, {QStringLiteral("content"), prompt}}}},
    };
    if (includeUsage)
        body.insert(QStringLiteral("stream_options"), QJsonObject{{QStringLiteral("include_usage"), true}});
    if (maxTokens > 0)
        body.insert(QStringLiteral("max_tokens"), maxTokens);
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

inline QByteArray post(const QByteArray &path, const QByteArray &body, const Headers &headers = {})
{
    QByteArray request = QByteArrayLiteral("POST ") + path + QByteArrayLiteral(" HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                                                              "Content-Type: application/json\r\n"
                                                                              "Content-Length: ")
        + QByteArray::number(body.size()) + QByteArrayLiteral("\r\n");
    for (const auto &[name, value] : headers)
        request += name + QByteArrayLiteral(": ") + value + QByteArrayLiteral("\r\n");
    return request + QByteArrayLiteral("\r\n") + body;
}

inline QByteArray chatRequest(const QByteArray &body, const Headers &headers = {})
{
    return post(QByteArrayLiteral("/v1/chat/completions"), body, headers);
}

inline QByteArray get(const QByteArray &target, const Headers &headers = {})
{
    QByteArray request = QByteArrayLiteral("GET ") + target + QByteArrayLiteral(" HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    for (const auto &[name, value] : headers)
        request += name + QByteArrayLiteral(": ") + value + QByteArrayLiteral("\r\n");
    return request + QByteArrayLiteral("\r\n");
}

inline QJsonObject jsonObject(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object();
}

// Checks an OpenAI stream event by event: role-only chunk, `tokens` content chunks, the finish
// chunk, the usage chunk when asked for, [DONE].
inline void verifyOpenAiStream(const RawResponse &response, int tokens, const QString &finishReason, bool usage)
{
    QCOMPARE(response.status, 200);
    QVERIFY(response.chunked);
    QVERIFY(response.complete);
    QVERIFY(response.header("content-type").startsWith("text/event-stream"));
    QVERIFY(response.header("content-encoding").isEmpty());
    const std::vector<SseItem> events = sseEvents(response.body);
    // One HTTP chunk per SSE event.
    QCOMPARE(response.chunks.size(), events.size());
    QCOMPARE(qsizetype(events.size()), qsizetype(tokens + 3 + (usage ? 1 : 0)));

    const QJsonObject role = jsonObject(events[0].data);
    QCOMPARE(role.value(QLatin1String("object")).toString(), QStringLiteral("chat.completion.chunk"));
    const QJsonObject roleDelta = role[QLatin1String("choices")][0][QLatin1String("delta")].toObject();
    QCOMPARE(roleDelta.value(QLatin1String("role")).toString(), QStringLiteral("assistant"));
    QCOMPARE(roleDelta.value(QLatin1String("content")).toString(), QString());
    const QString id = role.value(QLatin1String("id")).toString();
    QVERIFY(id.startsWith(QLatin1String("chatcmpl-")));

    QString text;
    for (int i = 1; i <= tokens; ++i) {
        const QJsonObject chunk = jsonObject(events[std::size_t(i)].data);
        QCOMPARE(chunk.value(QLatin1String("id")).toString(), id);
        const QJsonObject choice = chunk[QLatin1String("choices")][0].toObject();
        QVERIFY(choice.value(QLatin1String("finish_reason")).isNull());
        const QString content = choice[QLatin1String("delta")][QLatin1String("content")].toString();
        QVERIFY2(!content.isEmpty(), events[std::size_t(i)].data.constData());
        text += content;
    }
    QVERIFY(text.front().isUpper()); // answer text: "Word word, word."

    const QJsonObject finish = jsonObject(events[std::size_t(tokens) + 1].data);
    const QJsonObject finishChoice = finish[QLatin1String("choices")][0].toObject();
    QCOMPARE(finishChoice.value(QLatin1String("finish_reason")).toString(), finishReason);
    QVERIFY(finishChoice.value(QLatin1String("delta")).toObject().isEmpty());

    if (usage) {
        const QJsonObject usageChunk = jsonObject(events[std::size_t(tokens) + 2].data);
        QVERIFY(usageChunk.value(QLatin1String("choices")).toArray().isEmpty());
        const QJsonObject counts = usageChunk.value(QLatin1String("usage")).toObject();
        QCOMPARE(counts.value(QLatin1String("completion_tokens")).toInt(), tokens);
        QVERIFY(counts.value(QLatin1String("prompt_tokens")).toInt() > 0);
        QCOMPARE(counts.value(QLatin1String("total_tokens")).toInt(),
                 counts.value(QLatin1String("prompt_tokens")).toInt() + tokens);
    }
    QCOMPARE(events.back().data, QByteArrayLiteral("[DONE]"));
}

inline double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const double rank = p / 100.0 * double(values.size() - 1);
    const std::size_t low = std::size_t(rank);
    const std::size_t high = std::min(low + 1, values.size() - 1);
    return values[low] + (values[high] - values[low]) * (rank - double(low));
}

} // namespace labtest
