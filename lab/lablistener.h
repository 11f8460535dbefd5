#pragma once

#include <QTcpServer>

#include <functional>

namespace ttft {

// The lab server's listening socket. Accepted connections are handed on as bare descriptors
// (no QTcpSocket is made for them), so that any server thread can adopt them.
class LabListener : public QTcpServer
{
    Q_OBJECT

public:
    using Handler = std::function<void(qintptr descriptor)>;

    explicit LabListener(Handler handler, QObject *parent = nullptr);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    static constexpr int kAcceptRetryDelayMs = 1000;
    Handler m_handler;
};

} // namespace ttft
