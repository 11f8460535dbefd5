#pragma once

#include "model/planextent.h"

#include <QString>

#include <cstdint>
#include <cstdio>
#include <deque>

namespace ttft {

struct RequestRecord;

// The CLI's progress while a run goes. On a terminal: one line, rewritten in place at most ten
// times a second (done, failed, rate, ETA, TTFT p50 of the last 200 measured answers); lines that
// must stay (a new cell, a sequential run's requests) are printed above it. Without a terminal
// (a log, CI): the same line at most every 10 s, so a run's log stays readable.
class ProgressLine
{
public:
    ProgressLine(std::FILE *stream, PlanExtent extent, bool terminal);
    ~ProgressLine();

    static bool isTerminal(std::FILE *stream);

    void record(const RequestRecord &record); // engine thread, every record
    void printAbove(const QString &line);     // a line that stays, above the progress
    void finish();                            // clears the in-place line

    QString text() const; // the progress line as it would be printed now

private:
    void show(bool force);

    std::FILE *m_stream;
    PlanExtent m_extent;
    bool m_terminal;
    bool m_lineShown = false;
    std::int64_t m_startNs;
    std::int64_t m_lastShownNs = 0;
    std::int64_t m_recorded = 0;
    std::int64_t m_failed = 0;
    std::deque<double> m_recentTtftMs;
};

class LabServer;
class MeasuredRun;

// The line a run starts with: "Measuring a, b: closed loop, 3 cells, about 2 minutes". When every
// provider's latency is known in advance (the lab's models), the estimate also gives `extent` its
// timeline, so that progress follows time.
QString planSummary(const MeasuredRun &run, const LabServer *lab, PlanExtent &extent);

} // namespace ttft
