#include "sessionmerge.h"

#include <QDateTime>
#include <QString>
#include <QTimeZone>

#include <algorithm>
#include <map>
#include <set>

namespace ttft {

const char *mergeLabelByName(MergeLabelBy by)
{
    switch (by) {
    case MergeLabelBy::Auto:
        return "auto";
    case MergeLabelBy::Run:
        return "run";
    case MergeLabelBy::Host:
        return "host";
    case MergeLabelBy::Note:
        return "note";
    case MergeLabelBy::Location:
        return "location";
    }
    return "auto";
}

bool mergeLabelByFromName(std::string_view name, MergeLabelBy &by)
{
    for (const MergeLabelBy candidate : {MergeLabelBy::Auto, MergeLabelBy::Run, MergeLabelBy::Host, MergeLabelBy::Note, MergeLabelBy::Location}) {
        if (name == mergeLabelByName(candidate)) {
            by = candidate;
            return true;
        }
    }
    return false;
}

namespace {

// Labels go into provider names shown in legends and table cells: a long note is cut.
constexpr int kMaxLabelChars = 24;

std::string shortened(const std::string &text)
{
    const QString simplified = QString::fromStdString(text).simplified();
    if (simplified.size() <= kMaxLabelChars)
        return simplified.toStdString();
    return QString(simplified.left(kMaxLabelChars - 1).trimmed() + QChar(0x2026)).toStdString();
}

bool allKnownAndDistinct(const std::vector<std::string> &values)
{
    std::set<std::string> seen;
    for (const std::string &value : values) {
        if (value.empty() || !seen.insert(value).second)
            return false;
    }
    return true;
}

// Each part's start, as short as still tells them apart: the time of day when all are on one day.
std::vector<std::string> runStartLabels(const std::vector<Session> &parts)
{
    std::vector<QDateTime> starts;
    for (const Session &part : parts)
        starts.push_back(part.run.environment.startedMs > 0
                             ? QDateTime::fromMSecsSinceEpoch(part.run.environment.startedMs, QTimeZone::utc())
                             : QDateTime());
    std::set<QString> days;
    for (const QDateTime &start : starts) {
        if (start.isValid())
            days.insert(start.toString(QStringLiteral("yyyy-MM-dd")));
    }
    std::vector<std::string> labels;
    for (const QString &format : {QStringLiteral("HH:mm"), QStringLiteral("HH:mm:ss"), QStringLiteral("MM-dd HH:mm"),
                                  QStringLiteral("yyyy-MM-dd HH:mm:ss")}) {
        if (days.size() > 1 && format.startsWith(QLatin1String("HH")))
            continue;
        labels.clear();
        for (const QDateTime &start : starts)
            labels.push_back(start.isValid() ? start.toString(format).toStdString() : std::string());
        if (allKnownAndDistinct(labels))
            break;
    }
    return labels;
}

std::vector<std::string> fieldLabels(const std::vector<Session> &parts, MergeLabelBy by)
{
    std::vector<std::string> labels;
    switch (by) {
    case MergeLabelBy::Host:
        for (const Session &part : parts)
            labels.push_back(shortened(part.run.environment.host));
        break;
    case MergeLabelBy::Note:
        for (const Session &part : parts)
            labels.push_back(shortened(part.run.environment.note));
        break;
    case MergeLabelBy::Location:
        for (const Session &part : parts)
            labels.push_back(shortened(part.run.environment.location));
        break;
    case MergeLabelBy::Run:
        labels = runStartLabels(parts);
        break;
    case MergeLabelBy::Auto:
        break;
    }
    return labels;
}

// Fills unknown labels with "run N" and tells equal ones apart with " 2", " 3", ...
void makeDistinct(std::vector<std::string> &labels)
{
    for (std::size_t i = 0; i < labels.size(); ++i) {
        if (labels[i].empty())
            labels[i] = "run " + std::to_string(i + 1);
    }
    std::map<std::string, int> seen;
    for (std::string &label : labels) {
        const int n = ++seen[label];
        if (n > 1) {
            std::string candidate;
            for (int k = n;; ++k) {
                candidate = label + " " + std::to_string(k);
                if (std::find(labels.begin(), labels.end(), candidate) == labels.end())
                    break;
            }
            label = candidate;
        }
    }
}

} // namespace

void takeProvenance(Session &merged, const Session &part)
{
    if (part.sources.empty())
        merged.sources.push_back(part.run.environment);
    else
        merged.sources.insert(merged.sources.end(), part.sources.begin(), part.sources.end());
    merged.recovered = merged.recovered || part.recovered;
}

std::vector<std::string> mergeLabels(const std::vector<Session> &parts, MergeLabelBy by)
{
    std::vector<std::string> labels;
    if (by == MergeLabelBy::Auto) {
        // Where each ran, when every part says so (runs from several regions).
        std::vector<std::string> locations = fieldLabels(parts, MergeLabelBy::Location);
        if (allKnownAndDistinct(locations)) {
            makeDistinct(locations);
            return locations;
        }
        std::vector<std::string> hosts = fieldLabels(parts, MergeLabelBy::Host);
        if (allKnownAndDistinct(hosts)) {
            makeDistinct(hosts);
            return hosts;
        }
        // Each part's note where it is short (the user's own words: "office Wi-Fi"), else its start
        // time: an imported run's long note would otherwise show as "imported from vLLM benc…".
        const std::vector<std::string> starts = runStartLabels(parts);
        std::vector<std::string> mixed;
        for (std::size_t i = 0; i < parts.size(); ++i) {
            const QString note = QString::fromStdString(parts[i].run.environment.note).simplified();
            mixed.push_back(!note.isEmpty() && note.size() <= kMaxLabelChars ? note.toStdString() : starts[i]);
        }
        if (allKnownAndDistinct(mixed)) {
            makeDistinct(mixed);
            return mixed;
        }
        for (const MergeLabelBy candidate : {MergeLabelBy::Note, MergeLabelBy::Run}) {
            std::vector<std::string> tried = fieldLabels(parts, candidate);
            if (allKnownAndDistinct(tried)) {
                labels = std::move(tried);
                break;
            }
        }
        if (labels.empty())
            labels.resize(parts.size());
    } else {
        labels = fieldLabels(parts, by);
    }
    makeDistinct(labels);
    return labels;
}

Session mergeSessions(const std::vector<Session> &parts, MergeLabelBy by, const std::vector<std::string> &labels)
{
    Session merged;
    if (parts.empty())
        return merged;
    const std::vector<std::string> names = labels.size() == parts.size() ? labels : mergeLabels(parts, by);
    const auto renamed = [](const std::string &provider, const std::string &label) { return provider + " · " + label; };

    merged.run = parts.front().run;
    merged.run.providers.clear();
    std::size_t total = 0;
    for (const Session &part : parts)
        total += part.records.size();
    merged.records.reserve(total);
    for (std::size_t p = 0; p < parts.size(); ++p) {
        const Session &part = parts[p];
        for (ProviderProfile profile : part.run.providers) {
            profile.name = renamed(profile.name, names[p]);
            merged.run.providers.push_back(std::move(profile));
        }
        for (const RequestRecord &source : part.records) {
            RequestRecord record = source;
            record.index = std::int64_t(merged.records.size());
            record.provider = renamed(record.provider, names[p]);
            // A provider that sent requests but is missing from the part's description (an older
            // file) still gets a profile, so the views list it.
            if (std::none_of(merged.run.providers.begin(), merged.run.providers.end(),
                             [&](const ProviderProfile &known) { return known.name == record.provider; })) {
                ProviderProfile profile;
                profile.name = record.provider;
                profile.model = record.model;
                merged.run.providers.push_back(std::move(profile));
            }
            merged.records.push_back(std::move(record));
        }
        takeProvenance(merged, part);
    }
    // The merged run spans all parts.
    RunEnvironment &environment = merged.run.environment;
    for (const Session &part : parts) {
        const RunEnvironment &source = part.run.environment;
        if (source.startedMs > 0 && (environment.startedMs == 0 || source.startedMs < environment.startedMs))
            environment.startedMs = source.startedMs;
        environment.endedMs = std::max(environment.endedMs, source.endedMs);
    }
    merged.clientHealth = nullptr;
    return merged;
}

} // namespace ttft
