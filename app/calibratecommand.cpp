// `ttft-bench calibrate`: how far each transport's TTFT is from the lab server's ground truth.
#include "base/i18n.h"
#include "base/monoclock.h"
#include "benchcommands.h"
#include "clisupport.h"
#include "engine/engine.h"
#include "lab/labproxy.h"
#include "lab/labserver.h"
#include "stats/metricsummary.h"
#include "store/summarywriter.h"

#include <QCommandLineParser>

#include <nlohmann/json.hpp>

#include <cstdio>

namespace ttft {

namespace {

// One line of the calibration table.
struct CalibrationCase {
    TransportKind transport = TransportKind::Curl;
    QString route;      // "direct" | "nginx"
    HttpVersion version = HttpVersion::Http1_1;
    bool tls = false;
    int bodyKiB = 1;
    int concurrency = 1;
};

struct CalibrationResult {
    MetricSummary bias;
    int failed = 0;
    std::string protocol;
};

// Client TTFT minus the server's account of the same request (first token written − request
// complete): upload, proxy hops, delivery and the client's own work.
CalibrationResult measure(const CalibrationCase &test, const QString &baseUrl, const LabServer &lab, int ttftMs,
                          int rounds, int requestsPerWorker)
{
    ProviderProfile profile;
    profile.name = "calibration";
    profile.baseUrl = baseUrl.toStdString();
    profile.model = "lab-fast";
    profile.transport = test.transport;
    profile.httpVersion = test.version;
    profile.insecureTls = test.tls; // a certificate made a moment ago by LabProxy
    profile.extraHeaders = {{"X-Lab-First-Token-Ms", std::to_string(ttftMs)}, {"X-Lab-Output-Tokens", "4"},
                            {"X-Lab-Tpot-Ms", "5"}};
    RunSpec spec;
    spec.providers.push_back(EngineProvider{profile, {}});
    // The JSON around the prompt is about 150 bytes; the prompt fills the body to the size asked.
    spec.workload.messages = nlohmann::json::array(
        {{{"role", "user"}, {"content", std::string(std::size_t(test.bodyKiB) * 1024 - 150, 'a')}}});
    spec.workload.cacheBust = false; // the nonce would change the body size
    if (test.concurrency == 1) {
        spec.plan = sequentialPlan(3, rounds);
    } else {
        spec.plan.mode = LoadMode::ClosedLoop;
        spec.plan.concurrency = {test.concurrency};
        spec.plan.warmup = 0;
        spec.plan.requests = test.concurrency * requestsPerWorker;
    }
    std::vector<double> bias;
    CalibrationResult result;
    Engine::Events events;
    events.onRecord = [&](const RequestRecord &record) {
        if (record.warmup)
            return;
        const std::optional<double> difference = clientMinusServerTtftMs(record, lab);
        if (!difference) {
            ++result.failed;
            return;
        }
        result.protocol = record.protocol;
        bias.push_back(*difference);
    };
    Engine engine(spec, events);
    engine.run();
    result.bias = summarizeMetric(std::move(bias));
    return result;
}

std::optional<std::vector<int>> parseInts(const QString &text)
{
    std::vector<int> values;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int value = part.trimmed().toInt(&ok);
        if (!ok || value < 1)
            return std::nullopt;
        values.push_back(value);
    }
    if (values.empty())
        return std::nullopt;
    return values;
}

} // namespace

int calibrateCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Measure each transport's TTFT against the lab server's ground truth."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption roundsOption(QStringLiteral("rounds"), Tr::tr("Measured requests at concurrency 1 (default 30)."),
                                          QStringLiteral("N"), QStringLiteral("30"));
    const QCommandLineOption perWorkerOption(QStringLiteral("requests-per-worker"),
                                             Tr::tr("Measured requests per worker above concurrency 1 (default 2)."),
                                             QStringLiteral("N"), QStringLiteral("2"));
    const QCommandLineOption ttftOption(QStringLiteral("ttft-ms"), Tr::tr("The lab's first-token delay (default 200)."),
                                        QStringLiteral("MS"), QStringLiteral("200"));
    const QCommandLineOption concurrencyOption(QStringLiteral("concurrency"), Tr::tr("Concurrency levels (default 1,100)."),
                                               QStringLiteral("C[,C2…]"), QStringLiteral("1,100"));
    const QCommandLineOption sizesOption(QStringLiteral("sizes"), Tr::tr("Request body sizes in KiB (default 1,16,64)."),
                                         QStringLiteral("KIB[,…]"), QStringLiteral("1,16,64"));
    const QCommandLineOption noProxyOption(QStringLiteral("no-proxy"), Tr::tr("Skip the rows through nginx (HTTP/2)."));
    const QCommandLineOption jsonOption(QStringLiteral("json"), Tr::tr("Also write the table as JSON to FILE."), QStringLiteral("FILE"));
    parser.addOptions({roundsOption, perWorkerOption, ttftOption, concurrencyOption, sizesOption, noProxyOption, jsonOption});
    if (!parser.parse(arguments)) {
        printLine(stderr, Tr::tr("ttft-bench calibrate: %1").arg(parser.errorText()));
        return 2;
    }
    if (parser.isSet(helpOption)) {
        std::fputs(qPrintable(parser.helpText().replace(QStringLiteral("[options]"), QStringLiteral("calibrate [options]"))), stdout);
        return 0;
    }
    bool ok = false;
    const int rounds = parser.value(roundsOption).toInt(&ok);
    const int perWorker = parser.value(perWorkerOption).toInt(&ok) > 0 ? parser.value(perWorkerOption).toInt() : 0;
    const int ttftMs = parser.value(ttftOption).toInt(&ok);
    const auto levels = parseInts(parser.value(concurrencyOption));
    const auto sizes = parseInts(parser.value(sizesOption));
    if (rounds < 1 || perWorker < 1 || ttftMs < 1 || !levels || !sizes) {
        printLine(stderr, Tr::tr("ttft-bench calibrate: counts, delays and sizes must be positive whole numbers"));
        return 2;
    }

    LabServer lab;
    QString error;
    if (!lab.start(&error)) {
        printLine(stderr, Tr::tr("ttft-bench calibrate: cannot start the lab server: %1").arg(error));
        return 1;
    }
    // nginx in front of the lab gives HTTP/2 (TLS, ALPN) and, for comparison, HTTP/1.1 through the
    // same hop: the difference between the two is what the protocol costs.
    LabProxy h1Proxy;
    LabProxy h2Proxy;
    bool proxies = !parser.isSet(noProxyOption);
    if (proxies && (!h1Proxy.start({lab.port(), false, true, false}, &error) || !h2Proxy.start({lab.port(), true, true, false}, &error))) {
        printLine(stderr, Tr::tr("Skipping the rows through nginx: %1").arg(error));
        proxies = false;
    }

    std::vector<CalibrationCase> cases;
    for (TransportKind transport : {TransportKind::Curl, TransportKind::Qt}) {
        for (int concurrency : *levels) {
            for (int size : *sizes) {
                cases.push_back({transport, QStringLiteral("direct"), HttpVersion::Http1_1, false, size, concurrency});
                if (proxies) {
                    cases.push_back({transport, QStringLiteral("nginx"), HttpVersion::Http1_1, true, size, concurrency});
                    cases.push_back({transport, QStringLiteral("nginx"), HttpVersion::Http2, true, size, concurrency});
                }
            }
        }
    }

    std::printf("%s\n", qPrintable(Tr::tr("Client TTFT minus the lab's ground truth, first token at %1 ms (ms; lower is better)").arg(ttftMs)));
    std::printf("%-9s %-7s %-9s %7s %6s %6s %10s %10s %8s\n", "transport", "route", "protocol", "body", "conc", "n",
                "median", "p99", "failed");
    nlohmann::json rows = nlohmann::json::array();
    for (const CalibrationCase &test : cases) {
        const QString url = test.route == QLatin1String("direct") ? lab.baseUrl()
                          : test.version == HttpVersion::Http2   ? h2Proxy.baseUrl()
                                                                 : h1Proxy.baseUrl();
        const CalibrationResult result = measure(test, url, lab, ttftMs, rounds, perWorker);
        std::printf("%-9s %-7s %-9s %3d KiB %6d %6lld %10.3f %10.3f %8d\n", transportName(test.transport),
                    qPrintable(test.route), result.protocol.empty() ? "-" : result.protocol.c_str(), test.bodyKiB,
                    test.concurrency, static_cast<long long>(result.bias.count), result.bias.p50.value_or(-1),
                    result.bias.p99.value_or(-1), result.failed);
        std::fflush(stdout);
        rows.push_back({{"transport", transportName(test.transport)},
                        {"route", test.route.toStdString()},
                        {"protocol", result.protocol},
                        {"body_kib", test.bodyKiB},
                        {"concurrency", test.concurrency},
                        {"failed", result.failed},
                        {"bias_ms", toJson(result.bias)}});
    }
    h1Proxy.stop();
    h2Proxy.stop();
    lab.stop();
    if (parser.isSet(jsonOption)
        && !writeJsonFileAtomically(parser.value(jsonOption), nlohmann::json{{"ttft_ms", ttftMs}, {"rows", rows}}, &error)) {
        printLine(stderr, Tr::tr("ttft-bench calibrate: cannot write %1: %2").arg(parser.value(jsonOption), error));
        return 1;
    }
    return 0;
}

} // namespace ttft
