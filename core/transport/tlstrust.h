#pragma once

#include <string>
#include <string_view>

namespace ttft {

// The words a failed certificate check is recorded with, on both transports. The transport's own
// words ("self-signed certificate") say what is wrong but not what to do; a user who meets a
// private gateway or a test proxy needs to know that trust is a per-profile choice.
std::string untrustedCertificateMessage(std::string_view transportWords);

// For a CA file named in the profile that cannot be read or holds no PEM certificate. With no
// file named (`path` empty) the file that failed is the system's bundle: the words then say that
// this machine has no CA store and how to install one.
std::string unreadableCaFileMessage(std::string_view path, std::string_view transportWords);

// The system's CA bundle libcurl was built to read (Debian: /etc/ssl/certs/ca-certificates.crt),
// and whether it holds anything. Without it every HTTPS request fails verification.
std::string systemCaBundlePath();
bool systemCaStoreMissing(const std::string &bundlePath = systemCaBundlePath());
std::string missingSystemCaStoreMessage(const std::string &bundlePath, std::string_view transportWords);

} // namespace ttft
