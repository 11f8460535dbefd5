#pragma once

#include "requestrecorder.h"

namespace ttft {

// A layer above the engine that takes part in every LLM request of a run: the voice pipeline
// (voice/voicedispatcher.h) sends each answer's first clause to its TTS endpoints and holds the
// record back until they answered. The engine knows only this interface, so the folders keep one
// direction (docs/ARCHITECTURE.md): voice sits on the engine, not beside it.
class RequestHook
{
public:
    virtual ~RequestHook() = default;
    // Installs itself on `recorder` (before its exchange starts) and returns the completion to give
    // the recorder instead of `deliver`: `deliver` then gets the record once, whole.
    virtual RequestRecorder::Completion attach(RequestRecorder &recorder, RequestRecorder::Completion deliver) = 0;
    // The run is stopping: whatever the hook has in flight is cancelled.
    virtual void cancelAll() = 0;
};

} // namespace ttft
