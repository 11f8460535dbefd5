// SSE decode throughput: a synthetic OpenAI Chat Completions stream through the StreamMeter (SSE
// framing, the OpenAI dialect's JSON reading, the metrics bookkeeping), in network-sized chunks.
// Prints the median of several passes: MB/s and events/s.
#include "base/monoclock.h"
#include "wire/dialect.h"
#include "wire/streammeter.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

using namespace ttft;

int main()
{
    // 20,000 content chunks shaped like OpenAI's, plus role, finish, usage and [DONE].
    std::string stream;
    const std::string head = R"(data: {"id":"chatcmpl-bench","object":"chat.completion.chunk","created":1796000000,"model":"gpt-4o-2024-08-06","system_fingerprint":"fp_bench","choices":[{"index":0,"delta":{)";
    stream += head + R"("role":"assistant","content":""},"logprobs":null,"finish_reason":null}]})" + "\n\n";
    const int tokens = 20'000;
    for (int i = 0; i < tokens; ++i)
        stream += head + R"("content":" token)" + std::to_string(i % 97) + R"("},"logprobs":null,"finish_reason":null}]})" + "\n\n";
    stream += head + R"(},"logprobs":null,"finish_reason":"stop"}]})" + "\n\n";
    stream += R"(data: {"id":"chatcmpl-bench","object":"chat.completion.chunk","choices":[],"usage":{"prompt_tokens":10,"completion_tokens":20000,"total_tokens":20010}})" "\n\n";
    stream += "data: [DONE]\n\n";

    std::printf("SSE decode: %.1f MiB, %d events, fed in chunks\n", double(stream.size()) / (1 << 20), tokens + 4);
    std::printf("%10s %12s %14s\n", "chunk", "MB/s", "events/s");
    for (const std::size_t chunk : {std::size_t(64), std::size_t(1460), std::size_t(16384)}) {
        std::vector<double> seconds;
        for (int pass = 0; pass < 7; ++pass) {
            StreamMeter meter(makeDialect(DialectId::OpenAiChat), StreamMeter::Options{false, 40, 2048});
            const std::int64_t start = monoNowNs();
            for (std::size_t offset = 0; offset < stream.size(); offset += chunk)
                meter.onBytes(monoNowNs(), std::string_view(stream).substr(offset, chunk));
            meter.onEnd(monoNowNs());
            seconds.push_back(double(monoNowNs() - start) / 1e9);
            if (meter.facts().answerEvents != tokens) {
                std::fprintf(stderr, "decoded %d answer events, expected %d\n", meter.facts().answerEvents, tokens);
                return 1;
            }
        }
        std::sort(seconds.begin(), seconds.end());
        const double median = seconds[seconds.size() / 2];
        std::printf("%8zu B %12.1f %14.0f\n", chunk, double(stream.size()) / 1e6 / median, double(tokens + 4) / median);
    }
    return 0;
}
