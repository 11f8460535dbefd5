#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ttft {

// WebSocket framing (RFC 6455 §5), both ends: what a client sends (masked) and a server sends
// (unmasked), and an incremental reader for either. Plain C++ as the rest of wire/ (the opening
// handshake's accept key, which needs SHA-1, is transport/websocketaccept.h). Used by the realtime speech recognition probe
// (voice/realtimeasrprobe.h) and the lab's realtime recogniser (lab/labrealtimeasr.h).
enum class WsOpcode : std::uint8_t { Continuation = 0x0, Text = 0x1, Binary = 0x2, Close = 0x8, Ping = 0x9, Pong = 0xA };

// One frame with FIN set. `maskKey` is used when `masked` (a client's frames must be, §5.3).
std::string encodeWsFrame(WsOpcode opcode, std::string_view payload, bool masked, std::uint32_t maskKey = 0);
// A close frame's payload: the status code (big-endian) and a reason (cut to fit 125 bytes).
std::string wsClosePayload(std::uint16_t code, std::string_view reason = {});

struct WsMessage {
    WsOpcode opcode = WsOpcode::Text; // Text, Binary (fragments joined) or a control frame
    std::string payload;
};

// Reads frames as bytes arrive, in any split. Data messages come out whole (continuation frames
// joined); control frames (close, ping, pong) come out as they are, also between fragments. A
// protocol error (reserved bits, an unknown opcode, a control frame over 125 bytes or fragmented,
// a continuation without a start, masking the wrong way for the side, a message over the limit)
// stops the reader: failed() and the reason, nothing more is read.
class WsFrameReader
{
public:
    // `fromClient`: the frames must be masked (a server reading a client) or must not be.
    WsFrameReader(bool fromClient, std::size_t maxMessageBytes);

    // Appends the messages completed by `bytes` to `out`. False once failed.
    bool feed(std::string_view bytes, std::vector<WsMessage> &out);
    bool failed() const { return !m_error.empty(); }
    const std::string &error() const { return m_error; }

private:
    bool fail(std::string reason);

    bool m_fromClient;
    std::size_t m_maxMessageBytes;
    std::string m_buffer;      // bytes of the frame being read
    std::string m_message;     // a fragmented data message so far
    bool m_inMessage = false;
    WsOpcode m_messageOpcode = WsOpcode::Text;
    std::string m_error;
};

} // namespace ttft
