#include "labtcpserver.h"

#include <QTcpSocket>

namespace ttft {

void LabTcpServer::incomingConnection(qintptr socketDescriptor)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(socketDescriptor, QAbstractSocket::ConnectedState,
                                     QIODevice::ReadWrite | QIODevice::Unbuffered)) {
        delete socket; // closes the descriptor
        return;
    }
    addPendingConnection(socket);
}

} // namespace ttft
