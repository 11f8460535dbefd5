#include "modellist.h"

#include "base/i18n.h"
#include "engine/modelcatalog.h"

#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>


namespace ttft {

bool listProviderModels(const ProviderProfile &profile, const std::string &apiKey, QStringList &models, QString &error)
{
    const std::string url = modelListUrl(profile);
    QNetworkAccessManager manager;
    QNetworkRequest request(QUrl(QString::fromStdString(url)));
    for (const auto &[name, value] : modelListHeaders(profile, apiKey))
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
    std::vector<std::string> ids;
    if (!parseModelList(std::string_view(body.constData(), std::size_t(body.size())), ids)) {
        error = Tr::tr("%1 did not answer with a list of models").arg(QString::fromStdString(url));
        return false;
    }
    for (const std::string &id : ids)
        models << QString::fromStdString(id);
    return true;
}

} // namespace ttft
