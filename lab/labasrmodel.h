#pragma once

#include <string>

namespace ttft {

// A recogniser of the lab ("lab-asr" by default; LabConfig::asrModels, JSON asr_models). It does
// not recognise speech: the client tells it what the audio says (x_lab_transcript over HTTP, an
// x_lab.transcript event over the realtime WebSocket), and it answers that on the clock of a
// streaming recogniser: the first delta `firstDeltaMs` after the turn ended (the upload complete
// over HTTP, as OpenAI's HTTP endpoint transcribes the whole file; the server VAD's end of turn
// over the WebSocket; X-Lab-Asr-Delay-Ms overrides), one delta per word every `perWordMs`, then
// the final text. These are a model's parameters, not any provider's published figures.
struct LabAsrModel {
    std::string name = "lab-asr";
    double firstDeltaMs = 120;
    double perWordMs = 6;

    bool operator==(const LabAsrModel &) const = default;
};

} // namespace ttft
