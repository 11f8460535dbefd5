#include "tlstrust.h"

#include <curl/curl.h>

#include <sys/stat.h>

namespace ttft {

// English, like every recorded error message: records are data, shared and compared across
// machines; the UI shows them as recorded.
std::string untrustedCertificateMessage(std::string_view transportWords)
{
    // No CA store at all is a machine's setup, not this server's certificate (both transports
    // then fail every HTTPS request with "unable to get local issuer certificate").
    if (const std::string bundle = systemCaBundlePath(); systemCaStoreMissing(bundle))
        return missingSystemCaStoreMessage(bundle, transportWords);
    // What to do first, the transport's words last: error messages are capped at 300 characters,
    // and Qt's list of certificate errors is long enough to push the hint out.
    return "the server's TLS certificate is not trusted; to trust it, give the profile its certificate or CA file"
           " (ca_certificate, --ca-certificate FILE) or skip verification (insecure_tls, --insecure): "
         + std::string(transportWords);
}

std::string systemCaBundlePath()
{
    const curl_version_info_data *info = curl_version_info(CURLVERSION_NOW);
    return info && info->cainfo ? info->cainfo : "/etc/ssl/certs/ca-certificates.crt";
}

bool systemCaStoreMissing(const std::string &bundlePath)
{
    struct stat status {};
    return ::stat(bundlePath.c_str(), &status) != 0 || status.st_size == 0;
}

std::string missingSystemCaStoreMessage(const std::string &bundlePath, std::string_view transportWords)
{
    std::string message = "this machine has no system CA certificate store (" + bundlePath
                        + " is missing or empty), so no HTTPS server can be verified; install it"
                          " (Debian: apt install ca-certificates) or give the profile a CA file (--ca-certificate FILE)";
    if (!transportWords.empty())
        message += " (" + std::string(transportWords) + ")";
    return message;
}

std::string unreadableCaFileMessage(std::string_view path, std::string_view transportWords)
{
    if (path.empty())
        return missingSystemCaStoreMessage(systemCaBundlePath(), transportWords);
    std::string message = "the profile's CA certificate file \"" + std::string(path)
                        + "\" cannot be read or holds no PEM certificate";
    if (!transportWords.empty())
        message += " (" + std::string(transportWords) + ")";
    return message;
}

} // namespace ttft
