#include "summarytable.h"

#include "base/figuretext.h"
#include "base/i18n.h"
#include "groupsummary.h"
#include "pipelinesummary.h"
#include "runsummary.h"

#include <QChar>
#include <QList>
#include <QStringList>

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

namespace ttft {

namespace {

bool isWide(char32_t c)
{
    // East Asian Width W and F blocks (Unicode UAX #11), coarse-grained by block: enough for CJK
    // headings, kana, hangul, fullwidth forms and the common emoji.
    struct Range {
        char32_t first;
        char32_t last;
    };
    static constexpr std::array kWide = {
        Range{0x1100, 0x115F},   Range{0x231A, 0x231B},   Range{0x2329, 0x232A},
        Range{0x2E80, 0x303E},   Range{0x3041, 0x33FF},   Range{0x3400, 0x4DBF},
        Range{0x4E00, 0x9FFF},   Range{0xA000, 0xA4CF},   Range{0xA960, 0xA97F},
        Range{0xAC00, 0xD7A3},   Range{0xF900, 0xFAFF},   Range{0xFE10, 0xFE19},
        Range{0xFE30, 0xFE6F},   Range{0xFF00, 0xFF60},   Range{0xFFE0, 0xFFE6},
        Range{0x1F300, 0x1F64F}, Range{0x1F900, 0x1F9FF}, Range{0x20000, 0x2FFFD},
        Range{0x30000, 0x3FFFD},
    };
    return std::any_of(kWide.begin(), kWide.end(), [c](const Range &r) { return c >= r.first && c <= r.last; });
}

bool isZeroWidth(char32_t c)
{
    if (c == 0x200B || c == 0x200C || c == 0x200D || c == 0x2060 || c == 0xFEFF)
        return true;
    switch (QChar::category(c)) {
    case QChar::Mark_NonSpacing:
    case QChar::Mark_Enclosing:
    case QChar::Other_Control:
    case QChar::Other_Format:
        return true;
    default:
        return false;
    }
}

QString padLeft(const QString &text, int width)
{
    return QString(std::max(0, width - textDisplayWidth(text)), QLatin1Char(' ')) + text;
}

QString padRight(const QString &text, int width)
{
    return text + QString(std::max(0, width - textDisplayWidth(text)), QLatin1Char(' '));
}

// Lines up `table` (first line: headings) in display columns: the first `leftColumns` columns
// left-aligned (labels), the rest right-aligned (numbers), two spaces between columns.
QString layOut(const QList<QStringList> &table, qsizetype leftColumns)
{
    const qsizetype columns = table.first().size();
    QList<int> widths(columns, 0);
    for (const QStringList &line : table) {
        for (qsizetype c = 0; c < columns; ++c)
            widths[c] = std::max(widths[c], textDisplayWidth(line[c]));
    }

    QString out;
    for (const QStringList &line : table) {
        QString text;
        for (qsizetype c = 0; c < columns; ++c) {
            if (c > 0)
                text += QStringLiteral("  ");
            // The last column never needs trailing padding.
            if (c < leftColumns)
                text += c + 1 < columns ? padRight(line[c], widths[c]) : line[c];
            else
                text += padLeft(line[c], widths[c]);
        }
        out += text + QLatin1Char('\n');
    }
    return out;
}

} // namespace

int textDisplayWidth(QStringView text)
{
    int width = 0;
    for (const char32_t c : text.toUcs4()) {
        if (isZeroWidth(c))
            continue;
        width += isWide(c) ? 2 : 1;
    }
    return width;
}

QString renderTable(const QList<QStringList> &table, qsizetype leftColumns)
{
    return layOut(table, leftColumns);
}

QString renderSummaryTable(const RunSummary &summary, const GroupSummary *group)
{
    struct Row {
        QString label;
        const MetricSummary *metric;
        int decimals;
    };
    std::vector<Row> rows = {
        //: Summary table row: time to first token, milliseconds
        Row{Tr::tr("TTFT (ms)"), &summary.ttftMs, 1},
        //: Summary table row: time to first byte, milliseconds
        Row{Tr::tr("TTFB (ms)"), &summary.ttfbMs, 1},
        //: Summary table row: time to first output of any kind, milliseconds
        Row{Tr::tr("TTFO (ms)"), &summary.ttfoMs, 1},
        //: Summary table row: time per output token, milliseconds
        Row{Tr::tr("TPOT (ms)"), &summary.tpotMs, 2},
        //: Summary table row: end-to-end latency, milliseconds
        Row{Tr::tr("E2E (ms)"), &summary.e2eMs, 1},
        //: Summary table row: tokens generated per request
        Row{Tr::tr("Output tokens"), &summary.outputTokens, 1},
    };
    if (group) {
        //: Summary table row: TTFT of requests on a fresh connection (DNS, connect, TLS paid), milliseconds
        rows.insert(rows.begin() + 1, Row{Tr::tr("TTFT cold (ms)"), &group->coldTtftMs, 1});
        //: Summary table row: TTFT of requests on a reused connection, milliseconds
        rows.insert(rows.begin() + 2, Row{Tr::tr("TTFT warm (ms)"), &group->warmTtftMs, 1});
        if (group->key.rateRps)
            //: Summary table row: TTFT counted from the planned arrival (open loop), milliseconds
            rows.insert(rows.begin() + 3, Row{Tr::tr("TTFT from arrival (ms)"), &group->ttftFromIntendedMs, 1});
    }

    QList<QStringList> table;
    table.append({
        //: Summary table heading of the row-label column
        Tr::tr("Metric"),
        //: Summary table heading: number of requests with this figure
        Tr::tr("count"),
        //: Summary table heading: number of failed requests
        Tr::tr("errors"),
        //: Summary table heading: arithmetic mean
        Tr::tr("mean"),
        //: Summary table heading: 50th percentile (median)
        Tr::tr("p50"),
        //: Summary table heading: 90th percentile
        Tr::tr("p90"),
        //: Summary table heading: 95th percentile
        Tr::tr("p95"),
        //: Summary table heading: 99th percentile
        Tr::tr("p99"),
        //: Summary table heading: maximum
        Tr::tr("max"),
    });
    for (const Row &row : rows) {
        const MetricSummary &m = *row.metric;
        table.append({
            row.label,
            QString::number(m.count),
            QString::number(summary.errors),
            fixedOr(m.mean, row.decimals, u"-"),
            fixedOr(m.p50, row.decimals, u"-"),
            fixedOr(m.p90, row.decimals, u"-"),
            fixedOr(m.p95, row.decimals, u"-"),
            fixedOr(m.p99, row.decimals, u"-"),
            fixedOr(m.max, row.decimals, u"-"),
        });
    }

    return layOut(table, 1);
}

QString renderGroupTable(const std::vector<GroupSummary> &groups)
{
    QList<QStringList> table;
    table.append({
        //: Group table heading: the provider's name
        Tr::tr("Provider"),
        //: Group table heading: the plan cell (concurrency or arrival rate × prompt length)
        Tr::tr("Cell"),
        //: Group table heading: number of measured requests (warm-up excluded)
        Tr::tr("count"),
        //: Group table heading: number of failed requests
        Tr::tr("errors"),
        //: Group table heading: median time to first token, milliseconds
        Tr::tr("TTFT p50"),
        //: Group table heading: 95th percentile of time to first token, milliseconds
        Tr::tr("TTFT p95"),
        //: Group table heading: 99th percentile of time to first token, milliseconds
        Tr::tr("TTFT p99"),
        //: Group table heading: median time per output token, milliseconds
        Tr::tr("TPOT p50"),
        //: Group table heading: median end-to-end latency, milliseconds
        Tr::tr("E2E p50"),
        //: Group table heading: 99th percentile of the delay between the planned and the actual send time, milliseconds
        Tr::tr("lag p99"),
        //: Group table heading: median TTFT of requests on a fresh connection (DNS, connect, TLS paid), milliseconds
        Tr::tr("cold p50"),
        //: Group table heading: median TTFT of requests on a reused connection, milliseconds
        Tr::tr("warm p50"),
    });
    // Open loops: what a user waited, from the arrival the plan scheduled, beside TTFT from the send.
    const bool openLoop = std::any_of(groups.begin(), groups.end(), [](const GroupSummary &g) { return g.key.rateRps.has_value(); });
    // Throttling, when any group had it: refused for load, apart from the failures.
    const bool throttling = std::any_of(groups.begin(), groups.end(), [](const GroupSummary &g) { return g.run.throttled > 0; });
    if (throttling)
        table.first().insert(4, //: Group table heading: of the errors, requests the provider refused for load (HTTP 429/529)
                             Tr::tr("throttled"));
    if (openLoop)
        table.first() << //: Group table heading: median TTFT counted from the planned arrival (open loop), milliseconds
                         Tr::tr("from arrival p50")
                      << //: Group table heading: 95th percentile of TTFT counted from the planned arrival, milliseconds
                         Tr::tr("from arrival p95");
    for (const GroupSummary &group : groups) {
        const RunSummary &run = group.run;
        QStringList row({
            QString::fromStdString(group.key.provider),
            QString::fromStdString(cellLabel(group.key)),
            QString::number(run.requests),
            QString::number(run.errors),
            fixedOr(run.ttftMs.p50, 1, u"-"),
            fixedOr(run.ttftMs.p95, 1, u"-"),
            fixedOr(run.ttftMs.p99, 1, u"-"),
            fixedOr(run.tpotMs.p50, 2, u"-"),
            fixedOr(run.e2eMs.p50, 1, u"-"),
            fixedOr(run.dispatchLagMs.p99, 2, u"-"),
            fixedOr(group.coldTtftMs.p50, 1, u"-"),
            fixedOr(group.warmTtftMs.p50, 1, u"-"),
        });
        if (throttling)
            row.insert(4, QString::number(run.throttled));
        if (openLoop)
            row << fixedOr(group.ttftFromIntendedMs.p50, 1, u"-") << fixedOr(group.ttftFromIntendedMs.p95, 1, u"-");
        table.append(row);
    }
    return layOut(table, 2);
}

QString renderPipelineTable(const std::vector<PipelineSummary> &summaries)
{
    QList<QStringList> table;
    QStringList heading{
        //: Voice pipeline table heading: the LLM provider
        Tr::tr("LLM"),
        //: Voice pipeline table heading: the text-to-speech endpoint
        Tr::tr("TTS"),
        //: Group table heading: the plan cell (concurrency or arrival rate × prompt length)
        Tr::tr("Cell"),
        //: Voice pipeline table heading: measured requests (turns)
        Tr::tr("turns"),
        //: Voice pipeline table heading: turns whose speech recognition failed / failed LLM requests / failed TTS requests
        Tr::tr("failed ASR/LLM/TTS"),
        //: Voice pipeline table heading: median time from the user's last word to the first audio, ms
        Tr::tr("sound p50"),
        Tr::tr("sound p95"),
        Tr::tr("sound p99"),
        //: Voice pipeline table heading: median time until 100 ms of audio had arrived, ms
        Tr::tr("100 ms p50"),
    };
    heading << //: Voice pipeline table heading: median ASR finalization time, ms
               Tr::tr("ASR p50")
            << //: Voice pipeline table heading: median time from the final transcript to the LLM request start, ms
               Tr::tr("to LLM p50")
            << //: Voice pipeline table heading: median LLM time to first token, ms
               Tr::tr("LLM p50")
            << //: Voice pipeline table heading: median time from the first token to the first speakable clause, ms
               Tr::tr("clause p50")
            << //: Voice pipeline table heading: median time from the clause to the TTS request start, ms
               Tr::tr("hand-over p50")
            << //: Voice pipeline table heading: median TTS time to first audio byte, ms
               Tr::tr("TTS p50");
    //: Voice pipeline table heading: the stage with the largest share of the first-sound time
    heading << Tr::tr("dominant");
    table.append(heading);
    for (const PipelineSummary &s : summaries) {
        QStringList row{
            QString::fromStdString(s.provider),
            QString::fromStdString(s.tts),
            QString::fromStdString(s.cell),
            QString::number(s.turns),
            QStringLiteral("%1/%2/%3").arg(s.asrFailed).arg(s.llmFailed).arg(s.ttsFailed),
            fixedOr(s.firstSound.p50, 1, u"-"),
            fixedOr(s.firstSound.p95, 1, u"-"),
            fixedOr(s.firstSound.p99, 1, u"-"),
            fixedOr(s.firstAudio100.p50, 1, u"-"),
        };
        for (int i = 0; i < kPipelineStageCount; ++i)
            row << fixedOr(s.stages[std::size_t(i)].p50, 1, u"-");
        row << (s.complete > 0 ? QStringLiteral("%1 (%2 %)").arg(pipelineStageLabel(s.dominant)).arg(qRound(s.dominantShare * 100))
                               : QStringLiteral("-"));
        table.append(row);
    }
    return layOut(table, 3);
}

} // namespace ttft
