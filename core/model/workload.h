#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace ttft {

// What every request of a run asks for. The dialect turns it into a request body.
struct Workload {
    std::string name;                                   // e.g. "short prompt", for tables
    nlohmann::json messages = nlohmann::json::array();  // OpenAI-style messages array
    std::optional<int> maxTokens;                       // absent: the server's default
    std::optional<double> temperature;                  // absent: the server's default
    bool includeUsage = true;  // ask for a usage report, so TPOT uses the server's token count
    bool keepText = false;     // keep each answer's text in the record (memory, file size)
    nlohmann::json extraBody = nlohmann::json::object(); // merged into the body's top level

    bool operator==(const Workload &) const = default;
};

// JSON keys: name, messages, max_tokens, temperature (null when absent), include_usage, keep_text,
// extra_body.
nlohmann::json toJson(const Workload &workload);

// Never throws; see requestRecordFromJson for how missing and mistyped keys are handled.
// "messages" must be an array and "extra_body" an object, else they keep their defaults.
Workload workloadFromJson(const nlohmann::json &object, std::string *error = nullptr);

} // namespace ttft
