#pragma once

#include <QCoreApplication>

class QLocale;

namespace ttft {

// Non-QObject code translates through this context: Tr::tr("...").
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ttft)
};

// Installs the project's translations (compiled into ttftcore) and Qt's own for `locale`.
// Returns true when a project translation for the locale was found (English needs none).
bool installTranslations(QCoreApplication &app, const QLocale &locale);

} // namespace ttft
