#include "workbenchsettings.h"

#include "wire/jsonnesting.h"

#include <QSettings>

namespace ttft {

namespace {

// Every key in one place.
const QString kGeometry = QStringLiteral("Window/Geometry");
const QString kState = QStringLiteral("Window/State");
const QString kEndpoints = QStringLiteral("Panels/Endpoints");
const QString kWorkload = QStringLiteral("Panels/Workload");
const QString kPlan = QStringLiteral("Panels/Plan");
const QString kVoice = QStringLiteral("Panels/Voice");
const QString kLanguage = QStringLiteral("General/Language");
const QString kLastDirectory = QStringLiteral("Files/LastDirectory");
const QString kRequestsHeader = QStringLiteral("Requests/HeaderState");


} // namespace

WorkbenchSettings::WorkbenchSettings(const QString &iniPath)
    : m_settings(iniPath.isEmpty() ? std::make_unique<QSettings>()
                                   : std::make_unique<QSettings>(iniPath, QSettings::IniFormat))
{
}

WorkbenchSettings::~WorkbenchSettings() = default;

bool WorkbenchSettings::isFirstStart() const
{
    return !m_settings->contains(kState) && !m_settings->contains(kEndpoints);
}

QByteArray WorkbenchSettings::windowGeometry() const
{
    return m_settings->value(kGeometry).toByteArray();
}

void WorkbenchSettings::setWindowGeometry(const QByteArray &geometry)
{
    m_settings->setValue(kGeometry, geometry);
}

QByteArray WorkbenchSettings::windowState() const
{
    return m_settings->value(kState).toByteArray();
}

void WorkbenchSettings::setWindowState(const QByteArray &state)
{
    m_settings->setValue(kState, state);
}

nlohmann::json WorkbenchSettings::jsonValue(const QString &key) const
{
    const QByteArray text = m_settings->value(key).toByteArray();
    if (text.isEmpty())
        return nullptr;
    nlohmann::json value = parseJsonBounded(std::string_view(text.constData(), std::size_t(text.size())));
    return value.is_discarded() ? nlohmann::json(nullptr) : value;
}

void WorkbenchSettings::setJsonValue(const QString &key, const nlohmann::json &value)
{
    // Stored as compact JSON text: QSettings' own variant maps would lose the distinction between
    // integers and doubles, and the panels own their format.
    m_settings->setValue(key, QByteArray::fromStdString(value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)));
}

nlohmann::json WorkbenchSettings::endpointsState() const
{
    return jsonValue(kEndpoints);
}

void WorkbenchSettings::setEndpointsState(const nlohmann::json &state)
{
    setJsonValue(kEndpoints, state);
}

nlohmann::json WorkbenchSettings::workloadState() const
{
    return jsonValue(kWorkload);
}

void WorkbenchSettings::setWorkloadState(const nlohmann::json &state)
{
    setJsonValue(kWorkload, state);
}

nlohmann::json WorkbenchSettings::planState() const
{
    return jsonValue(kPlan);
}

void WorkbenchSettings::setPlanState(const nlohmann::json &state)
{
    setJsonValue(kPlan, state);
}

nlohmann::json WorkbenchSettings::voiceState() const
{
    return jsonValue(kVoice);
}

void WorkbenchSettings::setVoiceState(const nlohmann::json &state)
{
    setJsonValue(kVoice, state);
}

QString WorkbenchSettings::language() const
{
    return m_settings->value(kLanguage).toString();
}

void WorkbenchSettings::setLanguage(const QString &language)
{
    m_settings->setValue(kLanguage, language);
}

QStringList WorkbenchSettings::recentFiles() const
{
    return m_settings->value(QStringLiteral("session/recentFiles")).toStringList();
}

void WorkbenchSettings::addRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    m_settings->setValue(QStringLiteral("session/recentFiles"), files);
}

QString WorkbenchSettings::lastDirectory() const
{
    return m_settings->value(kLastDirectory).toString();
}

void WorkbenchSettings::setLastDirectory(const QString &directory)
{
    m_settings->setValue(kLastDirectory, directory);
}

QByteArray WorkbenchSettings::requestsHeaderState() const
{
    return m_settings->value(kRequestsHeader).toByteArray();
}

void WorkbenchSettings::setRequestsHeaderState(const QByteArray &state)
{
    m_settings->setValue(kRequestsHeader, state);
}

void WorkbenchSettings::sync()
{
    m_settings->sync();
}

} // namespace ttft
