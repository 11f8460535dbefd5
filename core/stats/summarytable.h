#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <vector>

namespace ttft {

struct GroupSummary;
struct PipelineSummary;
struct RunSummary;

// The run summary as a plain-text table for terminals and logs: one row per metric (TTFT, TTFB,
// TTFO, TPOT, E2E, output tokens), columns count, errors, mean, p50, p90, p95, p99, max. Headings
// go through Tr::tr(); numbers are right-aligned, milliseconds with one decimal (TPOT two), "-"
// where a statistic is absent. `errors` is the run's failed measured requests, repeated on every
// row because each row's figures leave exactly those out. With the run's one `group`, TTFT on a
// fresh and on a reused connection follow the TTFT row, and for an open loop TTFT from the planned
// arrival. Lines end in '\n'.
QString renderSummaryTable(const RunSummary &summary, const GroupSummary *group = nullptr);

// Groups (one provider in one plan cell) as a plain-text table, one row per group in the given
// order: provider, cell (cellLabel), count (measured requests), errors, TTFT p50/p95/p99, TPOT
// p50, E2E p50, dispatch-lag p99, TTFT p50 on a fresh and on a reused connection (cold, warm) and,
// when a group is an open loop, TTFT from the planned arrival p50/p95; all in milliseconds (TPOT
// and lag with two decimals, the rest one), "-" where absent. Provider and cell are left-aligned, numbers right-aligned, in display
// columns as renderSummaryTable. A heading line only when `groups` is empty.
QString renderGroupTable(const std::vector<GroupSummary> &groups);

// Voice pipeline: one row per LLM provider × TTS (× cell): turns, complete, failed (LLM, TTS),
// first sound p50/p95/p99, + the first 100 ms of audio p50, each stage's p50 and the dominant stage
// with its share of the mean first sound. Milliseconds with one decimal, "-" where absent.
QString renderPipelineTable(const std::vector<PipelineSummary> &summaries);

// Any table in the same layout: the first row the headings, the first `leftColumns` columns
// left-aligned, the rest right-aligned, in display columns. Lines end in '\n'.
QString renderTable(const QList<QStringList> &table, qsizetype leftColumns);

// Columns `text` takes in a monospaced terminal: East Asian wide and fullwidth characters take two,
// combining marks and zero-width characters none, everything else one. Keeps the table aligned
// when its headings are translated into Chinese or Japanese.
int textDisplayWidth(QStringView text);

} // namespace ttft
