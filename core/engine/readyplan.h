#pragma once

#include "model/runplan.h"
#include "model/workload.h"

namespace ttft {

// The plan the window offers on its first start and `ttft-bench run --ready` runs: the smallest
// one that passes the release checklist wherever the tool decides (stats/releasechecklist.h) —
// 5 warm-ups and 30 measured requests per provider and cell, a fixed max_tokens and temperature,
// the voice template's phone-call prompt at two lengths, one request at a time and ten at once.
// On the lab's three models it takes about three and a half minutes (planestimate.h says how long
// before it runs).
inline constexpr int kReadyWarmup = 5;
inline constexpr int kReadyRequests = 30;
inline constexpr int kReadyMaxTokens = 24;      // a first sentence or two: what a voice agent speaks first
inline constexpr double kReadyTemperature = 0;  // the same sampling for every provider
inline constexpr int kReadyShortPrompt = 400;   // the call so far: system prompt and a few turns
inline constexpr int kReadyLongPrompt = 1600;   // the same call some ten turns later

Workload readyWorkload();
RunPlan readyPlan();

} // namespace ttft
