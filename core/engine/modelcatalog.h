#pragma once

#include "model/providerprofile.h"
#include "transport/httprequest.h"

#include <string>
#include <string_view>
#include <vector>

namespace ttft {

// Where a provider lists its models: `/models` under the base URL (OpenAI and compatible, Gemini,
// Anthropic), Ollama's `/api/tags`; with the profile's query.
std::string modelListUrl(const ProviderProfile &profile);
// The headers that request needs: the profile's auth and its extra headers.
HeaderList modelListHeaders(const ProviderProfile &profile, const std::string &apiKey);
// Model ids from the answer: OpenAI {"data":[{"id":…}]}, Gemini {"models":[{"name":"models/…"}]}
// (the "models/" prefix dropped), Ollama {"models":[{"name":…}]}. False when it is none of these.
bool parseModelList(std::string_view body, std::vector<std::string> &models);

} // namespace ttft
