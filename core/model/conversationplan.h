#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ttft {

// How long a simulated user waits between the end of the model's reply (its last byte, or the last
// TTS byte in a voice pipeline run) and the next turn's request.
enum class ThinkTime {
    Fixed,       // exactly the cell's gap
    Exponential, // Exponential(mean = the cell's gap): people do not answer on a metronome
    Speaking,    // the cell's gap as a pause, then the next utterance spoken at wordsPerMinute: the
                 // request leaves when the user has finished speaking (a voice turn)
};

const char *thinkTimeName(ThinkTime think); // "fixed" | "exponential" | "speaking"
bool thinkTimeFromName(const std::string &name, ThinkTime &think);

// How each turn keeps the conversation's history: the choices a voice team weighs between a
// prompt that grows with every turn and one that forgets. Each strategy is a cell of the run, the
// same conversations in each.
struct HistoryStrategy {
    enum class Kind {
        Full,        // "full": every turn so far
        LastTurns,   // "last:N": the last N exchanges (a user turn and its reply each)
        TokenBudget, // "budget:N": the newest exchanges that fit in N tokens (the oldest dropped)
        Summary,     // "summary:N": every N turns the history so far becomes a summary of fixed size
                     // (kSummaryTokens), kept in the system prompt; the turns after it follow in full
    };
    Kind kind = Kind::Full;
    int n = 0;

    bool operator==(const HistoryStrategy &) const = default;
};

// "full", "last:4", "budget:2000", "summary:6".
std::string historyStrategyName(const HistoryStrategy &strategy);
bool historyStrategyFromName(const std::string &name, HistoryStrategy &strategy);
// A summary's size in tokens, about (engine/conversationuser.cpp writes it).
constexpr int kSummaryTokens = 200;

// Multi-turn conversations (issue 21): `users` simulated users per provider, each holding one
// conversation of `turns` turns. Every turn sends the system prompt, the history so far with the
// model's *actual* replies (not filler), and the user's next utterance from a spoken-language corpus
// (engine/utterancecorpus.h). Each gap in `gapsS` is a cell of its own, the same conversations in
// each (the same utterances, in the same order), so that a cache lifetime between two gaps shows.
//
// Closed form (userRatePerS 0): every user starts at the cell's start (spread over the plan's
// ramp-up). Open form: users arrive at userRatePerS (the plan's arrival process), each starting
// its conversation on arrival. Each user's first request is a warm-up outside the conversation: it
// opens the user's connection, so that turn 1 is not the only turn that pays for a handshake.
// A turn that fails ends its conversation: the next turn would have no reply to build on.
struct ConversationPlan {
    int users = 0;                 // 0: no conversations; the run's requests are independent
    int turns = 10;
    std::vector<double> gapsS{5};  // think time between turns (see ThinkTime), one cell per gap
    std::vector<HistoryStrategy> history{HistoryStrategy{}}; // one cell per gap and strategy
    ThinkTime think = ThinkTime::Fixed;
    // Speaking think time: English words per minute; Chinese runs at 1.7 × this in characters per
    // minute (conversational Mandarin is read at about 250 characters a minute where English is
    // spoken at about 150 words).
    double wordsPerMinute = 150;
    double userRatePerS = 0;       // 0: closed form; > 0: users arrive at this rate
    std::string language = "en";   // the utterance corpus: "en" or "zh"
    // A header carrying the conversation's id with every turn (e.g. "x-session-affinity"), so that
    // a router that pins sessions can keep one conversation on one replica; empty: none sent.
    std::string affinityHeader;
    // Tool-call turns (an agent that looks something up before it answers): turns toolEvery,
    // 2 × toolEvery, … offer the conversation's tools and require a call (every other turn offers
    // them too, with the choice "none", so that the prompt's prefix stays the same); the tool runs
    // (toolCommand, else a wait of toolDelayMs) and a follow-up request with its result gets the
    // answer. 0: no tools.
    int toolEvery = 0;
    double toolDelayMs = 300;
    // A local command run for each call through /bin/sh -c, the call on its standard input as JSON
    // ({"name", "arguments"}); what it prints (up to 16 KiB) is the tool's result. Empty: the wait.
    std::string toolCommand;

    bool enabled() const { return users > 0; }
    bool toolTurn(int turn) const { return toolEvery > 0 && turn > 0 && turn % toolEvery == 0; }
    int toolTurns() const { return toolEvery > 0 ? turns / toolEvery : 0; }
    // What one user sends when every turn is answered: a warm-up, each turn, and a follow-up for
    // each tool-call turn.
    int requestsPerUser() const { return 1 + turns + toolTurns(); }
    bool operator==(const ConversationPlan &) const = default;
};

// What is wrong with a conversation plan, in words for the user's log; empty when it can run.
std::string validateConversationPlan(const ConversationPlan &plan);

// The cell id of a gap and a history strategy: "conv-g5s" (full history), "conv-g0.5s",
// "conv-g5s-last4", "conv-g5s-budget2000", "conv-g5s-summary6".
std::string conversationCellId(double gapS, const HistoryStrategy &history = {});

// The gap and strategy of one of the plan's cells, when `cellId` is one.
struct ConversationCell {
    double gapS = 0;
    HistoryStrategy history;
};
std::optional<ConversationCell> conversationCellOf(const ConversationPlan &plan, const std::string &cellId);

// The think time before turn `turn` (2 … K) of conversation `conversation` in a cell, in ms:
// deterministic in (seed, conversation, turn), so every provider's user waits the same.
double thinkTimeMs(const ConversationPlan &plan, double gapS, const std::string &nextUtterance, std::uint64_t seed,
                   int conversation, int turn);

// Speaking time of an utterance at the plan's rate, in ms (words for English, characters for Chinese).
double speakingMs(const ConversationPlan &plan, const std::string &utterance);

// JSON keys: users, turns, gaps_s [..], history [names], think, words_per_minute, user_rate_per_s,
// language, affinity_header, tool_every, tool_delay_ms, tool_command.
nlohmann::json toJson(const ConversationPlan &plan);
// Never throws; a key of the wrong type keeps its default and is reported in *error.
ConversationPlan conversationPlanFromJson(const nlohmann::json &object, std::string *error = nullptr);

} // namespace ttft
