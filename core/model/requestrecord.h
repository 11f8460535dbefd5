#pragma once

#include "wire/servertimings.h"
#include "transport/httprequest.h"
#include "wire/streamevent.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ttft {

// Why a request failed. Stable names (errorClassName) are written to requests.jsonl.
enum class ErrorClass {
    None,
    ConnectionRefused, // "connection_refused"
    Dns,               // "dns"
    Tls,               // "tls"
    ConnectTimeout,    // "connect_timeout"
    FirstTokenTimeout, // "first_token_timeout" (no response head / no answer in time)
    TotalTimeout,      // "total_timeout"
    HttpClient,        // "http_4xx" (except 429)
    RateLimited,       // "http_429"
    HttpServer,        // "http_5xx"
    StreamError,       // "stream_error": an error event or error object inside the stream
    Malformed,         // "malformed_stream": bytes that do not decode in the expected format
    Dropped,           // "dropped": the connection ended before the stream did
    NoOutput,          // "no_output": the stream ended cleanly but carried no answer or output
    Cancelled,         // "cancelled"
    Transport,         // "transport": anything else the transport reported
    HttpRedirect,      // "http_3xx": a redirect (the client follows none; the message names the target)
};

const char *errorClassName(ErrorClass error);
bool errorClassFromName(std::string_view name, ErrorClass &error);

// Voice pipeline runs (ttft-bench run --tts-*): the text-to-speech request that got the answer's
// first speakable clause as soon as the clause was complete. Stamps are absolute monotonic ns on the
// same clock as the request's own.
struct TtsLeg {
    std::string tts;                 // the TTS profile's name
    std::string model;
    std::string requestId;           // the X-Request-ID we sent
    std::string format;              // the audio format asked for ("pcm", "wav", "mp3", ...)
    std::int64_t startNs = -1;       // handed to the transport
    std::int64_t responseHeadNs = -1;
    std::int64_t firstAudioNs = -1;  // first byte of the audio body: time to first audio
    std::int64_t audio100msNs = -1;  // the first 100 ms of audio had arrived (formats that tell)
    std::int64_t endNs = -1;
    int httpStatus = 0;
    std::int64_t audioBytes = 0;
    std::optional<double> audioMs;   // audio received, when the format tells its duration
    // The audio before the first sound, in ms of audio (voice/soundonset.h), where the format's
    // samples are read (PCM, WAV; MP3, Opus and FLAC decoded): a caller hears the first real audio
    // that long after the first byte. Absent for AAC and for audio that never sounded.
    std::optional<double> leadingSilenceMs;
    int inputChars = 0;              // code points of text sent
    ErrorClass errorClass = ErrorClass::None;
    std::string errorMessage;

    bool failed() const { return errorClass != ErrorClass::None; }
    std::optional<double> ttfaMs() const;      // start → first audio byte
    std::optional<double> ttfa100Ms() const;   // start → first 100 ms of audio
    // start → first real audio: the first byte plus the leading silence (the first byte where the
    // silence is unknown: all a client can tell of AAC).
    std::optional<double> firstRealAudioMs() const;

    bool operator==(const TtsLeg &) const = default;
};

// A voice turn's speech recognition, measured (model/voiceplan.h, AsrProfile): the turn's utterance
// was sent at real-time pace to a transcription endpoint and its transcript became the request's
// prompt (voice/asrprobe.h). The user's last word is the write that carried the last speech sample.
struct AsrLeg {
    std::string asr;                   // the ASR profile's name
    std::string model;
    std::string requestId;             // the X-Request-ID we sent
    std::string language;              // the utterance's ("en", "zh"), if known
    double audioMs = 0;                // the utterance's length
    double speechEndMs = -1;           // in the audio: the last speech sample
    std::int64_t startNs = -1;         // the upload began (the user began speaking)
    std::int64_t speechEndNs = -1;     // the user's last word was sent
    std::int64_t firstPartialNs = -1;  // the first partial transcript
    std::int64_t finalNs = -1;         // the final transcript
    int httpStatus = 0;
    std::string transcript;            // what the recogniser heard: the LLM's prompt
    std::optional<double> wordErrorRate; // against what the utterance says, when known
    ErrorClass errorClass = ErrorClass::None;
    std::string errorMessage;

    bool failed() const { return errorClass != ErrorClass::None; }
    std::optional<double> toFirstPartialMs() const; // the user's last word → first partial
    std::optional<double> toFinalMs() const;        // the user's last word → final transcript

    bool operator==(const AsrLeg &) const = default;
};

// A tool call the answer made, rebuilt from its deltas by index (OpenAI `tool_calls[].index`; the
// other APIs' calls in order): its id, the tool's name and the arguments as text (kept with the
// answer text only, and cut at StreamMeter::kMaxToolArgumentBytes).
struct ToolCallRecord {
    std::string id;
    std::string name;
    std::string arguments;

    bool operator==(const ToolCallRecord &) const = default;
};

// In a conversation's tool-call turn (model/conversationplan.h, toolEvery) the turn takes two
// requests: the one the model answers with a tool call, and, after the tool ran, the follow-up that
// carries its result and gets the spoken answer.
enum class TurnLeg {
    Whole,    // "": the turn is one request (every turn outside tool-call turns)
    ToolCall, // "tool_call": the turn's first request, answered (the plan hopes) with a tool call
    AfterTool,// "after_tool": the follow-up with the tool's result
};
const char *turnLegName(TurnLeg leg);
bool turnLegFromName(std::string_view name, TurnLeg &leg);

// One request as measured. Absolute times are monotonic ns (kNoTime when absent); the derived
// durations below are what requests.jsonl carries.
struct RequestRecord {
    std::int64_t index = 0;        // order of dispatch within the run
    bool warmup = false;
    std::string provider;
    std::string model;
    std::string transport;         // "curl" | "qt"
    std::string protocol;          // "http/1.1" | "h2"
    std::string requestId;         // the X-Request-ID we sent
    std::string serverRequestId;   // the id the server returned, when it did

    // Where the request sits in the plan.
    std::string cell;              // the plan cell's id, e.g. "c10/p2000" (empty for a plain run)
    int concurrency = 1;           // workers of this provider in the cell (closed loop), 0 for open loop
    std::optional<double> rateRps; // open loop: the cell's arrival rate
    std::optional<int> promptTokensTarget; // the prompt length the workload aimed at
    bool cacheBust = false;        // a unique nonce opened the prompt
    int repeat = 0;                // which repeat of the plan (run --repeat N: 0 … N-1)
    // Conversation runs (model/conversationplan.h): which simulated conversation the request is a
    // turn of, and which turn (1 … K); empty and 0 for an independent request (a user's warm-up too).
    std::string conversation;
    int turn = 0;
    TurnLeg turnLeg = TurnLeg::Whole;
    // After-tool legs: the turn's first request — handed to the transport, its first tool-call
    // delta, its last byte — and when the tool ran (started, result in); the same clock as every
    // other stamp, so that the turn's time to its first answer splits into its stages exactly.
    std::int64_t turnStartNs = -1;
    std::int64_t toolCallFirstNs = -1;
    std::int64_t toolCallEndNs = -1;
    std::int64_t toolStartNs = -1;
    std::int64_t toolEndNs = -1;
    std::optional<int> toolExitStatus; // a tool command's exit status (absent: a configured delay)

    // Absolute monotonic timestamps.
    std::int64_t runStartNs = -1;  // the run's start: intended_ms and start_ms count from here
    std::int64_t intendedNs = -1;  // scheduled start (open loop) or slot freed
    std::int64_t startNs = -1;     // handed to the transport: "request start"
    std::int64_t dnsDoneNs = -1;
    std::int64_t connectDoneNs = -1;
    std::int64_t tlsDoneNs = -1;
    std::int64_t requestSentNs = -1;
    std::int64_t responseHeadNs = -1;
    std::int64_t firstEventNs = -1;
    std::int64_t firstOutputNs = -1;
    std::int64_t firstAnswerNs = -1;
    std::int64_t firstSentenceNs = -1;
    std::int64_t firstReasoningNs = -1;
    std::int64_t lastAnswerNs = -1;
    std::int64_t endNs = -1;
    std::int64_t wallStartMs = 0;  // wall clock (ms since epoch) at start, for humans

    int httpStatus = 0;
    bool connectionReused = false;
    std::int64_t requestBytes = 0;
    std::int64_t responseBytes = 0;
    int wireEvents = 0;
    int answerEvents = 0;
    // For ITL: the first kMaxAnswerStamps answer events' arrivals (answerEvents is the exact
    // count; fewer stamps than events say the rest were not kept, see StreamMeter's caps).
    std::vector<std::int64_t> answerEventNs;
    static constexpr std::size_t kMaxAnswerStamps = 65'536; // as StreamMeter::kMaxAnswerStamps
    static constexpr std::size_t kMaxToolCalls = 256;       // as StreamMeter::kMaxStoredToolCalls

    std::optional<std::int64_t> outputTokens;
    std::string outputTokensSource; // "usage" | "counted"
    Usage usage;
    std::vector<std::string> finishReasons;

    ErrorClass errorClass = ErrorClass::None;
    std::string errorMessage;
    std::string text;          // answer text, kept only when asked
    bool textTruncated = false; // a kept text (answer, reasoning, tool arguments) stopped at its cap
    std::string firstClause;   // voice pipeline runs: the speakable clause sent to the TTS endpoint(s)
    std::optional<double> asrMs; // voice pipeline runs: ASR finalization before the request (configured,
                                 // or the measured leg's last word → final transcript)
    std::optional<AsrLeg> asr;   // voice pipeline runs with a recogniser measured in each turn
    std::vector<TtsLeg> tts;   // voice pipeline runs: one per TTS profile, same clause, same moment
    std::string responseHead;  // first bytes of the body, for diagnosis
    std::vector<ToolCallRecord> toolCalls; // the answer's tool calls, by index

    ServerTimings server;         // the server's own account (core/crossval), when it gave one
    ServerHeaders serverHeaders;  // response headers of interest: ids, timings, rate limits

    bool failed() const { return errorClass != ErrorClass::None; }
    // The provider refused for load, not for a fault: HTTP 429 (OpenAI, Gemini's RESOURCE_EXHAUSTED,
    // Anthropic's rate_limit_error, vLLM and TGI behind a gateway) or Anthropic's 529
    // overloaded_error ("the API is temporarily overloaded", Anthropic's errors page). Counted as
    // throttled, apart from the other failures.
    bool throttled() const;
    // The server's Retry-After, in ms: delay-seconds or an HTTP date (RFC 9110 §10.2.3), the date
    // read against the request's wall-clock start. Empty when absent or unreadable.
    std::optional<double> retryAfterMs() const;

    // Durations in milliseconds (microsecond precision), empty when either end is absent.
    std::optional<double> ttftMs() const;  // start → first answer text
    std::optional<double> ttfbMs() const;  // start → response head
    std::optional<double> ttfoMs() const;  // start → first output of any kind
    std::optional<double> ttfsMs() const;  // start → first speakable clause
    std::optional<double> firstEventMs() const;
    std::optional<double> firstReasoningMs() const;
    // start → the first generated token of any kind (reasoning or answer): what a server's own
    // TTFT measures (wire/servertimings.h), so the two compare like with like.
    std::optional<double> firstTokenMs() const;
    std::optional<double> e2eMs() const;   // start → last byte
    std::optional<double> tpotMs() const;  // (last answer − first answer) / (output tokens − 1)
    std::optional<double> dnsMs() const;
    std::optional<double> connectMs() const;
    std::optional<double> tlsMs() const;
    std::optional<double> requestSentMs() const; // start → last request byte handed to the socket
    std::optional<double> dispatchLagMs() const; // intended start → start (coordinated omission)
    std::optional<double> ttftFromIntendedMs() const; // intended start → first answer text
    std::optional<double> intendedOffsetMs() const;  // run start → intended start
    std::optional<double> startOffsetMs() const;     // run start → start
    std::vector<double> itlMs() const;     // gaps between successive answer events
    // The client's first token (firstTokenMs) − the server's TTFT: what the network, TLS, proxies
    // and the client added, and, when the server's figure starts at prefill, as in-body timings do,
    // whatever the server did before its timings start (queueing for a slot, tokenisation).
    std::optional<double> clientOverheadMs() const;
    // After-tool legs: the tool's run (start → result), and the turn's first request's start → this
    // request's first answer text: the silence a caller hears through a tool-call turn.
    std::optional<double> toolMs() const;
    std::optional<double> turnFirstAnswerMs() const;

    // The answer arrived in one burst at the end instead of streaming: a proxy or gateway held the
    // stream back, and TTFT is then about the whole response time. True when at least four answer
    // events came less than 0.2 ms apart on average (faster than any model decodes; what network
    // reads of a held-back body look like) and their burst took under 5 % of the time to the last.
    bool looksBuffered() const;

    // Replaces the secret in every text field of the record (error message, first bytes, answer,
    // kept headers, the server's request id, the TTS legs...) by "[redacted]", whole or as any
    // fragment of 8 characters or more, plain or base64 (base/secretscrubber.h): a server that
    // echoes the API key must not put it, or the part a cap left of it, into a file. Secrets under
    // 8 characters are left alone (they would match ordinary text).
    void redact(std::string_view secret);
};

// Milliseconds between two monotonic stamps, rounded to the microsecond; empty when either stamp is
// absent (negative) or when toNs < fromNs (a stamp out of order is a bug upstream, not a metric).
std::optional<double> spanMs(std::int64_t fromNs, std::int64_t toNs);

// The requests.jsonl form. Keys are stable: scripts read them. The derived *_ms values are for
// readers; the raw stamps under "t_ns" are what requestRecordFromJson rebuilds the record from, so
// requestRecordFromJson(toJson(r, true)) == r field by field (the journal's recovery relies on it).
// `withText` adds "text"; "response_head" (diagnosis bytes) is written when the request failed or
// when withText is set, so a successful record without text loses only those two fields.
nlohmann::json toJson(const RequestRecord &record, bool withText);

// What toJson writes. Full: the form above. Raw: only what requestRecordFromJson rebuilds the
// record from, with the answer stamps as gaps ("answer_gaps": the first stamp, then each one's
// distance from the one before) — the session file's form: its readers recompute every derived
// figure from the stamps, and writing those figures too would double the file and its save time.
enum class RecordJsonForm { Full, Raw };
nlohmann::json toJson(const RequestRecord &record, bool withText, RecordJsonForm form);

// Never throws. A missing key keeps the field's default; a key of the wrong type does too, and the
// first such problem is described in *error (when given) so a journal reader can report it.
RequestRecord requestRecordFromJson(const nlohmann::json &object, std::string *error = nullptr);

} // namespace ttft
