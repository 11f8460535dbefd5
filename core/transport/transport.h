#pragma once

#include "httprequest.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string_view>

namespace ttft {

// Receives one exchange's response as it arrives. Every call happens on the transport's network
// thread, with the timestamp taken as the bytes arrived, before any decoding.
class ResponseObserver
{
public:
    virtual ~ResponseObserver() = default;
    virtual void onResponseHead(std::int64_t ns, int status, const HeaderList &headers) = 0;
    virtual void onBody(std::int64_t ns, std::string_view bytes) = 0;
    // Last call for this exchange. The observer may be destroyed after it returns.
    virtual void onFinished(const TransferResult &result) = 0;
};

// One way of putting requests on the wire. Thread-safe: start() and cancel() may be called from any
// thread; observers are called on the transport's own thread(s).
class Transport
{
public:
    virtual ~Transport() = default;
    virtual TransportKind kind() const = 0;

    // Starts an exchange and returns its id. The observer must outlive the exchange
    // (until onFinished returns). The start timestamp is taken here. The request is the
    // transport's from here on: a caller that has no more use for it moves it in.
    virtual std::uint64_t start(HttpRequest request, std::shared_ptr<ResponseObserver> observer) = 0;

    // Ends an exchange early; its observer gets onFinished with TransferError::Cancelled.
    virtual void cancel(std::uint64_t exchangeId) = 0;

    // Number of exchanges started and not yet finished.
    virtual int inFlight() const = 0;
};

std::unique_ptr<Transport> makeTransport(TransportKind kind);


} // namespace ttft
