#include "base/i18n.h"

#include <QCoreApplication>
#include <QLocale>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ttft-bench"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TTFT_VERSION));
    ttft::installTranslations(app, QLocale::system());
    std::fputs(qPrintable(ttft::Tr::tr("ttft-bench: not yet implemented\n")), stderr);
    return 2;
}
