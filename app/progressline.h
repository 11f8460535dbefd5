#pragma once

#include "model/planextent.h"

#include <QString>

#include <cstdint>
#include <cstdio>
#include <deque>

namespace ttft {

class MeasuredRun;
struct RequestRecord;

// The CLI's progress while a run goes. On a terminal: one line, rewritten in place at most ten
// times a second (done, failed, rate, ETA, TTFT p50 of the last 200 measured answers); lines that
// must stay (a new cell, a sequential run's requests) are printed above it. Without a terminal
// (a log, CI): the same line at most every 10 s, so a run's log stays readable.
class ProgressLine
{
public:
    // Progress and the ETA are the run's own (MeasuredRun::progress): one estimate for the window
    // and the CLI, along the plan's timeline where there is one (model/planextent.h).
    ProgressLine(std::FILE *stream, const MeasuredRun &run, bool terminal);
    ~ProgressLine();

    static bool isTerminal(std::FILE *stream);

    void record(const RequestRecord &record); // engine thread, every record
    void printAbove(const QString &line);     // a line that stays, above the progress
    void finish();                            // clears the in-place line

    QString text() const; // the progress line as it would be printed now

private:
    void show(bool force);

    std::FILE *m_stream;
    const MeasuredRun &m_run;
    bool m_terminal;
    bool m_lineShown = false;
    std::int64_t m_startNs;
    std::int64_t m_lastShownNs = 0;
    std::deque<double> m_recentTtftMs;
};

class LabServer;
class MeasuredRun;

// The line a run starts with: "Measuring a, b: closed loop, 3 cells, about 2 minutes" (the time
// when every provider's latency is known in advance: the lab's models). It also gives the run the
// plan's timeline for its progress and ETA: from those latencies, or from a typical request's
// time (kTypicalRequestS) that the run's own pace then corrects.
QString planSummary(MeasuredRun &run, const LabServer *lab);

} // namespace ttft
