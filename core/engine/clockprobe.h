#pragma once

#include "model/shardclock.h"

#include <atomic>
#include <string>

namespace ttft {

// This machine's anchor (model/shardclock.h): the monotonic and wall clocks read together (the
// wall clock read on both sides of the monotonic one, the pair with the shortest gap kept), and
// the kernel's boot id.
void captureClockAnchor(ShardClock &clock);

// Estimates this machine's wall clock offset against `url` with a few GET requests on one
// connection (no credentials are sent): an answer whose JSON body holds "unix_time_ns" (the lab's
// GET /lab/time) gives the offset to a round trip (Cristian's method, clockestimate.h); any other
// answer, whatever its status, gives it through its Date header, each probe sent to land on the
// second's boundary that the bounds so far straddle, which halves them (as htpdate does): about
// ten probes and up to ten seconds. Sets reference, method, offset, uncertainty, probes and the
// fastest round trip, or error. `stop` (may be null) ends the probing early (Ctrl+C).
void probeClock(const std::string &url, ShardClock &clock, const std::atomic<bool> *stop = nullptr);

} // namespace ttft
