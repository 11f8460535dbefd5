#include "endpointspanel.h"

#include "connectiontester.h"
#include "base/figuretext.h"
#include "model/jsonfields.h"
#include "model/providerpresets.h"
#include "providereditdialog.h"
#include "provideritemdelegate.h"
#include "providerlistmodel.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>

namespace ttft {

namespace {

// The lab's demo models, quick to slow (LabConfig::demoModels()).
constexpr const char *kLabModels[] = {"lab-fast", "lab-steady", "lab-slow"};

} // namespace

EndpointsPanel::EndpointsPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new ProviderListModel(this))
    , m_list(new QListView(this))
    , m_add(new QToolButton(this))
    , m_presetMenu(new QMenu(this))
    , m_edit(new QToolButton(this))
    , m_duplicate(new QToolButton(this))
    , m_delete(new QToolButton(this))
    , m_test(new QToolButton(this))
    , m_testResult(new QLabel(this))
    , m_tester(new ConnectionTester(this))
{
    setObjectName(QStringLiteral("EndpointsPanel"));
    m_list->setObjectName(QStringLiteral("providerList"));
    m_add->setObjectName(QStringLiteral("addProvider"));
    m_edit->setObjectName(QStringLiteral("editProvider"));
    m_duplicate->setObjectName(QStringLiteral("duplicateProvider"));
    m_delete->setObjectName(QStringLiteral("deleteProvider"));
    m_test->setObjectName(QStringLiteral("testConnection"));
    m_testResult->setObjectName(QStringLiteral("testResult"));

    m_list->setModel(m_model);
    m_list->setItemDelegate(new ProviderItemDelegate(m_list));
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setUniformItemSizes(true);
    m_list->setIconSize(QSize(14, 14));
    m_add->setMenu(m_presetMenu);
    m_add->setPopupMode(QToolButton::InstantPopup);
    for (QToolButton *button : {m_add, m_edit, m_duplicate, m_delete, m_test}) {
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setAutoRaise(false);
    }
    m_testResult->setWordWrap(true);
    m_testResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_testResult->setMinimumHeight(m_testResult->fontMetrics().lineSpacing() * 2);
    m_testResult->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    // Two rows: the column is about 300 px wide on a 1366×768 laptop.
    auto *buttons = new QHBoxLayout;
    buttons->setSpacing(4);
    buttons->addWidget(m_add);
    buttons->addWidget(m_edit);
    buttons->addWidget(m_duplicate);
    buttons->addWidget(m_delete);
    buttons->addStretch(1);
    auto *testRow = new QHBoxLayout;
    testRow->addStretch(1);
    testRow->addWidget(m_test);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);
    layout->addLayout(testRow);
    layout->addWidget(m_testResult);

    connect(m_edit, &QToolButton::clicked, this, &EndpointsPanel::editCurrent);
    connect(m_duplicate, &QToolButton::clicked, this, &EndpointsPanel::duplicateCurrent);
    connect(m_delete, &QToolButton::clicked, this, &EndpointsPanel::deleteCurrent);
    connect(m_test, &QToolButton::clicked, this, [this] {
        if (m_tester->isRunning())
            m_tester->cancel();
        else
            testCurrent();
    });
    connect(m_list, &QListView::doubleClicked, this, &EndpointsPanel::editCurrent);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, &EndpointsPanel::updateActions);
    connect(m_tester, &ConnectionTester::finished, this, &EndpointsPanel::showTestResult);
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(m_model, signal, this, [this] { Q_EMIT changed(); updateActions(); });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { Q_EMIT changed(); updateActions(); });
    connect(m_model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &, const QModelIndex &, const QList<int> &roles) {
                // A test result in a tooltip is not a change of the setup.
                if (roles.size() == 2 && roles.contains(ProviderListModel::LastTestRole))
                    return;
                Q_EMIT changed();
            });

    auto *deleteAction = new QAction(this);
    deleteAction->setShortcut(QKeySequence::Delete);
    deleteAction->setShortcutContext(Qt::WidgetShortcut);
    connect(deleteAction, &QAction::triggered, this, &EndpointsPanel::deleteCurrent);
    m_list->addAction(deleteAction);

    retranslate();
    updateActions();
}

EndpointsPanel::~EndpointsPanel() = default;

void EndpointsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void EndpointsPanel::retranslate()
{
    m_add->setText(tr("Add"));
    m_add->setToolTip(tr("Add a provider from a preset"));
    m_edit->setText(tr("Edit…"));
    m_duplicate->setText(tr("Duplicate"));
    m_delete->setText(tr("Delete"));
    m_test->setText(m_tester->isRunning() ? tr("Stop test") : tr("Test connection"));
    m_test->setToolTip(tr("Send one request to the selected provider and show its TTFT"));
    m_list->setToolTip(tr("Checked providers are measured side by side in the next run"));
    rebuildPresetMenu();
}

void EndpointsPanel::rebuildPresetMenu()
{
    m_presetMenu->clear();
    QMenu *local = nullptr;
    for (const ProviderPreset &preset : providerPresets()) {
        QMenu *menu = m_presetMenu;
        if (preset.local) {
            if (!local) {
                m_presetMenu->addSeparator();
                local = m_presetMenu->addMenu(tr("Local servers"));
            }
            menu = local;
        }
        QAction *action = menu->addAction(qs(preset.displayName));
        action->setData(qs(preset.id));
        if (!preset.note.empty())
            action->setToolTip(qs(preset.note));
        const QString id = qs(preset.id);
        connect(action, &QAction::triggered, this, [this, id] { addFromPreset(id); });
    }
    m_presetMenu->addSeparator();
    QAction *lab = m_presetMenu->addAction(tr("Lab server: fast, steady and slow models"));
    lab->setEnabled(!m_labBaseUrl.isEmpty());
    connect(lab, &QAction::triggered, this, [this] { addLabProviders(m_labBaseUrl); });
}

void EndpointsPanel::updateActions()
{
    const bool selected = currentRow() >= 0;
    m_edit->setEnabled(selected);
    m_duplicate->setEnabled(selected);
    m_delete->setEnabled(selected);
    m_test->setEnabled(selected || m_tester->isRunning());
}

int EndpointsPanel::currentRow() const
{
    const QModelIndex current = m_list->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void EndpointsPanel::setCurrentRow(int row)
{
    m_list->setCurrentIndex(m_model->index(row));
}

ProviderProfile EndpointsPanel::resolved(const ProviderProfile &profile) const
{
    ProviderProfile copy = profile;
    if (copy.pointsAtLab() && !m_labBaseUrl.isEmpty())
        copy.baseUrl = m_labBaseUrl.toStdString();
    return copy;
}

std::vector<ProviderProfile> EndpointsPanel::includedProviders() const
{
    std::vector<ProviderProfile> providers;
    for (const ProviderEntry &entry : m_model->entries()) {
        if (entry.included)
            providers.push_back(resolved(entry.profile));
    }
    return providers;
}

QColor EndpointsPanel::colorOf(const QString &providerName) const
{
    int row = m_model->rowOf(providerName);
    if (row < 0 && providerName.endsWith(QLatin1Char(']'))) {
        const qsizetype bracket = providerName.lastIndexOf(QStringLiteral(" ["));
        if (bracket > 0)
            row = m_model->rowOf(providerName.left(bracket));
    }
    return row >= 0 ? m_model->entry(row).color : QColor();
}

void EndpointsPanel::setLabBaseUrl(const QString &labBaseUrl)
{
    if (m_labBaseUrl == labBaseUrl)
        return;
    m_labBaseUrl = labBaseUrl;
    // Lab rows keep their marker; their shown address follows the lab.
    for (int row = 0; row < m_model->rowCount(); ++row) {
        ProviderEntry entry = m_model->entry(row);
        if (entry.profile.pointsAtLab() && !labBaseUrl.isEmpty()) {
            entry.profile.baseUrl = labBaseUrl.toStdString();
            m_model->replace(row, std::move(entry));
        }
    }
    rebuildPresetMenu();
}

void EndpointsPanel::addLabProviders(const QString &labBaseUrl)
{
    setLabBaseUrl(labBaseUrl);
    for (const char *model : kLabModels) {
        const QString name = QString::fromLatin1(model);
        if (m_model->rowOf(name) >= 0)
            continue;
        ProviderEntry entry;
        entry.profile.name = model;
        entry.profile.model = model;
        entry.profile.kind = ProviderKind::Lab;
        entry.profile.baseUrl = labBaseUrl.toStdString();
        entry.profile.dialect = "openai-chat";
        entry.profile.auth = AuthStyle::None;
        entry.color = m_model->unusedColor();
        m_model->append(std::move(entry));
    }
    if (currentRow() < 0 && m_model->rowCount() > 0)
        setCurrentRow(0);
}

int EndpointsPanel::addFromPreset(const QString &presetId)
{
    const ProviderPreset *preset = findProviderPreset(presetId.toStdString());
    if (!preset)
        return -1;
    ProviderEntry entry;
    entry.profile = preset->profile;
    entry.profile.name = m_model->uniqueName(QString::fromStdString(preset->profile.name)).toStdString();
    entry.color = m_model->unusedColor();
    const int row = m_model->append(std::move(entry));
    setCurrentRow(row);
    if (!preset->note.empty())
        m_testResult->setText(tr("%1: %2").arg(qs(preset->displayName), qs(preset->note)));
    return row;
}

void EndpointsPanel::editCurrent()
{
    const int row = currentRow();
    if (row < 0 || m_dialog)
        return;
    QStringList taken;
    for (int other = 0; other < m_model->rowCount(); ++other) {
        if (other != row)
            taken << QString::fromStdString(m_model->entry(other).profile.name);
    }
    m_dialog = new ProviderEditDialog(this);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog->setEntry(m_model->entry(row), m_labBaseUrl, taken);
    // The row is found again by name: the list may have changed while the dialog was open.
    const QString originalName = QString::fromStdString(m_model->entry(row).profile.name);
    connect(m_dialog, &QDialog::accepted, this, [this, originalName] {
        const int editedRow = m_model->rowOf(originalName);
        if (editedRow >= 0 && m_dialog)
            m_model->replace(editedRow, m_dialog->entry());
    });
    connect(m_dialog, &QObject::destroyed, this, [this] { m_dialog = nullptr; });
    m_dialog->open();
}

void EndpointsPanel::duplicateCurrent()
{
    const int row = currentRow();
    if (row < 0)
        return;
    ProviderEntry copy = m_model->entry(row);
    copy.profile.name = m_model->uniqueName(QString::fromStdString(copy.profile.name)).toStdString();
    copy.color = m_model->unusedColor();
    copy.lastTest.clear();
    setCurrentRow(m_model->append(std::move(copy)));
}

void EndpointsPanel::deleteCurrent()
{
    const int row = currentRow();
    if (row < 0)
        return;
    m_model->remove(row);
    if (m_model->rowCount() > 0)
        setCurrentRow(std::min(row, m_model->rowCount() - 1));
    updateActions();
}

void EndpointsPanel::testCurrent()
{
    const int row = currentRow();
    if (row < 0 || m_tester->isRunning())
        return;
    const ProviderEntry &entry = m_model->entry(row);
    m_testingProvider = QString::fromStdString(entry.profile.name);
    m_tester->start(resolved(entry.profile));
    m_testResult->setPalette(palette());
    m_testResult->setText(tr("Testing %1…").arg(m_testingProvider));
    m_test->setText(tr("Stop test"));
    updateActions();
}

void EndpointsPanel::showTestResult(const ConnectionTestResult &result)
{
    const QString text = tr("%1: %2").arg(result.provider, result.text);
    m_testResult->setText(text);
    QPalette colors = palette();
    if (!result.ok)
        colors.setColor(QPalette::WindowText, QColor(0xc0, 0x20, 0x20));
    m_testResult->setPalette(colors);
    m_model->setLastTest(m_model->rowOf(result.provider), text);
    m_test->setText(tr("Test connection"));
    updateActions();
}

nlohmann::json EndpointsPanel::saveState() const
{
    nlohmann::json providers = nlohmann::json::array();
    for (const ProviderEntry &entry : m_model->entries()) {
        // A lab row is saved without this session's address: the next session's lab has another port.
        ProviderProfile profile = entry.profile;
        if (profile.pointsAtLab())
            profile.baseUrl.clear();
        providers.push_back({
            {"profile", toJson(profile)},
            {"color", entry.color.name().toStdString()},
            {"included", entry.included},
        });
    }
    return {{"providers", std::move(providers)}};
}

void EndpointsPanel::restoreState(const nlohmann::json &state)
{
    if (!state.is_object() || !state.contains("providers") || !state["providers"].is_array())
        return;
    std::vector<ProviderEntry> entries;
    for (const nlohmann::json &item : state["providers"]) {
        if (!item.is_object() || !item.contains("profile"))
            continue;
        ProviderEntry entry;
        entry.profile = providerProfileFromJson(item["profile"]);
        if (entry.profile.name.empty())
            continue;
        entry.included = jsonfields::valueOr(item, "included", true);
        if (jsonfields::valueOr(item, "lab", false)) // how windows before ProviderKind saved a lab row
            entry.profile.kind = ProviderKind::Lab;
        if (entry.profile.pointsAtLab())
            entry.profile.baseUrl.clear();
        if (entry.profile.pointsAtLab() && !m_labBaseUrl.isEmpty())
            entry.profile.baseUrl = m_labBaseUrl.toStdString();
        entry.color = QColor(QString::fromStdString(jsonfields::valueOr(item, "color", std::string())));
        entries.push_back(std::move(entry));
    }
    // Names must stay unique and colours valid, whatever the file says.
    ProviderListModel names;
    for (ProviderEntry &entry : entries) {
        entry.profile.name = names.uniqueName(QString::fromStdString(entry.profile.name)).toStdString();
        if (!entry.color.isValid())
            entry.color = names.unusedColor();
        names.append(entry);
    }
    m_model->setEntries(std::move(entries));
    if (m_model->rowCount() > 0)
        setCurrentRow(0);
}

} // namespace ttft
