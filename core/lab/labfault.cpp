#include "labfault.h"

#include <array>
#include <utility>

namespace ttft {

namespace {

constexpr std::array<std::pair<LabFault, std::string_view>, 9> kFaultNames{{
    {LabFault::None, "none"},
    {LabFault::Http401, "http-401"},
    {LabFault::Http429, "http-429"},
    {LabFault::Http500, "http-500"},
    {LabFault::ErrorEvent, "error-event"},
    {LabFault::ErrorObject, "error-object"},
    {LabFault::Drop, "drop"},
    {LabFault::Stall, "stall"},
    {LabFault::Malformed, "malformed"},
}};

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
    for (const auto &[value, name] : kFaultNames) {
        if (value == fault)
            return name;
    }
    return "none";
}

std::optional<LabFault> labFaultFromName(std::string_view name)
{
    for (const auto &[value, known] : kFaultNames) {
        if (equalsIgnoringCase(name, known))
            return value;
    }
    return std::nullopt;
}

bool isHttpFault(LabFault fault)
{
    return fault == LabFault::Http401 || fault == LabFault::Http429 || fault == LabFault::Http500;
}

std::string_view labFaultNames()
{
    return "none, http-401, http-429, http-500, error-event, error-object, drop, stall, malformed";
}

} // namespace ttft
