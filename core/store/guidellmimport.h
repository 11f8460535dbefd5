#pragma once

#include "store/session.h"

#include <QByteArray>
#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>

namespace ttft {

// True when `document` looks like a GuideLLM benchmarks report ({"benchmarks": [{... "requests"
// ...}]}).
bool looksLikeGuidellmReport(const nlohmann::json &document);

// A GuideLLM benchmarks report (`guidellm benchmark ... --output-path benchmarks.json`) as a
// session: every benchmark of the report (one per strategy: synchronous, concurrent@N, constant or
// poisson at a rate, throughput) becomes a cell, its requests.successful / .incomplete / .errored
// become records. Two per-request layouts are read, both from guidellm's source:
//  - 0.2 / 0.3 (src/guidellm/benchmark/benchmark.py, type_ "generative_text_response" /
//    "generative_text_error"): start_time, end_time, first_token_time, last_token_time (Unix s),
//    prompt_tokens, output_tokens, error; the strategy under args.strategy, the model under
//    worker.backend_model;
//  - 0.4+ (src/guidellm/schemas/request_stats.py, type_ "generative_request_stats"):
//    info.timings.request_start / request_end / first_token_iteration / last_token_iteration
//    (Unix s; resolve_start / resolve_end when the request ones are absent; first_output_token_iteration,
//    the first non-reasoning token, is our TTFT when reasoning came first), info.error, the
//    serialized computed fields prompt_tokens and output_tokens; the strategy under
//    config.strategy.
// GuideLLM's TTFT is first token − request start, its ITL (last − first token) / (output tokens − 1),
// which is our TPOT: both come out unchanged. GuideLLM keeps no per-token times, so imported records
// have no ITL distribution. Incomplete requests (cut off when the benchmark ended) are recorded as
// cancelled. YAML reports are not read (save as .json). On failure *why says what is wrong.
bool importGuidellmReport(const QByteArray &bytes, const QString &path, const std::string &label, Session &session,
                          QString *why, std::int64_t *skipped = nullptr);

} // namespace ttft
