#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <list>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace ttft {

// Runs a conversation's local tool command (ConversationPlan::toolCommand) for each tool call, each
// on a thread of its own so that the engine's thread never waits for one: `/bin/sh -c COMMAND`, the
// call on its standard input, what it prints on standard output (the first kMaxOutputBytes; the
// rest is read and dropped, so a chatty command is never blocked) as the result. A command that
// runs past kTimeoutMs, or is still running when the runner is destroyed, is killed.
class ToolRunner
{
public:
    struct Result {
        std::string output;
        std::optional<int> exitStatus; // absent: it did not exit by itself (killed, or not started)
        std::string problem;           // English, for the record: why it did not give a result
        std::int64_t startNs = -1;     // just before the command was started (monotonic)
        std::int64_t endNs = -1;       // its output was complete and it had ended
    };
    using Done = std::function<void(Result)>; // called on the command's thread

    static constexpr std::size_t kMaxOutputBytes = 16 << 10;
    static constexpr int kTimeoutMs = 30'000;

    ToolRunner() = default;
    ~ToolRunner();
    ToolRunner(const ToolRunner &) = delete;
    ToolRunner &operator=(const ToolRunner &) = delete;

    void run(const std::string &command, const std::string &input, Done done);
    // Kills the commands still running (their Done still comes, with a problem); later runs are
    // killed at once. For a run that stops.
    void cancel() { m_cancelled = true; }

private:
    struct Job {
        std::thread thread;
        std::atomic<bool> finished{false};
    };
    void reapFinished(); // joins the threads whose command is done (under m_mutex)

    std::mutex m_mutex;
    std::list<Job> m_jobs;
    std::atomic<bool> m_cancelled{false};
};

// One command, on this thread (ToolRunner's threads call it; tests may too).
ToolRunner::Result runToolCommand(const std::string &command, const std::string &input, int timeoutMs,
                                  const std::atomic<bool> &cancelled);

} // namespace ttft
