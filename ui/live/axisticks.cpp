#include "axisticks.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace ttft {

AxisTicks niceTicks(double low, double high, int maxTicks)
{
    AxisTicks ticks;
    if (!std::isfinite(low) || !std::isfinite(high))
        low = 0, high = 1;
    if (high <= low) {
        const double pad = low == 0 ? 1 : std::abs(low) * 0.1;
        low -= pad;
        high += pad;
    }
    maxTicks = std::max(2, maxTicks);
    const double rough = (high - low) / (maxTicks - 1);
    const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    double step = magnitude * 10;
    for (const double multiple : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (magnitude * multiple >= rough) {
            step = magnitude * multiple;
            break;
        }
    }
    ticks.step = step;
    // A small tolerance keeps 0.30000000000000004 from pushing the range out by a whole step.
    const double epsilon = step * 1e-9;
    ticks.low = std::floor((low + epsilon) / step) * step;
    ticks.high = std::ceil((high - epsilon) / step) * step;
    if (ticks.high <= ticks.low)
        ticks.high = ticks.low + step;
    const int count = int(std::lround((ticks.high - ticks.low) / step));
    ticks.values.reserve(std::size_t(count) + 1);
    for (int i = 0; i <= count; ++i)
        ticks.values.push_back(ticks.low + i * step);
    // 2.5 steps need one more digit than their power of ten.
    const double digits = -std::floor(std::log10(step) + 1e-9);
    ticks.decimals = std::max(0, int(digits) + (std::abs(std::fmod(step / magnitude, 1.0) - 0.5) < 1e-6 ? 1 : 0));
    if (step >= 1 && std::abs(step - std::round(step)) < 1e-9)
        ticks.decimals = 0;
    return ticks;
}

QString formatTick(double value, int decimals)
{
    if (std::abs(value) < 1e-12)
        value = 0; // never "-0"
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale.toString(value, 'f', decimals);
}

QString formatDurationMs(double ms)
{
    QLocale locale;
    if (!std::isfinite(ms))
        return QStringLiteral("—");
    if (std::abs(ms) >= 1000)
        return locale.toString(ms / 1000, 'f', std::abs(ms) >= 10'000 ? 1 : 2) + QStringLiteral(" s");
    if (std::abs(ms) >= 100)
        return locale.toString(ms, 'f', 0) + QStringLiteral(" ms");
    if (std::abs(ms) >= 10)
        return locale.toString(ms, 'f', 1) + QStringLiteral(" ms");
    return locale.toString(ms, 'f', 2) + QStringLiteral(" ms");
}

} // namespace ttft
