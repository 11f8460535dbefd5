#pragma once

#include "stats/pipelinesummary.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace ttft {

// The voice pipeline's figures in words and table cells, one source for the Pipeline view's table,
// the HTML report and the Markdown summary, so all three say the same thing.
class PipelineTable
{
    Q_DECLARE_TR_FUNCTIONS(ttft::PipelineTable)
public:
    enum Column {
        ColumnCombination,
        ColumnTurns,
        ColumnComplete,
        ColumnAsrFailed,
        ColumnLlmFailed,
        ColumnTtsFailed,
        ColumnFirstSoundP50,
        ColumnFirstSoundP95,
        ColumnFirstSoundP99,
        ColumnFirstAudio100P50,
        ColumnStageFirst, // one column per PipelineStage, in stage order: each stage's P50
        ColumnDominant = ColumnStageFirst + kPipelineStageCount,
        ColumnCount
    };

    static QString heading(int column);
    // Shorter, unit-less headings for a narrow page (the report's tables say "ms" once above them):
    // the stages by name, "P95" after "First sound P50".
    static QString compactHeading(int column);
    // Display text: counts as integers, times in ms with one decimal, "–" when absent.
    static QString cell(const PipelineSummary &summary, int column);
    // The raw figure behind a numeric cell (for sorting and tests); empty for text columns.
    static std::optional<double> value(const PipelineSummary &summary, int column);
    static bool isNumeric(int column) { return column != ColumnCombination && column != ColumnDominant; }

    // A run of one plan cell: the cell's name says nothing, so it is cleared (names then read
    // "lab-fast → lab-tts"); with several cells every summary keeps its own.
    static std::vector<PipelineSummary> withoutSingleCell(std::vector<PipelineSummary> summaries);
    // "lab-fast → lab-tts", with " · c1/p100" when the summary names a cell.
    static QString combinationName(const PipelineSummary &summary);
    // "TTS first real audio: 48 % of the first sound" (empty without a complete turn).
    static QString dominantText(const PipelineSummary &summary);
    // "What-if (estimate): P50 first sound 812 → 640 ms".
    static QString whatIfText(const PipelineSummary &measured, const PipelineSummary &estimate);
    // Milliseconds as the table writes them: "812.4", "–".
    static QString milliseconds(const std::optional<double> &ms);
};

} // namespace ttft
