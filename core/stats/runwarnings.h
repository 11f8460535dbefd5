#pragma once

#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace ttft {

struct RequestRecord;

// What a user must know before trusting a run's TTFT, found in its records. Each kind is counted
// per provider and plan cell; successful measured requests only (warm-ups left out).
enum class RunWarningKind {
    // "prompt_truncated": the server counted a prompt more than 5 % shorter than the workload aimed
    // at. llama.cpp cuts a prompt longer than a slot's context silently (HTTP 200, usage.prompt_tokens
    // reports the cut length): the TTFT is for a shorter prompt than the plan says.
    PromptTruncated,
    // "reasoning_used_budget": the stream carried reasoning, ended with finish_reason "length" and
    // had no answer text: max_tokens went on thinking, and the request has no TTFT.
    ReasoningUsedBudget,
    // "cache_hits_without_busting": the server reported cached prompt tokens and cache busting was
    // off: those prefills were shorter than the prompt (llama.cpp and vLLM cache prefixes by default).
    CacheHitsWithoutBusting,
    // "cache_hits_despite_busting": cached prompt tokens although a unique nonce opened the prompt.
    CacheHitsDespiteBusting,
    // "buffered": the answer arrived in one burst at the end (RequestRecord::looksBuffered).
    Buffered,
};

const char *runWarningKey(RunWarningKind kind);

struct RunWarning {
    RunWarningKind kind = RunWarningKind::PromptTruncated;
    std::string provider;
    std::string cell;          // the plan cell, empty for a plain run
    std::int64_t count = 0;    // requests it concerns
    std::int64_t of = 0;       // successful measured requests of the provider and cell
    // PromptTruncated: the shortest server count against its target (the worst cut).
    std::int64_t worstCounted = 0;
    std::int64_t worstTarget = 0;
};

// In order of first appearance of provider and cell, then of kind.
std::vector<RunWarning> runWarnings(const std::vector<RequestRecord> &records);

// One line for a user, translated: "lab-fast in c1/p8000: 12 of 12 prompts came back more than 5 %
// shorter than asked (7,900 of 8,000 tokens at worst): the server cut them to its context…".
QString describeRunWarning(const RunWarning &warning);

// {"kind", "provider", "cell", "count", "of", ["worst_counted", "worst_target"]}.
nlohmann::json toJson(const RunWarning &warning);

} // namespace ttft
