#include "clientcalibration.h"

#include "base/monoclock.h"
#include "engine/engine.h"
#include "lab/labserver.h"

#include <QMetaObject>
#include <QPointer>
#include <QStringList>

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
        const std::optional<double> difference = clientMinusServerTtftMs(record, lab);
        if (!difference) {
            ++row.failed;
            return;
        }
        row.protocol = QString::fromStdString(record.protocol);
        bias.push_back(*difference);
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
    // ui-thread-ok: the destructor, after stopping the engine: it ends at once
    if (m_thread.joinable())
        m_thread.join();
}

void ClientCalibration::start(const LabServer *lab, int rounds, int firstTokenMs)
{
    if (!lab || m_running.exchange(true))
        return;
    // ui-thread-ok: the last calibration's thread, long finished (m_running was false)
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

namespace {

QString msOrDash(const std::optional<double> &ms)
{
    return ms ? ClientCalibration::tr("%1 ms").arg(*ms, 0, 'f', 2) : QStringLiteral("–");
}

} // namespace

QString ClientCalibration::summary(const std::vector<CalibrationRow> &rows)
{
    QStringList lines;
    for (const CalibrationRow &row : rows)
        lines << tr("%1: median %2, p99 %3").arg(row.transport, msOrDash(row.biasMs.p50), msOrDash(row.biasMs.p99));
    return lines.join(QStringLiteral("; "));
}

QString ClientCalibration::reportHtml(const std::vector<CalibrationRow> &rows)
{
    QString html = QStringLiteral("<p>%1</p><table cellspacing='6'><tr><th align='left'>%2</th><th>%3</th><th>%4</th><th>%5</th></tr>")
                       .arg(tr("What the client adds to TTFT: client TTFT minus the lab's own first-token time, "
                               "same request, over loopback."),
                            tr("Transport"), tr("Median"), tr("p99"), tr("Requests"));
    for (const CalibrationRow &row : rows) {
        html += QStringLiteral("<tr><td>%1 (%2)</td><td align='right'>%3</td><td align='right'>%4</td><td align='right'>%5</td></tr>")
                    .arg(row.transport, row.protocol, msOrDash(row.biasMs.p50), msOrDash(row.biasMs.p99))
                    .arg(row.biasMs.count);
    }
    return html + QStringLiteral("</table><p>%1</p>").arg(tr("ttft-bench calibrate measures more cases: body sizes, HTTP/2 through nginx, load."));
}

} // namespace ttft
