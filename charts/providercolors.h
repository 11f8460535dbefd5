#pragma once

#include <QColor>
#include <QHash>
#include <QString>
#include <QStringList>

#include <array>

namespace ttft {

// The providers' colours, in the order they are given out: Tableau 10 (distinct hues of similar
// weight, readable on light and dark backgrounds), red fourth. The one palette of every view, the
// Endpoints panel's swatches and the reports, so a provider has the same colour everywhere.
const std::array<QColor, 10> &providerPalette();
// The n-th provider's colour when nothing named one (a profile from an opened session, a report of
// a run): providerPalette() from the start, around again past ten.
QColor paletteColor(int index);

// Provider → colour for the live views. The window sets the colours of the Endpoints panel's
// swatches; a provider it has not named yet gets one from a palette that tells neighbours apart
// (Tableau 10), in order of first appearance, so every view agrees on it.
class ProviderColors
{
public:
    void set(const QString &provider, const QColor &color);
    QColor colorOf(const QString &provider); // assigns a palette colour on first use
    QColor colorOf(const QString &provider) const; // palette colour by name hash when unassigned
    void clearAssigned(); // keeps the colours the window set, forgets the automatic ones

private:
    QHash<QString, QColor> m_explicit;
    QHash<QString, QColor> m_automatic;
};

} // namespace ttft
