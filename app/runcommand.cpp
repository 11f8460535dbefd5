// `ttft-bench run`: one provider, a sequential plan, a summary table, requests.jsonl and summary.json.
#include "base/i18n.h"
#include "benchcommands.h"
#include "clisupport.h"
#include "engine/requestfactory.h"
#include "engine/sequentialrunner.h"
#include "lab/labserver.h"
#include "model/providerprofile.h"
#include "model/requestrecord.h"
#include "model/runplan.h"
#include "model/workload.h"
#include "stats/metricsummary.h"
#include "stats/runsummary.h"
#include "stats/summarytable.h"
#include "store/jsonlwriter.h"
#include "store/summarywriter.h"
#include "transport/transport.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <memory>
#include <optional>

namespace ttft {

namespace {

int usageError(const QString &reason)
{
    printLine(stderr, Tr::tr("ttft-bench run: %1").arg(reason));
    return 2;
}

const char *kDefaultPrompt =
    "You are a friendly voice assistant. In two short sentences, what should I pack for a weekend hike?";

// One argument per option so that the help text and the parser cannot drift apart.
struct RunOptions {
    QCommandLineOption baseUrl{QStringLiteral("base-url"), Tr::tr("OpenAI-compatible base URL, e.g. https://api.openai.com/v1."), QStringLiteral("URL")};
    QCommandLineOption model{QStringLiteral("model"), Tr::tr("Model name sent in the request."), QStringLiteral("M")};
    QCommandLineOption apiKeyEnv{QStringLiteral("api-key-env"), Tr::tr("Name of the environment variable holding the API key (the key itself is never written anywhere)."), QStringLiteral("NAME")};
    QCommandLineOption header{QStringLiteral("header"), Tr::tr("Extra request header 'Name: value' (repeatable)."), QStringLiteral("K: V")};
    QCommandLineOption lab{QStringLiteral("lab"), Tr::tr("Start the embedded lab server and measure it (no key needed).")};
    QCommandLineOption name{QStringLiteral("name"), Tr::tr("Provider name shown in the results."), QStringLiteral("NAME")};
    QCommandLineOption messages{QStringLiteral("messages"), Tr::tr("JSON file holding an OpenAI 'messages' array."), QStringLiteral("FILE")};
    QCommandLineOption prompt{QStringLiteral("prompt"), Tr::tr("User prompt text (instead of --messages)."), QStringLiteral("TEXT")};
    QCommandLineOption maxTokens{QStringLiteral("max-tokens"), Tr::tr("max_tokens for each request."), QStringLiteral("N")};
    QCommandLineOption temperature{QStringLiteral("temperature"), Tr::tr("Sampling temperature."), QStringLiteral("T")};
    QCommandLineOption rounds{QStringLiteral("rounds"), Tr::tr("Measured requests, sent one after another (default 30)."), QStringLiteral("N"), QStringLiteral("30")};
    QCommandLineOption warmup{QStringLiteral("warmup"), Tr::tr("Warm-up requests before them, recorded but not in the statistics (default 5)."), QStringLiteral("W"), QStringLiteral("5")};
    QCommandLineOption transport{QStringLiteral("transport"), Tr::tr("curl (precise, default) or qt."), QStringLiteral("curl|qt"), QStringLiteral("curl")};
    QCommandLineOption http{QStringLiteral("http"), Tr::tr("HTTP version: 1.1 (default) or 2."), QStringLiteral("1.1|2"), QStringLiteral("1.1")};
    QCommandLineOption keepText{QStringLiteral("keep-text"), Tr::tr("Keep each answer's text in requests.jsonl.")};
    QCommandLineOption out{QStringLiteral("out"), Tr::tr("Directory for requests.jsonl and summary.json."), QStringLiteral("DIR")};
    QCommandLineOption connectTimeout{QStringLiteral("connect-timeout"), Tr::tr("Connect timeout in ms (default 10000)."), QStringLiteral("MS"), QStringLiteral("10000")};
    QCommandLineOption firstTokenTimeout{QStringLiteral("first-token-timeout"), Tr::tr("Timeout until the response starts, in ms (default 60000)."), QStringLiteral("MS"), QStringLiteral("60000")};
    QCommandLineOption totalTimeout{QStringLiteral("total-timeout"), Tr::tr("Timeout for a whole request in ms (default 300000)."), QStringLiteral("MS"), QStringLiteral("300000")};
    QCommandLineOption insecure{QStringLiteral("insecure"), Tr::tr("Do not verify the server's TLS certificate (recorded).")};
    QCommandLineOption quiet{QStringLiteral("quiet"), Tr::tr("Do not print a line per request.")};

    QList<QCommandLineOption> all() const
    {
        return {baseUrl, model, apiKeyEnv, header, lab, name, messages, prompt, maxTokens, temperature, rounds, warmup,
                transport, http, keepText, out, connectTimeout, firstTokenTimeout, totalTimeout, insecure, quiet};
    }
};

std::optional<int> parseCount(const QString &text, int minimum)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < minimum)
        return std::nullopt;
    return value;
}

QString formatMs(const std::optional<double> &ms)
{
    return ms ? QString::number(*ms, 'f', 1) : QStringLiteral("-");
}

void printProgress(const RequestRecord &record, int total)
{
    const QString tag = record.warmup ? Tr::tr("warm-up") : Tr::tr("request");
    if (record.failed()) {
        printLine(stderr, Tr::tr("%1 %2/%3  FAILED %4: %5")
                              .arg(tag)
                              .arg(record.index + 1)
                              .arg(total)
                              .arg(QString::fromUtf8(errorClassName(record.errorClass)),
                                   QString::fromStdString(record.errorMessage)));
        return;
    }
    printLine(stderr, Tr::tr("%1 %2/%3  TTFT %4 ms  E2E %5 ms  tokens %6")
                          .arg(tag)
                          .arg(record.index + 1)
                          .arg(total)
                          .arg(formatMs(record.ttftMs()), formatMs(record.e2eMs()))
                          .arg(record.outputTokens ? QString::number(*record.outputTokens) : QStringLiteral("-")));
}

// Client TTFT minus the lab's own account of it (first token written − request complete): what
// the network and the client added. Only the embedded lab knows the truth.
MetricSummary clientBiasAgainstLab(const std::vector<RequestRecord> &records, const LabServer &lab)
{
    std::vector<double> bias;
    for (const RequestRecord &record : records) {
        if (record.warmup || record.failed() || !record.ttftMs())
            continue;
        const std::optional<LabTruth> truth = lab.truthFor(record.requestId);
        if (!truth || !hasTime(truth->firstTokenWrittenNs) || !hasTime(truth->requestCompleteNs))
            continue;
        const double serverTtftMs = double(truth->firstTokenWrittenNs - truth->requestCompleteNs) / 1e6;
        bias.push_back(*record.ttftMs() - serverTtftMs);
    }
    return summarizeMetric(std::move(bias));
}

} // namespace

int runCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Send streaming chat requests and measure time to first token."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    RunOptions o;
    parser.addOptions(o.all());
    if (!parser.parse(arguments))
        return usageError(parser.errorText());
    if (parser.isSet(helpOption)) {
        std::fputs(qPrintable(parser.helpText().replace(QStringLiteral("[options]"), QStringLiteral("run [options]"))), stdout);
        return 0;
    }
    if (!parser.positionalArguments().isEmpty())
        return usageError(Tr::tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));

    // Provider.
    ProviderProfile profile;
    const bool useLab = parser.isSet(o.lab);
    if (useLab == parser.isSet(o.baseUrl))
        return usageError(Tr::tr("give either --base-url URL or --lab"));
    profile.baseUrl = parser.value(o.baseUrl).toStdString();
    if (!useLab && !(profile.baseUrl.rfind("http://", 0) == 0 || profile.baseUrl.rfind("https://", 0) == 0))
        return usageError(Tr::tr("--base-url must start with http:// or https://"));
    profile.model = parser.value(o.model).toStdString();
    if (profile.model.empty()) {
        if (!useLab)
            return usageError(Tr::tr("--model is required with --base-url"));
        profile.model = "lab-fast";
    }
    profile.name = parser.isSet(o.name) ? parser.value(o.name).toStdString()
                                        : (useLab ? "lab/" + profile.model : profile.model);
    profile.apiKeyEnv = parser.value(o.apiKeyEnv).toStdString();
    for (const QString &header : parser.values(o.header)) {
        const qsizetype colon = header.indexOf(QLatin1Char(':'));
        if (colon <= 0)
            return usageError(Tr::tr("--header must look like 'Name: value', got '%1'").arg(header));
        profile.extraHeaders.emplace_back(header.left(colon).trimmed().toStdString(),
                                          header.mid(colon + 1).trimmed().toStdString());
    }
    if (!transportFromName(parser.value(o.transport).toStdString(), profile.transport))
        return usageError(Tr::tr("--transport must be curl or qt"));
    const QString http = parser.value(o.http);
    if (!httpVersionFromName(http.toStdString(), profile.httpVersion))
        return usageError(Tr::tr("--http must be 1.1 or 2"));
    const auto connectMs = parseCount(parser.value(o.connectTimeout), 1);
    const auto firstTokenMs = parseCount(parser.value(o.firstTokenTimeout), 1);
    const auto totalMs = parseCount(parser.value(o.totalTimeout), 1);
    if (!connectMs || !firstTokenMs || !totalMs)
        return usageError(Tr::tr("timeouts must be positive whole milliseconds"));
    profile.connectTimeoutMs = *connectMs;
    profile.firstTokenTimeoutMs = *firstTokenMs;
    profile.totalTimeoutMs = *totalMs;
    profile.insecureTls = parser.isSet(o.insecure);

    std::string apiKey;
    if (!profile.apiKeyEnv.empty()) {
        apiKey = apiKeyFromEnvironment(profile);
        if (apiKey.empty())
            return usageError(Tr::tr("the environment variable %1 (from --api-key-env) is not set")
                                  .arg(QString::fromStdString(profile.apiKeyEnv)));
    }

    // Workload.
    Workload workload;
    if (parser.isSet(o.messages) && parser.isSet(o.prompt))
        return usageError(Tr::tr("give --messages or --prompt, not both"));
    if (parser.isSet(o.messages)) {
        QFile file(parser.value(o.messages));
        if (!file.open(QIODevice::ReadOnly))
            return usageError(Tr::tr("cannot read %1: %2").arg(file.fileName(), file.errorString()));
        const QByteArray bytes = file.readAll();
        nlohmann::json messages = nlohmann::json::parse(bytes.constBegin(), bytes.constEnd(), nullptr, false);
        if (messages.is_object() && messages.contains("messages"))
            messages = messages["messages"];
        if (!messages.is_array() || messages.empty())
            return usageError(Tr::tr("%1 does not hold a JSON array of messages").arg(file.fileName()));
        workload.messages = std::move(messages);
    } else {
        const std::string prompt = parser.isSet(o.prompt) ? parser.value(o.prompt).toStdString() : kDefaultPrompt;
        workload.messages = nlohmann::json::array({{{"role", "user"}, {"content", prompt}}});
    }
    if (parser.isSet(o.maxTokens)) {
        const auto maxTokens = parseCount(parser.value(o.maxTokens), 1);
        if (!maxTokens)
            return usageError(Tr::tr("--max-tokens must be a positive whole number"));
        workload.maxTokens = *maxTokens;
    }
    if (parser.isSet(o.temperature)) {
        bool ok = false;
        const double temperature = parser.value(o.temperature).toDouble(&ok);
        if (!ok || temperature < 0)
            return usageError(Tr::tr("--temperature must be a number ≥ 0"));
        workload.temperature = temperature;
    }
    workload.keepText = parser.isSet(o.keepText);

    // Plan.
    RunPlan plan;
    const auto rounds = parseCount(parser.value(o.rounds), 1);
    const auto warmup = parseCount(parser.value(o.warmup), 0);
    if (!rounds)
        return usageError(Tr::tr("--rounds must be a whole number ≥ 1"));
    if (!warmup)
        return usageError(Tr::tr("--warmup must be a whole number ≥ 0"));
    plan.rounds = *rounds;
    plan.warmup = *warmup;

    // Output files: opened before the first request so that a bad path costs no measurement.
    const QString outDir = parser.value(o.out);
    JsonlWriter journal;
    if (!outDir.isEmpty()) {
        if (!QDir().mkpath(outDir))
            return usageError(Tr::tr("cannot create the output directory %1").arg(outDir));
        if (!journal.open(QDir(outDir).filePath(QStringLiteral("requests.jsonl")), JsonlWriter::OpenMode::Truncate))
            return usageError(journal.errorString());
    }

    std::unique_ptr<LabServer> labServer;
    if (useLab) {
        labServer = std::make_unique<LabServer>(LabConfig{});
        QString error;
        if (!labServer->start(&error)) {
            printLine(stderr, Tr::tr("ttft-bench run: cannot start the lab server: %1").arg(error));
            return 1;
        }
        profile.baseUrl = labServer->baseUrl().toStdString();
    }

    installStopSignals();
    const bool quiet = parser.isSet(o.quiet);
    const int total = plan.warmup + plan.rounds;
    printLine(stderr, Tr::tr("Measuring %1 at %2 with %3 over HTTP/%4: %5 warm-up + %6 requests")
                          .arg(QString::fromStdString(profile.name), QString::fromStdString(profile.baseUrl),
                               QString::fromUtf8(transportName(profile.transport)), http)
                          .arg(plan.warmup)
                          .arg(plan.rounds));

    std::unique_ptr<Transport> transport = makeTransport(profile.transport);
    SequentialRunner runner(*transport, profile, workload, plan, apiKey);
    QString journalError;
    const std::vector<RequestRecord> records = runner.run(
        [&](const RequestRecord &record) {
            if (journal.isOpen() && !journal.append(toJson(record, workload.keepText)) && journalError.isEmpty())
                journalError = journal.errorString();
            if (!quiet)
                printProgress(record, total);
        },
        &g_stopRequested);
    journal.close();
    transport.reset();

    const RunSummary summary = summarizeRun(records);
    std::fputs(qPrintable(renderSummaryTable(summary)), stdout);

    nlohmann::json summaryJson = toJson(summary);
    summaryJson["provider"] = profile.name;
    summaryJson["model"] = profile.model;
    summaryJson["transport"] = transportName(profile.transport);
    summaryJson["http_version"] = httpVersionName(profile.httpVersion);
    if (labServer) {
        const MetricSummary bias = clientBiasAgainstLab(records, *labServer);
        summaryJson["lab_client_minus_server_ttft_ms"] = toJson(bias);
        if (bias.count > 0)
            printLine(stdout, Tr::tr("Against the lab's ground truth, client TTFT − server TTFT: median %1 ms, p99 %2 ms (%3 requests)")
                                  .arg(*bias.p50, 0, 'f', 3)
                                  .arg(*bias.p99, 0, 'f', 3)
                                  .arg(bias.count));
        labServer->stop();
    }
    if (!outDir.isEmpty()) {
        QString error;
        if (!writeJsonFileAtomically(QDir(outDir).filePath(QStringLiteral("summary.json")), summaryJson, &error))
            printLine(stderr, Tr::tr("ttft-bench run: cannot write summary.json: %1").arg(error));
        if (!journalError.isEmpty())
            printLine(stderr, Tr::tr("ttft-bench run: cannot write requests.jsonl: %1").arg(journalError));
        printLine(stderr, Tr::tr("Wrote %1 and %2")
                              .arg(QDir(outDir).filePath(QStringLiteral("requests.jsonl")),
                                   QDir(outDir).filePath(QStringLiteral("summary.json"))));
    }

    if (g_stopRequested)
        printLine(stderr, Tr::tr("Stopped early: %1 of %2 requests recorded.").arg(records.size()).arg(total));
    if (summary.requests > 0 && summary.errors == summary.requests) {
        const auto first = std::find_if(records.begin(), records.end(), [](const RequestRecord &r) { return !r.warmup && r.failed(); });
        printLine(stderr, Tr::tr("ttft-bench run: all %1 measured requests failed; first error: %2: %3")
                              .arg(summary.requests)
                              .arg(QString::fromUtf8(errorClassName(first->errorClass)),
                                   QString::fromStdString(first->errorMessage)));
        return 1;
    }
    if (summary.requests == 0) {
        printLine(stderr, Tr::tr("ttft-bench run: no measured request was completed"));
        return 1;
    }
    return 0;
}

} // namespace ttft
