#pragma once

#include <cerrno>
#include <vector>

#include <sys/eventfd.h>
#include <sys/resource.h>
#include <unistd.h>

namespace ttft {

// Takes every free file descriptor of this process for its lifetime (the soft limit lowered to
// at most 4,096 first, so that a machine allowing a million takes no time), then gives them back.
class FullFileTable
{
public:
    FullFileTable()
    {
        ::getrlimit(RLIMIT_NOFILE, &m_saved);
        rlimit lowered = m_saved;
        if (lowered.rlim_cur == RLIM_INFINITY || lowered.rlim_cur > 4096)
            lowered.rlim_cur = 4096;
        ::setrlimit(RLIMIT_NOFILE, &lowered);
        for (;;) {
            const int fd = ::eventfd(0, EFD_CLOEXEC);
            if (fd < 0) {
                m_full = errno == EMFILE;
                break;
            }
            m_taken.push_back(fd);
        }
    }
    ~FullFileTable()
    {
        for (int fd : m_taken)
            ::close(fd);
        ::setrlimit(RLIMIT_NOFILE, &m_saved);
    }
    bool filled() const { return m_full; }

private:
    rlimit m_saved{};
    std::vector<int> m_taken;
    bool m_full = false;
};

} // namespace ttft
