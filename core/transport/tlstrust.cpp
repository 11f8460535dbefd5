#include "tlstrust.h"

namespace ttft {

// English, like every recorded error message: records are data, shared and compared across
// machines; the UI shows them as recorded.
std::string untrustedCertificateMessage(std::string_view transportWords)
{
    return "the server's TLS certificate is not trusted (" + std::string(transportWords)
         + "); to trust it, give the profile its certificate or CA file (ca_certificate, --ca-certificate FILE)"
           " or skip verification (insecure_tls, --insecure)";
}

std::string unreadableCaFileMessage(std::string_view path, std::string_view transportWords)
{
    std::string message = "the profile's CA certificate file \"" + std::string(path)
                        + "\" cannot be read or holds no PEM certificate";
    if (!transportWords.empty())
        message += " (" + std::string(transportWords) + ")";
    return message;
}

} // namespace ttft
