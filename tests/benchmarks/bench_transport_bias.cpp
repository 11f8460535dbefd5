// How far each transport's TTFT is from the lab server's ground truth, by request body size.
// Client TTFT runs from handing the request to the transport to the first answer byte's arrival;
// the server's truth runs from the request's last byte to the first token handed to the kernel.
// The difference is what the client and the loopback network add: upload (including any
// Nagle/delayed-ACK stall), delivery and the client's own bookkeeping.
//   bench_transport_bias [--rounds N] [--ttft-ms MS]
#include "engine/sequentialrunner.h"
#include "lab/labserver.h"
#include "stats/metricsummary.h"
#include "transport/transport.h"

#include <QCoreApplication>

#include <cstdio>
#include <cstring>
#include <string>

using namespace ttft;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    int rounds = 50;
    int ttftMs = 200;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (std::strcmp(argv[i], "--rounds") == 0)
            rounds = std::atoi(argv[i + 1]);
        else if (std::strcmp(argv[i], "--ttft-ms") == 0)
            ttftMs = std::atoi(argv[i + 1]);
    }

    LabServer lab;
    QString error;
    if (!lab.start(&error)) {
        std::fprintf(stderr, "cannot start the lab server: %s\n", qPrintable(error));
        return 1;
    }
    std::printf("TTFT bias against lab ground truth: HTTP/1.1, concurrency 1, first token at %d ms, %d rounds + 3 warm-up\n",
                ttftMs, rounds);
    std::printf("%-10s %8s %12s %12s %12s %8s\n", "transport", "body", "median ms", "p99 ms", "max ms", "failed");
    for (TransportKind kind : {TransportKind::Curl, TransportKind::Qt}) {
        for (int bodyKiB : {1, 16, 64}) {
            ProviderProfile profile;
            profile.name = "lab";
            profile.baseUrl = lab.baseUrl().toStdString();
            profile.model = "lab-fast";
            profile.transport = kind;
            profile.extraHeaders = {{"X-Lab-First-Token-Ms", std::to_string(ttftMs)}, {"X-Lab-Output-Tokens", "4"}};
            Workload workload;
            // The body's JSON wrapping is ~150 bytes; the prompt fills the rest of the target size.
            const std::string prompt(std::size_t(bodyKiB) * 1024 - 150, 'a');
            workload.messages = nlohmann::json::array({{{"role", "user"}, {"content", prompt}}});
            std::unique_ptr<Transport> transport = makeTransport(kind);
            SequentialRunner runner(*transport, profile, workload, sequentialPlan(3, rounds), std::string());
            const std::vector<RequestRecord> records = runner.run({});
            std::vector<double> bias;
            int failed = 0;
            for (const RequestRecord &record : records) {
                if (record.warmup)
                    continue;
                const auto truth = lab.truthFor(record.requestId);
                if (record.failed() || !record.ttftMs() || !truth) {
                    ++failed;
                    continue;
                }
                bias.push_back(*record.ttftMs() - double(truth->firstTokenWrittenNs - truth->requestCompleteNs) / 1e6);
            }
            const MetricSummary summary = summarizeMetric(bias);
            std::printf("%-10s %5d KiB %12.3f %12.3f %12.3f %8d\n", transportName(kind), bodyKiB,
                        summary.p50.value_or(-1), summary.p99.value_or(-1), summary.max.value_or(-1), failed);
            std::fflush(stdout);
        }
    }
    lab.stop();
    return 0;
}
