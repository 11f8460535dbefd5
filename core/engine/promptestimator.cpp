#include "promptestimator.h"

#include <nlohmann/json.hpp>

namespace ttft {

namespace {

enum class CharClass { AsciiLetter, OtherLetter, Digit, Space, Newline, Punct, Cjk, CjkPunct, Other };

// Decodes one code point at `at` and advances past it. Invalid bytes decode as themselves, one by
// one, which only matters for the estimate (a stray byte counts as one other character).
char32_t nextCodePoint(std::string_view text, std::size_t &at)
{
    const auto lead = static_cast<unsigned char>(text[at]);
    int length = 1;
    char32_t codePoint = lead;
    if (lead >= 0xF0 && lead < 0xF8) {
        length = 4;
        codePoint = lead & 0x07;
    } else if (lead >= 0xE0) {
        length = lead < 0xF0 ? 3 : 1;
        codePoint = lead < 0xF0 ? (lead & 0x0F) : lead;
    } else if (lead >= 0xC0) {
        length = 2;
        codePoint = lead & 0x1F;
    }
    if (length > 1) {
        if (at + std::size_t(length) > text.size()) {
            ++at;
            return lead;
        }
        for (int i = 1; i < length; ++i) {
            const auto next = static_cast<unsigned char>(text[at + std::size_t(i)]);
            if ((next & 0xC0) != 0x80) {
                ++at;
                return lead;
            }
            codePoint = (codePoint << 6) | (next & 0x3F);
        }
    }
    at += std::size_t(length);
    return codePoint;
}

CharClass classify(char32_t c)
{
    if (c < 0x80) {
        if ((c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z'))
            return CharClass::AsciiLetter;
        if (c >= U'0' && c <= U'9')
            return CharClass::Digit;
        if (c == U'\n' || c == U'\r')
            return CharClass::Newline;
        if (c == U' ' || c == U'\t')
            return CharClass::Space;
        if (c < 0x20 || c == 0x7F)
            return CharClass::Other;
        return CharClass::Punct;
    }
    if ((c >= 0x00C0 && c <= 0x024F && c != 0x00D7 && c != 0x00F7) // Latin-1 letters, Latin Extended
        || (c >= 0x0370 && c <= 0x052F))                            // Greek, Cyrillic
        return CharClass::OtherLetter;
    if ((c >= 0x3000 && c <= 0x303F) || (c >= 0xFF00 && c <= 0xFFEF))
        return CharClass::CjkPunct;
    if ((c >= 0x2E80 && c <= 0x9FFF) || (c >= 0xAC00 && c <= 0xD7AF) || (c >= 0xF900 && c <= 0xFAFF)
        || (c >= 0x20000 && c <= 0x3FFFF))
        return CharClass::Cjk;
    if (c == 0x00A0 || c == 0x2009 || c == 0x202F)
        return CharClass::Space;
    if (c >= 0x2010 && c <= 0x206F) // dashes, quotes, ellipsis
        return CharClass::Punct;
    return CharClass::Other;
}

double contentTokens(const nlohmann::json &content)
{
    if (content.is_string())
        return PromptEstimator::textTokens(content.get_ref<const std::string &>());
    double tokens = 0;
    if (content.is_array()) {
        for (const auto &part : content) {
            if (!part.is_object())
                continue;
            const auto text = part.find("text");
            if (text != part.end() && text->is_string())
                tokens += PromptEstimator::textTokens(text->get_ref<const std::string &>());
        }
    }
    return tokens;
}

double stringTokens(const nlohmann::json &object, const char *key)
{
    const auto value = object.find(key);
    return value != object.end() && value->is_string()
        ? PromptEstimator::textTokens(value->get_ref<const std::string &>())
        : 0.0;
}

} // namespace

double PromptEstimator::textTokens(std::string_view utf8)
{
    double tokens = 0;
    std::size_t at = 0;
    while (at < utf8.size()) {
        const auto byte = static_cast<unsigned char>(utf8[at]);
        // ASCII words, the bulk of English text, without decoding.
        if ((byte | 0x20) >= 'a' && (byte | 0x20) <= 'z') {
            int weight = 0;
            while (at < utf8.size()) {
                const auto c = static_cast<unsigned char>(utf8[at]);
                if ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') {
                    ++weight;
                    ++at;
                    continue;
                }
                if (c < 0x80)
                    break;
                std::size_t peek = at;
                if (classify(nextCodePoint(utf8, peek)) != CharClass::OtherLetter)
                    break;
                weight += 3;
                at = peek;
            }
            tokens += (weight + 7) / 8;
            continue;
        }
        std::size_t next = at;
        const char32_t codePoint = nextCodePoint(utf8, next);
        const CharClass kind = classify(codePoint);
        switch (kind) {
        case CharClass::AsciiLetter: // handled above
        case CharClass::OtherLetter: {
            int weight = 0;
            while (at < utf8.size()) {
                std::size_t peek = at;
                const CharClass letter = classify(nextCodePoint(utf8, peek));
                if (letter == CharClass::AsciiLetter)
                    weight += 1;
                else if (letter == CharClass::OtherLetter)
                    weight += 3;
                else
                    break;
                at = peek;
            }
            tokens += (weight + 7) / 8;
            continue;
        }
        case CharClass::Digit:
        case CharClass::Punct: {
            int length = 0;
            while (at < utf8.size()) {
                std::size_t peek = at;
                if (classify(nextCodePoint(utf8, peek)) != kind)
                    break;
                ++length;
                at = peek;
            }
            tokens += kind == CharClass::Digit ? (length + 2) / 3 : (length + 1) / 2;
            continue;
        }
        case CharClass::Space:
        case CharClass::Newline: {
            int spaces = 0;
            bool newline = false;
            while (at < utf8.size()) {
                std::size_t peek = at;
                const CharClass blank = classify(nextCodePoint(utf8, peek));
                if (blank == CharClass::Newline)
                    newline = true;
                else if (blank != CharClass::Space)
                    break;
                ++spaces;
                at = peek;
            }
            // A single space joins the word after it; a line break or an indent is a token.
            if (newline || spaces > 1)
                tokens += 1;
            continue;
        }
        case CharClass::Cjk:
            tokens += kCjkTokensPerChar;
            break;
        case CharClass::CjkPunct:
        case CharClass::Other:
            tokens += 1;
            break;
        }
        at = next;
    }
    return tokens;
}

double PromptEstimator::messageTokens(const nlohmann::json &message)
{
    double tokens = kTokensPerMessage;
    if (!message.is_object())
        return tokens;
    if (const auto content = message.find("content"); content != message.end())
        tokens += contentTokens(*content);
    tokens += stringTokens(message, "name");
    tokens += stringTokens(message, "tool_call_id");
    if (const auto calls = message.find("tool_calls"); calls != message.end() && calls->is_array()) {
        for (const auto &call : *calls) {
            const auto function = call.is_object() ? call.find("function") : call.end();
            if (function == call.end() || !function->is_object())
                continue;
            tokens += stringTokens(*function, "name") + stringTokens(*function, "arguments");
        }
    }
    return tokens;
}

double PromptEstimator::toolTokens(const nlohmann::json &extraBody)
{
    if (!extraBody.is_object())
        return 0;
    double tokens = 0;
    for (const char *key : {"tools", "functions"}) {
        const auto tools = extraBody.find(key);
        if (tools != extraBody.end() && tools->is_array() && !tools->empty())
            tokens += textTokens(tools->dump());
    }
    return tokens;
}

double PromptEstimator::chatTokens(const nlohmann::json &messages, const nlohmann::json &extraBody)
{
    double tokens = kReplyPriming + toolTokens(extraBody);
    if (messages.is_array()) {
        for (const auto &message : messages)
            tokens += messageTokens(message);
    }
    return tokens;
}

} // namespace ttft
