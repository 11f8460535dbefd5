// The workload side of a run: templates, the extended Workload's JSON form, and PromptBuilder
// (nonce, filler history up to a token target, calibration against a server's own count).
// What a user relies on: every request opens with its own nonce so no prefix cache flatters TTFT;
// a "2000-token prompt" is 2000 tokens as the server counts them; the question stays last.
#include "engine/promptbuilder.h"
#include "engine/promptcalibration.h"
#include "engine/promptestimator.h"
#include "engine/promptfiller.h"
#include "engine/requestfactory.h"
#include "engine/requestrecorder.h"
#include "engine/workloadpromptsource.h"
#include "engine/workloadtemplates.h"
#include "lab/labserver.h"
#include "lab/prompttokenestimator.h"
#include "transport/transport.h"
#include "wire/dialect.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <cmath>
#include <condition_variable>
#include <mutex>
#include <set>

using namespace ttft;

namespace {

const std::vector<int> kTargets{100, 2000, 8000, 32000};

std::string contentOf(const nlohmann::json &message)
{
    const auto content = message.find("content");
    return content != message.end() && content->is_string() ? content->get<std::string>() : std::string();
}

bool startsWith(const std::string &text, std::string_view prefix)
{
    return text.compare(0, prefix.size(), prefix) == 0;
}

// The lab server's own count of a prompt (what it reports as usage.prompt_tokens).
int labCount(const nlohmann::json &messages)
{
    const QByteArray bytes = QByteArray::fromStdString(messages.dump());
    return estimateChatPromptTokens(QJsonDocument::fromJson(bytes).array());
}

double relativeError(double value, double target)
{
    return std::abs(value - target) / target;
}

Workload templateOrFail(std::string_view id)
{
    const std::optional<Workload> workload = workloadTemplate(id);
    return workload ? *workload : Workload{};
}

// A template, or a bare question without a system prompt ("bare", "bare-zh").
Workload workloadFor(std::string_view id)
{
    if (id == "bare" || id == "bare-zh") {
        Workload workload;
        workload.fillerLanguage = id == "bare" ? "en" : "zh";
        workload.userMessage = id == "bare" ? "What is the capital of Australia?" : "澳大利亚的首都是哪座城市？";
        return workload;
    }
    return templateOrFail(id);
}

// Collects records finished on the transport's thread.
struct Collector {
    std::mutex mutex;
    std::condition_variable done;
    std::vector<RequestRecord> records;

    RequestRecorder::Completion completion()
    {
        return [this](RequestRecord &&record) {
            std::lock_guard lock(mutex);
            records.push_back(std::move(record));
            done.notify_all();
        };
    }
    std::optional<RequestRecord> waitForNext(std::size_t count, int timeoutMs)
    {
        std::unique_lock lock(mutex);
        if (!done.wait_for(lock, std::chrono::milliseconds(timeoutMs), [&] { return records.size() >= count; }))
            return std::nullopt;
        return records[count - 1];
    }
};

} // namespace

class TestPromptBuilder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // ---- templates and the Workload model ----

    void templatesAreComplete()
    {
        for (const std::string_view id : workloadTemplateIds()) {
            const std::optional<Workload> workload = workloadTemplate(id);
            QVERIFY2(workload.has_value(), std::string(id).c_str());
            QVERIFY(!workload->systemPrompt.empty());
            QVERIFY(!workload->userMessage.empty());
            QVERIFY(workload->cacheBust);
            QVERIFY(workload->maxTokens.has_value());
            QVERIFY(workload->messages == composeMessages(*workload));
            QCOMPARE(contentOf(workload->messages.back()), workload->userMessage);
            QCOMPARE(workload->messages.front()["role"].get<std::string>(), std::string("system"));
            const bool chinese = id.ends_with("-zh");
            QCOMPARE(workload->fillerLanguage, std::string(chinese ? "zh" : "en"));
            // Chinese variants speak Chinese (UTF-8 lead bytes of CJK ideographs: E4..E9).
            const bool hasCjk = std::any_of(workload->userMessage.begin(), workload->userMessage.end(),
                                            [](char c) { return static_cast<unsigned char>(c) >= 0xE4; });
            QCOMPARE(hasCjk, chinese);
        }
        QCOMPARE(workloadTemplate("voice", "zh")->templateName, std::string("voice"));
        QVERIFY(!workloadTemplate("nope").has_value());
        QVERIFY(!workloadTemplate("agent", "zh").has_value());

        const Workload voice = *workloadTemplate("voice");
        QVERIFY(voice.history.size() >= 4);
        const Workload agent = *workloadTemplate("agent");
        QVERIFY(agent.extraBody["tools"].is_array());
        QVERIFY(agent.extraBody["tools"].size() >= 3);
        bool toolCall = false;
        bool toolResult = false;
        for (const auto &message : agent.history) {
            toolCall = toolCall || message.contains("tool_calls");
            toolResult = toolResult || message["role"] == "tool";
        }
        QVERIFY(toolCall && toolResult);
        QVERIFY(PromptEstimator::toolTokens(agent.extraBody) > 100);
        QVERIFY(templateOrFail("long").promptTokensTarget == std::optional<int>(16000));
    }

    void workloadJsonRoundTrip()
    {
        for (const std::string_view id : workloadTemplateIds()) {
            Workload workload = *workloadTemplate(id);
            workload.promptTokensTarget = 4000;
            workload.fillerSeed = 0xfedcba9876543210ULL; // above INT64_MAX: must survive as unsigned
            workload.cacheBust = false;
            workload.temperature = 0.25;
            workload.keepText = true;
            std::string error;
            const Workload back = workloadFromJson(nlohmann::json::parse(toJson(workload).dump()), &error);
            QVERIFY2(error.empty(), error.c_str());
            QVERIFY2(back == workload, std::string(id).c_str());
        }

        // A file written before the structured keys existed: old keys read as before, new fields
        // keep their defaults (cache busting on, English filler, no target).
        const nlohmann::json old = nlohmann::json::parse(
            R"({"name":"short","messages":[{"role":"user","content":"Say hi"}],"max_tokens":64,)"
            R"("temperature":null,"include_usage":false,"keep_text":true,"extra_body":{"seed":7}})");
        std::string error;
        const Workload read = workloadFromJson(old, &error);
        QVERIFY2(error.empty(), error.c_str());
        QCOMPARE(read.messages.size(), std::size_t(1));
        QVERIFY(read.maxTokens == std::optional<int>(64));
        QVERIFY(!read.includeUsage && read.keepText);
        QVERIFY(read.cacheBust);
        QCOMPARE(read.fillerLanguage, std::string("en"));
        QVERIFY(!read.promptTokensTarget);
        QVERIFY(!read.isStructured());
        QVERIFY(composeMessages(read) == read.messages);
        const nlohmann::json written = toJson(read);
        for (const char *key : {"name", "messages", "max_tokens", "temperature", "include_usage", "keep_text", "extra_body"})
            QVERIFY2(written.contains(key), key);

        // Mistyped or out-of-range values are reported and dropped.
        error.clear();
        const Workload bad = workloadFromJson(nlohmann::json{{"filler_language", "fr"}}, &error);
        QVERIFY(!error.empty());
        QCOMPARE(bad.fillerLanguage, std::string("en"));
        error.clear();
        QVERIFY(!workloadFromJson(nlohmann::json{{"prompt_tokens_target", 0}}, &error).promptTokensTarget);
        QVERIFY(!error.empty());
        error.clear();
        QVERIFY(workloadFromJson(nlohmann::json{{"history", "hi"}}, &error).history.empty());
        QVERIFY(!error.empty());
    }

    // ---- the estimator ----

    void estimatorIsCloseToRuleOfThumb()
    {
        // English prose: about 4 characters a token; Chinese: about 1.2 tokens a character.
        PromptFiller english("en", 3);
        std::string prose;
        while (prose.size() < 200'000)
            prose += english.assistantTurn() + ' ';
        const double charsPerToken = double(prose.size()) / PromptEstimator::textTokens(prose);
        QVERIFY2(charsPerToken > 3.6 && charsPerToken < 5.0, QByteArray::number(charsPerToken).constData());

        PromptFiller chinese("zh", 3);
        std::string hanzi;
        while (hanzi.size() < 200'000)
            hanzi += chinese.assistantTurn();
        const double characters = double(QString::fromStdString(hanzi).size());
        const double tokensPerChar = PromptEstimator::textTokens(hanzi) / characters;
        QVERIFY2(tokensPerChar > 1.0 && tokensPerChar < 1.3, QByteArray::number(tokensPerChar).constData());

        QCOMPARE(PromptEstimator::textTokens(""), 0.0);
        QCOMPARE(PromptEstimator::textTokens("hello"), 1.0);
        QCOMPARE(PromptEstimator::textTokens("12345678"), 3.0);
        // Broken UTF-8 and lone punctuation-class characters end, and count.
        QVERIFY(PromptEstimator::textTokens(std::string("\xE4\xB8", 2)) > 0);
        QVERIFY(PromptEstimator::textTokens("a\xE2\x80\x94" "b") > 0);
        QVERIFY(PromptEstimator::textTokens("\xC3\xA9t\xC3\xA9 ") > 0);

        // Messages: overhead, content parts, tool calls.
        const nlohmann::json parts = {{"role", "user"},
                                      {"content", {{{"type", "text"}, {"text", "hello"}}, {{"type", "image_url"}}}}};
        QCOMPARE(PromptEstimator::messageTokens(parts), PromptEstimator::kTokensPerMessage + 1.0);
        const Workload agent = templateOrFail("agent");
        QVERIFY(PromptEstimator::messageTokens(agent.history[1]) > PromptEstimator::kTokensPerMessage + 5);
    }

    // ---- nonce and cache busting ----

    void nonceOpensEveryPrompt()
    {
        PromptBuilder builder(templateOrFail("voice"));
        builder.setRunTag("3f2a9c1e");
        std::set<std::string> firstContents;
        for (int i = 0; i < 50; ++i) {
            const BuiltPrompt prompt = builder.build(i);
            const std::string first = contentOf(prompt.messages.front());
            const std::string expected = "[run 3f2a9c1e request " + std::to_string(i) + "]\n";
            QVERIFY2(startsWith(first, expected), first.substr(0, 60).c_str());
            QVERIFY(first.find("You are Robin") == expected.size()); // the system prompt follows intact
            firstContents.insert(first);
            QCOMPARE(prompt.messages.front()["role"].get<std::string>(), std::string("system"));
        }
        QCOMPARE(firstContents.size(), std::size_t(50));

        // Two builders (two runs) never share nonces.
        PromptBuilder other(templateOrFail("voice"));
        QVERIFY(other.runTag() != builder.runTag());
        QCOMPARE(other.runTag().size(), std::size_t(8));

        // Without a system prompt the nonce opens the user message, also with a filler history
        // in front (then the first filler turn carries it); parts get a text part first.
        Workload plain;
        plain.messages = nlohmann::json::array({{{"role", "user"}, {"content", "Hi there"}}});
        PromptBuilder plainBuilder(plain);
        const BuiltPrompt short1 = plainBuilder.build("n-1", std::nullopt);
        QCOMPARE(contentOf(short1.messages.front()), std::string("[n-1]\nHi there"));
        const BuiltPrompt padded = plainBuilder.build("n-2", 500);
        QVERIFY(padded.fillerMessages > 0);
        QVERIFY(startsWith(contentOf(padded.messages.front()), "[n-2]\n"));
        QCOMPARE(padded.messages.front()["role"].get<std::string>(), std::string("user"));
        QCOMPARE(contentOf(padded.messages.back()), std::string("Hi there"));

        Workload parts;
        parts.messages = nlohmann::json::array(
            {{{"role", "user"}, {"content", {{{"type", "text"}, {"text", "Describe it"}}}}}});
        const BuiltPrompt withParts = PromptBuilder(parts).build("n-3", std::nullopt);
        QCOMPARE(withParts.messages[0]["content"][0]["text"].get<std::string>(), std::string("[n-3]"));
        QCOMPARE(withParts.messages[0]["content"][1]["text"].get<std::string>(), std::string("Describe it"));
    }

    void withoutCacheBustPromptsAreIdentical()
    {
        Workload workload = templateOrFail("qa");
        workload.cacheBust = false;
        PromptBuilder builder(workload);
        const BuiltPrompt first = builder.build(1);
        QVERIFY(first.messages == workload.messages);
        QVERIFY(builder.build(2).messages == first.messages);
        QCOMPARE(builder.build("other", 3000).messages.dump(), builder.build("again", 3000).messages.dump());
        QVERIFY(contentOf(builder.build(3).messages.front()).find("[run") == std::string::npos);
    }

    // ---- targets ----

    void targetsAreReached_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("target");
        for (const char *id : {"bare", "bare-zh", "qa", "qa-zh", "voice", "voice-zh", "agent", "long"}) {
            for (const int target : kTargets) {
                // A target must leave room for filler: the voice and agent templates alone are
                // longer than 100 tokens.
                const int fixed = PromptBuilder(workloadFor(id)).build("run 0 request 0", std::nullopt).estimatedTokens;
                if (fixed < target * 3 / 4)
                    QTest::addRow("%s/%d", id, target) << QString::fromLatin1(id) << target;
            }
        }
    }
    void targetsAreReached()
    {
        QFETCH(QString, id);
        QFETCH(int, target);
        const Workload workload = workloadFor(id.toStdString());
        PromptBuilder builder(workload);
        const BuiltPrompt prompt = builder.build(std::int64_t(12345), target);

        // Within 5 % by the builder's own estimator, counted afresh over the whole prompt.
        const double counted = PromptEstimator::chatTokens(prompt.messages, workload.extraBody);
        QVERIFY2(relativeError(counted, target) < 0.05,
                 qPrintable(QStringLiteral("target %1, estimated %2").arg(target).arg(counted)));
        QVERIFY(prompt.targetReachable);
        // The builder's running sum is the same count.
        QVERIFY2(std::abs(counted - prompt.estimatedTokens) <= 2,
                 qPrintable(QStringLiteral("sum %1, recount %2").arg(prompt.estimatedTokens).arg(counted)));
        QCOMPARE(prompt.expectedTokens, prompt.estimatedTokens); // not calibrated yet

        // The question is last, as written; the fixed history follows the filler, unchanged.
        const nlohmann::json &messages = prompt.messages;
        QCOMPARE(messages.back()["role"].get<std::string>(), std::string("user"));
        QCOMPARE(contentOf(messages.back()), workload.userMessage);
        const std::size_t historyStart = messages.size() - 1 - workload.history.size();
        for (std::size_t i = 0; i < workload.history.size(); ++i)
            QVERIFY(messages[historyStart + i] == workload.history[i]);
        const std::size_t fillerStart = workload.systemPrompt.empty() ? 0 : 1;
        if (fillerStart == 1)
            QCOMPARE(messages.front()["role"].get<std::string>(), std::string("system"));
        QVERIFY(startsWith(contentOf(messages.front()), "[run "));

        // Filler turns alternate user/assistant, starting with the user, and are varied text.
        QCOMPARE(std::size_t(prompt.fillerMessages), messages.size() - fillerStart - 1 - workload.history.size());
        QVERIFY(prompt.fillerMessages % 2 == 0);
        std::set<std::string> distinct;
        for (int i = 0; i < prompt.fillerMessages; ++i) {
            const nlohmann::json &turn = messages[fillerStart + std::size_t(i)];
            QCOMPARE(turn["role"].get<std::string>(), std::string(i % 2 == 0 ? "user" : "assistant"));
            distinct.insert(contentOf(turn));
        }
        QVERIFY(distinct.size() >= std::size_t(prompt.fillerMessages) * 9 / 10);
    }

    void fillerIsVaried()
    {
        // Many different words, none dominating: not one sentence or word repeated to length.
        for (const char *language : {"en", "zh"}) {
            PromptFiller filler(language, 11);
            std::string text;
            for (int i = 0; i < 400; ++i)
                text += filler.userTurn() + ' ' + filler.assistantTurn() + ' ';
            std::map<QString, int> counts;
            const QString unicode = QString::fromStdString(text);
            if (std::string_view(language) == "en") {
                for (const QString &word : unicode.split(QLatin1Char(' '), Qt::SkipEmptyParts))
                    ++counts[word.toLower()];
            } else {
                for (qsizetype i = 0; i + 1 < unicode.size(); ++i) // character pairs
                    ++counts[unicode.mid(i, 2)];
            }
            int total = 0;
            int most = 0;
            for (const auto &[word, count] : counts) {
                total += count;
                most = std::max(most, count);
            }
            QVERIFY2(counts.size() > 300, language);
            // ("the" is about 6 % of any English text; a filler of one repeated word would be 100 %.)
            QVERIFY2(double(most) / total < 0.1, qPrintable(QStringLiteral("%1: %2 of %3").arg(QLatin1String(language)).arg(most).arg(total)));
        }
    }

    void deterministicForSeed()
    {
        Workload workload = templateOrFail("qa");
        workload.fillerSeed = 42;
        PromptBuilder a(workload);
        PromptBuilder b(workload);
        a.setRunTag("00000001");
        b.setRunTag("00000001");
        QCOMPARE(a.build(7, 3000).messages.dump(), b.build(7, 3000).messages.dump());
        QVERIFY(a.build(std::int64_t(7)).messages == b.build(std::int64_t(7)).messages);

        workload.fillerSeed = 43;
        PromptBuilder c(workload);
        c.setRunTag("00000001");
        QVERIFY(a.build(7, 3000).messages != c.build(7, 3000).messages);

        // A longer target extends the same conversation.
        const BuiltPrompt shorter = a.build("x", 2000);
        const BuiltPrompt longer = a.build("x", 8000);
        QVERIFY(shorter.messages[1] == longer.messages[1]);
        QVERIFY(shorter.messages[2] == longer.messages[2]);
    }

    void shortTargetsAndUnreachableOnes()
    {
        // A target below what the template alone costs: no filler, and it says so.
        PromptBuilder agent(templateOrFail("agent"));
        const BuiltPrompt tooShort = agent.build("n", 100);
        QCOMPARE(tooShort.fillerMessages, 0);
        QVERIFY(!tooShort.targetReachable);
        QCOMPARE(tooShort.messages.size(), templateOrFail("agent").messages.size());

        // Every target from 50 up lands within a few tokens on a bare question.
        Workload bare;
        bare.userMessage = "What is the capital of Australia?";
        PromptBuilder builder(bare);
        for (int target = 50; target <= 400; target += 7) {
            const BuiltPrompt prompt = builder.build("run 1 request 1", target);
            const double counted = PromptEstimator::chatTokens(prompt.messages, bare.extraBody);
            QVERIFY2(std::abs(counted - target) <= 2.5,
                     qPrintable(QStringLiteral("target %1, estimated %2").arg(target).arg(counted)));
            QCOMPARE(contentOf(prompt.messages.back()), bare.userMessage);
        }
    }

    // ---- calibration ----

    void calibrationFits()
    {
        PromptCalibration calibration;
        QCOMPARE(calibration.predict(1000), 1000.0);
        calibration.addSample(1000, 1100);
        calibration.addSample(1000, 1100);
        QCOMPARE(calibration.scale(), 1.1);
        QCOMPARE(calibration.offset(), 0.0);
        QCOMPARE(calibration.estimateFor(2200), 2000.0);
        calibration.addSample(0, 5); // ignored
        calibration.addSample(-3, 5);
        QCOMPARE(calibration.sampleCount(), std::size_t(2));

        // Samples over several lengths: a line, which also learns a constant the estimate misses.
        PromptCalibration sweep;
        for (const double estimate : {500.0, 2000.0, 8000.0, 500.0})
            sweep.addSample(estimate, 0.9 * estimate + 150);
        QVERIFY(std::abs(sweep.scale() - 0.9) < 1e-9);
        QVERIFY(std::abs(sweep.offset() - 150) < 1e-6);
        QVERIFY(std::abs(sweep.predict(sweep.estimateFor(32000)) - 32000) < 1e-6);

        // An implausible line (a mix of wildly different servers) falls back to the ratio.
        PromptCalibration wild;
        wild.addSample(100, 5000);
        wild.addSample(1000, 600);
        wild.addSample(10000, 700);
        QCOMPARE(wild.offset(), 0.0);
        wild.reset();
        QCOMPARE(wild.sampleCount(), std::size_t(0));
        QCOMPARE(wild.scale(), 1.0);
    }

    // Once settled, samples that fit change nothing: requests keep the same filler (no rewrite,
    // no drift in length), while a server that counts differently still moves the calibration.
    void calibrationSettles()
    {
        PromptBuilder builder(templateOrFail("qa"));
        const auto labSample = [&](std::int64_t index) {
            const BuiltPrompt prompt = builder.build(index, 8000);
            return std::pair{prompt.estimatedTokens, labCount(prompt.messages)};
        };
        for (std::int64_t i = 0; i < 3; ++i) {
            const auto [estimated, counted] = labSample(i);
            QVERIFY(builder.calibrate(estimated, counted));
        }
        const PromptCalibration settled = builder.calibration();
        const BuiltPrompt before = builder.build("n", 8000);
        for (std::int64_t i = 3; i < 30; ++i) {
            const auto [estimated, counted] = labSample(i);
            QVERIFY(!builder.calibrate(estimated, counted));
        }
        QCOMPARE(builder.calibration().scale(), settled.scale());
        QVERIFY(builder.build("n", 8000).messages == before.messages);
        QVERIFY(builder.calibrate(before.estimatedTokens, before.expectedTokens * 11 / 10)); // a new server
        QVERIFY(builder.calibration().scale() > settled.scale());
        QVERIFY(!builder.calibrate(0, 100));
    }

    // The lab counts 1 token per CJK character and one per 4 other characters; the builder's
    // estimator counts words. After a warm-up at one length, every length lands within 3 % of the
    // lab's count; a sweep's samples (several lengths) do the same.
    // One exception shows what one length cannot teach: the agent's tool definitions, which real
    // servers count and the lab does not, are a constant the ratio of one length spreads over the
    // whole prompt. There the warm-up length itself lands, and a sweep learns the constant.
    void calibrationMatchesLabCount_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("sweep");
        for (const char *id : {"qa", "qa-zh", "voice", "voice-zh", "agent", "long"}) {
            QTest::addRow("%s/warm-up", id) << QString::fromLatin1(id) << false;
            QTest::addRow("%s/sweep", id) << QString::fromLatin1(id) << true;
        }
    }
    void calibrationMatchesLabCount()
    {
        QFETCH(QString, id);
        QFETCH(bool, sweep);
        const Workload workload = templateOrFail(id.toStdString());
        WorkloadPromptSource source(workload);
        const std::vector<int> calibrationTargets = sweep ? std::vector<int>{1000, 4000, 16000} : std::vector<int>{2000};
        int request = 0;
        double worstBefore = 0;
        for (const int target : calibrationTargets) {
            for (int i = 0; i < 3; ++i) {
                const PromptSource::Prompt prompt = source.promptFor(target, PromptBuilder::nonceFor("cafe0001", request++));
                const int counted = labCount(prompt.messages);
                worstBefore = std::max(worstBefore, relativeError(counted, target));
                source.observe(*prompt.estimatedTokens, counted);
            }
        }
        double worstAfter = 0;
        QString report;
        const std::vector<int> checked = id == QLatin1String("agent") && !sweep ? std::vector<int>{2000}
                                                                                  : std::vector<int>{2000, 8000, 32000};
        for (const int target : checked) {
            const PromptSource::Prompt prompt = source.promptFor(target, PromptBuilder::nonceFor("cafe0001", request++));
            const int counted = labCount(prompt.messages);
            const double error = relativeError(counted, target);
            worstAfter = std::max(worstAfter, error);
            report += QStringLiteral(" %1→%2").arg(target).arg(counted);
            // The calibrated estimate predicts the server's count too.
            const BuiltPrompt built = source.builder().build("probe", target);
            QVERIFY(relativeError(built.expectedTokens, counted) < 0.03);
        }
        qInfo("%s %s: error before %.1f %%, after %.2f %% (lab counts%s; scale %.3f offset %.0f)",
              qPrintable(id), sweep ? "sweep" : "warm-up", 100 * worstBefore, 100 * worstAfter, qPrintable(report),
              source.builder().calibration().scale(), source.builder().calibration().offset());
        QVERIFY2(worstAfter < 0.03, qPrintable(report));
    }

    // End to end: real requests to the embedded lab server over the curl transport; the engine's
    // loop in miniature (build, send, read usage.prompt_tokens, observe).
    void calibrationOverHttp()
    {
        LabServer lab;
        QString error;
        QVERIFY2(lab.start(&error), qPrintable(error));
        ProviderProfile profile;
        profile.name = "lab";
        profile.baseUrl = lab.baseUrl().toStdString();
        profile.model = "lab-fast";
        profile.transport = TransportKind::Curl;
        profile.firstTokenTimeoutMs = 10000;
        profile.totalTimeoutMs = 20000;
        profile.extraHeaders = {{"X-Lab-First-Token-Ms", "1"}, {"X-Lab-Tpot-Ms", "0"}, {"X-Lab-Output-Tokens", "2"}};
        std::unique_ptr<Transport> transport = makeTransport(TransportKind::Curl);

        Workload workload = templateOrFail("voice-zh");
        WorkloadPromptSource source(workload);
        Collector collector;
        std::size_t sent = 0;
        const auto send = [&](int target) -> std::pair<int, int> {
            const PromptSource::Prompt prompt = source.promptFor(target, PromptBuilder::nonceFor("beef0002", std::int64_t(sent)));
            Workload request = workload;
            request.messages = prompt.messages;
            auto dialect = makeDialect(DialectId::OpenAiChat);
            RequestRecord seed;
            seed.index = std::int64_t(sent);
            seed.requestId = newRequestId();
            const HttpRequest http = buildHttpRequest(profile, request, *dialect, {}, seed.requestId);
            transport->start(http, std::make_shared<RequestRecorder>(seed, std::move(dialect), StreamMeter::Options{},
                                                                     collector.completion()));
            const std::optional<RequestRecord> record = collector.waitForNext(++sent, 20000);
            if (!record || record->failed() || !record->usage.promptTokens)
                return {*prompt.estimatedTokens, -1};
            return {*prompt.estimatedTokens, int(*record->usage.promptTokens)};
        };

        for (int i = 0; i < 3; ++i) { // warm-up
            const auto [estimated, reported] = send(4000);
            QVERIFY(reported > 0);
            source.observe(estimated, reported);
        }
        for (const int target : {4000, 16000}) {
            const auto [estimated, reported] = send(target);
            QVERIFY(reported > 0);
            qInfo("over HTTP: target %d, lab counted %d (%.2f %%)", target, reported,
                  100 * relativeError(reported, target));
            QVERIFY(relativeError(reported, target) < 0.03);
        }
        lab.stop();
    }

    // ---- speed ----

    void buildingIsFast()
    {
        // The first build at a length writes its filler; later ones copy it and add the nonce.
        for (const char *id : {"qa", "qa-zh"}) {
            PromptBuilder builder(templateOrFail(id));
            QElapsedTimer timer;
            timer.start();
            const BuiltPrompt first = builder.build("run 1 request 0", 32000);
            const double firstMs = double(timer.nsecsElapsed()) / 1e6;
            timer.restart();
            constexpr int repeats = 20;
            for (int i = 1; i <= repeats; ++i)
                builder.build("run 1 request " + std::to_string(i), 32000);
            const double laterMs = double(timer.nsecsElapsed()) / 1e6 / repeats;
            qInfo("%s 32k-token prompt (%d messages, %zu bytes): first build %.2f ms, later builds %.3f ms", id,
                  int(first.messages.size()), first.messages.dump().size(), firstMs, laterMs);
            // Loose bounds: a debug build on a shared machine. bench_promptbuilder prints real figures.
            QVERIFY(firstMs < 100);
            QVERIFY(laterMs < 20);
        }
    }
};

QTEST_GUILESS_MAIN(TestPromptBuilder)
#include "tst_promptbuilder.moc"
