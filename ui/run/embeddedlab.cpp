#include "embeddedlab.h"

#include "lab/labserver.h"

#include <QThread>

namespace ttft {

EmbeddedLab::EmbeddedLab(QObject *parent)
    : QObject(parent)
{
}

EmbeddedLab::~EmbeddedLab()
{
    if (m_starter) { // LabServer::start returns within its listen timeout
        // ui-thread-ok: the destructor: LabServer::start returns within its listen timeout
        m_starter->wait();
        delete m_starter;
        m_starter = nullptr;
    }
    m_lab.reset();
}

void EmbeddedLab::start()
{
    if (m_lab)
        return;
    m_lab = std::make_unique<LabServer>();
    auto error = std::make_shared<QString>();
    auto started = std::make_shared<bool>(false);
    m_starter = QThread::create([lab = m_lab.get(), error, started] { *started = lab->start(error.get()); });
    m_starter->setObjectName(QStringLiteral("lab start"));
    connect(m_starter, &QThread::finished, this, [this, error, started] {
        m_starter->deleteLater();
        m_starter = nullptr;
        m_ready = *started;
        if (!m_ready)
            m_lab.reset();
        Q_EMIT settled(*started, *error);
    });
    m_starter->start();
}

QString EmbeddedLab::baseUrl() const
{
    return m_lab && m_ready ? m_lab->baseUrl() : QString();
}

} // namespace ttft
