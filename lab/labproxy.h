#pragma once

#include <QProcess>
#include <QString>
#include <QTemporaryDir>

namespace ttft {

// A real nginx (from Debian) in front of the lab server, with a configuration written into a
// temporary directory, listening on 127.0.0.1 only. It lets the client be measured through a real
// proxy: HTTP/1.1, HTTP/2 by ALPN over TLS (a throwaway self-signed certificate made with the
// openssl command), h2c, with or without proxy buffering.
class LabProxy
{
public:
    struct Options {
        quint16 upstreamPort = 0;
        bool http2 = false;          // h2 (ALPN with tls, else h2c with prior knowledge)
        bool tls = false;
        bool proxyBuffering = false; // nginx's default is on: a buffering proxy
    };

    LabProxy();
    ~LabProxy();
    LabProxy(const LabProxy &) = delete;
    LabProxy &operator=(const LabProxy &) = delete;

    // The nginx executable, or empty when it is not installed.
    static QString executable();

    // Starts nginx and waits until it accepts connections. Returns false with the reason in
    // *error (English: the proxy is a tool of tests and calibration, not of the user's runs).
    bool start(const Options &options, QString *error);
    void stop();

    quint16 port() const { return m_port; }
    QString baseUrl() const; // "http(s)://127.0.0.1:PORT/v1"
    QString certificatePath() const;
    QString errorLog() const;

private:
    QTemporaryDir m_dir;
    QProcess m_process;
    quint16 m_port = 0;
    bool m_tls = false;
};

} // namespace ttft
