#include "pipelinetable.h"

#include <QLocale>

#include <algorithm>

namespace ttft {

QString PipelineTable::heading(int column)
{
    if (column >= ColumnStageFirst && column < ColumnDominant)
        return tr("%1 P50 (ms)").arg(pipelineStageLabel(PipelineStage(column - ColumnStageFirst)));
    switch (column) {
    case ColumnCombination: return tr("LLM → TTS");
    case ColumnTurns: return tr("Turns");
    case ColumnComplete: return tr("Complete");
    case ColumnAsrFailed: return tr("ASR failed");
    case ColumnLlmFailed: return tr("LLM failed");
    case ColumnTtsFailed: return tr("TTS failed");
    case ColumnFirstSoundP50: return tr("First sound P50 (ms)");
    case ColumnFirstSoundP95: return tr("First sound P95 (ms)");
    case ColumnFirstSoundP99: return tr("First sound P99 (ms)");
    case ColumnFirstAudio100P50: return tr("First 100 ms of audio P50 (ms)");
    case ColumnDominant: return tr("Dominant stage");
    }
    return {};
}

QString PipelineTable::compactHeading(int column)
{
    if (column >= ColumnStageFirst && column < ColumnDominant)
        return pipelineStageLabel(PipelineStage(column - ColumnStageFirst));
    switch (column) {
    case ColumnFirstSoundP50: return tr("First sound P50");
    case ColumnFirstSoundP95: return tr("P95");
    case ColumnFirstSoundP99: return tr("P99");
    case ColumnFirstAudio100P50: return tr("100 ms of audio P50");
    default: return heading(column);
    }
}

std::optional<double> PipelineTable::value(const PipelineSummary &summary, int column)
{
    if (column >= ColumnStageFirst && column < ColumnDominant)
        return summary.stages[std::size_t(column - ColumnStageFirst)].p50;
    switch (column) {
    case ColumnTurns: return double(summary.turns);
    case ColumnComplete: return double(summary.complete);
    case ColumnAsrFailed: return double(summary.asrFailed);
    case ColumnLlmFailed: return double(summary.llmFailed);
    case ColumnTtsFailed: return double(summary.ttsFailed);
    case ColumnFirstSoundP50: return summary.firstSound.p50;
    case ColumnFirstSoundP95: return summary.firstSound.p95;
    case ColumnFirstSoundP99: return summary.firstSound.p99;
    case ColumnFirstAudio100P50: return summary.firstAudio100.p50;
    default: return std::nullopt;
    }
}

QString PipelineTable::milliseconds(const std::optional<double> &ms)
{
    return ms ? QLocale().toString(*ms, 'f', 1) : QStringLiteral("–");
}

QString PipelineTable::cell(const PipelineSummary &summary, int column)
{
    switch (column) {
    case ColumnCombination: return combinationName(summary);
    case ColumnTurns:
    case ColumnComplete:
    case ColumnAsrFailed:
    case ColumnLlmFailed:
    case ColumnTtsFailed: return QLocale().toString(qlonglong(value(summary, column).value_or(0)));
    case ColumnDominant:
        if (summary.complete == 0)
            return QStringLiteral("–");
        return tr("%1 (%2 %)").arg(pipelineStageLabel(summary.dominant),
                                   QLocale().toString(summary.dominantShare * 100, 'f', 0));
    default: return milliseconds(value(summary, column));
    }
}

std::vector<PipelineSummary> PipelineTable::withoutSingleCell(std::vector<PipelineSummary> summaries)
{
    const bool oneCell = std::all_of(summaries.begin(), summaries.end(),
                                     [&](const PipelineSummary &s) { return s.cell == summaries.front().cell; });
    if (oneCell)
        for (PipelineSummary &s : summaries)
            s.cell.clear();
    return summaries;
}

QString PipelineTable::combinationName(const PipelineSummary &summary)
{
    const QString pair = tr("%1 → %2").arg(QString::fromStdString(summary.provider), QString::fromStdString(summary.tts));
    return summary.cell.empty() ? pair : tr("%1 · %2").arg(pair, QString::fromStdString(summary.cell));
}

QString PipelineTable::dominantText(const PipelineSummary &summary)
{
    if (summary.complete == 0)
        return {};
    return tr("%1: %2 % of the first sound")
        .arg(pipelineStageLabel(summary.dominant), QLocale().toString(summary.dominantShare * 100, 'f', 0));
}

QString PipelineTable::whatIfText(const PipelineSummary &measured, const PipelineSummary &estimate)
{
    if (!measured.firstSound.p50 || !estimate.firstSound.p50)
        return tr("What-if (estimate): no complete turn to estimate from");
    return tr("What-if (estimate): P50 first sound %1 → %2 ms")
        .arg(QLocale().toString(*measured.firstSound.p50, 'f', 0), QLocale().toString(*estimate.firstSound.p50, 'f', 0));
}

} // namespace ttft
