#include "runsetup.h"

#include "clisupport.h"

#include "base/i18n.h"
#include "engine/readyplan.h"
#include "engine/workloadtemplates.h"
#include "lab/labconfigjson.h"
#include "model/providerpresets.h"
#include "voice/audiometer.h"
#include "wire/dialect.h"
#include "wire/jsonnesting.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QUrl>

#include <cmath>
#include <map>
#include <vector>
#include <utility>

namespace ttft {

namespace {

const char *kDefaultPrompt =
    "You are a friendly voice assistant. In two short sentences, what should I pack for a weekend hike?";

// One member per option, so that the help text and the parser cannot drift apart.
struct RunOptions {
    QCommandLineOption plan{QStringLiteral("plan"), Tr::tr("Plan file: providers, workload and plan as JSON (see docs/guide/cli.md)."), QStringLiteral("FILE")};
    QCommandLineOption ready{QStringLiteral("ready"), Tr::tr("The ready plan (the window's first one): the voice prompt at 400 and 1,600 tokens, 5 warm-ups and 30 measured requests per provider and cell at concurrency 1 and 10, max_tokens 24, temperature 0; with --lab and no --model, the lab's three models. Other flags change it.")};
    QCommandLineOption preset{QStringLiteral("preset"), Tr::tr("A provider preset (ttft-bench presets lists them): base URL, dialect, key variable, model."), QStringLiteral("NAME")};
    QCommandLineOption dialect{QStringLiteral("dialect"), Tr::tr("Wire format: openai-chat, openai-responses, anthropic, gemini, ollama-chat, ollama-generate, llamacpp, tgi."), QStringLiteral("D")};
    QCommandLineOption listModels{QStringLiteral("list-models"), Tr::tr("List the models the provider offers, then stop.")};
    QCommandLineOption baseUrl{QStringLiteral("base-url"), Tr::tr("OpenAI-compatible base URL, e.g. https://api.openai.com/v1."), QStringLiteral("URL")};
    QCommandLineOption model{QStringLiteral("model"), Tr::tr("Model name sent in the request; several, comma-separated, are measured side by side."), QStringLiteral("M")};
    QCommandLineOption apiKeyEnv{QStringLiteral("api-key-env"), Tr::tr("Name of the environment variable holding the API key (the key itself is never written anywhere)."), QStringLiteral("NAME")};
    QCommandLineOption apiKeyKeychain{QStringLiteral("api-key-keychain"), Tr::tr("Name of the system keychain entry holding the API key (ttft-bench keys set NAME stores one)."), QStringLiteral("NAME")};
    QCommandLineOption header{QStringLiteral("header"), Tr::tr("Extra request header 'Name: value' (repeatable)."), QStringLiteral("K: V")};
    QCommandLineOption lab{QStringLiteral("lab"), Tr::tr("Start the embedded lab server and measure it (no key needed).")};
    QCommandLineOption labBatchLimit{QStringLiteral("lab-batch-limit"), Tr::tr("Lab server: requests served at once per model; the rest queue."), QStringLiteral("N")};
    QCommandLineOption labCacheTtl{QStringLiteral("lab-cache-ttl"), Tr::tr("Lab server: a cached prompt prefix is gone after this many seconds unused, as hosted APIs' prompt caches are (0: kept until evicted)."), QStringLiteral("S")};
    QCommandLineOption labFault{QStringLiteral("lab-fault"), Tr::tr("Lab server: inject this fault into every request (connection-refused, drop, stall, http-503, gzip, …; ttft-bench lab --help lists them)."), QStringLiteral("NAME")};
    QCommandLineOption name{QStringLiteral("name"), Tr::tr("Provider name shown in the results."), QStringLiteral("NAME")};
    QCommandLineOption workloadTemplate{QStringLiteral("template"), Tr::tr("Workload template: qa, qa-zh, voice, voice-zh, agent or long."), QStringLiteral("NAME")};
    QCommandLineOption fillerLanguage{QStringLiteral("filler-language"), Tr::tr("Language of the filler history added to reach --prompt-tokens: en or zh."), QStringLiteral("en|zh")};
    QCommandLineOption sloTtft{QStringLiteral("slo-ttft"), Tr::tr("Goodput: a request counts only with TTFT at most this many ms."), QStringLiteral("MS")};
    QCommandLineOption sloTpot{QStringLiteral("slo-tpot"), Tr::tr("Goodput: … and TPOT at most this many ms."), QStringLiteral("MS")};
    QCommandLineOption sloE2e{QStringLiteral("slo-e2e"), Tr::tr("Goodput: … and end-to-end latency at most this many ms."), QStringLiteral("MS")};
    QCommandLineOption messages{QStringLiteral("messages"), Tr::tr("JSON file holding an OpenAI 'messages' array."), QStringLiteral("FILE")};
    QCommandLineOption prompt{QStringLiteral("prompt"), Tr::tr("User prompt text (instead of --messages)."), QStringLiteral("TEXT")};
    QCommandLineOption maxTokens{QStringLiteral("max-tokens"), Tr::tr("max_tokens for each request (default 200; 0 sends none: the server's own limit)."), QStringLiteral("N")};
    QCommandLineOption temperature{QStringLiteral("temperature"), Tr::tr("Sampling temperature."), QStringLiteral("T")};
    QCommandLineOption rounds{QStringLiteral("rounds"), Tr::tr("Sequential plan: measured requests per provider (default 30)."), QStringLiteral("N")};
    QCommandLineOption warmup{QStringLiteral("warmup"), Tr::tr("Warm-up requests per provider and cell, recorded but not in the statistics (default 5)."), QStringLiteral("W")};
    QCommandLineOption concurrency{QStringLiteral("concurrency"), Tr::tr("Closed loop: concurrent requests per provider; several levels, comma-separated, make a sweep. With --rate: the in-flight limit."), QStringLiteral("C[,C2…]")};
    QCommandLineOption rate{QStringLiteral("rate"), Tr::tr("Open loop: arrivals per second per provider; several, comma-separated, make a sweep."), QStringLiteral("R[,R2…]")};
    QCommandLineOption arrival{QStringLiteral("arrival"), Tr::tr("Open-loop arrivals: constant, poisson or gamma (default constant)."), QStringLiteral("KIND")};
    QCommandLineOption burstiness{QStringLiteral("burstiness"), Tr::tr("Gamma arrivals: shape (1 = Poisson, below 1 burstier)."), QStringLiteral("B")};
    QCommandLineOption duration{QStringLiteral("duration"), Tr::tr("Closed/open loop: seconds each cell is measured after its warm-up."), QStringLiteral("SECONDS")};
    QCommandLineOption requests{QStringLiteral("requests"), Tr::tr("Closed/open loop: measured requests per provider and cell (default 30 when no duration)."), QStringLiteral("N")};
    QCommandLineOption rampUp{QStringLiteral("ramp-up"), Tr::tr("Closed loop: spread the workers' starts over this many seconds."), QStringLiteral("SECONDS")};
    QCommandLineOption promptTokens{QStringLiteral("prompt-tokens"), Tr::tr("Prompt-length targets in tokens, comma-separated (filler history is added to reach them)."), QStringLiteral("T[,T2…]")};
    QCommandLineOption noCacheBust{QStringLiteral("no-cache-bust"), Tr::tr("Do not open each prompt with a unique nonce (prefix caches may then flatter TTFT).")};
    QCommandLineOption freshConnections{QStringLiteral("fresh-connections"), Tr::tr("A new connection for every request (cold-start view) instead of a warmed pool.")};
    QCommandLineOption seed{QStringLiteral("seed"), Tr::tr("Seed for arrivals, filler text and nonces (default 1)."), QStringLiteral("N")};
    QCommandLineOption transport{QStringLiteral("transport"), Tr::tr("curl (precise, default) or qt; both, comma-separated, measure every provider with each."), QStringLiteral("curl|qt")};
    QCommandLineOption http{QStringLiteral("http"), Tr::tr("HTTP version: 1.1 (default) or 2; both, comma-separated, measure every provider with each."), QStringLiteral("1.1|2")};
    QCommandLineOption keepText{QStringLiteral("keep-text"), Tr::tr("Keep each answer's text in requests.jsonl.")};
    QCommandLineOption ttfsChars{QStringLiteral("ttfs-chars"), Tr::tr("TTFS: the first speakable clause ends at a clause mark or after this many characters (default 40)."), QStringLiteral("N")};
    QCommandLineOption out{QStringLiteral("out"), Tr::tr("Directory for requests.jsonl, summary.json, the journal and the session file."), QStringLiteral("DIR")};
    QCommandLineOption note{QStringLiteral("note"), Tr::tr("Your note on where this runs (location, network), saved with the run."), QStringLiteral("TEXT")};
    QCommandLineOption connectTimeout{QStringLiteral("connect-timeout"), Tr::tr("Connect timeout in ms (default 10000)."), QStringLiteral("MS")};
    QCommandLineOption firstTokenTimeout{QStringLiteral("first-token-timeout"), Tr::tr("Timeout until the first output, in ms (default 60000)."), QStringLiteral("MS")};
    QCommandLineOption totalTimeout{QStringLiteral("total-timeout"), Tr::tr("Timeout for a whole request in ms (default 300000)."), QStringLiteral("MS")};
    QCommandLineOption insecure{QStringLiteral("insecure"), Tr::tr("Do not verify the server's TLS certificate (recorded).")};
    QCommandLineOption caCertificate{QStringLiteral("ca-certificate"), Tr::tr("Also trust this CA or server certificate (PEM file), e.g. a private gateway's (recorded)."), QStringLiteral("FILE")};
    QCommandLineOption quiet{QStringLiteral("quiet"), Tr::tr("Do not print progress lines.")};
    QCommandLineOption serverLog{QStringLiteral("server-log"), Tr::tr("The server's own log (JSON Lines or CSV with a request-id column), read after the run and joined to the requests by id (with --lab: the lab writes it)."), QStringLiteral("FILE")};
    QCommandLineOption serverLogMap{QStringLiteral("server-log-map"), Tr::tr("Columns of --server-log: id=COL,ttft_ms=COL,arrival=COL,first_token=COL,end=COL,queue_ms=COL,e2e_ms=COL,time_unit=s|ms|us|ns|iso (default: guessed from the names)."), QStringLiteral("SPEC")};
    QCommandLineOption ttsUrl{QStringLiteral("tts-url"), Tr::tr("Voice pipeline: base URL of an OpenAI-compatible text-to-speech endpoint (POST …/audio/speech); each answer's first clause is sent there as soon as it is complete ('lab': the embedded lab's)."), QStringLiteral("URL")};
    QCommandLineOption ttsModel{QStringLiteral("tts-model"), Tr::tr("Voice pipeline: TTS model; several, comma-separated, are each sent every clause (with --lab the default is lab-tts)."), QStringLiteral("M")};
    QCommandLineOption ttsVoice{QStringLiteral("tts-voice"), Tr::tr("Voice pipeline: the voice asked for (default alloy)."), QStringLiteral("V")};
    QCommandLineOption ttsFormat{QStringLiteral("tts-format"), Tr::tr("Voice pipeline: audio format pcm, wav, mp3, opus, aac or flac (default pcm; the time to 100 ms of audio needs pcm, wav or mp3; the first real audio is found in all but aac)."), QStringLiteral("F")};
    QCommandLineOption ttsStreamFormat{QStringLiteral("tts-stream-format"), Tr::tr("Voice pipeline: OpenAI's stream_format: audio (the raw body) or sse (base64 audio in events); not sent by default."), QStringLiteral("S")};
    QCommandLineOption ttsOnset{QStringLiteral("tts-onset-dbfs"), Tr::tr("Voice pipeline: the level at which the first real audio starts, the RMS of a 10 ms frame in dBFS (default -50; -120 to 0)."), QStringLiteral("DB")};
    QCommandLineOption ttsSampleRate{QStringLiteral("tts-sample-rate"), Tr::tr("Voice pipeline: sample rate of pcm audio (default 24000)."), QStringLiteral("HZ")};
    QCommandLineOption ttsKeyEnv{QStringLiteral("tts-key-env"), Tr::tr("Voice pipeline: name of the environment variable holding the TTS endpoint's API key."), QStringLiteral("NAME")};
    QCommandLineOption ttsKeyKeychain{QStringLiteral("tts-key-keychain"), Tr::tr("Voice pipeline: name of the keychain entry holding the TTS endpoint's API key."), QStringLiteral("NAME")};
    QCommandLineOption ttsName{QStringLiteral("tts-name"), Tr::tr("Voice pipeline: TTS name shown in the results."), QStringLiteral("NAME")};
    QCommandLineOption asr{QStringLiteral("asr"), Tr::tr("Voice pipeline: ASR finalization time added before each request: MS, normal:MEAN,SD, uniform:MIN,MAX, samples:V1,V2,… or measured:FILE (what 'ttft-bench asr --out FILE' measured; default 300)."), QStringLiteral("SPEC")};
    QCommandLineOption asrUrl{QStringLiteral("asr-url"), Tr::tr("Voice pipeline: measure speech recognition in every turn instead of adding a time: base URL of an OpenAI-compatible transcription endpoint (POST …/audio/transcriptions, streamed; 'lab': the embedded lab's). Each turn's utterance is sent at real-time pace, its transcript is the LLM's prompt, and the turn is timed from the user's last word."), QStringLiteral("URL")};
    QCommandLineOption asrModel{QStringLiteral("asr-model"), Tr::tr("Voice pipeline, --asr-url: the recogniser's model (default gpt-4o-transcribe; with the lab, lab-asr)."), QStringLiteral("M")};
    QCommandLineOption asrLanguage{QStringLiteral("asr-language"), Tr::tr("Voice pipeline, --asr-url: speak only the built-in utterances in this language (en or zh), also sent as the hint; default: all of them."), QStringLiteral("L")};
    QCommandLineOption asrWav{QStringLiteral("asr-wav"), Tr::tr("Voice pipeline, --asr-url: speak your own recording (any file sox reads) instead of the built-in utterances; repeatable, spoken in turn."), QStringLiteral("FILE")};
    QCommandLineOption asrText{QStringLiteral("asr-text"), Tr::tr("Voice pipeline, --asr-wav: what the recording says, for the word error rate; one per --asr-wav, in order."), QStringLiteral("TEXT")};
    QCommandLineOption asrRealtime{QStringLiteral("asr-realtime"), Tr::tr("Voice pipeline, --asr-url: speak to the recogniser over OpenAI's Realtime WebSocket API (24 kHz PCM, the server's voice activity detection ends each turn) instead of the HTTP upload.")};
    QCommandLineOption asrKeyEnv{QStringLiteral("asr-key-env"), Tr::tr("Voice pipeline, --asr-url: name of the environment variable holding the recogniser's API key."), QStringLiteral("NAME")};
    QCommandLineOption repeat{QStringLiteral("repeat"), Tr::tr("Run the whole plan N times over; each percentile then gets its mean, spread and coefficient of variation across repeats."), QStringLiteral("N")};
    QCommandLineOption breaker{QStringLiteral("breaker"), Tr::tr("Stop a provider's cell after N errors in a row (recorded, with the reason)."), QStringLiteral("N")};
    QCommandLineOption maxErrorRate{QStringLiteral("max-error-rate"), Tr::tr("Stop a provider's cell once its error rate passes this (0.1 or 10%), judged from 20 measured requests on."), QStringLiteral("RATE")};
    QCommandLineOption honorRetryAfter{QStringLiteral("honor-retry-after"), Tr::tr("After a throttled answer (429), hold the provider's next sends back for its Retry-After (recorded).")};
    QCommandLineOption maxRpm{QStringLiteral("max-rpm"), Tr::tr("Send at most this many requests a minute per provider (to stay under a known limit)."), QStringLiteral("N")};
    QCommandLineOption maxTpm{QStringLiteral("max-tpm"), Tr::tr("Send at most this many tokens (prompt + max_tokens) a minute per provider."), QStringLiteral("N")};
    QCommandLineOption shard{QStringLiteral("shard"), Tr::tr("Run one share of the plan, one of N processes (pods, machines) that together run it: I/N (this shard's index from 0), or N with the index from JOB_COMPLETION_INDEX (a Kubernetes Indexed Job sets it). Workers, request counts and arrivals are split k6-style; --out DIR then writes to DIR/shard-I; 'ttft-bench merge-shards' makes one run of them."), QStringLiteral("I/N")};
    QCommandLineOption startAt{QStringLiteral("start-at"), Tr::tr("Wait until this wall-clock time to start (ISO 8601 with its zone, e.g. 2026-12-04T10:00:00Z, or seconds since 1970), so that every shard starts together; with --shard, on the reference clock."), QStringLiteral("TIME")};
    QCommandLineOption clockRef{QStringLiteral("clock-ref"), Tr::tr("With --shard: the clock every shard measures its offset against before the run: a URL whose answer holds a JSON unix_time_ns (the lab's /lab/time) or any Date header; 'lab' for the embedded lab; 'none' to skip (default: the first provider's base URL)."), QStringLiteral("URL")};
    QCommandLineOption location{QStringLiteral("location"), Tr::tr("A short label for where this runs (e.g. eu-west), saved with the run: 'ttft-bench merge' puts runs from several places side by side by it."), QStringLiteral("LABEL")};
    QCommandLineOption metricsUrl{QStringLiteral("metrics-url"), Tr::tr("A Prometheus /metrics endpoint (vLLM names) scraped before and after the run; the server's view is shown beside the client's (repeatable; 'lab': the embedded lab's)."), QStringLiteral("URL")};

    QCommandLineOption conversations{QStringLiteral("conversations"), Tr::tr("Multi-turn conversations: this many simulated users per provider, each holding one conversation; every turn sends the whole history with the model's actual replies (a closed loop: the users are its workers)."), QStringLiteral("N")};
    QCommandLineOption turns{QStringLiteral("turns"), Tr::tr("Conversations: turns per conversation (default 10)."), QStringLiteral("K")};
    QCommandLineOption turnGap{QStringLiteral("turn-gap"), Tr::tr("Conversations: seconds between a reply's end and the next turn; several, comma-separated, are cells of their own (the same conversations in each), e.g. 5,30,120 to find a prompt cache's lifetime (default 5)."), QStringLiteral("S[,S2…]")};
    QCommandLineOption history{QStringLiteral("history"), Tr::tr("Conversations: how each turn keeps the history: full, last:N (the last N turns), budget:N (the newest turns within N tokens) or summary:N (every N turns a summary of fixed size replaces them); several, comma-separated, are cells of their own with the same conversations (default full)."), QStringLiteral("S[,S2…]")};
    QCommandLineOption think{QStringLiteral("think"), Tr::tr("Conversations: the gap is fixed, exponential (its mean) or speaking (a pause, then the next utterance spoken at --words-per-minute)."), QStringLiteral("KIND")};
    QCommandLineOption wordsPerMinute{QStringLiteral("words-per-minute"), Tr::tr("Conversations, --think speaking: the users' speaking rate (default 150; Chinese 1.7 times as many characters)."), QStringLiteral("WPM")};
    QCommandLineOption userRate{QStringLiteral("user-rate"), Tr::tr("Conversations: users arrive at this many a second instead of all at once."), QStringLiteral("R")};
    QCommandLineOption conversationLanguage{QStringLiteral("conversation-language"), Tr::tr("Conversations: what the users say, en or zh (default en)."), QStringLiteral("en|zh")};
    QCommandLineOption affinityHeader{QStringLiteral("affinity-header"), Tr::tr("Conversations: send each conversation's id in this header (session affinity for a router)."), QStringLiteral("NAME")};
    QCommandLineOption toolEvery{QStringLiteral("tool-every"), Tr::tr("Conversations: every Nth turn is a tool-call turn: the model must call one of the conversation's tools, the tool runs, and a follow-up request with its result gets the answer (every turn offers the tools)."), QStringLiteral("N")};
    QCommandLineOption toolDelay{QStringLiteral("tool-delay"), Tr::tr("Conversations, tool-call turns: the tool takes this long (default 300 ms)."), QStringLiteral("MS")};
    QCommandLineOption toolCommand{QStringLiteral("tool-command"), Tr::tr("Conversations, tool-call turns: run this local command (through /bin/sh) for each call instead of waiting: the call comes on its standard input as JSON {\"name\", \"arguments\"}, and what it prints is the tool's result."), QStringLiteral("CMD")};

    QList<QCommandLineOption> all() const
    {
        return {plan, ready, preset, dialect, listModels, baseUrl, model, apiKeyEnv, apiKeyKeychain, header, lab, labBatchLimit, labCacheTtl, labFault, name, workloadTemplate, fillerLanguage,
                sloTtft, sloTpot, sloE2e, messages, prompt, maxTokens,
                temperature, rounds, warmup, concurrency, rate, arrival, burstiness, duration, requests, rampUp,
                promptTokens, noCacheBust, freshConnections, seed, transport, http, keepText, ttfsChars, out, note,
                connectTimeout, firstTokenTimeout, totalTimeout, insecure, caCertificate, quiet, serverLog, serverLogMap, metricsUrl,
                ttsUrl, ttsModel, ttsVoice, ttsFormat, ttsStreamFormat, ttsSampleRate, ttsOnset, ttsKeyEnv, ttsKeyKeychain, ttsName, asr,
                asrUrl, asrModel, asrLanguage, asrWav, asrText, asrRealtime, asrKeyEnv, repeat, breaker, maxErrorRate, honorRetryAfter, maxRpm, maxTpm,
                conversations, turns, turnGap, history, think, wordsPerMinute, userRate, conversationLanguage, affinityHeader,
                toolEvery, toolDelay, toolCommand,

                shard, startAt, clockRef, location};
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

std::optional<double> parseNumber(const QString &text, double minimum)
{
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < minimum)
        return std::nullopt;
    return value;
}

template <typename T, typename Parse>
std::optional<std::vector<T>> parseList(const QString &text, Parse parse)
{
    std::vector<T> values;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const auto value = parse(part.trimmed());
        if (!value)
            return std::nullopt;
        values.push_back(*value);
    }
    if (values.empty())
        return std::nullopt;
    return values;
}

bool readJsonFile(const QString &path, nlohmann::json &json, QString &error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = Tr::tr("cannot read %1: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray bytes = file.readAll();
    json = parseJsonBounded(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (json.is_discarded()) {
        const std::optional<std::size_t> deep = excessiveJsonNesting(std::string_view(bytes.constData(), std::size_t(bytes.size())));
        error = deep ? Tr::tr("%1: its JSON nests deeper than %2 levels (at byte %3)").arg(path).arg(kMaxJsonDepth).arg(qint64(*deep))
                     : Tr::tr("%1 is not valid JSON").arg(path);
        return false;
    }
    return true;
}

// A recogniser measured in each turn (--asr-url and its companions) over the plan file's asr_live.
bool parseLiveAsrOptions(const QCommandLineParser &parser, const RunOptions &o, RunSetup &setup, QString &error)
{
    VoicePlan &voice = setup.description.voice;
    if (!parser.isSet(o.asrUrl)) {
        for (const QCommandLineOption *option : {&o.asrModel, &o.asrLanguage, &o.asrWav, &o.asrText, &o.asrRealtime, &o.asrKeyEnv}) {
            if (parser.isSet(*option) && !voice.liveAsr) {
                error = Tr::tr("--%1 belongs to a recogniser measured in each turn: add --asr-url").arg(option->names().constFirst());
                return false;
            }
        }
    } else {
        if (parser.isSet(o.asr)) {
            error = Tr::tr("--asr adds a time, --asr-url measures one: give one of them");
            return false;
        }
        AsrProfile profile;
        setBaseUrlText(profile.endpoint, parser.value(o.asrUrl).toStdString());
        const bool lab = profile.endpoint.pointsAtLab();
        profile.endpoint.model = lab ? "lab-asr" : "gpt-4o-transcribe";
        profile.endpoint.auth = lab ? AuthStyle::None : AuthStyle::Bearer;
        voice.liveAsr = std::move(profile);
    }
    if (!voice.liveAsr)
        return true;
    AsrProfile &profile = *voice.liveAsr;
    if (parser.isSet(o.asrModel))
        profile.endpoint.model = parser.value(o.asrModel).toStdString();
    if (profile.endpoint.name.empty() || parser.isSet(o.asrModel))
        profile.endpoint.name = profile.endpoint.model;
    if (parser.isSet(o.asrLanguage)) {
        profile.language = parser.value(o.asrLanguage).toStdString();
        if (profile.language != "en" && profile.language != "zh") {
            error = Tr::tr("--asr-language must be en or zh");
            return false;
        }
    }
    if (parser.isSet(o.asrWav)) {
        profile.recordings.clear();
        for (const QString &file : parser.values(o.asrWav))
            profile.recordings.push_back(file.toStdString());
        profile.texts.clear();
    }
    if (parser.isSet(o.asrText)) {
        profile.texts.clear();
        for (const QString &text : parser.values(o.asrText))
            profile.texts.push_back(text.toStdString());
    }
    if (profile.texts.size() > profile.recordings.size()) {
        error = Tr::tr("--asr-text says what an --asr-wav recording says: one per recording at most");
        return false;
    }
    if (parser.isSet(o.asrKeyEnv))
        profile.endpoint.apiKeyEnv = parser.value(o.asrKeyEnv).toStdString();
    if (parser.isSet(o.asrRealtime))
        profile.realtime = true;
    if (profile.endpoint.pointsAtLab())
        setup.useLab = true;
    return true;
}

// The voice pipeline's flags over the plan file's "voice" section. Keys are resolved later, with
// the providers' (see resolveTtsKeys).
bool parseVoiceOptions(const QCommandLineParser &parser, const RunOptions &o, RunSetup &setup, QString &error)
{
    VoicePlan &voice = setup.description.voice;
    const bool anyTtsFlag = parser.isSet(o.ttsUrl) || parser.isSet(o.ttsModel);
    if (anyTtsFlag) {
        const std::string url = parser.isSet(o.ttsUrl) ? parser.value(o.ttsUrl).toStdString()
                              : setup.useLab           ? std::string(kLabName)
                                                       : std::string();
        if (url.empty()) {
            error = Tr::tr("--tts-model needs --tts-url (or --lab)");
            return false;
        }
        const bool lab = url == kLabName;
        if (lab)
            setup.useLab = true;
        QStringList models = parser.value(o.ttsModel).split(QLatin1Char(','), Qt::SkipEmptyParts);
        if (models.isEmpty() && lab)
            models << QStringLiteral("lab-tts");
        if (models.isEmpty()) {
            error = Tr::tr("--tts-url needs --tts-model");
            return false;
        }
        if (parser.isSet(o.ttsName) && models.size() > 1) {
            error = Tr::tr("--tts-name names one TTS model; with several models each is named after its model");
            return false;
        }
        voice.tts.clear();
        for (const QString &model : models) {
            TtsProfile profile;
            setBaseUrlText(profile.endpoint, url);
            profile.endpoint.model = model.trimmed().toStdString();
            profile.endpoint.name = parser.isSet(o.ttsName) ? parser.value(o.ttsName).toStdString() : profile.endpoint.model;
            profile.endpoint.auth = lab ? AuthStyle::None : AuthStyle::Bearer;
            voice.tts.push_back(std::move(profile));
        }
    }
    for (TtsProfile &profile : voice.tts) {
        if (parser.isSet(o.ttsVoice))
            profile.voice = parser.value(o.ttsVoice).toStdString();
        if (parser.isSet(o.ttsFormat))
            profile.format = parser.value(o.ttsFormat).toStdString();
        AudioFormat format;
        if (!audioFormatFromName(profile.format, format)) {
            error = Tr::tr("--tts-format must be pcm, wav, mp3, opus, aac or flac");
            return false;
        }
        if (parser.isSet(o.ttsStreamFormat)) {
            profile.streamFormat = parser.value(o.ttsStreamFormat).toStdString();
            if (profile.streamFormat != "audio" && profile.streamFormat != "sse") {
                error = Tr::tr("--tts-stream-format must be audio or sse");
                return false;
            }
        }
        if (parser.isSet(o.ttsOnset)) {
            bool ok = false;
            const double level = parser.value(o.ttsOnset).toDouble(&ok);
            if (!ok || !(level >= -120 && level <= 0)) {
                error = Tr::tr("--tts-onset-dbfs must be a level from -120 to 0 dBFS");
                return false;
            }
            profile.onsetThresholdDbfs = level;
        }
        if (parser.isSet(o.ttsSampleRate)) {
            const auto rate = parseCount(parser.value(o.ttsSampleRate), 1000);
            if (!rate) {
                error = Tr::tr("--tts-sample-rate must be a whole number of Hz ≥ 1000");
                return false;
            }
            profile.sampleRate = *rate;
        }
        if (parser.isSet(o.ttsKeyEnv))
            profile.endpoint.apiKeyEnv = parser.value(o.ttsKeyEnv).toStdString();
        if (parser.isSet(o.ttsKeyKeychain))
            profile.endpoint.apiKeyKeychain = parser.value(o.ttsKeyKeychain).toStdString();
        if (profile.endpoint.pointsAtLab())
            setup.useLab = true;
    }
    if (!anyTtsFlag && voice.tts.empty()) {
        for (const QCommandLineOption *option : {&o.ttsVoice, &o.ttsFormat, &o.ttsStreamFormat, &o.ttsSampleRate, &o.ttsOnset, &o.ttsKeyEnv, &o.ttsKeyKeychain,
                                                 &o.ttsName, &o.asr, &o.asrUrl, &o.asrModel, &o.asrLanguage, &o.asrWav, &o.asrText,
                                                 &o.asrRealtime, &o.asrKeyEnv}) {
            if (parser.isSet(*option)) {
                error = Tr::tr("--%1 belongs to a voice pipeline run: add --tts-url (or --tts-model with --lab)")
                            .arg(option->names().constFirst());
                return false;
            }
        }
    }
    if (parser.isSet(o.asr) && parser.value(o.asr).startsWith(QLatin1String("measured:"))) {
        // What `ttft-bench asr --out FILE` measured: each transcription's end of speech → final
        // transcript, drawn per request like samples:.
        const QString path = parser.value(o.asr).mid(9);
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly) || file.size() > (64 << 20)) {
            error = Tr::tr("--asr: cannot read %1").arg(path);
            return false;
        }
        const nlohmann::json measured = parseJsonBounded(file.readAll().toStdString());
        const auto results = measured.is_object() ? measured.find("results") : measured.end();
        std::vector<double> values;
        if (results != measured.end() && results->is_array()) {
            for (const nlohmann::json &result : *results) {
                const auto value = result.is_object() ? result.find("speech_end_to_final_ms") : result.end();
                if (value != result.end() && value->is_number() && value->get<double>() >= 0)
                    values.push_back(value->get<double>());
            }
        }
        if (values.empty()) {
            error = Tr::tr("--asr: %1 holds no measured transcription (write it with 'ttft-bench asr --out')").arg(path);
            return false;
        }
        voice.asr = AsrModel{};
        voice.asr.kind = AsrModel::Kind::Samples;
        voice.asr.samples = std::move(values);
    } else if (parser.isSet(o.asr)) {
        std::string problem;
        if (!parseAsrModel(parser.value(o.asr).toStdString(), voice.asr, &problem)) {
            error = Tr::tr("--asr: %1").arg(QString::fromStdString(problem));
            return false;
        }
    }
    return parseLiveAsrOptions(parser, o, setup, error);
}

// The plan file (or --ready, or five sequential rounds) gives the starting point; the flags after
// it override it.
bool readPlanStart(const QCommandLineParser &parser, const RunOptions &o, RunSetup &setup, QString &error)
{
    RunDescription &run = setup.description;
    std::string problem;
    if (parser.isSet(o.plan)) {
        nlohmann::json file;
        if (!readJsonFile(parser.value(o.plan), file, error))
            return false;
        if (!file.is_object()) {
            error = Tr::tr("%1 must hold a JSON object").arg(parser.value(o.plan));
            return false;
        }
        run = runDescriptionFromJson(file, &problem);
        if (!problem.empty()) {
            error = Tr::tr("%1: %2").arg(parser.value(o.plan), QString::fromStdString(problem));
            return false;
        }
        if (file.contains("lab")) {
            setup.labConfig = labConfigFromJson(file["lab"], &problem);
            if (!problem.empty()) {
                error = Tr::tr("%1: \"lab\": %2").arg(parser.value(o.plan), QString::fromStdString(problem));
                return false;
            }
        }
        if (parser.isSet(o.baseUrl) || parser.isSet(o.model)) {
            error = Tr::tr("--plan names its providers; drop --base-url and --model");
            return false;
        }
    } else if (parser.isSet(o.ready)) {
        run.plan = readyPlan();
        run.workload = readyWorkload();
    } else {
        run.plan = sequentialPlan(5, 30);
    }
    if (parser.isSet(o.ready) && parser.isSet(o.plan)) {
        error = Tr::tr("give --plan or --ready, not both");
        return false;
    }
    return true;
}

// Providers from flags (a preset, a base URL, or the lab; one per --model), the dialect, the voice
// options; at least one provider.
bool parseProviders(const QCommandLineParser &parser, const RunOptions &o, RunSetup &setup, QString &error)
{
    RunDescription &run = setup.description;
    if (parser.isSet(o.apiKeyEnv) && parser.isSet(o.apiKeyKeychain)) {
        error = Tr::tr("give --api-key-env or --api-key-keychain, not both");
        return false;
    }
    setup.useLab = parser.isSet(o.lab);
    const ProviderPreset *preset = nullptr;
    if (parser.isSet(o.preset)) {
        preset = findProviderPreset(parser.value(o.preset).toStdString());
        if (!preset) {
            QStringList ids;
            for (const ProviderPreset &known : providerPresets())
                ids << QString::fromUtf8(known.id.data(), qsizetype(known.id.size()));
            error = Tr::tr("unknown --preset '%1' (known: %2)").arg(parser.value(o.preset), ids.join(QStringLiteral(", ")));
            return false;
        }
        if (setup.useLab || parser.isSet(o.plan)) {
            error = Tr::tr("--preset names a provider; it does not go with --lab or --plan");
            return false;
        }
    }
    if (!parser.isSet(o.plan)) {
        if (!preset && setup.useLab == parser.isSet(o.baseUrl)) {
            error = Tr::tr("give --base-url URL, --preset NAME or --lab");
            return false;
        }
        const std::string baseUrl = setup.useLab            ? std::string(kLabName)
                                  : parser.isSet(o.baseUrl) ? parser.value(o.baseUrl).toStdString()
                                                            : preset->profile.baseUrl;
        if (!setup.useLab && !(baseUrl.rfind("http://", 0) == 0 || baseUrl.rfind("https://", 0) == 0)) {
            error = Tr::tr("--base-url must start with http:// or https://");
            return false;
        }
        QStringList models = parser.value(o.model).split(QLatin1Char(','), Qt::SkipEmptyParts);
        if (models.isEmpty() && preset)
            models << QString::fromStdString(preset->profile.model);
        if (models.isEmpty()) {
            if (!setup.useLab) {
                error = Tr::tr("--model is required with --base-url");
                return false;
            }
            models << QStringLiteral("lab-fast");
            if (parser.isSet(o.ready))
                models << QStringLiteral("lab-steady") << QStringLiteral("lab-slow");
        }
        if (parser.isSet(o.name) && models.size() > 1) {
            error = Tr::tr("--name names one provider; with several models the model names are used");
            return false;
        }
        for (const QString &model : models) {
            ProviderProfile profile = preset ? preset->profile : ProviderProfile{};
            setBaseUrlText(profile, baseUrl);
            profile.model = model.trimmed().toStdString();
            profile.name = parser.isSet(o.name) ? parser.value(o.name).toStdString()
                         : setup.useLab         ? "lab/" + profile.model
                         : preset               ? std::string(preset->id) + "/" + profile.model
                                                : profile.model;
            if (parser.isSet(o.apiKeyEnv))
                profile.apiKeyEnv = parser.value(o.apiKeyEnv).toStdString();
            if (parser.isSet(o.apiKeyKeychain))
                profile.apiKeyKeychain = parser.value(o.apiKeyKeychain).toStdString();
            run.providers.push_back(profile);
        }
    }
    if (parser.isSet(o.dialect)) {
        DialectId id;
        if (!dialectFromName(parser.value(o.dialect).toStdString(), id)) {
            error = Tr::tr("unknown --dialect '%1'").arg(parser.value(o.dialect));
            return false;
        }
        for (ProviderProfile &profile : run.providers)
            profile.dialect = dialectName(id);
    }
    for (const ProviderProfile &profile : run.providers) {
        DialectId id;
        if (!dialectFromName(profile.dialect, id)) {
            error = Tr::tr("provider %1: unknown dialect '%2'").arg(QString::fromStdString(profile.name), QString::fromStdString(profile.dialect));
            return false;
        }
    }
    setup.listModels = parser.isSet(o.listModels);
    if (!parseVoiceOptions(parser, o, setup, error))
        return false;
    for (const ProviderProfile &profile : run.providers) {
        if (profile.pointsAtLab())
            setup.useLab = true;
    }
    if (run.providers.empty()) {
        error = Tr::tr("no provider to measure");
        return false;
    }
    return true;
}

// Connection and protocol flags, applied to every provider (and the TTS endpoints where they
// apply).
bool applyConnectionOptions(const QCommandLineParser &parser, const RunOptions &o, RunSetup &setup, QString &error)
{
    RunDescription &run = setup.description;
    HeaderList extraHeaders;
    for (const QString &header : parser.values(o.header)) {
        const qsizetype colon = header.indexOf(QLatin1Char(':'));
        if (colon <= 0) {
            error = Tr::tr("--header must look like 'Name: value', got '%1'").arg(header);
            return false;
        }
        extraHeaders.emplace_back(header.left(colon).trimmed().toStdString(), header.mid(colon + 1).trimmed().toStdString());
    }
    // Several transports or protocols make a sweep axis: every provider is measured with each.
    std::vector<TransportKind> transports;
    for (const QString &name : parser.value(o.transport).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        TransportKind kind;
        if (!transportFromName(name.trimmed().toStdString(), kind)) {
            error = Tr::tr("--transport must be curl or qt");
            return false;
        }
        transports.push_back(kind);
    }
    std::vector<HttpVersion> httpVersions;
    for (const QString &name : parser.value(o.http).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        HttpVersion version;
        if (!httpVersionFromName(name.trimmed().toStdString(), version)) {
            error = Tr::tr("--http must be 1.1 or 2");
            return false;
        }
        httpVersions.push_back(version);
    }
    if (transports.size() > 1 || httpVersions.size() > 1) {
        std::vector<ProviderProfile> expanded;
        for (const ProviderProfile &profile : run.providers) {
            for (TransportKind kind : transports.empty() ? std::vector<TransportKind>{profile.transport} : transports) {
                for (HttpVersion version : httpVersions.empty() ? std::vector<HttpVersion>{profile.httpVersion} : httpVersions) {
                    ProviderProfile variant = profile;
                    variant.transport = kind;
                    variant.httpVersion = version;
                    variant.name += std::string(" [") + transportName(kind) + " h" + httpVersionName(version) + "]";
                    expanded.push_back(variant);
                }
            }
        }
        run.providers = std::move(expanded);
        transports.clear();
        httpVersions.clear();
    }
    // The one transport and HTTP version asked for, if any (pointers: GCC 12's optimiser mistakes a
    // std::optional of an enum here for uninitialised).
    const TransportKind *transport = transports.empty() ? nullptr : &transports.front();
    const HttpVersion *httpVersion = httpVersions.empty() ? nullptr : &httpVersions.front();
    std::optional<int> connectMs, firstTokenMs, totalMs;
    for (auto [option, target] : {std::pair{&o.connectTimeout, &connectMs}, std::pair{&o.firstTokenTimeout, &firstTokenMs},
                                  std::pair{&o.totalTimeout, &totalMs}}) {
        if (!parser.isSet(*option))
            continue;
        *target = parseCount(parser.value(*option), 1);
        if (!*target) {
            error = Tr::tr("timeouts must be positive whole milliseconds");
            return false;
        }
    }
    std::string caCertificate;
    if (parser.isSet(o.caCertificate)) {
        const QFileInfo file(parser.value(o.caCertificate));
        if (!file.isFile() || !file.isReadable()) {
            error = Tr::tr("--ca-certificate: cannot read %1").arg(parser.value(o.caCertificate));
            return false;
        }
        caCertificate = file.absoluteFilePath().toStdString();
    }
    for (ProviderProfile &profile : run.providers) {
        profile.extraHeaders.insert(profile.extraHeaders.end(), extraHeaders.begin(), extraHeaders.end());
        if (transport)
            profile.transport = *transport;
        if (httpVersion)
            profile.httpVersion = *httpVersion;
        if (connectMs)
            profile.connectTimeoutMs = *connectMs;
        if (firstTokenMs)
            profile.firstTokenTimeoutMs = *firstTokenMs;
        if (totalMs)
            profile.totalTimeoutMs = *totalMs;
        if (parser.isSet(o.freshConnections))
            profile.freshConnections = true;
        if (parser.isSet(o.insecure))
            profile.insecureTls = true;
        if (!caCertificate.empty())
            profile.caCertificatePath = caCertificate;
    }
    for (TtsProfile &tts : run.voice.tts) {
        if (connectMs)
            tts.endpoint.connectTimeoutMs = *connectMs;
        if (firstTokenMs)
            tts.endpoint.firstTokenTimeoutMs = *firstTokenMs;
        if (totalMs)
            tts.endpoint.totalTimeoutMs = *totalMs;
        if (parser.isSet(o.insecure))
            tts.endpoint.insecureTls = true;
        if (!caCertificate.empty())
            tts.endpoint.caCertificatePath = caCertificate;
    }
    return true;
}

// What each request sends: a template, messages or a prompt, and the sampling flags.
bool parseWorkloadOptions(const QCommandLineParser &parser, const RunOptions &o, RunSetup &setup, QString &error)
{
    RunDescription &run = setup.description;
    Workload &workload = run.workload;
    if (parser.isSet(o.workloadTemplate)) {
        std::optional<Workload> chosen = ttft::workloadTemplate(parser.value(o.workloadTemplate).toStdString());
        if (!chosen) {
            QStringList ids;
            for (std::string_view id : workloadTemplateIds())
                ids << QString::fromUtf8(id.data(), qsizetype(id.size()));
            error = Tr::tr("unknown --template '%1' (known: %2)").arg(parser.value(o.workloadTemplate), ids.join(QStringLiteral(", ")));
            return false;
        }
        workload = *chosen;
    }
    if (parser.isSet(o.fillerLanguage)) {
        const QString language = parser.value(o.fillerLanguage);
        if (language != QLatin1String("en") && language != QLatin1String("zh")) {
            error = Tr::tr("--filler-language must be en or zh");
            return false;
        }
        workload.fillerLanguage = language.toStdString();
    }
    if (parser.isSet(o.workloadTemplate) && (parser.isSet(o.messages) || parser.isSet(o.prompt))) {
        error = Tr::tr("give --template, --messages or --prompt, only one");
        return false;
    }
    if (parser.isSet(o.messages) && parser.isSet(o.prompt)) {
        error = Tr::tr("give --messages or --prompt, not both");
        return false;
    }
    if (parser.isSet(o.messages)) {
        nlohmann::json messages;
        if (!readJsonFile(parser.value(o.messages), messages, error))
            return false;
        if (messages.is_object() && messages.contains("messages"))
            messages = messages["messages"];
        if (!messages.is_array() || messages.empty()) {
            error = Tr::tr("%1 does not hold a JSON array of messages").arg(parser.value(o.messages));
            return false;
        }
        if (const std::string problem = messagesProblem(messages); !problem.empty()) {
            error = Tr::tr("%1: messages%2").arg(parser.value(o.messages), QString::fromStdString(problem));
            return false;
        }
        workload.messages = std::move(messages);
    } else if (parser.isSet(o.prompt) || (workload.messages.empty() && !workload.isStructured())) {
        const std::string prompt = parser.isSet(o.prompt) ? parser.value(o.prompt).toStdString() : kDefaultPrompt;
        workload.messages = nlohmann::json::array({{{"role", "user"}, {"content", prompt}}});
    }
    if (parser.isSet(o.maxTokens)) {
        const auto maxTokens = parseCount(parser.value(o.maxTokens), 0);
        if (!maxTokens) {
            error = Tr::tr("--max-tokens must be a whole number (0: send none)");
            return false;
        }
        if (*maxTokens > 0)
            workload.maxTokens = *maxTokens;
        else
            workload.maxTokens.reset();
    }
    if (parser.isSet(o.temperature)) {
        const auto temperature = parseNumber(parser.value(o.temperature), 0);
        if (!temperature) {
            error = Tr::tr("--temperature must be a number ≥ 0");
            return false;
        }
        workload.temperature = *temperature;
    }
    if (parser.isSet(o.keepText))
        workload.keepText = true;
    if (parser.isSet(o.ttfsChars)) {
        const auto chars = parseCount(parser.value(o.ttfsChars), 1);
        if (!chars) {
            error = Tr::tr("--ttfs-chars must be a whole number ≥ 1");
            return false;
        }
        workload.ttfsChars = *chars;
        run.voice.clauseChars = *chars; // the pipeline's clause is TTFS's
    }
    if (parser.isSet(o.noCacheBust))
        workload.cacheBust = false;
    return true;
}

// The load plan: the mode follows from what was asked for; checked whole at the end.
bool parsePlanOptions(const QCommandLineParser &parser, const RunOptions &o, RunSetup &setup, QString &error)
{
    RunDescription &run = setup.description;
    RunPlan &plan = run.plan;
    if (parser.isSet(o.concurrency) && !parser.isSet(o.rate)) {
        const auto levels = parseList<int>(parser.value(o.concurrency), [](const QString &t) { return parseCount(t, 1); });
        if (!levels) {
            error = Tr::tr("--concurrency takes whole numbers ≥ 1, comma-separated");
            return false;
        }
        plan.mode = LoadMode::ClosedLoop;
        plan.concurrency = *levels;
    }
    if (parser.isSet(o.rate)) {
        const auto rates = parseList<double>(parser.value(o.rate), [](const QString &t) {
            const auto value = parseNumber(t, 0);
            return value && *value > 0 ? value : std::nullopt;
        });
        if (!rates) {
            error = Tr::tr("--rate takes positive numbers, comma-separated");
            return false;
        }
        plan.mode = LoadMode::OpenLoop;
        plan.rates = *rates;
        // With --rate, --concurrency caps the requests in flight; later arrivals wait their turn.
        if (parser.isSet(o.concurrency)) {
            const auto cap = parseCount(parser.value(o.concurrency), 1);
            if (!cap) {
                error = Tr::tr("with --rate, --concurrency is one whole number ≥ 1: the in-flight limit");
                return false;
            }
            plan.maxInFlight = *cap;
        }
    }
    if (parser.isSet(o.arrival) && !arrivalFromName(parser.value(o.arrival).toStdString(), plan.arrival)) {
        error = Tr::tr("--arrival must be constant, poisson or gamma");
        return false;
    }
    if (parser.isSet(o.burstiness)) {
        const auto burstiness = parseNumber(parser.value(o.burstiness), 0);
        if (!burstiness || *burstiness <= 0) {
            error = Tr::tr("--burstiness must be a positive number");
            return false;
        }
        plan.burstiness = *burstiness;
        if (!parser.isSet(o.arrival))
            plan.arrival = ArrivalProcess::Gamma;
    }
    if (parser.isSet(o.rounds)) {
        const auto value = parseCount(parser.value(o.rounds), 1);
        if (!value) {
            error = Tr::tr("--rounds must be a whole number ≥ 1");
            return false;
        }
        plan.rounds = *value;
    }
    if (parser.isSet(o.warmup)) {
        const auto value = parseCount(parser.value(o.warmup), 0);
        if (!value) {
            error = Tr::tr("--warmup must be a whole number ≥ 0");
            return false;
        }
        plan.warmup = *value;
    }
    if (parser.isSet(o.duration)) {
        const auto value = parseNumber(parser.value(o.duration), 0);
        if (!value || *value <= 0) {
            error = Tr::tr("--duration must be a positive number of seconds");
            return false;
        }
        plan.durationS = *value;
    }
    if (parser.isSet(o.requests)) {
        const auto value = parseCount(parser.value(o.requests), 1);
        if (!value) {
            error = Tr::tr("--requests must be a whole number ≥ 1");
            return false;
        }
        plan.requests = *value;
    }
    if (plan.mode != LoadMode::Sequential && plan.durationS <= 0 && plan.requests < 1)
        plan.requests = 30;
    if (parser.isSet(o.rampUp)) {
        const auto value = parseNumber(parser.value(o.rampUp), 0);
        if (!value) {
            error = Tr::tr("--ramp-up must be a number of seconds ≥ 0");
            return false;
        }
        plan.rampUpS = *value;
    }
    if (parser.isSet(o.promptTokens)) {
        const auto targets = parseList<int>(parser.value(o.promptTokens), [](const QString &t) { return parseCount(t, 1); });
        if (!targets) {
            error = Tr::tr("--prompt-tokens takes whole numbers ≥ 1, comma-separated");
            return false;
        }
        plan.promptTokens = *targets;
    }
    if (parser.isSet(o.seed)) {
        bool ok = false;
        plan.seed = parser.value(o.seed).toULongLong(&ok);
        if (!ok) {
            error = Tr::tr("--seed must be a whole number");
            return false;
        }
    }
    if (const std::string invalid = validatePlan(plan); !invalid.empty()) {
        error = Tr::tr("the plan cannot run: %1").arg(QString::fromStdString(invalid));
        return false;
    }
    return true;
}

// Repeats and guards: how often the plan runs, when a provider's cell stops, how fast it may send.
bool parseGuardOptions(const QCommandLineParser &parser, const RunOptions &o, RunSetup &setup, QString &error)
{
    RunPlan &plan = setup.description.plan;
    if (parser.isSet(o.repeat)) {
        const auto value = parseCount(parser.value(o.repeat), 1);
        if (!value || *value > 1000) {
            error = Tr::tr("--repeat must be a whole number from 1 to 1000");
            return false;
        }
        plan.repeats = *value;
    }
    if (parser.isSet(o.breaker)) {
        const auto value = parseCount(parser.value(o.breaker), 1);
        if (!value) {
            error = Tr::tr("--breaker must be a whole number ≥ 1");
            return false;
        }
        plan.breakerErrors = *value;
    }
    if (parser.isSet(o.maxErrorRate)) {
        const std::optional<double> value = parseShare(parser.value(o.maxErrorRate));
        if (!value) {
            error = Tr::tr("--max-error-rate must be a fraction from 0 to 1, or a percentage (10%)");
            return false;
        }
        plan.maxErrorRate = *value;
    }
    plan.honorRetryAfter = plan.honorRetryAfter || parser.isSet(o.honorRetryAfter);
    for (const auto &[option, field] : {std::pair{&o.maxRpm, &plan.maxRequestsPerMinute}, std::pair{&o.maxTpm, &plan.maxTokensPerMinute}}) {
        if (!parser.isSet(*option))
            continue;
        const auto value = parseNumber(parser.value(*option), 0);
        if (!value || *value <= 0) {
            error = Tr::tr("--%1 must be a positive number").arg(option->names().constFirst());
            return false;
        }
        *field = *value;
    }
    return true;
}

// Conversations (model/conversationplan.h): on the plan file's "conversations", or from nothing.
bool parseConversationOptions(const QCommandLineParser &parser, const RunOptions &o, RunSetup &setup, QString &error)
{
    RunPlan &plan = setup.description.plan;
    ConversationPlan &conversations = plan.conversations;
    if (parser.isSet(o.conversations)) {
        const auto value = parseCount(parser.value(o.conversations), 1);
        if (!value) {
            error = Tr::tr("--conversations must be a whole number ≥ 1");
            return false;
        }
        conversations.users = *value;
    }
    const QList<const QCommandLineOption *> details{&o.turns, &o.turnGap, &o.history, &o.think, &o.wordsPerMinute, &o.userRate, &o.conversationLanguage,
                                                    &o.affinityHeader, &o.toolEvery, &o.toolDelay, &o.toolCommand};
    if (!conversations.enabled()) {
        for (const QCommandLineOption *option : details) {
            if (parser.isSet(*option)) {
                error = Tr::tr("--%1 applies to conversations: give --conversations N").arg(option->names().constFirst());
                return false;
            }
        }
        return true;
    }
    if (parser.isSet(o.conversations)) {
        plan.mode = LoadMode::ClosedLoop;
        plan.concurrency = {conversations.users};
    }
    if (parser.isSet(o.turns)) {
        const auto value = parseCount(parser.value(o.turns), 1);
        if (!value) {
            error = Tr::tr("--turns must be a whole number ≥ 1");
            return false;
        }
        conversations.turns = *value;
    }
    if (parser.isSet(o.turnGap)) {
        const auto gaps = parseList<double>(parser.value(o.turnGap), [](const QString &t) { return parseNumber(t, 0); });
        if (!gaps) {
            error = Tr::tr("--turn-gap takes seconds ≥ 0, comma-separated");
            return false;
        }
        conversations.gapsS = *gaps;
    }
    if (parser.isSet(o.history)) {
        conversations.history.clear();
        for (const QString &name : parser.value(o.history).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            HistoryStrategy strategy;
            if (!historyStrategyFromName(name.trimmed().toStdString(), strategy)) {
                error = Tr::tr("--history takes full, last:N, budget:N or summary:N, comma-separated");
                return false;
            }
            conversations.history.push_back(strategy);
        }
    }
    if (parser.isSet(o.think) && !thinkTimeFromName(parser.value(o.think).toStdString(), conversations.think)) {
        error = Tr::tr("--think must be fixed, exponential or speaking");
        return false;
    }
    if (parser.isSet(o.wordsPerMinute)) {
        const auto value = parseNumber(parser.value(o.wordsPerMinute), 10);
        if (!value) {
            error = Tr::tr("--words-per-minute must be a number ≥ 10");
            return false;
        }
        conversations.wordsPerMinute = *value;
    }
    if (parser.isSet(o.userRate)) {
        const auto value = parseNumber(parser.value(o.userRate), 0);
        if (!value || *value <= 0) {
            error = Tr::tr("--user-rate must be a positive number");
            return false;
        }
        conversations.userRatePerS = *value;
    }
    if (parser.isSet(o.conversationLanguage))
        conversations.language = parser.value(o.conversationLanguage).toStdString();
    if (parser.isSet(o.affinityHeader))
        conversations.affinityHeader = parser.value(o.affinityHeader).toStdString();
    if (parser.isSet(o.toolEvery)) {
        const auto value = parseCount(parser.value(o.toolEvery), 1);
        if (!value) {
            error = Tr::tr("--tool-every must be a whole number ≥ 1");
            return false;
        }
        conversations.toolEvery = *value;
    }
    if ((parser.isSet(o.toolDelay) || parser.isSet(o.toolCommand)) && conversations.toolEvery <= 0) {
        error = Tr::tr("--tool-delay and --tool-command apply to tool-call turns: give --tool-every N");
        return false;
    }
    if (parser.isSet(o.toolDelay)) {
        const auto value = parseNumber(parser.value(o.toolDelay), 0);
        if (!value) {
            error = Tr::tr("--tool-delay must be a number of milliseconds ≥ 0");
            return false;
        }
        conversations.toolDelayMs = *value;
    }
    if (parser.isSet(o.toolCommand))
        conversations.toolCommand = parser.value(o.toolCommand).toStdString();
    return true;
}

// The embedded lab's knobs.
bool parseLabOptions(const QCommandLineParser &parser, const RunOptions &o, RunSetup &setup, QString &error)
{
    if (parser.isSet(o.labBatchLimit)) {
        const auto limit = parseCount(parser.value(o.labBatchLimit), 0);
        if (!limit) {
            error = Tr::tr("--lab-batch-limit must be a whole number ≥ 0");
            return false;
        }
        for (LabModel &model : setup.labConfig.models)
            model.maxBatch = *limit;
    }
    if (parser.isSet(o.labCacheTtl)) {
        const auto ttl = parseNumber(parser.value(o.labCacheTtl), 0);
        if (!ttl) {
            error = Tr::tr("--lab-cache-ttl must be a number of seconds ≥ 0");
            return false;
        }
        for (LabModel &model : setup.labConfig.models)
            model.prefixCacheTtlS = *ttl;
    }
    if (parser.isSet(o.labFault)) {
        const std::string faultName = parser.value(o.labFault).toStdString();
        const std::optional<LabFault> fault = labFaultFromName(faultName);
        if (!fault) {
            error = Tr::tr("--lab-fault must be one of %1")
                        .arg(QString::fromLatin1(labFaultNames().data(), qsizetype(labFaultNames().size())));
            return false;
        }
        setup.labConfig.fault = *fault;
    }
    return true;
}

// SLO limits, the note, where the files go, and the server-side sources joined after the run.
bool parseOutputOptions(const QCommandLineParser &parser, const RunOptions &o, RunSetup &setup, QString &error)
{
    RunDescription &run = setup.description;
    RunPlan &plan = run.plan;
    for (auto [option, target] : {std::pair{&o.sloTtft, &run.slo.ttftMs}, std::pair{&o.sloTpot, &run.slo.tpotMs},
                                  std::pair{&o.sloE2e, &run.slo.e2eMs}}) {
        if (!parser.isSet(*option))
            continue;
        *target = parseNumber(parser.value(*option), 0);
        if (!*target || **target <= 0) {
            error = Tr::tr("SLO limits must be positive numbers of milliseconds");
            return false;
        }
    }
    // An open loop is judged from the intended start: queueing in the client counts against it.
    run.slo.fromIntended = plan.mode == LoadMode::OpenLoop;

    run.environment.note = parser.value(o.note).toStdString();
    setup.outDir = parser.value(o.out);
    setup.quiet = parser.isSet(o.quiet);
    setup.serverLog = parser.value(o.serverLog);
    if (parser.isSet(o.serverLogMap) && setup.serverLog.isEmpty()) {
        error = Tr::tr("--server-log-map goes with --server-log");
        return false;
    }
    setup.serverLogMap = parser.value(o.serverLogMap);
    for (const QString &url : parser.values(o.metricsUrl)) {
        const QUrl parsed(url);
        if (url == QLatin1String("lab") && setup.useLab) {
            setup.metricsUrls << url;
            continue;
        }
        if (!parsed.isValid() || (parsed.scheme() != QLatin1String("http") && parsed.scheme() != QLatin1String("https"))) {
            error = Tr::tr("--metrics-url must be an http(s) URL, not %1").arg(url);
            return false;
        }
        setup.metricsUrls << url;
    }
    return true;
}

// One share of the plan (--shard), when to start (--start-at), and the clock the shards share.
bool parseShardOptions(const QCommandLineParser &parser, const RunOptions &o, RunSetup &setup, QString &error)
{
    RunDescription &run = setup.description;
    if (parser.isSet(o.location))
        run.environment.location = parser.value(o.location).simplified().toStdString();
    if (parser.isSet(o.startAt)) {
        const QString text = parser.value(o.startAt).trimmed();
        bool isNumber = false;
        const qint64 seconds = text.toLongLong(&isNumber);
        // A time without its zone would mean something else on every machine: refused.
        static const QRegularExpression zoned(QStringLiteral("(Z|[+-]\\d\\d:?\\d\\d)$"));
        const QDateTime parsed = QDateTime::fromString(text, Qt::ISODateWithMs);
        if (isNumber && seconds > 0)
            setup.startAtMs = seconds * 1000;
        else if (parsed.isValid() && zoned.match(text).hasMatch())
            setup.startAtMs = parsed.toMSecsSinceEpoch();
        else {
            error = Tr::tr("--start-at takes an ISO 8601 time with its zone (2026-12-04T10:00:00Z) or seconds since 1970, not '%1'").arg(text);
            return false;
        }
    }
    if (!parser.isSet(o.shard)) {
        if (parser.isSet(o.clockRef)) {
            error = Tr::tr("--clock-ref goes with --shard");
            return false;
        }
        return true;
    }
    const QString text = parser.value(o.shard).trimmed();
    const qsizetype slash = text.indexOf(QLatin1Char('/'));
    bool countOk = false;
    bool indexOk = false;
    const int count = (slash < 0 ? text : text.mid(slash + 1)).toInt(&countOk);
    int index = 0;
    if (slash >= 0) {
        index = text.left(slash).toInt(&indexOk);
    } else if (qEnvironmentVariableIsSet("JOB_COMPLETION_INDEX")) {
        index = qEnvironmentVariable("JOB_COMPLETION_INDEX").trimmed().toInt(&indexOk);
        if (!indexOk) {
            error = Tr::tr("JOB_COMPLETION_INDEX is not a whole number");
            return false;
        }
    } else {
        error = Tr::tr("--shard N takes this shard's index from JOB_COMPLETION_INDEX, which is not set: give --shard I/N");
        return false;
    }
    if (!countOk || !indexOk || count < 1 || count > 100000 || index < 0) {
        error = Tr::tr("--shard takes I/N (this shard's index from 0, and the number of shards) or N");
        return false;
    }
    if (index >= count) {
        error = Tr::tr("--shard: the index %1 must be below the number of shards %2").arg(index).arg(count);
        return false;
    }
    run.plan.shard = ShardSpec{index, count};
    if (const std::string invalid = validatePlan(run.plan); !invalid.empty()) {
        error = Tr::tr("the plan cannot run: %1").arg(QString::fromStdString(invalid));
        return false;
    }
    // N shards may write under one directory (a volume every pod mounts): each to its own.
    if (!setup.outDir.isEmpty())
        setup.outDir = QDir(setup.outDir).filePath(QStringLiteral("shard-%1").arg(index));
    const QString reference = parser.value(o.clockRef);
    if (reference == QLatin1String("none"))
        setup.clockReference.clear();
    else if (reference == QLatin1String("lab") || (reference.isEmpty() && !run.providers.empty() && run.providers.front().pointsAtLab()))
        setup.clockReference = QStringLiteral("lab");
    else if (!reference.isEmpty()) {
        const QUrl url(reference);
        if (!url.isValid() || (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https"))) {
            error = Tr::tr("--clock-ref must be an http(s) URL, 'lab' or 'none', not %1").arg(reference);
            return false;
        }
        setup.clockReference = reference;
    } else if (!run.providers.empty())
        setup.clockReference = QString::fromStdString(run.providers.front().baseUrl);
    return true;
}

} // namespace

bool parseRunArguments(const QStringList &arguments, RunSetup &setup, QString &error, QString &helpText)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Send streaming chat requests and measure time to first token."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    RunOptions o;
    parser.addOptions(o.all());
    if (!parser.parse(arguments)) {
        error = parser.errorText();
        return false;
    }
    if (parser.isSet(helpOption)) {
        helpText = parser.helpText().replace(QStringLiteral("[options]"), QStringLiteral("run [options]"));
        return true;
    }
    if (!parser.positionalArguments().isEmpty()) {
        error = Tr::tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst());
        return false;
    }

    // The sections in order; the keys are read after the providers are known, so that a missing
    // one stops the run before anything is sent (each source once; the notes name it with the key
    // masked, and the hosts it goes to).
    using Section = bool (*)(const QCommandLineParser &, const RunOptions &, RunSetup &, QString &);
    const auto readKeys = [](const QCommandLineParser &, const RunOptions &, RunSetup &setup, QString &error) {
        std::optional<RunKeys> keys = resolveRunKeys(setup.description.providers, setup.description.voice.tts, &error,
                                                  setup.description.voice.liveAsr ? &*setup.description.voice.liveAsr : nullptr);
        if (keys)
            setup.keys = std::move(*keys);
        return keys.has_value();
    };
    for (Section section : {Section(readPlanStart), Section(parseProviders), Section(applyConnectionOptions), Section(readKeys),
                            Section(parseWorkloadOptions), Section(parseGuardOptions), Section(parseConversationOptions), Section(parsePlanOptions), Section(parseLabOptions),
                            Section(parseOutputOptions), Section(parseShardOptions)}) {
        if (!section(parser, o, setup, error))
            return false;
    }
    return true;
}


// Where the keys come from (masked), and, even with --quiet, weakened TLS checks: a choice a
// reader of the output must see.
void printSetupNotes(const RunSetup &setup)
{
    if (!setup.quiet) {
        for (const QString &note : setup.keys.notes)
            printLine(stderr, note);
    }
    for (const ProviderProfile &profile : setup.description.providers) {
        const QString name = QString::fromStdString(profile.name);
        if (profile.insecureTls)
            printLine(stderr, Tr::tr("Warning: %1: TLS certificate verification is OFF; anyone on the path can read the key and the answers.").arg(name));
        else if (!profile.caCertificatePath.empty())
            printLine(stderr, Tr::tr("Warning: %1: also trusting the certificate(s) in %2 for this provider.")
                                  .arg(name, QString::fromStdString(profile.caCertificatePath)));
    }
}

} // namespace ttft
