#pragma once

#include "labfault.h"
#include "labhttprequest.h"

#include <QByteArrayView>

#include <cstdint>
#include <optional>
#include <string>

namespace ttft {

// The lab's own X-Lab-* request headers, read alike by every endpoint (chat in each dialect,
// speech, the connection itself).

// The fault a request asks for: the one X-Lab-Fault names (case-insensitive), or `fallback` when
// the header is absent; nullopt when the header names no fault. `truthName`, when given, gets what
// the truth records: the fault's name, or the header as sent when it names none.
std::optional<LabFault> labRequestFault(const LabHttpRequest &request, LabFault fallback, std::string *truthName = nullptr);

// A numeric header within [min, max]. Absent: true with `value` untouched; invalid: false.
bool labNumberHeader(const LabHttpRequest &request, QByteArrayView name, double min, double max,
                     std::optional<double> &value);
// The same for a whole number.
bool labIntegerHeader(const LabHttpRequest &request, QByteArrayView name, int min, int max, std::optional<int> &value);
// X-Lab-Seed, the seed of this request's jitter (and text) in place of the lab's. Absent: true
// with `seed` untouched; not an unsigned 64-bit number: false.
bool labSeedHeader(const LabHttpRequest &request, std::optional<std::uint64_t> &seed);

} // namespace ttft
