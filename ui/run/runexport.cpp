#include "runexport.h"

#include "base/figuretext.h"
#include "base/i18n.h"
#include "results/runresults.h"
#include "store/jsonlwriter.h"
#include "store/summarywriter.h"

#include <QDateTime>
#include <QDir>
#include <QSaveFile>

#include <nlohmann/json.hpp>

namespace ttft {

namespace {

QByteArray csvField(const QString &text)
{
    QByteArray bytes = text.toUtf8();
    if (bytes.contains(',') || bytes.contains('"') || bytes.contains('\n') || bytes.contains('\r')) {
        bytes.replace("\"", "\"\"");
        bytes = '"' + bytes + '"';
    }
    return bytes;
}

QString status(const RequestRecord &record)
{
    return QString::fromLatin1(record.failed() ? "failed" : "ok");
}

} // namespace

bool writeRequestsCsv(const QString &path, const std::vector<RequestRecord> &records, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    // Column names are stable (scripts read them), like requests.jsonl's keys.
    file.write("index,provider,model,cell,concurrency,rate_rps,prompt_tokens_target,warmup,status,error_class,"
               "error_message,http_status,ttft_ms,ttfb_ms,first_event_ms,ttfo_ms,ttfs_ms,e2e_ms,tpot_ms,"
               "dispatch_lag_ms,ttft_from_intended_ms,start_offset_ms,output_tokens,prompt_tokens,transport,protocol,"
               "connection_reused,buffered,request_id,server_request_id,wall_start\n");
    for (const RequestRecord &r : records) {
        const QStringList fields{
            QString::number(r.index),
            QString::fromStdString(r.provider),
            QString::fromStdString(r.model),
            QString::fromStdString(r.cell),
            QString::number(r.concurrency),
            r.rateRps ? QString::number(*r.rateRps) : QString(),
            r.promptTokensTarget ? QString::number(*r.promptTokensTarget) : QString(),
            QString::fromLatin1(r.warmup ? "true" : "false"),
            status(r),
            r.failed() ? QString::fromUtf8(errorClassName(r.errorClass)) : QString(),
            QString::fromStdString(r.errorMessage),
            r.httpStatus ? QString::number(r.httpStatus) : QString(),
            fixedOr(r.ttftMs(), 3, u""),
            fixedOr(r.ttfbMs(), 3, u""),
            fixedOr(r.firstEventMs(), 3, u""),
            fixedOr(r.ttfoMs(), 3, u""),
            fixedOr(r.ttfsMs(), 3, u""),
            fixedOr(r.e2eMs(), 3, u""),
            fixedOr(r.tpotMs(), 3, u""),
            fixedOr(r.dispatchLagMs(), 3, u""),
            fixedOr(r.ttftFromIntendedMs(), 3, u""),
            fixedOr(r.startOffsetMs(), 3, u""),
            r.outputTokens ? QString::number(*r.outputTokens) : QString(),
            r.usage.promptTokens ? QString::number(*r.usage.promptTokens) : QString(),
            QString::fromStdString(r.transport),
            QString::fromStdString(r.protocol),
            QString::fromLatin1(r.connectionReused ? "true" : "false"),
            QString::fromLatin1(r.looksBuffered() ? "true" : "false"),
            QString::fromStdString(r.requestId),
            QString::fromStdString(r.serverRequestId),
            QDateTime::fromMSecsSinceEpoch(r.wallStartMs, Qt::UTC).toString(Qt::ISODateWithMs),
        };
        QByteArray line;
        for (qsizetype i = 0; i < fields.size(); ++i) {
            if (i > 0)
                line += ',';
            line += csvField(fields[i]);
        }
        line += '\n';
        file.write(line);
    }
    if (!file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

bool exportRun(const QString &directory, const Session &session, QStringList *written, QString *error)
{
    const std::vector<RequestRecord> &records = session.records;
    const QDir dir(directory);
    if (!QDir().mkpath(directory)) {
        if (error)
            *error = Tr::tr("cannot create %1").arg(QDir::toNativeSeparators(directory));
        return false;
    }
    const QString csvPath = dir.filePath(QStringLiteral("requests.csv"));
    if (!writeRequestsCsv(csvPath, records, error))
        return false;
    if (written)
        *written << csvPath;
    const QString summaryPath = dir.filePath(QStringLiteral("summary.json"));
    if (!writeJsonFileAtomically(summaryPath, toJson(computeResults(session)), error))
        return false;
    if (written)
        *written << summaryPath;
    const QString jsonlPath = dir.filePath(QStringLiteral("requests.jsonl"));
    JsonlWriter jsonl;
    if (!jsonl.open(jsonlPath, JsonlWriter::OpenMode::Truncate)) {
        if (error)
            *error = jsonl.errorString();
        return false;
    }
    for (const RequestRecord &record : records) {
        if (!jsonl.append(toJson(record, true))) {
            if (error)
                *error = jsonl.errorString();
            return false;
        }
    }
    if (!jsonl.close()) {
        if (error)
            *error = jsonl.errorString();
        return false;
    }
    if (written)
        *written << jsonlPath;
    return true;
}

} // namespace ttft
