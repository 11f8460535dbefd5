#include "workloadtemplates.h"

#include <string>

// The scenario texts were written for this project; the shop and company names are invented.

namespace ttft {

namespace {

nlohmann::json message(const char *role, const char *content)
{
    return nlohmann::json{{"role", role}, {"content", content}};
}

Workload base(const char *templateName, const char *language, const char *name)
{
    Workload workload;
    workload.templateName = templateName;
    workload.fillerLanguage = language;
    workload.name = name;
    workload.cacheBust = true;
    workload.includeUsage = true;
    return workload;
}

Workload qaEnglish()
{
    Workload w = base("qa", "en", "Q&A");
    w.systemPrompt =
        "You are a knowledgeable assistant. Answer the user's question accurately and concisely, in plain "
        "prose. If a question is ambiguous, answer the most likely reading and say so in one short sentence.";
    w.userMessage =
        "Why does bread go stale faster in the fridge than on the counter, and what is the best way to keep a "
        "loaf fresh for a few days?";
    w.maxTokens = 256;
    return w;
}

Workload qaChinese()
{
    Workload w = base("qa", "zh", "Q&A (zh)");
    w.systemPrompt = "你是一位知识渊博的助手。请用简洁、准确的中文回答用户的问题，不要使用列表或标题。"
                     "如果问题有歧义，就按最可能的理解回答，并用一句话说明。";
    w.userMessage = "为什么面包放在冰箱里反而比放在室温下更容易变硬？想让一条面包保持几天新鲜，最好的办法是什么？";
    w.maxTokens = 256;
    return w;
}

Workload voiceEnglish()
{
    Workload w = base("voice", "en", "Voice assistant");
    w.systemPrompt =
        "You are Robin, the phone assistant of Brightline Home Services, a company that sends plumbers, "
        "electricians and heating technicians to people's homes. Everything you say is converted to speech and "
        "played to the caller, so: answer in one to three short sentences; never use lists, markdown, emoji or "
        "web addresses; say times and prices the way a person would say them aloud; ask one question at a time. "
        "You can look up and change the appointments mentioned in this call. If the caller describes an "
        "emergency such as a smell of gas or serious flooding, tell them to leave the area and call the "
        "emergency line first. Today is Tuesday.";
    w.history = nlohmann::json::array({
        message("user", "Hi, I booked a plumber for tomorrow but I need to check the time."),
        message("assistant",
                "Of course. I can see a plumbing visit booked for tomorrow, Wednesday, between one and three in the "
                "afternoon, for a leaking kitchen tap. Is that the one?"),
        message("user", "Yes, that's it. Is there any chance they could come earlier?"),
        message("assistant",
                "The earliest opening tomorrow is between ten and twelve in the morning. Would you like me to move "
                "your visit to that slot?"),
        message("user", "Hmm, let me think. What does the visit cost, roughly?"),
        message("assistant",
                "The call-out fee is forty-five pounds, which covers the first half hour of work. Replacing a "
                "standard tap usually comes to about a hundred and twenty pounds in total, parts included."),
    });
    w.userMessage =
        "Okay. Actually, can we move it to Thursday morning instead, and will the technician call me before "
        "arriving?";
    w.maxTokens = 120;
    return w;
}

Workload voiceChinese()
{
    Workload w = base("voice", "zh", "Voice assistant (zh)");
    w.systemPrompt =
        "你是“安居家修”的电话助手小林，公司为客户提供上门的水管、电路和暖气维修服务。你说的每一句话都会被转换成"
        "语音播放给来电者，所以：每次只用一到三句简短的话回答；不要使用列表、Markdown、表情符号或网址；时间和价格"
        "要按口语的方式说出来；一次只问一个问题。你可以查询和修改这次通话中提到的预约。如果来电者描述的是紧急情况，"
        "比如闻到燃气味或者家里严重漏水，先提醒对方离开危险区域并拨打紧急电话。今天是星期二。";
    w.history = nlohmann::json::array({
        message("user", "你好，我预约了明天的水管工，想确认一下时间。"),
        message("assistant",
                "好的。我看到您预约了明天，也就是星期三下午一点到三点的上门服务，处理厨房水龙头漏水的问题，"
                "是这个预约吗？"),
        message("user", "对，就是这个。有没有可能早一点来？"),
        message("assistant", "明天最早的时段是上午十点到十二点。需要我帮您改到这个时段吗？"),
        message("user", "嗯，我想一下。上门大概要多少钱？"),
        message("assistant", "上门费是五十元，包含前半个小时的人工。更换一个普通水龙头，连同配件一般总共在两百元左右。"),
    });
    w.userMessage = "好的。那能不能改到星期四上午？师傅到之前会先给我打个电话吗？";
    w.maxTokens = 120;
    return w;
}

nlohmann::json function(const char *name, const char *description, nlohmann::json properties,
                        nlohmann::json required)
{
    return nlohmann::json{
        {"type", "function"},
        {"function",
         {{"name", name},
          {"description", description},
          {"parameters", {{"type", "object"}, {"properties", std::move(properties)}, {"required", std::move(required)}}}}},
    };
}

nlohmann::json agentTools()
{
    return nlohmann::json::array({
        function("lookup_order", "Look up an order by its number: items, status, delivery date and totals.",
                 {{"order_id", {{"type", "string"}, {"description", "The order number, for example CC-48213."}}}},
                 {"order_id"}),
        function("get_shipping_status", "Where a parcel is and when it is expected, from its tracking number.",
                 {{"tracking_number", {{"type", "string"}, {"description", "The carrier's tracking number."}}}},
                 {"tracking_number"}),
        function("create_return",
                 "Open a return for some items of an order. Confirm the items and refund or replacement with the "
                 "customer first.",
                 {{"order_id", {{"type", "string"}}},
                  {"skus", {{"type", "array"}, {"items", {{"type", "string"}}}, {"description", "Items to return."}}},
                  {"reason", {{"type", "string"}, {"enum", {"damaged", "faulty", "wrong_item", "changed_mind"}}}},
                  {"resolution", {{"type", "string"}, {"enum", {"refund", "replacement"}}}},
                  {"express_replacement", {{"type", "boolean"}, {"description", "Ship the replacement by express."}}}},
                 {"order_id", "skus", "reason", "resolution"}),
        function("search_products", "Search the catalogue.",
                 {{"query", {{"type", "string"}}},
                  {"max_price", {{"type", "number"}, {"description", "Upper price limit in euros."}}}},
                 {"query"}),
    });
}

Workload agentEnglish()
{
    Workload w = base("agent", "en", "Tool-using agent");
    w.systemPrompt =
        "You are the customer support agent of Cadence Cycles, an online shop for bicycles, parts and "
        "accessories. Use the tools to look up orders, parcels and products instead of guessing, and never "
        "invent order details.\n"
        "Policies:\n"
        "- Items can be returned within 30 days of delivery.\n"
        "- Damaged or faulty items are replaced or refunded at no cost, return shipping included.\n"
        "- A replacement ships one working day after its return is opened; standard delivery takes two to three "
        "working days, express delivery one working day for 9.90 euros (free when the item arrived damaged).\n"
        "- Refunds reach the original payment method within five working days.\n"
        "Before opening a return, confirm the items and whether the customer wants a refund or a replacement. "
        "Keep answers short and friendly.";
    const char *callId = "call_lookup_1";
    w.history = nlohmann::json::array({
        message("user", "Hi, my order CC-48213 arrived yesterday but something looks wrong with it."),
        nlohmann::json{
            {"role", "assistant"},
            {"content", nullptr},
            {"tool_calls",
             nlohmann::json::array({{{"id", callId},
                                     {"type", "function"},
                                     {"function", {{"name", "lookup_order"}, {"arguments", R"({"order_id":"CC-48213"})"}}}}})},
        },
        nlohmann::json{
            {"role", "tool"},
            {"tool_call_id", callId},
            {"content",
             R"({"order_id":"CC-48213","status":"delivered","delivered_on":"2024-05-13","items":[)"
             R"({"sku":"HLM-220-M","name":"Aero commuter helmet, size M","price":89.0},)"
             R"({"sku":"LGT-15","name":"USB rear light","price":24.5}],"total":113.5,"currency":"EUR",)"
             R"("payment":"card","tracking_number":"3SCAD0048213"})"},
        },
        message("assistant",
                "I found order CC-48213, delivered yesterday: an Aero commuter helmet in size M and a USB rear light, "
                "113.50 euros in total. What seems to be wrong?"),
    });
    w.userMessage =
        "The helmet's visor is cracked. Before you open anything: how do returns work for damaged items, and "
        "could a replacement reach me before the weekend?";
    w.extraBody = {{"tools", agentTools()}, {"tool_choice", "auto"}};
    w.maxTokens = 200;
    return w;
}

Workload longEnglish()
{
    Workload w = base("long", "en", "Long context (16k)");
    w.systemPrompt =
        "You are a meticulous assistant helping a user keep track of a long conversation about several personal "
        "projects. When asked for a summary, rely only on what was said earlier in this conversation, group the "
        "points by project, and say plainly when something was discussed without being decided.";
    w.userMessage =
        "We have covered a lot today. Please summarize what we settled for each project, list the open questions, "
        "and tell me which two things I should do first this week.";
    w.promptTokensTarget = 16000;
    w.maxTokens = 512;
    return w;
}

} // namespace

std::vector<std::string_view> workloadTemplateIds()
{
    return {"qa", "qa-zh", "voice", "voice-zh", "agent", "long"};
}

std::optional<Workload> workloadTemplate(std::string_view id)
{
    std::optional<Workload> workload;
    if (id == "qa")
        workload = qaEnglish();
    else if (id == "qa-zh")
        workload = qaChinese();
    else if (id == "voice")
        workload = voiceEnglish();
    else if (id == "voice-zh")
        workload = voiceChinese();
    else if (id == "agent")
        workload = agentEnglish();
    else if (id == "long")
        workload = longEnglish();
    if (workload)
        workload->messages = composeMessages(*workload);
    return workload;
}

std::optional<Workload> workloadTemplate(std::string_view name, std::string_view language)
{
    if (language.empty() || language == "en")
        return workloadTemplate(name);
    return workloadTemplate(std::string(name) + '-' + std::string(language));
}

} // namespace ttft
