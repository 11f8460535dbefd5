#include "labmetrics.h"

#include "labmodelstate.h"
#include "labservercontext.h"

#include <cmath>
#include <string>
#include <vector>

namespace ttft {

namespace {

// Label values may hold any text; the format escapes backslash, double quote and line feed.
QByteArray escapedLabel(const std::string &value)
{
    QByteArray escaped;
    escaped.reserve(qsizetype(value.size()));
    for (const char c : value) {
        if (c == '\\')
            escaped += "\\\\";
        else if (c == '"')
            escaped += "\\\"";
        else if (c == '\n')
            escaped += "\\n";
        else
            escaped += c;
    }
    return escaped;
}

QByteArray number(double value)
{
    // Shortest text that reads back as the same double.
    return QByteArray::number(value, 'g', QLocale::FloatingPointShortest);
}

// Prometheus' Python client writes every value as a float ("3.0") and counters' families with
// their _total suffix; vLLM's output looks like that, so the vllm: section does too.
QByteArray pythonFloat(double value)
{
    if (std::isinf(value))
        return value > 0 ? QByteArrayLiteral("+Inf") : QByteArrayLiteral("-Inf");
    if (value == std::floor(value) && std::fabs(value) < 1e15)
        return QByteArray::number(value, 'f', 0) + ".0";
    return number(value);
}

class Exposition
{
public:
    explicit Exposition(const char *prefix, bool pythonFloats = false)
        : m_prefix(prefix)
        , m_pythonFloats(pythonFloats)
    {
    }

    void family(const char *name, const char *type, const char *help)
    {
        m_text += "# HELP " + m_prefix + name + ' ' + help + '\n';
        m_text += "# TYPE " + m_prefix + name + ' ' + type + '\n';
    }

    void sample(const char *name, const QByteArray &labels, const QByteArray &value)
    {
        m_text += m_prefix + name;
        if (!labels.isEmpty())
            m_text += '{' + labels + '}';
        m_text += ' ' + value + '\n';
    }

    QByteArray value(double number) const { return m_pythonFloats ? pythonFloat(number) : ttft::number(number); }
    QByteArray count(std::uint64_t number) const
    {
        return m_pythonFloats ? pythonFloat(double(number)) : QByteArray::number(qulonglong(number));
    }

    // Labels `before` and `after` the le label (the Python client sorts labels by name).
    void histogram(const char *name, const QByteArray &before, const QByteArray &after, const LabHistogram &histogram)
    {
        const std::vector<std::uint64_t> cumulative = histogram.cumulativeCounts();
        const std::string bucket = std::string(name) + "_bucket";
        const QByteArray head = before.isEmpty() ? QByteArray() : before + ',';
        const QByteArray tail = after.isEmpty() ? QByteArray() : ',' + after;
        const QByteArray labels = before + (before.isEmpty() || after.isEmpty() ? "" : ",") + after;
        for (std::size_t i = 0; i < histogram.upperBounds().size(); ++i) {
            sample(bucket.c_str(), head + "le=\"" + value(histogram.upperBounds()[i]) + '"' + tail,
                   count(cumulative[i]));
        }
        sample(bucket.c_str(), head + "le=\"+Inf\"" + tail, count(cumulative.back()));
        sample((std::string(name) + "_sum").c_str(), labels, value(histogram.sum()));
        sample((std::string(name) + "_count").c_str(), labels, count(histogram.count()));
    }

    QByteArray take() { return std::move(m_text); }

private:
    QByteArray m_prefix;
    bool m_pythonFloats;
    QByteArray m_text;
};

struct Entry {
    std::string name;
    LabModelState::Metrics metrics;
};

void renderVllm(const std::vector<Entry> &entries, QByteArray &text)
{
    // vLLM's V1 engine labels every sample with the model and the engine index; there is one engine.
    Exposition out("vllm:", true);
    std::vector<QByteArray> models;
    for (const Entry &entry : entries)
        models.push_back("model_name=\"" + escapedLabel(entry.name) + '"');
    const QByteArray engine = QByteArrayLiteral("engine=\"0\"");
    const auto perModel = [&](const char *name, const char *type, const char *help, auto value) {
        out.family(name, type, help);
        for (std::size_t i = 0; i < entries.size(); ++i)
            out.sample(name, engine + ',' + models[i], value(entries[i].metrics));
    };
    using Metrics = LabModelState::Metrics;
    perModel("num_requests_running", "gauge", "Number of requests in model execution batches.",
             [&](const Metrics &m) { return out.value(m.running); });
    perModel("num_requests_waiting", "gauge", "Number of requests waiting to be processed.",
             [&](const Metrics &m) { return out.value(m.waiting); });
    perModel("prefix_cache_queries_total", "counter", "Prefix cache queries, in terms of number of queried tokens.",
             [&](const Metrics &m) { return out.count(m.prefixCacheQueries); });
    perModel("prefix_cache_hits_total", "counter", "Prefix cache hits, in terms of number of cached tokens.",
             [&](const Metrics &m) { return out.count(m.cachedPromptTokens); });
    perModel("prompt_tokens_total", "counter", "Number of prefill tokens processed.",
             [&](const Metrics &m) { return out.count(m.promptTokens); });
    perModel("generation_tokens_total", "counter", "Number of generation tokens processed.",
             [&](const Metrics &m) { return out.count(m.tokens); });

    out.family("request_success_total", "counter", "Count of successfully processed requests.");
    static const char *const reasons[kLabEngineFinishReasons] = {"stop", "length", "abort"};
    for (std::size_t i = 0; i < entries.size(); ++i) {
        for (std::size_t reason = 0; reason < kLabEngineFinishReasons; ++reason) {
            out.sample("request_success_total",
                       engine + ",finished_reason=\"" + reasons[reason] + "\"," + models[i],
                       out.count(entries[i].metrics.finished[reason]));
        }
    }

    const auto histogram = [&](const char *name, const char *help, LabHistogram Metrics::*member) {
        out.family(name, "histogram", help);
        for (std::size_t i = 0; i < entries.size(); ++i)
            out.histogram(name, engine, models[i], entries[i].metrics.*member);
    };
    histogram("time_to_first_token_seconds", "Histogram of time to first token in seconds.",
              &Metrics::engineTimeToFirstToken);
    histogram("e2e_request_latency_seconds", "Histogram of e2e request latency in seconds.", &Metrics::engineE2e);
    histogram("request_queue_time_seconds", "Histogram of time spent in WAITING phase for request.",
              &Metrics::engineQueue);
    histogram("request_prefill_time_seconds", "Histogram of time spent in PREFILL phase for request.",
              &Metrics::enginePrefill);
    histogram("request_decode_time_seconds", "Histogram of time spent in DECODE phase for request.",
              &Metrics::engineDecode);
    text += out.take();
}

} // namespace

QByteArray renderLabMetrics(const LabServerContext &context)
{
    std::vector<Entry> entries;
    for (const std::unique_ptr<LabModelState> &state : context.modelStates())
        entries.push_back({state->model().name, state->metrics()});
    std::vector<QByteArray> labels;
    for (const Entry &entry : entries)
        labels.push_back("model=\"" + escapedLabel(entry.name) + '"');

    Exposition out("ttft_lab_");
    out.family("requests_running", "gauge", "Chat completions in prefill or decode.");
    for (std::size_t i = 0; i < entries.size(); ++i)
        out.sample("requests_running", labels[i], QByteArray::number(entries[i].metrics.running));
    out.family("requests_waiting", "gauge", "Chat completions waiting for room in the batch.");
    for (std::size_t i = 0; i < entries.size(); ++i)
        out.sample("requests_waiting", labels[i], QByteArray::number(entries[i].metrics.waiting));

    out.family("requests_total", "counter", "Chat completions that ended, by outcome.");
    for (std::size_t i = 0; i < entries.size(); ++i) {
        for (std::size_t outcome = 0; outcome < kLabOutcomeCount; ++outcome) {
            if (LabOutcome(outcome) == LabOutcome::InFlight)
                continue;
            const std::string_view name = labOutcomeName(LabOutcome(outcome));
            out.sample("requests_total",
                       labels[i] + ",outcome=\"" + QByteArray(name.data(), qsizetype(name.size())) + '"',
                       QByteArray::number(qulonglong(entries[i].metrics.outcomes[outcome])));
        }
    }
    out.family("tokens_generated_total", "counter", "Content tokens made.");
    for (std::size_t i = 0; i < entries.size(); ++i)
        out.sample("tokens_generated_total", labels[i], QByteArray::number(qulonglong(entries[i].metrics.tokens)));
    out.family("prompt_tokens_total", "counter", "Prompt tokens of requests that left the queue.");
    for (std::size_t i = 0; i < entries.size(); ++i)
        out.sample("prompt_tokens_total", labels[i], QByteArray::number(qulonglong(entries[i].metrics.promptTokens)));
    out.family("prompt_cached_tokens_total", "counter", "Prompt tokens found in the prefix cache.");
    for (std::size_t i = 0; i < entries.size(); ++i) {
        out.sample("prompt_cached_tokens_total", labels[i],
                   QByteArray::number(qulonglong(entries[i].metrics.cachedPromptTokens)));
    }
    out.family("cold_starts_total", "counter", "Times the model had to load before a prefill.");
    for (std::size_t i = 0; i < entries.size(); ++i)
        out.sample("cold_starts_total", labels[i], QByteArray::number(qulonglong(entries[i].metrics.coldStarts)));

    out.family("time_to_first_token_seconds", "histogram",
               "Server-side time to first token: first token written minus request complete.");
    for (std::size_t i = 0; i < entries.size(); ++i)
        out.histogram("time_to_first_token_seconds", labels[i], {}, entries[i].metrics.timeToFirstToken);
    out.family("queue_wait_seconds", "histogram", "Time in the queue: prefill start minus queue enter.");
    for (std::size_t i = 0; i < entries.size(); ++i)
        out.histogram("queue_wait_seconds", labels[i], {}, entries[i].metrics.queueWait);

    out.family("requests_unrouted_total", "counter",
               "Chat completions refused before a model was known (unknown model, unreadable body).");
    out.sample("requests_unrouted_total", {}, QByteArray::number(qulonglong(context.unroutedRejections())));
    out.family("connections", "gauge", "Open connections.");
    out.sample("connections", {}, QByteArray::number(context.connections()));
    out.family("requests_in_flight", "gauge", "Chat completions being answered, over every model.");
    out.sample("requests_in_flight", {}, QByteArray::number(context.inFlight()));
    out.family("requests_in_flight_max", "gauge", "The most chat completions answered at once since the lab started.");
    out.sample("requests_in_flight_max", {}, QByteArray::number(context.maxInFlight()));
    QByteArray text = out.take();
    renderVllm(entries, text);
    return text;
}

} // namespace ttft
