#include "providereditdialog.h"

#include "keys/runkeys.h"
#include "keys/keystore.h"
#include "keys/maskedkey.h"
#include "keysource.h"
#include "engine/modellistfetcher.h"
#include "wire/dialect.h"
#include "wire/jsonnesting.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

#include <cmath>

namespace ttft {

namespace {

constexpr DialectId kDialects[] = {DialectId::OpenAiChat, DialectId::OpenAiResponses, DialectId::Anthropic,
                                   DialectId::Gemini,     DialectId::OllamaChat,      DialectId::OllamaGenerate,
                                   DialectId::LlamaCpp,   DialectId::Tgi};
constexpr AuthStyle kAuthStyles[] = {AuthStyle::Bearer, AuthStyle::Anthropic, AuthStyle::Azure, AuthStyle::Google,
                                     AuthStyle::None};

QDoubleSpinBox *secondsBox(QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(0.1, 3600);
    box->setDecimals(1);
    box->setSingleStep(1);
    return box;
}

QPlainTextEdit *codeBox(QWidget *parent)
{
    auto *box = new QPlainTextEdit(parent);
    box->setTabChangesFocus(true);
    box->setLineWrapMode(QPlainTextEdit::NoWrap);
    const int lineHeight = box->fontMetrics().lineSpacing();
    box->setMinimumHeight(lineHeight * 4);
    box->setMaximumHeight(lineHeight * 8);
    return box;
}

bool isLabAddress(const QString &url, const QString &labBaseUrl)
{
    return url.toStdString() == kLabName || (!labBaseUrl.isEmpty() && url == labBaseUrl);
}

} // namespace

ProviderEditDialog::ProviderEditDialog(QWidget *parent)
    : QDialog(parent)
    , m_tabs(new QTabWidget(this))
    , m_nameLabel(new QLabel(this))
    , m_name(new QLineEdit(this))
    , m_baseUrlLabel(new QLabel(this))
    , m_baseUrl(new QLineEdit(this))
    , m_labNote(new QLabel(this))
    , m_dialectLabel(new QLabel(this))
    , m_dialect(new QComboBox(this))
    , m_modelLabel(new QLabel(this))
    , m_model(new QComboBox(this))
    , m_listModels(new QPushButton(this))
    , m_authLabel(new QLabel(this))
    , m_auth(new QComboBox(this))
    , m_keySourceLabel(new QLabel(this))
    , m_keySource(new QComboBox(this))
    , m_keyNameLabel(new QLabel(this))
    , m_keyEnv(new QLineEdit(this))
    , m_keyEntry(new QLineEdit(this))
    , m_newKeyLabel(new QLabel(this))
    , m_newKey(new QLineEdit(this))
    , m_storeKey(new QPushButton(this))
    , m_keyStatus(new QLabel(this))
    , m_checkKey(new QPushButton(this))
    , m_colorLabel(new QLabel(this))
    , m_colorButton(new QToolButton(this))
    , m_queryLabel(new QLabel(this))
    , m_query(new QLineEdit(this))
    , m_headersLabel(new QLabel(this))
    , m_headers(codeBox(this))
    , m_bodyLabel(new QLabel(this))
    , m_body(codeBox(this))
    , m_connectTimeoutLabel(new QLabel(this))
    , m_connectTimeout(secondsBox(this))
    , m_firstTokenTimeoutLabel(new QLabel(this))
    , m_firstTokenTimeout(secondsBox(this))
    , m_totalTimeoutLabel(new QLabel(this))
    , m_totalTimeout(secondsBox(this))
    , m_transportLabel(new QLabel(this))
    , m_transport(new QComboBox(this))
    , m_httpLabel(new QLabel(this))
    , m_http(new QComboBox(this))
    , m_fresh(new QCheckBox(this))
    , m_insecure(new QCheckBox(this))
    , m_caFileLabel(new QLabel(this))
    , m_caFile(new QLineEdit(this))
    , m_caBrowse(new QPushButton(this))
    , m_tlsWarning(new QLabel(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
    , m_fetcher(new ModelListFetcher(this))
    , m_listKeys(new RunKeyResolver(this))
{
    setObjectName(QStringLiteral("ProviderEditDialog"));
    m_name->setObjectName(QStringLiteral("name"));
    m_baseUrl->setObjectName(QStringLiteral("baseUrl"));
    m_dialect->setObjectName(QStringLiteral("dialect"));
    m_model->setObjectName(QStringLiteral("model"));
    m_listModels->setObjectName(QStringLiteral("listModels"));
    m_auth->setObjectName(QStringLiteral("auth"));
    m_keySource->setObjectName(QStringLiteral("keySource"));
    m_keyEnv->setObjectName(QStringLiteral("apiKeyEnv"));
    m_keyEntry->setObjectName(QStringLiteral("apiKeyKeychain"));
    m_newKey->setObjectName(QStringLiteral("newKey"));
    m_storeKey->setObjectName(QStringLiteral("storeKey"));
    m_checkKey->setObjectName(QStringLiteral("checkKey"));
    m_keyStatus->setObjectName(QStringLiteral("keyStatus"));
    m_query->setObjectName(QStringLiteral("query"));
    m_headers->setObjectName(QStringLiteral("extraHeaders"));
    m_body->setObjectName(QStringLiteral("extraBody"));
    m_transport->setObjectName(QStringLiteral("transport"));
    m_http->setObjectName(QStringLiteral("httpVersion"));
    m_insecure->setObjectName(QStringLiteral("insecureTls"));
    m_caFile->setObjectName(QStringLiteral("caCertificate"));
    m_caBrowse->setObjectName(QStringLiteral("caBrowse"));
    m_tlsWarning->setObjectName(QStringLiteral("tlsWarning"));
    m_problem->setObjectName(QStringLiteral("problem"));
    m_buttons->setObjectName(QStringLiteral("buttons"));

    for (DialectId id : kDialects)
        m_dialect->addItem(QString(), QString::fromLatin1(dialectName(id)));
    for (AuthStyle style : kAuthStyles)
        m_auth->addItem(QString(), QString::fromLatin1(authStyleName(style)));
    m_keySource->addItem(QString(), QStringLiteral("env"));
    m_keySource->addItem(QString(), QStringLiteral("keychain"));
    m_newKey->setEchoMode(QLineEdit::Password);
    m_newKey->setClearButtonEnabled(true);
    m_transport->addItem(QString(), QStringLiteral("curl"));
    m_transport->addItem(QString(), QStringLiteral("qt"));
    m_http->addItem(QString(), QStringLiteral("1.1"));
    m_http->addItem(QString(), QStringLiteral("2"));
    m_model->setEditable(true);
    m_model->setInsertPolicy(QComboBox::NoInsert);
    m_model->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_baseUrl->setMinimumWidth(m_baseUrl->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 48);
    m_keyStatus->setWordWrap(true);
    m_labNote->setForegroundRole(QPalette::PlaceholderText);
    m_colorButton->setIconSize(QSize(32, 16));
    m_problem->setWordWrap(true);
    QPalette problemPalette = m_problem->palette();
    problemPalette.setColor(QPalette::WindowText, QColor(0xc0, 0x20, 0x20));
    m_problem->setPalette(problemPalette);
    m_tlsWarning->setWordWrap(true);
    m_tlsWarning->setPalette(problemPalette);
    m_tlsWarning->setVisible(false);

    auto *endpoint = new QWidget(m_tabs);
    auto *endpointForm = new QFormLayout(endpoint);
    endpointForm->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    endpointForm->addRow(m_nameLabel, m_name);
    endpointForm->addRow(m_baseUrlLabel, m_baseUrl);
    endpointForm->addRow(QString(), m_labNote);
    endpointForm->addRow(m_dialectLabel, m_dialect);
    auto *modelRow = new QHBoxLayout;
    modelRow->addWidget(m_model, 1);
    modelRow->addWidget(m_listModels);
    endpointForm->addRow(m_modelLabel, modelRow);
    endpointForm->addRow(m_authLabel, m_auth);
    endpointForm->addRow(m_keySourceLabel, m_keySource);
    auto *keyName = new QHBoxLayout;
    keyName->addWidget(m_keyEnv, 1);
    keyName->addWidget(m_keyEntry, 1);
    endpointForm->addRow(m_keyNameLabel, keyName);
    auto *newKey = new QHBoxLayout;
    newKey->addWidget(m_newKey, 1);
    newKey->addWidget(m_storeKey);
    endpointForm->addRow(m_newKeyLabel, newKey);
    auto *keyStatus = new QHBoxLayout;
    keyStatus->addWidget(m_keyStatus, 1);
    keyStatus->addWidget(m_checkKey, 0, Qt::AlignTop);
    endpointForm->addRow(QString(), keyStatus);
    auto *colorRow = new QHBoxLayout;
    colorRow->addWidget(m_colorButton);
    colorRow->addStretch(1);
    endpointForm->addRow(m_colorLabel, colorRow);

    auto *request = new QWidget(m_tabs);
    auto *requestForm = new QFormLayout(request);
    requestForm->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    requestForm->addRow(m_queryLabel, m_query);
    requestForm->addRow(m_headersLabel, m_headers);
    requestForm->addRow(m_bodyLabel, m_body);
    requestForm->addRow(m_connectTimeoutLabel, m_connectTimeout);
    requestForm->addRow(m_firstTokenTimeoutLabel, m_firstTokenTimeout);
    requestForm->addRow(m_totalTimeoutLabel, m_totalTimeout);
    requestForm->addRow(m_transportLabel, m_transport);
    requestForm->addRow(m_httpLabel, m_http);
    requestForm->addRow(QString(), m_fresh);
    requestForm->addRow(QString(), m_insecure);
    auto *caRow = new QHBoxLayout;
    caRow->addWidget(m_caFile, 1);
    caRow->addWidget(m_caBrowse);
    requestForm->addRow(m_caFileLabel, caRow);
    requestForm->addRow(QString(), m_tlsWarning);

    m_tabs->addTab(endpoint, QString());
    m_tabs->addTab(request, QString());

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_listModels, &QPushButton::clicked, this, &ProviderEditDialog::listModels);
    connect(m_colorButton, &QToolButton::clicked, this, &ProviderEditDialog::pickColor);
    connect(m_listKeys, &RunKeyResolver::resolved, this,
            [this](const RunKeys &keys) { m_fetcher->fetch(m_listProfile, keys.providers.front()); });
    connect(m_listKeys, &RunKeyResolver::failed, this, [this](const QString &error) {
        m_keyStatus->setText(error);
        m_listModels->setEnabled(true);
    });
    connect(m_fetcher, &ModelListFetcher::finished, this, [this](const QStringList &models, const QString &error) {
        m_listModels->setEnabled(true);
        if (!error.isEmpty()) {
            m_keyStatus->setText(tr("List models: %1").arg(error));
            return;
        }
        const QString current = m_model->currentText();
        m_model->clear();
        m_model->addItems(models);
        m_model->setCurrentText(current.isEmpty() && !models.isEmpty() ? models.constFirst() : current);
        m_model->showPopup();
    });
    for (QLineEdit *edit : {m_name, m_baseUrl, m_keyEnv, m_query})
        connect(edit, &QLineEdit::textChanged, this, &ProviderEditDialog::validate);
    connect(m_keyEnv, &QLineEdit::textChanged, this, &ProviderEditDialog::updateKeyStatus);
    connect(m_keyEntry, &QLineEdit::textChanged, this, &ProviderEditDialog::updateKeyStatus);
    connect(m_keyEntry, &QLineEdit::textChanged, this, &ProviderEditDialog::validate);
    connect(m_keySource, &QComboBox::currentIndexChanged, this, &ProviderEditDialog::updateKeyStatus);
    connect(m_keySource, &QComboBox::currentIndexChanged, this, &ProviderEditDialog::validate);
    connect(m_newKey, &QLineEdit::textChanged, this, [this](const QString &text) { m_storeKey->setEnabled(!text.isEmpty()); });
    connect(m_storeKey, &QPushButton::clicked, this, &ProviderEditDialog::storeKey);
    connect(m_newKey, &QLineEdit::returnPressed, this, &ProviderEditDialog::storeKey);
    connect(m_checkKey, &QPushButton::clicked, this, &ProviderEditDialog::checkKey);
    connect(m_model, &QComboBox::currentTextChanged, this, &ProviderEditDialog::validate);
    connect(m_dialect, &QComboBox::currentIndexChanged, this, &ProviderEditDialog::validate);
    connect(m_auth, &QComboBox::currentIndexChanged, this, &ProviderEditDialog::updateKeyStatus);
    for (QPlainTextEdit *edit : {m_headers, m_body})
        connect(edit, &QPlainTextEdit::textChanged, this, &ProviderEditDialog::validate);
    connect(m_insecure, &QCheckBox::toggled, this, &ProviderEditDialog::updateTlsWarning);
    connect(m_caFile, &QLineEdit::textChanged, this, &ProviderEditDialog::updateTlsWarning);
    connect(m_caFile, &QLineEdit::textChanged, this, &ProviderEditDialog::validate);
    connect(m_caBrowse, &QPushButton::clicked, this, &ProviderEditDialog::browseCaFile);

    retranslate();
    setEntry(ProviderEntry{}, QString(), {});
}

void ProviderEditDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void ProviderEditDialog::retranslate()
{
    setWindowTitle(tr("Provider"));
    m_tabs->setTabText(0, tr("Endpoint"));
    m_tabs->setTabText(1, tr("Request and connection"));
    m_nameLabel->setText(tr("&Name:"));
    m_nameLabel->setBuddy(m_name);
    m_baseUrlLabel->setText(tr("&Base URL:"));
    m_baseUrlLabel->setBuddy(m_baseUrl);
    m_baseUrl->setPlaceholderText(tr("https://api.example.com/v1"));
    m_labNote->setText(tr("The embedded lab server (its port changes at each start)"));
    m_dialectLabel->setText(tr("&Wire format:"));
    m_dialectLabel->setBuddy(m_dialect);
    const QStringList dialects = {tr("OpenAI Chat Completions"), tr("OpenAI Responses"), tr("Anthropic Messages"),
                                  tr("Google Gemini"),           tr("Ollama chat"),      tr("Ollama generate"),
                                  tr("llama.cpp /completion"),   tr("Hugging Face TGI")};
    for (int i = 0; i < m_dialect->count() && i < dialects.size(); ++i)
        m_dialect->setItemText(i, dialects[i]);
    m_modelLabel->setText(tr("&Model:"));
    m_modelLabel->setBuddy(m_model);
    m_listModels->setText(tr("List models"));
    m_listModels->setToolTip(tr("Ask the server which models it offers"));
    m_authLabel->setText(tr("&Authentication:"));
    m_authLabel->setBuddy(m_auth);
    const QStringList auths = {tr("Bearer token (Authorization header)"), tr("Anthropic (x-api-key header)"),
                               tr("Azure (api-key header)"), tr("Google (x-goog-api-key header)"), tr("None")};
    for (int i = 0; i < m_auth->count() && i < auths.size(); ++i)
        m_auth->setItemText(i, auths[i]);
    m_keySourceLabel->setText(tr("API &key from:"));
    m_keySourceLabel->setBuddy(m_keySource);
    m_keySource->setItemText(0, tr("An environment variable"));
    m_keySource->setItemText(1, tr("The system keychain"));
    m_keyNameLabel->setText(keychainSource() ? tr("Keychain &entry:") : tr("&Variable:"));
    m_keyNameLabel->setBuddy(keychainSource() ? static_cast<QWidget *>(m_keyEntry) : m_keyEnv);
    m_keyEnv->setPlaceholderText(tr("e.g. OPENAI_API_KEY"));
    m_keyEntry->setPlaceholderText(tr("a name for the key, e.g. openai"));
    m_newKeyLabel->setText(tr("&New key:"));
    m_newKeyLabel->setBuddy(m_newKey);
    m_newKey->setPlaceholderText(tr("paste a key to store it in the keychain"));
    m_storeKey->setText(tr("Store"));
    m_storeKey->setToolTip(tr("Store the key in the system keychain under the entry name; it is never written to a file"));
    m_checkKey->setText(tr("Check"));
    m_checkKey->setToolTip(tr("Read the stored key and show it masked"));
    m_colorLabel->setText(tr("Colour:"));
    m_colorButton->setToolTip(tr("The provider's colour in every chart"));
    m_queryLabel->setText(tr("URL &query:"));
    m_queryLabel->setBuddy(m_query);
    m_query->setPlaceholderText(tr("e.g. api-version=2024-10-21"));
    m_headersLabel->setText(tr("Extra &headers:"));
    m_headersLabel->setBuddy(m_headers);
    m_headers->setPlaceholderText(tr("One per line: Name: value"));
    m_bodyLabel->setText(tr("Extra &body fields:"));
    m_bodyLabel->setBuddy(m_body);
    m_body->setPlaceholderText(tr("A JSON object merged into every request body"));
    m_connectTimeoutLabel->setText(tr("&Connect timeout:"));
    m_connectTimeoutLabel->setBuddy(m_connectTimeout);
    m_firstTokenTimeoutLabel->setText(tr("&First-token timeout:"));
    m_firstTokenTimeoutLabel->setBuddy(m_firstTokenTimeout);
    m_totalTimeoutLabel->setText(tr("&Total timeout:"));
    m_totalTimeoutLabel->setBuddy(m_totalTimeout);
    for (QDoubleSpinBox *box : {m_connectTimeout, m_firstTokenTimeout, m_totalTimeout})
        box->setSuffix(tr(" s"));
    m_transportLabel->setText(tr("T&ransport:"));
    m_transportLabel->setBuddy(m_transport);
    m_transport->setItemText(0, tr("libcurl (precise)"));
    m_transport->setItemText(1, tr("Qt Network"));
    m_httpLabel->setText(tr("HTTP &version:"));
    m_httpLabel->setBuddy(m_http);
    m_http->setItemText(0, tr("HTTP/1.1"));
    m_http->setItemText(1, tr("HTTP/2"));
    m_fresh->setText(tr("A new connection for every request (cold-start view)"));
    m_insecure->setText(tr("Do not verify the TLS certificate"));
    m_caFileLabel->setText(tr("Also &trust:"));
    m_caFileLabel->setBuddy(m_caFile);
    m_caFile->setPlaceholderText(tr("a CA or server certificate file (PEM), e.g. a private gateway's"));
    m_caBrowse->setText(tr("Browse…"));
    updateTlsWarning();
    updateKeyStatus();
    validate();
}

void ProviderEditDialog::setEntry(const ProviderEntry &entry, const QString &labBaseUrl, const QStringList &takenNames)
{
    m_entry = entry;
    m_labBaseUrl = labBaseUrl;
    m_takenNames = takenNames;
    const ProviderProfile &profile = entry.profile;
    m_name->setText(QString::fromStdString(profile.name));
    m_baseUrl->setText(profile.pointsAtLab() && !labBaseUrl.isEmpty() ? labBaseUrl : QString::fromStdString(baseUrlText(profile)));
    m_dialect->setCurrentIndex(std::max(0, m_dialect->findData(QString::fromStdString(profile.dialect))));
    m_model->clear();
    m_model->setCurrentText(QString::fromStdString(profile.model));
    m_auth->setCurrentIndex(std::max(0, m_auth->findData(QString::fromLatin1(authStyleName(profile.auth)))));
    m_keyEnv->setText(QString::fromStdString(profile.apiKeyEnv));
    m_keyEntry->setText(QString::fromStdString(profile.apiKeyKeychain));
    m_keySource->setCurrentIndex(profile.apiKeyKeychain.empty() ? 0 : 1);
    m_newKey->clear();
    m_query->setText(QString::fromStdString(profile.query));
    QStringList headerLines;
    for (const auto &[name, value] : profile.extraHeaders)
        headerLines << QString::fromStdString(name) + QStringLiteral(": ") + QString::fromStdString(value);
    m_headers->setPlainText(headerLines.join(QLatin1Char('\n')));
    m_body->setPlainText(profile.extraBody.is_object() && !profile.extraBody.empty()
                             ? QString::fromStdString(profile.extraBody.dump(2))
                             : QString());
    m_connectTimeout->setValue(profile.connectTimeoutMs / 1000.0);
    m_firstTokenTimeout->setValue(profile.firstTokenTimeoutMs / 1000.0);
    m_totalTimeout->setValue(profile.totalTimeoutMs / 1000.0);
    m_transport->setCurrentIndex(profile.transport == TransportKind::Qt ? 1 : 0);
    m_http->setCurrentIndex(profile.httpVersion == HttpVersion::Http2 ? 1 : 0);
    m_fresh->setChecked(profile.freshConnections);
    m_insecure->setChecked(profile.insecureTls);
    m_caFile->setText(QString::fromStdString(profile.caCertificatePath));
    setColor(entry.color.isValid() ? entry.color : QColor(Qt::gray));
    updateKeyStatus();
    validate();
}

ProviderEntry ProviderEditDialog::entry() const
{
    ProviderEntry entry = m_entry;
    ProviderProfile &profile = entry.profile;
    profile.name = m_name->text().trimmed().toStdString();
    const QString url = m_baseUrl->text().trimmed();
    if (isLabAddress(url, m_labBaseUrl)) {
        profile.kind = ProviderKind::Lab;
        profile.baseUrl = m_labBaseUrl.toStdString();
    } else {
        setBaseUrlText(profile, url.toStdString());
    }
    profile.dialect = m_dialect->currentData().toString().toStdString();
    profile.model = m_model->currentText().trimmed().toStdString();
    authStyleFromName(m_auth->currentData().toString().toStdString(), profile.auth);
    setKeySource(profile, keychainSource(), (keychainSource() ? m_keyEntry : m_keyEnv)->text().trimmed());
    profile.query = m_query->text().trimmed().toStdString();
    HeaderList headers;
    if (parseHeaders(headers, nullptr))
        profile.extraHeaders = headers;
    const QString body = m_body->toPlainText().trimmed();
    const std::string bodyText = body.toStdString();
    const nlohmann::json extra = body.isEmpty() ? nlohmann::json::object()
                                                : parseJsonBounded(bodyText);
    if (extra.is_object())
        profile.extraBody = extra;
    profile.connectTimeoutMs = int(std::lround(m_connectTimeout->value() * 1000));
    profile.firstTokenTimeoutMs = int(std::lround(m_firstTokenTimeout->value() * 1000));
    profile.totalTimeoutMs = int(std::lround(m_totalTimeout->value() * 1000));
    profile.transport = m_transport->currentIndex() == 1 ? TransportKind::Qt : TransportKind::Curl;
    profile.httpVersion = m_http->currentIndex() == 1 ? HttpVersion::Http2 : HttpVersion::Http1_1;
    profile.freshConnections = m_fresh->isChecked();
    profile.insecureTls = m_insecure->isChecked();
    profile.caCertificatePath = m_caFile->text().trimmed().toStdString();
    entry.color = m_color;
    return entry;
}

bool ProviderEditDialog::parseHeaders(HeaderList &headers, QString *problem) const
{
    const QStringList lines = m_headers->toPlainText().split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (line.trimmed().isEmpty())
            continue;
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        if (colon <= 0) {
            if (problem)
                *problem = tr("Each header line must look like \"Name: value\": %1").arg(line.trimmed());
            return false;
        }
        headers.emplace_back(line.left(colon).trimmed().toStdString(), line.mid(colon + 1).trimmed().toStdString());
    }
    return true;
}

QString ProviderEditDialog::problem() const
{
    const QString name = m_name->text().trimmed();
    if (name.isEmpty())
        return tr("Give the provider a name.");
    if (m_takenNames.contains(name))
        return tr("Another provider is already called %1.").arg(name);
    const QString url = m_baseUrl->text().trimmed();
    if (!isLabAddress(url, m_labBaseUrl) && !url.startsWith(QLatin1String("http://"))
        && !url.startsWith(QLatin1String("https://")))
        return tr("The base URL must start with http:// or https://.");
    const QString dialect = m_dialect->currentData().toString();
    const bool namesModel = dialect != QLatin1String("llamacpp") && dialect != QLatin1String("tgi");
    if (namesModel && m_model->currentText().trimmed().isEmpty())
        return tr("Name the model to measure.");
    QString headerProblem;
    HeaderList headers;
    if (!parseHeaders(headers, &headerProblem))
        return headerProblem;
    const QString caFile = m_caFile->text().trimmed();
    if (!caFile.isEmpty() && !QFileInfo(caFile).isReadable())
        return tr("The certificate file %1 cannot be read.").arg(caFile);
    const QString body = m_body->toPlainText().trimmed();
    if (!body.isEmpty()) {
        const std::string bodyText = body.toStdString();
        const nlohmann::json extra = parseJsonBounded(bodyText);
        if (extra.is_discarded())
            return tr("The extra body fields are not valid JSON.");
        if (!extra.is_object())
            return tr("The extra body fields must be a JSON object: { \"name\": value, ... }.");
    }
    return {};
}

void ProviderEditDialog::validate()
{
    m_labNote->setVisible(isLabAddress(m_baseUrl->text().trimmed(), m_labBaseUrl));
    QString text = problem();
    if (text.isEmpty()) {
        // Not an error, but worth knowing before a session file is shared.
        HeaderList headers;
        parseHeaders(headers, nullptr);
        for (const auto &[name, value] : headers) {
            if (isCredentialHeader(name)) {
                text = tr("Note: the %1 header is not saved with the session; keep keys in a variable.")
                           .arg(QString::fromStdString(name));
                break;
            }
        }
        m_problem->setForegroundRole(QPalette::PlaceholderText);
    } else {
        m_problem->setForegroundRole(QPalette::WindowText);
    }
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem().isEmpty());
}

bool ProviderEditDialog::keychainSource() const
{
    return m_keySource->currentIndex() == 1;
}

void ProviderEditDialog::updateKeyStatus()
{
    const bool noAuth = m_auth->currentData().toString() == QLatin1String("none");
    const bool keychain = keychainSource();
    for (QWidget *widget : std::initializer_list<QWidget *>{m_keySource, m_keyEnv, m_keyEntry, m_newKey, m_checkKey})
        widget->setEnabled(!noAuth);
    m_keyEnv->setVisible(!keychain);
    m_keyEntry->setVisible(keychain);
    m_newKeyLabel->setVisible(keychain);
    m_newKey->setVisible(keychain);
    m_storeKey->setVisible(keychain);
    m_storeKey->setEnabled(!noAuth && !m_newKey->text().isEmpty());
    m_checkKey->setVisible(keychain);
    m_keyNameLabel->setText(keychain ? tr("Keychain &entry:") : tr("&Variable:"));
    m_keyNameLabel->setBuddy(keychain ? m_keyEntry : m_keyEnv);
    const QString name = (keychain ? m_keyEntry : m_keyEnv)->text().trimmed();
    if (noAuth)
        m_keyStatus->setText(tr("No key is sent."));
    else
        m_keyStatus->setText(keySourceStatus(keychain, name, tr("No key source: requests go out without a key.")));
}

void ProviderEditDialog::storeKey()
{
    const QString entry = m_keyEntry->text().trimmed();
    if (m_newKey->text().isEmpty())
        return;
    if (entry.isEmpty()) {
        m_keyStatus->setText(tr("Name the keychain entry first."));
        return;
    }
    // Without waiting: the keychain may prompt (or hang until its timeout), and the dialog keeps
    // painting meanwhile. Only the masked form stays here for the answer.
    QString secret = m_newKey->text().trimmed();
    const QString masked = maskedKey(secret);
    m_keyStatus->setText(tr("Storing in the keychain…"));
    m_storeKey->setEnabled(false);
    KeyStore::writeLater(entry, secret, this, [this, entry, masked](bool stored, const QString &error) {
        m_keyStatus->setText(stored ? tr("Stored in the keychain as %1: %2").arg(entry, masked) : error);
    });
    secret.fill(QLatin1Char(' '));
    m_newKey->clear();
}

void ProviderEditDialog::checkKey()
{
    const QString entry = m_keyEntry->text().trimmed();
    if (entry.isEmpty())
        return;
    m_keyStatus->setText(tr("Reading the keychain…"));
    // Without waiting: the keychain may prompt, and the dialog keeps painting meanwhile.
    KeyStore::readLater(entry, this, [this, entry](std::optional<QString> key, const QString &error) {
        m_keyStatus->setText(key ? tr("In the keychain as %1: %2").arg(entry, maskedKey(*key)) : error);
    });
}

void ProviderEditDialog::listModels()
{
    m_listModels->setEnabled(false);
    m_listProfile = entry().profile;
    m_listKeys->start({m_listProfile}, {}); // the key first, without waiting; then the list
}

void ProviderEditDialog::pickColor()
{
    auto *dialog = new QColorDialog(m_color, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QColorDialog::colorSelected, this, &ProviderEditDialog::setColor);
    dialog->open();
}

void ProviderEditDialog::browseCaFile()
{
    auto *dialog = new QFileDialog(this, tr("Certificate to trust"), QFileInfo(m_caFile->text()).absolutePath(),
                                   tr("Certificates (*.pem *.crt *.cer);;All files (*)"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFileMode(QFileDialog::ExistingFile);
    connect(dialog, &QFileDialog::fileSelected, m_caFile, &QLineEdit::setText);
    dialog->open();
}

// Both choices weaken what TLS promises; they stay visible while set, not only when ticked.
void ProviderEditDialog::updateTlsWarning()
{
    QString text;
    if (m_insecure->isChecked())
        text = tr("Warning: with verification off, anyone on the network path can impersonate the server and read "
                  "the API key and the answers. Use it only for a server you control; prefer trusting its certificate.");
    else if (!m_caFile->text().trimmed().isEmpty())
        text = tr("Warning: this provider also trusts every certificate signed by the file above. Trust only a "
                  "certificate you obtained from the server's owner.");
    m_caFile->setEnabled(!m_insecure->isChecked());
    m_caBrowse->setEnabled(!m_insecure->isChecked());
    m_tlsWarning->setText(text);
    m_tlsWarning->setVisible(!text.isEmpty());
}

void ProviderEditDialog::setColor(const QColor &color)
{
    m_color = color;
    QPixmap swatch(m_colorButton->iconSize());
    swatch.fill(color);
    QPainter painter(&swatch);
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawRect(swatch.rect().adjusted(0, 0, -1, -1));
    painter.end();
    m_colorButton->setIcon(QIcon(swatch));
}

} // namespace ttft
