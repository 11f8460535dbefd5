#include "guardevent.h"

#include "jsonfields.h"

#include <nlohmann/json.hpp>

namespace ttft {

const char *guardKindName(GuardEvent::Kind kind)
{
    switch (kind) {
    case GuardEvent::Kind::Breaker: return "breaker";
    case GuardEvent::Kind::ErrorRate: return "error_rate";
    case GuardEvent::Kind::RetryAfter: return "retry_after";
    case GuardEvent::Kind::Budget: return "budget";
    }
    return "breaker";
}

bool guardKindFromName(const std::string &name, GuardEvent::Kind &kind)
{
    for (GuardEvent::Kind candidate : {GuardEvent::Kind::Breaker, GuardEvent::Kind::ErrorRate, GuardEvent::Kind::RetryAfter,
                                       GuardEvent::Kind::Budget}) {
        if (name == guardKindName(candidate)) {
            kind = candidate;
            return true;
        }
    }
    return false;
}

nlohmann::json toJson(const std::vector<GuardEvent> &events)
{
    nlohmann::json array = nlohmann::json::array();
    for (const GuardEvent &event : events) {
        array.push_back({{"kind", guardKindName(event.kind)},
                         {"provider", event.provider},
                         {"cell", event.cell},
                         {"repeat", event.repeat},
                         {"message", event.message},
                         {"count", event.count},
                         {"requests", event.requests},
                         {"held_ms", event.heldMs}});
    }
    return array;
}

std::vector<GuardEvent> guardEventsFromJson(const nlohmann::json &array)
{
    std::vector<GuardEvent> events;
    if (!array.is_array())
        return events;
    using jsonfields::read;
    for (const nlohmann::json &object : array) {
        GuardEvent event;
        std::string kind;
        if (!object.is_object() || !read(object, "kind", kind, nullptr) || !guardKindFromName(kind, event.kind))
            continue;
        read(object, "provider", event.provider, nullptr);
        read(object, "cell", event.cell, nullptr);
        read(object, "repeat", event.repeat, nullptr);
        read(object, "message", event.message, nullptr);
        read(object, "count", event.count, nullptr);
        read(object, "requests", event.requests, nullptr);
        read(object, "held_ms", event.heldMs, nullptr);
        events.push_back(std::move(event));
    }
    return events;
}

} // namespace ttft
