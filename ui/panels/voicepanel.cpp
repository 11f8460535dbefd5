#include "voicepanel.h"

#include "keysource.h"
#include "panelstate.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

#include <algorithm>

namespace ttft {

namespace {

const char *const kFormats[] = {"pcm", "wav", "mp3", "opus", "aac", "flac"};

// The formats whose streams tell how much audio has arrived (AudioMeter): the 100 ms mark.
bool formatTellsDuration(const QString &format)
{
    return format == QLatin1String("pcm") || format == QLatin1String("wav") || format == QLatin1String("mp3");
}

// What an endpoint field may hold: "lab" (the embedded lab) or an http(s) base URL.
bool isEndpointText(const QString &url)
{
    return url.toStdString() == kLabName || url.startsWith(QLatin1String("http://")) || url.startsWith(QLatin1String("https://"));
}

// Shortest text that reads back as the same double, so a plan survives the field unchanged.
QString number(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

} // namespace

VoicePanel::VoicePanel(QWidget *parent)
    : QWidget(parent)
    , m_enabled(new QCheckBox(this))
    , m_intro(new QLabel(this))
    , m_fields(new QWidget(this))
    , m_form(new QFormLayout(m_fields))
    , m_urlLabel(new QLabel(m_fields))
    , m_url(new QLineEdit(m_fields))
    , m_modelsLabel(new QLabel(m_fields))
    , m_models(new QLineEdit(m_fields))
    , m_voiceLabel(new QLabel(m_fields))
    , m_voice(new QLineEdit(m_fields))
    , m_formatLabel(new QLabel(m_fields))
    , m_format(new QComboBox(m_fields))
    , m_formatHint(new QLabel(m_fields))
    , m_rateLabel(new QLabel(m_fields))
    , m_rate(new QSpinBox(m_fields))
    , m_sse(new QCheckBox(m_fields))
    , m_keySourceLabel(new QLabel(m_fields))
    , m_keySource(new QComboBox(m_fields))
    , m_keyNameLabel(new QLabel(m_fields))
    , m_keyEnv(new QLineEdit(m_fields))
    , m_keyEntry(new QLineEdit(m_fields))
    , m_keyStatus(new QLabel(m_fields))
    , m_asrModeLabel(new QLabel(m_fields))
    , m_asrMode(new QComboBox(m_fields))
    , m_asrUrlLabel(new QLabel(m_fields))
    , m_asrUrl(new QLineEdit(m_fields))
    , m_asrModelLabel(new QLabel(m_fields))
    , m_asrModel(new QLineEdit(m_fields))
    , m_asrLanguageLabel(new QLabel(m_fields))
    , m_asrLanguage(new QComboBox(m_fields))
    , m_asrRealtime(new QCheckBox(m_fields))
    , m_asrKeyLabel(new QLabel(m_fields))
    , m_asrKeyEnv(new QLineEdit(m_fields))
    , m_asrLabel(new QLabel(m_fields))
    , m_asr(new QLineEdit(m_fields))
    , m_asrShown(new QLabel(m_fields))
    , m_clauseLabel(new QLabel(m_fields))
    , m_clause(new QSpinBox(m_fields))
    , m_problem(new QLabel(this))
{
    setObjectName(QStringLiteral("VoicePanel"));
    m_enabled->setObjectName(QStringLiteral("voiceEnabled"));
    m_url->setObjectName(QStringLiteral("ttsUrl"));
    m_models->setObjectName(QStringLiteral("ttsModels"));
    m_voice->setObjectName(QStringLiteral("ttsVoice"));
    m_format->setObjectName(QStringLiteral("ttsFormat"));
    m_formatHint->setObjectName(QStringLiteral("formatHint"));
    m_rate->setObjectName(QStringLiteral("ttsSampleRate"));
    m_sse->setObjectName(QStringLiteral("ttsSse"));
    m_keySource->setObjectName(QStringLiteral("keySource"));
    m_keyEnv->setObjectName(QStringLiteral("apiKeyEnv"));
    m_keyEntry->setObjectName(QStringLiteral("apiKeyKeychain"));
    m_keyStatus->setObjectName(QStringLiteral("keyStatus"));
    m_asrMode->setObjectName(QStringLiteral("asrMode"));
    m_asrUrl->setObjectName(QStringLiteral("asrUrl"));
    m_asrModel->setObjectName(QStringLiteral("asrModel"));
    m_asrLanguage->setObjectName(QStringLiteral("asrLanguage"));
    m_asrKeyEnv->setObjectName(QStringLiteral("asrKeyEnv"));
    m_asrRealtime->setObjectName(QStringLiteral("asrRealtime"));
    m_asr->setObjectName(QStringLiteral("asr"));
    m_asrShown->setObjectName(QStringLiteral("asrShown"));
    m_clause->setObjectName(QStringLiteral("clauseChars"));
    m_problem->setObjectName(QStringLiteral("problem"));

    for (const char *format : kFormats)
        m_format->addItem(QString(), QString::fromLatin1(format));
    // The choices' texts are long: the boxes keep to the column's width and elide.
    for (QComboBox *box : {m_asrMode, m_asrLanguage}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(12);
    }
    m_asrMode->addItem(QString(), QStringLiteral("time"));
    m_asrMode->addItem(QString(), QStringLiteral("measured"));
    m_asrLanguage->addItem(QString(), QString());
    m_asrLanguage->addItem(QString(), QStringLiteral("en"));
    m_asrLanguage->addItem(QString(), QStringLiteral("zh"));
    m_keySource->addItem(QString(), QStringLiteral("env"));
    m_keySource->addItem(QString(), QStringLiteral("keychain"));
    m_rate->setRange(1000, 384'000);
    m_rate->setSingleStep(1000);
    m_rate->setGroupSeparatorShown(true);
    m_clause->setRange(0, 10'000);
    for (QLabel *label : {m_intro, m_formatHint, m_keyStatus, m_asrShown, m_problem}) {
        label->setWordWrap(true);
        // The whole field's width: a wrapped label of a form row keeps to its own hint otherwise.
        label->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    }
    for (QLabel *label : {m_intro, m_formatHint, m_keyStatus, m_asrShown})
        label->setForegroundRole(QPalette::PlaceholderText);
    QPalette problemColors = m_problem->palette();
    problemColors.setColor(QPalette::WindowText, QColor(0xc0, 0x20, 0x20));
    m_problem->setPalette(problemColors);

    auto *keyName = new QHBoxLayout;
    keyName->addWidget(m_keyEnv, 1);
    keyName->addWidget(m_keyEntry, 1);

    m_form->setContentsMargins(0, 0, 0, 0);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow); // fields fill the column: rows line up at any width
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);       // a field too wide beside its label goes under it
    m_form->addRow(m_urlLabel, m_url);
    m_form->addRow(m_modelsLabel, m_models);
    m_form->addRow(m_voiceLabel, m_voice);
    m_form->addRow(m_formatLabel, m_format);
    m_form->addRow(QString(), m_formatHint);
    m_form->addRow(m_rateLabel, m_rate);
    m_form->addRow(QString(), m_sse);
    m_form->addRow(m_keySourceLabel, m_keySource);
    m_form->addRow(m_keyNameLabel, keyName);
    m_form->addRow(QString(), m_keyStatus);
    m_form->addRow(m_asrModeLabel, m_asrMode);
    m_form->addRow(m_asrUrlLabel, m_asrUrl);
    m_form->addRow(m_asrModelLabel, m_asrModel);
    m_form->addRow(m_asrLanguageLabel, m_asrLanguage);
    m_form->addRow(QString(), m_asrRealtime);
    m_form->addRow(m_asrKeyLabel, m_asrKeyEnv);
    m_form->addRow(m_asrLabel, m_asr);
    m_form->addRow(QString(), m_asrShown);
    m_form->addRow(m_clauseLabel, m_clause);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_enabled);
    layout->addWidget(m_intro);
    layout->addWidget(m_fields);
    layout->addWidget(m_problem);
    layout->addStretch(1);

    // The ready pipeline: the lab's quick TTS, OpenAI's defaults, 300 ms of ASR.
    m_url->setText(QString::fromUtf8(kLabName.data(), qsizetype(kLabName.size())));
    m_models->setText(QStringLiteral("lab-tts"));
    m_voice->setText(QStringLiteral("alloy"));
    m_rate->setValue(24'000);
    m_asr->setText(QStringLiteral("300"));
    m_asrUrl->setText(QString::fromUtf8(kLabName.data(), qsizetype(kLabName.size())));
    m_asrModel->setText(QStringLiteral("lab-asr"));
    m_clause->setValue(kDefaultClauseChars);

    connect(m_enabled, &QCheckBox::toggled, this, &VoicePanel::onChanged);
    connect(m_sse, &QCheckBox::toggled, this, &VoicePanel::onChanged);
    connect(m_asrRealtime, &QCheckBox::toggled, this, &VoicePanel::onChanged);
    for (QComboBox *box : {m_format, m_keySource, m_asrMode, m_asrLanguage})
        connect(box, &QComboBox::currentIndexChanged, this, &VoicePanel::onChanged);
    for (QSpinBox *box : {m_rate, m_clause})
        connect(box, &QSpinBox::valueChanged, this, &VoicePanel::onChanged);
    for (QLineEdit *edit : {m_url, m_models, m_voice, m_keyEnv, m_keyEntry, m_asr, m_asrUrl, m_asrModel, m_asrKeyEnv})
        connect(edit, &QLineEdit::textChanged, this, &VoicePanel::onChanged);

    retranslate();
}

void VoicePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void VoicePanel::retranslate()
{
    m_enabled->setText(tr("&Send each answer's first clause to text-to-speech"));
    m_intro->setText(tr("A voice pipeline: each request's first sound = ASR finalization + the LLM's time to its "
                        "first speakable clause + the TTS's time to its first real audio. Every TTS model gets the same "
                        "clause at the same moment. With speech recognition measured, each turn starts with the user "
                        "speaking and every stage is measured from their last word."));
    m_urlLabel->setText(tr("TTS &endpoint:"));
    m_urlLabel->setBuddy(m_url);
    m_url->setPlaceholderText(tr("lab, or a base URL such as https://api.openai.com/v1"));
    m_url->setToolTip(tr("\"lab\" is the embedded lab server; the clause is sent to POST …/audio/speech under the base URL"));
    m_modelsLabel->setText(tr("&Models:"));
    m_modelsLabel->setBuddy(m_models);
    m_models->setPlaceholderText(tr("comma-separated, e.g. lab-tts, lab-tts-slow"));
    m_models->setToolTip(tr("Each model gets every clause and is shown under its own name"));
    m_voiceLabel->setText(tr("&Voice:"));
    m_voiceLabel->setBuddy(m_voice);
    m_voice->setPlaceholderText(tr("e.g. alloy"));
    m_formatLabel->setText(tr("Audio &format:"));
    m_formatLabel->setBuddy(m_format);
    m_format->setItemText(0, tr("PCM (16-bit mono)"));
    m_format->setItemText(1, tr("WAV"));
    m_format->setItemText(2, tr("MP3"));
    m_format->setItemText(3, tr("Opus"));
    m_format->setItemText(4, tr("AAC"));
    m_format->setItemText(5, tr("FLAC"));
    m_rateLabel->setText(tr("&Sample rate:"));
    m_sse->setText(tr("Audio in SSE events (OpenAI stream_format \"sse\")"));
    m_sse->setToolTip(tr("The audio comes base64-encoded in speech.audio.delta events instead of as the raw body "
                         "(OpenAI's gpt-4o-mini-tts). Timed the same way: from the first event that carries audio."));
    m_rateLabel->setBuddy(m_rate);
    m_rate->setSuffix(tr(" Hz"));
    m_rate->setToolTip(tr("The rate the server sends PCM at (OpenAI: 24,000 Hz); it turns bytes into audio time"));
    m_keySourceLabel->setText(tr("API &key from:"));
    m_keySourceLabel->setBuddy(m_keySource);
    m_keySource->setItemText(0, tr("An environment variable"));
    m_keySource->setItemText(1, tr("The system keychain"));
    m_keyEnv->setPlaceholderText(tr("e.g. OPENAI_API_KEY"));
    m_keyEntry->setPlaceholderText(tr("the entry's name, e.g. openai"));
    m_asrModeLabel->setText(tr("Speech &recognition:"));
    m_asrModeLabel->setBuddy(m_asrMode);
    m_asrMode->setItemText(0, tr("An added time"));
    m_asrMode->setItemText(1, tr("Measured in each turn"));
    m_asrMode->setToolTip(tr("Measured: each turn's utterance is sent at real-time pace to a transcription endpoint "
                             "(POST …/audio/transcriptions, streamed), its final transcript is the LLM's prompt, and the "
                             "ASR stage is the user's last word → the final transcript"));
    m_asrUrlLabel->setText(tr("Recogniser &endpoint:"));
    m_asrUrlLabel->setBuddy(m_asrUrl);
    m_asrUrl->setPlaceholderText(tr("lab, or a base URL such as https://api.openai.com/v1"));
    m_asrModelLabel->setText(tr("Recogniser m&odel:"));
    m_asrModelLabel->setBuddy(m_asrModel);
    m_asrModel->setPlaceholderText(tr("e.g. lab-asr, gpt-4o-transcribe"));
    m_asrLanguageLabel->setText(tr("The user &says:"));
    m_asrLanguageLabel->setBuddy(m_asrLanguage);
    m_asrLanguage->setItemText(0, tr("Built-in utterances in English and Chinese"));
    m_asrLanguage->setItemText(1, tr("Built-in utterances in English"));
    m_asrLanguage->setItemText(2, tr("Built-in utterances in Chinese"));
    m_asrLanguage->setToolTip(tr("Spoken by espeak-ng, 3 to 9 s each, one per turn in order (your own recordings: "
                                 "ttft-bench run --asr-wav, or the plan's asr_live.recordings)"));
    m_asrRealtime->setText(tr("Over the Realtime WebSocket API"));
    m_asrRealtime->setToolTip(tr("OpenAI's Realtime API for transcription: 24 kHz PCM in input_audio_buffer.append events, "
                                 "the microphone left open after the last word, and the server's voice activity detection "
                                 "ending the turn (instead of an HTTP upload that ends with the audio)"));
    m_asrKeyLabel->setText(tr("Its key's &variable:"));
    m_asrKeyLabel->setBuddy(m_asrKeyEnv);
    m_asrKeyEnv->setPlaceholderText(tr("e.g. OPENAI_API_KEY"));
    m_asrLabel->setText(tr("&ASR finalization:"));
    m_asrLabel->setBuddy(m_asr);
    m_asr->setPlaceholderText(tr("300, normal:300,50, uniform:200,400 or samples:280,310,…"));
    m_asr->setToolTip(tr("How long speech recognition takes to finalize the user's last words, in ms: a constant, "
                         "normal:MEAN,SD, uniform:MIN,MAX, or measured values drawn at random (samples:V1,V2,…)"));
    m_clauseLabel->setText(tr("&Clause ends at:"));
    m_clauseLabel->setBuddy(m_clause);
    m_clause->setSuffix(tr(" characters"));
    m_clause->setSpecialValueText(tr("punctuation only"));
    m_clause->setToolTip(tr("The first clause ends at punctuation (。！？；， . ! ? ; ,) or after this many characters, "
                            "whichever comes first; 0: at punctuation only"));
    updateView();
}

bool VoicePanel::isPipelineEnabled() const
{
    return m_enabled->isChecked();
}

void VoicePanel::setPipelineEnabled(bool on)
{
    m_enabled->setChecked(on);
}

bool VoicePanel::usesLab() const
{
    return m_url->text().trimmed().toStdString() == kLabName;
}

bool VoicePanel::measuresAsr() const
{
    return m_asrMode->currentIndex() == 1;
}

bool VoicePanel::keychainSource() const
{
    return m_keySource->currentIndex() == 1;
}

QStringList VoicePanel::models() const
{
    QStringList names;
    for (const QString &item : m_models->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString name = item.trimmed();
        if (!name.isEmpty())
            names << name;
    }
    return names;
}

QString VoicePanel::asrText(const AsrModel &model)
{
    QStringList values;
    switch (model.kind) {
    case AsrModel::Kind::Constant: return number(model.ms);
    case AsrModel::Kind::Normal: values << number(model.ms) << number(model.sdMs); break;
    case AsrModel::Kind::Uniform: values << number(model.minMs) << number(model.maxMs); break;
    case AsrModel::Kind::Samples:
        for (double sample : model.samples)
            values << number(sample);
        break;
    }
    return QString::fromLatin1(asrKindName(model.kind)) + QLatin1Char(':') + values.join(QLatin1Char(','));
}

VoicePlan VoicePanel::voicePlan() const
{
    VoicePlan plan;
    if (!m_enabled->isChecked())
        return plan;
    std::string ignored;
    parseAsrModel(m_asr->text().trimmed().toStdString(), plan.asr, &ignored);
    plan.clauseChars = m_clause->value();
    const std::string url = m_url->text().trimmed().toStdString();
    for (const QString &model : models()) {
        TtsProfile profile;
        profile.endpoint.name = model.toStdString();
        profile.endpoint.model = model.toStdString();
        setBaseUrlText(profile.endpoint, url);
        // The lab takes no key; everyone else's speech endpoint is OpenAI-compatible.
        profile.endpoint.auth = profile.endpoint.pointsAtLab() ? AuthStyle::None : AuthStyle::Bearer;
        if (!usesLab())
            setKeySource(profile.endpoint, keychainSource(), (keychainSource() ? m_keyEntry : m_keyEnv)->text().trimmed());
        profile.voice = m_voice->text().trimmed().toStdString();
        profile.format = m_format->currentData().toString().toStdString();
        profile.sampleRate = m_rate->value();
        if (m_sse->isChecked())
            profile.streamFormat = "sse";
        plan.tts.push_back(std::move(profile));
    }
    if (measuresAsr()) {
        AsrProfile asr;
        asr.endpoint.model = m_asrModel->text().trimmed().toStdString();
        asr.endpoint.name = asr.endpoint.model;
        setBaseUrlText(asr.endpoint, m_asrUrl->text().trimmed().toStdString());
        asr.endpoint.auth = asr.endpoint.pointsAtLab() ? AuthStyle::None : AuthStyle::Bearer;
        if (!asr.endpoint.pointsAtLab())
            asr.endpoint.apiKeyEnv = m_asrKeyEnv->text().trimmed().toStdString();
        asr.language = m_asrLanguage->currentData().toString().toStdString();
        asr.realtime = m_asrRealtime->isChecked();
        plan.liveAsr = std::move(asr);
    }
    return plan;
}

void VoicePanel::setVoicePlan(const VoicePlan &plan)
{
    m_loading = true;
    m_enabled->setChecked(plan.enabled());
    if (plan.enabled()) {
        const TtsProfile &first = plan.tts.front();
        QStringList names;
        for (const TtsProfile &profile : plan.tts)
            names << QString::fromStdString(profile.endpoint.model);
        m_url->setText(QString::fromStdString(baseUrlText(first.endpoint)));
        m_models->setText(names.join(QStringLiteral(", ")));
        m_voice->setText(QString::fromStdString(first.voice));
        m_format->setCurrentIndex(std::max(0, m_format->findData(QString::fromStdString(first.format))));
        m_rate->setValue(first.sampleRate);
        m_sse->setChecked(first.streamFormat == "sse");
        m_keySource->setCurrentIndex(first.endpoint.apiKeyKeychain.empty() ? 0 : 1);
        m_keyEnv->setText(QString::fromStdString(first.endpoint.apiKeyEnv));
        m_keyEntry->setText(QString::fromStdString(first.endpoint.apiKeyKeychain));
        m_asr->setText(asrText(plan.asr));
        m_asrMode->setCurrentIndex(plan.liveAsr ? 1 : 0);
        if (plan.liveAsr) {
            m_asrUrl->setText(QString::fromStdString(baseUrlText(plan.liveAsr->endpoint)));
            m_asrModel->setText(QString::fromStdString(plan.liveAsr->endpoint.model));
            m_asrLanguage->setCurrentIndex(std::max(0, m_asrLanguage->findData(QString::fromStdString(plan.liveAsr->language))));
            m_asrKeyEnv->setText(QString::fromStdString(plan.liveAsr->endpoint.apiKeyEnv));
            m_asrRealtime->setChecked(plan.liveAsr->realtime);
        }
        m_clause->setValue(plan.clauseChars);
    }
    m_loading = false;
    onChanged();
}

QString VoicePanel::problem() const
{
    if (!m_enabled->isChecked())
        return {};
    const QString url = m_url->text().trimmed();
    if (!isEndpointText(url))
        return tr("The TTS endpoint must be \"lab\" (the embedded lab) or a base URL starting with http:// or https://.");
    const QStringList names = models();
    if (names.isEmpty())
        return tr("Name at least one TTS model.");
    for (qsizetype i = 1; i < names.size(); ++i) {
        if (names.indexOf(names[i]) < i)
            return tr("The TTS model %1 is listed twice.").arg(names[i]);
    }
    if (m_voice->text().trimmed().isEmpty())
        return tr("Name the voice to ask for, e.g. alloy.");
    if (measuresAsr()) {
        const QString asrUrl = m_asrUrl->text().trimmed();
        if (!isEndpointText(asrUrl))
            return tr("The recogniser's endpoint must be \"lab\" (the embedded lab) or a base URL starting with http:// or https://.");
        if (m_asrModel->text().trimmed().isEmpty())
            return tr("Name the recogniser's model, e.g. lab-asr or gpt-4o-transcribe.");
        return {};
    }
    AsrModel asr;
    std::string reason;
    if (!parseAsrModel(m_asr->text().trimmed().toStdString(), asr, &reason))
        return tr("The ASR finalization time does not parse (%1). Write milliseconds (300), normal:MEAN,SD, "
                  "uniform:MIN,MAX or samples:V1,V2,….")
            .arg(QString::fromStdString(reason));
    return {};
}

void VoicePanel::updateView()
{
    const bool on = m_enabled->isChecked();
    m_fields->setEnabled(on);
    const QString format = m_format->currentData().toString();
    m_form->setRowVisible(m_rate, format == QLatin1String("pcm"));
    if (formatTellsDuration(format))
        m_formatHint->setText(tr("Measures the time to first audio, to the first real audio (after any leading "
                                 "silence) and to the first 100 ms of audio."));
    else if (format == QLatin1String("aac"))
        m_formatHint->setText(tr("AAC is not decoded: only the time to first audio is measured."));
    else
        m_formatHint->setText(tr("%1 streams do not tell their duration: the time to first audio and to the first real "
                                 "audio are measured (the 100 ms mark needs PCM, WAV or MP3).")
                                  .arg(m_format->currentText()));

    const bool measured = measuresAsr();
    for (QWidget *field : std::initializer_list<QWidget *>{m_asrUrl, m_asrModel, m_asrLanguage, m_asrRealtime, m_asrKeyEnv})
        m_form->setRowVisible(field, measured);
    m_form->setRowVisible(m_asr, !measured);
    m_form->setRowVisible(m_asrShown, !measured);
    m_asrKeyEnv->setEnabled(m_asrUrl->text().trimmed().toStdString() != kLabName);

    AsrModel asr;
    std::string reason;
    if (parseAsrModel(m_asr->text().trimmed().toStdString(), asr, &reason))
        m_asrShown->setText(tr("= %1").arg(QString::fromStdString(asr.describe())));
    else
        m_asrShown->setText(tr("does not parse"));

    updateKeyStatus();
    const QString reasonText = problem();
    m_problem->setText(reasonText);
    m_problem->setVisible(!reasonText.isEmpty());
}

void VoicePanel::updateKeyStatus()
{
    const bool lab = usesLab();
    const bool keychain = keychainSource();
    for (QWidget *widget : std::initializer_list<QWidget *>{m_keySourceLabel, m_keySource, m_keyNameLabel, m_keyEnv, m_keyEntry})
        widget->setEnabled(!lab);
    m_keyEnv->setVisible(!keychain);
    m_keyEntry->setVisible(keychain);
    m_keyNameLabel->setText(keychain ? tr("Keychain e&ntry:") : tr("Varia&ble:"));
    m_keyNameLabel->setBuddy(keychain ? m_keyEntry : m_keyEnv);
    const QString name = (keychain ? m_keyEntry : m_keyEnv)->text().trimmed();
    if (lab)
        m_keyStatus->setText(tr("The embedded lab needs no key."));
    else
        m_keyStatus->setText(keySourceStatus(keychain, name, tr("No key source: speech requests go out without a key.")));
}

void VoicePanel::onChanged()
{
    if (m_loading)
        return;
    updateView();
    Q_EMIT changed();
}

nlohmann::json VoicePanel::saveState() const
{
    // The panel's fields as typed (also when unticked, so the setup waits for the next pipeline
    // run), and the plan they make. Key NAMES only.
    return {
        {"enabled", m_enabled->isChecked()},
        {"base_url", fieldText(m_url)},
        {"models", fieldText(m_models)},
        {"voice", fieldText(m_voice)},
        {"format", m_format->currentData().toString().toStdString()},
        {"sample_rate", m_rate->value()},
        {"stream_sse", m_sse->isChecked()},
        {"key_source", m_keySource->currentData().toString().toStdString()},
        {"api_key_env", fieldText(m_keyEnv)},
        {"api_key_keychain", fieldText(m_keyEntry)},
        {"asr", fieldText(m_asr)},
        {"asr_mode", m_asrMode->currentData().toString().toStdString()},
        {"asr_url", fieldText(m_asrUrl)},
        {"asr_model", fieldText(m_asrModel)},
        {"asr_language", m_asrLanguage->currentData().toString().toStdString()},
        {"asr_api_key_env", fieldText(m_asrKeyEnv)},
        {"asr_realtime", m_asrRealtime->isChecked()},
        {"clause_chars", m_clause->value()},
        {"plan", toJson(voicePlan())},
    };
}

void VoicePanel::restoreState(const nlohmann::json &state)
{
    if (!state.is_object())
        return;
    if (!state.contains("enabled") && state.contains("plan")) {
        std::string error;
        const VoicePlan restored = voicePlanFromJson(state["plan"], &error);
        if (error.empty())
            setVoicePlan(restored);
        return;
    }
    m_loading = true;
    restoreChecked(m_enabled, state, "enabled");
    restoreText(m_url, state, "base_url");
    restoreText(m_models, state, "models");
    restoreText(m_voice, state, "voice");
    restoreChoice(m_format, state, "format");
    restoreNumber(m_rate, state, "sample_rate");
    restoreChecked(m_sse, state, "stream_sse");
    restoreChoice(m_keySource, state, "key_source");
    restoreText(m_keyEnv, state, "api_key_env");
    restoreText(m_keyEntry, state, "api_key_keychain");
    restoreText(m_asr, state, "asr");
    restoreChoice(m_asrMode, state, "asr_mode");
    restoreText(m_asrUrl, state, "asr_url");
    restoreText(m_asrModel, state, "asr_model");
    restoreChoice(m_asrLanguage, state, "asr_language");
    restoreText(m_asrKeyEnv, state, "asr_api_key_env");
    restoreChecked(m_asrRealtime, state, "asr_realtime");
    restoreNumber(m_clause, state, "clause_chars");
    m_loading = false;
    onChanged();
}

} // namespace ttft
