#pragma once

#include <QByteArray>

namespace ttft {

class LabServerContext;

// GET /metrics: the lab server's live figures in the Prometheus text exposition format 0.0.4,
// every name prefixed ttft_lab_, per model (label `model`):
//   ttft_lab_requests_running                 gauge     in prefill or decode
//   ttft_lab_requests_waiting                 gauge     in the queue
//   ttft_lab_requests_total                   counter   ended chat completions, label `outcome`
//                                                       (LabOutcome names: complete, http_error, ...)
//   ttft_lab_tokens_generated_total           counter   content tokens made
//   ttft_lab_prompt_tokens_total              counter   prompt tokens of requests that left the queue
//   ttft_lab_prompt_cached_tokens_total       counter   of which found in the prefix cache
//   ttft_lab_cold_starts_total                counter
//   ttft_lab_time_to_first_token_seconds      histogram first token written − request complete
//   ttft_lab_queue_wait_seconds               histogram prefill start − queue enter
// and server-wide:
//   ttft_lab_requests_unrouted_total          counter   refused before a model was known
//   ttft_lab_connections                      gauge     open connections
//   ttft_lab_requests_in_flight               gauge     chat completions being answered
QByteArray renderLabMetrics(const LabServerContext &context);

} // namespace ttft
