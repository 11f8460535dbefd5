#pragma once

#include "asrprobe.h"

#include <QThread>

#include <functional>
#include <memory>
#include <mutex>

namespace ttft {

// Speech recognition probes (asrprobe.h) for callers without an event loop (the engine's thread, a
// voice pipeline's turns): each runs on this runner's own thread, and its result goes to `done` on
// that thread. Any number at once.
class AsrRunner
{
public:
    AsrRunner();
    ~AsrRunner(); // cancels what runs and waits for its thread: every `done` has been called

    AsrRunner(const AsrRunner &) = delete;
    AsrRunner &operator=(const AsrRunner &) = delete;

    // From any thread. After cancelAll(), `done` is called at once with a cancelled result.
    void start(AsrTarget target, Utterance utterance, std::function<void(const AsrResult &)> done);
    // Every probe still running ends as cancelled; so does every later start().
    void cancelAll();

private:
    QThread m_thread;
    QObject *m_context = nullptr; // lives in m_thread; the probes are its children
    std::mutex m_mutex;           // guards m_cancelled
    bool m_cancelled = false;
};

} // namespace ttft
