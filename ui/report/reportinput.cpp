#include "reportinput.h"

#include "charts/providercolors.h"
#include "store/session.h"

#include <set>

namespace ttft {

ReportInput reportInputFromSession(const Session &session, const QString &sourceFile)
{
    ReportInput input;
    input.analysis.records = std::make_shared<const std::vector<RequestRecord>>(session.records);
    input.analysis.run = session.run;
    // Colours in the order the window gives them: the plan's providers, then any the records add
    // (a merged session labels providers by run).
    int index = 0;
    for (const ProviderProfile &profile : session.run.providers) {
        const QString name = QString::fromStdString(profile.name);
        if (!input.analysis.colors.contains(name))
            input.analysis.colors.insert(name, paletteColor(index++));
    }
    for (const RequestRecord &record : session.records) {
        const QString name = QString::fromStdString(record.provider);
        if (!input.analysis.colors.contains(name))
            input.analysis.colors.insert(name, paletteColor(index++));
    }
    input.clientHealth = session.clientHealth;
    input.sources = session.sources;
    input.sourceFile = sourceFile;
    return input;
}

std::vector<Scenario> scenariosWithLimits(const nlohmann::json &limits)
{
    std::vector<Scenario> scenarios = scenarioPresets();
    if (!limits.is_object())
        return scenarios;
    for (Scenario &scenario : scenarios) {
        const auto at = limits.find(scenarioKindName(scenario.kind));
        if (at == limits.end())
            continue;
        Scenario edited = scenarioFromJson(*at);
        if (edited.kind == scenario.kind)
            scenario = std::move(edited);
    }
    return scenarios;
}

} // namespace ttft
