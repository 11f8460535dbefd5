#include "timelinerow.h"

#include <algorithm>
#include <limits>

namespace ttft {

std::int64_t TimelineRow::barEndNs() const
{
    return std::max({endNs, firstAnswerNs, responseHeadNs, requestSentNs, connectEndNs, sortNs()});
}

TimelineRow makeTimelineRow(const RequestRecord &record, std::uint16_t provider, std::uint16_t level,
                            std::vector<std::uint32_t> &ticks)
{
    TimelineRow row;
    row.index = record.index;
    row.intendedNs = record.intendedNs;
    row.startNs = record.startNs;
    if (!record.connectionReused)
        row.connectEndNs = std::max({record.dnsDoneNs, record.connectDoneNs, record.tlsDoneNs});
    row.requestSentNs = record.requestSentNs;
    row.responseHeadNs = record.responseHeadNs;
    row.firstAnswerNs = record.firstAnswerNs;
    row.endNs = record.endNs;
    row.dnsMs = record.dnsMs();
    row.connectMs = record.connectMs();
    row.tlsMs = record.tlsMs();
    row.tpotMs = record.tpotMs();
    row.outputTokens = record.outputTokens.value_or(-1);
    row.provider = provider;
    row.level = level;
    row.httpStatus = record.httpStatus;
    row.warmup = record.warmup;
    row.reused = record.connectionReused;
    row.errorClass = record.errorClass;
    row.errorMessage = record.errorMessage;

    row.ticksBegin = std::uint32_t(ticks.size());
    if (record.startNs >= 0) {
        constexpr std::int64_t kMaxMicros = std::numeric_limits<std::uint32_t>::max();
        for (const std::int64_t ns : record.answerEventNs) {
            const std::int64_t micros = (ns - record.startNs) / 1000;
            if (micros >= 0 && micros <= kMaxMicros)
                ticks.push_back(std::uint32_t(micros));
        }
    }
    row.tickCount = std::uint32_t(ticks.size()) - row.ticksBegin;
    return row;
}

} // namespace ttft
