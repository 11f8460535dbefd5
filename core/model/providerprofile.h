#pragma once

#include "transport/httprequest.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace ttft {

// How the key travels.
enum class AuthStyle {
    Bearer,    // "bearer": Authorization: Bearer KEY (OpenAI and every compatible server)
    Anthropic, // "anthropic": x-api-key: KEY and anthropic-version
    Azure,     // "azure": api-key: KEY
    Google,    // "google": x-goog-api-key: KEY
    None,      // "none": no key is sent (local servers)
};

const char *authStyleName(AuthStyle style);
bool authStyleFromName(std::string_view name, AuthStyle &style);

// Where a profile points. Plan files, saved windows and the URL fields name the embedded lab
// "lab" (kLabName); its port changes with every start, so its address is given only when a run is
// built (launch/runbuilder.h) and the session then records where the requests went.
enum class ProviderKind {
    Remote, // baseUrl is the address
    Lab,    // this session's embedded lab: baseUrl empty until the run is built, then the lab's address
};
inline constexpr std::string_view kLabName = "lab";

// One endpoint to measure: where, which model, which wire format, how to connect. A value type
// that is written into session files, so it never holds a secret: the API key is read at run time
// from the keychain entry named by apiKeyKeychain, else the environment variable named by apiKeyEnv
// (keys/apikeyresolver.h).
struct ProviderProfile {
    std::string name;                     // shown in tables and charts; unique within a session
    ProviderKind kind = ProviderKind::Remote;
    std::string baseUrl;                  // e.g. "https://api.openai.com/v1"; see ProviderKind
    std::string model;
    std::string dialect = "openai-chat";  // a wire dialect name (dialectName())
    std::string apiKeyEnv;                // NAME of an environment variable, never the key
    std::string apiKeyKeychain;           // NAME of a system keychain entry (keys/keystore.h), never the key
    AuthStyle auth = AuthStyle::Bearer;
    std::string query;                    // appended to the URL after the path, e.g. "api-version=2024-10-21"
    HeaderList extraHeaders;              // credential-bearing ones are never written, see toJson
    nlohmann::json extraBody = nlohmann::json::object(); // merged into every request body (over the workload's)
    TransportKind transport = TransportKind::Curl;
    HttpVersion httpVersion = HttpVersion::Http1_1;
    int connectTimeoutMs = 10'000;
    int firstTokenTimeoutMs = 60'000;     // start → first answer text
    int totalTimeoutMs = 300'000;
    bool freshConnections = false;        // a new connection per request (cold-start view)
    bool insecureTls = false;             // skip certificate checks: an explicit, recorded choice
    std::string caCertificatePath;        // PEM file of a CA or certificate trusted besides the system's
                                          // (a private gateway, a test proxy): explicit, warned about

    bool pointsAtLab() const { return kind == ProviderKind::Lab; }
    bool operator==(const ProviderProfile &) const = default;
};

// A base URL as typed in a flag, a field or a plan file: "lab" is the embedded lab (its address
// still to come), anything else an address.
void setBaseUrlText(ProviderProfile &profile, std::string_view text);
// The other way: "lab" for a lab profile that has no address yet, else the address.
std::string baseUrlText(const ProviderProfile &profile);

// True for header names that carry credentials (Authorization, X-Api-Key, Cookie, ...), compared
// case-insensitively. Such headers are left out of the JSON form: a session file is shared, and a
// key pasted into a header must not travel with it. The UI can warn with this.
bool isCredentialHeader(std::string_view name);

// JSON keys: name, base_url ("lab": the embedded lab; a lab profile given its address writes the
// address and "lab": true), model, dialect, api_key_env, api_key_keychain, auth, query, extra_body, extra_headers ([[name, value], ...], in
// order), transport ("curl"|"qt"), http_version ("1.1"|"2"), timeouts {connect_ms, first_token_ms,
// total_ms}, fresh_connections, insecure_tls, ca_certificate (a file path).
nlohmann::json toJson(const ProviderProfile &profile);

// Never throws; see requestRecordFromJson for how missing and mistyped keys are handled.
ProviderProfile providerProfileFromJson(const nlohmann::json &object, std::string *error = nullptr);

} // namespace ttft
