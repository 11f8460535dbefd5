// What the measuring client costs and adds to TTFT, against the lab server's ground truth. The lab
// runs as a separate process (`ttft-bench lab`) pinned to the last core, and this client to the
// first, so that neither's work is counted as the other's. For each transport and level:
//   requests/core-s, CPU µs/request: this process's CPU time (user + system, every thread) over the
//              requests it finished: what one request costs the client;
//   bias     = client TTFT − (first token written − request complete): what the client (and
//              loopback) measured beyond the server's own account;
//   lag      = dispatch lag, intended start → start: in a closed loop the engine's turnaround from
//              one request's end to the worker's next, in an open loop how late arrivals leave;
//   health   = the client-health verdict of the run (stats/clienthealthverdict.h), as the window's
//              light and the CLI show it;
//   RSS      = the process's peak resident memory during the level, and that peak above the level's
//              starting point per request in flight.
// Closed-loop levels are concurrencies (--levels); open-loop levels are arrival rates (--rates).
//   bench_client_overhead [--seconds S] [--levels 1,100,1000,10000] [--rates 2000]
//                         [--transport curl,qt,floor] [--first-token-ms MS] [--tokens N]
// --tokens sets the answer's length (16 by default, one event every 20 ms): with 1 the cost is
// what a request costs whatever its length, and the difference is the cost of each streamed piece.
// "floor" is not a transport: the least any client can do for the same streams (floorclient.h),
// measured the same way, so that each transport's CPU per request reads against what the kernel
// alone charges on this machine. It reports CPU, requests and memory only (no record, no bias).
#include "engine/engine.h"
#include "floorclient.h"
#include "stats/clienthealthverdict.h"
#include "stats/metricsummary.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>

#include <sched.h>
#include <sys/resource.h>

#include <atomic>
#include <cstdio>
#include <fstream>
#include <string>
#include <thread>
#include <unordered_map>

using namespace ttft;

namespace {

int g_tokens = 16; // output tokens per answer, one event every 20 ms (--tokens)

struct Truth {
    std::int64_t requestComplete = -1;
    std::int64_t firstTokenWritten = -1;
};

std::unordered_map<std::string, Truth> fetchTruth(const QString &baseUrl)
{
    QNetworkAccessManager manager;
    QNetworkReply *reply = manager.get(QNetworkRequest(QUrl(QString(baseUrl).replace(QStringLiteral("/v1"), QStringLiteral("/lab/truth?limit=1000000")))));
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    loop.exec();
    std::unordered_map<std::string, Truth> truth;
    const QJsonArray array = QJsonDocument::fromJson(reply->readAll()).array();
    for (const QJsonValue &value : array) {
        const QJsonObject object = value.toObject();
        truth[object.value(QStringLiteral("request_id")).toString().toStdString()] =
            Truth{object.value(QStringLiteral("request_complete_ns")).toInteger(-1),
                  object.value(QStringLiteral("first_token_written_ns")).toInteger(-1)};
    }
    delete reply;
    return truth;
}

double cpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

// A line of /proc/self/status in KiB ("VmRSS", "VmHWM").
long statusKib(const char *field)
{
    std::ifstream status("/proc/self/status");
    std::string line;
    const std::string prefix = std::string(field) + ":";
    while (std::getline(status, line)) {
        if (line.rfind(prefix, 0) == 0)
            return std::stol(line.substr(prefix.size()));
    }
    return -1;
}

// What is kept of a record: enough for the figures, small enough not to be the memory measured.
struct Kept {
    std::string requestId;
    double ttftMs = -1;
    double lagMs = -1;
    std::int64_t startNs = -1;
    std::int64_t firstAnswerNs = -1;
};

struct Level {
    LoadMode mode = LoadMode::ClosedLoop;
    int concurrency = 0;
    double rate = 0;
};

// One level in this process (the child): pinned to the first core, the engine run, one line out.
// The floor (floorclient.h) at one closed-loop level, printed as a transport's line is.
int measureFloor(const QString &baseUrl, const Level &level, double seconds, int ttft, double rampS)
{
    if (level.mode != LoadMode::ClosedLoop)
        return 0; // the floor is a closed loop only
    const QUrl url(baseUrl);
    const std::string body = R"({"model":"lab-fast","messages":[{"role":"user","content":"Say something."}],"stream":true})";
    const std::string request = "POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(url.port())
        + "\r\nContent-Type: application/json\r\nAccept: text/event-stream\r\nX-Lab-First-Token-Ms: " + std::to_string(ttft)
        + "\r\nX-Lab-Output-Tokens: " + std::to_string(g_tokens) + "\r\nX-Lab-Tpot-Ms: 20\r\nContent-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
    const long rssBeforeKib = statusKib("VmRSS");
    const double cpuBefore = cpuSeconds();
    const floorclient::Result r = floorclient::run(url.port(), request, level.concurrency, seconds, rampS);
    const double cpu = cpuSeconds() - cpuBefore;
    const long peakKib = statusKib("VmHWM");
    const double n = double(std::max<std::int64_t>(1, r.requests));
    std::printf("%-4s c=%-6d %6d %8lld | %9.0f %8.1f | %17s | %15s | %8.1f %9.1f | %.1f reads, %.1f wake-ups a request%s\n", "flr",
                level.concurrency, ttft, static_cast<long long>(r.requests), double(r.requests) / cpu, cpu * 1e6 / n, "-", "-",
                double(peakKib) / 1024, double(peakKib - rssBeforeKib) / level.concurrency, double(r.reads) / n,
                double(r.wakeups) / n, r.failed ? qPrintable(QStringLiteral("  (%1 failed)").arg(r.failed)) : "");
    std::fflush(stdout);
    return 0;
}

int measureLevel(const QString &baseUrl, TransportKind transport, bool floor, const Level &level, double seconds,
                 int firstTokenMs)
{
    if (std::thread::hardware_concurrency() > 1) {
        cpu_set_t mine;
        CPU_ZERO(&mine);
        CPU_SET(0, &mine);
        sched_setaffinity(0, sizeof mine, &mine);
    }
    // Ten thousand streams at 300 ms would ask the one lab core for 17,000 requests a second; a
    // later first token keeps the request rate (and the lab) where it can hold.
    const int ttft = level.concurrency >= 5000 ? std::max(firstTokenMs, 3000) : firstTokenMs;
    const double rampS = level.concurrency >= 100 ? std::min(10.0, 3.0 * level.concurrency / 1000) + 1 : 0;
    if (floor)
        return measureFloor(baseUrl, level, seconds, ttft, rampS);
    RunSpec spec;
    ProviderProfile profile;
    profile.name = "lab";
    profile.baseUrl = baseUrl.toStdString();
    profile.model = "lab-fast";
    profile.transport = transport;
    profile.extraHeaders = {{"X-Lab-First-Token-Ms", std::to_string(ttft)}, {"X-Lab-Output-Tokens", std::to_string(g_tokens)}, {"X-Lab-Tpot-Ms", "20"}};
    spec.providers.push_back(EngineProvider{profile, {}});
    spec.workload.messages = nlohmann::json::array({{{"role", "user"}, {"content", "Say something."}}});
    spec.plan.mode = level.mode;
    if (level.mode == LoadMode::ClosedLoop)
        spec.plan.concurrency = {level.concurrency};
    else
        spec.plan.rates = {level.rate};
    spec.plan.warmup = 0;
    spec.plan.durationS = seconds;
    spec.plan.rampUpS = rampS;
    std::vector<Kept> kept;
    kept.reserve(std::size_t(seconds * 20'000));
    int failed = 0;
    Engine::Events events;
    events.onRecord = [&](const RequestRecord &record) {
        if (record.warmup)
            return;
        if (record.failed() || !record.ttftMs()) {
            ++failed;
            return;
        }
        kept.push_back(Kept{record.requestId, *record.ttftMs(), record.dispatchLagMs().value_or(-1), record.startNs,
                            record.firstAnswerNs});
    };
    Engine engine(spec, events);
    const long rssBeforeKib = statusKib("VmRSS");
    const double cpuBefore = cpuSeconds();
    engine.run();
    const double cpu = cpuSeconds() - cpuBefore;
    const long peakKib = statusKib("VmHWM");
    const auto truth = fetchTruth(baseUrl);
    std::vector<double> bias, lag;
    for (const Kept &record : kept) {
        if (record.lagMs >= 0)
            lag.push_back(record.lagMs);
        const auto it = truth.find(record.requestId);
        if (it == truth.end() || it->second.firstTokenWritten < 0)
            continue;
        bias.push_back(record.ttftMs - double(it->second.firstTokenWritten - it->second.requestComplete) / 1e6);
    }
    // The window's health light and the CLI's verdict, from the same run: does it say when the
    // client, not the server, was the limit?
    const HealthSummary health = judgeRunHealth(engine.health().window(), spec.plan, lag);
    const MetricSummary b = summarizeMetric(bias), l = summarizeMetric(lag);
    const std::size_t finished = kept.size() + std::size_t(failed);
    const QString label = level.mode == LoadMode::ClosedLoop ? QStringLiteral("c=%1").arg(level.concurrency)
                                                              : QStringLiteral("%1/s").arg(level.rate);
    // Streams in flight: the concurrency, or for an open loop the rate times a request's length.
    const double inFlight = level.mode == LoadMode::ClosedLoop ? level.concurrency : level.rate * (ttft + g_tokens * 20) / 1000.0;
    std::printf("%-4s %-8s %6d %8zu | %9.0f %8.1f | %7.2f / %7.2f | %6.3f / %6.3f | %8.1f %9.1f | %s%s\n", transportName(transport),
                qPrintable(label), ttft, kept.size(), finished ? double(finished) / cpu : 0.0,
                finished ? cpu * 1e6 / double(finished) : 0.0, b.p50.value_or(-1), b.p99.value_or(-1), l.p50.value_or(-1),
                l.p99.value_or(-1), double(peakKib) / 1024, double(peakKib - rssBeforeKib) / inFlight,
                qPrintable(healthStateLabel(health.state)), failed ? qPrintable(QStringLiteral("  (%1 failed)").arg(failed)) : "");
    std::fflush(stdout);
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    double seconds = 20;
    QString levelsText = QStringLiteral("1,100,1000,10000");
    QString ratesText = QStringLiteral("2000");
    QString transportsText = QStringLiteral("curl,qt,floor");
    QString childBaseUrl;
    int firstTokenMs = 300;
    const QStringList arguments = QCoreApplication::arguments();
    for (int i = 1; i + 1 < arguments.size(); i += 2) {
        if (arguments[i] == QLatin1String("--seconds"))
            seconds = arguments[i + 1].toDouble();
        else if (arguments[i] == QLatin1String("--levels"))
            levelsText = arguments[i + 1];
        else if (arguments[i] == QLatin1String("--rates"))
            ratesText = arguments[i + 1];
        else if (arguments[i] == QLatin1String("--transport"))
            transportsText = arguments[i + 1];
        else if (arguments[i] == QLatin1String("--first-token-ms"))
            firstTokenMs = arguments[i + 1].toInt();
        else if (arguments[i] == QLatin1String("--tokens"))
            g_tokens = std::max(1, arguments[i + 1].toInt());
        else if (arguments[i] == QLatin1String("--child-of"))
            childBaseUrl = arguments[i + 1];
    }
    // 10,000 streams need 10,000 sockets here and as many in the lab (which inherits the limit).
    rlimit files{};
    getrlimit(RLIMIT_NOFILE, &files);
    files.rlim_cur = files.rlim_max;
    setrlimit(RLIMIT_NOFILE, &files);

    if (!childBaseUrl.isEmpty()) {
        // A child measures one level (--transport NAME and --levels N or --rates R): its own
        // process, so that its peak memory is its own.
        TransportKind transport = TransportKind::Curl;
        const bool floor = transportsText == QLatin1String("floor");
        if (!floor)
            transportFromName(transportsText.toStdString(), transport);
        const Level level = levelsText.isEmpty() ? Level{LoadMode::OpenLoop, 0, ratesText.toDouble()}
                                                 : Level{LoadMode::ClosedLoop, levelsText.toInt(), 0};
        return measureLevel(childBaseUrl, transport, floor, level, seconds, firstTokenMs);
    }

    // The lab, in its own process on the last core, beside this binary's ttft-bench.
    const QString bench = QCoreApplication::applicationDirPath() + QStringLiteral("/../../app/ttft-bench");
    QProcess lab;
    const unsigned cores = std::thread::hardware_concurrency();
    if (cores > 1)
        lab.start(QStringLiteral("taskset"), {QStringLiteral("-c"), QString::number(cores - 1), bench, QStringLiteral("lab"),
                                              QStringLiteral("--port"), QStringLiteral("0")});
    else
        lab.start(bench, {QStringLiteral("lab"), QStringLiteral("--port"), QStringLiteral("0")});
    if (!lab.waitForReadyRead(10000)) {
        std::fprintf(stderr, "cannot start %s lab\n", qPrintable(bench));
        return 1;
    }
    const QRegularExpressionMatch match = QRegularExpression(QStringLiteral("(http://127\\.0\\.0\\.1:\\d+/v1)")).match(QString::fromUtf8(lab.readAllStandardOutput()));
    if (!match.hasMatch())
        return 1;
    const QString baseUrl = match.captured(1);

    std::printf("Client cost against the lab's truth (lab in its own process%s); answers of %d token(s), one every 20 ms; %.0f s per level\n",
                cores > 1 ? " on the last core, each level's client in its own on the first" : ", one core shared", g_tokens, seconds);
    std::printf("%-4s %-8s %6s %8s | %9s %8s | %17s | %15s | %8s %9s | %s\n", "tx", "level", "1st ms", "requests", "req/cpu-s",
                "CPU us/r", "bias p50 / p99 ms", "lag p50 / p99 ms", "peak MiB", "KiB/strm", "client health");
    std::fflush(stdout);
    for (const QString &transport : transportsText.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        QStringList runs;
        for (const QString &level : levelsText.split(QLatin1Char(','), Qt::SkipEmptyParts))
            runs << QStringLiteral("--levels=") + level;
        for (const QString &rate : ratesText.split(QLatin1Char(','), Qt::SkipEmptyParts))
            runs << QStringLiteral("--rates=") + rate;
        for (const QString &run : runs) {
            const QStringList parts = run.split(QLatin1Char('='));
            QProcess child;
            child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
            child.start(QCoreApplication::applicationFilePath(),
                        {QStringLiteral("--child-of"), baseUrl, QStringLiteral("--transport"), transport, QStringLiteral("--seconds"),
                         QString::number(seconds), QStringLiteral("--first-token-ms"), QString::number(firstTokenMs),
                         QStringLiteral("--tokens"), QString::number(g_tokens),
                         QStringLiteral("--levels"), parts[0] == QLatin1String("--levels") ? parts[1] : QString(),
                         QStringLiteral("--rates"), parts[0] == QLatin1String("--rates") ? parts[1] : QString()});
            child.waitForFinished(int(seconds * 1000) + 120'000);
            std::fputs(child.readAllStandardOutput().constData(), stdout);
            std::fflush(stdout);
        }
    }
    lab.terminate();
    lab.waitForFinished(5000);
    return 0;
}
