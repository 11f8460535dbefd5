#pragma once

#include "requestrecorder.h"

#include <functional>
#include <string>

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

    // A hook whose turns begin before the LLM request (the voice pipeline's measured speech
    // recognition: the user speaks, the transcript is the prompt) says so; the engine then hands it
    // each request's seeded record at dispatch, counts the request in flight, and sends it when
    // `ready` is called — once, from any thread — with the record (the hook's stamps added, and its
    // intendedNs set to when the prompt was ready) and the text that ends the prompt. A record
    // that comes back failed (the recogniser failed, the run was stopped) is recorded as it is,
    // without an LLM request.
    using Ready = std::function<void(RequestRecord &&seed, std::string userText)>;
    virtual bool preparesPrompt() const { return false; }
    virtual void prepare(RequestRecord seed, Ready ready) { ready(std::move(seed), {}); }
    // Why the hook cannot serve this run (its speech could not be made, ...), checked once before
    // the first request; empty when it can. English, for the run's error.
    virtual std::string problem() const { return {}; }
};

} // namespace ttft
