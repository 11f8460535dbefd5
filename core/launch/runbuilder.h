#pragma once

#include "engine/engine.h"
#include "keys/runkeys.h"
#include "model/rundescription.h"

#include <QString>

#include <optional>

namespace ttft {

// A run as both front ends build it (the window's Run, `ttft-bench run`): the run described
// (providers, workload, plan, voice), its keys (keys/runkeys.h) and this session's embedded lab, if
// one runs here → what the engine runs. Profiles of kind Lab (model/providerprofile.h) are given
// `labBaseUrl` in `description` itself, so that the session records where the requests went.
// nullopt and a sentence when a profile points at a lab that is not running, or when `keys` does
// not hold one key per provider and per TTS endpoint.
std::optional<RunSpec> buildRun(RunDescription &description, const RunKeys &keys, const QString &labBaseUrl,
                                QString *error);

} // namespace ttft
