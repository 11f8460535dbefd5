#pragma once

#include <string>
#include <string_view>

namespace ttft {

// The process's file table. Every connection holds a descriptor, and a client that falls behind an
// open loop holds ever more of them; when the table is full, a request must fail with words that say
// so, not as "connection refused" (which blames the server) and not by aborting the process (GLib
// does that when a Qt thread cannot make its wake-up descriptor: docs/ARCHITECTURE.md, threads).

// Raises this process's soft limit on open files to its hard limit.
// Debian's default soft limit is 1,024 (the hard one 524,288 or more under systemd): too few for
// 1,000 streams, which take a descriptor each, and as many again when the lab runs in the same
// process. Nothing here uses select(), the only reason for a soft limit that low. Both executables
// call it first thing; their children (the lab, the shards) inherit it.
void raiseOpenFileLimit();

// How many descriptors this process has open now (the entries of /proc/self/fd), -1 if unknown.
int openFileCount();

// The soft limit on open files now in force; kNoOpenFileLimit when there is none.
inline constexpr long kNoOpenFileLimit = 1L << 40;
long openFileLimit();

// True when `count` more descriptors can be opened now: it opens them (eventfds, the cheapest kind)
// and closes them at once. Another thread may take them in between; ask for a margin.
bool fileTableHasRoom(int count);

// EMFILE (this process's limit) or ENFILE (the system's).
bool isFileTableFull(int error);

// Every such request's message begins with these words; the client-health verdict counts them.
inline constexpr std::string_view kOutOfFilesWords = "out of file descriptors";
inline bool isOutOfFilesMessage(std::string_view message) { return message.starts_with(kOutOfFilesWords); }

// The recorded words for a request that could not get a descriptor: `what` says what it could not
// make ("a connection"). Names the limit (ulimit -n) and what to do.
std::string fileTableFullMessage(std::string_view what, int error);

} // namespace ttft
