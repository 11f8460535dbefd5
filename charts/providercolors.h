#pragma once

#include <QColor>
#include <QHash>
#include <QString>
#include <QStringList>

namespace ttft {

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
