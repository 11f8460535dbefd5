#pragma once
// Records shaped like a real run's, for benchmarks: 60 answer events each (ITL stamps), usage, ids,
// no answer text; three providers, one cell.
#include "model/requestrecord.h"

#include <string>

namespace ttft::bench {

inline RequestRecord syntheticRecord(std::int64_t i)
{
    RequestRecord r;
    const std::int64_t base = 1'000'000'000'000 + i * 50'000'000;
    r.index = i;
    r.warmup = i < 5;
    r.provider = "provider-" + std::to_string(i % 3);
    r.model = "gpt-4o-mini";
    r.transport = "curl";
    r.protocol = "h2";
    r.requestId = "ttft-0123456789ab" + std::to_string(100000000 + i);
    r.serverRequestId = "req_" + std::to_string(9000000000 + i);
    r.cell = "c10/p2000";
    r.concurrency = 10;
    r.promptTokensTarget = 2000;
    r.cacheBust = true;
    r.runStartNs = 1'000'000'000'000;
    r.intendedNs = base;
    r.startNs = base + 20'000;
    r.requestSentNs = base + 90'000;
    r.responseHeadNs = base + 120'000'000;
    r.firstEventNs = base + 121'000'000;
    r.firstOutputNs = base + 200'000'000 + (i % 50) * 1'000'000;
    r.firstAnswerNs = r.firstOutputNs;
    r.firstSentenceNs = r.firstOutputNs + 80'000'000;
    for (int k = 0; k < 60; ++k)
        r.answerEventNs.push_back(r.firstAnswerNs + k * 20'000'000 + (k * 7919 % 1000) * 1000);
    r.lastAnswerNs = r.answerEventNs.back();
    r.endNs = r.lastAnswerNs + 1'000'000;
    r.wallStartMs = 1'796'000'000'000 + i * 50;
    r.httpStatus = 200;
    r.connectionReused = true;
    r.requestBytes = 9000;
    r.responseBytes = 14000;
    r.wireEvents = 64;
    r.answerEvents = 60;
    r.outputTokens = 60;
    r.outputTokensSource = "usage";
    r.usage.promptTokens = 2003;
    r.usage.completionTokens = 60;
    r.usage.totalTokens = 2063;
    r.finishReasons = {"stop"};
    return r;
}

} // namespace ttft::bench
