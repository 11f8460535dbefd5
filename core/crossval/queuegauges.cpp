#include "queuegauges.h"

#include "base/monoclock.h"
#include "metricsscrape.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>

namespace ttft {

namespace {

struct GaugePair {
    const char *waiting;
    const char *running;
};

constexpr std::array<GaugePair, 4> kGauges{{
    {"llamacpp:requests_deferred", "llamacpp:requests_processing"},
    {"vllm:num_requests_waiting", "vllm:num_requests_running"},
    {"sglang:num_queue_reqs", "sglang:num_running_reqs"},
    {"tgi_queue_size", "tgi_batch_current_size"},
}};

} // namespace

std::optional<double> QueueGauges::meanWaiting(std::int64_t fromNs, std::int64_t toNs) const
{
    double sum = 0, n = 0;
    for (const QueueGaugeSample &s : samples) {
        if (s.atNs >= fromNs && s.atNs <= toNs) {
            sum += s.waiting;
            ++n;
        }
    }
    return n > 0 ? std::optional<double>(sum / n) : std::nullopt;
}

std::optional<double> QueueGauges::maxWaiting(std::int64_t fromNs, std::int64_t toNs) const
{
    std::optional<double> most;
    for (const QueueGaugeSample &s : samples) {
        if (s.atNs >= fromNs && s.atNs <= toNs)
            most = most ? std::max(*most, s.waiting) : s.waiting;
    }
    return most;
}

bool readQueueGauges(const std::vector<PromSample> &samples, double &waiting, double &running, std::string &waitingFamily)
{
    for (const GaugePair &pair : kGauges) {
        bool found = false;
        double w = 0, r = 0;
        for (const PromSample &sample : samples) {
            if (!std::isfinite(sample.value))
                continue;
            if (sample.name == pair.waiting) {
                w += sample.value;
                found = true;
            } else if (sample.name == pair.running) {
                r += sample.value;
            }
        }
        if (found) {
            waiting = w;
            running = r;
            waitingFamily = pair.waiting;
            return true;
        }
    }
    return false;
}

QueueGaugePoller::QueueGaugePoller(std::string url, int periodMs, std::size_t maxSamples)
    : m_url(std::move(url))
    , m_periodMs(std::max(periodMs, 10))
    , m_maxSamples(std::max<std::size_t>(maxSamples, 16))
{
    m_gauges.url = m_url;
}

QueueGaugePoller::~QueueGaugePoller()
{
    stop();
}

void QueueGaugePoller::start()
{
    if (m_thread.joinable())
        return;
    m_stopping = false;
    m_thread = std::thread([this] { loop(); });
}

QueueGauges QueueGaugePoller::stop()
{
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_wake.notify_all();
    if (m_thread.joinable())
        m_thread.join();
    std::lock_guard lock(m_mutex);
    return m_gauges;
}

void QueueGaugePoller::loop()
{
    for (;;) {
        const auto next = std::chrono::steady_clock::now() + std::chrono::milliseconds(m_periodMs);
        const MetricsScrape scrape = scrapeMetrics(m_url, 2000);
        {
            std::unique_lock lock(m_mutex);
            if (!scrape.ok()) {
                ++m_gauges.failedScrapes;
                if (m_gauges.firstError.empty())
                    m_gauges.firstError = scrape.error;
            } else {
                QueueGaugeSample sample;
                sample.atNs = scrape.atNs >= 0 ? scrape.atNs : monoNowNs();
                std::string family;
                if (readQueueGauges(scrape.samples, sample.waiting, sample.running, family)) {
                    m_gauges.waitingFamily = family;
                    if (m_gauges.samples.size() >= m_maxSamples) {
                        // Keep every other one of the older half: the run's shape stays, memory does not grow.
                        std::vector<QueueGaugeSample> &s = m_gauges.samples;
                        std::size_t out = 0;
                        for (std::size_t i = 0; i < s.size(); ++i) {
                            if (i >= s.size() / 2 || i % 2 == 0)
                                s[out++] = s[i];
                        }
                        s.resize(out);
                    }
                    m_gauges.samples.push_back(sample);
                }
            }
            if (m_wake.wait_until(lock, next, [this] { return m_stopping; }))
                return;
        }
    }
}

nlohmann::json toJson(const QueueGauges &gauges)
{
    return {{"url", gauges.url},
            {"waiting_family", gauges.waitingFamily},
            {"samples", gauges.samples.size()},
            {"failed_scrapes", gauges.failedScrapes},
            {"error", gauges.firstError}};
}

} // namespace ttft
