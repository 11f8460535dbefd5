#include "runlibrary.h"

#include "model/jsonfields.h"
#include "runjournal.h"
#include "session.h"

#include "base/i18n.h"
#include "model/rundescription.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <algorithm>

namespace ttft {

namespace {

std::optional<double> percentileOf(const nlohmann::json &summary, const char *metric, const char *p)
{
    const auto m = summary.find(metric);
    if (m == summary.end() || !m->is_object())
        return std::nullopt;
    const auto v = m->find(p);
    if (v == m->end() || !v->is_number())
        return std::nullopt;
    return v->get<double>();
}

void fillFromHead(const nlohmann::json &head, RunLibraryEntry &entry)
{
    const RunDescription run = runDescriptionFromJson(jsonfields::valueOr(head, "run", nlohmann::json::object()));
    entry.startedMs = run.environment.startedMs;
    entry.endedMs = run.environment.endedMs;
    entry.host = run.environment.host;
    entry.note = run.environment.note;
    entry.recovered = jsonfields::valueOr(head, "recovered", false);
    for (const PlanCell &cell : planCells(run.plan))
        entry.cells.push_back(cell.id);
    const nlohmann::json summary = jsonfields::valueOr(head, "summary", nlohmann::json::object());
    entry.requests = jsonfields::valueOr(summary, "requests", std::int64_t(0));
    entry.errors = jsonfields::valueOr(summary, "errors", std::int64_t(0));
    const auto perProvider = head.find("provider_summaries");
    if (perProvider != head.end() && perProvider->is_array()) {
        for (const nlohmann::json &item : *perProvider) {
            if (!item.is_object())
                continue;
            const nlohmann::json providerSummary = jsonfields::valueOr(item, "summary", nlohmann::json::object());
            entry.providers.push_back(jsonfields::valueOr(item, "provider", std::string()));
            entry.ttftP50Ms.push_back(percentileOf(providerSummary, "ttft_ms", "p50"));
            entry.ttftP95Ms.push_back(percentileOf(providerSummary, "ttft_ms", "p95"));
        }
    } else {
        // Older files: the providers of the run description, figures for the whole run only.
        for (const ProviderProfile &profile : run.providers) {
            entry.providers.push_back(profile.name);
            entry.ttftP50Ms.push_back(run.providers.size() == 1 ? percentileOf(summary, "ttft_ms", "p50") : std::nullopt);
            entry.ttftP95Ms.push_back(run.providers.size() == 1 ? percentileOf(summary, "ttft_ms", "p95") : std::nullopt);
        }
    }
}

// A journal's requests, counted by lines (only unfinished journals are counted, and they are rare).
std::int64_t journalRequestLines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    std::int64_t lines = 0;
    while (!file.atEnd()) {
        const QByteArray chunk = file.read(1 << 20);
        lines += std::count(chunk.begin(), chunk.end(), '\n');
    }
    return std::max<std::int64_t>(lines - 1, 0); // the header
}

} // namespace

bool readSessionHead(const QString &path, RunLibraryEntry &entry, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = Tr::tr("Cannot read %1: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray first = file.readLine(64 << 20);
    nlohmann::json head;
    if (first.endsWith('\n'))
        head = sessionHeadFromFirstLine(std::string_view(first.constData(), std::size_t(first.size() - 1)));
    if (head.is_null()) {
        // Not laid out as this version writes: read the whole file (older versions, edited files).
        Session session;
        if (!readSessionFile(path, session, error))
            return false;
        head = toJson(session);
        head.erase("records");
    }
    if (!head.is_object() || jsonfields::valueOr(head, "format", std::string()) != kSessionFormat) {
        if (error)
            *error = Tr::tr("%1 is not a TTFT Workbench session file.").arg(path);
        return false;
    }
    entry = RunLibraryEntry{};
    entry.path = path;
    fillFromHead(head, entry);
    return true;
}

std::vector<RunLibraryEntry> scanRunLibrary(const QString &directory)
{
    std::vector<RunLibraryEntry> entries;
    const QDir dir(directory);
    for (const QFileInfo &info : dir.entryInfoList({QStringLiteral("*.ttft.json")}, QDir::Files)) {
        RunLibraryEntry entry;
        QString error;
        if (!readSessionHead(info.absoluteFilePath(), entry, &error)) {
            entry = RunLibraryEntry{};
            entry.path = info.absoluteFilePath();
            entry.unreadable = error.isEmpty() ? Tr::tr("%1 cannot be read.").arg(info.absoluteFilePath()) : error;
        }
        if (entry.startedMs == 0)
            entry.startedMs = info.lastModified().toMSecsSinceEpoch();
        entries.push_back(std::move(entry));
    }
    for (const QString &path : unfinishedJournals(directory)) {
        RunLibraryEntry entry;
        entry.path = path;
        entry.unfinished = true;
        const JournalStatus status = readJournalStatus(path);
        entry.startedMs = status.startedMs != 0 ? status.startedMs : QFileInfo(path).lastModified().toMSecsSinceEpoch();
        entry.requests = journalRequestLines(path);
        entries.push_back(std::move(entry));
    }
    std::stable_sort(entries.begin(), entries.end(),
                     [](const RunLibraryEntry &a, const RunLibraryEntry &b) { return a.startedMs > b.startedMs; });
    return entries;
}

QStringList unfinishedJournals(const QString &directory)
{
    QStringList paths;
    const QDir dir(directory);
    for (const QFileInfo &info : dir.entryInfoList({QStringLiteral("*.ttft.jsonl")}, QDir::Files, QDir::Name)) {
        const QString path = info.absoluteFilePath();
        if (QFileInfo::exists(sessionPathForJournal(path)))
            continue;
        const JournalStatus status = readJournalStatus(path);
        if (status.isJournal && !status.ended)
            paths << path;
    }
    return paths;
}

QString sessionPathForJournal(const QString &journalPath)
{
    return journalPath.endsWith(QLatin1String(".jsonl")) ? journalPath.chopped(1) : journalPath + QStringLiteral(".ttft.json");
}

} // namespace ttft
