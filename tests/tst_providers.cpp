// Provider profiles: how keys travel in each auth style, presets, and the request a profile makes.
#include "engine/modelcatalog.h"
#include "engine/requestfactory.h"
#include "launch/runbuilder.h"
#include "model/providerpresets.h"
#include "model/providerprofile.h"
#include "wire/dialect.h"

#include <QTest>

#include <set>

using namespace ttft;

namespace {

std::string headerValue(const HeaderList &headers, const std::string &name)
{
    for (const auto &[key, value] : headers) {
        if (QByteArray::fromStdString(key).toLower() == QByteArray::fromStdString(name).toLower())
            return value;
    }
    return {};
}

} // namespace

class TestProviders : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void authStyles_data()
    {
        QTest::addColumn<int>("style");
        QTest::addColumn<QString>("header");
        QTest::addColumn<QString>("value");
        QTest::newRow("bearer") << int(AuthStyle::Bearer) << QStringLiteral("Authorization") << QStringLiteral("Bearer sk-test");
        QTest::newRow("anthropic") << int(AuthStyle::Anthropic) << QStringLiteral("x-api-key") << QStringLiteral("sk-test");
        QTest::newRow("azure") << int(AuthStyle::Azure) << QStringLiteral("api-key") << QStringLiteral("sk-test");
        QTest::newRow("google") << int(AuthStyle::Google) << QStringLiteral("x-goog-api-key") << QStringLiteral("sk-test");
    }
    void authStyles()
    {
        QFETCH(int, style);
        QFETCH(QString, header);
        QFETCH(QString, value);
        ProviderProfile profile;
        profile.auth = AuthStyle(style);
        const HeaderList headers = authHeaders(profile, "sk-test");
        QCOMPARE(QString::fromStdString(headerValue(headers, header.toStdString())), value);
        // The key travels in that header only.
        int carrying = 0;
        for (const auto &[name, content] : headers)
            carrying += content.find("sk-test") != std::string::npos ? 1 : 0;
        QCOMPARE(carrying, 1);
        QCOMPARE(headerValue(headers, "anthropic-version").empty(), AuthStyle(style) != AuthStyle::Anthropic);
    }

    void noKeyNoHeader()
    {
        ProviderProfile profile;
        profile.auth = AuthStyle::None;
        QVERIFY(authHeaders(profile, "sk-test").empty());
        profile.auth = AuthStyle::Bearer;
        QVERIFY(authHeaders(profile, "").empty());
    }

    void anthropicVersionCanBeChosen()
    {
        ProviderProfile profile;
        profile.auth = AuthStyle::Anthropic;
        profile.extraHeaders = {{"Anthropic-Version", "2099-01-01"}};
        QVERIFY(headerValue(authHeaders(profile, "k"), "anthropic-version").empty()); // the profile's own wins
    }

    void requestCarriesQueryAndBody()
    {
        ProviderProfile profile;
        profile.baseUrl = "https://example.openai.azure.com/openai/deployments/d1/";
        profile.model = "d1";
        profile.auth = AuthStyle::Azure;
        profile.query = "api-version=2024-10-21";
        profile.extraBody = {{"user", "bench"}, {"seed", 7}};
        Workload workload;
        workload.messages = nlohmann::json::array({{{"role", "user"}, {"content", "hi"}}});
        workload.extraBody = {{"seed", 1}, {"top_p", 0.5}};
        const auto dialect = makeDialect(DialectId::OpenAiChat);
        const HttpRequest request = buildHttpRequest(profile, workload, *dialect, "azure-key", "req-1");
        QCOMPARE(request.url, std::string("https://example.openai.azure.com/openai/deployments/d1/chat/completions?api-version=2024-10-21"));
        QCOMPARE(headerValue(request.headers, "api-key"), std::string("azure-key"));
        QVERIFY(headerValue(request.headers, "authorization").empty());
        QCOMPARE(headerValue(request.headers, "x-request-id"), std::string("req-1"));
        const nlohmann::json body = nlohmann::json::parse(request.body);
        QCOMPARE(body["user"].get<std::string>(), std::string("bench"));
        QCOMPARE(body["seed"].get<int>(), 7);      // the provider's field wins over the workload's
        QCOMPARE(body["top_p"].get<double>(), 0.5);
    }

    void profileJsonRoundTrip()
    {
        ProviderProfile profile = findProviderPreset("azure-openai")->profile;
        profile.extraBody = {{"user", "x"}};
        std::string error;
        const ProviderProfile back = providerProfileFromJson(nlohmann::json::parse(toJson(profile).dump()), &error);
        QVERIFY2(error.empty(), error.c_str());
        QVERIFY(back == profile);
        QCOMPARE(toJson(profile)["auth"].get<std::string>(), std::string("azure"));
        providerProfileFromJson(nlohmann::json{{"auth", "carrier-pigeon"}}, &error);
        QVERIFY(!error.empty());
    }

    // Each API lists its models its own way; the ids come out the same.
    // The embedded lab is a kind, not an address: "lab" in a file, its address given when the run
    // is built, and the session then says both where the requests went and that it was the lab.
    void labIsAKind()
    {
        const ProviderProfile planned = providerProfileFromJson(nlohmann::json{{"name", "l"}, {"base_url", "lab"}, {"model", "lab-fast"}});
        QVERIFY(planned.pointsAtLab());
        QVERIFY(planned.baseUrl.empty());
        QVERIFY(toJson(planned)["base_url"] == "lab");
        QVERIFY(!toJson(planned).contains("lab"));

        ProviderProfile remote;
        remote.name = "r";
        setBaseUrlText(remote, "https://api.example.com/v1");
        QVERIFY(!remote.pointsAtLab());
        QVERIFY(!toJson(remote).contains("lab"));

        RunDescription description;
        description.providers = {planned, remote};
        TtsProfile tts;
        tts.endpoint.name = "lab-tts";
        setBaseUrlText(tts.endpoint, "lab");
        description.voice.tts = {tts};
        RunKeys keys{{"", "sk-remote-0123456789"}, {""}, {}, {}};

        // No lab running here: refused, naming the provider.
        RunDescription withoutLab = description;
        QString error;
        QVERIFY(!buildRun(withoutLab, keys, QString(), &error));
        QVERIFY2(error.startsWith(QStringLiteral("l:")), qPrintable(error));

        const QString lab = QStringLiteral("http://127.0.0.1:45678/v1");
        const std::optional<RunSpec> spec = buildRun(description, keys, lab, &error);
        QVERIFY2(spec, qPrintable(error));
        QCOMPARE(spec->providers.size(), std::size_t(2));
        QCOMPARE(spec->providers[0].profile.baseUrl, lab.toStdString());
        QCOMPARE(spec->providers[1].profile.baseUrl, std::string("https://api.example.com/v1"));
        QCOMPARE(spec->providers[1].apiKey, std::string("sk-remote-0123456789"));
        QCOMPARE(spec->voice.tts.front().endpoint.baseUrl, lab.toStdString());
        QVERIFY(spec->requestHook); // the voice pipeline is installed
        // The description records the address, and that it was the lab; read back, both stay.
        const nlohmann::json saved = toJson(description.providers[0]);
        QVERIFY(saved["base_url"] == lab.toStdString());
        QVERIFY(saved["lab"] == true);
        QVERIFY(providerProfileFromJson(saved) == description.providers[0]);

        // Keys that do not match the endpoints (a programming slip) are refused, not indexed past.
        RunKeys short_{{""}, {}, {}, {}};
        QVERIFY(!buildRun(description, short_, lab, &error));
    }

    void modelLists()
    {
        std::vector<std::string> models;
        QVERIFY(parseModelList(R"({"object":"list","data":[{"id":"gpt-4o-mini"},{"id":"o3"}]})", models));
        QVERIFY(parseModelList(R"({"models":[{"name":"models/gemini-2.0-flash"}]})", models));
        QVERIFY(parseModelList(R"({"models":[{"name":"qwen2.5:7b","model":"qwen2.5:7b"}]})", models));
        QCOMPARE(models, (std::vector<std::string>{"gpt-4o-mini", "o3", "gemini-2.0-flash", "qwen2.5:7b"}));
        QVERIFY(!parseModelList("<html>", models));
        QVERIFY(!parseModelList(R"({"error":"nope"})", models));

        ProviderProfile ollama;
        ollama.baseUrl = "http://127.0.0.1:11434/";
        ollama.dialect = "ollama-chat";
        QCOMPARE(modelListUrl(ollama), std::string("http://127.0.0.1:11434/api/tags"));
        ProviderProfile gemini;
        gemini.baseUrl = "https://generativelanguage.googleapis.com/v1beta";
        gemini.dialect = "gemini";
        gemini.query = "alt=sse";
        QCOMPARE(modelListUrl(gemini), std::string("https://generativelanguage.googleapis.com/v1beta/models?alt=sse"));
    }

    void presetsAreComplete()
    {
        const std::set<std::string> dialects = {"openai-chat", "openai-responses", "anthropic", "gemini",
                                                "ollama-chat", "ollama-generate", "llamacpp", "tgi"};
        std::set<std::string_view> ids;
        for (const ProviderPreset &preset : providerPresets()) {
            QVERIFY2(ids.insert(preset.id).second, preset.id.data());
            const ProviderProfile &profile = preset.profile;
            QVERIFY(profile.baseUrl.rfind("http", 0) == 0);
            QVERIFY(!profile.model.empty());
            QVERIFY2(dialects.count(profile.dialect) == 1, profile.dialect.c_str());
            // Hosted services need a key and name its usual variable; local servers need none.
            QCOMPARE(profile.apiKeyEnv.empty(), preset.local);
            QCOMPARE(profile.auth == AuthStyle::None, preset.local);
        }
        for (const char *id : {"openai", "azure-openai", "anthropic", "gemini", "deepseek", "dashscope", "moonshot", "zhipu",
                               "volcengine-ark", "siliconflow", "groq", "together", "fireworks", "openrouter", "mistral",
                               "ollama", "vllm", "sglang", "llamacpp", "lmstudio"})
            QVERIFY2(findProviderPreset(id), id);
        QCOMPARE(findProviderPreset("anthropic")->profile.auth, AuthStyle::Anthropic);
        QCOMPARE(findProviderPreset("gemini")->profile.auth, AuthStyle::Google);
        QVERIFY(!findProviderPreset("nonexistent"));
    }
};

QTEST_GUILESS_MAIN(TestProviders)
#include "tst_providers.moc"
