#pragma once

#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string_view>

namespace ttft {

// Appends JSON values to a JSON Lines file (the run journal), one line per value, so that a run
// killed at any moment can be recovered from what is on disk.
//
// Each append() hands the whole line to the kernel in write(2) calls before it returns: there is
// no user-space buffer, so a SIGKILL or crash of this process after append() returned loses
// nothing (the kernel owns the bytes). SyncPolicy::Fsync also waits for the disk after every line,
// which survives a power cut too but costs milliseconds per line on real disks.
//
// Not thread-safe: one writer, used from one thread (the engine batches finished records).
// Errors come back as return values with a description in errorString(); the writer never talks
// to the user.
class JsonlWriter
{
public:
    enum class OpenMode {
        Append,   // keep existing lines (resuming a journal)
        Truncate, // start an empty file
    };
    enum class SyncPolicy {
        Flush, // to the OS on every line: survives the process dying
        Fsync, // to the disk on every line: survives the machine dying
    };

    JsonlWriter() = default;
    ~JsonlWriter();
    JsonlWriter(const JsonlWriter &) = delete;
    JsonlWriter &operator=(const JsonlWriter &) = delete;

    // Creates missing parent directories. When appending to a file whose last line was cut short
    // (a crash mid-line on an earlier run), first ends that line, so the next value starts on a
    // line of its own and only the damaged line is lost on reading.
    bool open(const QString &path, OpenMode mode = OpenMode::Append);
    // Writes `value` as one line. Invalid UTF-8 in strings is replaced by U+FFFD rather than
    // failing: a record with a garbled answer text is still a measurement.
    bool append(const nlohmann::json &value);
    // Writes `text`, which must be one line of serialized JSON already (no newline in it), as one
    // line: for callers that write the same value to several files and serialize it once.
    bool appendLine(std::string_view text);
    // Writes `lines`, `count` whole lines of serialized JSON each ending in a newline, with one
    // write: for a writer that collects a batch of records before handing them to the kernel.
    bool appendLines(std::string_view lines, std::int64_t count);
    // Fsyncs (whatever the policy: closing is rare and the end of a run deserves it) and closes.
    bool close();

    void setSyncPolicy(SyncPolicy policy) { m_syncPolicy = policy; }
    SyncPolicy syncPolicy() const { return m_syncPolicy; }
    bool isOpen() const { return m_fd >= 0; }
    QString path() const { return m_path; }
    std::int64_t linesWritten() const { return m_linesWritten; }
    QString errorString() const { return m_error; }

private:
    bool writeAll(const char *data, std::size_t size);
    bool fail(const QString &what, int errnoValue);

    int m_fd = -1;
    QString m_path;
    QString m_error;
    SyncPolicy m_syncPolicy = SyncPolicy::Flush;
    std::int64_t m_linesWritten = 0;
    bool m_lineOpen = false; // the file ends inside a line after a failed write
};

} // namespace ttft
