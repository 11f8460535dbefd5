#include "websocketframe.h"

namespace ttft {

namespace {

bool isControl(std::uint8_t opcode)
{
    return opcode & 0x8;
}

bool isKnown(std::uint8_t opcode)
{
    return opcode <= 0x2 || (opcode >= 0x8 && opcode <= 0xA);
}

} // namespace

std::string encodeWsFrame(WsOpcode opcode, std::string_view payload, bool masked, std::uint32_t maskKey)
{
    std::string frame;
    frame.reserve(payload.size() + 14);
    frame.push_back(char(0x80 | std::uint8_t(opcode)));
    const std::uint8_t maskBit = masked ? 0x80 : 0x00;
    const std::uint64_t size = payload.size();
    if (size < 126) {
        frame.push_back(char(maskBit | std::uint8_t(size)));
    } else if (size <= 0xFFFF) {
        frame.push_back(char(maskBit | 126));
        frame.push_back(char(size >> 8));
        frame.push_back(char(size & 0xFF));
    } else {
        frame.push_back(char(maskBit | 127));
        for (int shift = 56; shift >= 0; shift -= 8)
            frame.push_back(char((size >> shift) & 0xFF));
    }
    if (!masked) {
        frame.append(payload);
        return frame;
    }
    const char key[4] = {char(maskKey >> 24), char(maskKey >> 16), char(maskKey >> 8), char(maskKey)};
    frame.append(key, 4);
    const std::size_t start = frame.size();
    frame.append(payload);
    for (std::size_t i = 0; i < payload.size(); ++i)
        frame[start + i] = char(frame[start + i] ^ key[i % 4]);
    return frame;
}

std::string wsClosePayload(std::uint16_t code, std::string_view reason)
{
    std::string payload{char(code >> 8), char(code & 0xFF)};
    payload.append(reason.substr(0, 123));
    return payload;
}

WsFrameReader::WsFrameReader(bool fromClient, std::size_t maxMessageBytes)
    : m_fromClient(fromClient)
    , m_maxMessageBytes(maxMessageBytes)
{
}

bool WsFrameReader::fail(std::string reason)
{
    m_error = std::move(reason);
    m_buffer.clear();
    m_message.clear();
    return false;
}

bool WsFrameReader::feed(std::string_view bytes, std::vector<WsMessage> &out)
{
    if (failed())
        return false;
    m_buffer.append(bytes);
    while (m_buffer.size() >= 2) {
        const auto byte = [this](std::size_t i) { return std::uint8_t(m_buffer[i]); };
        const bool fin = byte(0) & 0x80;
        const std::uint8_t opcode = byte(0) & 0x0F;
        if (byte(0) & 0x70)
            return fail("a frame with reserved bits set (no extension was agreed)");
        if (!isKnown(opcode))
            return fail("a frame with the unknown opcode " + std::to_string(opcode));
        const bool masked = byte(1) & 0x80;
        if (masked != m_fromClient)
            return fail(m_fromClient ? "an unmasked frame from the client" : "a masked frame from the server");
        std::uint64_t size = byte(1) & 0x7F;
        std::size_t at = 2;
        if (size == 126) {
            if (m_buffer.size() < 4)
                return true;
            size = (std::uint64_t(byte(2)) << 8) | byte(3);
            at = 4;
        } else if (size == 127) {
            if (m_buffer.size() < 10)
                return true;
            size = 0;
            for (std::size_t i = 2; i < 10; ++i)
                size = (size << 8) | byte(i);
            at = 10;
            if (size >> 63)
                return fail("a frame length with its top bit set");
        }
        if (isControl(opcode) && (size > 125 || !fin))
            return fail("a control frame longer than 125 bytes or fragmented");
        // Checked before the payload is waited for: a length alone must not make us hold gigabytes.
        const std::size_t held = isControl(opcode) ? 0 : m_message.size();
        if (size > m_maxMessageBytes || held + size > m_maxMessageBytes)
            return fail("a message longer than " + std::to_string(m_maxMessageBytes) + " bytes");
        const std::size_t maskAt = at;
        if (masked)
            at += 4;
        if (m_buffer.size() < at + size)
            return true;
        std::string payload = m_buffer.substr(at, std::size_t(size));
        if (masked) {
            for (std::size_t i = 0; i < payload.size(); ++i)
                payload[i] = char(payload[i] ^ m_buffer[maskAt + i % 4]);
        }
        m_buffer.erase(0, at + std::size_t(size));

        if (isControl(opcode)) {
            out.push_back(WsMessage{WsOpcode(opcode), std::move(payload)});
            continue;
        }
        if (opcode == std::uint8_t(WsOpcode::Continuation)) {
            if (!m_inMessage)
                return fail("a continuation frame without a message to continue");
        } else {
            if (m_inMessage)
                return fail("a new message before the last one's final fragment");
            m_inMessage = true;
            m_messageOpcode = WsOpcode(opcode);
            m_message.clear();
        }
        m_message.append(payload);
        if (fin) {
            out.push_back(WsMessage{m_messageOpcode, std::move(m_message)});
            m_message.clear();
            m_inMessage = false;
        }
    }
    return true;
}

} // namespace ttft
