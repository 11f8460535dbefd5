#pragma once

#include "streamevent.h"

#include <string_view>
#include <vector>

namespace ttft {

// The complete reading of one OpenAI Chat Completions wire event through a full nlohmann::json
// parse: every payload shape the dialect understands, in-band errors of any form, malformed JSON.
// OpenAiChatDialect uses it only for what the streaming reader (OpenAiChatChunkReader) declines:
// `event: error`, top-level errors, non-object payloads, invalid JSON and other rare forms. It is
// also the reference the reader is tested against, so the two must agree on every input the
// reader accepts.
void classifyOpenAiChatDom(std::string_view type, std::string_view data, std::vector<StreamEvent> &out);

} // namespace ttft
