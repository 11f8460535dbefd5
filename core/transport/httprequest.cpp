#include "httprequest.h"

namespace ttft {

const char *transportName(TransportKind kind)
{
    return kind == TransportKind::Qt ? "qt" : "curl";
}

bool transportFromName(const std::string &name, TransportKind &kind)
{
    if (name == "curl") {
        kind = TransportKind::Curl;
        return true;
    }
    if (name == "qt") {
        kind = TransportKind::Qt;
        return true;
    }
    return false;
}

const char *httpVersionName(HttpVersion version)
{
    return version == HttpVersion::Http2 ? "2" : "1.1";
}

bool httpVersionFromName(std::string_view name, HttpVersion &version)
{
    if (name == "1.1") {
        version = HttpVersion::Http1_1;
        return true;
    }
    if (name == "2") {
        version = HttpVersion::Http2;
        return true;
    }
    return false;
}

const char *transferErrorName(TransferError error)
{
    switch (error) {
    case TransferError::None: return "none";
    case TransferError::ConnectionRefused: return "connection_refused";
    case TransferError::Dns: return "dns";
    case TransferError::Tls: return "tls";
    case TransferError::ConnectTimeout: return "connect_timeout";
    case TransferError::FirstByteTimeout: return "first_byte_timeout";
    case TransferError::TotalTimeout: return "total_timeout";
    case TransferError::Dropped: return "dropped";
    case TransferError::Protocol: return "protocol";
    case TransferError::Cancelled: return "cancelled";
    case TransferError::Other: return "other";
    }
    return "other";
}

} // namespace ttft
