#pragma once

#include <string>
#include <string_view>

namespace ttft {

// The words a failed certificate check is recorded with, on both transports. The transport's own
// words ("self-signed certificate") say what is wrong but not what to do; a user who meets a
// private gateway or a test proxy needs to know that trust is a per-profile choice.
std::string untrustedCertificateMessage(std::string_view transportWords);

// For a CA file named in the profile that cannot be read or holds no PEM certificate.
std::string unreadableCaFileMessage(std::string_view path, std::string_view transportWords);

} // namespace ttft
