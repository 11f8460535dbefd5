// Memory per recorded request, and the time to save and reopen a session of them. Records are
// shaped like a real run's: 60 answer events each (ITL stamps), usage, ids, no answer text.
//   bench_record_memory [COUNT]   (default 100,000)
#include "base/monoclock.h"
#include "model/requestrecord.h"
#include "stats/runsummary.h"
#include "store/session.h"
#include "syntheticrecords.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <string>

using namespace ttft;
using ttft::bench::syntheticRecord;

namespace {

// CPU seconds of the whole process (every thread): on a shared machine the wall time of a step
// moves with the neighbours' load, its CPU time much less.
double processCpuS()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

// VmRSS (resident now) or VmHWM (the peak so far) in KiB.
long statusKiB(const char *field)
{
    std::ifstream status("/proc/self/status");
    std::string line;
    const std::size_t length = std::strlen(field);
    while (std::getline(status, line)) {
        if (line.compare(0, length, field) == 0)
            return std::atol(line.c_str() + length);
    }
    return 0;
}

long residentKiB()
{
    return statusKiB("VmRSS:");
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const std::int64_t count = argc > 1 ? std::atoll(argv[1]) : 100'000;
    const long before = residentKiB();
    Session session;
    session.records.reserve(std::size_t(count));
    for (std::int64_t i = 0; i < count; ++i)
        session.records.push_back(syntheticRecord(i));
    const long after = residentKiB();
    std::printf("%lld records: %.1f MiB resident, %.0f bytes per record\n", static_cast<long long>(count),
                double(after - before) / 1024.0, double(after - before) * 1024.0 / double(count));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.ttft.json"));
    std::int64_t t0 = monoNowNs();
    double cpu0 = processCpuS();
    QString error;
    if (!writeSessionFile(path, session, &error)) {
        std::fprintf(stderr, "cannot write: %s\n", qPrintable(error));
        return 1;
    }
    const double saveS = double(monoNowNs() - t0) / 1e9;
    const double saveCpuS = processCpuS() - cpu0;
    const long peakAfterSave = statusKiB("VmHWM:");
    const qint64 bytes = QFile(path).size();

    t0 = monoNowNs();
    const RunSummary summary = summarizeRun(session.records);
    const double summaryS = double(monoNowNs() - t0) / 1e9;
    std::printf("save (with summaries): %.2f s (%.2f s CPU), %.1f MiB on disk, peak resident %.0f MiB (records %.0f MiB); "
                "run summary alone: %.3f s (p50 TTFT %.1f ms)\n",
                saveS, saveCpuS, double(bytes) / (1 << 20), double(peakAfterSave) / 1024.0, double(after) / 1024.0, summaryS,
                summary.ttftMs.p50.value_or(-1));

    // Reopen, and check the statistics are the ones that were saved (the issue's "identical
    // statistics": the whole run summary's JSON, every figure of it).
    t0 = monoNowNs();
    cpu0 = processCpuS();
    Session reopened;
    if (!readSessionFile(path, reopened, &error)) {
        std::fprintf(stderr, "cannot reopen: %s\n", qPrintable(error));
        return 1;
    }
    const double openS = double(monoNowNs() - t0) / 1e9;
    const double openCpuS = processCpuS() - cpu0;
    const bool same = reopened.records.size() == session.records.size()
        && toJson(summarizeRun(reopened.records)) == toJson(summary);
    std::printf("reopen: %.2f s (%.2f s CPU), %zu records, statistics %s\n", openS, openCpuS, reopened.records.size(),
                same ? "identical" : "DIFFERENT");
    return same ? 0 : 1;
}
