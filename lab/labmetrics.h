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
//   ttft_lab_requests_in_flight_max           gauge     the most answered at once since the start
//
// Then the same engine's figures under the names, types, labels and buckets vLLM's V1 engine uses,
// so that whatever scrapes a vLLM server scrapes the lab the same way. Every sample has the labels
// engine="0" and model_name; values are written as the Prometheus Python client writes them
// ("3.0"), labels sorted by name, counters' families with their _total suffix:
//   vllm:num_requests_running               gauge     in prefill or decode
//   vllm:num_requests_waiting               gauge     in the queue
//   vllm:prefix_cache_queries_total         counter   prompt tokens looked up (models with a prefix cache)
//   vllm:prefix_cache_hits_total            counter   of which found
//   vllm:prompt_tokens_total                counter   prompt tokens of requests that left the queue
//   vllm:generation_tokens_total            counter   tokens made
//   vllm:request_success_total              counter   requests that left the engine, label finished_reason
//                                                     (stop, length; abort: ended early by a fault or the client)
//   vllm:time_to_first_token_seconds        histogram first token made − queue enter (each request that
//                                                     made one)
//   vllm:e2e_request_latency_seconds        histogram last token made − queue enter   } each request that
//   vllm:request_queue_time_seconds         histogram prefill start − queue enter     } left the engine,
//   vllm:request_prefill_time_seconds       histogram first token made − prefill start} as counted in
//   vllm:request_decode_time_seconds        histogram last token made − first token   } request_success_total
// These are the engine's view: made, not written. A buffering proxy (fault "buffered") delays what
// the client sees, not them, as it would not move a real vLLM's metrics either; the ttft_lab_
// histograms count written bytes.
QByteArray renderLabMetrics(const LabServerContext &context);

} // namespace ttft
