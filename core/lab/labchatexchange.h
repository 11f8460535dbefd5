#pragma once

#include "labfault.h"
#include "labrandom.h"
#include "labscheduler.h"
#include "labtextgenerator.h"
#include "labtruth.h"
#include "latencymodel.h"
#include "openaichunkbuilder.h"

#include <QByteArray>

#include <cstdint>
#include <functional>

namespace ttft {

class LabConnection;
class LabServerWorker;

// What the server decided about one accepted chat completion request.
struct LabChatSpec {
    QByteArray requestId;
    QByteArray model;               // echoed in every chunk
    LabFault fault = LabFault::None;
    int faultAfterTokens = 3;       // content tokens before a stream fault strikes
    bool stream = true;
    bool includeUsage = false;      // stream_options.include_usage
    int promptTokens = 0;
    LabPlan plan;
    LabRandom timingRandom{0};      // continues the draws that made the plan (token gaps)
    std::uint64_t textSeed = 0;
    std::int64_t startNs = kNoTime; // the plan counts from here: body received, or the answer before it ended
};

// Answers one chat completion in real time: the response head and role-only chunk at once, then
// each content token at its planned time, then the finish chunk, the usage chunk (when asked for)
// and [DONE]; or, without "stream", the whole JSON body when the last token would have been made.
// Every write is planned on an absolute time line (start + first token delay + gaps), so a late
// write does not push the following ones back. Owned by its LabConnection, in the server thread.
class LabChatExchange final : public LabTimerClient
{
public:
    LabChatExchange(LabServerWorker &server, LabConnection &connection, LabChatSpec spec, LabTruth truth);
    ~LabChatExchange();

    LabChatExchange(const LabChatExchange &) = delete;
    LabChatExchange &operator=(const LabChatExchange &) = delete;

    void start();
    // The connection is going away: record how this exchange ended. No-op once ended.
    void abandon(LabOutcome outcome);
    bool ended() const { return m_ended; }

private:
    void onDue(std::int64_t plannedNs) override;
    void streamStep(std::int64_t plannedNs);
    void wholeBody(std::int64_t plannedNs);
    bool strikesNow() const;
    bool strike(); // true when the fault ended the stream
    void writeToken(std::int64_t plannedNs);
    void writeTail();
    std::int64_t write(const QByteArray &bytes);      // as is
    QByteArray framed(const QByteArray &event) const; // one HTTP chunk, unless HTTP/1.0
    QByteArray injectedErrorJson() const;
    void scheduleAt(std::int64_t dueNs);
    // Ends with a last write; `send` writes and returns the stamp taken after it.
    void endWithWrite(LabOutcome outcome, const std::function<std::int64_t()> &send);
    void end(LabOutcome outcome); // ends without writing anything more
    void release();

    LabServerWorker &m_server;
    LabConnection &m_connection;
    LabChatSpec m_spec;
    LabTruth m_truth;
    std::uint64_t m_truthSequence = 0;
    OpenAiChunkBuilder m_chunks;
    LabTextGenerator m_text;
    LabScheduler::Ticket m_ticket = 0;
    int m_faultAt = 0;              // tokensWritten at which the fault strikes
    bool m_struck = false;
    bool m_ended = false;
    std::int64_t m_lastWriteNs = kNoTime;
};

} // namespace ttft
