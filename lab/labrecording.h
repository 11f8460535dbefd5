#pragma once

#include "labdialect.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <optional>
#include <vector>

namespace ttft {

// One write of a replayed response.
struct LabRecordedWrite {
    QByteArray bytes;        // exactly as recorded
    double atMs = -1;        // timed recordings: when it arrived, ms after the request was sent
    bool answerText = false; // completes an event that carries answer text (in the recording's dialect)
};

// A recorded response body for `ttft-bench lab --replay` (LabConfig::replay), cut into the
// writes the lab replays. Two file formats are read:
//
// - A raw body, as a provider sent it (an .sse or .ndjson file): cut into events, SSE at blank
//   lines (LF, CRLF or CR line ends), NDJSON at line ends. Every byte is kept, separators
//   included, so the writes put together are the file. It carries no timing.
//
// - A timed recording: JSON Lines, one object per write, in order:
//       {"t_ms": 312.5, "bytes": "event: message_start\ndata: {...}\n\n"}
//       {"t_ms": 318.1, "bytes_b64": "ZGF0YTog..."}
//   t_ms is when those bytes arrived, in ms after the request was sent (numbers ≥ 0, never
//   decreasing); "bytes" holds them as text (JSON-escaped UTF-8), "bytes_b64" as base64 for bytes
//   that are not UTF-8. A write may be one event, several, or part of one (a network read). The
//   file is told apart from a raw NDJSON body by its first line, an object with "t_ms".
//
// A write counts as answer text when an event it completes carries non-empty answer text: OpenAI
// choices[0].delta.content, Anthropic text_delta, Responses output_text.delta, Gemini parts[].text
// (not thoughts), Ollama message.content or response, llama.cpp content, TGI non-special token.text.
struct LabRecording {
    LabDialect dialect = LabDialect::OpenAiChat;
    std::vector<LabRecordedWrite> writes;
    bool timed = false;

    int answerWrites() const;
};

// Reads a recording for `dialect`; nullopt with a translated reason in `error`.
std::optional<LabRecording> readLabRecording(const QString &path, LabDialect dialect, QString *error);
// The same from bytes already read (`source` names them in messages).
std::optional<LabRecording> parseLabRecording(const QByteArray &bytes, LabDialect dialect, const QString &source,
                                              QString *error);

// A raw body cut into its events (see above); the events put together are `body`.
std::vector<QByteArray> splitRecordedBody(QByteArrayView body, LabFraming framing);
// Whether one event (an SSE event with its field lines, or an NDJSON line) carries answer text.
bool recordedEventHasAnswerText(LabDialect dialect, QByteArrayView event);

} // namespace ttft
