#include "panelstate.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSpinBox>

#include <nlohmann/json.hpp>

namespace ttft {

namespace {

// The value under `key` when it is of the wanted type, else nothing.
const nlohmann::json *find(const nlohmann::json &state, const char *key, bool (nlohmann::json::*isType)() const noexcept)
{
    const auto it = state.find(key);
    return it != state.end() && ((*it).*isType)() ? &*it : nullptr;
}

} // namespace

std::string fieldText(const QLineEdit *edit)
{
    return edit->text().toStdString();
}

void restoreChecked(QCheckBox *box, const nlohmann::json &state, const char *key)
{
    if (const nlohmann::json *value = find(state, key, &nlohmann::json::is_boolean))
        box->setChecked(value->get<bool>());
}

void restoreChoice(QComboBox *box, const nlohmann::json &state, const char *key)
{
    if (const nlohmann::json *value = find(state, key, &nlohmann::json::is_string)) {
        const int index = box->findData(QString::fromStdString(value->get<std::string>()));
        if (index >= 0)
            box->setCurrentIndex(index);
    }
}

void restoreText(QLineEdit *edit, const nlohmann::json &state, const char *key)
{
    if (const nlohmann::json *value = find(state, key, &nlohmann::json::is_string))
        edit->setText(QString::fromStdString(value->get<std::string>()));
}

void restoreNumber(QSpinBox *box, const nlohmann::json &state, const char *key)
{
    if (const nlohmann::json *value = find(state, key, &nlohmann::json::is_number))
        box->setValue(int(value->get<double>()));
}

void restoreNumber(QDoubleSpinBox *box, const nlohmann::json &state, const char *key)
{
    if (const nlohmann::json *value = find(state, key, &nlohmann::json::is_number))
        box->setValue(value->get<double>());
}

} // namespace ttft
