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
};

constexpr std::array<FaultRow, 10> kFaults{{
    {LabFault::None, "none", LabFaultKind::None, 0},
    {LabFault::Http401, "http-401", LabFaultKind::HttpStatus, 401},
    {LabFault::Http429, "http-429", LabFaultKind::HttpStatus, 429},
    {LabFault::Http500, "http-500", LabFaultKind::HttpStatus, 500},
    {LabFault::ErrorEvent, "error-event", LabFaultKind::StreamEnd, 0},
    {LabFault::ErrorObject, "error-object", LabFaultKind::StreamEnd, 0},
    {LabFault::Drop, "drop", LabFaultKind::StreamEnd, 0},
    {LabFault::Stall, "stall", LabFaultKind::StreamEnd, 0},
    {LabFault::Malformed, "malformed", LabFaultKind::StreamGlitch, 0},
    {LabFault::Buffered, "buffered", LabFaultKind::Delivery, 0},
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

int labFaultHttpStatus(LabFault fault)
{
    return rowOf(fault).httpStatus;
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
