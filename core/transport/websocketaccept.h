#pragma once

#include <string>
#include <string_view>

namespace ttft {

// Sec-WebSocket-Accept for a Sec-WebSocket-Key (RFC 6455 §4.2.2): base64(SHA-1(key + the RFC's
// GUID)). The client checks the server's against it; the lab's realtime recogniser sends it.
std::string wsAcceptFor(std::string_view key);

} // namespace ttft
