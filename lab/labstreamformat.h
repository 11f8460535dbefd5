#pragma once

#include "labdialect.h"
#include "labtoolcall.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <cstdint>
#include <memory>

namespace ttft {

// What a format needs to know about one answer before it starts.
struct LabStreamSetup {
    LabDialect dialect = LabDialect::OpenAiChat;
    QByteArray model;            // as the client named it
    QByteArray requestId;
    std::uint64_t idSeed = 0;    // response ids (chatcmpl-…, msg_…, resp_…) are made from it
    qint64 createdSecs = 0;      // wall clock, for "created" fields
    int promptTokens = 0;
    int plannedTokens = 0;       // content tokens the engine will make
    int plannedReasoningTokens = 0; // reasoning tokens it will make before them (0 where the dialect has none)
    bool cutByMaxTokens = false; // the answer ends for its length, not by itself
    bool includeUsage = false;   // OpenAI chat: stream_options.include_usage
    bool chunked = true;         // HTTP/1.1 chunked framing: each event is one HTTP chunk
    bool llamaCppShape = false;  // OpenAI chat as llama.cpp's server streams it (LabModel::engine)
    // The answer is this tool call (labtoolcall.h), not text: only for the dialects with tools.
    std::shared_ptr<const LabToolCall> toolCall;
};

// What the engine knows once the last token is made: the counts and the timings that some APIs
// report at the end (Ollama's durations, llama.cpp's timings), all from the lab's own truth.
struct LabStreamEnd {
    int promptTokens = 0;
    int cachedTokens = 0;        // prompt tokens found in the prefix cache
    int outputTokens = 0;        // answer tokens made
    int reasoningTokens = 0;     // reasoning tokens made (each format counts them as its API does)
    std::int64_t totalNs = 0;    // request complete → now
    std::int64_t loadNs = 0;     // cold start waited for
    std::int64_t promptEvalNs = 0; // prefill (overhead + prompt), after any cold start
    std::int64_t evalNs = 0;     // first token (of any kind) made → last token made
};

// The bytes of one answer in one API's wire format: the events of a stream (each already framed as
// one HTTP chunk when the response is chunked) or a whole JSON body. LabChatExchange decides what
// happens when; a format only words it. One per exchange (formats that repeat the whole text at
// the end, like the Responses API and TGI, keep it).
//
//   prelude()   written when the request is accepted, before the queue (role chunk, message_start, …)
//   reasoningToken() one event per reasoning token, in the dialect's reasoning format (they all
//               come before the first token(); only for dialects with labDialectHasReasoning())
//   token()     one event per content token
//   toolCallPiece() instead of token() when the answer is a tool call (setup().toolCall): the
//               events that carry fragment `piece` of its arguments (the first opens the call);
//               empty where the dialect sends the call whole (Gemini: all of it with the last)
//   tail()      after the last token: finish reason, usage, terminator (not the last HTTP chunk)
//   streamError() the in-band error of the faults error-event (namedEvent) and error-object
//   malformed() a token event whose JSON is cut short (the malformed fault)
//   wholeBody() the non-streamed answer (with its reasoning, when there is some); for a tool call
//               `answer` is the call's arguments as made
class LabStreamFormat
{
public:
    explicit LabStreamFormat(LabStreamSetup setup);
    virtual ~LabStreamFormat();

    LabStreamFormat(const LabStreamFormat &) = delete;
    LabStreamFormat &operator=(const LabStreamFormat &) = delete;

    const LabStreamSetup &setup() const { return m_setup; }
    QByteArrayView contentType() const { return labStreamContentType(m_setup.dialect); }

    virtual QByteArray prelude() { return {}; }
    virtual QByteArray reasoningToken(QByteArrayView jsonSafeText);
    virtual QByteArray token(QByteArrayView jsonSafeText) = 0;
    virtual QByteArray toolCallPiece(int piece);
    virtual QByteArray tail(const LabStreamEnd &end) = 0;
    virtual QByteArray streamError(bool namedEvent, const QString &message);
    virtual QByteArray malformed() = 0;
    virtual QByteArray wholeBody(QByteArrayView reasoning, QByteArrayView answer, const LabStreamEnd &end) = 0;

    // Bytes as one HTTP chunk when the response is chunked, else as they are.
    QByteArray frame(QByteArrayView event) const;

protected:
    QByteArray sseData(QByteArrayView json) const;                          // "data: JSON\n\n", framed
    QByteArray sseEvent(QByteArrayView name, QByteArrayView json) const;    // "event: NAME\ndata: JSON\n\n", framed
    QByteArray ndjsonLine(QByteArrayView json) const;                       // "JSON\n", framed
    QByteArray responseId(QByteArrayView prefix) const;                     // prefix + 16 hex digits of idSeed
    QByteArray escapedModel() const { return m_escapedModel; }

    LabStreamSetup m_setup;

private:
    QByteArray m_escapedModel;
};

std::unique_ptr<LabStreamFormat> makeLabStreamFormat(const LabStreamSetup &setup);

} // namespace ttft
