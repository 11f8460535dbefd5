#include "providercolors.h"

#include <array>

namespace ttft {

namespace {

const std::array<QRgb, 10> kPalette = {
    0x4e79a7, 0xf28e2b, 0x59a14f, 0xb07aa1, 0x76b7b2, 0xedc948, 0xff9da7, 0x9c755f, 0xbab0ac, 0xe15759,
};

} // namespace

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
    const QColor color(kPalette[std::size_t(m_automatic.size()) % kPalette.size()]);
    m_automatic.insert(provider, color);
    return color;
}

QColor ProviderColors::colorOf(const QString &provider) const
{
    if (const auto it = m_explicit.constFind(provider); it != m_explicit.constEnd())
        return *it;
    if (const auto it = m_automatic.constFind(provider); it != m_automatic.constEnd())
        return *it;
    return QColor(kPalette[qHash(provider) % kPalette.size()]);
}

void ProviderColors::clearAssigned()
{
    m_automatic.clear();
}

} // namespace ttft
