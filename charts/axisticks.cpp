#include "axisticks.h"

#include "base/i18n.h"

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

AxisTicks logTicks(double low, double high, int maxTicks)
{
    AxisTicks ticks;
    if (!(low > 0) || !std::isfinite(low))
        low = 1;
    if (!(high > low) || !std::isfinite(high))
        high = low * 10;
    maxTicks = std::max(2, maxTicks);
    const double lowDecade = std::floor(std::log10(low) + 1e-12);
    const double highDecade = std::ceil(std::log10(high) - 1e-12);
    // The densest of 1-2-5, 1-5, 1 per decade (every other decade) that stays within maxTicks.
    const std::vector<std::vector<double>> patterns{{1, 2, 5}, {1, 3}, {1}};
    for (std::size_t pattern = 0; pattern <= patterns.size(); ++pattern) {
        const std::vector<double> &multiples = patterns[std::min(pattern, patterns.size() - 1)];
        const int decadeStep = pattern == patterns.size() ? 2 : 1;
        std::vector<double> values;
        double first = 0, last = 0;
        for (double decade = lowDecade; decade <= highDecade; decade += decadeStep) {
            for (const double multiple : multiples) {
                const double value = multiple * std::pow(10.0, decade);
                values.push_back(value);
            }
        }
        // The ticks inside [low, high]; when fewer than two fall inside, the range widens to the
        // nearest ones outside it.
        std::vector<double> kept;
        for (const double value : values) {
            if (value >= low * (1 - 1e-9) && value <= high * (1 + 1e-9))
                kept.push_back(value);
        }
        bool widened = false;
        if (kept.size() < 2) {
            kept.clear();
            for (std::size_t i = 0; i < values.size(); ++i) {
                const bool belowNext = i + 1 < values.size() && values[i + 1] <= low * (1 + 1e-9);
                const bool abovePrevious = i > 0 && values[i - 1] >= high * (1 - 1e-9);
                if (!belowNext && !abovePrevious)
                    kept.push_back(values[i]);
            }
            widened = true;
        }
        if (kept.size() < 2)
            continue;
        first = widened ? kept.front() : low;
        last = widened ? kept.back() : high;
        if (int(kept.size()) <= maxTicks || pattern == patterns.size()) {
            ticks.low = std::log10(first);
            ticks.high = std::log10(last);
            ticks.values.clear();
            for (const double value : kept)
                ticks.values.push_back(std::log10(value));
            ticks.step = 0; // not uniform
            ticks.decimals = kept.front() < 1 ? int(std::ceil(-std::log10(kept.front()) - 1e-9)) : 0;
            return ticks;
        }
    }
    ticks.low = std::log10(low);
    ticks.high = std::log10(high);
    ticks.values = {ticks.low, ticks.high};
    return ticks;
}

QString formatLogTick(double log10Value, int decimals)
{
    const double value = std::pow(10.0, log10Value);
    // Each label with the digits it needs: 0.5, 2, 1000.
    const int own = value >= 1 ? 0 : std::min(decimals, int(std::ceil(-std::log10(value) - 1e-9)));
    return formatTick(value, own);
}

AxisTicks countTicks(double maxCount, int maxTicks)
{
    maxCount = std::max(1.0, maxCount);
    maxTicks = std::max(2, maxTicks);
    double step = 1;
    for (double magnitude = 1;; magnitude *= 10) {
        bool found = false;
        for (const double multiple : {1.0, 2.0, 5.0}) {
            step = magnitude * multiple;
            if (std::ceil(maxCount / step) + 1 <= maxTicks) {
                found = true;
                break;
            }
        }
        if (found)
            break;
    }
    AxisTicks ticks;
    ticks.step = step;
    ticks.low = 0;
    ticks.high = std::ceil(maxCount / step) * step;
    for (double value = 0; value <= ticks.high + step / 2; value += step)
        ticks.values.push_back(value);
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
        return Tr::tr("%1 s").arg(locale.toString(ms / 1000, 'f', std::abs(ms) >= 10'000 ? 1 : 2));
    if (std::abs(ms) >= 100)
        return Tr::tr("%1 ms").arg(locale.toString(ms, 'f', 0));
    if (std::abs(ms) >= 10)
        return Tr::tr("%1 ms").arg(locale.toString(ms, 'f', 1));
    return Tr::tr("%1 ms").arg(locale.toString(ms, 'f', 2));
}

} // namespace ttft
