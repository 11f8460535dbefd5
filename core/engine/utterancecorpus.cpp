#include "utterancecorpus.h"

#include "base/splitmix64.h"
#include "workloadtemplates.h"

#include <numeric>

namespace ttft {

const std::vector<std::string_view> &utterances(std::string_view language)
{
    static const std::vector<std::string_view> english{
        "Hi, I'm calling about the boiler in my flat, it stopped working this morning.",
        "Yeah.",
        "There's no hot water at all, and the little light on the front keeps blinking red.",
        "I think it's about eight years old, but I'm not sure of the make.",
        "Okay, hang on, let me go and look.",
        "It says Vaillant on the front, and there's a code, F twenty-eight.",
        "Right. So is that something I can fix myself, or do I need someone to come out?",
        "How soon could a technician get here? I've got two small kids at home.",
        "Tomorrow morning is fine, but not before nine because of the school run.",
        "And how much is that going to cost me, roughly?",
        "Does that include the parts, or are those extra?",
        "Hmm. That's more than I expected, to be honest.",
        "Is there any way to get it cheaper if I'm flexible on the day?",
        "Okay, let's do Thursday then.",
        "My address is forty-two Mill Lane, flat three, the buzzer doesn't work so they should call me.",
        "It's oh seven seven double two, four five six, nine one eight.",
        "Sorry, could you say that again? The line's a bit bad.",
        "Great. Will I get a text to confirm?",
        "One more thing, the kitchen tap has been dripping for weeks, could they look at that too?",
        "No, it's just a slow drip, but it's driving me mad at night.",
        "Would that be a separate charge?",
        "Fine, add it to the same visit please.",
        "What should I do in the meantime, is it safe to keep trying to reset it?",
        "I can smell something a bit odd near it actually, not sure if it's gas.",
        "No, it's more like burning dust, I think. It's gone now.",
        "Okay, thanks, that's reassuring.",
        "Can I pay by card on the day?",
        "And if I need to cancel, how much notice do you need?",
        "Perfect. I think that's everything.",
        "Actually, wait, can you tell me the name of the technician who's coming?",
        "Thanks so much, you've been really helpful. Bye.",
        "Sorry, my neighbour just knocked, where were we?",
    };
    static const std::vector<std::string_view> chinese{
        "你好，我家的热水器今天早上突然不工作了。",
        "嗯。",
        "完全没有热水，前面那个小灯一直在闪红灯。",
        "大概用了八年吧，牌子我不太确定。",
        "好，你等一下，我去看看。",
        "上面写的是万和，屏幕上显示一个代码，E3。",
        "那这个我自己能修吗，还是得请师傅上门？",
        "师傅最快什么时候能到？家里有两个小孩，没热水真的不方便。",
        "明天上午可以，但九点以前不行，我要送孩子上学。",
        "大概要多少钱？",
        "这个价格包括配件吗，还是配件另算？",
        "嗯，说实话比我想的要贵一点。",
        "如果我时间比较灵活，能不能便宜一些？",
        "好吧，那就定星期四吧。",
        "我家地址是和平路四十二号三单元五零二，门铃坏了，师傅到了直接打我电话。",
        "我的手机号是一三八，一二三四，五六七八。",
        "不好意思，你能再说一遍吗？信号不太好。",
        "好的，会发短信跟我确认吗？",
        "还有一件事，厨房的水龙头滴水好几个星期了，师傅来的时候能顺便看看吗？",
        "不是很严重，就是一直滴，晚上听着特别烦。",
        "这个要另外收费吗？",
        "行，那就一起修吧。",
        "在师傅来之前我该怎么办？一直按重启键安全吗？",
        "我好像闻到热水器旁边有点怪味，不知道是不是燃气。",
        "不是，更像是灰尘烧焦的味道，现在已经没了。",
        "好的，谢谢，这样我就放心了。",
        "到时候可以刷卡或者用微信付吗？",
        "如果我要取消的话，需要提前多久说？",
        "好的，我想就这些了。",
        "等一下，能告诉我上门师傅姓什么吗？",
        "太感谢了，你帮了大忙。再见。",
        "不好意思，刚才邻居敲门，我们说到哪儿了？",
    };
    return language == "zh" ? chinese : english;
}

std::string utteranceFor(std::string_view language, std::uint64_t seed, int conversation, int turn)
{
    const std::vector<std::string_view> &corpus = utterances(language);
    const std::size_t n = corpus.size();
    std::uint64_t state = seed ^ (std::uint64_t(conversation) * 0x9e3779b97f4a7c15ULL);
    const std::size_t start = std::size_t(splitMix64Next(state) % n);
    // A step coprime with n visits every line once before any comes back.
    std::size_t step = 1 + std::size_t(splitMix64Next(state) % (n - 1));
    while (std::gcd(step, n) != 1)
        step = step % (n - 1) + 1;
    const std::size_t t = std::size_t(turn > 0 ? turn - 1 : 0);
    return std::string(corpus[(start + t * step) % n]);
}

std::string conversationSystemPrompt(std::string_view language)
{
    const std::optional<Workload> voice = workloadTemplate(language == "zh" ? "voice-zh" : "voice");
    return voice ? voice->systemPrompt : std::string();
}

} // namespace ttft
