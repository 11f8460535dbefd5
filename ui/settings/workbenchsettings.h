#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <memory>

class QSettings;

namespace ttft {

// The one typed facade over QSettings for the workbench: every key lives here as "Group/Key", so
// no widget invents its own spelling and a renamed key is changed in one place.
class WorkbenchSettings
{
public:
    // The application's settings (organization and application name), or a file of our own (tests).
    explicit WorkbenchSettings(const QString &iniPath = QString());
    ~WorkbenchSettings();

    WorkbenchSettings(const WorkbenchSettings &) = delete;
    WorkbenchSettings &operator=(const WorkbenchSettings &) = delete;

    // True until the window has saved its state once: the first start offers the lab providers.
    bool isFirstStart() const;

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);

    // The configuration panels' own JSON (EndpointsPanel::saveState() and friends); null when unset
    // or unreadable, so a damaged value costs the panel's state, not the start.
    nlohmann::json endpointsState() const;
    void setEndpointsState(const nlohmann::json &state);
    nlohmann::json workloadState() const;
    void setWorkloadState(const nlohmann::json &state);
    nlohmann::json planState() const;
    void setPlanState(const nlohmann::json &state);
    nlohmann::json voiceState() const;
    void setVoiceState(const nlohmann::json &state);

    // "en", "zh_CN", or empty for the system's language.
    QString language() const;
    void setLanguage(const QString &language);

    // Where Open, Save and Export last looked.
    QString lastDirectory() const;
    void setLastDirectory(const QString &directory);

    // The request table's column layout (QHeaderView::saveState()).
    // Sessions opened or saved, newest first (at most kMaxRecentFiles).
    static constexpr int kMaxRecentFiles = 10;
    QStringList recentFiles() const;
    void addRecentFile(const QString &path);

    QByteArray requestsHeaderState() const;
    void setRequestsHeaderState(const QByteArray &state);

    void sync();

private:
    nlohmann::json jsonValue(const QString &key) const;
    void setJsonValue(const QString &key, const nlohmann::json &value);

    std::unique_ptr<QSettings> m_settings;
};

} // namespace ttft
