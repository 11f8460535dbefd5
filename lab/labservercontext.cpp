#include "labservercontext.h"

#include "labaccesslog.h"
#include "labmodelstate.h"
#include "labrecording.h"
#include "labtruthlog.h"

#include <algorithm>

namespace ttft {

LabServerContext::LabServerContext(const LabConfig &config, std::shared_ptr<LabTruthLog> truth, int threads,
                                   std::shared_ptr<const LabRecording> replay)
    : m_config(config)
    , m_truth(std::move(truth))
    , m_replay(std::move(replay))
{
    for (const LabModel &model : m_config.models)
        m_models.push_back(std::make_unique<LabModelState>(model));
    for (int i = 0; i < std::max(threads, 1); ++i)
        m_loopStats.push_back(std::make_unique<LabLoopStats>());
}

LabServerContext::~LabServerContext() = default;

LabModelState *LabServerContext::modelState(std::string_view name) const
{
    for (const std::unique_ptr<LabModelState> &state : m_models) {
        if (state->model().name == name)
            return state.get();
    }
    return nullptr;
}

QByteArray LabServerContext::newRequestId()
{
    const std::uint64_t number = m_requestCounter.fetch_add(1, std::memory_order_relaxed) + 1;
    return QByteArrayLiteral("lab-") + QByteArray::number(qulonglong(number)).rightJustified(6, '0');
}

} // namespace ttft
