#pragma once

#include "store/session.h"

#include <QByteArray>
#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>

namespace ttft {

// True when `line` (one parsed JSON line) looks like an AIPerf per-request record.
bool looksLikeAiperfRecord(const nlohmann::json &line);

// AIPerf's `profile_export.jsonl` (one MetricRecordInfo per line; AIPerf 0.2 … 0.5, fields from
// docs/tutorials/working-with-profile-exports.md and aiperf/common/models/record_models.py) as a
// session. Per line: metadata.request_start_ns / request_end_ns (Unix ns), x_request_id,
// benchmark_phase ("warmup" records are kept as warm-up), was_cancelled; metrics as
// {"value", "unit"} with units ns / us / ms / s: time_to_first_token, request_latency,
// inter_chunk_latency (the list of gaps between content responses), time_to_first_output_token
// (reasoning models: the first answer token, which is then our TTFT, AIPerf's TTFT our TTFO, and the
// inter-chunk gaps, mixing reasoning and answer, are left out), output_sequence_length (else
// output_token_count), input_sequence_length (error_isl on failed ones); error {code, type,
// message} or null. AIPerf's ITL is (request_latency − TTFT) / (output_sequence_length − 1), which
// is our TPOT; inter_chunk_latency becomes our ITL list. The model, concurrency and request rate
// are not in the per-request file: they are read from profile_export_aiperf.json beside it
// (input_config.endpoint.model_names, .url, input_config.loadgen.concurrency / request_rate) when it
// is there. Damaged lines are skipped and counted; on failure *why says what is wrong.
bool importAiperfProfileExport(const QByteArray &bytes, const QString &path, const std::string &label,
                               Session &session, QString *why, std::int64_t *skipped = nullptr);

} // namespace ttft
