#pragma once
// Other benchmark tools' per-request results as a Session, so their runs sit beside ours in the
// compare views. Only formats whose per-request fields are documented in the tool's own source are
// read (see each importer for the version and field names it follows):
//   vllm      `vllm bench serve --save-result --save-detailed` JSON (vllmimport.h)
//   guidellm  GuideLLM benchmarks report JSON (guidellmimport.h)
//   aiperf    AIPerf profile_export.jsonl (aiperfimport.h)

#include "store/session.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <string>
#include <string_view>

namespace ttft {

enum class ForeignFormat {
    Auto,     // sniff the file
    Vllm,
    Guidellm,
    Aiperf,
};

// "vllm", "guidellm", "aiperf" ("auto" for Auto): the --format names.
const char *foreignFormatName(ForeignFormat format);
bool foreignFormatFromName(std::string_view name, ForeignFormat &format);
// The tool's name for people: "vLLM bench serve", "GuideLLM", "AIPerf".
QString foreignFormatTitle(ForeignFormat format);

// Which tool wrote `bytes`, by their shape; Auto when none of the known ones.
ForeignFormat sniffForeignFormat(const QByteArray &bytes);

struct ForeignImportOptions {
    ForeignFormat format = ForeignFormat::Auto;
    std::string label; // the records' provider name; empty: "tool · model (· backend)"
};

// What an import found besides the records.
struct ForeignImportReport {
    ForeignFormat format = ForeignFormat::Auto; // the format read
    std::int64_t skipped = 0;                   // entries that could not be read (damaged lines, ...)
};

// Reads `path` (of options.format, or sniffed) into `session`. Fails with a sentence in *error
// (naming the file and what is wrong with it) when the file cannot be read, is of no known format,
// is not of the format asked for, or holds no per-request records; `session` is then unchanged.
bool importForeignResults(const QString &path, const ForeignImportOptions &options, Session &session, QString *error,
                          ForeignImportReport *report = nullptr);

} // namespace ttft
