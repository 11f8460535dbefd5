#include "serverlog.h"

#include "wire/jsonnesting.h"

#include <QDateTime>
#include <QString>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>

namespace ttft {

namespace {

using Row = std::map<std::string, std::string>; // column → text (JSON values as their text)

std::optional<std::string> pick(const std::vector<std::string> &columns, std::initializer_list<const char *> candidates)
{
    for (const char *candidate : candidates) {
        for (const std::string &column : columns) {
            if (column == candidate)
                return column;
        }
    }
    return std::nullopt;
}

void guessColumns(const std::vector<std::string> &columns, ServerLogMapping &m)
{
    const auto guess = [&](std::string &slot, std::initializer_list<const char *> candidates) {
        if (slot.empty())
            slot = pick(columns, candidates).value_or(std::string());
    };
    guess(m.id, {"request_id", "x_request_id", "x-request-id", "requestId", "req_id", "id"});
    guess(m.ttftMs, {"ttft_ms", "time_to_first_token_ms", "ttftMs", "server_ttft_ms"});
    guess(m.arrival, {"arrival_time", "arrival_ts", "arrival", "received_at", "start_time", "started_at"});
    guess(m.firstToken, {"first_token_time", "first_token_ts", "first_token_at", "first_token"});
    guess(m.end, {"finished_time", "finish_time", "end_time", "last_token_time", "last_token_ts", "finished_at"});
    guess(m.queueMs, {"queue_ms", "queue_time_ms", "queued_ms"});
    guess(m.e2eMs, {"e2e_ms", "latency_ms", "duration_ms", "total_ms"});
}

std::optional<double> parseNumber(const std::string &text)
{
    if (text.empty())
        return std::nullopt;
    char *end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    if (end != text.c_str() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

// A timestamp in milliseconds (any epoch, as long as the row's timestamps share it).
std::optional<double> parseTimestampMs(const std::string &text, const std::string &unit)
{
    if (text.empty())
        return std::nullopt;
    if (unit != "iso") {
        if (const std::optional<double> value = parseNumber(text)) {
            if (unit == "s") return *value * 1e3;
            if (unit == "ms") return *value;
            if (unit == "us") return *value / 1e3;
            if (unit == "ns") return *value / 1e6;
            // auto: by magnitude, for epoch timestamps of this century
            const double magnitude = std::fabs(*value);
            if (magnitude < 1e11) return *value * 1e3;
            if (magnitude < 1e14) return *value;
            if (magnitude < 1e17) return *value / 1e3;
            return *value / 1e6;
        }
        if (unit != "auto")
            return std::nullopt;
    }
    // ISO 8601; Qt keeps milliseconds, so finer digits are read here and added back.
    QString iso = QString::fromStdString(text);
    double extraMs = 0;
    const qsizetype dot = iso.indexOf(QLatin1Char('.'));
    if (dot > 0) {
        qsizetype digitsEnd = dot + 1;
        while (digitsEnd < iso.size() && iso.at(digitsEnd).isDigit())
            ++digitsEnd;
        const QString fraction = iso.mid(dot + 1, digitsEnd - dot - 1);
        bool ok = false;
        const double seconds = QString(QStringLiteral("0.") + fraction).toDouble(&ok);
        if (ok)
            extraMs = seconds * 1e3;
        iso.remove(dot, digitsEnd - dot);
    }
    const QDateTime time = QDateTime::fromString(iso, Qt::ISODate);
    if (!time.isValid())
        return std::nullopt;
    return double(time.toMSecsSinceEpoch()) + extraMs;
}

std::string jsonText(const nlohmann::json &value)
{
    if (value.is_string())
        return value.get<std::string>();
    if (value.is_number()) {
        std::ostringstream out;
        out.precision(17);
        out << value.get<double>();
        return out.str();
    }
    return {};
}

// RFC 4180 fields of one line (quotes, doubled quotes inside); no embedded newlines.
std::vector<std::string> splitCsv(const std::string &line, char separator)
{
    std::vector<std::string> fields(1);
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                fields.back() += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                fields.back() += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == separator) {
            fields.emplace_back();
        } else {
            fields.back() += c;
        }
    }
    return fields;
}

double rounded(double ms)
{
    return std::round(ms * 1000.0) / 1000.0;
}

// One row to an entry; false with the reason when it has no id or no timing.
bool entryFromRow(const Row &row, const ServerLogMapping &m, ServerLogEntry &entry, std::string &problem)
{
    const auto text = [&](const std::string &column) -> std::string {
        if (column.empty())
            return {};
        const auto it = row.find(column);
        return it == row.end() ? std::string() : it->second;
    };
    entry.id = text(m.id);
    if (entry.id.empty()) {
        problem = "no request id";
        return false;
    }
    ServerTimings &t = entry.timings;
    t.ttftMs = parseNumber(text(m.ttftMs));
    t.queueMs = parseNumber(text(m.queueMs));
    t.e2eMs = parseNumber(text(m.e2eMs));
    const std::optional<double> arrival = parseTimestampMs(text(m.arrival), m.timeUnit);
    const std::optional<double> firstToken = parseTimestampMs(text(m.firstToken), m.timeUnit);
    const std::optional<double> end = parseTimestampMs(text(m.end), m.timeUnit);
    if (!t.ttftMs && arrival && firstToken)
        t.ttftMs = rounded(*firstToken - *arrival);
    if (!t.e2eMs && arrival && end)
        t.e2eMs = rounded(*end - *arrival);
    if (!t.decodeMs && firstToken && end)
        t.decodeMs = rounded(*end - *firstToken);
    for (std::optional<double> *value : {&t.ttftMs, &t.queueMs, &t.e2eMs, &t.decodeMs}) {
        if (*value && **value < 0) {
            problem = "a timing is negative (timestamps out of order, or a wrong time unit)";
            return false;
        }
    }
    if (t.empty()) {
        problem = "no timing (TTFT, or arrival and first-token timestamps)";
        return false;
    }
    t.source = "log";
    return true;
}

} // namespace

bool parseServerLogMapping(const std::string &spec, ServerLogMapping &mapping, std::string *error)
{
    std::stringstream parts(spec);
    std::string part;
    while (std::getline(parts, part, ',')) {
        if (part.empty())
            continue;
        const std::size_t equals = part.find('=');
        const std::string key = part.substr(0, equals);
        const std::string value = equals == std::string::npos ? std::string() : part.substr(equals + 1);
        if (value.empty()) {
            if (error)
                *error = "\"" + part + "\" needs a column name after =";
            return false;
        }
        if (key == "id") mapping.id = value;
        else if (key == "ttft_ms") mapping.ttftMs = value;
        else if (key == "arrival") mapping.arrival = value;
        else if (key == "first_token") mapping.firstToken = value;
        else if (key == "end") mapping.end = value;
        else if (key == "queue_ms") mapping.queueMs = value;
        else if (key == "e2e_ms") mapping.e2eMs = value;
        else if (key == "time_unit") {
            static const std::array<const char *, 6> units = {"auto", "s", "ms", "us", "ns", "iso"};
            if (std::find(units.begin(), units.end(), value) == units.end()) {
                if (error)
                    *error = "time_unit must be one of auto, s, ms, us, ns, iso";
                return false;
            }
            mapping.timeUnit = value;
        } else {
            if (error)
                *error = "unknown key \"" + key + "\" (id, ttft_ms, arrival, first_token, end, queue_ms, e2e_ms, time_unit)";
            return false;
        }
    }
    return true;
}

bool readServerLog(const std::string &path, const ServerLogMapping &mapping, ServerLog &log, std::string *error)
{
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        if (error)
            *error = "cannot open " + path;
        return false;
    }
    log = ServerLog{};
    log.used = mapping;
    std::string line;
    int lineNumber = 0;
    bool csv = false;
    bool decided = false;
    char separator = ',';
    std::vector<std::string> header;
    ServerLogMapping rowMapping = mapping;
    while (std::getline(file, line)) {
        ++lineNumber;
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (lineNumber == 1 && line.rfind("\xEF\xBB\xBF", 0) == 0)
            line.erase(0, 3);
        if (line.find_first_not_of(" \t") == std::string::npos)
            continue;
        if (!decided) {
            decided = true;
            csv = line[line.find_first_not_of(" \t")] != '{';
            if (csv) {
                separator = line.find('\t') != std::string::npos && line.find(',') == std::string::npos ? '\t' : ',';
                header = splitCsv(line, separator);
                guessColumns(header, log.used);
                continue;
            }
        }
        Row row;
        if (csv) {
            const std::vector<std::string> fields = splitCsv(line, separator);
            for (std::size_t i = 0; i < fields.size() && i < header.size(); ++i)
                row[header[i]] = fields[i];
        } else {
            const nlohmann::json object = parseJsonBounded(line);
            ++log.lines;
            if (!object.is_object()) {
                if (log.firstProblem.empty())
                    log.firstProblem = "line " + std::to_string(lineNumber) + ": not a JSON object";
                ++log.skipped;
                continue;
            }
            std::vector<std::string> keys;
            for (auto it = object.begin(); it != object.end(); ++it) {
                keys.push_back(it.key());
                row[it.key()] = jsonText(it.value());
            }
            // Lines of JSON may differ in their keys: each is read with its own guesses, and
            // what was used is reported as the union.
            rowMapping = mapping;
            guessColumns(keys, rowMapping);
            for (auto [used, guess] : {std::pair{&log.used.id, &rowMapping.id}, std::pair{&log.used.ttftMs, &rowMapping.ttftMs},
                                       std::pair{&log.used.arrival, &rowMapping.arrival},
                                       std::pair{&log.used.firstToken, &rowMapping.firstToken},
                                       std::pair{&log.used.end, &rowMapping.end}, std::pair{&log.used.queueMs, &rowMapping.queueMs},
                                       std::pair{&log.used.e2eMs, &rowMapping.e2eMs}}) {
                if (used->empty())
                    *used = *guess;
            }
        }
        if (csv)
            ++log.lines;
        ServerLogEntry entry;
        entry.line = lineNumber;
        std::string problem;
        if (!entryFromRow(row, csv ? log.used : rowMapping, entry, problem)) {
            if (log.firstProblem.empty())
                log.firstProblem = "line " + std::to_string(lineNumber) + ": " + problem;
            ++log.skipped;
            continue;
        }
        log.entries.push_back(std::move(entry));
    }
    const ServerLogMapping &m = log.used;
    if (m.id.empty() || (m.ttftMs.empty() && (m.arrival.empty() || m.firstToken.empty()) && m.queueMs.empty() && m.e2eMs.empty())) {
        if (error) {
            *error = m.id.empty() ? "no request-id column found in " + path + " (name it with --server-log-map id=COLUMN)"
                                  : "no timing columns found in " + path
                                        + " (name them with --server-log-map ttft_ms=… or arrival=…,first_token=…)";
        }
        return false;
    }
    return true;
}

} // namespace ttft
