#pragma once

#include "model/providerprofile.h"
#include "model/requestrecord.h"
#include "model/runplan.h"
#include "model/workload.h"

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace ttft {

class Transport;

// The simplest plan: `warmup` requests, then `rounds` measured ones, each sent when the previous
// one has ended. Blocking; call it from a thread that may wait (the CLI's main thread, an engine
// thread). Every request is recorded, failed or not.
class SequentialRunner
{
public:
    SequentialRunner(Transport &transport, ProviderProfile profile, Workload workload, RunPlan plan,
                     std::string apiKey);

    using RecordCallback = std::function<void(const RequestRecord &record)>;

    // Runs the plan; `onRecord` sees each record as it finishes. `stop`, when set, ends the run
    // early: the request in flight is cancelled and recorded as such.
    std::vector<RequestRecord> run(const RecordCallback &onRecord, const std::atomic<bool> *stop = nullptr);

private:
    RequestRecord runOne(std::int64_t index, bool warmup, const std::atomic<bool> *stop);

    Transport &m_transport;
    ProviderProfile m_profile;
    Workload m_workload;
    RunPlan m_plan;
    std::string m_apiKey;
};

} // namespace ttft
