#pragma once

#include "model/requestrecord.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace ttft {

// The files a run writes as it goes, one record a line, in the order the records finished.
enum class RecordFileKind {
    Journal,      // run.ttft.jsonl: a header line, then {"type":"request","record":{...}} lines
    RequestsFile, // requests.jsonl: one record object a line
};

// Reads back the first `count` records of a file written during the run, in file order, into
// `records` (replacing what it held): `ttft-bench run` keeps no record in memory while it writes
// them, and summarizes what it reads back at the end. Unlike recovery (which keeps every good line
// of a crashed run's journal), this is all or nothing: the caller's figures must cover every
// request, so a line among the first `count` that does not parse or does not hold a whole record,
// or a file with fewer records, fails with the file and line in *error (English, for the caller to
// word) and leaves `records` as it was. Lines after the first `count` records are not read (a
// write that failed part-way leaves its cut line only after them). Memory: one line at a time
// besides the records themselves.
bool readRecordsBack(const QString &path, RecordFileKind kind, std::int64_t count, std::vector<RequestRecord> &records,
                     QString *error);

} // namespace ttft
