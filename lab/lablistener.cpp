#include "lablistener.h"

namespace ttft {

LabListener::LabListener(Handler handler, QObject *parent)
    : QTcpServer(parent)
    , m_handler(std::move(handler))
{
}

void LabListener::incomingConnection(qintptr descriptor)
{
    m_handler(descriptor);
}

} // namespace ttft
