#include "modellist.h"

#include "base/i18n.h"
#include "engine/requestfactory.h"

#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>

#include <nlohmann/json.hpp>

namespace ttft {

bool listProviderModels(const ProviderProfile &profile, const std::string &apiKey, QStringList &models, QString &error)
{
    std::string base = profile.baseUrl;
    while (!base.empty() && base.back() == '/')
        base.pop_back();
    const bool ollama = profile.dialect.rfind("ollama", 0) == 0;
    std::string url = base + (ollama ? "/api/tags" : "/models");
    if (!profile.query.empty())
        url += "?" + profile.query;

    QNetworkAccessManager manager;
    QNetworkRequest request(QUrl(QString::fromStdString(url)));
    for (const auto &[name, value] : authHeaders(profile, apiKey))
        request.setRawHeader(QByteArray::fromStdString(name), QByteArray::fromStdString(value));
    for (const auto &[name, value] : profile.extraHeaders)
        request.setRawHeader(QByteArray::fromStdString(name), QByteArray::fromStdString(value));
    QNetworkReply *reply = manager.get(request);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(profile.totalTimeoutMs, &loop, &QEventLoop::quit);
    loop.exec();
    const QByteArray body = reply->readAll();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const bool finished = reply->isFinished();
    const QString reason = reply->errorString();
    reply->abort();
    delete reply;
    if (!finished) {
        error = Tr::tr("%1 did not answer in time").arg(QString::fromStdString(url));
        return false;
    }
    if (status < 200 || status >= 300) {
        error = status ? Tr::tr("%1 answered HTTP %2").arg(QString::fromStdString(url)).arg(status) : reason;
        return false;
    }
    const nlohmann::json json = nlohmann::json::parse(body.constBegin(), body.constEnd(), nullptr, false);
    // OpenAI-style {"data":[{"id":…}]}; Gemini {"models":[{"name":"models/…"}]}; Ollama {"models":[{"name":…}]}.
    for (const char *listKey : {"data", "models"}) {
        if (!json.is_object() || !json.contains(listKey) || !json[listKey].is_array())
            continue;
        for (const nlohmann::json &entry : json[listKey]) {
            for (const char *idKey : {"id", "name", "model"}) {
                if (entry.is_object() && entry.contains(idKey) && entry[idKey].is_string()) {
                    QString id = QString::fromStdString(entry[idKey].get<std::string>());
                    if (id.startsWith(QStringLiteral("models/")))
                        id = id.mid(7);
                    models << id;
                    break;
                }
            }
        }
        return true;
    }
    error = Tr::tr("%1 did not answer with a list of models").arg(QString::fromStdString(url));
    return false;
}

} // namespace ttft
