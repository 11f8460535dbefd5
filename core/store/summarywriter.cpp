#include "summarywriter.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <nlohmann/json.hpp>

namespace ttft {

bool writeJsonFileAtomically(const QString &path, const nlohmann::json &value, QString *error)
{
    return writeJsonFileAtomically(path, value, JsonLayout::Indented, error);
}

bool writeJsonFileAtomically(const QString &path, const nlohmann::json &value, JsonLayout layout, QString *error)
{
    std::string text = value.dump(layout == JsonLayout::Indented ? 2 : -1, ' ', false, nlohmann::json::error_handler_t::replace);
    text += '\n';
    return writeTextFileAtomically(path, text, error);
}

bool writeTextFileAtomically(const QString &path, std::string_view text, QString *error)
{
    return writeTextFileAtomically(path, std::span<const std::string_view>(&text, 1), error);
}

bool writeTextFileAtomically(const QString &path, std::span<const std::string_view> parts, QString *error)
{
    const auto failed = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };

    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath()))
        return failed(QStringLiteral("cannot create directory %1").arg(info.absolutePath()));

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return failed(QStringLiteral("cannot write %1: %2").arg(path, file.errorString()));
    for (const std::string_view text : parts) {
        if (file.write(text.data(), qint64(text.size())) != qint64(text.size())) {
            const QString why = file.errorString();
            file.cancelWriting();
            return failed(QStringLiteral("cannot write %1: %2").arg(path, why));
        }
    }
    if (!file.commit())
        return failed(QStringLiteral("cannot write %1: %2").arg(path, file.errorString()));
    return true;
}

} // namespace ttft
