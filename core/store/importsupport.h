#pragma once
// What the importers of other tools' results (vllmimport, guidellmimport, aiperfimport) share:
// turning a tool's durations into our monotonic stamps, classifying its error texts, and the
// session around the records.

#include "model/requestrecord.h"
#include "store/session.h"

#include <QByteArray>
#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttft {

// Imported records have no monotonic clock of ours: their stamps count from this base, and every
// duration the tool reported becomes a difference of two stamps, so ttftMs(), e2eMs(), tpotMs()
// and itlMs() give the tool's own figures (to the microsecond, as ours are).
inline constexpr std::int64_t kImportBaseNs = 1'000'000'000'000; // 1000 s

// Milliseconds (seconds) to whole nanoseconds, rounded.
std::int64_t importMsToNs(double ms);
std::int64_t importSecondsToNs(double seconds);
// A token count from a file: empty when it is not a whole-number-like count (negative, absurd).
std::optional<std::int64_t> importCount(std::optional<double> value);
// A concurrency level from a file, clamped to 0 … 1,000,000.
int importLevel(double value);

// One request as another tool reported it, in the tool's units converted to ms. Offsets are from
// the imported run's start; durations from the request's start.
struct ImportedTiming {
    double startOffsetMs = 0;            // run start → request start
    std::optional<double> ttftMs;        // request start → first token of the answer
    std::optional<double> firstOutputMs; // request start → first output of any kind (reasoning), when earlier
    std::optional<double> lastTokenMs;   // request start → last token (TPOT's end); e2e when absent
    std::optional<double> e2eMs;         // request start → end
    std::vector<double> itlMs;           // gaps between successive tokens (chunks), when the tool kept them
};

// Sets startNs, runStartNs, intendedNs, firstAnswerNs (and the other first-* stamps a token
// implies), answerEventNs (first token, then each ITL gap in turn), lastAnswerNs and endNs.
// Each gap is rounded to the nanosecond on its own, so itlMs() returns the tool's gaps.
void applyImportedTiming(RequestRecord &record, const ImportedTiming &timing);

// An error class for a tool's error text and HTTP status (0 when unknown): the status decides when
// known, then words in the text (timeout, refused, 429, ...); anything else is "transport".
ErrorClass classifyImportedError(const std::string &message, int httpStatus = 0);

// What the session around imported records says.
struct ImportedRunInfo {
    std::string tool;          // "vLLM bench serve", "GuideLLM", "AIPerf"
    std::string toolVersion;   // when the file says
    std::string providerLabel; // the records' provider name
    std::string model;
    std::string baseUrl;       // when the file says
    std::int64_t startedMs = 0; // wall clock of the run's start, 0 when unknown
    std::int64_t endedMs = 0;
    std::string dateText;      // the file's own date, for the note
    std::string sourceFile;    // the imported file's name
};

// Fills session.run (one provider profile per distinct record provider, the plan from the
// records' cells: closed loop over their concurrency levels or open loop over their rates) and
// its environment (note: "imported from TOOL, DATE (FILE)"; started/ended). Records are renumbered
// in order.
void finishImportedSession(Session &session, const ImportedRunInfo &info);

// "2026-11-30 10:15:00 UTC": a run's start for the note, when the file gives it as a time stamp.
std::string importDateText(std::int64_t msSinceEpoch);

// "tool · model" (or "tool · model · backend"): the default provider label of imported records.
std::string importedProviderLabel(const std::string &tool, const std::string &model, const std::string &backend = {});

// JSON helpers that never throw: the value at `key` when it has that type, else empty / null.
std::optional<double> importNumber(const nlohmann::json &object, std::string_view key);
std::string importString(const nlohmann::json &object, std::string_view key);
const nlohmann::json *importObject(const nlohmann::json &object, std::string_view key);
const nlohmann::json *importArray(const nlohmann::json &object, std::string_view key);
// The first object/number/string found along `path` ({"config", "backend", "model"}), or empty.
const nlohmann::json *importFind(const nlohmann::json &object, std::initializer_list<std::string_view> path);

// Parses a whole JSON document; on failure *why says "it is not JSON (byte N of M)" or that it is cut
// short, in words.
bool parseImportDocument(const QByteArray &bytes, nlohmann::json &document, QString *why);

} // namespace ttft
