#pragma once

#include <string>

namespace ttft {

// The simulated text-to-speech engine behind one TTS model name (POST /v1/audio/speech, see
// labttsexchange.h). One request goes:
//
//   request complete ─▶ first audio chunk written ─▶ the next chunks, faster than real time ─▶ end
//
// - first audio: firstAudioMs + perCharMs × input characters (Unicode code points) + jitter, where
//   the jitter is Exponential(mean firstAudioJitterMs) drawn from (seed, request id), so a longer
//   input starts later, as a real engine that reads the whole clause before it speaks does.
// - the audio lasts speechMsPerChar × characters / speed (at most maxAudioMs), cut into writes of
//   chunkMs of audio each (MP3: whole frames, as many as come closest to chunkMs);
// - chunk k is written realTimeFactor × (k × its audio length) after the first: 0.25 makes
//   100 ms of audio every 25 ms.
// No queue and no batch: TTS engines are cheap beside an LLM, and the pipeline's question is how
// their first-audio time adds up with the LLM's.
struct LabTtsModel {
    std::string name;
    double firstAudioMs = 120;       // request complete → first chunk written, for an empty input
    double firstAudioJitterMs = 10;  // mean of an exponential delay added to it
    double perCharMs = 0.5;          // added per input character
    double realTimeFactor = 0.25;    // synthesis time / audio time after the first chunk (> 0)
    double chunkMs = 20;             // audio per write
    int sampleRate = 24'000;         // one of the MPEG audio rates (8000 … 48000), so MP3 can carry it
    double speechMsPerChar = 60;     // audio per input character at speed 1 (~16 characters a second)
    double maxAudioMs = 30'000;      // longer speech is cut here
    // Silence before the speech, in ms of audio (part of the audio, ahead of the speech): many TTS
    // services send hundreds of ms of it, so that a client timing the first byte hears nothing
    // yet (public TTS benchmarks report time to first audio as the first byte plus this silence).
    // In the formats with real samples (PCM, WAV) it is digital silence with ±1 LSB of dither.
    double leadingSilenceMs = 0;

    bool operator==(const LabTtsModel &) const = default;
};

} // namespace ttft
