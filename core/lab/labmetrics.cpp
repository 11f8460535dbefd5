#include "labmetrics.h"

#include "labmodelstate.h"
#include "labservercontext.h"

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

class Exposition
{
public:
    void family(const char *name, const char *type, const char *help)
    {
        m_text += QByteArrayLiteral("# HELP ttft_lab_") + name + ' ' + help + '\n';
        m_text += QByteArrayLiteral("# TYPE ttft_lab_") + name + ' ' + type + '\n';
    }

    void sample(const char *name, const QByteArray &labels, const QByteArray &value)
    {
        m_text += QByteArrayLiteral("ttft_lab_") + name;
        if (!labels.isEmpty())
            m_text += '{' + labels + '}';
        m_text += ' ' + value + '\n';
    }

    void histogram(const char *name, const QByteArray &labels, const LabHistogram &histogram)
    {
        const std::vector<std::uint64_t> cumulative = histogram.cumulativeCounts();
        const std::string bucket = std::string(name) + "_bucket";
        const QByteArray prefix = labels.isEmpty() ? QByteArray() : labels + ',';
        for (std::size_t i = 0; i < histogram.upperBounds().size(); ++i) {
            sample(bucket.c_str(), prefix + "le=\"" + number(histogram.upperBounds()[i]) + '"',
                   QByteArray::number(qulonglong(cumulative[i])));
        }
        sample(bucket.c_str(), prefix + "le=\"+Inf\"", QByteArray::number(qulonglong(cumulative.back())));
        sample((std::string(name) + "_sum").c_str(), labels, number(histogram.sum()));
        sample((std::string(name) + "_count").c_str(), labels, QByteArray::number(qulonglong(histogram.count())));
    }

    QByteArray take() { return std::move(m_text); }

private:
    QByteArray m_text;
};

} // namespace

QByteArray renderLabMetrics(const LabServerContext &context)
{
    struct Entry {
        QByteArray label;
        LabModelState::Metrics metrics;
    };
    std::vector<Entry> entries;
    for (const std::unique_ptr<LabModelState> &state : context.modelStates())
        entries.push_back({"model=\"" + escapedLabel(state->model().name) + '"', state->metrics()});

    Exposition out;
    out.family("requests_running", "gauge", "Chat completions in prefill or decode.");
    for (const Entry &entry : entries)
        out.sample("requests_running", entry.label, QByteArray::number(entry.metrics.running));
    out.family("requests_waiting", "gauge", "Chat completions waiting for room in the batch.");
    for (const Entry &entry : entries)
        out.sample("requests_waiting", entry.label, QByteArray::number(entry.metrics.waiting));

    out.family("requests_total", "counter", "Chat completions that ended, by outcome.");
    for (const Entry &entry : entries) {
        for (std::size_t outcome = 0; outcome < kLabOutcomeCount; ++outcome) {
            if (LabOutcome(outcome) == LabOutcome::InFlight)
                continue;
            const std::string_view name = labOutcomeName(LabOutcome(outcome));
            out.sample("requests_total",
                       entry.label + ",outcome=\"" + QByteArray(name.data(), qsizetype(name.size())) + '"',
                       QByteArray::number(qulonglong(entry.metrics.outcomes[outcome])));
        }
    }
    out.family("tokens_generated_total", "counter", "Content tokens made.");
    for (const Entry &entry : entries)
        out.sample("tokens_generated_total", entry.label, QByteArray::number(qulonglong(entry.metrics.tokens)));
    out.family("prompt_tokens_total", "counter", "Prompt tokens of requests that left the queue.");
    for (const Entry &entry : entries)
        out.sample("prompt_tokens_total", entry.label, QByteArray::number(qulonglong(entry.metrics.promptTokens)));
    out.family("prompt_cached_tokens_total", "counter", "Prompt tokens found in the prefix cache.");
    for (const Entry &entry : entries) {
        out.sample("prompt_cached_tokens_total", entry.label,
                   QByteArray::number(qulonglong(entry.metrics.cachedPromptTokens)));
    }
    out.family("cold_starts_total", "counter", "Times the model had to load before a prefill.");
    for (const Entry &entry : entries)
        out.sample("cold_starts_total", entry.label, QByteArray::number(qulonglong(entry.metrics.coldStarts)));

    out.family("time_to_first_token_seconds", "histogram",
               "Server-side time to first token: first token written minus request complete.");
    for (const Entry &entry : entries)
        out.histogram("time_to_first_token_seconds", entry.label, entry.metrics.timeToFirstToken);
    out.family("queue_wait_seconds", "histogram", "Time in the queue: prefill start minus queue enter.");
    for (const Entry &entry : entries)
        out.histogram("queue_wait_seconds", entry.label, entry.metrics.queueWait);

    out.family("requests_unrouted_total", "counter",
               "Chat completions refused before a model was known (unknown model, unreadable body).");
    out.sample("requests_unrouted_total", {}, QByteArray::number(qulonglong(context.unroutedRejections())));
    out.family("connections", "gauge", "Open connections.");
    out.sample("connections", {}, QByteArray::number(context.connections()));
    out.family("requests_in_flight", "gauge", "Chat completions being answered, over every model.");
    out.sample("requests_in_flight", {}, QByteArray::number(context.inFlight()));
    return out.take();
}

} // namespace ttft
