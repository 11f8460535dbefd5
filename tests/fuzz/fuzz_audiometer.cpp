// libFuzzer target: the streamed-audio meter (core/voice/audiometer.h), every format.
// Beyond "no crash, no UB, no leak, no unbounded memory" it checks the meter's promise: bytes may be
// split anywhere. The stream fed whole, torn at the fuzzer's points and fed one byte at a time must
// give the same audio time, byte count and problem, and the threshold stamp must name the read that
// holds the byte which completed it (found by the byte-at-a-time run).
//
// Input: the split header of fuzzinput.h; the first byte's top three bits choose the format
// (0 pcm, 1 wav, 2 mp3, 3 opus, 4 aac, 5 flac, 6 wav, 7 mp3: the parsed formats get more turns),
// bit 3 a second PCM layout (11 025 Hz, 2 channels, 3 bytes: frames that do not divide a read),
// bit 4 the threshold (100 ms, or 10 ms so that short inputs reach it too).
// MP3, Opus and FLAC go through Debian's decoders too (voice/audiodecoder.h), whatever the bytes;
// seeds/fuzz_audiometer holds real streams of each, written by the lab's encoders (LAME,
// libopusenc, libFLAC: 200 ms, a tone after 50 ms of silence), so that the fuzzer starts inside them.

#include "fuzzinput.h"

#include "voice/audiometer.h"

#include <cmath>
#include <string>
#include <vector>

namespace {

struct Metered {
    std::int64_t firstByteNs = -1;
    std::int64_t thresholdNs = -1;
    double audioMs = 0;
    std::int64_t bytes = 0;
    std::string problem;
};

std::string describe(const Metered &metered)
{
    return "first " + std::to_string(metered.firstByteNs) + " threshold " + std::to_string(metered.thresholdNs)
        + " audio " + std::to_string(metered.audioMs) + " ms bytes " + std::to_string(metered.bytes) + " problem ["
        + metered.problem + "]";
}

Metered finish(const ttft::AudioMeter &meter)
{
    return {meter.firstByteNs(), meter.thresholdNs(), meter.audioMs(), meter.bytes(), meter.problem()};
}

// Each read is stamped with the stream offset just past it, so a stamp says which read it was.
Metered feed(const ttft::AudioMeter::Options &options, const std::vector<std::string_view> &chunks)
{
    ttft::AudioMeter meter(options);
    std::int64_t end = 0;
    double lastMs = 0;
    for (std::string_view chunk : chunks) {
        end += std::int64_t(chunk.size());
        meter.onBytes(end, chunk);
        fuzzinput::check(std::isfinite(meter.audioMs()) && meter.audioMs() >= lastMs, "audio time never goes back");
        lastMs = meter.audioMs();
        fuzzinput::check(meter.bytes() == end, "every byte fed is counted");
    }
    return finish(meter);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const fuzzinput::Input input = fuzzinput::parse(data, size);
    if (input.chunks.empty())
        return 0;

    static constexpr ttft::AudioFormat kFormats[8] = {
        ttft::AudioFormat::Pcm, ttft::AudioFormat::Wav, ttft::AudioFormat::Mp3, ttft::AudioFormat::Opus,
        ttft::AudioFormat::Aac, ttft::AudioFormat::Flac, ttft::AudioFormat::Wav, ttft::AudioFormat::Mp3,
    };
    ttft::AudioMeter::Options options;
    options.format = kFormats[data[0] >> 5];
    if (input.flushPending) {
        options.pcmSampleRate = 11'025;
        options.pcmChannels = 2;
        options.pcmBytesPerSample = 3;
    }
    options.thresholdMs = input.keepText ? 100 : 10;

    const Metered whole = feed(options, {input.stream});
    const Metered torn = feed(options, input.chunks);
    std::vector<std::string_view> bytewise;
    bytewise.reserve(input.stream.size());
    for (std::size_t i = 0; i < input.stream.size(); ++i)
        bytewise.push_back(input.stream.substr(i, 1));
    const Metered single = feed(options, bytewise);

    // The byte that completed the threshold, then the read of the torn stream that held it.
    const std::int64_t thresholdByte = single.thresholdNs;
    std::int64_t expectedTorn = -1;
    std::int64_t firstTorn = -1;
    std::int64_t end = 0;
    for (std::string_view chunk : input.chunks) {
        end += std::int64_t(chunk.size());
        if (firstTorn < 0 && !chunk.empty())
            firstTorn = end;
        if (expectedTorn < 0 && thresholdByte >= 0 && end >= thresholdByte && !chunk.empty())
            expectedTorn = end;
    }

    const std::string singleText = describe(single);
    Metered expected = single;
    expected.firstByteNs = firstTorn;
    expected.thresholdNs = expectedTorn;
    if (describe(torn) != describe(expected) || torn.audioMs != single.audioMs)
        fuzzinput::fail("the meter depends on read boundaries", singleText, describe(torn));
    expected.firstByteNs = whole.bytes > 0 ? whole.bytes : -1;
    expected.thresholdNs = thresholdByte >= 0 ? whole.bytes : -1;
    if (describe(whole) != describe(expected) || whole.audioMs != single.audioMs)
        fuzzinput::fail("the meter reads a stream in one piece differently", singleText, describe(whole));

    const bool known = ttft::AudioMeter(options).durationKnown();
    fuzzinput::check(known || (single.audioMs == 0 && single.thresholdNs == -1), "no audio time without a duration");
    fuzzinput::check(single.thresholdNs < 0 || single.audioMs >= options.thresholdMs, "threshold stamped early");
    fuzzinput::check(single.thresholdNs < 0 || single.audioMs > 0, "threshold stamped with no audio");
    if (options.format == ttft::AudioFormat::Pcm) {
        const std::int64_t frameBytes = std::int64_t(options.pcmChannels) * options.pcmBytesPerSample;
        const double pcmMs = double(std::int64_t(input.stream.size()) / frameBytes) * 1000.0 / options.pcmSampleRate;
        fuzzinput::check(single.audioMs == pcmMs && single.problem.empty(), "PCM time is whole frames over the rate");
    }
    return 0;
}
