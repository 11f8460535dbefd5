#include "modellist.h"

#include "base/i18n.h"
#include "clisupport.h"
#include "engine/modellistfetcher.h"
#include "lab/labserver.h"
#include "runsetup.h"

#include <QEventLoop>

namespace ttft {

bool listProviderModels(const ProviderProfile &profile, const std::string &apiKey, QStringList &models, QString &error)
{
    // The window's fetcher, waited for: the CLI has nothing else to do meanwhile.
    ModelListFetcher fetcher;
    QEventLoop loop;
    QObject::connect(&fetcher, &ModelListFetcher::finished, &loop, [&](const QStringList &found, const QString &problem) {
        models = found;
        error = problem;
        loop.quit();
    });
    fetcher.fetch(profile, apiKey);
    loop.exec();
    return error.isEmpty();
}


// Prints each provider's models (--list-models) and stops; the lab is started if one points at it.
int printProviderModels(const RunSetup &setup)
{
    std::unique_ptr<LabServer> lab;
    QString error;
    int status = 0;
    for (std::size_t i = 0; i < setup.description.providers.size(); ++i) {
        ProviderProfile profile = setup.description.providers[i];
        if (profile.pointsAtLab()) {
            if (!lab) {
                lab = std::make_unique<LabServer>(setup.labConfig);
                if (!lab->start(&error))
                {
                    printLine(stderr, Tr::tr("ttft-bench run: %1").arg(error));
                    return 2;
                }
            }
            profile.baseUrl = lab->baseUrl().toStdString();
        }
        QStringList models;
        if (!listProviderModels(profile, setup.keys.providers[i], models, error)) {
            printLine(stderr, Tr::tr("ttft-bench run: %1: %2").arg(QString::fromStdString(profile.name), error));
            status = 1;
            continue;
        }
        printLine(stdout, Tr::tr("%1 (%2 models):").arg(QString::fromStdString(profile.name)).arg(models.size()));
        for (const QString &model : models)
            printLine(stdout, QStringLiteral("  ") + model);
    }
    return status;
}

} // namespace ttft
