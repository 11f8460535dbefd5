#include "providercolors.h"

#include <algorithm>

namespace ttft {

const std::array<QColor, 10> &providerPalette()
{
    static const std::array<QColor, 10> colors{QColor(0x4e79a7), QColor(0xf28e2b), QColor(0x59a14f), QColor(0xe15759),
                                               QColor(0x76b7b2), QColor(0xedc948), QColor(0xb07aa1), QColor(0xff9da7),
                                               QColor(0x9c755f), QColor(0xbab0ac)};
    return colors;
}

QColor paletteColor(int index)
{
    const std::array<QColor, 10> &colors = providerPalette();
    return colors[std::size_t(std::max(index, 0)) % colors.size()];
}

void ProviderColors::set(const QString &provider, const QColor &color)
{
    if (color.isValid())
        m_explicit.insert(provider, color);
    else
        m_explicit.remove(provider);
}

QColor ProviderColors::colorOf(const QString &provider)
{
    if (const auto it = m_explicit.constFind(provider); it != m_explicit.constEnd())
        return *it;
    if (const auto it = m_automatic.constFind(provider); it != m_automatic.constEnd())
        return *it;
    const QColor color = paletteColor(int(m_automatic.size()));
    m_automatic.insert(provider, color);
    return color;
}

QColor ProviderColors::colorOf(const QString &provider) const
{
    if (const auto it = m_explicit.constFind(provider); it != m_explicit.constEnd())
        return *it;
    if (const auto it = m_automatic.constFind(provider); it != m_automatic.constEnd())
        return *it;
    return providerPalette()[qHash(provider) % providerPalette().size()];
}

void ProviderColors::clearAssigned()
{
    m_automatic.clear();
}

} // namespace ttft
