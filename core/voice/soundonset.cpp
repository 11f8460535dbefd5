#include "soundonset.h"

#include <algorithm>
#include <cmath>

namespace ttft {

SoundOnset::SoundOnset(Options options, int sampleRate)
    : m_rmsThreshold2(std::pow(10.0, options.thresholdDbfs / 10.0))
    , m_peakThreshold(std::pow(10.0, options.thresholdDbfs / 20.0))
    , m_sampleRate(std::max(sampleRate, 1))
    , m_frameSamples(std::max<std::int64_t>(1, std::llround(std::max(options.frameMs, 0.1) * m_sampleRate / 1000.0)))
{
}

void SoundOnset::add(double meanSquare, double peak)
{
    if (m_onsetSample >= 0)
        return;
    if (peak >= m_peakThreshold && m_firstLoudCur < 0)
        m_firstLoudCur = m_index;
    m_sum += meanSquare;
    ++m_index;
    if (++m_inFrame < m_frameSamples)
        return;
    if (m_sum / double(m_inFrame) >= m_rmsThreshold2) {
        if (m_pendingOnset >= 0) { // the second loud frame in a row: sound
            m_onsetSample = m_pendingOnset;
            return;
        }
        const std::int64_t frameStart = m_index - m_inFrame;
        m_pendingOnset = m_firstLoudPrev >= 0 ? m_firstLoudPrev : m_firstLoudCur >= 0 ? m_firstLoudCur : frameStart;
    } else {
        m_pendingOnset = -1; // one loud frame alone was a click
    }
    m_firstLoudPrev = m_firstLoudCur;
    m_firstLoudCur = -1;
    m_sum = 0;
    m_inFrame = 0;
}

std::optional<double> SoundOnset::onsetMs() const
{
    if (m_onsetSample < 0)
        return std::nullopt;
    return double(m_onsetSample) * 1000.0 / double(m_sampleRate);
}

} // namespace ttft
