#include "labaccesslog.h"

#include "base/i18n.h"
#include "base/monoclock.h"

#include <QDateTime>
#include <QMutexLocker>

#include <nlohmann/json.hpp>

#include <chrono>
#include <cmath>

namespace ttft {

namespace {

nlohmann::json msBetween(std::int64_t fromNs, std::int64_t toNs)
{
    if (!hasTime(fromNs) || !hasTime(toNs) || toNs < fromNs)
        return nullptr;
    return std::round(double(toNs - fromNs) / 1e3) / 1e3;
}

} // namespace

bool LabAccessLog::open(const QString &path, QString *error)
{
    QMutexLocker lock(&m_mutex);
    m_file.setFileName(path);
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append)) {
        if (error)
            *error = Tr::tr("Cannot open the access log %1: %2").arg(path, m_file.errorString());
        return false;
    }
    const std::int64_t wallNs = std::chrono::duration_cast<std::chrono::nanoseconds>(
                                    std::chrono::system_clock::now().time_since_epoch())
                                    .count();
    m_wallMinusMonoNs = wallNs - monoNowNs();
    return true;
}

void LabAccessLog::write(const LabTruth &truth)
{
    QMutexLocker lock(&m_mutex);
    if (!m_file.isOpen())
        return;
    // Unix seconds with microseconds, written as a fixed-point number so no digit is lost.
    const auto unixSeconds = [&](std::int64_t monoNs) -> nlohmann::json {
        if (!hasTime(monoNs))
            return nullptr;
        const std::int64_t us = (monoNs + m_wallMinusMonoNs) / 1000;
        return nlohmann::json::parse(std::to_string(us / 1'000'000) + '.' + QStringLiteral("%1").arg(us % 1'000'000, 6, 10, QLatin1Char('0')).toStdString());
    };
    const std::int64_t endNs = truth.lastByteWrittenNs;
    const QDateTime finished = QDateTime::fromMSecsSinceEpoch((monoNowNs() + m_wallMinusMonoNs) / 1'000'000, Qt::UTC);
    const nlohmann::json line{
        {"time", finished.toString(Qt::ISODateWithMs).toStdString()},
        {"request_id", truth.requestId},
        {"model", truth.model},
        {"endpoint", truth.dialect},
        {"status", truth.httpStatus},
        {"outcome", std::string(labOutcomeName(truth.outcome))},
        {"arrival_time", unixSeconds(truth.requestCompleteNs)},
        {"first_token_time", unixSeconds(truth.firstTokenWrittenNs)},
        {"finished_time", unixSeconds(endNs)},
        {"queue_ms", msBetween(truth.queueEnterNs, truth.prefillStartNs)},
        {"prefill_ms", msBetween(truth.prefillStartNs, truth.firstOutputMadeNs)}, // reasoning is decode, not prefill
        {"ttft_ms", msBetween(truth.requestCompleteNs, truth.firstTokenWrittenNs)},
        {"e2e_ms", msBetween(truth.requestCompleteNs, endNs)},
        {"prompt_tokens", truth.promptTokens},
        {"output_tokens", truth.tokensWritten},
        {"cached_tokens", truth.cachedTokens},
    };
    const std::string text = line.dump() + '\n';
    m_file.write(text.data(), qint64(text.size()));
    m_file.flush();
}

} // namespace ttft
