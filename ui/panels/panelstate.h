#pragma once

#include <nlohmann/json_fwd.hpp>

#include <string>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

namespace ttft {

// A panel's form fields in its saved state (saveState() / restoreState() of the plan and voice
// panels): one way to write a field and to read it back, so every panel treats old or hand-edited
// settings alike. Reading: a key that is missing or holds another type leaves the widget as it is
// (settings from an older version restore what they have); a combo box keeps its choice when the
// saved item data is not one of its items.

// The line edit's text as typed (not trimmed: the field comes back exactly as it was left).
std::string fieldText(const QLineEdit *edit);

void restoreChecked(QCheckBox *box, const nlohmann::json &state, const char *key);
void restoreChoice(QComboBox *box, const nlohmann::json &state, const char *key);
void restoreText(QLineEdit *edit, const nlohmann::json &state, const char *key);
// Numbers are read as JSON numbers of any kind; a whole-number box takes the value cut to int.
void restoreNumber(QSpinBox *box, const nlohmann::json &state, const char *key);
void restoreNumber(QDoubleSpinBox *box, const nlohmann::json &state, const char *key);

} // namespace ttft
