#include "utterance.h"

#include <QProcess>
#include <QStringList>

#include <algorithm>
#include <cstring>

namespace ttft {

namespace {

constexpr int kToolTimeoutMs = 60'000;
constexpr std::size_t kMaxWavBytes = std::size_t(512) << 20; // ten hours of 16 kHz speech

void appendLe(std::string &out, std::uint32_t value, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        out += char((value >> (8 * i)) & 0xFF);
}

std::uint32_t le(const std::string &bytes, std::size_t at, int count)
{
    std::uint32_t value = 0;
    for (int i = count - 1; i >= 0; --i)
        value = value << 8 | static_cast<unsigned char>(bytes[at + std::size_t(i)]);
    return value;
}

// Runs `program` with `arguments`, `input` on its standard input; its standard output, or nullopt.
std::optional<std::string> runTool(const QString &program, const QStringList &arguments, const std::string &input,
                                   std::string *error)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForStarted(kToolTimeoutMs)) {
        if (error)
            *error = program.toStdString() + " did not start (is it installed? Debian: apt install espeak-ng sox)";
        return std::nullopt;
    }
    if (!input.empty())
        process.write(input.data(), qint64(input.size()));
    process.closeWriteChannel();
    if (!process.waitForFinished(kToolTimeoutMs) || process.exitStatus() != QProcess::NormalExit
        || process.exitCode() != 0) {
        if (process.state() != QProcess::NotRunning)
            process.kill();
        if (error)
            *error = program.toStdString() + " failed: " + process.readAllStandardError().left(300).trimmed().toStdString();
        return std::nullopt;
    }
    const QByteArray out = process.readAllStandardOutput();
    return std::string(out.constData(), std::size_t(out.size()));
}

QStringList soxTo(int sampleRate)
{
    return {QStringLiteral("-r"), QString::number(sampleRate), QStringLiteral("-c"), QStringLiteral("1"),
            QStringLiteral("-b"), QStringLiteral("16"), QStringLiteral("-e"), QStringLiteral("signed-integer"),
            QStringLiteral("-t"), QStringLiteral("wav"), QStringLiteral("-")};
}

std::optional<Utterance> fromWav(const std::string &wav, std::string text, std::string language, std::string *error)
{
    Utterance utterance;
    auto samples = pcm16MonoSamples(wav, utterance.sampleRate);
    if (!samples || samples->empty()) {
        if (error)
            *error = "sox gave no 16-bit mono samples";
        return std::nullopt;
    }
    utterance.samples = std::move(*samples);
    utterance.text = std::move(text);
    utterance.language = std::move(language);
    return utterance;
}

} // namespace

std::string Utterance::wav() const
{
    const auto dataBytes = std::uint32_t(samples.size() * 2);
    std::string out = "RIFF";
    appendLe(out, 36 + dataBytes, 4);
    out += "WAVEfmt ";
    appendLe(out, 16, 4);
    appendLe(out, 1, 2);
    appendLe(out, 1, 2);
    appendLe(out, std::uint32_t(sampleRate), 4);
    appendLe(out, std::uint32_t(sampleRate) * 2, 4);
    appendLe(out, 2, 2);
    appendLe(out, 16, 2);
    out += "data";
    appendLe(out, dataBytes, 4);
    out.resize(out.size() + std::size_t(dataBytes));
    std::memcpy(out.data() + 44, samples.data(), dataBytes); // little-endian host (x86-64, arm64)
    return out;
}

const std::vector<std::pair<std::string, std::string>> &builtInUtterances()
{
    static const std::vector<std::pair<std::string, std::string>> utterances = {
        {"en", "Hi, I'd like to move my appointment from Thursday to Friday afternoon, if that's possible."},
        {"en", "My internet has been dropping out every evening since Monday, can you send a technician?"},
        {"en", "What time does the pharmacy on Main Street close today?"},
        {"zh", "你好，我想把周四的预约改到周五下午，可以吗？"},
        {"zh", "我家的网络从周一开始每天晚上都会断，能派人来修一下吗？"},
    };
    return utterances;
}

std::optional<Utterance> synthesiseUtterance(const std::string &text, const std::string &language, int sampleRate,
                                             std::string *error)
{
    const QString voice = language == "zh" ? QStringLiteral("cmn") : QStringLiteral("en-us");
    const std::optional<std::string> spoken
        = runTool(QStringLiteral("espeak-ng"), {QStringLiteral("-v"), voice, QStringLiteral("--stdout"), QString::fromStdString(text)},
                  {}, error);
    if (!spoken)
        return std::nullopt;
    QStringList arguments{QStringLiteral("-t"), QStringLiteral("wav"), QStringLiteral("-")};
    arguments += soxTo(sampleRate);
    const std::optional<std::string> converted = runTool(QStringLiteral("sox"), arguments, *spoken, error);
    if (!converted)
        return std::nullopt;
    return fromWav(*converted, text, language, error);
}

std::optional<Utterance> readUtterance(const QString &path, const std::string &text, int sampleRate, std::string *error)
{
    QStringList arguments{path};
    arguments += soxTo(sampleRate);
    const std::optional<std::string> converted = runTool(QStringLiteral("sox"), arguments, {}, error);
    if (!converted)
        return std::nullopt;
    return fromWav(*converted, text, {}, error);
}

std::optional<std::vector<Utterance>> loadUtterances(const std::vector<std::string> &recordings,
                                                     const std::vector<std::string> &texts, const std::string &language,
                                                     int sampleRate, std::string *error)
{
    std::vector<Utterance> utterances;
    std::string problem;
    if (!recordings.empty()) {
        for (std::size_t i = 0; i < recordings.size(); ++i) {
            std::optional<Utterance> utterance = readUtterance(QString::fromStdString(recordings[i]),
                                                               i < texts.size() ? texts[i] : std::string(), sampleRate, &problem);
            if (!utterance) {
                if (error)
                    *error = "cannot read " + recordings[i] + ": " + problem;
                return std::nullopt;
            }
            utterance->language = language;
            utterances.push_back(std::move(*utterance));
        }
        return utterances;
    }
    for (const auto &[lang, words] : builtInUtterances()) {
        if (!language.empty() && language != lang)
            continue;
        std::optional<Utterance> utterance = synthesiseUtterance(words, lang, sampleRate, &problem);
        if (!utterance) {
            if (error)
                *error = problem;
            return std::nullopt;
        }
        utterances.push_back(std::move(*utterance));
    }
    if (utterances.empty() && error)
        *error = "no built-in utterance in \"" + language + "\" (en or zh)";
    return utterances.empty() ? std::nullopt : std::optional<std::vector<Utterance>>(std::move(utterances));
}

std::optional<std::vector<std::int16_t>> pcm16MonoSamples(const std::string &wav, int &sampleRate)
{
    if (wav.size() < 12 || wav.size() > kMaxWavBytes || wav.compare(0, 4, "RIFF") != 0 || wav.compare(8, 4, "WAVE") != 0)
        return std::nullopt;
    bool fmtOk = false;
    for (std::size_t at = 12; at + 8 <= wav.size();) {
        const std::string id = wav.substr(at, 4);
        std::uint64_t size = le(wav, at + 4, 4);
        const std::size_t body = at + 8;
        if (id == "fmt ") {
            if (size < 16 || body + 16 > wav.size())
                return std::nullopt;
            const std::uint32_t tag = le(wav, body, 2);
            fmtOk = (tag == 1 || tag == 0xFFFE) && le(wav, body + 2, 2) == 1 && le(wav, body + 14, 2) == 16;
            sampleRate = int(le(wav, body + 4, 4));
        } else if (id == "data") {
            if (!fmtOk || sampleRate <= 0)
                return std::nullopt;
            // A streamed WAV (sox writing to a pipe) leaves the size at its maximum: to the end.
            size = std::min<std::uint64_t>(size, wav.size() - body);
            std::vector<std::int16_t> samples(std::size_t(size / 2));
            std::memcpy(samples.data(), wav.data() + body, samples.size() * 2);
            return samples;
        }
        at = body + std::size_t(std::min<std::uint64_t>(size + (size & 1), wav.size()));
    }
    return std::nullopt;
}

} // namespace ttft
