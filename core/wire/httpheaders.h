#pragma once

#include <string>
#include <utility>
#include <vector>

namespace ttft {

// An HTTP message's header fields in the order they came, as (name, value) pairs. Response headers
// carry lower-cased names (every transport lower-cases them); the wire layer reads what a server
// says in them (servertimingparsers.h), the transports fill them.
using HeaderList = std::vector<std::pair<std::string, std::string>>;

} // namespace ttft
