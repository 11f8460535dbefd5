#include "conversationtools.h"

namespace ttft {

namespace {

nlohmann::json function(const char *name, const char *description, nlohmann::json properties, nlohmann::json required)
{
    return nlohmann::json{
        {"type", "function"},
        {"function",
         {{"name", name},
          {"description", description},
          {"parameters", {{"type", "object"}, {"properties", std::move(properties)}, {"required", std::move(required)}}}}},
    };
}

} // namespace

nlohmann::json conversationTools()
{
    return nlohmann::json::array({
        function("check_appointment_slots", "Free appointment slots for a technician visit near the caller.",
                 {{"postcode", {{"type", "string"}, {"description", "The caller's postcode."}}},
                  {"day", {{"type", "string"}, {"description", "The day asked for, e.g. Thursday."}}}},
                 {"postcode"}),
        function("look_up_booking", "A booking's status, technician and time window, from its reference.",
                 {{"booking_reference", {{"type", "string"}, {"description", "The reference, e.g. HS-20417."}}}},
                 {"booking_reference"}),
    });
}

const char *conversationToolChoice(TurnLeg leg)
{
    switch (leg) {
    case TurnLeg::Whole: return "none";
    case TurnLeg::ToolCall: return "required";
    case TurnLeg::AfterTool: return "auto";
    }
    return "none";
}

std::string cannedToolResult(const ToolCallRecord &call)
{
    nlohmann::json result;
    if (call.name == "check_appointment_slots")
        result = {{"slots", {"Thursday 08:00-10:00", "Thursday 13:00-15:00", "Friday 10:00-12:00"}}, {"technician_calls_ahead", true}};
    else if (call.name == "look_up_booking")
        result = {{"status", "confirmed"}, {"window", "Thursday 08:00-10:00"}, {"technician", "Sam"}};
    else
        result = {{"error", "unknown tool"}, {"tool", call.name}};
    return result.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

} // namespace ttft
