#pragma once

#include <QString>

#include <functional>

namespace ttft {

class LabServer;
struct LabConfig;

// For `ttft-bench lab --port P`: starts a lab server and blocks in QCoreApplication::exec() until
// SIGINT or SIGTERM arrives (or something calls QCoreApplication::quit()), then stops it.
// `started` runs once it listens (to print lab.baseUrl(), for instance). Needs a
// QCoreApplication and must be called from its thread. Returns 0 after a clean stop, 1 when the
// server could not start (with the reason in `error`).
int runLabServerUntilSignal(const LabConfig &config, const std::function<void(const LabServer &)> &started,
                            QString *error);

} // namespace ttft
