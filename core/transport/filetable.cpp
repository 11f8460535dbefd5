#include "filetable.h"

#include <cerrno>
#include <vector>

#include <dirent.h>
#include <sys/eventfd.h>
#include <sys/resource.h>
#include <unistd.h>

namespace ttft {

void raiseOpenFileLimit()
{
    rlimit limit{};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur == limit.rlim_max)
        return;
    rlimit raised = limit;
    raised.rlim_cur = limit.rlim_max;
    // An unlimited hard limit is more than the kernel allows (fs.nr_open): ask for a million.
    if (::setrlimit(RLIMIT_NOFILE, &raised) != 0 && limit.rlim_max == RLIM_INFINITY) {
        raised.rlim_cur = 1 << 20;
        ::setrlimit(RLIMIT_NOFILE, &raised);
    }
}

int openFileCount()
{
    DIR *directory = ::opendir("/proc/self/fd");
    if (!directory)
        return -1;
    int count = 0;
    while (const dirent *entry = ::readdir(directory)) {
        if (entry->d_name[0] != '.')
            ++count;
    }
    ::closedir(directory);
    return count - 1; // the directory's own descriptor
}

long openFileLimit()
{
    rlimit limit{};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY || limit.rlim_cur > rlim_t(kNoOpenFileLimit))
        return kNoOpenFileLimit;
    return long(limit.rlim_cur);
}

bool fileTableHasRoom(int count)
{
    std::vector<int> probes;
    probes.reserve(std::size_t(count));
    bool room = true;
    for (int i = 0; i < count; ++i) {
        const int fd = ::eventfd(0, EFD_CLOEXEC);
        if (fd < 0) {
            room = !isFileTableFull(errno); // any other failure is not ours to report here
            break;
        }
        probes.push_back(fd);
    }
    for (int fd : probes)
        ::close(fd);
    return room;
}

bool isFileTableFull(int error)
{
    return error == EMFILE || error == ENFILE;
}

std::string fileTableFullMessage(std::string_view what, int error)
{
    std::string message(kOutOfFilesWords);
    message += ": could not make ";
    message += what;
    if (error == ENFILE) {
        message += "; the whole system's file table is full (fs.file-max). Lower the concurrency or the arrival rate";
        return message;
    }
    const long limit = openFileLimit();
    message += "; this process may hold ";
    message += limit == kNoOpenFileLimit ? std::string("any number of") : std::to_string(limit);
    message += " open at once (ulimit -n) and all are in use (each connection holds one). Lower the concurrency "
               "or the arrival rate, or raise the limit (ulimit -n) before starting";
    return message;
}

} // namespace ttft
