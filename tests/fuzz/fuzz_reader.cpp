// libFuzzer target: one of the readers of the files people hand the tool, as the commands call them.
// Built once per reader; TTFT_FUZZ_READER names it:
//   session  a session file (ttft-bench report/merge, the window's Open, the run history's first line)
//   journal  a run journal (ttft-bench recover, the window's crash recovery, the run history)
//   plan     a plan file (ttft-bench run --plan: the run description and the lab's section)
//   import   another tool's results (ttft-bench import: vLLM bench, GuideLLM, AIPerf; sniffed)
// The input is the file's bytes, written to a file in a private temporary folder and read back by
// the real reader (paths, QFile and all).
//
// Properties beyond "no crash, no UB, no leak, no exception, no abort":
// - what a reader accepts, the project can write and read again: a session read is written with
//   writeSessionFile and read back with as many records; a journal's recovered session likewise;
//   a plan's run description survives toJson and runDescriptionFromJson unchanged;
// - a refusal always says why (a non-empty error).

#include "jsonmutator.h"

#include "lab/labconfigjson.h"
#include "model/rundescription.h"
#include "store/foreignimport.h"
#include "store/runjournal.h"
#include "results/resultstext.h"
#include "results/runresults.h"
#include "store/session.h"
#include "wire/jsonnesting.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#ifndef TTFT_FUZZ_READER
#error "TTFT_FUZZ_READER must name the reader under test"
#endif

namespace {

void check(bool condition, const char *what, const QString &detail = {})
{
    if (!condition) {
        std::fprintf(stderr, "fuzz property broken: %s\n%s\n", what, detail.toLocal8Bit().constData());
        std::abort();
    }
}

const QTemporaryDir &folder()
{
    // /dev/shm when there is one: a file per execution, so memory rather than a disk.
    static const QTemporaryDir dir(QDir(QStringLiteral("/dev/shm")).exists() ? QStringLiteral("/dev/shm/ttft-fuzz-XXXXXX")
                                                                             : QDir::tempPath() + QStringLiteral("/ttft-fuzz-XXXXXX"));
    return dir;
}

QString writeInput(const char *name, const std::uint8_t *data, std::size_t size)
{
    const QString path = folder().filePath(QString::fromLatin1(name));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        std::fprintf(stderr, "cannot write %s\n", path.toLocal8Bit().constData());
        std::abort();
    }
    file.write(reinterpret_cast<const char *>(data), qint64(size));
    return path;
}

// A session the project made can be written and read again, with every record.
void checkWritesBack(const ttft::Session &session)
{
    const QString path = folder().filePath(QStringLiteral("again.ttft.json"));
    QString error;
    check(ttft::writeSessionFile(path, session, &error), "a session that was read can be written", error);
    ttft::Session again;
    check(ttft::readSessionFile(path, again, &error), "a session written can be read", error);
    check(again.records.size() == session.records.size(), "writing and reading a session keeps every record",
          QStringLiteral("%1 records, %2 after").arg(session.records.size()).arg(again.records.size()));
    check(again.run == session.run, "writing and reading a session keeps its run description");
}

void fuzzSession(const std::uint8_t *data, std::size_t size)
{
    const QString path = writeInput("run.ttft.json", data, size);
    // The run history reads the first line alone.
    const char *newline = static_cast<const char *>(std::memchr(data, '\n', size));
    const std::size_t firstLine = newline ? std::size_t(newline - reinterpret_cast<const char *>(data)) : size;
    const nlohmann::json head = ttft::sessionHeadFromFirstLine(std::string_view(reinterpret_cast<const char *>(data), firstLine));
    check(head.is_null() || head.is_object(), "a session head is an object or nothing");

    ttft::Session session;
    QString error;
    std::int64_t skipped = 0;
    if (!ttft::readSessionFile(path, session, &error, &skipped)) {
        check(!error.isEmpty(), "a refused session says why");
        return;
    }
    check(skipped >= 0, "skipped records are counted, not subtracted");
    // What `report --json`, `report --markdown` and the window's Export compute from it.
    const ttft::RunResults results = ttft::computeResults(session);
    check(ttft::toJson(results).is_object(), "a session's summary is an object");
    (void)ttft::resultsText(results);
    checkWritesBack(session);
}

void fuzzJournal(const std::uint8_t *data, std::size_t size)
{
    const QString path = writeInput("run.ttft.jsonl", data, size);
    (void)ttft::readJournalStatus(path);
    ttft::Session session;
    QString error;
    std::int64_t skipped = 0;
    if (!ttft::recoverSessionFromJournal(path, session, &error, &skipped)) {
        check(!error.isEmpty(), "a refused journal says why");
        return;
    }
    check(session.recovered, "a session rebuilt from a journal says so");
    checkWritesBack(session);
}

void fuzzPlan(const std::uint8_t *data, std::size_t size)
{
    // As ttft-bench run --plan reads it (app/runsetup.cpp).
    const nlohmann::json file = ttft::parseJsonBounded(std::string_view(reinterpret_cast<const char *>(data), size));
    if (file.is_discarded() || !file.is_object())
        return;
    std::string problem;
    const ttft::RunDescription run = ttft::runDescriptionFromJson(file, &problem);
    if (problem.empty()) {
        std::string again;
        const ttft::RunDescription back = ttft::runDescriptionFromJson(ttft::toJson(run), &again);
        check(again.empty(), "a run description the project wrote reads back", QString::fromStdString(again));
        check(back == run, "a run description survives being written and read");
    }
    if (file.contains("lab")) {
        std::string labProblem;
        const ttft::LabConfig config = ttft::labConfigFromJson(file["lab"], &labProblem);
        if (labProblem.empty())
            (void)ttft::toJson(config).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    }
}

void fuzzImport(const std::uint8_t *data, std::size_t size)
{
    const QString path = writeInput("results.json", data, size);
    (void)ttft::sniffForeignFormat(QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size)));
    ttft::Session session;
    QString error;
    ttft::ForeignImportReport report;
    if (!ttft::importForeignResults(path, ttft::ForeignImportOptions{}, session, &error, &report)) {
        check(!error.isEmpty(), "a refused import says why");
        check(session.records.empty(), "a refused import leaves the session unchanged");
        return;
    }
    check(!session.records.empty(), "an import holds records");
    checkWritesBack(session);
}

} // namespace

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t *data, std::size_t size, std::size_t maxSize, unsigned int seed)
{
    return jsonmutator::mutate(data, size, maxSize, seed);
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const std::string reader = TTFT_FUZZ_READER;
    if (reader == "session")
        fuzzSession(data, size);
    else if (reader == "journal")
        fuzzJournal(data, size);
    else if (reader == "plan")
        fuzzPlan(data, size);
    else if (reader == "import")
        fuzzImport(data, size);
    else {
        std::fprintf(stderr, "unknown reader %s\n", TTFT_FUZZ_READER);
        std::abort();
    }
    return 0;
}
