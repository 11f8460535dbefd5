#include "requestfactory.h"

#include "wire/dialect.h"

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

    HttpRequest request;
    std::string base = profile.baseUrl;
    while (!base.empty() && base.back() == '/')
        base.pop_back();
    request.url = base + dialect.path(chat);
    request.method = "POST";
    request.body = dialect.buildBody(chat);
    request.version = profile.httpVersion;
    request.freshConnection = profile.freshConnections;
    request.insecureTls = profile.insecureTls;
    request.timeouts.connectMs = profile.connectTimeoutMs;
    request.timeouts.firstByteMs = profile.firstTokenTimeoutMs;
    request.timeouts.totalMs = profile.totalTimeoutMs;
    request.headers.emplace_back("Content-Type", "application/json");
    request.headers.emplace_back("Accept", "text/event-stream");
    request.headers.emplace_back("X-Request-ID", requestId);
    if (!apiKey.empty())
        request.headers.emplace_back("Authorization", "Bearer " + apiKey);
    for (const auto &header : profile.extraHeaders)
        request.headers.push_back(header);
    return request;
}

std::string apiKeyFromEnvironment(const ProviderProfile &profile)
{
    if (profile.apiKeyEnv.empty())
        return {};
    const char *value = std::getenv(profile.apiKeyEnv.c_str());
    return value ? std::string(value) : std::string();
}

} // namespace ttft
