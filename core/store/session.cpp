#include "session.h"

#include "jsonlreader.h"
#include "model/jsonfields.h"
#include "stats/runsummary.h"
#include "summarywriter.h"
#include "wire/jsonnesting.h"

#include "base/i18n.h"

#include <QFile>

#include <algorithm>
#include <iterator>
#include <optional>
#include <string_view>
#include <thread>

namespace ttft {

namespace {

// Where the head's object is cut open for the records: the end of a session file's first line.
constexpr std::string_view kRecordsOpening = ",\"records\":[";

// The file's head: everything but the records.
nlohmann::json sessionHead(const Session &session, const RunSummary &summary)
{
    // Per provider too, in the order they first appear: the run history shows each provider's
    // headline figures from the head alone.
    std::vector<std::string> providers;
    std::vector<std::vector<const RequestRecord *>> byProvider;
    for (const RequestRecord &record : session.records) {
        auto it = std::find(providers.begin(), providers.end(), record.provider);
        if (it == providers.end()) {
            providers.push_back(record.provider);
            byProvider.emplace_back();
            it = providers.end() - 1;
        }
        byProvider[std::size_t(it - providers.begin())].push_back(&record);
    }
    nlohmann::json perProvider = nlohmann::json::array();
    for (std::size_t i = 0; i < providers.size(); ++i)
        perProvider.push_back({{"provider", providers[i]}, {"summary", toJson(summarizeRunSelection(byProvider[i]))}});
    nlohmann::json head{
        {"format", kSessionFormat},
        {"schema_version", kSessionSchemaVersion},
        {"run", toJson(session.run)},
        {"summary", toJson(summary)},
        {"provider_summaries", std::move(perProvider)},
        {"client_health", session.clientHealth},
        {"recovered", session.recovered},
    };
    if (!session.duringRun.empty())
        head["during_run"] = toJson(session.duringRun);
    // Only a merged session carries it: a single run's file stays as it was.
    if (!session.sources.empty()) {
        nlohmann::json sources = nlohmann::json::array();
        for (const RunEnvironment &source : session.sources)
            sources.push_back(toJson(source));
        head["sources"] = std::move(sources);
    }
    return head;
}

// Serializing and parsing 100,000 records is most of a session's save and open time, and each
// record is independent of the others: the work is split into one slice per core.
std::size_t sliceCount(std::size_t items)
{
    return items < 2'000 ? 1 : std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, 8);
}

// Runs work(slice, begin, end) for each slice of [0, items), the calling thread taking the first.
template <typename Work>
void forEachSlice(std::size_t items, const Work &work)
{
    const std::size_t slices = sliceCount(items);
    std::vector<std::thread> helpers;
    for (std::size_t i = 1; i < slices; ++i)
        helpers.emplace_back(work, i, items * i / slices, items * (i + 1) / slices);
    work(std::size_t(0), std::size_t(0), items / slices);
    for (std::thread &helper : helpers)
        helper.join();
}

} // namespace

nlohmann::json toJson(const Session &session)
{
    nlohmann::json records = nlohmann::json::array();
    for (const RequestRecord &record : session.records)
        records.push_back(toJson(record, true, RecordJsonForm::Raw));
    nlohmann::json object = sessionHead(session, summarizeRun(session.records));
    object["records"] = std::move(records);
    return object;
}

bool writeSessionFile(const QString &path, const Session &session, QString *error, FileProgress *progress)
{
    // The same document as toJson(session), made without holding all of it as one JSON value:
    // the head, then each record on a line of its own, serialized by slices in parallel while
    // this thread computes the summaries.
    const std::vector<RequestRecord> &records = session.records;
    std::vector<std::string> slices(sliceCount(records.size()));
    if (progress)
        progress->total = std::int64_t(records.size());
    std::thread serializer([&] {
        forEachSlice(records.size(), [&](std::size_t slice, std::size_t begin, std::size_t end) {
            std::string &out = slices[slice];
            out.reserve((end - begin) * 1'600);
            for (std::size_t i = begin; i < end; ++i) {
                if (progress) {
                    if (progress->isCancelled())
                        return;
                    progress->add(1);
                }
                out += "\n";
                out += toJson(records[i], true, RecordJsonForm::Raw)
                           .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
                out += ',';
            }
        });
    });
    const RunSummary summary = summarizeRun(records);
    serializer.join();
    if (progress && progress->isCancelled()) {
        if (error)
            *error = Tr::tr("Saving was cancelled; nothing was written.");
        return false;
    }

    std::string head = sessionHead(session, summary).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    head.pop_back(); // the head's closing brace: the records go in before it
    head += kRecordsOpening;
    // Each slice ends with a comma; the last record's is dropped.
    for (auto slice = slices.rbegin(); slice != slices.rend(); ++slice) {
        if (!slice->empty()) {
            slice->pop_back();
            break;
        }
    }
    std::vector<std::string_view> parts{head};
    parts.insert(parts.end(), slices.begin(), slices.end());
    parts.push_back("\n]}\n");
    return writeTextFileAtomically(path, parts, error);
}

namespace {

// Parses `lines` (one record each, with or without the comma after it) in parallel. False when a
// line is not a JSON object, or a record field has the wrong type: *problem then names the first
// such record (1-based, in file order) and what is wrong with it.
bool parseRecordLines(const std::vector<std::string_view> &lines, std::vector<RequestRecord> &records,
                      std::string *problem, FileProgress *progress)
{
    struct Damage {
        std::size_t line = 0;
        std::string what;
    };
    std::vector<std::vector<RequestRecord>> slices(sliceCount(lines.size()));
    std::vector<std::optional<Damage>> damage(slices.size());
    forEachSlice(lines.size(), [&](std::size_t slice, std::size_t begin, std::size_t end) {
        slices[slice].reserve(end - begin);
        for (std::size_t i = begin; i < end && !damage[slice]; ++i) {
            if (progress) {
                if (progress->isCancelled())
                    return;
                progress->add(1);
            }
            std::string_view line = lines[i];
            if (line.ends_with(','))
                line.remove_suffix(1);
            const nlohmann::json object = parseJsonBounded(line);
            std::string wrong;
            if (!object.is_object()) {
                damage[slice] = Damage{i, {}}; // not laid out as we write it: read as a whole document
                break;
            }
            slices[slice].push_back(requestRecordFromJson(object, &wrong));
            if (!wrong.empty())
                damage[slice] = Damage{i, std::move(wrong)};
        }
    });
    // Slices are in file order: the first damaged one holds the first damage.
    for (const std::optional<Damage> &found : damage) {
        if (!found)
            continue;
        if (!found->what.empty() && problem)
            *problem = "record " + std::to_string(found->line + 1) + " (line " + std::to_string(found->line + 2)
                     + "): " + found->what; // the head is line 1
        return false;
    }
    records.clear();
    records.reserve(lines.size());
    for (std::vector<RequestRecord> &slice : slices)
        std::move(slice.begin(), slice.end(), std::back_inserter(records));
    return true;
}

// The fast way in, for a file laid out as writeSessionFile lays it out: the head on the first line
// (ending where the records open), a record per line, "]}" last. Each record is parsed on its own,
// in parallel, never as part of one document-sized JSON value (which for 100,000 records costs
// gigabytes and most of the time). False when the text is not laid out so (an older version's
// file, or one a person reformatted): the caller then parses the whole document.
bool readLaidOut(std::string_view text, nlohmann::json &head, std::vector<RequestRecord> &records, std::string *problem,
                 FileProgress *progress)
{
    const std::size_t firstEnd = text.find('\n');
    if (firstEnd == std::string_view::npos)
        return false;
    head = sessionHeadFromFirstLine(text.substr(0, firstEnd));
    if (head.is_null())
        return false;

    std::string_view body = text.substr(firstEnd + 1);
    while (!body.empty() && (body.back() == '\n' || body.back() == '\r' || body.back() == ' '))
        body.remove_suffix(1);
    if (!body.ends_with("]}"))
        return false;
    body.remove_suffix(2);
    std::vector<std::string_view> lines;
    while (!body.empty()) {
        const std::size_t end = std::min(body.find('\n'), body.size());
        if (end > 0)
            lines.push_back(body.substr(0, end));
        body.remove_prefix(std::min(end + 1, body.size()));
    }
    if (progress)
        progress->total = std::int64_t(lines.size());
    return parseRecordLines(lines, records, problem, progress);
}

// Why `bytes` is not a JSON document, in words and with the place: a file cut short says so.
QString whyNotJson(const QString &path, const QByteArray &bytes)
{
    if (const std::optional<std::size_t> at = excessiveJsonNesting(std::string_view(bytes.constData(), std::size_t(bytes.size()))))
        return Tr::tr("%1 is damaged: its JSON nests deeper than %2 levels at byte %3 of %4. It was not opened, and nothing "
                      "was changed.")
            .arg(path)
            .arg(kMaxJsonDepth)
            .arg(qint64(*at))
            .arg(bytes.size());
    try {
        [[maybe_unused]] const nlohmann::json parsed =
            nlohmann::json::parse(bytes.constData(), bytes.constData() + bytes.size());
    } catch (const nlohmann::json::parse_error &e) {
        if (e.byte >= std::size_t(bytes.size()))
            return Tr::tr("%1 is cut short: the file ends after %2 bytes, in the middle of its data. "
                          "It was not opened, and nothing was changed.")
                .arg(path)
                .arg(bytes.size());
        return Tr::tr("%1 is damaged: it is not valid JSON at byte %2 of %3. It was not opened, and nothing was changed.")
            .arg(path)
            .arg(qint64(e.byte))
            .arg(bytes.size());
    }
    return {};
}

} // namespace

nlohmann::json sessionHeadFromFirstLine(std::string_view line)
{
    if (!line.ends_with(kRecordsOpening))
        return nullptr;
    std::string headText(line.substr(0, line.size() - kRecordsOpening.size()));
    headText += '}';
    nlohmann::json head = parseJsonBounded(headText);
    return head.is_object() ? head : nlohmann::json();
}

bool readSessionFile(const QString &path, Session &session, QString *error, std::int64_t *skippedRecords,
                     FileProgress *progress)
{
    const auto failed = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return failed(Tr::tr("Cannot read %1: %2").arg(path, file.errorString()));
    const QByteArray bytes = file.readAll();
    if (bytes.trimmed().isEmpty())
        return failed(Tr::tr("%1 is empty. It was not opened, and nothing was changed.").arg(path));

    nlohmann::json object;
    std::vector<RequestRecord> records;
    std::int64_t skipped = 0;
    // A known field of the wrong type is named with where it is and what was expected: a file
    // edited by hand or written by something else is refused in one line, never half read.
    std::string problem;
    const auto damaged = [&] {
        return failed(Tr::tr("%1 is damaged: %2. It was not opened, and nothing was changed.")
                          .arg(path, QString::fromStdString(problem)));
    };
    const bool laidOut =
        readLaidOut(std::string_view(bytes.constData(), std::size_t(bytes.size())), object, records, &problem, progress);
    if (progress && progress->isCancelled())
        return failed(Tr::tr("Opening %1 was cancelled.").arg(path));
    if (!problem.empty())
        return damaged();
    if (!laidOut) {
        object = parseJsonBounded(std::string_view(bytes.constData(), std::size_t(bytes.size())));
        if (object.is_discarded())
            return failed(whyNotJson(path, bytes));
    }
    if (!object.is_object() || jsonfields::valueOr(object, "format", std::string()) != kSessionFormat)
        return failed(Tr::tr("%1 is not a TTFT Workbench session file.").arg(path));
    if (const auto field = object.find("schema_version"); field != object.end() && !field->is_number_integer())
        return failed(Tr::tr("%1 is damaged: \"schema_version\": expected a whole number, found %2. It was not opened, "
                             "and nothing was changed.")
                          .arg(path, QString::fromStdString(jsonfields::foundName(*field))));
    const int version = jsonfields::valueOr(object, "schema_version", 0);
    if (version > kSessionSchemaVersion)
        return failed(Tr::tr("%1 was written by a newer version of TTFT Workbench (session schema %2; this one reads up "
                             "to %3).")
                          .arg(path)
                          .arg(version)
                          .arg(kSessionSchemaVersion));
    if (!laidOut) {
        const auto found = object.find("records");
        if (found != object.end() && found->is_array()) {
            records.reserve(found->size());
            for (std::size_t i = 0; i < found->size() && problem.empty(); ++i) {
                const nlohmann::json &record = (*found)[i];
                if (record.is_object())
                    jsonfields::within(&problem, "record " + std::to_string(i + 1),
                                       [&] { records.push_back(requestRecordFromJson(record, &problem)); });
                else
                    ++skipped;
            }
        }
    }
    Session loaded;
    jsonfields::within(&problem, "run", [&] {
        loaded.run = runDescriptionFromJson(jsonfields::valueOr(object, "run", nlohmann::json::object()), &problem);
    });
    loaded.clientHealth = jsonfields::valueOr(object, "client_health", nlohmann::json());
    // What only the live run measured is read tolerantly inside (an older or damaged part is left
    // out, model/duringrun.h); only a during_run that is not an object at all is refused.
    const nlohmann::json duringRun = jsonfields::valueOr(object, "during_run", nlohmann::json());
    if (!duringRun.is_null() && !duringRun.is_object() && problem.empty())
        problem = "\"during_run\": expected an object, found " + jsonfields::foundName(duringRun);
    loaded.duringRun = duringRunFromJson(duringRun);
    jsonfields::read(object, "recovered", loaded.recovered, &problem);
    if (const auto sources = object.find("sources"); sources != object.end() && sources->is_array()) {
        for (std::size_t i = 0; i < sources->size(); ++i) {
            if ((*sources)[i].is_object())
                jsonfields::within(&problem, "sources[" + std::to_string(i) + "]",
                                   [&] { loaded.sources.push_back(runEnvironmentFromJson((*sources)[i], &problem)); });
        }
    }
    if (!problem.empty())
        return damaged();
    loaded.records = std::move(records);
    session = std::move(loaded);
    if (skippedRecords)
        *skippedRecords = skipped;
    return true;
}

bool recoverSessionFromJournal(const QString &journalPath, Session &session, QString *error,
                               std::int64_t *skippedLines, QString *firstSkipped, FileProgress *progress)
{
    JsonlContents contents;
    if (!readJsonlFile(journalPath, contents, error))
        return false;
    std::int64_t skipped = contents.skippedLines();
    if (contents.values.empty() || !contents.values.front().is_object()
        || jsonfields::valueOr(contents.values.front(), "format", std::string()) != kJournalFormat) {
        if (error)
            *error = QStringLiteral("%1 is not a TTFT Workbench journal (no journal header on its first line)").arg(journalPath);
        return false;
    }
    const nlohmann::json &header = contents.values.front();
    if (const auto field = header.find("schema_version"); field != header.end() && !field->is_number_integer()) {
        if (error)
            *error = Tr::tr("%1 is damaged: its header's \"schema_version\": expected a whole number, found %2. Nothing "
                            "was changed.")
                         .arg(journalPath, QString::fromStdString(jsonfields::foundName(*field)));
        return false;
    }
    const int version = jsonfields::valueOr(header, "schema_version", 0);
    if (version > kJournalSchemaVersion) {
        if (error)
            *error = QStringLiteral("%1 was written by a newer version (journal schema %2, this one reads up to %3)")
                         .arg(journalPath)
                         .arg(version)
                         .arg(kJournalSchemaVersion);
        return false;
    }
    Session recovered;
    std::string problem;
    recovered.run = runDescriptionFromJson(jsonfields::valueOr(header, "run", nlohmann::json::object()), &problem);
    if (!problem.empty()) {
        if (error)
            *error = Tr::tr("%1 is damaged: the header's run: %2. Nothing was changed.")
                         .arg(journalPath, QString::fromStdString(problem));
        return false;
    }
    // Every good request line is kept; a damaged one is skipped, counted, and the first is named.
    std::int64_t firstLine = contents.skippedLineNumbers.empty() ? 0 : contents.skippedLineNumbers.front();
    std::string firstWhy = contents.truncatedTail && contents.skippedLines() == 1
                               ? "cut short (the run ended while writing it)" : "not valid JSON";
    const auto skip = [&](std::size_t value, std::string why) {
        ++skipped;
        if (firstLine == 0 || contents.lineNumbers[value] < firstLine) {
            firstLine = contents.lineNumbers[value];
            firstWhy = std::move(why);
        }
    };
    if (progress)
        progress->total = std::int64_t(contents.values.size() - 1);
    for (std::size_t i = 1; i < contents.values.size(); ++i) {
        if (progress) {
            if (progress->isCancelled()) {
                if (error)
                    *error = Tr::tr("Recovering %1 was cancelled.").arg(journalPath);
                return false;
            }
            progress->add(1);
        }
        const nlohmann::json &line = contents.values[i];
        if (line.is_object() && jsonfields::valueOr(line, "type", std::string()) == "end")
            continue; // the run ended: nothing to rebuild from this line
        // A request line holds its record as an object; anything else is not made into an empty request.
        const auto record = line.is_object() ? line.find("record") : line.end();
        if (!line.is_object() || jsonfields::valueOr(line, "type", std::string()) != "request" || record == line.end()
            || !record->is_object()) {
            skip(i, "not a request line");
            continue;
        }
        std::string wrong;
        RequestRecord rebuilt = requestRecordFromJson(*record, &wrong);
        if (!wrong.empty()) {
            skip(i, "record: " + wrong);
            continue;
        }
        recovered.records.push_back(std::move(rebuilt));
    }
    if (firstSkipped && firstLine > 0)
        *firstSkipped = Tr::tr("line %1: %2").arg(firstLine).arg(QString::fromStdString(firstWhy));
    recovered.clientHealth = nullptr;
    recovered.recovered = true;
    session = std::move(recovered);
    if (skippedLines)
        *skippedLines = skipped;
    return true;
}

} // namespace ttft
