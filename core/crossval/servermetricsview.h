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

// The server's view of one model over a run: vLLM's metric names (SGLang's where they match).
struct ServerModelView {
    std::string model;                    // the model_name label
    HistogramDelta ttft;                  // vllm:time_to_first_token_seconds
    HistogramDelta queue;                 // vllm:request_queue_time_seconds
    HistogramDelta prefill;               // vllm:request_prefill_time_seconds
    HistogramDelta decode;                // vllm:request_decode_time_seconds
    HistogramDelta e2e;                   // vllm:e2e_request_latency_seconds
    double promptTokens = 0;              // vllm:prompt_tokens_total
    double generationTokens = 0;          // vllm:generation_tokens_total
    double prefixCacheQueries = 0;        // vllm:prefix_cache_queries_total (tokens)
    double prefixCacheHits = 0;           // vllm:prefix_cache_hits_total (tokens)
    std::optional<double> prefixCacheHitRate() const;
};

struct ServerMetricsView {
    std::string url;
    std::string prefix;                   // "vllm:" or "sglang:"; empty when neither was found
    std::vector<ServerModelView> models;  // sorted by model name
    bool counterWentBack = false;         // a counter fell: the server restarted between the scrapes
    std::string error;                    // English; empty when both scrapes worked
};

// The change between two scrapes of the same endpoint, per model.
ServerMetricsView serverMetricsBetween(const MetricsScrape &before, const MetricsScrape &after);

// {"url", "prefix", "counter_went_back", "error", "models": [{"model", "requests", "ttft_ms": {count,
// mean, p50, p90, p99}, "queue_ms", "prefill_ms", "decode_ms", "e2e_ms", tokens, prefix cache}]}
nlohmann::json toJson(const ServerMetricsView &view);
} // namespace ttft
