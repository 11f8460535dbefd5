#pragma once

#include "labtruth.h"

namespace ttft {

// One request being answered over time on a LabConnection (a chat completion, a speech), which
// owns it and answers the connection's next pipelined request only once it has finished
// (LabConnection::exchangeFinished()). Lives in one server thread.
class LabExchange
{
public:
    virtual ~LabExchange() = default;

    // Called once, right after the connection took it over.
    virtual void start() = 0;
    // The connection is going away: record how this exchange ended. No-op once ended.
    virtual void abandon(LabOutcome outcome) = 0;

protected:
    LabExchange() = default;
    LabExchange(const LabExchange &) = delete;
    LabExchange &operator=(const LabExchange &) = delete;
};

} // namespace ttft
