// The client's first-output, first-answer, first-sentence and first-reasoning times against the lab
// server's own truth, in every dialect it speaks: the issue's acceptance ("TTFT / TTFO / TTFS match
// the ground truth, median bias < 2 ms"). The real engine, the real transport (libcurl) and the real
// lab server on loopback; one request at a time, so the figures are the client's own bias.
#include "engine/engine.h"
#include "lab/labconfigjson.h"
#include "lab/labserver.h"
#include "wire/clausescanner.h"

#include "sanitizers.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

using namespace ttft;

namespace {

constexpr int kRounds = 15;         // measured requests per dialect
constexpr int kReasoningTokens = 5; // where the dialect has a reasoning format
constexpr int kOutputTokens = 16;   // enough for the 40-character clause rule to fire
constexpr double kFirstTokenMs = 15;
constexpr double kTpotMs = 5;

// The lab's stamps are absolute; a client's metrics count from its request start. The lab's own
// origin is the last request byte read (kernel time), so a truth span is measured from there.
double truthSpanMs(const LabTruth &truth, std::int64_t stampNs)
{
    return double(stampNs - truth.requestCompleteNs) / 1e6;
}

double median(std::vector<double> values)
{
    if (values.empty())
        return std::nan("");
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

ProviderProfile labProvider(const LabServer &lab, const std::string &dialect, const std::string &model,
                            int outputTokens, int reasoningTokens)
{
    ProviderProfile profile;
    profile.name = dialect;
    profile.dialect = dialect;
    profile.baseUrl = lab.baseUrl().toStdString();
    profile.model = model;
    profile.transport = TransportKind::Curl;
    profile.auth = AuthStyle::None;
    profile.firstTokenTimeoutMs = 5000;
    profile.totalTimeoutMs = 20000;
    // Exact timing: no queue, no prefill jitter, no gap jitter, so every request is alike.
    profile.extraHeaders = {
        {"X-Lab-First-Token-Ms", std::to_string(kFirstTokenMs)},
        {"X-Lab-Tpot-Ms", std::to_string(kTpotMs)},
        {"X-Lab-Output-Tokens", std::to_string(outputTokens)},
    };
    if (reasoningTokens >= 0)
        profile.extraHeaders.emplace_back("X-Lab-Reasoning-Tokens", std::to_string(reasoningTokens));
    return profile;
}

std::vector<RequestRecord> runSequential(const ProviderProfile &profile, int rounds)
{
    RunSpec spec;
    spec.providers.push_back(EngineProvider{profile, {}});
    spec.workload.messages = nlohmann::json::array({{{"role", "user"}, {"content", "Think, then say hello."}}});
    spec.plan = sequentialPlan(1, rounds);
    return runToCompletion(spec);
}

// Client − truth, per metric, over the measured requests.
struct Biases {
    std::vector<double> ttfo, ttft, ttfs, reasoning;
    std::vector<double> reasoningLeadMs; // client TTFT − TTFO
    int endRuleSentences = 0;            // truth: the answer was speakable only at its end
    std::vector<std::int64_t> usageReasoning; // usage's reasoning tokens, -1 when not reported
};

} // namespace

class TestDialectBias : public QObject
{
    Q_OBJECT

private:
    // Runs `rounds` requests and collects the biases; fails the test on any request that does not
    // look as planned.
    void measure(const ProviderProfile &profile, int rounds, int outputTokens, int reasoningTokens, Biases &out)
    {
        const std::vector<RequestRecord> records = runSequential(profile, rounds);
        QCOMPARE(records.size(), std::size_t(rounds + 1));
        for (const RequestRecord &record : records) {
            QVERIFY2(!record.failed(), record.errorMessage.c_str());
            if (record.warmup)
                continue;
            const std::optional<LabTruth> truth = m_lab.truthFor(record.requestId);
            QVERIFY(truth);
            QCOMPARE(truth->outcome, LabOutcome::Complete);
            QCOMPARE(truth->tokensWritten, outputTokens);
            QCOMPARE(truth->reasoningTokensWritten, reasoningTokens);
            out.usageReasoning.push_back(record.usage.reasoningTokens.value_or(-1));

            const std::optional<double> ttfo = record.ttfoMs();
            const std::optional<double> ttft = record.ttftMs();
            const std::optional<double> ttfs = record.ttfsMs();
            QVERIFY(ttfo && ttft && ttfs);
            QVERIFY(hasTime(truth->firstOutputWrittenNs));
            QVERIFY(hasTime(truth->firstSentenceWrittenNs));
            out.ttfo.push_back(*ttfo - truthSpanMs(*truth, truth->firstOutputWrittenNs));
            out.ttft.push_back(*ttft - truthSpanMs(*truth, truth->firstTokenWrittenNs));
            out.ttfs.push_back(*ttfs - truthSpanMs(*truth, truth->firstSentenceWrittenNs));
            if (truth->firstSentenceWrittenNs == truth->lastByteWrittenNs)
                ++out.endRuleSentences;

            const std::optional<double> reasoning = record.firstReasoningMs();
            if (reasoningTokens > 0) {
                QVERIFY(reasoning);
                QVERIFY(hasTime(truth->firstReasoningWrittenNs));
                QCOMPARE(truth->firstOutputWrittenNs, truth->firstReasoningWrittenNs);
                out.reasoning.push_back(*reasoning - truthSpanMs(*truth, truth->firstReasoningWrittenNs));
                out.reasoningLeadMs.push_back(*ttft - *ttfo);
            } else {
                QVERIFY(!reasoning);
                QVERIFY(!hasTime(truth->firstReasoningWrittenNs));
                QCOMPARE(truth->firstOutputWrittenNs, truth->firstTokenWrittenNs);
            }
        }
    }

    static void verifyBias(const char *metric, const std::vector<double> &biases)
    {
        const double bias = median(biases);
        // Under ASan the client is several times slower: only causality is checked there (the
        // 2 ms figure is the uninstrumented client's, checked in the plain suite).
        QVERIFY2(bias >= 0 && (bias < 2.0 || kUnderSanitizer),
                 qPrintable(QStringLiteral("%1: median client − truth %2 ms, outside [0, 2)")
                                .arg(QLatin1String(metric))
                                .arg(bias, 0, 'f', 3)));
    }

    LabServer m_lab;

private Q_SLOTS:
    void initTestCase()
    {
        // The lab's first sentence follows the client's default length rule.
        QCOMPARE(Workload{}.ttfsChars, kDefaultClauseChars);
        QString error;
        QVERIFY2(m_lab.start(&error), qPrintable(error));
    }

    void biasWithinTwoMs_data()
    {
        QTest::addColumn<QString>("dialect");
        QTest::addColumn<int>("reasoningTokens");    // what the lab should send
        QTest::addColumn<bool>("reportsReasoning");  // usage counts reasoning tokens apart
        QTest::newRow("openai-chat") << QStringLiteral("openai-chat") << kReasoningTokens << true;
        QTest::newRow("openai-responses") << QStringLiteral("openai-responses") << kReasoningTokens << true;
        QTest::newRow("anthropic") << QStringLiteral("anthropic") << kReasoningTokens << true;
        QTest::newRow("gemini") << QStringLiteral("gemini") << kReasoningTokens << true;
        QTest::newRow("ollama-chat") << QStringLiteral("ollama-chat") << kReasoningTokens << false;
        QTest::newRow("ollama-generate") << QStringLiteral("ollama-generate") << kReasoningTokens << false;
        // No reasoning format the client reads: the lab ignores X-Lab-Reasoning-Tokens there.
        QTest::newRow("llamacpp") << QStringLiteral("llamacpp") << 0 << false;
        QTest::newRow("tgi") << QStringLiteral("tgi") << 0 << false;
    }

    void biasWithinTwoMs()
    {
        QFETCH(QString, dialect);
        QFETCH(int, reasoningTokens);
        QFETCH(bool, reportsReasoning);

        // Reasoning is asked for in every dialect; those without a format answer without it.
        const ProviderProfile profile
            = labProvider(m_lab, dialect.toStdString(), "lab-fast", kOutputTokens, kReasoningTokens);
        Biases biases;
        measure(profile, kRounds, kOutputTokens, reasoningTokens, biases);
        if (QTest::currentTestFailed())
            return;

        qInfo().noquote() << QStringLiteral("%1: median client − truth over %2 requests: TTFO %3 ms, TTFT %4 ms, "
                                            "TTFS %5 ms, first reasoning %6")
                                 .arg(dialect)
                                 .arg(biases.ttft.size())
                                 .arg(median(biases.ttfo), 0, 'f', 3)
                                 .arg(median(biases.ttft), 0, 'f', 3)
                                 .arg(median(biases.ttfs), 0, 'f', 3)
                                 .arg(reasoningTokens > 0
                                          ? QStringLiteral("%1 ms").arg(median(biases.reasoning), 0, 'f', 3)
                                          : QStringLiteral("n/a (no reasoning in this dialect)"));
        verifyBias("TTFO", biases.ttfo);
        verifyBias("TTFT", biases.ttft);
        verifyBias("TTFS", biases.ttfs);
        if (reasoningTokens > 0) {
            verifyBias("first reasoning", biases.reasoning);
            // The answer starts N token gaps after the first reasoning token.
            const double expectedLeadMs = kReasoningTokens * kTpotMs;
            const double leadMs = median(biases.reasoningLeadMs);
            QVERIFY2(std::abs(leadMs - expectedLeadMs) < 4.0 || kUnderSanitizer,
                     qPrintable(QStringLiteral("TTFT − TTFO %1 ms, expected about %2 ms").arg(leadMs).arg(expectedLeadMs)));
        }

        // Usage counts the reasoning where the API reports it apart.
        if (reportsReasoning) {
            for (const std::int64_t reported : biases.usageReasoning)
                QCOMPARE(reported, std::int64_t(reasoningTokens));
        }
    }

    // An answer too short to hold a clause is speakable once it is complete: the lab stamps the
    // write that ends it, the client the finish event in it.
    void shortAnswerSentenceAtItsEnd_data()
    {
        QTest::addColumn<QString>("dialect");
        QTest::newRow("openai-chat") << QStringLiteral("openai-chat");
        QTest::newRow("anthropic") << QStringLiteral("anthropic");
        QTest::newRow("ollama-chat") << QStringLiteral("ollama-chat");
    }

    void shortAnswerSentenceAtItsEnd()
    {
        QFETCH(QString, dialect);
        constexpr int outputTokens = 1; // one word: never a clause
        const ProviderProfile profile = labProvider(m_lab, dialect.toStdString(), "lab-fast", outputTokens, 0);
        Biases biases;
        measure(profile, 6, outputTokens, 0, biases);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(biases.endRuleSentences, int(biases.ttfs.size()));
        qInfo().noquote() << QStringLiteral("%1, one-word answers: median TTFS client − truth %2 ms")
                                 .arg(dialect)
                                 .arg(median(biases.ttfs), 0, 'f', 3);
        verifyBias("TTFS", biases.ttfs);
    }

    // The model's own reasoning_tokens (lab config) works like the header.
    void modelReasoningTokensFromConfig()
    {
        std::string error;
        const LabConfig config = labConfigFromJson(
            nlohmann::json{{"models", nlohmann::json::array({{{"name", "lab-thinker"},
                                                              {"fixed_overhead_ms", 5},
                                                              {"tpot_ms", 2},
                                                              {"output_tokens", 4},
                                                              {"reasoning_tokens", 3}}})}},
            &error);
        QVERIFY2(error.empty(), error.c_str());
        QCOMPARE(config.models.size(), std::size_t(1));
        QCOMPARE(config.models.front().reasoningTokens, 3);
        QVERIFY(labConfigFromJson(toJson(config)) == config);

        LabServer lab(config);
        QString startError;
        QVERIFY2(lab.start(&startError), qPrintable(startError));
        ProviderProfile profile;
        profile.name = "thinker";
        profile.baseUrl = lab.baseUrl().toStdString();
        profile.model = "lab-thinker";
        profile.auth = AuthStyle::None;
        profile.firstTokenTimeoutMs = 5000;
        profile.totalTimeoutMs = 20000;
        const std::vector<RequestRecord> records = runSequential(profile, 1);
        QCOMPARE(records.size(), std::size_t(2));
        const RequestRecord &record = records.back();
        QVERIFY2(!record.failed(), record.errorMessage.c_str());
        QCOMPARE(record.usage.reasoningTokens.value_or(-1), std::int64_t(3));
        QCOMPARE(record.usage.completionTokens.value_or(-1), std::int64_t(7)); // reasoning included, as OpenAI counts
        const std::optional<LabTruth> truth = lab.truthFor(record.requestId);
        QVERIFY(truth);
        QCOMPARE(truth->reasoningTokens, 3);
        QVERIFY(truth->firstReasoningWrittenNs < truth->firstTokenWrittenNs);
        QVERIFY(record.ttfoMs() < record.ttftMs());
    }
};

QTEST_GUILESS_MAIN(TestDialectBias)
#include "tst_dialectbias.moc"
