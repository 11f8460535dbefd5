#include "modellistfetcher.h"

#include "modelcatalog.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>

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
    const std::string url = modelListUrl(profile);
    QNetworkRequest request(QUrl(QString::fromStdString(url)));
    for (const auto &[name, value] : modelListHeaders(profile, apiKey))
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
    // The transfer timeout aborts the reply as "Operation canceled": say what happened instead.
    if (reply->error() == QNetworkReply::OperationCanceledError) {
        Q_EMIT finished({}, tr("%1 did not answer in time").arg(url));
        return;
    }
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
    std::vector<std::string> ids;
    if (!ttft::parseModelList(std::string_view(body.constData(), std::size_t(body.size())), ids))
        return false;
    for (const std::string &id : ids)
        models << QString::fromStdString(id);
    return true;
}

} // namespace ttft
