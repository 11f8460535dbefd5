#pragma once

#include "store/session.h"

#include <QByteArray>
#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <string>

namespace ttft {

// True when `document` looks like a `vllm bench serve` result file (detailed or not).
bool looksLikeVllmBenchResult(const nlohmann::json &document);

// A `vllm bench serve --save-result --save-detailed` result file (also benchmarks/
// benchmark_serving.py's, which wrote the same keys) as a session. Fields followed, from
// vllm/benchmarks/serve.py (vLLM 0.6 … 0.11): per request, index-aligned lists "ttfts" (s),
// "itls" (list of s per request), "input_lens", "output_lens", "errors" ("" when it succeeded);
// optional "latencies" (s, newer versions) and "start_times" (s, perf_counter); run-level "date"
// ("%Y%m%d-%H%M%S", local time of the benchmark machine, written when the run ended), "backend" /
// "endpoint_type", "model_id", "max_concurrency", "request_rate" (number or "inf"), "duration".
// vLLM counts a request as failed when "errors" is non-empty (its ttft, itls and output_lens are
// then 0, [] and 0). Without "latencies" E2E is ttft + sum(itls), as vLLM's own timeline plot does.
// On failure *why says what is wrong with the file (without its name).
bool importVllmBenchResult(const QByteArray &bytes, const QString &path, const std::string &label, Session &session,
                           QString *why);

} // namespace ttft
