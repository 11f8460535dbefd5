#include "modellist.h"

#include "engine/modellistfetcher.h"

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

} // namespace ttft
