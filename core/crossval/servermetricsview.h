#pragma once

#include "metricsscrape.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ttft {

// What a Prometheus histogram gained between two scrapes.
struct HistogramDelta {
    double count = 0;
    double sum = 0;                                     // seconds
    std::vector<std::pair<double, double>> buckets;     // (upper bound s, cumulative count), +Inf last

    std::optional<double> meanMs() const;
    // Prometheus' histogram_quantile(): linear within the bucket that holds the rank; the +Inf
    // bucket answers with the highest finite bound. An estimate, as good as the buckets.
    std::optional<double> quantileMs(double q) const;
};

// The engines whose Prometheus families are read, by the prefix of their metric names:
//   vllm:     vLLM's (docs.vllm.ai, "Production metrics"); SGLang's sglang: where the names match.
//   llamacpp: llama.cpp's llama-server --metrics (tools/server/README.md, GET /metrics): counters
//             prompt_tokens_total, prompt_seconds_total, tokens_predicted_total,
//             tokens_predicted_seconds_total and gauges requests_processing, requests_deferred
//             (requests waiting for a free slot). No histograms and no model label.
//   tgi_:     Text Generation Inference's (huggingface.co/docs/text-generation-inference,
//             reference/metrics): histograms in seconds tgi_request_duration (end to end),
//             _queue_duration, _validation_duration (tokenisation and checks),
//             _inference_duration (prefill and decode), _mean_time_per_token_duration; token
//             histograms _input_length, _generated_tokens; the counter tgi_request_count. It has no
//             time-to-first-token family and no model label.
enum class MetricsEngine { Unknown, Vllm, Sglang, LlamaCpp, Tgi };

// The server's view of one model over a run (one entry with an empty name for engines without a
// model label). vLLM's names below; the other engines fill what they have.
struct ServerModelView {
    std::string model;                    // the model_name label
    HistogramDelta ttft;                  // vllm:time_to_first_token_seconds
    HistogramDelta queue;                 // vllm:request_queue_time_seconds; tgi_request_queue_duration
    HistogramDelta prefill;               // vllm:request_prefill_time_seconds
    HistogramDelta decode;                // vllm:request_decode_time_seconds
    HistogramDelta e2e;                   // vllm:e2e_request_latency_seconds; tgi_request_duration
    HistogramDelta validation;            // tgi_request_validation_duration
    HistogramDelta inference;             // tgi_request_inference_duration (prefill + decode)
    HistogramDelta timePerToken;          // tgi_request_mean_time_per_token_duration
    std::optional<double> requests;       // requests the server finished over the run, when it counts them
    double promptTokens = 0;              // vllm:prompt_tokens_total; llamacpp:prompt_tokens_total; TGI input_length sum
    double generationTokens = 0;          // vllm:generation_tokens_total; llamacpp:tokens_predicted_total; TGI generated_tokens sum
    double promptSeconds = 0;             // llamacpp:prompt_seconds_total: time spent on prompts (prefill)
    double generationSeconds = 0;         // llamacpp:tokens_predicted_seconds_total
    std::optional<double> requestsProcessing; // llamacpp:requests_processing at the end of the run
    std::optional<double> requestsDeferred;   // llamacpp:requests_deferred at the end of the run
    double prefixCacheQueries = 0;        // vllm:prefix_cache_queries_total (tokens)
    double prefixCacheHits = 0;           // vllm:prefix_cache_hits_total (tokens)
    std::optional<double> prefixCacheHitRate() const;
    std::optional<double> promptTokensPerSecond() const;     // llama.cpp: prefill rate over the run
    std::optional<double> generationTokensPerSecond() const; // llama.cpp: decode rate over the run
};

struct ServerMetricsView {
    std::string url;
    MetricsEngine engine = MetricsEngine::Unknown;
    std::string prefix;                   // "vllm:", "sglang:", "llamacpp:" or "tgi_"; empty when none was found
    std::vector<ServerModelView> models;  // sorted by model name
    bool counterWentBack = false;         // a counter fell: the server restarted between the scrapes
    std::string error;                    // English; empty when both scrapes worked
};

// "vLLM", "SGLang", "llama.cpp", "TGI"; empty for Unknown.
const char *metricsEngineTitle(MetricsEngine engine);

// The change between two scrapes of the same endpoint, per model.
ServerMetricsView serverMetricsBetween(const MetricsScrape &before, const MetricsScrape &after);

// {"url", "engine", "prefix", "counter_went_back", "error", "models": [{"model", "requests",
// "ttft_ms": {count, mean, p50, p90, p99}, "queue_ms", "prefill_ms", "decode_ms", "e2e_ms",
// "validation_ms", "inference_ms", "time_per_token_ms", tokens, prompt and generation seconds and
// rates, requests processing and deferred, prefix cache}]}
nlohmann::json toJson(const ServerMetricsView &view);
} // namespace ttft
