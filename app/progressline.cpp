#include "progressline.h"

#include "base/durationtext.h"
#include "base/i18n.h"
#include "base/monoclock.h"
#include "lab/labserver.h"
#include "lab/latencymodel.h"
#include "launch/measuredrun.h"
#include "model/planestimate.h"
#include "model/requestrecord.h"
#include "stats/percentile.h"

#include <unistd.h>

#include <vector>

namespace ttft {

namespace {

constexpr std::size_t kRecentAnswers = 200;
constexpr std::int64_t kTerminalIntervalNs = 100'000'000; // 10 Hz
constexpr std::int64_t kLogIntervalNs = 10'000'000'000;   // a line every 10 s in a log

} // namespace

ProgressLine::ProgressLine(std::FILE *stream, const MeasuredRun &run, bool terminal)
    : m_stream(stream)
    , m_run(run)
    , m_terminal(terminal)
    , m_startNs(monoNowNs())
{
    m_lastShownNs = m_startNs;
}

ProgressLine::~ProgressLine()
{
    finish();
}

bool ProgressLine::isTerminal(std::FILE *stream)
{
    return ::isatty(::fileno(stream)) == 1 && qEnvironmentVariable("TERM") != QLatin1String("dumb");
}

void ProgressLine::record(const RequestRecord &record)
{
    if (!record.warmup && !record.failed()) {
        if (const std::optional<double> ttft = record.ttftMs()) {
            m_recentTtftMs.push_back(*ttft);
            if (m_recentTtftMs.size() > kRecentAnswers)
                m_recentTtftMs.pop_front();
        }
    }
    show(false);
}

QString ProgressLine::text() const
{
    const double elapsedS = double(monoNowNs() - m_startNs) / 1e9;
    const RunProgress progress = m_run.progress();
    QString line = progress.expected ? Tr::tr("%1/%2 done").arg(progress.recorded).arg(*progress.expected)
                                     : Tr::tr("%1 done").arg(progress.recorded);
    line += QStringLiteral(", ") + Tr::tr("%1 failed").arg(progress.failed);
    if (elapsedS > 0.5)
        line += QStringLiteral(", ") + Tr::tr("%1 req/s").arg(double(progress.recorded) / elapsedS, 0, 'f', 1);
    line += QStringLiteral(", ") + Tr::tr("elapsed %1").arg(clockText(elapsedS));
    if (progress.etaS)
        line += QStringLiteral(", ") + Tr::tr("ETA %1").arg(clockText(*progress.etaS));
    if (!m_recentTtftMs.empty()) {
        const std::vector<double> recent(m_recentTtftMs.begin(), m_recentTtftMs.end());
        line += QStringLiteral(", ") + Tr::tr("TTFT p50 %1 ms (last %2)")
                                           .arg(percentile(recent, 50).value_or(0), 0, 'f', 1)
                                           .arg(recent.size());
    }
    return line;
}

void ProgressLine::show(bool force)
{
    const std::int64_t now = monoNowNs();
    if (!force && now - m_lastShownNs < (m_terminal ? kTerminalIntervalNs : kLogIntervalNs))
        return;
    m_lastShownNs = now;
    const QByteArray line = text().toLocal8Bit();
    if (m_terminal) {
        std::fputs("\r\033[K", m_stream); // back to the line's start, clear it
        std::fputs(line.constData(), m_stream);
        m_lineShown = true;
    } else {
        std::fputs(line.constData(), m_stream);
        std::fputc('\n', m_stream);
    }
    std::fflush(m_stream);
}

void ProgressLine::printAbove(const QString &line)
{
    if (m_terminal && m_lineShown)
        std::fputs("\r\033[K", m_stream);
    std::fputs(line.toLocal8Bit().constData(), m_stream);
    std::fputc('\n', m_stream);
    if (m_terminal && m_lineShown) {
        m_lineShown = false;
        show(true);
    } else {
        std::fflush(m_stream);
    }
}

void ProgressLine::finish()
{
    if (m_terminal && m_lineShown) {
        std::fputs("\r\033[K", m_stream);
        std::fflush(m_stream);
        m_lineShown = false;
    }
}


// "Measuring a, b: closed loop, 3 cells, about 2 minutes": the estimate when every provider's
// latency is known in advance (the lab's models), which also gives progress its timeline.
QString planSummary(MeasuredRun &run, const LabServer *lab)
{
    const RunSpec &spec = run.spec();
    const RunDescription &description = run.description();
    QString estimate;
    std::vector<RequestLatency> latencies;
    for (const std::optional<RequestLatency> &latency :
         labProviderLatencies(description.providers, lab ? lab->config().models : std::vector<LabModel>{})) {
        if (latency)
            latencies.push_back(*latency);
    }
    if (!latencies.empty() && latencies.size() == description.providers.size()) {
        const PlanEstimate expected = estimatePlan(spec.plan, latencies, spec.workload.maxTokens);
        estimate = Tr::tr(", about %1 (from the lab models' latency)").arg(durationWords(expected.seconds));
        run.expectTimeline(expected.cells, true);
    } else {
        run.expectTimeline(estimatePlan(spec.plan, int(spec.providers.size()), kTypicalRequestS).cells, false);
    }
    QStringList names;
    for (const ProviderProfile &profile : description.providers)
        names << QString::fromStdString(profile.name);
    return Tr::tr("Measuring %1: %2, %n cell(s)%3", nullptr, int(planCells(spec.plan).size()))
        .arg(names.join(QStringLiteral(", ")), loadModeLabel(spec.plan.mode), estimate);
}

} // namespace ttft
