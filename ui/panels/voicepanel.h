#pragma once

#include "model/voiceplan.h"

#include <QWidget>

#include <nlohmann/json.hpp>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace ttft {

// The voice pipeline of a run: when ticked, each answer's first speakable clause goes to one or
// more text-to-speech models at one endpoint ("lab": the embedded lab's), and each request's first
// sound adds an ASR finalization time — or, with a recogniser measured in each turn, the user's
// speech is sent to it first and its transcript is the prompt (VoicePlan::liveAsr). The key is named (an environment variable or a keychain
// entry), never typed in here: the panel's state is saved with the settings.
class VoicePanel : public QWidget
{
    Q_OBJECT
public:
    explicit VoicePanel(QWidget *parent = nullptr);

    bool isPipelineEnabled() const;
    void setPipelineEnabled(bool on);

    // The pipeline as set up: one TtsProfile per model, each named after its model, base URL as
    // written ("lab" stays "lab"). Unticked: an empty plan (no TTS, not a pipeline run).
    VoicePlan voicePlan() const;
    // Shows a plan (from a session): the first TTS profile gives endpoint, voice, format and key,
    // every profile its model. An empty plan unticks the pipeline and keeps the fields.
    void setVoicePlan(const VoicePlan &plan);

    // Why the pipeline cannot run as set up (a field missing, ASR text that does not parse); empty
    // when it can or when it is unticked.
    QString problem() const;

    // The ASR field's text for a model, as parseAsrModel() reads it back ("300", "normal:300,50").
    static QString asrText(const AsrModel &model);

    // The form's fields and "plan": toJson(voicePlan()).
    nlohmann::json saveState() const;
    void restoreState(const nlohmann::json &state);

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void onChanged();
    void updateView();
    void updateKeyStatus();
    bool usesLab() const;
    bool measuresAsr() const;
    bool keychainSource() const;
    QStringList models() const;

    bool m_loading = false;

    QCheckBox *m_enabled;
    QLabel *m_intro;
    QWidget *m_fields;
    QFormLayout *m_form;
    QLabel *m_urlLabel;
    QLineEdit *m_url;
    QLabel *m_modelsLabel;
    QLineEdit *m_models;
    QLabel *m_voiceLabel;
    QLineEdit *m_voice;
    QLabel *m_formatLabel;
    QComboBox *m_format;
    QLabel *m_formatHint;
    QLabel *m_rateLabel;
    QSpinBox *m_rate;
    QCheckBox *m_sse; // OpenAI's stream_format "sse"
    QLabel *m_keySourceLabel;
    QComboBox *m_keySource;
    QLabel *m_keyNameLabel;
    QLineEdit *m_keyEnv;
    QLineEdit *m_keyEntry;
    QLabel *m_keyStatus;
    QLabel *m_asrModeLabel;
    QComboBox *m_asrMode;      // an added time, or a recogniser measured in each turn
    QLabel *m_asrUrlLabel;
    QLineEdit *m_asrUrl;
    QLabel *m_asrModelLabel;
    QLineEdit *m_asrModel;
    QLabel *m_asrLanguageLabel;
    QComboBox *m_asrLanguage;
    QCheckBox *m_asrRealtime; // OpenAI's Realtime WebSocket API
    QLabel *m_asrKeyLabel;
    QLineEdit *m_asrKeyEnv;
    QLabel *m_asrLabel;
    QLineEdit *m_asr;
    QLabel *m_asrShown;
    QLabel *m_clauseLabel;
    QSpinBox *m_clause;
    QLabel *m_problem;
};

} // namespace ttft
