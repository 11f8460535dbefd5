#pragma once

#include <cstddef>
#include <deque>

namespace ttft {

// Maps the builder's own token estimate onto what one server counts. Fed with (estimate, reported
// prompt_tokens) pairs after warm-up, it fits
//     reported ≈ scale × estimate + offset
// - from prompts of one length (the usual warm-up): offset 0, scale = Σreported / Σestimated;
// - from prompts whose estimates span at least a factor 1.5 (a sweep over prompt lengths): a
//   least-squares line, which also absorbs what a server adds per prompt and the estimate does not
//   know (chat-template tokens, tools rendered differently). A fit whose scale is implausible
//   falls back to the ratio.
// Without samples it is the identity. A value type; not synchronised.
class PromptCalibration
{
public:
    static constexpr std::size_t kMaxSamples = 256; // the newest are kept: a server may change

    // Pairs where either count is not positive are ignored.
    void addSample(double estimated, double reported);
    void reset();

    // What the server will count for a prompt the builder estimates at `estimated`.
    double predict(double estimated) const { return m_scale * estimated + m_offset; }
    // The builder estimate that lands on `reported` server tokens (predict's inverse).
    double estimateFor(double reported) const { return (reported - m_offset) / m_scale; }

    double scale() const { return m_scale; }
    double offset() const { return m_offset; }
    std::size_t sampleCount() const { return m_samples.size(); }

private:
    struct Sample {
        double estimated;
        double reported;
    };
    void refit();

    std::deque<Sample> m_samples;
    double m_scale = 1.0;
    double m_offset = 0.0;
};

} // namespace ttft
