#include "httprequestparser.h"

#include <QList>

#include <algorithm>
#include <cctype>
#include <limits>

namespace ttft {

namespace {

constexpr qsizetype kMaxChunkLine = 4096;      // chunk size line with extensions
constexpr qint64 kMaxBodyReserve = 8 * 1024 * 1024; // trust a Content-Length only this far up front

bool isTokenChar(char c)
{
    // RFC 9110 tchar
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
        return true;
    switch (c) {
    case '!': case '#': case '$': case '%': case '&': case '\'': case '*': case '+':
    case '-': case '.': case '^': case '_': case '`': case '|': case '~':
        return true;
    default:
        return false;
    }
}

bool isToken(QByteArrayView text)
{
    return !text.isEmpty() && std::all_of(text.begin(), text.end(), isTokenChar);
}

QByteArrayView trimmed(QByteArrayView text)
{
    while (!text.isEmpty() && (text.front() == ' ' || text.front() == '\t'))
        text = text.sliced(1);
    while (!text.isEmpty() && (text.back() == ' ' || text.back() == '\t'))
        text.chop(1);
    return text;
}

// The comma-separated elements of every header with this name, trimmed and lower-cased.
std::vector<QByteArray> listElements(const LabHttpRequest &request, QByteArrayView lowerName)
{
    std::vector<QByteArray> elements;
    for (const auto &[name, value] : request.headers) {
        if (name != lowerName)
            continue;
        for (const QByteArray &element : value.split(',')) {
            const QByteArrayView item = trimmed(element);
            if (!item.isEmpty())
                elements.push_back(item.toByteArray().toLower());
        }
    }
    return elements;
}

} // namespace

HttpRequestParser::HttpRequestParser(int maxHeaderBytes, qint64 maxBodyBytes)
    : m_maxHeaderBytes(maxHeaderBytes)
    , m_maxBodyBytes(maxBodyBytes)
{
}

LabHttpRequest HttpRequestParser::takeRequest()
{
    LabHttpRequest request = std::move(m_ready.front());
    m_ready.pop_front();
    return request;
}

int HttpRequestParser::statusFor(Error error)
{
    switch (error) {
    case Error::None: return 200;
    case Error::BadRequest: return 400;
    case Error::HeadersTooLarge: return 431;
    case Error::BodyTooLarge: return 413;
    case Error::NotImplemented: return 501;
    case Error::VersionNotSupported: return 505;
    }
    return 400;
}

bool HttpRequestParser::awaitingContinue() const
{
    const bool inBody = m_state == State::Body || m_state == State::ChunkSize || m_state == State::ChunkData
        || m_state == State::ChunkDataEnd || m_state == State::Trailers;
    return inBody && m_current.expectsContinue && !m_continueSent;
}

void HttpRequestParser::fail(Error error, const char *detail)
{
    m_state = State::Failed;
    m_error = error;
    m_errorDetail = QByteArray(detail);
}

bool HttpRequestParser::takeLine(QByteArrayView bytes, qsizetype &pos, int limit)
{
    const qsizetype newline = bytes.indexOf('\n', pos);
    const qsizetype end = newline < 0 ? bytes.size() : newline;
    m_line.append(bytes.sliced(pos, end - pos));
    pos = newline < 0 ? bytes.size() : newline + 1;
    if (m_line.size() > limit)
        return false;
    if (newline < 0)
        return false;
    if (m_line.endsWith('\r'))
        m_line.chop(1);
    return true;
}

void HttpRequestParser::feed(QByteArrayView bytes, std::int64_t arrivalNs)
{
    qsizetype pos = 0;
    while (pos < bytes.size() && m_state != State::Failed) {
        switch (m_state) {
        case State::Start:
            // RFC 9112 §2.2: a server should ignore empty lines received before a request line.
            if (bytes[pos] == '\r' || bytes[pos] == '\n') {
                ++pos;
                break;
            }
            m_current = LabHttpRequest{};
            m_current.firstByteNs = arrivalNs;
            m_headBytes = 0;
            m_sawRequestLine = false;
            m_continueSent = false;
            m_state = State::Head;
            break;

        case State::Head:
        case State::Trailers: {
            const qsizetype before = pos;
            const bool gotLine = takeLine(bytes, pos, m_maxHeaderBytes);
            m_headBytes += int(pos - before);
            if (m_headBytes > m_maxHeaderBytes) {
                fail(Error::HeadersTooLarge, "request head too large");
                break;
            }
            if (!gotLine)
                break;
            const QByteArray line = std::exchange(m_line, {});
            if (m_state == State::Trailers) {
                if (line.isEmpty())
                    complete(arrivalNs);
                else if (line.indexOf(':') <= 0)
                    fail(Error::BadRequest, "malformed trailer field");
            } else if (!m_sawRequestLine) {
                parseRequestLine(line);
            } else if (line.isEmpty()) {
                headEnded(arrivalNs);
            } else {
                parseHeaderLine(line);
            }
            break;
        }

        case State::Body:
        case State::ChunkData: {
            const qsizetype take = qsizetype(std::min<qint64>(m_bodyRemaining, bytes.size() - pos));
            m_current.body.append(bytes.sliced(pos, take));
            auto &arrivals = m_current.bodyArrivals;
            if (!arrivals.empty() && arrivals.back().ns == arrivalNs)
                arrivals.back().bytes = m_current.body.size(); // more of the same read (chunked framing)
            else if (arrivals.size() < LabHttpRequest::kMaxBodyArrivals)
                arrivals.push_back({m_current.body.size(), arrivalNs});
            else
                arrivals.back() = {m_current.body.size(), arrivalNs}; // full: the last one stands for the rest
            pos += take;
            m_bodyRemaining -= take;
            if (m_bodyRemaining == 0) {
                if (m_state == State::Body)
                    complete(arrivalNs);
                else
                    m_state = State::ChunkDataEnd;
            }
            break;
        }

        case State::ChunkSize:
        case State::ChunkDataEnd: {
            if (!takeLine(bytes, pos, kMaxChunkLine)) {
                if (m_line.size() > kMaxChunkLine)
                    fail(Error::BadRequest, "chunk size line too long");
                break;
            }
            const QByteArray line = std::exchange(m_line, {});
            if (m_state == State::ChunkDataEnd) {
                if (!line.isEmpty())
                    fail(Error::BadRequest, "chunk data not followed by CRLF");
                else
                    m_state = State::ChunkSize;
                break;
            }
            QByteArrayView sizeText = line;
            const qsizetype extension = sizeText.indexOf(';');
            if (extension >= 0)
                sizeText = sizeText.first(extension);
            sizeText = trimmed(sizeText);
            if (sizeText.isEmpty() || sizeText.size() > 15) {
                fail(Error::BadRequest, "invalid chunk size");
                break;
            }
            bool ok = false;
            const qint64 size = sizeText.toLongLong(&ok, 16);
            if (!ok || size < 0 || !std::all_of(sizeText.begin(), sizeText.end(), [](char c) {
                    return std::isxdigit(static_cast<unsigned char>(c));
                })) {
                fail(Error::BadRequest, "invalid chunk size");
                break;
            }
            if (m_current.body.size() + size > m_maxBodyBytes) {
                fail(Error::BodyTooLarge, "request body too large");
                break;
            }
            if (size == 0) {
                m_headBytes = 0; // trailers get a fresh head budget
                m_state = State::Trailers;
            } else {
                m_bodyRemaining = size;
                m_state = State::ChunkData;
            }
            break;
        }

        case State::Failed:
            break;
        }
    }
}

void HttpRequestParser::parseRequestLine(QByteArrayView line)
{
    m_sawRequestLine = true;
    const qsizetype firstSpace = line.indexOf(' ');
    const qsizetype lastSpace = line.lastIndexOf(' ');
    if (firstSpace <= 0 || lastSpace <= firstSpace + 1) {
        fail(Error::BadRequest, "malformed request line");
        return;
    }
    const QByteArrayView method = line.first(firstSpace);
    const QByteArrayView target = line.sliced(firstSpace + 1, lastSpace - firstSpace - 1);
    const QByteArrayView version = line.sliced(lastSpace + 1);
    if (!isToken(method) || target.contains(' ') || target.contains('\t')) {
        fail(Error::BadRequest, "malformed request line");
        return;
    }
    if (version == "HTTP/1.1") {
        m_current.versionMinor = 1;
    } else if (version == "HTTP/1.0") {
        m_current.versionMinor = 0;
    } else if (version.startsWith("HTTP/") && version.size() == 8 && version[6] == '.') {
        fail(Error::VersionNotSupported, "only HTTP/1.0 and HTTP/1.1 are spoken here");
        return;
    } else {
        fail(Error::BadRequest, "malformed HTTP version");
        return;
    }

    QByteArrayView pathAndQuery = target;
    if (target.startsWith("http://") || target.startsWith("https://")) {
        // Absolute form (as sent to proxies): keep the path.
        const qsizetype hostStart = target.indexOf("//") + 2;
        const qsizetype pathStart = target.indexOf('/', hostStart);
        pathAndQuery = pathStart < 0 ? QByteArrayView("/") : target.sliced(pathStart);
    } else if (!target.startsWith('/') && target != "*") {
        fail(Error::BadRequest, "malformed request target");
        return;
    }
    m_current.method = method.toByteArray();
    m_current.target = target.toByteArray();
    const qsizetype question = pathAndQuery.indexOf('?');
    m_current.path = (question < 0 ? pathAndQuery : pathAndQuery.first(question)).toByteArray();
    m_current.query = question < 0 ? QByteArray() : pathAndQuery.sliced(question + 1).toByteArray();
}

void HttpRequestParser::parseHeaderLine(QByteArrayView line)
{
    if (line.front() == ' ' || line.front() == '\t') {
        // Obsolete line folding: RFC 9112 §5.2 lets a server reject it.
        fail(Error::BadRequest, "obsolete header line folding");
        return;
    }
    const qsizetype colon = line.indexOf(':');
    if (colon <= 0 || !isToken(line.first(colon))) {
        fail(Error::BadRequest, "malformed header field");
        return;
    }
    m_current.headers.emplace_back(line.first(colon).toByteArray().toLower(),
                                   trimmed(line.sliced(colon + 1)).toByteArray());
}

void HttpRequestParser::headEnded(std::int64_t arrivalNs)
{
    m_current.keepAlive = m_current.versionMinor >= 1;
    for (const QByteArray &option : listElements(m_current, "connection")) {
        if (option == "close")
            m_current.keepAlive = false;
        else if (option == "keep-alive")
            m_current.keepAlive = true;
    }

    const std::vector<QByteArray> codings = listElements(m_current, "transfer-encoding");
    const bool hasLength = m_current.hasHeader("content-length");
    if (m_current.hasHeader("transfer-encoding")) {
        if (hasLength) {
            // Both framings at once is how requests get smuggled past proxies: refuse.
            fail(Error::BadRequest, "both Transfer-Encoding and Content-Length");
            return;
        }
        if (codings.size() != 1 || codings.front() != "chunked") {
            fail(Error::NotImplemented, "only the chunked transfer coding is supported");
            return;
        }
    }

    qint64 contentLength = 0;
    if (hasLength) {
        const std::vector<QByteArray> values = listElements(m_current, "content-length");
        if (values.empty()) {
            fail(Error::BadRequest, "invalid Content-Length");
            return;
        }
        for (const QByteArray &value : values) {
            const bool digits = value.size() <= 18
                && std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; });
            if (!digits || (value != values.front())) {
                fail(Error::BadRequest, "invalid Content-Length");
                return;
            }
        }
        contentLength = values.front().toLongLong();
        if (contentLength > m_maxBodyBytes) {
            fail(Error::BodyTooLarge, "request body too large");
            return;
        }
    }

    for (const QByteArray &expectation : listElements(m_current, "expect")) {
        if (expectation == "100-continue" && m_current.versionMinor >= 1)
            m_current.expectsContinue = true;
    }

    if (!codings.empty()) {
        m_state = State::ChunkSize;
    } else if (contentLength > 0) {
        m_current.body.reserve(qsizetype(std::min(contentLength, kMaxBodyReserve)));
        m_bodyRemaining = contentLength;
        m_state = State::Body;
    } else {
        complete(arrivalNs);
    }
}

void HttpRequestParser::complete(std::int64_t arrivalNs)
{
    m_current.completeNs = arrivalNs;
    m_ready.push_back(std::move(m_current));
    m_current = LabHttpRequest{};
    m_state = State::Start;
    m_line.clear();
}

} // namespace ttft
