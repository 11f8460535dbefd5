#include "labtruth.h"

#include "labtruthjson.h"

namespace ttft {

std::string_view labOutcomeName(LabOutcome outcome)
{
    switch (outcome) {
    case LabOutcome::InFlight: return "in_flight";
    case LabOutcome::Complete: return "complete";
    case LabOutcome::HttpError: return "http_error";
    case LabOutcome::ErrorEvent: return "error_event";
    case LabOutcome::ErrorObject: return "error_object";
    case LabOutcome::Dropped: return "dropped";
    case LabOutcome::Stalled: return "stalled";
    case LabOutcome::ClientClosed: return "client_closed";
    case LabOutcome::ServerStopped: return "server_stopped";
    }
    return "in_flight";
}

QJsonObject LabTruth::toJson() const
{
    QJsonObject json;
    json.insert(QStringLiteral("request_id"), labTruthText(requestId));
    json.insert(QStringLiteral("model"), labTruthText(model));
    json.insert(QStringLiteral("dialect"), labTruthText(dialect));
    json.insert(QStringLiteral("replayed"), replayed);
    json.insert(QStringLiteral("fault"), labTruthText(fault));
    json.insert(QStringLiteral("finish_reason"),
                finishReason.empty() ? QJsonValue(QJsonValue::Null) : QJsonValue(labTruthText(finishReason)));
    json.insert(QStringLiteral("outcome"), labTruthText(labOutcomeName(outcome)));
    json.insert(QStringLiteral("http_status"), httpStatus);
    json.insert(QStringLiteral("stream"), stream);
    json.insert(QStringLiteral("connection_serial"), qint64(connectionSerial));
    json.insert(QStringLiteral("request_on_connection"), requestOnConnection);
    json.insert(QStringLiteral("connection_reused"), connectionReused);
    json.insert(QStringLiteral("first_request_byte_ns"), labTruthNs(firstRequestByteNs));
    json.insert(QStringLiteral("request_complete_ns"), labTruthNs(requestCompleteNs));
    json.insert(QStringLiteral("accepted_ns"), labTruthNs(acceptedNs));
    json.insert(QStringLiteral("queue_enter_ns"), labTruthNs(queueEnterNs));
    json.insert(QStringLiteral("prefill_start_ns"), labTruthNs(prefillStartNs));
    json.insert(QStringLiteral("batch_left_ns"), labTruthNs(batchLeftNs));
    json.insert(QStringLiteral("role_chunk_written_ns"), labTruthNs(roleChunkWrittenNs));
    json.insert(QStringLiteral("first_output_written_ns"), labTruthNs(firstOutputWrittenNs));
    json.insert(QStringLiteral("first_reasoning_written_ns"), labTruthNs(firstReasoningWrittenNs));
    json.insert(QStringLiteral("first_sentence_written_ns"), labTruthNs(firstSentenceWrittenNs));
    json.insert(QStringLiteral("first_output_made_ns"), labTruthNs(firstOutputMadeNs));
    json.insert(QStringLiteral("first_token_made_ns"), labTruthNs(firstTokenMadeNs));
    json.insert(QStringLiteral("first_token_written_ns"), labTruthNs(firstTokenWrittenNs));
    json.insert(QStringLiteral("last_byte_written_ns"), labTruthNs(lastByteWrittenNs));
    json.insert(QStringLiteral("first_tool_call_written_ns"), labTruthNs(firstToolCallWrittenNs));
    json.insert(QStringLiteral("tool_call_end_written_ns"), labTruthNs(toolCallEndWrittenNs));
    json.insert(QStringLiteral("tool_name"), toolName.empty() ? QJsonValue(QJsonValue::Null) : QJsonValue(labTruthText(toolName)));
    json.insert(QStringLiteral("tool_call_pieces_written"), toolCallPiecesWritten);
    json.insert(QStringLiteral("prompt_tokens"), promptTokens);
    json.insert(QStringLiteral("output_tokens"), outputTokens);
    json.insert(QStringLiteral("tokens_written"), tokensWritten);
    json.insert(QStringLiteral("reasoning_tokens"), reasoningTokens);
    json.insert(QStringLiteral("reasoning_tokens_written"), reasoningTokensWritten);
    json.insert(QStringLiteral("in_flight_at_start"), inFlightAtStart);
    json.insert(QStringLiteral("running_at_accept"), runningAtAccept);
    json.insert(QStringLiteral("waiting_at_accept"), waitingAtAccept);
    json.insert(QStringLiteral("cached_tokens"), cachedTokens);
    json.insert(QStringLiteral("cold_start_ms"), coldStartMs);
    json.insert(QStringLiteral("planned_prefill_ms"),
                plannedPrefillMs >= 0 ? QJsonValue(plannedPrefillMs) : QJsonValue(QJsonValue::Null));
    json.insert(QStringLiteral("planned_first_token_ms"),
                plannedFirstTokenMs >= 0 ? QJsonValue(plannedFirstTokenMs) : QJsonValue(QJsonValue::Null));
    json.insert(QStringLiteral("planned_first_token_ns"), labTruthNs(plannedFirstTokenNs));
    json.insert(QStringLiteral("first_token_late_ns"), labTruthNs(firstTokenLateNs));
    json.insert(QStringLiteral("max_token_late_ns"), labTruthNs(maxTokenLateNs));
    json.insert(QStringLiteral("mean_token_late_ns"),
                tokensWritten > 0 && hasTime(maxTokenLateNs) ? QJsonValue(qint64(sumTokenLateNs / tokensWritten))
                                                             : QJsonValue(QJsonValue::Null));
    json.insert(QStringLiteral("backlogged_writes"), backloggedWrites);
    return json;
}

} // namespace ttft
