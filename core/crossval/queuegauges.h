#pragma once

#include "prometheustext.h"

#include <nlohmann/json_fwd.hpp>

#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace ttft {

// An engine's own count of requests waiting and running, read from its Prometheus gauges while a
// run goes on: what a slot-wait inference (stats/ttftdecomposition.h) can be checked against.
//   llama.cpp  llamacpp:requests_deferred / llamacpp:requests_processing (tools/server README, /metrics)
//   vLLM       vllm:num_requests_waiting / vllm:num_requests_running (docs "Production metrics")
//   SGLang     sglang:num_queue_reqs / sglang:num_running_reqs
//   TGI        tgi_queue_size / tgi_batch_current_size
// Gauges are summed over their label sets (models, engines).
struct QueueGaugeSample {
    std::int64_t atNs = -1; // monotonic, when the scrape was complete
    double waiting = 0;
    double running = 0;
};

struct QueueGauges {
    std::string url;
    std::string waitingFamily;             // the family read, e.g. "llamacpp:requests_deferred"; empty: none found
    std::vector<QueueGaugeSample> samples; // in time order
    int failedScrapes = 0;
    std::string firstError;                // English; empty when every scrape worked

    // Mean and most of `waiting` over the samples taken within [fromNs, toNs]; empty without one.
    std::optional<double> meanWaiting(std::int64_t fromNs, std::int64_t toNs) const;
    std::optional<double> maxWaiting(std::int64_t fromNs, std::int64_t toNs) const;
};

// The waiting and running gauges of one scrape, of the first engine found (llama.cpp, vLLM,
// SGLang, TGI); false when none has them.
bool readQueueGauges(const std::vector<PromSample> &samples, double &waiting, double &running, std::string &waitingFamily);

// Scrapes `url` every `periodMs` on a thread of its own (blocking libcurl GETs, 2 s timeout each)
// from start() to stop(); bounded at `maxSamples` (the oldest half is thinned when reached).
class QueueGaugePoller
{
public:
    explicit QueueGaugePoller(std::string url, int periodMs = 250, std::size_t maxSamples = 100'000);
    ~QueueGaugePoller();
    QueueGaugePoller(const QueueGaugePoller &) = delete;
    QueueGaugePoller &operator=(const QueueGaugePoller &) = delete;

    void start();
    QueueGauges stop(); // joins the thread; what was read

private:
    void loop();

    const std::string m_url;
    const int m_periodMs;
    const std::size_t m_maxSamples;
    std::thread m_thread;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stopping = false;
    QueueGauges m_gauges;
};

// {"url", "waiting_family", "samples", "failed_scrapes", "error"}.
nlohmann::json toJson(const QueueGauges &gauges);

} // namespace ttft
