#include "modelcatalog.h"

#include "requestfactory.h"
#include "wire/jsonnesting.h"

#include <nlohmann/json.hpp>

namespace ttft {

std::string modelListUrl(const ProviderProfile &profile)
{
    std::string base = profile.baseUrl;
    while (!base.empty() && base.back() == '/')
        base.pop_back();
    const bool ollama = profile.dialect.rfind("ollama", 0) == 0;
    std::string url = base + (ollama ? "/api/tags" : "/models");
    if (!profile.query.empty())
        url += "?" + profile.query;
    return url;
}

HeaderList modelListHeaders(const ProviderProfile &profile, const std::string &apiKey)
{
    HeaderList headers = authHeaders(profile, apiKey);
    for (const auto &header : profile.extraHeaders)
        headers.push_back(header);
    return headers;
}

bool parseModelList(std::string_view body, std::vector<std::string> &models)
{
    const nlohmann::json json = parseJsonBounded(body);
    if (!json.is_object())
        return false;
    for (const char *listKey : {"data", "models"}) {
        const auto list = json.find(listKey);
        if (list == json.end() || !list->is_array())
            continue;
        for (const nlohmann::json &entry : *list) {
            for (const char *idKey : {"id", "name", "model"}) {
                const auto id = entry.is_object() ? entry.find(idKey) : entry.end();
                if (id == entry.end() || !id->is_string())
                    continue;
                std::string name = id->get<std::string>();
                if (name.rfind("models/", 0) == 0)
                    name.erase(0, 7);
                models.push_back(std::move(name));
                break;
            }
        }
        return true;
    }
    return false;
}

} // namespace ttft
