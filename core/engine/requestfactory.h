#pragma once

#include "model/providerprofile.h"
#include "model/voiceplan.h"
#include "model/workload.h"
#include "transport/httprequest.h"

#include <string>

namespace ttft {

class Dialect;

// A fresh id for the X-Request-ID header, unique across runs ("ttft-" + 20 hex digits).
std::string newRequestId();

// The HTTP request for one measurement: the dialect's path and body, the provider's headers, the
// key (never stored anywhere else) and our request id.
HttpRequest buildHttpRequest(const ProviderProfile &profile, const Workload &workload, const Dialect &dialect,
                             const std::string &apiKey, const std::string &requestId);

// A POST of `body` to the profile's base URL + `path` (+ its query), with the profile's connection
// settings, timeouts, key and extra headers, and our request id: what every endpoint kind shares.
HttpRequest profileRequest(const ProviderProfile &profile, const std::string &path, std::string body,
                           const std::string &apiKey, const std::string &requestId, const std::string &accept);

// The speech request of a voice pipeline: POST /audio/speech {model, input, voice, response_format}
// (plus the profile's extra body fields), OpenAI's shape, streamed.
HttpRequest buildTtsRequest(const TtsProfile &profile, const std::string &input, const std::string &apiKey,
                            const std::string &requestId);

// The headers that carry the key in the profile's auth style (and Anthropic's version header).
HeaderList authHeaders(const ProviderProfile &profile, const std::string &apiKey);

// The API key for a profile: the value of the environment variable it names (empty when unset).
std::string apiKeyFromEnvironment(const ProviderProfile &profile);

} // namespace ttft
