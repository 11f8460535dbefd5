#pragma once

#include "model/slolimits.h"

namespace ttft {

struct RequestRecord;

// Whether `record` counts towards goodput: it succeeded and is within every set limit (a limit
// is met at equality). A set limit whose figure the record lacks is not met (nothing proves it
// was), except TPOT for a request with fewer than two output tokens, which has no per-token time
// to be slow in. Warm-up is the caller's business: this judges one record.
bool meetsSlo(const RequestRecord &record, const SloLimits &limits);

} // namespace ttft
