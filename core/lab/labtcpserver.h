#pragma once

#include <QTcpServer>

namespace ttft {

// Hands out accepted connections as *unbuffered* QTcpSockets. A buffered QTcpSocket copies every
// write into its own buffer and switches its write notifier on and off around the flush; with
// the glib event dispatcher unregistering a notifier is a linear search over all of them, which
// at a thousand streams costs more than the write itself. Unbuffered, write() goes straight to
// the kernel and Qt only keeps (and watches) what the kernel refused.
class LabTcpServer : public QTcpServer
{
    Q_OBJECT

public:
    using QTcpServer::QTcpServer;

protected:
    void incomingConnection(qintptr socketDescriptor) override;
};

} // namespace ttft
