#include "prometheustext.h"

#include <cmath>
#include <cstdlib>
#include <limits>

namespace ttft {

namespace {

bool isNameChar(char c, bool first)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == ':' || (!first && c >= '0' && c <= '9');
}

void skipSpaces(std::string_view line, std::size_t &at)
{
    while (at < line.size() && (line[at] == ' ' || line[at] == '\t'))
        ++at;
}

// `{a="x",b="y\"z"}` from `at` (on the brace); false when malformed.
bool parseLabels(std::string_view line, std::size_t &at, std::map<std::string, std::string> &labels)
{
    ++at; // '{'
    while (true) {
        skipSpaces(line, at);
        if (at < line.size() && line[at] == '}') {
            ++at;
            return true;
        }
        const std::size_t nameStart = at;
        while (at < line.size() && isNameChar(line[at], at == nameStart))
            ++at;
        if (at == nameStart)
            return false;
        std::string name(line.substr(nameStart, at - nameStart));
        skipSpaces(line, at);
        if (at >= line.size() || line[at] != '=')
            return false;
        ++at;
        skipSpaces(line, at);
        if (at >= line.size() || line[at] != '"')
            return false;
        ++at;
        std::string value;
        while (at < line.size() && line[at] != '"') {
            if (line[at] == '\\' && at + 1 < line.size()) {
                ++at;
                value += line[at] == 'n' ? '\n' : line[at];
            } else {
                value += line[at];
            }
            ++at;
        }
        if (at >= line.size())
            return false;
        ++at; // closing quote
        labels.emplace(std::move(name), std::move(value));
        skipSpaces(line, at);
        if (at < line.size() && line[at] == ',')
            ++at;
    }
}

bool parseValue(std::string_view text, double &value)
{
    if (text == "+Inf" || text == "Inf") {
        value = std::numeric_limits<double>::infinity();
        return true;
    }
    if (text == "-Inf") {
        value = -std::numeric_limits<double>::infinity();
        return true;
    }
    if (text == "NaN") {
        value = std::numeric_limits<double>::quiet_NaN();
        return true;
    }
    const std::string copy(text);
    char *end = nullptr;
    value = std::strtod(copy.c_str(), &end);
    return !copy.empty() && end == copy.c_str() + copy.size();
}

} // namespace

std::vector<PromSample> parsePrometheusText(std::string_view text, int *badLines)
{
    std::vector<PromSample> samples;
    int bad = 0;
    while (!text.empty()) {
        const std::size_t newline = text.find('\n');
        std::string_view line = text.substr(0, newline);
        text.remove_prefix(newline == std::string_view::npos ? text.size() : newline + 1);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        std::size_t at = 0;
        skipSpaces(line, at);
        if (at == line.size() || line[at] == '#')
            continue;
        PromSample sample;
        const std::size_t nameStart = at;
        while (at < line.size() && isNameChar(line[at], at == nameStart))
            ++at;
        sample.name = std::string(line.substr(nameStart, at - nameStart));
        bool ok = !sample.name.empty();
        if (ok && at < line.size() && line[at] == '{')
            ok = parseLabels(line, at, sample.labels);
        skipSpaces(line, at);
        const std::size_t valueStart = at;
        while (at < line.size() && line[at] != ' ' && line[at] != '\t')
            ++at;
        ok = ok && at > valueStart && parseValue(line.substr(valueStart, at - valueStart), sample.value);
        if (!ok) {
            ++bad;
            continue;
        }
        samples.push_back(std::move(sample));
    }
    if (badLines)
        *badLines = bad;
    return samples;
}

} // namespace ttft
