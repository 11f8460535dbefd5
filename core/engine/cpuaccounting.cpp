#include "cpuaccounting.h"

#include <QDir>
#include <QFile>
#include <QHostAddress>
#include <QNetworkInterface>

#include <unistd.h>

#include <algorithm>
#include <sstream>

namespace ttft {

namespace {

// Small /proc files are read whole; they are generated on read and never large.
QByteArray readProcFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.read(64 * 1024);
}

std::int64_t ticksToNs(std::uint64_t ticks)
{
    static const long hz = std::max(1L, sysconf(_SC_CLK_TCK));
    return std::int64_t(ticks) * (1'000'000'000 / hz);
}

// utime and stime of a /proc/…/stat line: fields 14 and 15, counted after the ")" that closes the
// command name (a name may itself hold spaces and parentheses).
std::optional<std::uint64_t> statCpuTicks(const QByteArray &stat, std::string *name)
{
    const qsizetype open = stat.indexOf('(');
    const qsizetype close = stat.lastIndexOf(')');
    if (open < 0 || close < open)
        return std::nullopt;
    if (name)
        *name = stat.mid(open + 1, close - open - 1).toStdString();
    std::istringstream rest(stat.mid(close + 1).toStdString());
    std::string field;
    std::uint64_t utime = 0, stime = 0;
    for (int index = 3; index <= 15 && rest >> field; ++index) {
        if (index == 14)
            utime = std::strtoull(field.c_str(), nullptr, 10);
        else if (index == 15)
            stime = std::strtoull(field.c_str(), nullptr, 10);
    }
    if (!rest)
        return std::nullopt;
    return utime + stime;
}

// Inodes of the listening sockets on `port` in one of /proc/net/tcp, /proc/net/tcp6.
void listeningInodes(const QString &table, int port, std::vector<QByteArray> *inodes)
{
    const QList<QByteArray> lines = readProcFile(table).split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QList<QByteArray> fields = lines[i].simplified().split(' ');
        // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
        if (fields.size() < 10 || fields[3] != "0A") // 0A: TCP_LISTEN
            continue;
        const qsizetype colon = fields[1].lastIndexOf(':');
        bool ok = false;
        if (colon >= 0 && fields[1].mid(colon + 1).toInt(&ok, 16) == port && ok)
            inodes->push_back(fields[9]);
    }
}

} // namespace

std::optional<MachineCpuTicks> readMachineCpu()
{
    const QByteArray stat = readProcFile(QStringLiteral("/proc/stat"));
    if (!stat.startsWith("cpu "))
        return std::nullopt;
    std::istringstream line(stat.left(stat.indexOf('\n')).mid(4).toStdString());
    std::uint64_t value[8] = {};
    for (std::uint64_t &v : value)
        line >> v; // user nice system idle iowait irq softirq steal (missing fields stay 0)
    MachineCpuTicks ticks;
    ticks.busy = value[0] + value[1] + value[2] + value[5] + value[6];
    ticks.steal = value[7];
    ticks.total = ticks.busy + value[3] + value[4] + ticks.steal;
    return ticks;
}

std::vector<ThreadCpu> readOwnThreadsCpu()
{
    std::vector<ThreadCpu> threads;
    const QStringList tids = QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    threads.reserve(std::size_t(tids.size()));
    for (const QString &tid : tids) {
        const QString dir = QStringLiteral("/proc/self/task/") + tid;
        ThreadCpu thread;
        thread.tid = tid.toInt();
        thread.name = readProcFile(dir + QStringLiteral("/comm")).trimmed().toStdString();
        // schedstat: nanoseconds on a CPU first (exact); stat's clock ticks where it is missing.
        const QByteArray schedstat = readProcFile(dir + QStringLiteral("/schedstat"));
        bool ok = false;
        thread.cpuNs = schedstat.left(schedstat.indexOf(' ')).toLongLong(&ok);
        if (!ok) {
            const std::optional<std::uint64_t> ticks = statCpuTicks(readProcFile(dir + QStringLiteral("/stat")), nullptr);
            if (!ticks)
                continue; // the thread ended while we looked
            thread.cpuNs = ticksToNs(*ticks);
        }
        threads.push_back(std::move(thread));
    }
    return threads;
}

std::optional<ProcessCpu> readProcessCpu(int pid)
{
    ProcessCpu process;
    const std::optional<std::uint64_t> ticks =
        statCpuTicks(readProcFile(QStringLiteral("/proc/%1/stat").arg(pid)), &process.name);
    if (!ticks)
        return std::nullopt;
    process.cpuNs = ticksToNs(*ticks);
    return process;
}

std::optional<int> findListeningProcess(int port)
{
    std::vector<QByteArray> inodes;
    listeningInodes(QStringLiteral("/proc/net/tcp"), port, &inodes);
    listeningInodes(QStringLiteral("/proc/net/tcp6"), port, &inodes);
    if (inodes.empty())
        return std::nullopt;
    std::vector<QString> targets;
    for (const QByteArray &inode : inodes)
        targets.push_back(QStringLiteral("socket:[") + QString::fromLatin1(inode) + QLatin1Char(']'));
    const QStringList pids = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &pid : pids) {
        bool numeric = false;
        const int value = pid.toInt(&numeric);
        if (!numeric)
            continue;
        const QDir fds(QStringLiteral("/proc/") + pid + QStringLiteral("/fd"));
        for (const QString &fd : fds.entryList(QDir::Files | QDir::System | QDir::NoDotAndDotDot)) {
            char target[64];
            const ssize_t length = ::readlink(QFile::encodeName(fds.filePath(fd)).constData(), target, sizeof target - 1);
            if (length <= 0)
                continue;
            if (std::find(targets.begin(), targets.end(), QString::fromLatin1(target, length)) != targets.end())
                return value;
        }
    }
    return std::nullopt;
}

bool isLocalHost(const std::string &host)
{
    QString name = QString::fromStdString(host);
    if (name.startsWith(QLatin1Char('[')) && name.endsWith(QLatin1Char(']')))
        name = name.mid(1, name.size() - 2);
    if (name.compare(QStringLiteral("localhost"), Qt::CaseInsensitive) == 0
        || name.endsWith(QStringLiteral(".localhost"), Qt::CaseInsensitive))
        return true;
    const QHostAddress address(name);
    if (address.isNull())
        return false; // a name: resolving it here would wait on DNS; only literal addresses are known
    if (address.isLoopback())
        return true;
    for (const QHostAddress &own : QNetworkInterface::allAddresses()) {
        if (own.isEqual(address, QHostAddress::TolerantConversion))
            return true;
    }
    return false;
}

} // namespace ttft
