#pragma once

#include <QObject>
#include <QString>

class QTranslator;

namespace ttft {

// Installs the project's and Qt's translations for a language and swaps them at run time: every
// widget then receives QEvent::LanguageChange and retranslates itself. (installTranslations() in
// core installs translators for good; a window that switches languages must be able to remove them.)
class LanguageSwitcher : public QObject
{
    Q_OBJECT
public:
    explicit LanguageSwitcher(QObject *parent = nullptr);
    ~LanguageSwitcher() override;

    // "en", "zh_CN", or empty for the system's language. Returns false when no translation for the
    // language exists (English needs none: it is the source language).
    bool setLanguage(const QString &language);
    QString language() const { return m_language; }

private:
    void removeTranslators();

    QString m_language;
    QTranslator *m_qtTranslator = nullptr;
    QTranslator *m_projectTranslator = nullptr;
};

} // namespace ttft
