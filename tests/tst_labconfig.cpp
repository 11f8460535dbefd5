// LabConfig and LabModel to and from JSON: round trips, partial configs, and what is refused.
#include "lab/labconfigjson.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace ttft;

class TestLabConfig : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaultsRoundTrip();
    void customRoundTrip();
    void emptyObjectKeepsDefaults();
    void demoModelNameStartsFromIt();
    void otherModelNameStartsFromDefaults();
    void problems_data();
    void problems();
    void neverThrows_data();
    void neverThrows();
    void fromFile();
};

void TestLabConfig::defaultsRoundTrip()
{
    const LabConfig config;
    const nlohmann::json json = toJson(config);
    std::string error;
    const LabConfig back = labConfigFromJson(json, &error);
    QVERIFY2(error.empty(), error.c_str());
    QVERIFY(back == config);
    // Through text as well, as a plan file carries it.
    QVERIFY(labConfigFromJson(nlohmann::json::parse(json.dump(2)), &error) == config);
    QVERIFY(error.empty());
}

void TestLabConfig::customRoundTrip()
{
    LabConfig config;
    config.port = 18123;
    config.seed = 0xfedcba9876543210ULL; // above INT64_MAX: must stay unsigned
    config.truthCapacity = 5000;
    config.faultAfterTokens = 7;
    config.maxHeaderBytes = 8192;
    config.maxBodyBytes = 1 << 20;
    config.preciseWakeups = false;
    config.tcpNoDelay = false;
    config.kernelTimestamps = false;
    config.serverThreads = 3;
    LabModel model;
    model.name = "custom";
    model.fixedOverheadMs = 12.5;
    model.prefillTokensPerSec = 1234.5;
    model.tpotMs = 7.25;
    model.outputTokens = 42;
    model.firstTokenJitterMs = 0;
    model.tpotJitterMs = 0.5;
    model.maxBatch = 4;
    model.decodeSlowdownPerRequest = 0.125;
    model.prefixCache = true;
    model.prefixCacheBlockTokens = 16;
    model.prefixCacheBlocks = 100;
    model.prefixCacheTtlS = 20;
    model.cachedPrefillFactor = 0.25;
    model.coldStartMs = 900;
    model.coldAfterIdleS = 30;
    model.requestsPerMinute = 500;
    model.tokensPerMinute = 30000;
    config.models = {model, LabConfig::demoModels().back()};
    config.apiKey = "sk-never-written";

    const nlohmann::json json = toJson(config);
    QVERIFY(!json.contains("api_key"));
    QVERIFY(json.dump().find("sk-never-written") == std::string::npos);
    std::string error;
    LabConfig back = labConfigFromJson(nlohmann::json::parse(json.dump()), &error);
    QVERIFY2(error.empty(), error.c_str());
    QVERIFY(back.apiKey.empty());
    back.apiKey = config.apiKey;
    QVERIFY(back == config);

    QCOMPARE(json["models"][0]["max_batch"].get<int>(), 4);
    QCOMPARE(json["models"][0]["decode_slowdown_per_request"].get<double>(), 0.125);
    QCOMPARE(json["models"][0]["prefix_cache"].get<bool>(), true);
    QCOMPARE(json["models"][0]["cold_after_idle_s"].get<double>(), 30.0);
    QCOMPARE(json["models"][0]["requests_per_minute"].get<int>(), 500);
    QCOMPARE(json["models"][0]["tokens_per_minute"].get<int>(), 30000);
    QVERIFY(labModelFromJson(toJson(model)) == model);
}

void TestLabConfig::emptyObjectKeepsDefaults()
{
    std::string error;
    QVERIFY(labConfigFromJson(nlohmann::json::object(), &error) == LabConfig{});
    QVERIFY(error.empty());
    // null means "not given" too.
    QVERIFY(labConfigFromJson(nlohmann::json{{"models", nullptr}, {"port", nullptr}}, &error) == LabConfig{});
    QVERIFY(error.empty());
}

void TestLabConfig::demoModelNameStartsFromIt()
{
    // `--config` files tweak a demo model without repeating it.
    std::string error;
    const LabConfig config = labConfigFromJson(
        nlohmann::json::parse(R"({"models":[{"name":"lab-slow","max_batch":2},{"name":"lab-fast"}]})"), &error);
    QVERIFY2(error.empty(), error.c_str());
    QCOMPARE(config.models.size(), std::size_t(2));
    LabModel expectedSlow = LabConfig::demoModels()[2];
    expectedSlow.maxBatch = 2;
    QVERIFY(config.models[0] == expectedSlow);
    QVERIFY(config.models[1] == LabConfig::demoModels()[0]);
}

void TestLabConfig::otherModelNameStartsFromDefaults()
{
    std::string error;
    const LabModel model = labModelFromJson(nlohmann::json{{"name", "mine"}, {"tpot_ms", 3}}, &error);
    QVERIFY(error.empty());
    LabModel expected;
    expected.name = "mine";
    expected.tpotMs = 3; // an integer is a fine number
    QVERIFY(model == expected);
}

void TestLabConfig::problems_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QByteArray>("problem");   // the start of the reported problem
    QTest::addColumn<int>("models");           // how many models the result has
    QTest::addColumn<int>("port");             // the port the result has

    QTest::newRow("not-an-object") << QByteArrayLiteral("[1,2]") << QByteArrayLiteral("the lab configuration must be a JSON object") << 3 << 0;
    QTest::newRow("port-out-of-range") << QByteArrayLiteral(R"({"port":70000})") << QByteArrayLiteral("port: expected an integer in range") << 3 << 0;
    QTest::newRow("port-as-text") << QByteArrayLiteral(R"({"port":"18000"})") << QByteArrayLiteral("port: expected an integer in range") << 3 << 0;
    QTest::newRow("threads-too-many") << QByteArrayLiteral(R"({"server_threads":65,"port":5})") << QByteArrayLiteral("server_threads: must be from 0 to 64") << 3 << 5;
    QTest::newRow("capacity-zero") << QByteArrayLiteral(R"({"truth_capacity":0})") << QByteArrayLiteral("truth_capacity: must be >= 1") << 3 << 0;
    QTest::newRow("unknown-key") << QByteArrayLiteral(R"({"prot":5,"port":6})") << QByteArrayLiteral("prot: unknown key (ignored)") << 3 << 6;
    QTest::newRow("api-key-refused") << QByteArrayLiteral(R"({"api_key":"sk-x"})") << QByteArrayLiteral("api_key: never read from a file") << 3 << 0;
    QTest::newRow("models-not-array") << QByteArrayLiteral(R"({"models":{"name":"a"}})") << QByteArrayLiteral("models: expected a non-empty array") << 3 << 0;
    QTest::newRow("models-empty") << QByteArrayLiteral(R"({"models":[]})") << QByteArrayLiteral("models: expected a non-empty array") << 3 << 0;
    QTest::newRow("model-without-name") << QByteArrayLiteral(R"({"models":[{"tpot_ms":5},{"name":"b"}]})") << QByteArrayLiteral("models[0].name: a non-empty string is required") << 1 << 0;
    QTest::newRow("model-not-object") << QByteArrayLiteral(R"({"models":[3,{"name":"b"}]})") << QByteArrayLiteral("models[0]: expected an object") << 1 << 0;
    QTest::newRow("no-usable-model") << QByteArrayLiteral(R"({"models":[{"name":""}]})") << QByteArrayLiteral("models[0].name: a non-empty string is required") << 3 << 0;
    QTest::newRow("duplicate-name") << QByteArrayLiteral(R"({"models":[{"name":"a"},{"name":"a"}]})") << QByteArrayLiteral("models[1].name: \"a\" is already taken") << 1 << 0;
    QTest::newRow("negative-rpm") << QByteArrayLiteral(R"({"models":[{"name":"a","requests_per_minute":-5}]})") << QByteArrayLiteral("models[0].requests_per_minute: must be >= 0") << 1 << 0;
    QTest::newRow("negative-batch") << QByteArrayLiteral(R"({"models":[{"name":"a","max_batch":-1}]})") << QByteArrayLiteral("models[0].max_batch: must be >= 0") << 1 << 0;
    QTest::newRow("negative-tpot") << QByteArrayLiteral(R"({"models":[{"name":"a","tpot_ms":-0.5}]})") << QByteArrayLiteral("models[0].tpot_ms: must be >= 0") << 1 << 0;
    QTest::newRow("block-zero") << QByteArrayLiteral(R"({"models":[{"name":"a","prefix_cache_block_tokens":0}]})") << QByteArrayLiteral("models[0].prefix_cache_block_tokens: must be >= 1") << 1 << 0;
    QTest::newRow("cached-factor-over-one") << QByteArrayLiteral(R"({"models":[{"name":"a","cached_prefill_factor":1.5}]})") << QByteArrayLiteral("models[0].cached_prefill_factor: must be from 0 to 1") << 1 << 0;
    QTest::newRow("negative-cache-ttl") << QByteArrayLiteral(R"({"models":[{"name":"a","prefix_cache_ttl_s":-1}]})") << QByteArrayLiteral("models[0].prefix_cache_ttl_s: must be >= 0") << 1 << 0;
    QTest::newRow("cache-not-bool") << QByteArrayLiteral(R"({"models":[{"name":"a","prefix_cache":1}]})") << QByteArrayLiteral("models[0].prefix_cache: expected a boolean") << 1 << 0;
    QTest::newRow("batch-fraction") << QByteArrayLiteral(R"({"models":[{"name":"a","max_batch":2.5}]})") << QByteArrayLiteral("models[0].max_batch: expected an integer in range") << 1 << 0;
    QTest::newRow("unknown-model-key") << QByteArrayLiteral(R"({"models":[{"name":"a","max_bacth":2}]})") << QByteArrayLiteral("models[0].max_bacth: unknown key (ignored)") << 1 << 0;
    QTest::newRow("first-problem-wins") << QByteArrayLiteral(R"({"port":-1,"seed":"x"})") << QByteArrayLiteral("port:") << 3 << 0;
}

void TestLabConfig::problems()
{
    QFETCH(QByteArray, json);
    QFETCH(QByteArray, problem);
    QFETCH(int, models);
    QFETCH(int, port);
    std::string error;
    const LabConfig config = labConfigFromJson(nlohmann::json::parse(json.toStdString()), &error);
    QVERIFY2(error.rfind(problem.toStdString(), 0) == 0, error.c_str());
    QCOMPARE(int(config.models.size()), models);
    QCOMPARE(int(config.port), port);
    // A bad value keeps the default.
    for (const LabModel &model : config.models) {
        QVERIFY(model.maxBatch >= 0);
        QVERIFY(model.tpotMs >= 0);
        QVERIFY(model.prefixCacheBlockTokens >= 1);
    }
    QVERIFY(config.truthCapacity >= 1);
}

void TestLabConfig::neverThrows_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("null") << QByteArrayLiteral("null");
    QTest::newRow("string") << QByteArrayLiteral("\"lab\"");
    QTest::newRow("nested-garbage") << QByteArrayLiteral(R"({"models":[{"name":["x"]},null,[],{"name":"ok","cold_start_ms":{}}],"seed":-5})");
    QTest::newRow("huge-numbers") << QByteArrayLiteral(R"({"max_body_bytes":1e300,"models":[{"name":"a","output_tokens":99999999999}]})");
}

void TestLabConfig::neverThrows()
{
    QFETCH(QByteArray, json);
    std::string error;
    const LabConfig config = labConfigFromJson(nlohmann::json::parse(json.toStdString()), &error);
    QVERIFY(!error.empty());
    QVERIFY(!config.models.empty());
    labModelFromJson(nlohmann::json::parse(json.toStdString()), &error);
}

void TestLabConfig::fromFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto write = [&](const QString &name, const QByteArray &text) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly))
            return QString();
        file.write(text);
        return file.fileName();
    };
    std::string error;

    // A bare config (comments allowed: people annotate these files).
    std::optional<LabConfig> config = labConfigFromFile(
        write(QStringLiteral("bare.json"), "// two threads\n{\"server_threads\":2,\"models\":[{\"name\":\"lab-fast\",\"max_batch\":3}]}"),
        &error);
    QVERIFY2(config && error.empty(), error.c_str());
    QCOMPARE(config->serverThreads, 2);
    QCOMPARE(config->models.size(), std::size_t(1));
    QCOMPARE(config->models[0].maxBatch, 3);

    // A plan file: its "lab" section.
    config = labConfigFromFile(write(QStringLiteral("plan.json"), R"({"rounds":5,"lab":{"seed":9}})"), &error);
    QVERIFY2(config && error.empty(), error.c_str());
    QCOMPARE(config->seed, std::uint64_t(9));

    // Problems in a readable file are reported, the config still comes back.
    config = labConfigFromFile(write(QStringLiteral("odd.json"), R"({"seed":-1})"), &error);
    QVERIFY(config);
    QCOMPARE(error, std::string("seed: expected an integer in range, found the integer -1"));

    error.clear();
    QVERIFY(!labConfigFromFile(write(QStringLiteral("broken.json"), "{\"seed\":"), &error));
    QVERIFY2(error.find("not valid JSON") != std::string::npos, error.c_str());
    error.clear();
    QVERIFY(!labConfigFromFile(dir.filePath(QStringLiteral("missing.json")), &error));
    QVERIFY(!error.empty());
}

QTEST_GUILESS_MAIN(TestLabConfig)

#include "tst_labconfig.moc"
