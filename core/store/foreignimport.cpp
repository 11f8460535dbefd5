#include "foreignimport.h"

#include "aiperfimport.h"
#include "guidellmimport.h"
#include "vllmimport.h"
#include "wire/jsonnesting.h"

#include "base/i18n.h"

#include <QFile>

#include <nlohmann/json.hpp>

namespace ttft {

const char *foreignFormatName(ForeignFormat format)
{
    switch (format) {
    case ForeignFormat::Auto:
        return "auto";
    case ForeignFormat::Vllm:
        return "vllm";
    case ForeignFormat::Guidellm:
        return "guidellm";
    case ForeignFormat::Aiperf:
        return "aiperf";
    }
    return "auto";
}

bool foreignFormatFromName(std::string_view name, ForeignFormat &format)
{
    for (const ForeignFormat candidate : {ForeignFormat::Auto, ForeignFormat::Vllm, ForeignFormat::Guidellm, ForeignFormat::Aiperf}) {
        if (name == foreignFormatName(candidate)) {
            format = candidate;
            return true;
        }
    }
    return false;
}

QString foreignFormatTitle(ForeignFormat format)
{
    switch (format) {
    case ForeignFormat::Vllm:
        return QStringLiteral("vLLM bench serve");
    case ForeignFormat::Guidellm:
        return QStringLiteral("GuideLLM");
    case ForeignFormat::Aiperf:
        return QStringLiteral("AIPerf");
    case ForeignFormat::Auto:
        break;
    }
    return Tr::tr("another tool");
}

ForeignFormat sniffForeignFormat(const QByteArray &bytes)
{
    QByteArray text = bytes;
    if (text.startsWith("\xEF\xBB\xBF"))
        text.remove(0, 3);
    const QByteArray trimmed = text.trimmed();
    if (!trimmed.startsWith('{'))
        return trimmed.startsWith("benchmarks:") ? ForeignFormat::Guidellm : ForeignFormat::Auto; // GuideLLM's YAML
    const nlohmann::json whole = parseJsonBounded(std::string_view(trimmed.constData(), std::size_t(trimmed.size())));
    if (whole.is_object()) {
        if (looksLikeVllmBenchResult(whole))
            return ForeignFormat::Vllm;
        if (looksLikeGuidellmReport(whole))
            return ForeignFormat::Guidellm;
        if (looksLikeAiperfRecord(whole))
            return ForeignFormat::Aiperf; // a profile export of one request
        return ForeignFormat::Auto;
    }
    // JSON Lines (or a damaged document): the first line decides.
    const qsizetype end = trimmed.indexOf('\n');
    const QByteArray first = trimmed.left(end < 0 ? trimmed.size() : end).trimmed();
    const nlohmann::json line = parseJsonBounded(std::string_view(first.constData(), std::size_t(first.size())));
    if (looksLikeAiperfRecord(line))
        return ForeignFormat::Aiperf;
    // A document cut short still names its kind in its first keys.
    const QByteArray head = trimmed.left(4096);
    if (head.contains("\"ttfts\"") || (head.contains("\"model_id\"") && head.contains("\"date\"")))
        return ForeignFormat::Vllm;
    if (head.contains("\"benchmarks\""))
        return ForeignFormat::Guidellm;
    return ForeignFormat::Auto;
}

bool importForeignResults(const QString &path, const ForeignImportOptions &options, Session &session, QString *error,
                          ForeignImportReport *report)
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
        return failed(Tr::tr("%1 is empty: there is nothing to import.").arg(path));

    const ForeignFormat sniffed = sniffForeignFormat(bytes);
    ForeignFormat format = options.format;
    if (format == ForeignFormat::Auto) {
        if (sniffed == ForeignFormat::Auto)
            return failed(Tr::tr("%1 is not a result file of a tool this version can import (vLLM bench serve "
                                 "--save-detailed JSON, a GuideLLM benchmarks JSON, an AIPerf profile_export.jsonl). "
                                 "Nothing was imported.")
                              .arg(path));
        format = sniffed;
    } else if (sniffed != ForeignFormat::Auto && sniffed != format) {
        return failed(Tr::tr("%1 looks like a %2 file, not %3: import it with --format %4 (or without --format).")
                          .arg(path, foreignFormatTitle(sniffed), foreignFormatTitle(format),
                               QLatin1String(foreignFormatName(sniffed))));
    }

    Session imported;
    QString why;
    std::int64_t skipped = 0;
    bool ok = false;
    switch (format) {
    case ForeignFormat::Vllm:
        ok = importVllmBenchResult(bytes, path, options.label, imported, &why);
        break;
    case ForeignFormat::Guidellm:
        ok = importGuidellmReport(bytes, path, options.label, imported, &why, &skipped);
        break;
    case ForeignFormat::Aiperf:
        ok = importAiperfProfileExport(bytes, path, options.label, imported, &why, &skipped);
        break;
    case ForeignFormat::Auto:
        break;
    }
    if (!ok)
        return failed(Tr::tr("Cannot import %1 as %2 results: %3. Nothing was imported.")
                          .arg(path, foreignFormatTitle(format), why));
    session = std::move(imported);
    if (report) {
        report->format = format;
        report->skipped = skipped;
    }
    return true;
}

} // namespace ttft
