#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace ttft {

// HTTP's Date header (RFC 9110 §5.6.7): the IMF-fixdate every server generates,
// "Sun, 06 Nov 1994 08:49:37 GMT", as seconds since the Unix epoch. Strict: anything else (the
// obsolete RFC 850 and asctime forms, a wrong day name, a field out of range) reads as absent, since
// the value only serves to estimate a clock offset and a guess would be worse than none.
std::optional<std::int64_t> parseHttpDate(std::string_view text);

// The same form for `unixSeconds` (the lab's Date header).
std::string formatHttpDate(std::int64_t unixSeconds);

} // namespace ttft
