#include "jsonlwriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ttft {

JsonlWriter::~JsonlWriter()
{
    close();
}

bool JsonlWriter::fail(const QString &what, int errnoValue)
{
    m_error = what + QStringLiteral(": ") + QString::fromLocal8Bit(std::strerror(errnoValue));
    return false;
}

bool JsonlWriter::open(const QString &path, OpenMode mode)
{
    close();
    m_error.clear();
    m_linesWritten = 0;
    m_lineOpen = false;
    m_path = path;

    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath())) {
        m_error = QStringLiteral("cannot create directory %1").arg(info.absolutePath());
        return false;
    }

    // O_APPEND: every write lands at the end even if another process appends too, and a line
    // handed over in one write() is never interleaved with theirs.
    // O_RDWR rather than O_WRONLY only so that open() can look at the last byte.
    int flags = O_RDWR | O_CREAT | O_CLOEXEC | O_APPEND;
    if (mode == OpenMode::Truncate)
        flags |= O_TRUNC;
    const QByteArray encoded = QFile::encodeName(path);
    int fd = -1;
    do {
        fd = ::open(encoded.constData(), flags, 0644);
    } while (fd < 0 && errno == EINTR);
    if (fd < 0)
        return fail(QStringLiteral("cannot open %1").arg(path), errno);
    m_fd = fd;

    if (mode == OpenMode::Append) {
        struct stat st {};
        if (::fstat(m_fd, &st) == 0 && st.st_size > 0) {
            char last = '\n';
            if (::pread(m_fd, &last, 1, st.st_size - 1) == 1 && last != '\n') {
                if (!writeAll("\n", 1)) {
                    ::close(m_fd);
                    m_fd = -1;
                    return false;
                }
            }
        }
    }
    return true;
}

bool JsonlWriter::writeAll(const char *data, std::size_t size)
{
    const std::size_t total = size;
    while (size > 0) {
        const ssize_t written = ::write(m_fd, data, size);
        if (written < 0) {
            if (errno == EINTR)
                continue;
            const int error = errno;
            // Some bytes went out: the file now ends inside a line.
            if (size != total)
                m_lineOpen = true;
            return fail(QStringLiteral("cannot write %1").arg(m_path), error);
        }
        data += written;
        size -= std::size_t(written);
    }
    m_lineOpen = false;
    return true;
}

bool JsonlWriter::append(const nlohmann::json &value)
{
    // dump() without indentation escapes every newline inside strings, so a value is one line.
    return appendLine(value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

bool JsonlWriter::appendLine(std::string_view text)
{
    if (m_fd < 0) {
        m_error = QStringLiteral("journal is not open");
        return false;
    }
    std::string line;
    line.reserve(text.size() + 2);
    if (m_lineOpen) // an earlier append failed part-way: end that line, keep this one whole
        line += '\n';
    line += text;
    line += '\n';
    if (!writeAll(line.data(), line.size()))
        return false;
    if (m_syncPolicy == SyncPolicy::Fsync && ::fdatasync(m_fd) != 0)
        return fail(QStringLiteral("cannot sync %1").arg(m_path), errno);
    ++m_linesWritten;
    return true;
}

bool JsonlWriter::appendLines(std::string_view lines, std::int64_t count)
{
    if (m_fd < 0) {
        m_error = QStringLiteral("journal is not open");
        return false;
    }
    if (m_lineOpen && !writeAll("\n", 1)) // an earlier append failed part-way: end that line
        return false;
    if (!writeAll(lines.data(), lines.size()))
        return false;
    if (m_syncPolicy == SyncPolicy::Fsync && ::fdatasync(m_fd) != 0)
        return fail(QStringLiteral("cannot sync %1").arg(m_path), errno);
    m_linesWritten += count;
    return true;
}

bool JsonlWriter::close()
{
    if (m_fd < 0)
        return true;
    bool ok = true;
    if (::fsync(m_fd) != 0 && errno != EINVAL) // EINVAL: a pipe or special file, nothing to sync
        ok = fail(QStringLiteral("cannot sync %1").arg(m_path), errno);
    if (::close(m_fd) != 0 && ok)
        ok = fail(QStringLiteral("cannot close %1").arg(m_path), errno);
    m_fd = -1;
    return ok;
}

} // namespace ttft
