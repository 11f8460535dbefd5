#include "labfault.h"

#include <array>
#include <string>

namespace ttft {

namespace {

struct FaultRow {
    LabFault fault;
    std::string_view name;
    LabFaultKind kind;
    int httpStatus;
    bool htmlBody;
};

constexpr std::array<FaultRow, 26> kFaults{{
    {LabFault::None, "none", LabFaultKind::None, 0, false},
    {LabFault::ConnectionRefused, "connection-refused", LabFaultKind::Connection, 0, false},
    {LabFault::SlowAccept, "slow-accept", LabFaultKind::Connection, 0, false},
    {LabFault::Http401, "http-401", LabFaultKind::HttpStatus, 401, false},
    {LabFault::Http429, "http-429", LabFaultKind::HttpStatus, 429, false},
    {LabFault::Http500, "http-500", LabFaultKind::HttpStatus, 500, false},
    {LabFault::Http502, "http-502", LabFaultKind::HttpStatus, 502, false},
    {LabFault::Http503, "http-503", LabFaultKind::HttpStatus, 503, false},
    {LabFault::Http500Html, "http-500-html", LabFaultKind::HttpStatus, 500, true},
    {LabFault::Http502Html, "http-502-html", LabFaultKind::HttpStatus, 502, true},
    {LabFault::Http503Html, "http-503-html", LabFaultKind::HttpStatus, 503, true},
    {LabFault::ErrorEvent, "error-event", LabFaultKind::StreamEnd, 0, false},
    {LabFault::ErrorObject, "error-object", LabFaultKind::StreamEnd, 0, false},
    {LabFault::Drop, "drop", LabFaultKind::StreamEnd, 0, false},
    {LabFault::Stall, "stall", LabFaultKind::StreamEnd, 0, false},
    {LabFault::Malformed, "malformed", LabFaultKind::StreamGlitch, 0, false},
    {LabFault::BadChunked, "bad-chunked", LabFaultKind::StreamEnd, 0, false},
    {LabFault::HugeEvent, "huge-event", LabFaultKind::StreamGlitch, 0, false},
    {LabFault::LongLine, "long-line", LabFaultKind::StreamEnd, 0, false},
    {LabFault::StallFirst, "stall-first", LabFaultKind::StreamStart, 0, false},
    {LabFault::NoDone, "no-done", LabFaultKind::StreamTail, 0, false},
    {LabFault::Buffered, "buffered", LabFaultKind::Delivery, 0, false},
    {LabFault::Gzip, "gzip", LabFaultKind::Delivery, 0, false},
    {LabFault::Drip, "drip", LabFaultKind::Delivery, 0, false},
    {LabFault::ConnectionClose, "connection-close", LabFaultKind::Delivery, 0, false},
    {LabFault::WrongContentType, "wrong-content-type", LabFaultKind::Delivery, 0, false},
}};

const FaultRow &rowOf(LabFault fault)
{
    for (const FaultRow &row : kFaults) {
        if (row.fault == fault)
            return row;
    }
    return kFaults.front();
}

bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
        if (lower(a[i]) != lower(b[i]))
            return false;
    }
    return true;
}

} // namespace

std::string_view labFaultName(LabFault fault)
{
    return rowOf(fault).name;
}

std::optional<LabFault> labFaultFromName(std::string_view name)
{
    for (const FaultRow &row : kFaults) {
        if (equalsIgnoringCase(name, row.name))
            return row.fault;
    }
    return std::nullopt;
}

LabFaultKind labFaultKind(LabFault fault)
{
    return rowOf(fault).kind;
}

bool isHttpFault(LabFault fault)
{
    return labFaultKind(fault) == LabFaultKind::HttpStatus;
}

bool isConnectionFault(LabFault fault)
{
    return labFaultKind(fault) == LabFaultKind::Connection;
}

int labFaultHttpStatus(LabFault fault)
{
    return rowOf(fault).httpStatus;
}

bool labFaultHtmlBody(LabFault fault)
{
    return rowOf(fault).htmlBody;
}

std::string_view labFaultNames()
{
    static const std::string names = [] {
        std::string joined;
        for (const FaultRow &row : kFaults)
            joined.append(joined.empty() ? "" : ", ").append(row.name);
        return joined;
    }();
    return names;
}

} // namespace ttft
