#pragma once

#include "model/workload.h"

#include <QWidget>

#include <nlohmann/json.hpp>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPlainTextEdit;
class QSpinBox;
class QTableView;
class QToolButton;

namespace ttft {

class MessageListModel;

// What every request asks: a scenario template (Q&A, voice assistant with history, tool-using
// agent, long context), its messages (system, history turns, user), a prompt-length target
// padded with filler history, sampling (max_tokens, temperature, top_p, further body fields),
// cache busting, and a live estimate of the prompt's tokens.
class WorkloadPanel : public QWidget
{
    Q_OBJECT
public:
    explicit WorkloadPanel(QWidget *parent = nullptr);

    // The structured form: a leading system row is the system prompt, a trailing user row the
    // user message, the rows between the history; `messages` holds their composition.
    Workload workload() const;
    void setWorkload(const Workload &workload);
    // Loads a template by id (workloadTemplateIds(): "qa", "voice-zh", ...); false when unknown.
    bool loadTemplate(const QString &id);

    // The estimate the panel shows: prompt tokens of the messages as written (tools included).
    int estimatedPromptTokens() const { return m_estimate; }

    // {"workload": toJson(workload()), "template": id}. A workload holds no key.
    nlohmann::json saveState() const;
    void restoreState(const nlohmann::json &state);

    MessageListModel *messagesModel() const { return m_messages; }

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void onChanged();
    void updateEstimate();
    void loadCurrentMessage();
    void addMessage();
    void removeMessage();
    void moveMessage(int delta);
    int currentMessageRow() const;
    void updateEnabled();
    bool extraBody(nlohmann::json &object) const; // the text box, parsed; false when it is not an object

    Workload m_base; // what the form does not show (name, template, seed) comes from here
    int m_estimate = 0;
    bool m_loading = false;

    QLabel *m_templateLabel;
    QComboBox *m_template;
    QLabel *m_messagesLabel;
    MessageListModel *m_messages;
    QTableView *m_table;
    QToolButton *m_addMessage;
    QToolButton *m_removeMessage;
    QToolButton *m_upMessage;
    QToolButton *m_downMessage;
    QComboBox *m_role;
    QPlainTextEdit *m_content;
    QCheckBox *m_targetEnabled;
    QSpinBox *m_target;
    QComboBox *m_fillerLanguage;
    QCheckBox *m_maxTokensEnabled;
    QSpinBox *m_maxTokens;
    QCheckBox *m_temperatureEnabled;
    QDoubleSpinBox *m_temperature;
    QCheckBox *m_topPEnabled;
    QDoubleSpinBox *m_topP;
    QLabel *m_optionsLabel;
    QCheckBox *m_cacheBust;
    QCheckBox *m_includeUsage;
    QCheckBox *m_keepText;
    QLabel *m_extraLabel;
    QPlainTextEdit *m_extra;
    QLabel *m_estimateLabel;
};

} // namespace ttft
