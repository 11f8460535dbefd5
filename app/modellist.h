#pragma once

#include "model/providerprofile.h"

#include <QString>
#include <QStringList>

namespace ttft {

// Asks a provider which models it offers (GET …/models, Gemini's model list, Ollama's /api/tags).
// Returns false with a one-line reason when the request fails or the answer cannot be read.
bool listProviderModels(const ProviderProfile &profile, const std::string &apiKey, QStringList &models, QString &error);

struct RunSetup;

// `run --list-models`: each provider's models on stdout (the lab started if one points at it);
// the exit status.
int printProviderModels(const RunSetup &setup);

} // namespace ttft
