#include "servermetricsview.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace ttft {

namespace {

// Sums of every sample of one family, by model, after `prefix` + `name` (+ suffix).
struct Totals {
    std::map<std::string, double> byModel;
    std::map<std::string, std::map<double, double>> bucketsByModel; // le → cumulative
};

std::string modelOf(const PromSample &sample)
{
    for (const char *key : {"model_name", "model"}) {
        if (const auto it = sample.labels.find(key); it != sample.labels.end())
            return it->second;
    }
    return {};
}

Totals collect(const std::vector<PromSample> &samples, const std::string &name)
{
    Totals totals;
    const std::string bucket = name + "_bucket";
    for (const PromSample &sample : samples) {
        if (!std::isfinite(sample.value))
            continue;
        if (sample.name == name) {
            totals.byModel[modelOf(sample)] += sample.value;
        } else if (sample.name == bucket) {
            const auto le = sample.labels.find("le");
            if (le == sample.labels.end())
                continue;
            const double bound = le->second == "+Inf" ? std::numeric_limits<double>::infinity() : std::strtod(le->second.c_str(), nullptr);
            totals.bucketsByModel[modelOf(sample)][bound] += sample.value;
        }
    }
    return totals;
}

bool hasFamily(const std::vector<PromSample> &samples, const std::string &prefix)
{
    return std::any_of(samples.begin(), samples.end(), [&](const PromSample &s) { return s.name.rfind(prefix, 0) == 0; });
}

} // namespace

std::optional<double> HistogramDelta::meanMs() const
{
    if (count <= 0)
        return std::nullopt;
    return sum / count * 1000.0;
}

std::optional<double> HistogramDelta::quantileMs(double q) const
{
    if (count <= 0 || buckets.empty())
        return std::nullopt;
    const double rank = q * buckets.back().second;
    double lowerBound = 0;
    double lowerCount = 0;
    for (const auto &[bound, cumulative] : buckets) {
        if (cumulative >= rank && cumulative > lowerCount) {
            if (std::isinf(bound))
                return lowerBound * 1000.0;
            return (lowerBound + (bound - lowerBound) * (rank - lowerCount) / (cumulative - lowerCount)) * 1000.0;
        }
        if (!std::isinf(bound))
            lowerBound = bound;
        lowerCount = cumulative;
    }
    return lowerBound * 1000.0;
}

std::optional<double> ServerModelView::prefixCacheHitRate() const
{
    if (prefixCacheQueries <= 0)
        return std::nullopt;
    return prefixCacheHits / prefixCacheQueries;
}

std::optional<double> ServerModelView::promptTokensPerSecond() const
{
    if (promptSeconds <= 0)
        return std::nullopt;
    return promptTokens / promptSeconds;
}

std::optional<double> ServerModelView::generationTokensPerSecond() const
{
    if (generationSeconds <= 0)
        return std::nullopt;
    return generationTokens / generationSeconds;
}

const char *metricsEngineTitle(MetricsEngine engine)
{
    switch (engine) {
    case MetricsEngine::Vllm: return "vLLM";
    case MetricsEngine::Sglang: return "SGLang";
    case MetricsEngine::LlamaCpp: return "llama.cpp";
    case MetricsEngine::Tgi: return "TGI";
    case MetricsEngine::Unknown: break;
    }
    return "";
}

ServerMetricsView serverMetricsBetween(const MetricsScrape &before, const MetricsScrape &after)
{
    ServerMetricsView view;
    view.url = after.url.empty() ? before.url : after.url;
    if (!before.ok() || !after.ok()) {
        view.error = before.ok() ? after.error : before.error;
        return view;
    }
    static constexpr std::pair<const char *, MetricsEngine> kEngines[] = {
        {"vllm:", MetricsEngine::Vllm}, {"sglang:", MetricsEngine::Sglang}, {"llamacpp:", MetricsEngine::LlamaCpp}, {"tgi_", MetricsEngine::Tgi}};
    for (const auto &[prefix, engine] : kEngines) {
        if (hasFamily(after.samples, prefix)) {
            view.prefix = prefix;
            view.engine = engine;
            break;
        }
    }
    if (view.prefix.empty()) {
        view.error = view.url + ": no vllm:, sglang:, llamacpp: or tgi_ metrics in the scrape";
        return view;
    }

    std::map<std::string, ServerModelView> models;
    // A counter's growth over the run, into a double or an optional<double> member.
    const auto counterDelta = [&](const std::string &name, auto member) {
        const Totals was = collect(before.samples, view.prefix + name);
        const Totals now = collect(after.samples, view.prefix + name);
        for (const auto &[model, value] : now.byModel) {
            const double delta = value - (was.byModel.count(model) ? was.byModel.at(model) : 0.0);
            view.counterWentBack = view.counterWentBack || delta < 0;
            ServerModelView &entry = models[model];
            entry.model = model;
            entry.*member = std::max(delta, 0.0);
        }
    };
    const auto histogramDelta = [&](const std::string &name, HistogramDelta ServerModelView::*member) {
        const std::string family = view.prefix + name;
        const Totals countWas = collect(before.samples, family + "_count");
        const Totals countNow = collect(after.samples, family + "_count");
        const Totals sumWas = collect(before.samples, family + "_sum");
        const Totals sumNow = collect(after.samples, family + "_sum");
        const Totals bucketsWas = collect(before.samples, family);
        const Totals bucketsNow = collect(after.samples, family);
        for (const auto &[model, count] : countNow.byModel) {
            HistogramDelta delta;
            delta.count = count - (countWas.byModel.count(model) ? countWas.byModel.at(model) : 0.0);
            const double sumBefore = sumWas.byModel.count(model) ? sumWas.byModel.at(model) : 0.0;
            delta.sum = (sumNow.byModel.count(model) ? sumNow.byModel.at(model) : 0.0) - sumBefore;
            if (delta.count < 0) {
                view.counterWentBack = true;
                continue;
            }
            if (const auto now = bucketsNow.bucketsByModel.find(model); now != bucketsNow.bucketsByModel.end()) {
                const auto was = bucketsWas.bucketsByModel.find(model);
                for (const auto &[bound, cumulative] : now->second) {
                    double previous = 0;
                    if (was != bucketsWas.bucketsByModel.end()) {
                        if (const auto it = was->second.find(bound); it != was->second.end())
                            previous = it->second;
                    }
                    delta.buckets.emplace_back(bound, cumulative - previous);
                }
            }
            ServerModelView &entry = models[model];
            entry.model = model;
            entry.*member = std::move(delta);
        }
    };
    // A gauge: its value at the end of the run.
    const auto gauge = [&](const std::string &name, std::optional<double> ServerModelView::*member) {
        for (const auto &[model, value] : collect(after.samples, view.prefix + name).byModel) {
            ServerModelView &entry = models[model];
            entry.model = model;
            entry.*member = value;
        }
    };
    switch (view.engine) {
    case MetricsEngine::Vllm:
    case MetricsEngine::Sglang:
    case MetricsEngine::Unknown:
        histogramDelta("time_to_first_token_seconds", &ServerModelView::ttft);
        histogramDelta("request_queue_time_seconds", &ServerModelView::queue);
        histogramDelta("request_prefill_time_seconds", &ServerModelView::prefill);
        histogramDelta("request_decode_time_seconds", &ServerModelView::decode);
        histogramDelta("e2e_request_latency_seconds", &ServerModelView::e2e);
        counterDelta("prompt_tokens_total", &ServerModelView::promptTokens);
        counterDelta("generation_tokens_total", &ServerModelView::generationTokens);
        counterDelta("prefix_cache_queries_total", &ServerModelView::prefixCacheQueries);
        counterDelta("prefix_cache_hits_total", &ServerModelView::prefixCacheHits);
        for (auto &[name, model] : models) {
            if (model.ttft.count > 0)
                model.requests = model.ttft.count;
        }
        break;
    case MetricsEngine::LlamaCpp:
        counterDelta("prompt_tokens_total", &ServerModelView::promptTokens);
        counterDelta("prompt_seconds_total", &ServerModelView::promptSeconds);
        counterDelta("tokens_predicted_total", &ServerModelView::generationTokens);
        counterDelta("tokens_predicted_seconds_total", &ServerModelView::generationSeconds);
        gauge("requests_processing", &ServerModelView::requestsProcessing);
        gauge("requests_deferred", &ServerModelView::requestsDeferred);
        break;
    case MetricsEngine::Tgi: {
        histogramDelta("request_duration", &ServerModelView::e2e);
        histogramDelta("request_queue_duration", &ServerModelView::queue);
        histogramDelta("request_validation_duration", &ServerModelView::validation);
        histogramDelta("request_inference_duration", &ServerModelView::inference);
        histogramDelta("request_mean_time_per_token_duration", &ServerModelView::timePerToken);
        // Token counts are histograms of per-request lengths: their sums are the totals.
        counterDelta("request_input_length_sum", &ServerModelView::promptTokens);
        counterDelta("request_generated_tokens_sum", &ServerModelView::generationTokens);
        counterDelta("request_count", &ServerModelView::requests);
        break;
    }
    }
    for (auto &[name, model] : models)
        view.models.push_back(std::move(model));
    return view;
}

namespace {

nlohmann::json histogramJson(const HistogramDelta &delta)
{
    if (delta.count <= 0)
        return nullptr;
    const auto value = [](std::optional<double> ms) {
        return ms ? nlohmann::json(std::round(*ms * 1000.0) / 1000.0) : nlohmann::json(nullptr);
    };
    return {{"count", delta.count},
            {"mean", value(delta.meanMs())},
            {"p50", value(delta.quantileMs(0.5))},
            {"p90", value(delta.quantileMs(0.9))},
            {"p99", value(delta.quantileMs(0.99))}};
}

} // namespace

nlohmann::json toJson(const ServerMetricsView &view)
{
    nlohmann::json models = nlohmann::json::array();
    for (const ServerModelView &model : view.models) {
        const std::optional<double> hitRate = model.prefixCacheHitRate();
        const auto optional = [](std::optional<double> value) { return value ? nlohmann::json(*value) : nlohmann::json(nullptr); };
        models.push_back({{"model", model.model},
                          {"requests", optional(model.requests)},
                          {"ttft_ms", histogramJson(model.ttft)},
                          {"queue_ms", histogramJson(model.queue)},
                          {"prefill_ms", histogramJson(model.prefill)},
                          {"decode_ms", histogramJson(model.decode)},
                          {"e2e_ms", histogramJson(model.e2e)},
                          {"validation_ms", histogramJson(model.validation)},
                          {"inference_ms", histogramJson(model.inference)},
                          {"time_per_token_ms", histogramJson(model.timePerToken)},
                          {"prompt_tokens", model.promptTokens},
                          {"generation_tokens", model.generationTokens},
                          {"prompt_seconds", model.promptSeconds},
                          {"generation_seconds", model.generationSeconds},
                          {"prompt_tokens_per_s", optional(model.promptTokensPerSecond())},
                          {"generation_tokens_per_s", optional(model.generationTokensPerSecond())},
                          {"requests_processing", optional(model.requestsProcessing)},
                          {"requests_deferred", optional(model.requestsDeferred)},
                          {"prefix_cache_hit_rate", hitRate ? nlohmann::json(*hitRate) : nlohmann::json(nullptr)}});
    }
    return {{"url", view.url},
            {"engine", metricsEngineTitle(view.engine)},
            {"prefix", view.prefix},
            {"counter_went_back", view.counterWentBack},
            {"error", view.error.empty() ? nlohmann::json(nullptr) : nlohmann::json(view.error)},
            {"models", std::move(models)}};
}

} // namespace ttft
