#include "labproxy.h"

#include <QFile>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>

namespace ttft {

LabProxy::LabProxy() = default;

LabProxy::~LabProxy()
{
    stop();
}

QString LabProxy::executable()
{
    QString path = QStandardPaths::findExecutable(QStringLiteral("nginx"));
    if (path.isEmpty())
        path = QStandardPaths::findExecutable(QStringLiteral("nginx"), {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")});
    return path;
}

QString LabProxy::baseUrl() const
{
    return QStringLiteral("%1://127.0.0.1:%2/v1").arg(m_tls ? QStringLiteral("https") : QStringLiteral("http")).arg(m_port);
}

QString LabProxy::certificatePath() const
{
    return m_dir.path() + QStringLiteral("/cert.pem");
}

QString LabProxy::errorLog() const
{
    QFile file(m_dir.path() + QStringLiteral("/error.log"));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

bool LabProxy::start(const Options &options, QString *error)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    const QString nginx = executable();
    if (nginx.isEmpty())
        return fail(QStringLiteral("nginx is not installed (the setup scripts install it)"));
    if (!m_dir.isValid())
        return fail(QStringLiteral("no temporary directory"));
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    m_port = probe.serverPort();
    probe.close();
    m_tls = options.tls;

    const QString dir = m_dir.path();
    QString tlsLines;
    if (options.tls) {
        const QString openssl = QStandardPaths::findExecutable(QStringLiteral("openssl"));
        if (openssl.isEmpty())
            return fail(QStringLiteral("openssl is not installed (the setup scripts install it)"));
        QProcess make;
        make.start(openssl, {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"), QStringLiteral("rsa:2048"),
                             QStringLiteral("-nodes"), QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-subj"),
                             QStringLiteral("/CN=127.0.0.1"), QStringLiteral("-addext"), QStringLiteral("subjectAltName=IP:127.0.0.1"),
                             QStringLiteral("-keyout"), dir + QStringLiteral("/key.pem"), QStringLiteral("-out"), certificatePath()});
        if (!make.waitForFinished(30000) || make.exitCode() != 0)
            return fail(QStringLiteral("openssl could not make a certificate: ") + QString::fromUtf8(make.readAllStandardError()));
        tlsLines = QStringLiteral("    ssl_certificate %1/cert.pem;\n    ssl_certificate_key %1/key.pem;\n").arg(dir);
    }
    const QString listenFlags = QString(options.tls ? QStringLiteral(" ssl") : QString())
                              + (options.http2 ? QStringLiteral(" http2") : QString());
    const QString config = QStringLiteral(
        "daemon off;\n"
        "master_process off;\n"
        "worker_processes 1;\n"
        "error_log %1/error.log warn;\n"
        "pid %1/nginx.pid;\n"
        "events { worker_connections 8192; }\n"
        "http {\n"
        "  access_log off;\n"
        "  client_body_temp_path %1/body; proxy_temp_path %1/proxy; fastcgi_temp_path %1/fastcgi;\n"
        "  uwsgi_temp_path %1/uwsgi; scgi_temp_path %1/scgi;\n"
        "  client_max_body_size 64m;\n"
        "  upstream lab { server 127.0.0.1:%2; keepalive 1024; }\n"
        "  server {\n"
        "    listen 127.0.0.1:%3%4;\n"
        "%5"
        "    http2_max_concurrent_streams 1000;\n"
        "    keepalive_requests 100000;\n"
        "    location / {\n"
        "      proxy_pass http://lab;\n"
        "      proxy_http_version 1.1;\n"
        "      proxy_set_header Connection \"\";\n"
        "      proxy_buffering %6;\n"
        "      proxy_request_buffering off;\n"
        "    }\n"
        "  }\n"
        "}\n")
                               .arg(dir)
                               .arg(options.upstreamPort)
                               .arg(m_port)
                               .arg(listenFlags, tlsLines,
                                    options.proxyBuffering ? QStringLiteral("on") : QStringLiteral("off"));
    QFile file(dir + QStringLiteral("/nginx.conf"));
    if (!file.open(QIODevice::WriteOnly) || file.write(config.toUtf8()) < 0)
        return fail(QStringLiteral("cannot write nginx.conf"));
    file.close();

    m_process.setProcessChannelMode(QProcess::MergedChannels);
    m_process.start(nginx, {QStringLiteral("-p"), dir, QStringLiteral("-c"), dir + QStringLiteral("/nginx.conf"),
                            QStringLiteral("-e"), dir + QStringLiteral("/error.log")});
    if (!m_process.waitForStarted(5000))
        return fail(QStringLiteral("nginx did not start: ") + m_process.errorString());
    for (int attempt = 0; attempt < 100; ++attempt) {
        if (m_process.state() != QProcess::Running)
            return fail(QStringLiteral("nginx exited: ") + QString::fromUtf8(m_process.readAll()) + errorLog());
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, m_port);
        if (socket.waitForConnected(100))
            return true;
        QThread::msleep(50);
    }
    return fail(QStringLiteral("nginx is not listening: ") + errorLog());
}

void LabProxy::stop()
{
    if (m_process.state() == QProcess::NotRunning)
        return;
    m_process.terminate();
    if (!m_process.waitForFinished(5000)) {
        m_process.kill();
        m_process.waitForFinished(2000);
    }
}

} // namespace ttft
