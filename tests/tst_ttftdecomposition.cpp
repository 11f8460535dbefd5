// TTFT taken apart: synthetic records whose parts are known give exact figures, and the parts of
// every group add up to its TTFT.
#include "model/requestrecord.h"
#include "stats/ttftdecomposition.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <cmath>

#include <numeric>

using namespace ttft;

namespace {

constexpr std::int64_t kMs = 1'000'000;

// A request whose phases take the given milliseconds, one after the other from t = 1 s.
RequestRecord request(const std::string &provider, double lagMs, double dnsMs, double connectMs, double tlsMs,
                      double ttftMs, std::optional<double> queueMs = {}, std::optional<double> prefillMs = {},
                      const std::string &cell = "c1")
{
    RequestRecord record;
    record.provider = provider;
    record.cell = cell;
    record.runStartNs = 0;
    record.intendedNs = 1000 * kMs;
    record.startNs = record.intendedNs + std::int64_t(lagMs * kMs);
    if (dnsMs > 0)
        record.dnsDoneNs = record.startNs + std::int64_t(dnsMs * kMs);
    if (connectMs > 0)
        record.connectDoneNs = record.startNs + std::int64_t((dnsMs + connectMs) * kMs);
    if (tlsMs > 0)
        record.tlsDoneNs = record.startNs + std::int64_t((dnsMs + connectMs + tlsMs) * kMs);
    record.firstAnswerNs = record.startNs + std::int64_t(ttftMs * kMs);
    record.endNs = record.firstAnswerNs + 50 * kMs;
    record.server.queueMs = queueMs;
    record.server.prefillMs = prefillMs;
    if (queueMs || prefillMs)
        record.server.source = "log";
    return record;
}

// A request served by an engine whose timings leave its queue out (llama.cpp's prompt_ms): sent
// 0.1 ms after its start, its prefill starting `prefillStartMs` after its start, the first token
// `serverTtftMs` later, the end at `endMs`; all from t0 + startMs.
RequestRecord served(double startMs, int promptTokens, double prefillStartMs, double serverTtftMs, double endMs)
{
    RequestRecord record;
    record.provider = "llama";
    record.runStartNs = 0;
    record.startNs = std::int64_t((1000 + startMs) * kMs);
    record.intendedNs = record.startNs;
    record.requestSentNs = record.startNs + kMs / 10;
    record.firstAnswerNs = record.startNs + std::int64_t((prefillStartMs + serverTtftMs) * kMs);
    record.endNs = record.startNs + std::int64_t(endMs * kMs);
    record.usage.promptTokens = promptTokens;
    record.server.ttftMs = serverTtftMs;
    record.server.prefillMs = serverTtftMs;
    record.server.source = "llamacpp-timings";
    return record;
}

double sumOfMeans(const TtftDecomposition &d)
{
    double sum = 0;
    for (const ComponentFigure &figure : d.components)
        sum += figure.meanMs;
    return sum;
}

} // namespace

class TestTtftDecomposition : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // One request: every part where it belongs, other what is left.
    void oneRequestExact()
    {
        const RequestRecord record = request("A", 2, 1, 2, 4, 100, 20, 50);
        const auto parts = decomposeRequest(record);
        QVERIFY(parts);
        const auto at = [&](TtftComponent c) { return (*parts)[std::size_t(c)]; };
        QCOMPARE(at(TtftComponent::DispatchLag), 2.0);
        QCOMPARE(at(TtftComponent::Dns), 1.0);
        QCOMPARE(at(TtftComponent::Connect), 2.0);
        QCOMPARE(at(TtftComponent::Tls), 4.0);
        QCOMPARE(at(TtftComponent::ServerQueue), 20.0);
        QCOMPARE(at(TtftComponent::ServerPrefill), 50.0);
        QCOMPARE(at(TtftComponent::Unaccounted), 102.0 - 2 - 1 - 2 - 4 - 20 - 50);
        QCOMPARE(std::accumulate(parts->begin(), parts->end(), 0.0), 102.0);
    }

    // Two providers: means and medians per component are the hand-computed ones, and the stack adds
    // up to the mean of dispatch lag + TTFT.
    void groupsExact()
    {
        std::vector<RequestRecord> records{
            request("A", 0, 1, 2, 3, 100, 10, 40),
            request("B", 0, 0, 0, 0, 300),                 // a reused connection, no server figures
            request("A", 0, 0, 0, 0, 80, 30, 20),          // reused: no handshake
            request("A", 2, 0, 0, 0, 90, 0, 60),
        };
        RequestRecord warm = request("A", 0, 0, 0, 0, 5000, 10, 10);
        warm.warmup = true;
        RequestRecord failed = request("A", 0, 0, 0, 0, 5000);
        failed.errorClass = ErrorClass::HttpServer;
        records.push_back(warm);
        records.push_back(failed);

        const std::vector<TtftDecomposition> groups = decomposeTtft(records);
        QCOMPARE(groups.size(), std::size_t(2));
        const TtftDecomposition &a = groups[0];
        QCOMPARE(a.provider, std::string("A"));
        QCOMPARE(a.requests, std::int64_t(3));
        QCOMPARE(a.withServerTimings, std::int64_t(3));
        QCOMPARE(a.serverSource, std::string("log"));
        QCOMPARE(a[TtftComponent::DispatchLag].meanMs, 2.0 / 3);
        QCOMPARE(a[TtftComponent::Dns].meanMs, 1.0 / 3);
        QCOMPARE(a[TtftComponent::Dns].present, std::int64_t(1));
        QCOMPARE(a[TtftComponent::Connect].meanMs, 2.0 / 3);
        QCOMPARE(a[TtftComponent::Tls].meanMs, 1.0);
        QCOMPARE(a[TtftComponent::ServerQueue].meanMs, 40.0 / 3);
        QCOMPARE(a[TtftComponent::ServerPrefill].meanMs, 40.0);
        QCOMPARE(*a[TtftComponent::ServerPrefill].medianMs, 40.0);
        // other: 100−1−2−3−10−40 = 44, 80−30−20 = 30, 92−2−0−60 = 30 → mean 104/3, median 30
        QCOMPARE(a[TtftComponent::Unaccounted].meanMs, 104.0 / 3);
        QCOMPARE(*a[TtftComponent::Unaccounted].medianMs, 30.0);
        QCOMPARE(a.meanTtftMs, 90.0);
        QCOMPARE(a.meanTotalMs, 272.0 / 3);
        QCOMPARE(*a.medianTtftMs, 90.0);
        QCOMPARE(*a.medianTotalMs, 92.0);
        QVERIFY(qFuzzyCompare(sumOfMeans(a), a.meanTotalMs));

        // No server figures: all of it is network/other.
        const TtftDecomposition &b = groups[1];
        QCOMPARE(b.withServerTimings, std::int64_t(0));
        QCOMPARE(b[TtftComponent::Unaccounted].meanMs, 300.0);
        QCOMPARE(b[TtftComponent::ServerPrefill].meanMs, 0.0);
        QCOMPARE(sumOfMeans(b), 300.0);
    }

    // A server whose figures exceed what the client saw: trimmed, other stays at 0, still sums.
    void serverClockTrimmed()
    {
        const std::vector<RequestRecord> records{request("A", 0, 0, 0, 0, 100, 30, 90)};
        const auto groups = decomposeTtft(records);
        QCOMPARE(groups.size(), std::size_t(1));
        const TtftDecomposition &a = groups[0];
        QCOMPARE(a.trimmed, std::int64_t(1));
        QCOMPARE(a[TtftComponent::ServerPrefill].meanMs, 70.0);
        QCOMPARE(a[TtftComponent::ServerQueue].meanMs, 30.0);
        QCOMPARE(a[TtftComponent::Unaccounted].meanMs, 0.0);
        QCOMPARE(sumOfMeans(a), 100.0);
    }

    // A server that gives its TTFT and queue only (a log): prefill is TTFT − queue.
    void prefillFromServerTtft()
    {
        RequestRecord record = request("A", 0, 0, 0, 0, 100, 15);
        record.server.ttftMs = 85;
        const auto parts = decomposeRequest(record);
        QVERIFY(parts);
        QCOMPARE((*parts)[std::size_t(TtftComponent::ServerPrefill)], 70.0);
        QCOMPARE((*parts)[std::size_t(TtftComponent::Unaccounted)], 15.0);
    }

    // llama.cpp-like: tokenisation (5 ms per 1,000 tokens) before the queue, outside the server's
    // timings, and a request that waited for another's slot. The unloaded gap comes from the three
    // requests alone in flight; the queued one's wait runs from its request sent to the hand-over.
    void slotWaitAndPromptHandling()
    {
        std::vector<RequestRecord> records;
        // Alone: gap = 1 ms + 5 ms per 1,000 tokens (sent at 0.1 ms, so the prefill starts at 1.1 + …).
        for (const auto &[at, tokens] : std::vector<std::pair<double, int>>{{0, 1000}, {1000, 2000}, {2000, 4000}})
            records.push_back(served(at, tokens, 0.1 + 1 + tokens * 0.005, 100, 200));
        // Two at once on one slot: the first runs, the second waits for its end at 300 ms.
        records.push_back(served(5000, 1000, 6.1, 100, 300));
        records.push_back(served(5001, 2000, 299.5, 150, 599)); // its prefill starts 0.5 ms after the end
        const auto groups = decomposeTtft(records);
        QCOMPARE(groups.size(), std::size_t(1));
        const TtftDecomposition &d = groups[0];
        QVERIFY(d.unloaded);
        QCOMPARE(d.unloaded->n, std::int64_t(3));
        QVERIFY(std::fabs(d.unloaded->fixedMs - 1) < 1e-6);
        QVERIFY(std::fabs(d.unloaded->msPerToken - 0.005) < 1e-9);
        QCOMPARE(d.handoffs, std::int64_t(1));
        QCOMPARE(d.maxInFlight, 2);

        // Slot wait: hand-over (300 ms) − sent (1.1 ms) − its unloaded gap (1 + 10 ms) = 287.9 ms,
        // over five requests; prompt handling 5 + 10 + 20 + 5 + 10 ms.
        QVERIFY2(std::fabs(d[TtftComponent::SlotWait].meanMs - 287.9 / 5) < 1e-3, qPrintable(QString::number(d[TtftComponent::SlotWait].meanMs)));
        QVERIFY(std::fabs(d[TtftComponent::PromptHandling].meanMs - 50.0 / 5) < 1e-3);
        QCOMPARE(d[TtftComponent::SlotWait].present, std::int64_t(1));
        QVERIFY(std::fabs(d[TtftComponent::RequestSend].meanMs - 0.1) < 1e-6);
        QVERIFY(std::fabs(d.inferredMeanMs() - (287.9 + 50) / 5) < 1e-3);
        // What is left of the queued request is the 1 ms fixed part and the 0.5 ms after the hand-over.
        QVERIFY(std::fabs(d[TtftComponent::Unaccounted].meanMs - (1 * 4 + 1.5) / 5) < 1e-3);
        QVERIFY(qFuzzyCompare(sumOfMeans(d), d.meanTotalMs));
        const nlohmann::json j = toJson(d);
        QCOMPARE(j["handoffs"].get<int>(), 1);
        QVERIFY(std::fabs(j["components"]["slot_wait"]["mean_ms"].get<double>() - 57.58) < 0.01);
        QCOMPARE(j["unloaded_gap"]["n"].get<int>(), 3);
    }

    // No hand-over, no slot wait: a request that merely overlapped another is not called queued.
    void noHandoverNoWait()
    {
        std::vector<RequestRecord> records{served(0, 1000, 6.1, 100, 300), served(1, 1000, 50, 100, 400)};
        const auto groups = decomposeTtft(records);
        QCOMPARE(groups[0].handoffs, std::int64_t(0));
        QCOMPARE(groups[0][TtftComponent::SlotWait].meanMs, 0.0);
        QVERIFY(!groups[0].unloaded); // neither was alone in flight
    }

    // A server that accounts for its queue itself is believed, not inferred over.
    void serverQueueIsNotInferred()
    {
        RequestRecord a = served(0, 1000, 6.1, 100, 300);
        RequestRecord b = served(1, 1000, 299.5, 100, 500);
        b.server.queueMs = 290;
        b.server.ttftMs = 390;
        b.server.source = "log";
        const auto groups = decomposeTtft({a, b});
        QCOMPARE(groups[0].handoffs, std::int64_t(0));
        QCOMPARE(groups[0][TtftComponent::ServerQueue].meanMs, 145.0);
        QCOMPARE(groups[0][TtftComponent::SlotWait].meanMs, 0.0);
    }

    // Ollama with a thinking model: load and prompt evaluation from its durations, the thought
    // before the answer as thinking; the client overhead compares first token with first token.
    void ollamaLoadAndThinking()
    {
        RequestRecord record;
        record.provider = "ollama";
        record.startNs = 1000 * kMs;
        record.intendedNs = record.startNs;
        record.requestSentNs = record.startNs;
        record.firstReasoningNs = record.startNs + 360 * kMs;
        record.firstAnswerNs = record.startNs + 900 * kMs;
        record.endNs = record.startNs + 1200 * kMs;
        record.server.loadMs = 300;
        record.server.prefillMs = 50;
        record.server.ttftMs = 350;
        record.server.source = "ollama-durations";
        const auto parts = decomposeRequest(record);
        QVERIFY(parts);
        QCOMPARE((*parts)[std::size_t(TtftComponent::ServerLoad)], 300.0);
        QCOMPARE((*parts)[std::size_t(TtftComponent::ServerPrefill)], 50.0);
        QCOMPARE((*parts)[std::size_t(TtftComponent::Thinking)], 540.0);
        QCOMPARE((*parts)[std::size_t(TtftComponent::Unaccounted)], 10.0);
        QCOMPARE(*record.clientOverheadMs(), 10.0); // not 550: the answer came after the thought
        QCOMPARE(*record.firstTokenMs(), 360.0);
    }

    // Per cell: one group per provider and cell, in order of first appearance; each sums.
    void perCell()
    {
        const std::vector<RequestRecord> records{
            request("A", 0, 0, 0, 0, 100, 0, 50, "c1"),
            request("A", 0, 0, 0, 0, 300, 150, 60, "c8"),
            request("B", 0, 0, 0, 0, 200, 0, 50, "c1"),
            request("A", 0, 0, 0, 0, 120, 0, 55, "c1"),
        };
        const auto groups = decomposeTtft(records, true);
        QCOMPARE(groups.size(), std::size_t(3));
        QCOMPARE(groups[0].cell, std::string("c1"));
        QCOMPARE(groups[0].requests, std::int64_t(2));
        QCOMPARE(groups[1].cell, std::string("c8"));
        QCOMPARE(groups[1][TtftComponent::ServerQueue].meanMs, 150.0);
        QCOMPARE(groups[2].provider, std::string("B"));
        for (const TtftDecomposition &d : groups)
            QVERIFY(qFuzzyCompare(sumOfMeans(d), d.meanTotalMs));
        QCOMPARE(decomposeTtft(records, false).size(), std::size_t(2));
        QVERIFY(decomposeTtft({}).empty());
    }
};

QTEST_GUILESS_MAIN(TestTtftDecomposition)
#include "tst_ttftdecomposition.moc"
