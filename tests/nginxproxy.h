#pragma once
// A real nginx in front of the lab server, started by the test with a config it writes into a
// temporary directory, on 127.0.0.1 only. nginx comes from Debian (scripts/lib.sh installs it).

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QThread>

class NginxProxy
{
public:
    struct Options {
        quint16 upstreamPort = 0;
        bool http2 = false;        // h2 (ALPN with tls, else h2c with prior knowledge)
        bool tls = false;          // a self-signed certificate for 127.0.0.1, made now
        bool proxyBuffering = false;
    };

    ~NginxProxy() { stop(); }

    static QString executable()
    {
        QString path = QStandardPaths::findExecutable(QStringLiteral("nginx"));
        if (path.isEmpty())
            path = QStandardPaths::findExecutable(QStringLiteral("nginx"), {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")});
        return path;
    }

    // Returns an empty string on success, else what went wrong.
    QString start(const Options &options)
    {
        const QString nginx = executable();
        if (nginx.isEmpty())
            return QStringLiteral("nginx is not installed (scripts/test installs it)");
        if (!m_dir.isValid())
            return QStringLiteral("no temporary directory");
        QTcpServer probe;
        probe.listen(QHostAddress::LocalHost, 0);
        m_port = probe.serverPort();
        probe.close();

        const QString dir = m_dir.path();
        QString tlsLines;
        if (options.tls) {
            const QString openssl = QStandardPaths::findExecutable(QStringLiteral("openssl"));
            if (openssl.isEmpty())
                return QStringLiteral("openssl is not installed (scripts/test installs it)");
            QProcess make;
            make.start(openssl, {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"), QStringLiteral("rsa:2048"),
                                 QStringLiteral("-nodes"), QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-subj"),
                                 QStringLiteral("/CN=127.0.0.1"), QStringLiteral("-addext"), QStringLiteral("subjectAltName=IP:127.0.0.1"),
                                 QStringLiteral("-keyout"), dir + QStringLiteral("/key.pem"), QStringLiteral("-out"), certificatePath()});
            if (!make.waitForFinished(30000) || make.exitCode() != 0)
                return QStringLiteral("openssl could not make a certificate: ") + QString::fromUtf8(make.readAllStandardError());
            tlsLines = QStringLiteral("    ssl_certificate %1/cert.pem;\n    ssl_certificate_key %1/key.pem;\n").arg(dir);
        }
        const QString config = QStringLiteral(
            "daemon off;\n"
            "master_process off;\n"
            "worker_processes 1;\n"
            "error_log %1/error.log warn;\n"
            "pid %1/nginx.pid;\n"
            "events { worker_connections 4096; }\n"
            "http {\n"
            "  access_log off;\n"
            "  client_body_temp_path %1/body; proxy_temp_path %1/proxy; fastcgi_temp_path %1/fastcgi;\n"
            "  uwsgi_temp_path %1/uwsgi; scgi_temp_path %1/scgi;\n"
            "  upstream lab { server 127.0.0.1:%2; keepalive 64; }\n"
            "  server {\n"
            "    listen 127.0.0.1:%3%4;\n"
            "%6"
            "    http2_max_concurrent_streams 1000;\n"
            "    location / {\n"
            "      proxy_pass http://lab;\n"
            "      proxy_http_version 1.1;\n"
            "      proxy_set_header Connection \"\";\n"
            "      proxy_buffering %5;\n"
            "      proxy_request_buffering off;\n"
            "    }\n"
            "  }\n"
            "}\n")
                                   .arg(dir)
                                   .arg(options.upstreamPort)
                                   .arg(m_port)
                                   .arg(QString(options.tls ? QStringLiteral(" ssl") : QString())
                                        + (options.http2 ? QStringLiteral(" http2") : QString()))
                                   .arg(options.proxyBuffering ? QStringLiteral("on") : QStringLiteral("off"))
                                   .arg(tlsLines);
        QFile file(dir + QStringLiteral("/nginx.conf"));
        if (!file.open(QIODevice::WriteOnly) || file.write(config.toUtf8()) < 0)
            return QStringLiteral("cannot write nginx.conf");
        file.close();

        m_process.setProcessChannelMode(QProcess::MergedChannels);
        m_process.start(nginx, {QStringLiteral("-p"), dir, QStringLiteral("-c"), dir + QStringLiteral("/nginx.conf"),
                                QStringLiteral("-e"), dir + QStringLiteral("/error.log")});
        if (!m_process.waitForStarted(5000))
            return QStringLiteral("nginx did not start: ") + m_process.errorString();
        // Ready when the port accepts connections.
        for (int attempt = 0; attempt < 100; ++attempt) {
            if (m_process.state() != QProcess::Running)
                return QStringLiteral("nginx exited: ") + QString::fromUtf8(m_process.readAll()) + errorLog();
            QTcpSocket socket;
            socket.connectToHost(QHostAddress::LocalHost, m_port);
            if (socket.waitForConnected(100))
                return {};
            QThread::msleep(50);
        }
        return QStringLiteral("nginx is not listening: ") + errorLog();
    }

    void stop()
    {
        if (m_process.state() == QProcess::NotRunning)
            return;
        m_process.terminate();
        if (!m_process.waitForFinished(5000)) {
            m_process.kill();
            m_process.waitForFinished(2000);
        }
    }

    quint16 port() const { return m_port; }
    QString certificatePath() const { return m_dir.path() + QStringLiteral("/cert.pem"); }

    QString errorLog() const
    {
        QFile file(m_dir.path() + QStringLiteral("/error.log"));
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }

private:
    QTemporaryDir m_dir;
    QProcess m_process;
    quint16 m_port = 0;
};
