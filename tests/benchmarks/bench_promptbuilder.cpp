// How long PromptBuilder takes to make a request's messages: the first build at a length (writing
// the filler history) and later ones (copying it, adding the nonce), for the templates and prompt
// lengths a sweep uses; plus the estimator's throughput. Prints figures, no verdicts.
#include "engine/promptbuilder.h"
#include "engine/promptestimator.h"
#include "engine/workloadtemplates.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

using namespace ttft;

namespace {

double elapsedMs(std::chrono::steady_clock::time_point since)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - since).count();
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

} // namespace

int main()
{
    std::printf("%-9s %7s %9s %9s %12s %12s %12s\n", "template", "target", "messages", "KiB", "first ms",
                "later ms", "+dump ms");
    for (const char *id : {"qa", "qa-zh", "voice", "voice-zh", "agent"}) {
        for (const int target : {500, 2000, 8000, 32000}) {
            const Workload workload = *workloadTemplate(id);
            std::vector<double> first;
            std::vector<double> later;
            std::vector<double> dumped;
            std::size_t messages = 0;
            std::size_t bytes = 0;
            for (int round = 0; round < 7; ++round) {
                PromptBuilder builder(workload); // a fresh builder: nothing cached
                auto start = std::chrono::steady_clock::now();
                const BuiltPrompt prompt = builder.build(std::int64_t(0), target);
                first.push_back(elapsedMs(start));
                messages = prompt.messages.size();
                start = std::chrono::steady_clock::now();
                for (int i = 1; i <= 20; ++i)
                    builder.build(std::int64_t(i), target);
                later.push_back(elapsedMs(start) / 20);
                // What the engine pays in all: build plus serialising the messages for the body.
                start = std::chrono::steady_clock::now();
                for (int i = 21; i <= 40; ++i)
                    bytes = builder.build(std::int64_t(i), target).messages.dump().size();
                dumped.push_back(elapsedMs(start) / 20);
            }
            std::printf("%-9s %7d %9zu %9.1f %12.3f %12.3f %12.3f\n", id, target, messages, double(bytes) / 1024,
                        median(first), median(later), median(dumped));
        }
    }

    const BuiltPrompt big = PromptBuilder(*workloadTemplate("qa")).build(std::int64_t(0), 32000);
    const auto start = std::chrono::steady_clock::now();
    double tokens = 0;
    for (int i = 0; i < 20; ++i)
        tokens += PromptEstimator::chatTokens(big.messages, nlohmann::json::object());
    const double ms = elapsedMs(start) / 20;
    std::printf("estimator: %.0f tokens in %.3f ms (%.0f MB/s)\n", tokens / 20, ms,
                double(big.messages.dump().size()) / 1e6 / (ms / 1e3));
    return 0;
}
