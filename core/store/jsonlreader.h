#pragma once

#include <QByteArray>
#include <QString>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <vector>

namespace ttft {

// True for a line of nothing but spaces, tabs and line ends: JSON Lines readers skip such lines.
bool isBlankLine(const QByteArray &line);

// What a JSON Lines file held. Lines that do not parse are skipped, not fatal: a journal is read
// to recover a run, and every good line is worth having.
struct JsonlContents {
    std::vector<nlohmann::json> values;          // the good lines, in file order
    std::vector<std::int64_t> lineNumbers;       // values[i] is on line lineNumbers[i] (1-based)
    std::vector<std::int64_t> skippedLineNumbers; // 1-based numbers of lines that did not parse
    // The last line had no newline and did not parse: the writer died mid-line. It is among the
    // skipped lines; this flag tells a crash (expected, harmless) from damage in the middle.
    bool truncatedTail = false;

    std::int64_t skippedLines() const { return std::int64_t(skippedLineNumbers.size()); }
};

// Reads a whole JSONL file. Blank lines and a leading UTF-8 byte-order mark are ignored. A last
// line without a newline that parses is kept (hand-written files often lack the final newline).
// Returns false only when the file cannot be opened or read, with the reason in *error; never
// throws.
bool readJsonlFile(const QString &path, JsonlContents &contents, QString *error = nullptr);

} // namespace ttft
