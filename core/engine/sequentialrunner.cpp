#include "sequentialrunner.h"

#include "base/monoclock.h"
#include "requestfactory.h"
#include "requestrecorder.h"
#include "transport/transport.h"
#include "wire/dialect.h"

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>

namespace ttft {

namespace {

// Hands a record from the network thread to the waiting runner.
struct RecordSlot {
    std::mutex mutex;
    std::condition_variable ready;
    std::optional<RequestRecord> record;
};

std::int64_t wallClockMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
        .count();
}

} // namespace

SequentialRunner::SequentialRunner(Transport &transport, ProviderProfile profile, Workload workload, RunPlan plan,
                                   std::string apiKey)
    : m_transport(transport)
    , m_profile(std::move(profile))
    , m_workload(std::move(workload))
    , m_plan(plan)
    , m_apiKey(std::move(apiKey))
{
}

std::vector<RequestRecord> SequentialRunner::run(const RecordCallback &onRecord, const std::atomic<bool> *stop)
{
    std::vector<RequestRecord> records;
    const int total = m_plan.warmup + m_plan.rounds;
    records.reserve(std::size_t(total));
    for (int i = 0; i < total; ++i) {
        if (stop && stop->load())
            break;
        RequestRecord record = runOne(i, i < m_plan.warmup, stop);
        if (onRecord)
            onRecord(record);
        records.push_back(std::move(record));
    }
    return records;
}

RequestRecord SequentialRunner::runOne(std::int64_t index, bool warmup, const std::atomic<bool> *stop)
{
    DialectId dialectId = DialectId::OpenAiChat;
    dialectFromName(m_profile.dialect, dialectId);
    std::unique_ptr<Dialect> dialect = makeDialect(dialectId);

    RequestRecord seed;
    seed.index = index;
    seed.warmup = warmup;
    seed.provider = m_profile.name;
    seed.model = m_profile.model;
    seed.transport = transportName(m_transport.kind());
    seed.requestId = newRequestId();
    seed.wallStartMs = wallClockMs();
    const HttpRequest request = buildHttpRequest(m_profile, m_workload, *dialect, m_apiKey, seed.requestId);
    seed.requestBytes = std::int64_t(request.body.size());
    seed.intendedNs = monoNowNs(); // closed loop: the slot is free now

    StreamMeter::Options options;
    options.keepText = m_workload.keepText;
    auto slot = std::make_shared<RecordSlot>();
    auto recorder = std::make_shared<RequestRecorder>(std::move(seed), std::move(dialect), options,
                                                      [slot](RequestRecord &&record) {
                                                          std::lock_guard lock(slot->mutex);
                                                          slot->record = std::move(record);
                                                          slot->ready.notify_all();
                                                      });
    const std::uint64_t exchange = m_transport.start(request, recorder);
    recorder.reset(); // the transport holds it until the exchange ends

    std::unique_lock lock(slot->mutex);
    bool cancelled = false;
    while (!slot->record) {
        slot->ready.wait_for(lock, std::chrono::milliseconds(50));
        if (!cancelled && stop && stop->load()) {
            cancelled = true;
            lock.unlock();
            m_transport.cancel(exchange);
            lock.lock();
        }
    }
    return std::move(*slot->record);
}

} // namespace ttft
