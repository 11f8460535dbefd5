#include "labtoolcall.h"

#include "labrandom.h"
#include "labtextgenerator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>

#include <algorithm>

namespace ttft {

namespace {

constexpr int kMaxArguments = 8;

QLatin1String key(const char *name)
{
    return QLatin1String(name);
}

// A few words of the lab's text, letters and spaces only (no JSON escaping needed).
QString words(LabTextGenerator &text, int count)
{
    QString value;
    for (int i = 0; i < count; ++i) {
        const QByteArray token = text.nextToken();
        for (const char c : token) {
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c == ' ' && !value.isEmpty()))
                value.append(QLatin1Char(c));
        }
    }
    return value.trimmed();
}

QJsonValue valueOfType(const QJsonObject &schema, LabTextGenerator &text, LabRandom &random)
{
    const QString type = schema.value(key("type")).toString();
    const QJsonArray choices = schema.value(key("enum")).toArray();
    if (!choices.isEmpty())
        return choices.at(random.below(int(choices.size())));
    if (type == QLatin1String("integer"))
        return random.below(100) + 1;
    if (type == QLatin1String("number"))
        return double(random.below(1000)) / 10.0;
    if (type == QLatin1String("boolean"))
        return random.chance(0.5);
    return words(text, 1 + random.below(3));
}

// Splits UTF-8 text into pieces of about `size` bytes, never inside a character.
std::vector<QByteArray> piecesOf(const QByteArray &text, int size)
{
    std::vector<QByteArray> pieces;
    qsizetype at = 0;
    while (at < text.size()) {
        qsizetype end = std::min(at + size, text.size());
        while (end < text.size() && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
            ++end;
        pieces.push_back(text.mid(at, end - at));
        at = end;
    }
    return pieces;
}

struct OfferedTool {
    QString name;
    QJsonObject schema; // its parameters' JSON schema
};

// The functions a request offers, in order, each with its schema where the dialect keeps it.
std::vector<OfferedTool> offeredTools(const QJsonArray &tools, LabDialect dialect)
{
    std::vector<OfferedTool> offered;
    for (const QJsonValue &tool : tools) {
        const QJsonObject object = tool.toObject();
        switch (dialect) {
        case LabDialect::OpenAiChat: {
            const QJsonObject function = object.value(key("function")).toObject();
            offered.push_back({function.value(key("name")).toString(), function.value(key("parameters")).toObject()});
            break;
        }
        case LabDialect::OpenAiResponses:
            offered.push_back({object.value(key("name")).toString(), object.value(key("parameters")).toObject()});
            break;
        case LabDialect::Anthropic:
            offered.push_back({object.value(key("name")).toString(), object.value(key("input_schema")).toObject()});
            break;
        case LabDialect::Gemini:
            for (const QJsonValue &declaration : object.value(key("functionDeclarations")).toArray()) {
                const QJsonObject function = declaration.toObject();
                offered.push_back({function.value(key("name")).toString(), function.value(key("parameters")).toObject()});
            }
            break;
        default:
            break;
        }
    }
    return offered;
}

// What the request's tool choice forces: {name, named}; an empty name forces any tool; nullopt
// forces none.
std::optional<std::pair<QString, bool>> forcedChoice(LabDialect dialect, const QJsonObject &body)
{
    const QJsonValue choice = body.value(key("tool_choice"));
    switch (dialect) {
    case LabDialect::OpenAiChat:
        if (choice.toString() == QLatin1String("required"))
            return std::pair{QString(), false};
        if (choice.toObject().value(key("type")).toString() == QLatin1String("function"))
            return std::pair{choice.toObject().value(key("function")).toObject().value(key("name")).toString(), true};
        return std::nullopt;
    case LabDialect::OpenAiResponses:
        if (choice.toString() == QLatin1String("required"))
            return std::pair{QString(), false};
        if (choice.toObject().value(key("type")).toString() == QLatin1String("function"))
            return std::pair{choice.toObject().value(key("name")).toString(), true};
        return std::nullopt;
    case LabDialect::Anthropic: {
        const QString type = choice.toObject().value(key("type")).toString();
        if (type == QLatin1String("any"))
            return std::pair{QString(), false};
        if (type == QLatin1String("tool"))
            return std::pair{choice.toObject().value(key("name")).toString(), true};
        return std::nullopt;
    }
    case LabDialect::Gemini: {
        const QJsonObject config
            = body.value(key("toolConfig")).toObject().value(key("functionCallingConfig")).toObject();
        if (config.value(key("mode")).toString() != QLatin1String("ANY"))
            return std::nullopt;
        const QJsonArray allowed = config.value(key("allowedFunctionNames")).toArray();
        if (allowed.size() == 1)
            return std::pair{allowed.first().toString(), true};
        return std::pair{allowed.isEmpty() ? QString() : allowed.first().toString(), false};
    }
    default:
        return std::nullopt;
    }
}

} // namespace

LabToolCall makeLabToolCall(const LabToolAsk &ask, std::uint64_t seed)
{
    LabRandom random(seed);
    LabTextGenerator text(seed ^ 0x5bd1e995ull);
    const QJsonObject properties = ask.parameters.value(key("properties")).toObject();
    QStringList names;
    for (const QJsonValue &name : ask.parameters.value(key("required")).toArray()) {
        if (name.isString() && properties.contains(name.toString()))
            names.append(name.toString());
    }
    if (names.isEmpty())
        names = properties.keys();
    QJsonObject arguments;
    for (const QString &name : names.mid(0, kMaxArguments))
        arguments.insert(name, valueOfType(properties.value(name).toObject(), text, random));

    LabToolCall call;
    call.name = ask.name.toUtf8();
    call.named = ask.named;
    call.callId = QByteArray::number(random.next() & 0xffffffffffffull, 16).rightJustified(12, '0');
    // Property names come from the client: escaped as JSON escapes them, they stay in the pieces
    // (which the formats escape again, as the value of a JSON string).
    call.arguments = QJsonDocument(arguments).toJson(QJsonDocument::Compact);
    call.pieces = piecesOf(call.arguments, LabToolCall::kArgumentPieceBytes);
    return call;
}

std::optional<LabToolAsk> readForcedTool(LabDialect dialect, const QJsonObject &body)
{
    const QJsonArray tools = body.value(key("tools")).toArray();
    if (tools.isEmpty())
        return std::nullopt;
    const std::optional<std::pair<QString, bool>> choice = forcedChoice(dialect, body);
    if (!choice)
        return std::nullopt;
    const std::vector<OfferedTool> offered = offeredTools(tools, dialect);
    // "Any tool": the first offered; a named one must be offered (a real API refuses such a
    // request; the lab answers in text).
    const auto called = std::find_if(offered.begin(), offered.end(), [&](const OfferedTool &tool) {
        return choice->first.isEmpty() || tool.name == choice->first;
    });
    if (called == offered.end() || called->name.isEmpty())
        return std::nullopt;
    LabToolAsk ask;
    ask.name = called->name;
    ask.named = choice->second;
    ask.parameters = called->schema;
    return ask;
}

QString labToolsPromptText(LabDialect dialect, const QJsonObject &body)
{
    if (dialect != LabDialect::OpenAiChat && dialect != LabDialect::OpenAiResponses && dialect != LabDialect::Anthropic
        && dialect != LabDialect::Gemini)
        return {};
    const QJsonArray tools = body.value(key("tools")).toArray();
    if (tools.isEmpty())
        return {};
    return QString::fromUtf8(QJsonDocument(tools).toJson(QJsonDocument::Compact));
}

} // namespace ttft
