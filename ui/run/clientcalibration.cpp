#include "clientcalibration.h"

#include "base/monoclock.h"
#include "engine/engine.h"
#include "lab/labserver.h"

#include <QMetaObject>
#include <QPointer>

#include <nlohmann/json.hpp>

namespace ttft {

CalibrationRow ClientCalibration::measureTransport(const LabServer &lab, int transportKind, int rounds, int firstTokenMs)
{
    const auto transport = TransportKind(transportKind);
    ProviderProfile profile;
    profile.name = "calibration";
    profile.baseUrl = lab.baseUrl().toStdString();
    profile.model = "lab-fast";
    profile.transport = transport;
    profile.auth = AuthStyle::None;
    // A fixed first-token delay: the server's TTFT is then known exactly, whatever the model does.
    profile.extraHeaders = {{"X-Lab-First-Token-Ms", std::to_string(firstTokenMs)},
                            {"X-Lab-Output-Tokens", "4"},
                            {"X-Lab-Tpot-Ms", "5"}};
    RunSpec spec;
    spec.providers.push_back(EngineProvider{profile, {}});
    spec.workload.messages = nlohmann::json::array({{{"role", "user"}, {"content", std::string(850, 'a')}}}); // a 1 KiB body
    spec.workload.cacheBust = false; // the nonce would change the body size
    spec.plan = sequentialPlan(3, rounds);

    CalibrationRow row;
    row.transport = QString::fromUtf8(transportName(transport));
    std::vector<double> bias;
    Engine::Events events;
    events.onRecord = [&](const RequestRecord &record) {
        if (record.warmup)
            return;
        const std::optional<LabTruth> truth = lab.truthFor(record.requestId);
        if (record.failed() || !record.ttftMs() || !truth || !hasTime(truth->firstTokenWrittenNs)
            || !hasTime(truth->requestCompleteNs)) {
            ++row.failed;
            return;
        }
        row.protocol = QString::fromStdString(record.protocol);
        bias.push_back(*record.ttftMs() - double(truth->firstTokenWrittenNs - truth->requestCompleteNs) / 1e6);
    };
    Engine engine(spec, events);
    {
        std::lock_guard lock(m_engineMutex);
        if (m_cancelled)
            return row;
        m_engine = &engine;
    }
    engine.run();
    {
        std::lock_guard lock(m_engineMutex);
        m_engine = nullptr;
    }
    row.biasMs = summarizeMetric(std::move(bias));
    return row;
}

ClientCalibration::ClientCalibration(QObject *parent)
    : QObject(parent)
{
}

ClientCalibration::~ClientCalibration()
{
    {
        std::lock_guard lock(m_engineMutex);
        m_cancelled = true;
        if (m_engine)
            m_engine->stop();
    }
    if (m_thread.joinable())
        m_thread.join();
}

void ClientCalibration::start(const LabServer *lab, int rounds, int firstTokenMs)
{
    if (!lab || m_running.exchange(true))
        return;
    if (m_thread.joinable())
        m_thread.join(); // the last calibration's thread, long finished
    m_thread = std::thread([this, lab, rounds, firstTokenMs] {
        std::vector<CalibrationRow> rows;
        for (TransportKind transport : {TransportKind::Curl, TransportKind::Qt})
            rows.push_back(measureTransport(*lab, int(transport), rounds, firstTokenMs));
        // Delivered on this object's thread; dropped if the object is gone by then (the queued
        // call is bound to it).
        QMetaObject::invokeMethod(
            this,
            [this, rows = std::move(rows)] {
                m_running = false;
                Q_EMIT finished(rows);
            },
            Qt::QueuedConnection);
    });
}

} // namespace ttft
