#include "providerprofile.h"

#include "jsonfields.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cctype>

namespace ttft {

namespace {

bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size()
        && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

void note(std::string *error, std::string message)
{
    if (error && error->empty())
        *error = std::move(message);
}

} // namespace

bool isCredentialHeader(std::string_view name)
{
    static constexpr std::array<std::string_view, 8> kCredentialHeaders = {
        "authorization", "proxy-authorization", "x-api-key",      "api-key",
        "x-goog-api-key", "cookie",             "anthropic-api-key", "openai-api-key",
    };
    return std::any_of(kCredentialHeaders.begin(), kCredentialHeaders.end(),
                       [name](std::string_view candidate) { return equalsIgnoringCase(name, candidate); });
}

const char *authStyleName(AuthStyle style)
{
    switch (style) {
    case AuthStyle::Bearer: return "bearer";
    case AuthStyle::Anthropic: return "anthropic";
    case AuthStyle::Azure: return "azure";
    case AuthStyle::Google: return "google";
    case AuthStyle::None: return "none";
    }
    return "bearer";
}

bool authStyleFromName(std::string_view name, AuthStyle &style)
{
    for (AuthStyle candidate : {AuthStyle::Bearer, AuthStyle::Anthropic, AuthStyle::Azure, AuthStyle::Google, AuthStyle::None}) {
        if (name == authStyleName(candidate)) {
            style = candidate;
            return true;
        }
    }
    return false;
}

void setBaseUrlText(ProviderProfile &profile, std::string_view text)
{
    const bool lab = text == kLabName;
    profile.kind = lab ? ProviderKind::Lab : ProviderKind::Remote;
    profile.baseUrl = lab ? std::string() : std::string(text);
}

std::string baseUrlText(const ProviderProfile &profile)
{
    return profile.pointsAtLab() && profile.baseUrl.empty() ? std::string(kLabName) : profile.baseUrl;
}

nlohmann::json toJson(const ProviderProfile &profile)
{
    nlohmann::json headers = nlohmann::json::array();
    for (const auto &[name, value] : profile.extraHeaders) {
        if (!isCredentialHeader(name))
            headers.push_back(nlohmann::json::array({name, value}));
    }
    nlohmann::json json{
        {"name", profile.name},
        {"base_url", baseUrlText(profile)},
        {"model", profile.model},
        {"dialect", profile.dialect},
        {"api_key_env", profile.apiKeyEnv},
        {"api_key_keychain", profile.apiKeyKeychain},
        {"auth", authStyleName(profile.auth)},
        {"query", profile.query},
        {"extra_body", profile.extraBody},
        {"extra_headers", std::move(headers)},
        {"transport", transportName(profile.transport)},
        {"http_version", httpVersionName(profile.httpVersion)},
        {"timeouts",
         {{"connect_ms", profile.connectTimeoutMs},
          {"first_token_ms", profile.firstTokenTimeoutMs},
          {"total_ms", profile.totalTimeoutMs}}},
        {"fresh_connections", profile.freshConnections},
        {"insecure_tls", profile.insecureTls},
        {"ca_certificate", profile.caCertificatePath},
    };
    if (profile.pointsAtLab() && !profile.baseUrl.empty())
        json["lab"] = true;
    return json;
}

ProviderProfile providerProfileFromJson(const nlohmann::json &object, std::string *error)
{
    using jsonfields::read;

    ProviderProfile profile;
    if (!object.is_object()) {
        note(error, "a provider profile must be a JSON object");
        return profile;
    }
    read(object, "name", profile.name, error);
    std::string baseUrl;
    read(object, "base_url", baseUrl, error);
    setBaseUrlText(profile, baseUrl);
    if (bool lab = false; read(object, "lab", lab, error) && lab)
        profile.kind = ProviderKind::Lab;
    read(object, "model", profile.model, error);
    read(object, "dialect", profile.dialect, error);
    read(object, "api_key_env", profile.apiKeyEnv, error);
    read(object, "api_key_keychain", profile.apiKeyKeychain, error);
    std::string auth;
    if (read(object, "auth", auth, error) && !auth.empty() && !authStyleFromName(auth, profile.auth))
        note(error, "\"auth\": expected bearer, anthropic, azure, google or none");
    read(object, "query", profile.query, error);
    if (const auto body = object.find("extra_body"); body != object.end() && !body->is_null()) {
        if (body->is_object())
            profile.extraBody = *body;
        else
            note(error, "\"extra_body\": expected an object");
    }

    // [[name, value], ...] as written (keeps order and repeated names); {"name": "value"} is
    // accepted too because that is what people type by hand.
    std::vector<std::pair<std::string, std::string>> headers;
    if (const auto it = object.find("extra_headers"); it != object.end() && !it->is_null()) {
        if (it->is_object()) {
            for (const auto &[name, value] : it->items()) {
                if (value.is_string())
                    headers.emplace_back(name, value.get<std::string>());
                else
                    note(error, "\"extra_headers\": header values must be strings");
            }
        } else if (it->is_array()) {
            for (const auto &pair : *it) {
                if (pair.is_array() && pair.size() == 2 && pair[0].is_string() && pair[1].is_string())
                    headers.emplace_back(pair[0].get<std::string>(), pair[1].get<std::string>());
                else
                    note(error, "\"extra_headers\": expected [name, value] pairs of strings");
            }
        } else {
            note(error, "\"extra_headers\": expected an array of [name, value] pairs");
        }
    }
    for (auto &[name, value] : headers) {
        if (isCredentialHeader(name)) {
            // A hand-edited file: keep the rule in both directions, and say why the header went
            // missing rather than letting the request fail with a puzzling 401.
            note(error, "\"extra_headers\": credential header \"" + name
                            + "\" ignored; name an environment variable in api_key_env instead");
            continue;
        }
        profile.extraHeaders.emplace_back(std::move(name), std::move(value));
    }

    std::string transport;
    if (read(object, "transport", transport, error) && !transport.empty()
        && !transportFromName(transport, profile.transport)) {
        note(error, "\"transport\": expected \"curl\" or \"qt\"");
    }
    std::string httpVersion;
    if (read(object, "http_version", httpVersion, error) && !httpVersion.empty()
        && !httpVersionFromName(httpVersion, profile.httpVersion)) {
        note(error, "\"http_version\": expected \"1.1\" or \"2\"");
    }

    if (const auto timeouts = object.find("timeouts"); timeouts != object.end() && timeouts->is_object()) {
        read(*timeouts, "connect_ms", profile.connectTimeoutMs, error);
        read(*timeouts, "first_token_ms", profile.firstTokenTimeoutMs, error);
        read(*timeouts, "total_ms", profile.totalTimeoutMs, error);
    }
    read(object, "fresh_connections", profile.freshConnections, error);
    read(object, "insecure_tls", profile.insecureTls, error);
    read(object, "ca_certificate", profile.caCertificatePath, error);
    return profile;
}

} // namespace ttft
