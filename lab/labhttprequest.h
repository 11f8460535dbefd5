#pragma once

#include "base/monoclock.h"

#include <QByteArray>
#include <QByteArrayView>

#include <cstdint>
#include <utility>
#include <vector>

namespace ttft {

using LabHeaders = std::vector<std::pair<QByteArray, QByteArray>>;

// One HTTP/1.x request as the lab server received it.
struct LabHttpRequest {
    QByteArray method;         // "GET", "POST", ...
    QByteArray target;         // as sent: "/v1/models?x=1"
    QByteArray path;           // target without the query
    QByteArray query;          // after '?', still percent-encoded
    int versionMinor = 1;      // HTTP/1.<versionMinor>
    LabHeaders headers;        // names lower-cased, values trimmed
    QByteArray body;           // de-chunked when it came chunked
    bool keepAlive = true;     // from the version and the Connection header
    bool expectsContinue = false;

    std::int64_t firstByteNs = kNoTime; // when the read holding its first byte happened
    std::int64_t completeNs = kNoTime;  // when the read holding its last byte happened
    // When the body grew: {body bytes once the read was taken in, the read's time}, one entry per
    // read that brought body bytes (at most kMaxBodyArrivals; the last one always kept). A body
    // sent on a clock (speech at real-time pace) says here when each of its bytes came.
    struct BodyArrival {
        qsizetype bytes = 0;
        std::int64_t ns = kNoTime;
    };
    static constexpr std::size_t kMaxBodyArrivals = 1 << 16;
    std::vector<BodyArrival> bodyArrivals;
    // When the body's first `bytes` bytes had all arrived (kNoTime: never, or no body).
    std::int64_t bodyReachedNs(qsizetype bytes) const
    {
        for (const BodyArrival &arrival : bodyArrivals) {
            if (arrival.bytes >= bytes)
                return arrival.ns;
        }
        return kNoTime;
    }

    // The first header with this name (give it lower-case); empty when absent.
    QByteArray header(QByteArrayView lowerName) const
    {
        for (const auto &[name, value] : headers) {
            if (name == lowerName)
                return value;
        }
        return {};
    }
    bool hasHeader(QByteArrayView lowerName) const
    {
        for (const auto &entry : headers) {
            if (entry.first == lowerName)
                return true;
        }
        return false;
    }
};

} // namespace ttft
