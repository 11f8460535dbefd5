#pragma once

#include "runresults.h"

#include <QString>
#include <QStringList>

namespace ttft {

// What `ttft-bench run` prints when a run ends, drawn from its results: the summary table (one
// provider and cell) or one row per provider and cell, prompt-length fits, provider comparisons,
// the voice pipeline, the bias against the lab's ground truth, the client's health, the scenario
// verdicts and the release checklist. Lines end with '\n'.
QString resultsText(const RunResults &results);

// One guard event in words: "lab-fast in c16: stopped after 5 errors in a row (http_503)".
QString guardEventText(const GuardEvent &event);

// A conversation cell's history strategy in words (ConversationStats::history): "full history",
// "last 4 turns", "history within 2000 tokens", "summary every 6 turns".
QString historyLabel(const std::string &name);
// A conversation cell's verdict for the window and the report: "TTFT P95 within 800 ms at every
// turn", "… through turn 6 of 12", "TTFT P95 over 800 ms from the first turn".
QString conversationVerdict(const ConversationStats &stats);
// A cell's tool-call turns in one line: "tool-call turns: 3 sent, 3 called a tool, 3 answered; to
// the first answer p50 812 ms, p95 901 ms; medians: first tool-call delta 150 ms, rest of the call
// 40 ms, hand-over 0.1 ms, tool 300 ms, to the follow-up 0.2 ms, follow-up TTFT 320 ms".
QString toolTurnsText(const ConversationStats::ToolTurns &tools);
// The names of the stages of a tool-call turn, in order, for legends and tables.
QStringList toolTurnStageLabels();

// One finished request in a line, as a sequential run prints each: "request #3 lab-fast  TTFT
// 212.4 ms  E2E 530.1 ms  tokens 40", or why it failed, and the first sound through each TTS
// endpoint of a voice pipeline.
QString requestLine(const RequestRecord &record);
// A capacity search as it starts: "Capacity search for X: concurrency from 1 up to 64, 30 s a
// level × 1; passes when …".
QString capacityPlanText(const RunDescription &run);
// Probes over time as they start, and each probe as it ends (or was missed).
QString probePlanText(const RunDescription &run);
QString probeReportText(const ProbeReport &probe);

// The lines for standard error: each run warning ("Warning: …") and the client-health causes.
QStringList resultsNotes(const RunResults &results);

} // namespace ttft
