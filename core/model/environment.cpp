#include "environment.h"

#include "jsonfields.h"

#include <QDateTime>
#include <QFile>
#include <QSysInfo>
#include <QTimeZone>

#include <curl/curl.h>
#include <nlohmann/json.hpp>

#include <thread>

namespace ttft {

namespace {

std::string cpuModel()
{
    QFile file(QStringLiteral("/proc/cpuinfo"));
    if (!file.open(QIODevice::ReadOnly))
        return QSysInfo::currentCpuArchitecture().toStdString();
    while (!file.atEnd()) {
        const QByteArray line = file.readLine();
        if (line.startsWith("model name")) {
            const qsizetype colon = line.indexOf(':');
            if (colon > 0)
                return line.mid(colon + 1).trimmed().toStdString();
        }
    }
    return QSysInfo::currentCpuArchitecture().toStdString();
}

nlohmann::json isoOrNull(std::int64_t ms)
{
    if (ms == 0)
        return nullptr;
    return QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc()).toString(Qt::ISODateWithMs).toStdString();
}

void readIso(const nlohmann::json &object, const char *key, std::int64_t &ms, std::string *error)
{
    std::string text;
    if (!jsonfields::read(object, key, text, error) || text.empty())
        return;
    const QDateTime parsed = QDateTime::fromString(QString::fromStdString(text), Qt::ISODateWithMs);
    if (parsed.isValid())
        ms = parsed.toMSecsSinceEpoch();
    else if (error && error->empty())
        *error = std::string("\"") + key + "\": expected an ISO-8601 date and time";
}

} // namespace

RunEnvironment captureEnvironment()
{
    RunEnvironment environment;
    environment.host = QSysInfo::machineHostName().toStdString();
    environment.os = QString(QSysInfo::prettyProductName() + QStringLiteral(", kernel ") + QSysInfo::kernelVersion()).toStdString();
    environment.cpu = cpuModel();
    environment.cpuCores = int(std::thread::hardware_concurrency());
    environment.qtVersion = qVersion();
    environment.curlVersion = curl_version_info(CURLVERSION_NOW)->version;
    environment.appVersion = TTFT_VERSION;
    return environment;
}

nlohmann::json toJson(const RunEnvironment &environment)
{
    nlohmann::json json{
        {"host", environment.host},
        {"os", environment.os},
        {"cpu", environment.cpu},
        {"cpu_cores", environment.cpuCores},
        {"qt_version", environment.qtVersion},
        {"curl_version", environment.curlVersion},
        {"app_version", environment.appVersion},
        {"note", environment.note},
        {"started", isoOrNull(environment.startedMs)},
        {"ended", isoOrNull(environment.endedMs)},
    };
    if (!environment.location.empty())
        json["location"] = environment.location;
    return json;
}

RunEnvironment runEnvironmentFromJson(const nlohmann::json &object, std::string *error)
{
    RunEnvironment environment;
    if (!object.is_object()) {
        if (error && error->empty())
            *error = "an environment must be a JSON object";
        return environment;
    }
    using jsonfields::read;
    read(object, "host", environment.host, error);
    read(object, "os", environment.os, error);
    read(object, "cpu", environment.cpu, error);
    read(object, "cpu_cores", environment.cpuCores, error);
    read(object, "qt_version", environment.qtVersion, error);
    read(object, "curl_version", environment.curlVersion, error);
    read(object, "app_version", environment.appVersion, error);
    read(object, "note", environment.note, error);
    read(object, "location", environment.location, error);
    readIso(object, "started", environment.startedMs, error);
    readIso(object, "ended", environment.endedMs, error);
    return environment;
}

} // namespace ttft
