#include "languageswitcher.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace ttft {

LanguageSwitcher::LanguageSwitcher(QObject *parent)
    : QObject(parent)
{
}

LanguageSwitcher::~LanguageSwitcher()
{
    removeTranslators();
}

void LanguageSwitcher::removeTranslators()
{
    for (QTranslator **translator : {&m_qtTranslator, &m_projectTranslator}) {
        if (*translator) {
            QCoreApplication::removeTranslator(*translator);
            delete *translator;
            *translator = nullptr;
        }
    }
}

bool LanguageSwitcher::setLanguage(const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    removeTranslators();
    m_language = language;
    // English is the source language: removing the translators is the whole switch.
    if (locale.language() == QLocale::English || locale.language() == QLocale::C) {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        return true;
    }
    QLocale::setDefault(locale);
    auto *qtTranslator = new QTranslator(this);
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        m_qtTranslator = qtTranslator;
        QCoreApplication::installTranslator(m_qtTranslator);
    } else {
        delete qtTranslator;
    }
    auto *projectTranslator = new QTranslator(this);
    if (!projectTranslator->load(locale, QStringLiteral("ttft"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        delete projectTranslator;
        return false;
    }
    m_projectTranslator = projectTranslator;
    QCoreApplication::installTranslator(m_projectTranslator);
    return true;
}

} // namespace ttft
