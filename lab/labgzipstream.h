#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <cstdint>

namespace ttft {

// The gzip fault's encoder: turns a response body, write by write, into one gzip member
// (RFC 1952) whose deflate data (RFC 1951) is made of stored blocks, one per HTTP chunk, so every
// write is decodable as soon as it arrives, as a gateway that compresses with a sync flush per
// event sends it. Stored blocks need no compression library and are what a compressor emits for
// incompressible data anyway; any gzip reader accepts them. In chunked mode each write must hold
// whole HTTP chunks (the lab's formats write them so); the last chunk (size 0) gets the gzip end
// (final block, CRC-32, length) in front of it. Without chunking, finish() gives the end.
class LabGzipStream
{
public:
    explicit LabGzipStream(bool chunked);

    QByteArray encode(const QByteArray &body);
    QByteArray finish(); // the gzip end, once (empty after it)

private:
    QByteArray deflateStored(const QByteArray &payload); // gzip header first, then stored blocks
    QByteArray frameChunk(const QByteArray &payload) const;

    bool m_chunked;
    bool m_started = false;
    bool m_finished = false;
    std::uint32_t m_crc = 0;
    std::uint32_t m_size = 0;
};

// CRC-32 (ISO-HDLC, the one gzip and zlib use), continued from `crc` (0 to start).
std::uint32_t labCrc32(std::uint32_t crc, QByteArrayView bytes);

} // namespace ttft
