// What the measuring client adds to TTFT at concurrency 1, 100 and 1,000, against the lab server's
// ground truth. The lab runs as a separate process (`ttft-bench lab`, pinned to the last core when
// there are several) so that its work is not counted as the client's. For each level:
//   bias     = client TTFT − (first token written − request complete), what the client measured
//              beyond the server's own account;
//   upload   = request complete at the server − the client's request start;
//   download = the client's first-answer stamp − first token written at the server.
//   bench_client_overhead [--seconds S] [--levels 1,100,1000] [--transport curl|qt]
#include "engine/engine.h"
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
#include <QTimer>

#include <cstdio>
#include <thread>
#include <unordered_map>

using namespace ttft;

namespace {

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

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    double seconds = 20;
    QString levelsText = QStringLiteral("1,100,1000");
    TransportKind transport = TransportKind::Curl;
    const QStringList arguments = QCoreApplication::arguments();
    for (int i = 1; i + 1 < arguments.size(); i += 2) {
        if (arguments[i] == QLatin1String("--seconds"))
            seconds = arguments[i + 1].toDouble();
        else if (arguments[i] == QLatin1String("--levels"))
            levelsText = arguments[i + 1];
        else if (arguments[i] == QLatin1String("--transport"))
            transportFromName(arguments[i + 1].toStdString(), transport);
    }

    // The lab, in its own process, beside this binary's ttft-bench.
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

    std::printf("Client overhead against the lab's truth (%s, lab in its own process%s), first token at 300 ms, 16 tokens at 20 ms, %.0f s per level\n",
                transportName(transport), cores > 1 ? ", pinned to the last core" : "", seconds);
    std::printf("%6s %8s | %22s | %22s | %22s | %8s\n", "conc", "requests", "bias p50 / p90 / p99", "upload p50 / p99",
                "download p50 / p99", "CPU %");
    for (const QString &levelText : levelsText.split(QLatin1Char(','))) {
        const int level = levelText.toInt();
        RunSpec spec;
        ProviderProfile profile;
        profile.name = "lab";
        profile.baseUrl = baseUrl.toStdString();
        profile.model = "lab-fast";
        profile.transport = transport;
        profile.extraHeaders = {{"X-Lab-First-Token-Ms", "300"}, {"X-Lab-Output-Tokens", "16"}, {"X-Lab-Tpot-Ms", "20"}};
        spec.providers.push_back(EngineProvider{profile, {}});
        spec.workload.messages = nlohmann::json::array({{{"role", "user"}, {"content", "Say something."}}});
        spec.plan.mode = LoadMode::ClosedLoop;
        spec.plan.concurrency = {level};
        spec.plan.warmup = 0;
        spec.plan.durationS = seconds;
        spec.plan.rampUpS = level >= 100 ? 3 : 0;
        std::vector<RequestRecord> records;
        Engine::Events events;
        events.onRecord = [&](const RequestRecord &record) { records.push_back(record); };
        Engine engine(spec, events);
        engine.run();
        const HealthSummary health = judgeClientHealth(engine.health().window(), 0);
        const auto truth = fetchTruth(baseUrl);
        std::vector<double> bias, upload, download;
        for (const RequestRecord &record : records) {
            const auto it = truth.find(record.requestId);
            if (record.warmup || record.failed() || !record.ttftMs() || it == truth.end() || it->second.firstTokenWritten < 0)
                continue;
            bias.push_back(*record.ttftMs() - double(it->second.firstTokenWritten - it->second.requestComplete) / 1e6);
            upload.push_back(double(it->second.requestComplete - record.startNs) / 1e6);
            download.push_back(double(record.firstAnswerNs - it->second.firstTokenWritten) / 1e6);
        }
        const MetricSummary b = summarizeMetric(bias), u = summarizeMetric(upload), d = summarizeMetric(download);
        std::printf("%6d %8lld | %6.2f / %6.2f / %6.2f | %10.2f / %9.2f | %10.2f / %9.2f | %8.0f\n", level,
                    static_cast<long long>(b.count), b.p50.value_or(-1), b.p90.value_or(-1), b.p99.value_or(-1),
                    u.p50.value_or(-1), u.p99.value_or(-1), d.p50.value_or(-1), d.p99.value_or(-1), health.clientCpuMeanPercent);
        std::fflush(stdout);
    }
    lab.terminate();
    lab.waitForFinished(5000);
    return 0;
}
