// Every user-visible string has its Simplified Chinese translation, with the same placeholders
// and one way of writing units. lupdate is run over the sources as they are now (into a copy of
// the .ts file), so a string added without running `update_translations` fails here too.
#include "testpaths.h"
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <set>

namespace {

struct Message {
    QString source;
    QString translation;
    bool unfinished = false;
};

QString unescape(QString text)
{
    text.replace(QStringLiteral("&lt;"), QStringLiteral("<")).replace(QStringLiteral("&gt;"), QStringLiteral(">"));
    text.replace(QStringLiteral("&apos;"), QStringLiteral("'")).replace(QStringLiteral("&quot;"), QStringLiteral("\""));
    return text.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
}

std::vector<Message> readTs(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromUtf8(file.readAll());
    static const QRegularExpression message(QStringLiteral("<message[^>]*>(.*?)</message>"),
                                            QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression source(QStringLiteral("<source>(.*?)</source>"), QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression translation(QStringLiteral("<translation([^>]*)>(.*?)</translation>"),
                                                QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression numerus(QStringLiteral("</?numerusform>"));
    std::vector<Message> messages;
    for (auto it = message.globalMatch(text); it.hasNext();) {
        const QString body = it.next().captured(1);
        Message m;
        m.source = unescape(source.match(body).captured(1));
        const QRegularExpressionMatch t = translation.match(body);
        m.unfinished = t.captured(1).contains(QStringLiteral("unfinished"));
        m.translation = unescape(t.captured(2)).remove(numerus).trimmed();
        messages.push_back(std::move(m));
    }
    return messages;
}

std::multiset<QString> placeholders(const QString &text)
{
    static const QRegularExpression marker(QStringLiteral("%(?:\\d+|n)"));
    std::multiset<QString> found;
    for (auto it = marker.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured(0));
    return found;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyStringIsTranslated()
    {
        const QString root = ttftTestPath(TTFT_SOURCE_DIR);
        const QString ts = root + QStringLiteral("/translations/ttft_zh_CN.ts");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString copy = dir.filePath(QStringLiteral("ttft_zh_CN.ts"));
        QVERIFY(QFile::copy(ts, copy));
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(QStringLiteral(TTFT_LUPDATE), {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
                                                     root + QStringLiteral("/core"), root + QStringLiteral("/ui"),
                                                     root + QStringLiteral("/app"), QStringLiteral("-ts"), copy});
        QVERIFY(lupdate.waitForFinished(120'000));
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAll().constData());

        const std::vector<Message> messages = readTs(copy);
        QVERIFY(messages.size() > 1000);
        QStringList missing, mismatched, units;
        for (const Message &m : messages) {
            if (m.unfinished || m.translation.isEmpty())
                missing << m.source;
            else if (placeholders(m.source) != placeholders(m.translation))
                mismatched << m.source + QStringLiteral(" → ") + m.translation;
            // Milliseconds are "ms" in both languages: no 毫秒 beside ms in the same window.
            if (m.translation.contains(QStringLiteral("毫秒")))
                units << m.translation;
        }
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("%1 untranslated (run the update_translations target, then "
                                                             "translate):\n  %2")
                                                  .arg(missing.size())
                                                  .arg(missing.join(QStringLiteral("\n  ")))));
        QVERIFY2(mismatched.isEmpty(), qPrintable(mismatched.join(QLatin1Char('\n'))));
        QVERIFY2(units.isEmpty(), qPrintable(units.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
