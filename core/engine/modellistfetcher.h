#pragma once

#include "model/providerprofile.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

class QNetworkAccessManager;
class QNetworkReply;

namespace ttft {

// "List models": asks a provider which models it offers (modelcatalog.h: GET …/models, Ollama's
// /api/tags), asynchronously: the provider dialog's button and `ttft-bench run --list-models` both
// use it (the CLI waits for `finished`, the dialog stays responsive).
class ModelListFetcher : public QObject
{
    Q_OBJECT
public:
    explicit ModelListFetcher(QObject *parent = nullptr);

    // Replaces a request still in flight.
    void fetch(const ProviderProfile &profile, const std::string &apiKey);
    bool isRunning() const { return !m_reply.isNull(); }

    // The model ids in an answer (core's parseModelList). False when the body is no model list.
    static bool parseModelList(const QByteArray &body, QStringList &models);

Q_SIGNALS:
    void finished(const QStringList &models, const QString &error);

private:
    void onFinished(QNetworkReply *reply, const QString &url);

    QNetworkAccessManager *m_network;
    QPointer<QNetworkReply> m_reply;
};

} // namespace ttft
