#include "promptcorpus.h"

#include <array>

// Written for this project. The sentences are ordinary talk about everyday plans so that filler
// history reads like a real earlier conversation (a server may treat a wall of one repeated word
// differently, and a human reading a captured request should not be puzzled by it).

namespace ttft {

namespace {

using namespace std::string_view_literals;

// ---- English -------------------------------------------------------------------------------

constexpr std::array kEnUserPatterns{
    "By the way, {s} {v} {o} {t}."sv,
    "Quick question about {o}: should I {a} {t}?"sv,
    "I was thinking about {o} again, and I am not sure we should {a}."sv,
    "What would you do if {c}?"sv,
    "Okay, that helps. {s} also {v} {o}."sv,
    "Can you remind me why we decided to {a}?"sv,
    "Honestly, {c}, so I might need a plan B."sv,
    "How long does it usually take to {a}?"sv,
    "Another thing: can we get {o} sorted out {t}? Is that realistic?"sv,
    "Sorry, going back to {o} for a second."sv,
    "Would it be silly to {a} {t}?"sv,
    "{s} thinks we should {a}. What do you think?"sv,
};

constexpr std::array kEnAssistantPatterns{
    "That is a fair concern. If {c}, it is worth trying to {a} {t}."sv,
    "I would start by trying to {a}; that way {r}."sv,
    "Good point about {o}. Many people {a} first, because then {r}."sv,
    "If {c}, you could also {a} instead."sv,
    "A simple rule of thumb: {a} {t}, and {r}."sv,
    "Keep in mind that {o} often takes longer than planned."sv,
    "It usually helps to write down what {s} expects from {o}."sv,
    "From what you described, {o} is the part to settle first."sv,
    "You do not have to decide today; {r} if you {a} {t}."sv,
    "Let me summarize: {o} stays on the list, and you will {a} {t}."sv,
    "Not silly at all. Plenty of people {a}, and {r}."sv,
    "One option is to {a} now and revisit {o} {t}."sv,
    "That depends a little on {o}, but in most cases {r}."sv,
    "If {s} agrees, I would {a} {t}."sv,
};

constexpr std::array kEnSubjects{
    "my sister"sv, "our landlord"sv, "a colleague of mine"sv, "my partner"sv, "the neighbour upstairs"sv,
    "my manager"sv, "a friend from university"sv, "my father"sv, "the rest of the team"sv, "my cousin"sv,
};

constexpr std::array kEnUserVerbs{
    "wants to postpone"sv, "keeps asking about"sv, "is worried about"sv, "suggested we rethink"sv,
    "has strong opinions on"sv, "offered to help with"sv, "asked me twice about"sv,
    "is not convinced by"sv, "would like an update on"sv, "mentioned something about"sv,
};

constexpr std::array kEnTimes{
    "this week"sv, "before the end of the month"sv, "after the holidays"sv, "by Friday"sv,
    "in the next few days"sv, "once the weather improves"sv, "first thing on Monday"sv,
    "later this spring"sv, "before we sign anything"sv, "over the weekend"sv,
};

constexpr std::array kEnResults{
    "you keep more room to negotiate"sv, "nothing gets rushed at the last minute"sv,
    "you can still change course"sv, "the costs stay predictable"sv,
    "there is less to worry about later"sv, "mistakes are cheaper to fix"sv,
    "everyone knows what to expect"sv, "the hardest part is already behind you"sv,
    "you will notice problems early"sv, "the rest of the plan stays on track"sv,
};

constexpr std::array kEnRenovationObjects{
    "the kitchen renovation"sv, "the bathroom tiles"sv, "the new cabinets"sv, "the electrician's quote"sv,
    "the paint colours for the hallway"sv, "the flooring samples"sv, "the plumbing work"sv,
    "the permit application"sv,
};
constexpr std::array kEnRenovationActions{
    "get a second quote"sv, "ask for a written estimate"sv, "order the materials early"sv,
    "check the permit requirements"sv, "set aside ten percent for surprises"sv,
    "walk through the plan with the contractor"sv, "finish the plumbing before the tiles"sv,
    "photograph the walls before they are closed"sv,
};
constexpr std::array kEnRenovationConditions{
    "the contractor cannot start until June"sv, "the quote comes in over budget"sv,
    "the tiles are back-ordered"sv, "the inspection gets delayed"sv, "the walls turn out to be damp"sv,
};

constexpr std::array kEnTravelObjects{
    "the train tickets to Lisbon"sv, "the hotel near the old town"sv, "our travel insurance"sv,
    "the day trip to the coast"sv, "the rental car"sv, "the visa paperwork"sv, "the museum passes"sv,
    "the connection in Frankfurt"sv,
};
constexpr std::array kEnTravelActions{
    "book rooms with free cancellation"sv, "pack a single light bag"sv,
    "compare the night train with the flight"sv, "keep an offline copy of every booking"sv,
    "reserve the popular restaurants ahead"sv, "leave a spare day at the end"sv,
    "check the baggage rules"sv, "buy the passes online"sv,
};
constexpr std::array kEnTravelConditions{
    "the flight gets cancelled"sv, "it rains the whole week"sv, "the connection is shorter than an hour"sv,
    "prices go up after Friday"sv, "the hotel has no free cancellation"sv,
};

constexpr std::array kEnCookingObjects{
    "the dinner for eight people"sv, "the vegetarian menu"sv, "the birthday cake"sv,
    "the weekly meal prep"sv, "the sourdough starter"sv, "the grocery list"sv,
    "the old family soup recipe"sv, "the leftovers"sv,
};
constexpr std::array kEnCookingActions{
    "cook the sauces a day ahead"sv, "double the recipe"sv, "prepare a vegetarian main as well"sv,
    "write a timeline for the oven"sv, "ask the guests about allergies"sv, "freeze half of the portions"sv,
    "taste and adjust the salt at the end"sv, "buy the fresh herbs on the day"sv,
};
constexpr std::array kEnCookingConditions{
    "two guests cannot eat gluten"sv, "the oven is too small for both trays"sv, "the dough does not rise"sv,
    "the market is closed on Sunday"sv, "dinner starts later than planned"sv,
};

constexpr std::array kEnFinanceObjects{
    "the household budget"sv, "the emergency fund"sv, "our phone and internet contract"sv,
    "the car loan"sv, "the tax return"sv, "the savings plan"sv, "the shared expenses spreadsheet"sv,
    "the insurance renewal"sv,
};
constexpr std::array kEnFinanceActions{
    "track every expense for a month"sv, "move the savings on payday"sv,
    "cancel the subscriptions nobody uses"sv, "call the provider and ask for a better rate"sv,
    "pay off the most expensive debt first"sv, "keep three months of costs aside"sv,
    "gather the receipts in one folder"sv, "review the plan every quarter"sv,
};
constexpr std::array kEnFinanceConditions{
    "the rent goes up next year"sv, "one of us changes jobs"sv, "an unexpected bill arrives"sv,
    "interest rates keep rising"sv, "the refund takes months"sv,
};

constexpr std::array kEnSoftwareObjects{
    "the login page"sv, "the release on Thursday"sv, "the database migration"sv,
    "the flaky integration tests"sv, "the mobile layout"sv, "the error reporting"sv,
    "the API documentation"sv, "the onboarding flow"sv,
};
constexpr std::array kEnSoftwareActions{
    "ship a smaller first version"sv, "put the change behind a feature flag"sv,
    "write a test that reproduces the bug"sv, "roll the migration out in stages"sv,
    "ask a colleague to review the change"sv, "log the slow requests"sv,
    "stop adding features and only fix bugs"sv, "update the documentation with the release"sv,
};
constexpr std::array kEnSoftwareConditions{
    "the migration takes longer than the maintenance window"sv, "users report the bug again"sv,
    "the tests fail only on the build server"sv, "the designer changes the layout"sv,
    "traffic doubles after the announcement"sv,
};

constexpr std::array kEnFitnessObjects{
    "the half marathon in October"sv, "my training plan"sv, "the knee that keeps bothering me"sv,
    "the morning runs"sv, "the strength sessions"sv, "the new running shoes"sv, "the rest days"sv,
    "the breakfast on race day"sv,
};
constexpr std::array kEnFitnessActions{
    "increase the distance slowly"sv, "add one long run per week"sv, "stretch after every session"sv,
    "sleep at least seven hours"sv, "alternate hard and easy days"sv,
    "replace the shoes every few hundred kilometres"sv, "practise the race pace on shorter runs"sv,
    "see a physiotherapist early"sv,
};
constexpr std::array kEnFitnessConditions{
    "the knee hurts on the stairs"sv, "a work trip interrupts the plan"sv,
    "the evenings get cold and dark"sv, "the long runs feel exhausting"sv, "you miss a whole week"sv,
};

constexpr std::array kEnTopics{
    PromptTopic{kEnRenovationObjects, kEnRenovationActions, kEnRenovationConditions},
    PromptTopic{kEnTravelObjects, kEnTravelActions, kEnTravelConditions},
    PromptTopic{kEnCookingObjects, kEnCookingActions, kEnCookingConditions},
    PromptTopic{kEnFinanceObjects, kEnFinanceActions, kEnFinanceConditions},
    PromptTopic{kEnSoftwareObjects, kEnSoftwareActions, kEnSoftwareConditions},
    PromptTopic{kEnFitnessObjects, kEnFitnessActions, kEnFitnessConditions},
};

// ---- Simplified Chinese -------------------------------------------------------------------------

constexpr std::array kZhUserPatterns{
    "对了，{s}{t}{v}{o}。"sv,
    "关于{o}，我是不是应该{t}{a}？"sv,
    "我又想了想{o}，不确定我们是否应该{a}。"sv,
    "如果{c}，你会怎么办？"sv,
    "好的，明白了。{s}也{v}{o}。"sv,
    "你能提醒我一下，我们为什么决定{a}吗？"sv,
    "说实话，{c}，所以我可能需要一个备用方案。"sv,
    "一般来说，{a}需要多长时间？"sv,
    "还有一件事：{o}{t}能搞定吗？"sv,
    "抱歉，再回到{o}这个话题。"sv,
    "{t}就{a}，时间上来得及吗？"sv,
    "{s}觉得我们应该{a}，你怎么看？"sv,
};

constexpr std::array kZhAssistantPatterns{
    "这个顾虑很合理。如果{c}，可以考虑{t}{a}。"sv,
    "我建议先{a}，这样{r}。"sv,
    "关于{o}，很多人会先{a}，因为这样{r}。"sv,
    "如果{c}，你也可以改为{a}。"sv,
    "一个简单的原则是：{t}{a}，这样{r}。"sv,
    "要记住，{o}往往比计划的更花时间。"sv,
    "把{s}对{o}的期望写下来，通常会很有帮助。"sv,
    "从你的描述来看，{o}是最需要先确定的部分。"sv,
    "不必今天就做决定；如果你{t}{a}，{r}。"sv,
    "我来总结一下：{o}还在清单上，你会{t}{a}。"sv,
    "这个想法不错。很多人都会{a}，而且这样{r}。"sv,
    "一个办法是现在就{a}，{t}再回头看{o}。"sv,
    "这在一定程度上取决于{o}，不过多数情况下{r}。"sv,
    "如果{s}也同意，我会{t}{a}。"sv,
};

constexpr std::array kZhSubjects{
    "我妹妹"sv, "我们的房东"sv, "我的一个同事"sv, "我爱人"sv, "楼上的邻居"sv,
    "我的经理"sv, "一个大学同学"sv, "我爸爸"sv, "团队里的其他人"sv, "我表哥"sv,
};

constexpr std::array kZhUserVerbs{
    "想推迟"sv, "一直在问"sv, "有点担心"sv, "建议我们重新考虑"sv, "很在意"sv,
    "主动提出帮忙处理"sv, "问了我两次"sv, "不太认可"sv, "想了解一下"sv, "顺便提到了"sv,
};

constexpr std::array kZhTimes{
    "这周"sv, "月底之前"sv, "节后"sv, "周五之前"sv, "接下来几天"sv,
    "等天气好转以后"sv, "周一一早"sv, "今年春天晚些时候"sv, "签合同之前"sv, "这个周末"sv,
};

constexpr std::array kZhResults{
    "你会有更多谈判的余地"sv, "就不会在最后一刻手忙脚乱"sv, "你随时还可以调整方向"sv,
    "成本也更好控制"sv, "以后要操心的事就少了"sv, "出了错也更容易补救"sv,
    "大家都知道接下来会发生什么"sv, "最难的部分就已经过去了"sv, "问题能更早被发现"sv,
    "计划的其余部分也不会受影响"sv,
};

constexpr std::array kZhRenovationObjects{
    "厨房翻修"sv, "浴室的瓷砖"sv, "新的橱柜"sv, "电工的报价"sv,
    "走廊的油漆颜色"sv, "地板样品"sv, "水管改造"sv, "装修许可的申请"sv,
};
constexpr std::array kZhRenovationActions{
    "再找一家要个报价"sv, "让对方出一份书面预算"sv, "提前订好材料"sv, "查一下审批要求"sv,
    "预留百分之十的预算应付意外"sv, "和施工队把方案再过一遍"sv, "先做完水管再铺瓷砖"sv,
    "封墙之前把管线拍照留底"sv,
};
constexpr std::array kZhRenovationConditions{
    "施工队要到六月才能开工"sv, "报价超出了预算"sv, "瓷砖要等货"sv, "验收被推迟了"sv,
    "墙面发现有受潮的情况"sv,
};

constexpr std::array kZhTravelObjects{
    "去里斯本的火车票"sv, "老城区附近的酒店"sv, "我们的旅行保险"sv, "去海边的一日游"sv,
    "租车"sv, "签证材料"sv, "博物馆通票"sv, "在法兰克福的转机"sv,
};
constexpr std::array kZhTravelActions{
    "订可以免费取消的房间"sv, "只带一个轻便的包"sv, "比较一下夜车和飞机"sv,
    "把所有预订离线保存一份"sv, "提前预约热门餐厅"sv, "在行程最后留一天缓冲"sv,
    "确认行李规定"sv, "在网上提前买好通票"sv,
};
constexpr std::array kZhTravelConditions{
    "航班被取消"sv, "整整一周都在下雨"sv, "转机时间不到一个小时"sv, "周五以后价格会上涨"sv,
    "酒店不支持免费取消"sv,
};

constexpr std::array kZhCookingObjects{
    "八个人的晚餐"sv, "素食菜单"sv, "生日蛋糕"sv, "每周的备餐"sv,
    "酸面包的酵种"sv, "采购清单"sv, "家里传下来的汤谱"sv, "剩菜"sv,
};
constexpr std::array kZhCookingActions{
    "提前一天把酱汁做好"sv, "把配方的分量加倍"sv, "再准备一道素食主菜"sv, "给烤箱排一个时间表"sv,
    "问问客人有没有过敏"sv, "把一半分量冷冻起来"sv, "最后再尝一下调整咸淡"sv, "当天再去买新鲜香草"sv,
};
constexpr std::array kZhCookingConditions{
    "有两位客人不能吃麸质"sv, "烤箱放不下两个烤盘"sv, "面团发不起来"sv, "市场周日不开门"sv,
    "晚饭比计划开始得晚"sv,
};

constexpr std::array kZhFinanceObjects{
    "家庭预算"sv, "应急备用金"sv, "我们的手机和宽带套餐"sv, "车贷"sv,
    "报税"sv, "储蓄计划"sv, "共同开销的表格"sv, "保险续保"sv,
};
constexpr std::array kZhFinanceActions{
    "把每一笔开销记录一个月"sv, "发工资当天就把钱转进储蓄"sv, "取消没人用的订阅"sv,
    "打电话问运营商能不能降价"sv, "先还利率最高的那笔债"sv, "留出三个月的生活费"sv,
    "把所有票据放进一个文件夹"sv, "每个季度复盘一次计划"sv,
};
constexpr std::array kZhFinanceConditions{
    "明年房租要涨"sv, "我们当中有人换工作"sv, "突然来了一笔账单"sv, "利率还在上升"sv,
    "退款要等好几个月"sv,
};

constexpr std::array kZhSoftwareObjects{
    "登录页面"sv, "周四的发布"sv, "数据库迁移"sv, "不稳定的集成测试"sv,
    "手机端布局"sv, "错误上报"sv, "接口文档"sv, "新用户引导流程"sv,
};
constexpr std::array kZhSoftwareActions{
    "先发布一个更小的版本"sv, "加一个功能开关"sv, "写一个能复现问题的测试"sv, "分阶段执行迁移"sv,
    "请同事帮忙审查改动"sv, "把慢请求记录下来"sv, "冻结新功能，只修问题"sv, "随发布一起更新文档"sv,
};
constexpr std::array kZhSoftwareConditions{
    "迁移时间超过了维护窗口"sv, "用户又报告了同样的问题"sv, "测试只在构建服务器上失败"sv,
    "设计师改了布局"sv, "发布公告之后流量翻倍"sv,
};

constexpr std::array kZhFitnessObjects{
    "十月份的半程马拉松"sv, "我的训练计划"sv, "一直不舒服的膝盖"sv, "早上的跑步"sv,
    "力量训练"sv, "新买的跑鞋"sv, "休息日"sv, "比赛当天的早餐"sv,
};
constexpr std::array kZhFitnessActions{
    "慢慢增加跑量"sv, "每周加一次长距离跑"sv, "每次训练后拉伸"sv, "保证至少七个小时的睡眠"sv,
    "强度训练和轻松跑交替进行"sv, "跑了几百公里就换鞋"sv, "在短距离里练习比赛配速"sv, "尽早去看康复师"sv,
};
constexpr std::array kZhFitnessConditions{
    "上楼梯时膝盖会疼"sv, "出差打乱了计划"sv, "天气变得又冷又暗"sv, "长距离跑让人筋疲力尽"sv,
    "整整一周都没练"sv,
};

constexpr std::array kZhTopics{
    PromptTopic{kZhRenovationObjects, kZhRenovationActions, kZhRenovationConditions},
    PromptTopic{kZhTravelObjects, kZhTravelActions, kZhTravelConditions},
    PromptTopic{kZhCookingObjects, kZhCookingActions, kZhCookingConditions},
    PromptTopic{kZhFinanceObjects, kZhFinanceActions, kZhFinanceConditions},
    PromptTopic{kZhSoftwareObjects, kZhSoftwareActions, kZhSoftwareConditions},
    PromptTopic{kZhFitnessObjects, kZhFitnessActions, kZhFitnessConditions},
};

constexpr PromptCorpus kEnglish{" "sv, kEnUserPatterns, kEnAssistantPatterns, kEnSubjects, kEnUserVerbs,
                                kEnTimes, kEnResults, kEnTopics};
constexpr PromptCorpus kChinese{""sv, kZhUserPatterns, kZhAssistantPatterns, kZhSubjects, kZhUserVerbs,
                                kZhTimes, kZhResults, kZhTopics};

} // namespace

const PromptCorpus &PromptCorpus::forLanguage(std::string_view language)
{
    return language == "zh" ? kChinese : kEnglish;
}

} // namespace ttft
