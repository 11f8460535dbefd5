#include "llamacppformat.h"

#include "laberrorbodies.h"

#include <nlohmann/json.hpp>

namespace ttft {

namespace {

using Json = nlohmann::ordered_json;

constexpr QByteArrayView kTokenPrefix("data: {\"index\":0,\"content\":\"");

double perToken(double ms, int tokens)
{
    return tokens > 0 ? ms / tokens : 0.0;
}

double perSecond(double ms, int tokens)
{
    return ms > 0 ? 1000.0 * tokens / ms : 0.0;
}

} // namespace

LlamaCppFormat::LlamaCppFormat(LabStreamSetup setup)
    : LabStreamFormat(std::move(setup))
{
}

QByteArray LlamaCppFormat::token(QByteArrayView jsonSafeText)
{
    QByteArray event;
    event.reserve(kTokenPrefix.size() + jsonSafeText.size() + 40);
    event.append(kTokenPrefix).append(jsonSafeText).append("\",\"stop\":false,\"id_slot\":0}\n\n");
    return frame(event);
}

Json llamaCppTimings(const LabStreamEnd &end)
{
    const int promptN = end.promptTokens - end.cachedTokens;
    const double promptMs = double(end.promptEvalNs) / 1e6;
    const double predictedMs = double(end.evalNs) / 1e6;
    return Json{
        {"cache_n", end.cachedTokens},
        {"prompt_n", promptN},
        {"prompt_ms", promptMs},
        {"prompt_per_token_ms", perToken(promptMs, promptN)},
        {"prompt_per_second", perSecond(promptMs, promptN)},
        {"predicted_n", end.outputTokens},
        {"predicted_ms", predictedMs},
        {"predicted_per_token_ms", perToken(predictedMs, end.outputTokens)},
        {"predicted_per_second", perSecond(predictedMs, end.outputTokens)},
    };
}

Json LlamaCppFormat::final(QByteArrayView answer, const LabStreamEnd &end) const
{
    const bool limit = m_setup.cutByMaxTokens;
    return Json{
        {"index", 0},
        {"content", std::string(answer.data(), std::size_t(answer.size()))},
        {"stop", true},
        {"id_slot", 0},
        {"model", m_setup.model.toStdString()},
        {"tokens_predicted", end.outputTokens},
        {"tokens_evaluated", end.promptTokens},
        {"tokens_cached", end.cachedTokens},
        {"stop_type", limit ? "limit" : "eos"},
        {"stopped_eos", !limit},
        {"stopped_limit", limit},
        {"stopped_word", false},
        {"stopping_word", ""},
        {"truncated", false},
        {"timings", llamaCppTimings(end)},
    };
}

QByteArray LlamaCppFormat::tail(const LabStreamEnd &end)
{
    return sseData(labJsonText(final({}, end)));
}

QByteArray LlamaCppFormat::malformed()
{
    return frame(QByteArray(kTokenPrefix.toByteArray() + "\n\n"));
}

QByteArray LlamaCppFormat::wholeBody(QByteArrayView, QByteArrayView answer, const LabStreamEnd &end)
{
    return labJsonText(final(answer, end));
}

} // namespace ttft
