#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace ttft {

// Builds the SSE events of one OpenAI Chat Completions stream (HTTP framing is the caller's).
// The JSON common to every chunk (id, object, created, model) is built once per stream:
// the lab thread formats tens of thousands of chunks a second under load.
class OpenAiChunkBuilder
{
public:
    OpenAiChunkBuilder(QByteArrayView completionId, qint64 createdSecs, QByteArrayView model);

    QByteArray roleChunk() const;                  // delta {"role":"assistant","content":""}
    QByteArray contentChunk(QByteArrayView jsonSafeText) const; // text must need no JSON escaping
    // delta {"reasoning_content": text}, as DeepSeek and vLLM's reasoning parsers stream it.
    QByteArray reasoningChunk(QByteArrayView jsonSafeText) const;
    // A tool call's first chunk: delta.tool_calls [{index 0, id, type function, function {name,
    // arguments ""}}], then one chunk per fragment of its arguments (function.arguments only).
    QByteArray toolCallStartChunk(QByteArrayView callId, QByteArrayView name) const;
    QByteArray toolArgumentsChunk(QByteArrayView argumentsFragment) const; // escaped here
    QByteArray finishChunk(QByteArrayView finishReason) const;  // empty delta + finish_reason
    // llama.cpp's last chunk: empty delta + finish_reason, and `usage` and `timings` (JSON objects) beside the choices.
    QByteArray finalChunk(QByteArrayView finishReason, QByteArrayView usageJson, QByteArrayView timingsJson) const;
    // choices: [] + usage, with prompt_tokens_details.cached_tokens as OpenAI reports it, and
    // completion_tokens_details.reasoning_tokens when reasoningTokens >= 0 (completion_tokens
    // includes them, as OpenAI counts).
    QByteArray usageChunk(int promptTokens, int completionTokens, int cachedTokens = 0, int reasoningTokens = -1) const;
    static QByteArray doneChunk();                  // data: [DONE]
    static QByteArray errorEventChunk(QByteArrayView errorJson);  // event: error + data: {...}
    static QByteArray errorObjectChunk(QByteArrayView errorJson); // data: {"error":...}
    QByteArray malformedChunk() const;              // a data line whose JSON is cut short

    // Wraps bytes in one HTTP/1.1 chunk: size in hex, CRLF, payload, CRLF.
    static QByteArray httpChunk(QByteArrayView payload);
    static QByteArray lastHttpChunk(); // the zero-length chunk that ends a chunked body

private:
    QByteArray m_prefix; // data: {"id":..,"object":..,"created":..,"model":..,"choices":[
};

// Escapes text for the inside of a JSON string literal.
QByteArray jsonEscaped(QByteArrayView utf8);

} // namespace ttft
