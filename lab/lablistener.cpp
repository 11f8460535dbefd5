#include "lablistener.h"

#include <QTimer>

namespace ttft {

LabListener::LabListener(Handler handler, QObject *parent)
    : QTcpServer(parent)
    , m_handler(std::move(handler))
{
    // Qt stops accepting for good after a failed accept() other than EAGAIN, and a full file table
    // (EMFILE, ENFILE) is one. Real servers wait and try again: Python's asyncio, under uvicorn and
    // so under vLLM's OpenAI server, logs "socket.accept() out of system resource" and starts
    // serving again after ACCEPT_RETRY_DELAY, one second (asyncio/selector_events.py). The lab does
    // the same; meanwhile connections wait in the listen backlog, as they would there.
    connect(this, &QTcpServer::acceptError, this, [this](QAbstractSocket::SocketError error) {
        if (error == QAbstractSocket::SocketResourceError)
            QTimer::singleShot(kAcceptRetryDelayMs, this, [this] { resumeAccepting(); });
    });
}

void LabListener::incomingConnection(qintptr descriptor)
{
    m_handler(descriptor);
}

} // namespace ttft
