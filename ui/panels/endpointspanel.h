#pragma once

#include "model/providerprofile.h"

#include <QColor>
#include <QString>
#include <QWidget>

#include <nlohmann/json.hpp>

#include <vector>

class QLabel;
class QListView;
class QMenu;
class QToolButton;

namespace ttft {

class ConnectionTester;
class ProviderEditDialog;
class ProviderListModel;
struct ConnectionTestResult;

// The providers to measure: a list with colour swatches and include check boxes, and the actions
// Add from preset, Edit, Duplicate, Delete and Test connection. Profiles never hold a key; a
// profile names where its key comes from (a keychain entry or an environment variable).
//
// Lab providers point at the embedded lab server, whose port changes with every start: they are
// saved with base URL "lab" and resolved to the address given by setLabBaseUrl()/addLabProviders(),
// so after restoreState() call setLabBaseUrl() with this session's lab.
class EndpointsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit EndpointsPanel(QWidget *parent = nullptr);
    ~EndpointsPanel() override;

    // The checked providers, in list order, lab ones with this session's lab address.
    std::vector<ProviderProfile> includedProviders() const;
    // The colour of a provider; also for a name with a " [curl h1.1]"-style transport suffix
    // (PlanPanel's transport sweep). Invalid when no provider has that name.
    QColor colorOf(const QString &providerName) const;

    // Adds "lab-fast", "lab-steady" and "lab-slow" (the lab's demo models, from quick to slow)
    // pointing at `labBaseUrl`, each in its own colour; names already present are left as they
    // are, so calling it again does not duplicate them.
    void addLabProviders(const QString &labBaseUrl);
    void setLabBaseUrl(const QString &labBaseUrl);
    QString labBaseUrl() const { return m_labBaseUrl; }

    // Adds a provider from a preset (core/model/providerpresets.h) and selects it; returns its
    // row, or -1 for an unknown id.
    int addFromPreset(const QString &presetId);

    // {"providers": [{"profile": <toJson(profile)>, "color": "#rrggbb", "included": bool, "lab": bool}]}
    // (toJson leaves credential headers out: the state never holds a key).
    nlohmann::json saveState() const;
    void restoreState(const nlohmann::json &state);

    ProviderListModel *model() const { return m_model; }
    ConnectionTester *tester() const { return m_tester; }
    int currentRow() const;
    void setCurrentRow(int row);

    // Actions on the current row, as the buttons trigger them.
    void editCurrent();     // opens the dialog (window-modal, returns at once)
    void duplicateCurrent();
    void deleteCurrent();
    void testCurrent();     // one request in the background; the result shows under the list
    // The edit dialog while it is open (for tests and the window's tour), else null.
    ProviderEditDialog *editDialog() const { return m_dialog; }

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void rebuildPresetMenu();
    void updateActions();
    void showTestResult(const ConnectionTestResult &result);
    ProviderProfile resolved(const ProviderProfile &profile) const;

    ProviderListModel *m_model;
    QListView *m_list;
    QToolButton *m_add;
    QMenu *m_presetMenu;
    QToolButton *m_edit;
    QToolButton *m_duplicate;
    QToolButton *m_delete;
    QToolButton *m_test;
    QLabel *m_testResult;
    ConnectionTester *m_tester;
    ProviderEditDialog *m_dialog = nullptr;
    QString m_labBaseUrl;
    QString m_testingProvider;
};

} // namespace ttft
