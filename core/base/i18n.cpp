#include "i18n.h"

#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace ttft {

bool installTranslations(QCoreApplication &app, const QLocale &locale)
{
    auto *qtTranslator = new QTranslator(&app);
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qtTranslator);
    } else {
        delete qtTranslator;
    }

    auto *translator = new QTranslator(&app);
    if (translator->load(locale, QStringLiteral("ttft"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(translator);
        return true;
    }
    delete translator;
    return false;
}

} // namespace ttft
