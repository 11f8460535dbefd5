#pragma once

#include "labtruth.h"

#include <QFile>
#include <QMutex>
#include <QString>

#include <cstdint>

namespace ttft {

// The lab's own request log, as a real server writes one: a JSON Lines file with a line per finished
// request (LabConfig::accessLogPath), for the client's cross-check (ttft-bench run --server-log).
// Timestamps are Unix seconds with microseconds, as vLLM and most servers log them:
//   {"time":"2026-11-30T08:00:00.123456Z","request_id":"…","model":"…","endpoint":"openai-chat",
//    "status":200,"outcome":"completed","arrival_time":1795…,"first_token_time":…,"finished_time":…,
//    "queue_ms":…,"prefill_ms":…,"ttft_ms":…,"e2e_ms":…,"prompt_tokens":…,"output_tokens":…,"cached_tokens":…}
// arrival is the request's last byte read; the first token time is when its bytes were written.
// Thread-safe; each line is flushed as it is written.
class LabAccessLog
{
public:
    LabAccessLog() = default;
    LabAccessLog(const LabAccessLog &) = delete;
    LabAccessLog &operator=(const LabAccessLog &) = delete;

    // Appends to `path` (created when missing). False with a reason when it cannot be opened.
    bool open(const QString &path, QString *error);
    void write(const LabTruth &truth);

private:
    QMutex m_mutex;
    QFile m_file;
    // Unix time = monotonic time + this offset (taken once at open, in ns).
    std::int64_t m_wallMinusMonoNs = 0;
};

} // namespace ttft
