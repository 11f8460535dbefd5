#include "speechspan.h"

#include "soundonset.h"

#include <algorithm>
#include <cmath>

namespace ttft {

SpeechSpan::SpeechSpan(Options options, int sampleRate)
    : m_rmsThreshold2(std::pow(10.0, options.thresholdDbfs / 10.0))
    , m_peakThreshold(std::pow(10.0, options.thresholdDbfs / 20.0))
    , m_sampleRate(std::max(sampleRate, 1))
    , m_frameSamples(std::max<std::int64_t>(std::llround(std::max(options.frameMs, 0.1) * m_sampleRate / 1000.0), 1))
    , m_hangoverFrames(std::max<std::int64_t>(std::llround(std::max(options.hangoverMs, 0.0) / std::max(options.frameMs, 0.1)), 1))
{
}

void SpeechSpan::add(double meanSquare, double peak)
{
    if (peak >= m_peakThreshold) {
        if (m_firstLoud < 0)
            m_firstLoud = m_index;
        m_lastLoud = m_index;
    }
    m_sum += meanSquare;
    ++m_index;
    if (++m_inFrame < m_frameSamples)
        return;
    // Speech is two loud frames in a row (a lone click makes one at most, as in SoundOnset).
    const bool loud = m_sum / double(m_inFrame) >= m_rmsThreshold2;
    if (loud && m_previousLoud) {
        if (m_start < 0)
            m_start = m_previousFirstLoud;
        m_lastSpeech = m_lastLoud;
        m_quietFrames = 0;
    } else if (m_lastSpeech >= 0 && m_lastSpeech != m_end && ++m_quietFrames >= m_hangoverFrames) {
        m_end = m_lastSpeech;
    }
    m_previousLoud = loud;
    m_previousFirstLoud = m_firstLoud;
    m_inFrame = 0;
    m_sum = 0;
    m_firstLoud = -1;
    m_lastLoud = -1;
}

std::optional<std::int64_t> SpeechSpan::startSample() const
{
    return m_start >= 0 ? std::optional(m_start) : std::nullopt;
}

std::optional<std::int64_t> SpeechSpan::endSample() const
{
    return m_end >= 0 ? std::optional(m_end) : std::nullopt;
}

std::optional<std::int64_t> SpeechSpan::lastSpeechSample() const
{
    return m_lastSpeech >= 0 ? std::optional(m_lastSpeech) : std::nullopt;
}

std::optional<std::int64_t> lastSpeechSampleOf(std::span<const std::int16_t> samples, int sampleRate)
{
    SpeechSpan span({}, sampleRate);
    for (const std::int16_t sample : samples)
        addSampleFrame(span, 1, [sample](int) { return sample / 32768.0; });
    return span.lastSpeechSample();
}

} // namespace ttft
