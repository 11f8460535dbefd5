#include "requestfactory.h"

#include "wire/dialect.h"

#include <QByteArray>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <random>

namespace ttft {

std::string newRequestId()
{
    static std::atomic<std::uint32_t> counter{0};
    static const std::uint64_t session = [] {
        std::random_device device;
        return (std::uint64_t(device()) << 32) ^ device();
    }();
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "ttft-%012llx%08x",
                  static_cast<unsigned long long>(session & 0xffffffffffffULL), unsigned(counter++));
    return buffer;
}

HttpRequest buildHttpRequest(const ProviderProfile &profile, const Workload &workload, const Dialect &dialect,
                             const std::string &apiKey, const std::string &requestId)
{
    ChatRequest chat;
    chat.model = profile.model;
    chat.messages = workload.messages;
    chat.maxTokens = workload.maxTokens.value_or(0);
    chat.temperature = workload.temperature.value_or(-1.0);
    chat.stream = true;
    chat.includeUsage = workload.includeUsage;
    chat.extraBody = workload.extraBody;
    for (const auto &[key, value] : profile.extraBody.items())
        chat.extraBody[key] = value; // the provider's own fields win (e.g. a required api flag)

    return profileRequest(profile, dialect.path(chat), dialect.buildBody(chat), apiKey, requestId, "text/event-stream");
}

HttpRequest profileRequest(const ProviderProfile &profile, const std::string &path, std::string body,
                           const std::string &apiKey, const std::string &requestId, const std::string &accept)
{
    HttpRequest request;
    std::string base = profile.baseUrl;
    while (!base.empty() && base.back() == '/')
        base.pop_back();
    request.url = base + path;
    if (!profile.query.empty())
        request.url += (request.url.find('?') == std::string::npos ? "?" : "&") + profile.query;
    request.method = "POST";
    request.body = std::move(body);
    request.version = profile.httpVersion;
    request.freshConnection = profile.freshConnections;
    request.insecureTls = profile.insecureTls;
    request.caCertificatePath = profile.caCertificatePath;
    request.timeouts.connectMs = profile.connectTimeoutMs;
    request.timeouts.firstByteMs = profile.firstTokenTimeoutMs;
    request.timeouts.totalMs = profile.totalTimeoutMs;
    request.headers.emplace_back("Content-Type", "application/json");
    request.headers.emplace_back("Accept", accept);
    request.headers.emplace_back("X-Request-ID", requestId);
    for (auto &header : authHeaders(profile, apiKey))
        request.headers.push_back(std::move(header));
    for (const auto &header : profile.extraHeaders)
        request.headers.push_back(header);
    return request;
}

HttpRequest buildTtsRequest(const TtsProfile &profile, const std::string &input, const std::string &apiKey,
                            const std::string &requestId)
{
    nlohmann::json body = {
        {"model", profile.endpoint.model},
        {"input", input},
        {"voice", profile.voice},
        {"response_format", profile.format},
    };
    if (!profile.streamFormat.empty())
        body["stream_format"] = profile.streamFormat;
    for (const auto &[key, value] : profile.endpoint.extraBody.items())
        body[key] = value;
    return profileRequest(profile.endpoint, "/audio/speech", body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace),
                          apiKey, requestId, "*/*");
}

HeaderList authHeaders(const ProviderProfile &profile, const std::string &apiKey)
{
    HeaderList headers;
    if (!apiKey.empty()) {
        switch (profile.auth) {
        case AuthStyle::Bearer: headers.emplace_back("Authorization", "Bearer " + apiKey); break;
        case AuthStyle::Anthropic: headers.emplace_back("x-api-key", apiKey); break;
        case AuthStyle::Azure: headers.emplace_back("api-key", apiKey); break;
        case AuthStyle::Google: headers.emplace_back("x-goog-api-key", apiKey); break;
        case AuthStyle::None: break;
        }
    }
    // Anthropic's API requires a version header; a profile's own header replaces this default.
    if (profile.auth == AuthStyle::Anthropic) {
        const bool given = std::any_of(profile.extraHeaders.begin(), profile.extraHeaders.end(), [](const auto &header) {
            return QByteArray::fromStdString(header.first).toLower() == "anthropic-version";
        });
        if (!given)
            headers.emplace_back("anthropic-version", "2023-06-01");
    }
    return headers;
}

std::string apiKeyFromEnvironment(const ProviderProfile &profile)
{
    if (profile.apiKeyEnv.empty())
        return {};
    const char *value = std::getenv(profile.apiKeyEnv.c_str());
    return value ? std::string(value) : std::string();
}

} // namespace ttft
