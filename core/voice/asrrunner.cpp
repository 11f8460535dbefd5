#include "asrrunner.h"

#include "base/monoclock.h"

namespace ttft {

AsrRunner::AsrRunner()
{
    m_thread.setObjectName(QStringLiteral("ttft-asr"));
    m_context = new QObject;
    m_context->moveToThread(&m_thread);
    m_thread.start();
}

AsrRunner::~AsrRunner()
{
    cancelAll();
    // The context and its probes are deleted on their own thread (their sockets belong to it).
    QObject *context = m_context;
    QMetaObject::invokeMethod(context, [context] { delete context; }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

void AsrRunner::start(AsrTarget target, Utterance utterance, std::function<void(const AsrResult &)> done)
{
    {
        std::lock_guard lock(m_mutex);
        if (!m_cancelled) {
            // Queued to the runner's thread; cancelAll() queues behind it, so no probe escapes it.
            QMetaObject::invokeMethod(m_context, [this, target = std::move(target), utterance = std::move(utterance), done]() mutable {
                auto *probe = new AsrProbe(std::move(target), std::move(utterance), m_context);
                QObject::connect(probe, &AsrProbe::finished, m_context, [probe, done](const AsrResult &result) {
                    probe->deleteLater();
                    done(result);
                });
                probe->start();
            });
            return;
        }
    }
    AsrResult cancelled;
    cancelled.errorClass = ErrorClass::Cancelled;
    cancelled.errorMessage = "the run was stopped before the user spoke";
    cancelled.startNs = monoNowNs();
    done(cancelled);
}

void AsrRunner::cancelAll()
{
    {
        std::lock_guard lock(m_mutex);
        if (m_cancelled)
            return;
        m_cancelled = true;
    }
    QObject *context = m_context;
    QMetaObject::invokeMethod(context, [context] {
        for (AsrProbe *probe : context->findChildren<AsrProbe *>(Qt::FindDirectChildrenOnly))
            probe->cancel();
    });
}

} // namespace ttft
