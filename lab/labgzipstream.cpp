#include "labgzipstream.h"

#include <QString>

#include <algorithm>
#include <array>

namespace ttft {

namespace {

constexpr std::array<std::uint32_t, 256> makeCrcTable()
{
    std::array<std::uint32_t, 256> table{};
    for (std::uint32_t n = 0; n < 256; ++n) {
        std::uint32_t c = n;
        for (int k = 0; k < 8; ++k)
            c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        table[n] = c;
    }
    return table;
}

constexpr std::array<std::uint32_t, 256> kCrcTable = makeCrcTable();
constexpr qsizetype kStoredBlockMax = 65535;

void appendLe32(QByteArray &out, std::uint32_t value)
{
    for (int shift = 0; shift < 32; shift += 8)
        out += char((value >> shift) & 0xFF);
}

} // namespace

std::uint32_t labCrc32(std::uint32_t crc, QByteArrayView bytes)
{
    crc = ~crc;
    for (const char byte : bytes)
        crc = kCrcTable[(crc ^ std::uint8_t(byte)) & 0xFF] ^ (crc >> 8);
    return ~crc;
}

LabGzipStream::LabGzipStream(bool chunked)
    : m_chunked(chunked)
{
}

QByteArray LabGzipStream::deflateStored(const QByteArray &payload)
{
    QByteArray out;
    if (!m_started) {
        m_started = true;
        // Magic, deflate, no flags, no mtime, no extra flags, OS unknown.
        out += QByteArrayView("\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff", 10);
    }
    m_crc = labCrc32(m_crc, payload);
    m_size += std::uint32_t(payload.size());
    for (qsizetype at = 0; at < payload.size(); at += kStoredBlockMax) {
        const qsizetype length = std::min(kStoredBlockMax, payload.size() - at);
        out += char(0x00); // BFINAL 0, BTYPE 00 (stored), padded to the byte
        out += char(length & 0xFF);
        out += char((length >> 8) & 0xFF);
        out += char(~length & 0xFF);
        out += char((~length >> 8) & 0xFF);
        out += payload.mid(at, length);
    }
    return out;
}

QByteArray LabGzipStream::finish()
{
    if (m_finished)
        return {};
    m_finished = true;
    QByteArray out = deflateStored(QByteArray()); // the header, if nothing came before
    out += QByteArrayView("\x01\x00\x00\xff\xff", 5); // an empty final stored block
    appendLe32(out, m_crc);
    appendLe32(out, m_size);
    return out;
}

QByteArray LabGzipStream::frameChunk(const QByteArray &payload) const
{
    if (!m_chunked || payload.isEmpty())
        return payload;
    return QByteArray::number(payload.size(), 16) + QByteArrayLiteral("\r\n") + payload + QByteArrayLiteral("\r\n");
}

QByteArray LabGzipStream::encode(const QByteArray &body)
{
    if (!m_chunked)
        return body.isEmpty() ? QByteArray() : deflateStored(body);
    QByteArray out;
    qsizetype at = 0;
    while (at < body.size()) {
        const qsizetype lineEnd = body.indexOf(QByteArrayView("\r\n"), at);
        bool ok = false;
        const qsizetype size = lineEnd < 0 ? -1 : body.mid(at, lineEnd - at).toLongLong(&ok, 16);
        if (!ok || size < 0 || lineEnd + 2 + size + 2 > body.size()) {
            out += body.mid(at); // not whole chunks: passed on as they are
            break;
        }
        if (size == 0) {
            out += frameChunk(finish());
            out += body.mid(at); // the last chunk (and any trailer) as it is
            break;
        }
        out += frameChunk(deflateStored(body.mid(lineEnd + 2, size)));
        at = lineEnd + 2 + size + 2;
    }
    return out;
}

} // namespace ttft
