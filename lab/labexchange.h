#pragma once

#include "labtruth.h"

#include <QByteArrayView>

#include <cstdint>

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
    // After the exchange switched its connection's protocol (LabConnection::switchProtocols(): a
    // WebSocket), the bytes the client sends, as read, with the read's stamp.
    virtual void onBytes(QByteArrayView bytes, std::int64_t arrivalNs)
    {
        (void)bytes;
        (void)arrivalNs;
    }

protected:
    LabExchange() = default;
    LabExchange(const LabExchange &) = delete;
    LabExchange &operator=(const LabExchange &) = delete;
};

} // namespace ttft
