#include "modellistfetcher.h"

#include "engine/requestfactory.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>

#include <nlohmann/json.hpp>

namespace ttft {

ModelListFetcher::ModelListFetcher(QObject *parent)
    : QObject(parent)
    , m_network(new QNetworkAccessManager(this))
{
}

void ModelListFetcher::fetch(const ProviderProfile &profile, const std::string &apiKey)
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
    std::string base = profile.baseUrl;
    while (!base.empty() && base.back() == '/')
        base.pop_back();
    const bool ollama = profile.dialect.rfind("ollama", 0) == 0;
    std::string url = base + (ollama ? "/api/tags" : "/models");
    if (!profile.query.empty())
        url += "?" + profile.query;

    QNetworkRequest request(QUrl(QString::fromStdString(url)));
    for (const auto &[name, value] : authHeaders(profile, apiKey))
        request.setRawHeader(QByteArray::fromStdString(name), QByteArray::fromStdString(value));
    for (const auto &[name, value] : profile.extraHeaders)
        request.setRawHeader(QByteArray::fromStdString(name), QByteArray::fromStdString(value));
    request.setTransferTimeout(std::max(1000, profile.connectTimeoutMs + profile.firstTokenTimeoutMs / 4));
    QNetworkReply *reply = m_network->get(request);
    m_reply = reply;
    const QString urlText = QString::fromStdString(url);
    connect(reply, &QNetworkReply::finished, this, [this, reply, urlText] { onFinished(reply, urlText); });
}

void ModelListFetcher::onFinished(QNetworkReply *reply, const QString &url)
{
    reply->deleteLater();
    if (reply == m_reply)
        m_reply = nullptr;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    QStringList models;
    if (status < 200 || status >= 300) {
        Q_EMIT finished({}, status ? tr("%1 answered HTTP %2").arg(url).arg(status) : reply->errorString());
        return;
    }
    if (!parseModelList(reply->readAll(), models)) {
        Q_EMIT finished({}, tr("%1 did not answer with a list of models").arg(url));
        return;
    }
    Q_EMIT finished(models, {});
}

bool ModelListFetcher::parseModelList(const QByteArray &body, QStringList &models)
{
    const nlohmann::json json = nlohmann::json::parse(body.constBegin(), body.constEnd(), nullptr, false);
    for (const char *listKey : {"data", "models"}) {
        if (!json.is_object() || !json.contains(listKey) || !json[listKey].is_array())
            continue;
        for (const nlohmann::json &entry : json[listKey]) {
            for (const char *idKey : {"id", "name", "model"}) {
                if (entry.is_object() && entry.contains(idKey) && entry[idKey].is_string()) {
                    QString id = QString::fromStdString(entry[idKey].get<std::string>());
                    if (id.startsWith(QLatin1String("models/")))
                        id = id.mid(7);
                    models << id;
                    break;
                }
            }
        }
        return true;
    }
    return false;
}

} // namespace ttft
