#include "toolrunner.h"

#include "base/monoclock.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace ttft {

namespace {

void closeFd(int &fd)
{
    if (fd >= 0)
        ::close(fd);
    fd = -1;
}

} // namespace

ToolRunner::Result runToolCommand(const std::string &command, const std::string &input, int timeoutMs,
                                  const std::atomic<bool> &cancelled)
{

    ToolRunner::Result result;
    int toChild[2] = {-1, -1};
    int fromChild[2] = {-1, -1};
    if (::pipe2(toChild, O_CLOEXEC) != 0 || ::pipe2(fromChild, O_CLOEXEC) != 0) {
        result.problem = std::string("could not start the tool command: ") + std::strerror(errno);
        closeFd(toChild[0]);
        closeFd(toChild[1]);
        return result;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, toChild[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], STDOUT_FILENO);
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    // Its own process group, so that a kill reaches what the shell started too.
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&attributes, 0);
    const char *arguments[] = {"/bin/sh", "-c", command.c_str(), nullptr};
    pid_t child = -1;
    result.startNs = monoNowNs();
    const int spawned = ::posix_spawn(&child, "/bin/sh", &actions, &attributes, const_cast<char **>(arguments), environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    closeFd(toChild[0]);
    closeFd(fromChild[1]);
    if (spawned != 0) {
        result.problem = std::string("could not start the tool command: ") + std::strerror(spawned);
        closeFd(toChild[1]);
        closeFd(fromChild[0]);
        result.endNs = monoNowNs();
        return result;
    }

    // A command that does not read its input must not stop this thread with SIGPIPE: the signal is
    // blocked here, so the write fails with EPIPE instead (a pending thread signal ends with the thread).
    sigset_t pipeSignal;
    sigemptyset(&pipeSignal);
    sigaddset(&pipeSignal, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipeSignal, nullptr);
    ::fcntl(toChild[1], F_SETFL, O_NONBLOCK);
    std::size_t written = 0;

    const std::int64_t deadlineNs = result.startNs + std::int64_t(timeoutMs) * 1'000'000;
    bool killed = false;
    char buffer[8192];
    while (fromChild[0] >= 0) {
        if (toChild[1] >= 0 && written >= input.size())
            closeFd(toChild[1]); // the whole call is in: the command sees the end of its input
        pollfd fds[2];
        nfds_t count = 0;
        fds[count++] = pollfd{fromChild[0], POLLIN, 0};
        if (toChild[1] >= 0)
            fds[count++] = pollfd{toChild[1], POLLOUT, 0};
        const std::int64_t leftMs = (deadlineNs - monoNowNs()) / 1'000'000;
        if (leftMs <= 0 || cancelled.load()) {
            ::kill(-child, SIGKILL);
            killed = true;
            result.problem = cancelled.load() ? "the run ended before the tool command did"
                                              : "the tool command ran past " + std::to_string(timeoutMs / 1000) + " s and was stopped";
            break;
        }
        const int ready = ::poll(fds, count, int(std::min<std::int64_t>(leftMs, 100)));
        if (ready < 0 && errno != EINTR)
            break;
        if (count == 2 && (fds[1].revents & (POLLOUT | POLLERR | POLLHUP))) {
            const ssize_t put = ::write(toChild[1], input.data() + written, input.size() - written);
            if (put > 0)
                written += std::size_t(put);
            else if (put < 0 && errno != EAGAIN && errno != EINTR)
                closeFd(toChild[1]); // it does not read its input: fine
        }
        if (fds[0].revents & (POLLIN | POLLERR | POLLHUP)) {
            const ssize_t got = ::read(fromChild[0], buffer, sizeof buffer);
            if (got > 0) {
                const std::size_t room = ToolRunner::kMaxOutputBytes - std::min(result.output.size(), ToolRunner::kMaxOutputBytes);
                result.output.append(buffer, std::min(std::size_t(got), room));
            } else if (got == 0 || (errno != EAGAIN && errno != EINTR)) {
                closeFd(fromChild[0]); // its output is complete
            }
        }
    }
    closeFd(toChild[1]);
    closeFd(fromChild[0]);
    int status = 0;
    while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    result.endNs = monoNowNs();
    if (!killed && WIFEXITED(status))
        result.exitStatus = WEXITSTATUS(status);
    else if (!killed && WIFSIGNALED(status))
        result.problem = "the tool command was ended by signal " + std::to_string(WTERMSIG(status));
    return result;
}

ToolRunner::~ToolRunner()
{
    m_cancelled = true;
    std::lock_guard lock(m_mutex);
    for (Job &job : m_jobs) {
        if (job.thread.joinable())
            job.thread.join();
    }
}

void ToolRunner::reapFinished()
{
    for (auto it = m_jobs.begin(); it != m_jobs.end();) {
        if (it->finished.load()) {
            it->thread.join();
            it = m_jobs.erase(it);
        } else {
            ++it;
        }
    }
}

void ToolRunner::run(const std::string &command, const std::string &input, Done done)
{
    std::lock_guard lock(m_mutex);
    reapFinished();
    Job &job = m_jobs.emplace_back();
    job.thread = std::thread([this, &job, command, input, done = std::move(done)] {
        done(runToolCommand(command, input, kTimeoutMs, m_cancelled));
        job.finished = true;
    });
}

} // namespace ttft
