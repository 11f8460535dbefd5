#pragma once

#include <QByteArray>

#include <cstdint>
#include <span>
#include <vector>

namespace ttft {

enum class LabAudioFormat;

// The lab's speech encoded as a real TTS service sends it, by Debian's encoders: MP3 by LAME
// (CBR 64 kbps mono, with the LAME/Info tag in the first frame that tells a gapless decoder the
// encoder's delay and padding, as LAME writes it into files), Ogg Opus by libopusenc (32 kbps,
// one page per 20 ms packet, so that the stream can be cut finely), FLAC by libFLAC (16-bit mono,
// level 5, frames of `flacBlockSamples`). The bytes come as units the server may cut between: an
// MP3 frame, an Ogg page, FLAC metadata or a FLAC frame, each with the end of the input audio it
// completes (the encoder's own delay taken off), so the server paces them by audio time like PCM.
struct LabEncodedAudio {
    struct Unit {
        std::int64_t endByte = 0;   // bytes [previous endByte, endByte) of `bytes`
        std::int64_t endSample = 0; // input samples complete once this unit is decoded
    };
    QByteArray bytes;
    std::vector<Unit> units;
    bool ok = false;                // the encoder ran (false: no encoder for the format, or it failed)
};

// Encodes 16-bit mono `samples` at `sampleRate` (one of the nine MPEG rates); mp3, opus and flac only.
LabEncodedAudio labEncodeAudio(LabAudioFormat format, int sampleRate, std::span<const std::int16_t> samples,
                               int flacBlockSamples);

} // namespace ttft
