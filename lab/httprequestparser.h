#pragma once

#include "labhttprequest.h"

#include <QByteArray>
#include <QByteArrayView>

#include <cstdint>
#include <deque>

namespace ttft {

// Incremental HTTP/1.x request parser for the lab server: request line, headers (names
// case-insensitive), Content-Length and chunked bodies, Expect: 100-continue, keep-alive and
// pipelining (complete requests queue up in order). Bytes may be split anywhere.
//
// Timestamps: every feed() carries the time its bytes were read. Parsing is eager, so a request's
// first byte and its last byte are always in a read the parser has just been given: their stamps
// are exact to the read, whatever else was in the same read.
class HttpRequestParser
{
public:
    enum class Error {
        None,
        BadRequest,         // 400
        HeadersTooLarge,    // 431
        BodyTooLarge,       // 413
        NotImplemented,     // 501: a transfer coding other than chunked
        VersionNotSupported // 505
    };

    HttpRequestParser(int maxHeaderBytes, qint64 maxBodyBytes);

    // Consumes bytes read at arrivalNs. Stops consuming at the first error.
    void feed(QByteArrayView bytes, std::int64_t arrivalNs);

    bool hasRequest() const { return !m_ready.empty(); }
    LabHttpRequest takeRequest();

    Error error() const { return m_error; }
    const QByteArray &errorDetail() const { return m_errorDetail; } // for the 4xx body
    static int statusFor(Error error);

    // The request being received has sent its head with Expect: 100-continue and waits for the
    // interim response before its body. Call continueSent() once it has been written.
    bool awaitingContinue() const;
    void continueSent() { m_continueSent = true; }

private:
    enum class State { Start, Head, Body, ChunkSize, ChunkData, ChunkDataEnd, Trailers, Failed };

    bool takeLine(QByteArrayView bytes, qsizetype &pos, int limit);
    void parseRequestLine(QByteArrayView line);
    void parseHeaderLine(QByteArrayView line);
    void headEnded(std::int64_t arrivalNs);
    void complete(std::int64_t arrivalNs);
    void fail(Error error, const char *detail);

    int m_maxHeaderBytes;
    qint64 m_maxBodyBytes;
    State m_state = State::Start;
    Error m_error = Error::None;
    QByteArray m_errorDetail;
    QByteArray m_line;          // the line being assembled
    int m_headBytes = 0;        // request line + headers so far
    bool m_sawRequestLine = false;
    qint64 m_bodyRemaining = 0; // of the Content-Length body or of the current chunk
    bool m_continueSent = false;
    LabHttpRequest m_current;
    std::deque<LabHttpRequest> m_ready;
};

} // namespace ttft
