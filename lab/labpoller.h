#pragma once

#include <QObject>

class QSocketNotifier;

namespace ttft {

// Something LabPoller tells when its descriptor is ready.
class LabPollClient
{
public:
    virtual void onReadable() = 0; // also on hang-up and error: the read finds out which
    virtual void onWritable() = 0;

protected:
    ~LabPollClient() = default;
};

// The readiness of every connection of one server thread through one epoll descriptor, itself
// watched by a single QSocketNotifier. Qt's event dispatchers poll(2) every registered notifier
// on each wake-up: with a thousand connections that was a third of the server thread's time.
// Level-triggered; a client must be removed before its descriptor is closed and must stay alive
// until control returns to the event loop (LabConnection is deleted with deleteLater()). Lives in
// one server thread; not thread-safe.
class LabPoller : public QObject
{
    Q_OBJECT

public:
    explicit LabPoller(QObject *parent = nullptr);
    ~LabPoller() override;

    bool isValid() const { return m_epollFd >= 0; }
    bool add(int fd, LabPollClient *client);                     // read interest
    void setWriteInterest(int fd, LabPollClient *client, bool on); // read interest stays
    void remove(int fd);

private:
    void dispatch();

    int m_epollFd = -1;
    QSocketNotifier *m_notifier = nullptr;
};

} // namespace ttft
