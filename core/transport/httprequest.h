#pragma once

#include "wire/httpheaders.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ttft {

enum class HttpVersion { Http1_1, Http2 };
enum class TransportKind { Curl, Qt };

const char *transportName(TransportKind kind); // "curl" | "qt"
bool transportFromName(const std::string &name, TransportKind &kind);
const char *httpVersionName(HttpVersion version); // "1.1" | "2"
bool httpVersionFromName(std::string_view name, HttpVersion &version);

struct Timeouts {
    int connectMs = 10'000;
    int firstByteMs = 60'000; // until the response head arrives
    int totalMs = 300'000;
};

struct HttpRequest {
    std::string url;
    std::string method = "POST";
    HeaderList headers;       // Accept-Encoding: identity is added by every transport
    std::string body;
    HttpVersion version = HttpVersion::Http1_1;
    bool freshConnection = false; // do not reuse a pooled connection
    Timeouts timeouts;
    bool insecureTls = false;     // skip certificate verification (explicit per-profile choice)
    std::string caCertificatePath; // PEM file trusted in addition to the system's CAs (per-profile choice)
};

// What the network thread saw of one exchange, in absolute monotonic ns (kNoTime when absent).
struct TransferTimeline {
    std::int64_t startNs = -1;          // handed to the transport (request start)
    std::int64_t dnsDoneNs = -1;        // fresh connections only
    std::int64_t connectDoneNs = -1;
    std::int64_t tlsDoneNs = -1;
    std::int64_t requestSentNs = -1;    // last request byte handed to the socket
    std::int64_t responseHeadNs = -1;   // first response byte (status line): TTFB
    std::int64_t firstBodyNs = -1;
    std::int64_t endNs = -1;            // last byte / failure
};

enum class TransferError {
    None,
    ConnectionRefused,
    Dns,
    Tls,
    ConnectTimeout,
    FirstByteTimeout,
    TotalTimeout,
    Dropped,      // connection closed or reset before the response ended
    Protocol,     // invalid HTTP (bad chunked encoding, ...)
    Cancelled,
    Other,
};

const char *transferErrorName(TransferError error);

struct TransferResult {
    TransferTimeline timeline;
    int httpStatus = 0;
    std::string protocol;          // "http/1.1" | "h2"
    bool connectionReused = false;
    HeaderList responseHeaders;    // as received, lower-cased names
    TransferError error = TransferError::None;
    std::string errorMessage;      // the transport's own words
    std::string remoteAddress;
};

} // namespace ttft
