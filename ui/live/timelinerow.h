#pragma once

#include "model/requestrecord.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ttft {

// One request as the timeline keeps it: its stamps and the few figures its tooltip shows, without
// the answer text and headers a RequestRecord carries (100k rows must stay small). Token arrival
// times live in a pool shared by all rows, as microseconds after startNs.
struct TimelineRow {
    std::int64_t index = 0;
    std::int64_t intendedNs = -1;
    std::int64_t startNs = -1;
    std::int64_t connectEndNs = -1;   // the last of DNS, connect, TLS on a fresh connection
    std::int64_t requestSentNs = -1;
    std::int64_t responseHeadNs = -1;
    std::int64_t firstAnswerNs = -1;
    std::int64_t endNs = -1;
    std::optional<double> dnsMs, connectMs, tlsMs, tpotMs;
    std::int64_t outputTokens = -1;
    std::uint32_t ticksBegin = 0;     // into the tick pool
    std::uint32_t tickCount = 0;
    std::uint16_t provider = 0;       // into the view's provider list
    std::uint16_t level = 0;          // into the view's level list
    int httpStatus = 0;
    bool warmup = false;
    bool reused = false;
    ErrorClass errorClass = ErrorClass::None;
    std::string errorMessage;

    bool failed() const { return errorClass != ErrorClass::None; }
    // Where the row sorts and its bar begins: the send time, or the intended one when it never left.
    std::int64_t sortNs() const { return startNs >= 0 ? startNs : intendedNs; }
    std::int64_t barEndNs() const;
};

// The row for `record`; its token ticks are appended to `ticks`.
TimelineRow makeTimelineRow(const RequestRecord &record, std::uint16_t provider, std::uint16_t level,
                            std::vector<std::uint32_t> &ticks);

} // namespace ttft
