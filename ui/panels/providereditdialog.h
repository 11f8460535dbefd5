#pragma once

#include "providerentry.h"

#include <QDialog>
#include <QStringList>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QToolButton;

namespace ttft {

class ModelListFetcher;
class RunKeyResolver;

// Edits one provider profile: where it is (name, base URL, dialect, model, auth style, where the
// key comes from), what it adds to each request (URL query, headers, body fields), how it
// connects (timeouts, transport, HTTP version, fresh connections, TLS checks) and its colour.
// OK stays disabled while a field is wrong; the reason shows under the form. Never holds a key.
class ProviderEditDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ProviderEditDialog(QWidget *parent = nullptr);

    // `labBaseUrl`: the embedded lab's address this session, so that a lab provider's address can
    // be shown and kept. `takenNames`: names other providers already have.
    void setEntry(const ProviderEntry &entry, const QString &labBaseUrl, const QStringList &takenNames);
    ProviderEntry entry() const;

    // Why the form cannot be accepted, in words; empty when it can.
    QString problem() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void validate();
    void updateKeyStatus();
    void storeKey();
    void checkKey();
    bool keychainSource() const;
    void listModels();
    void pickColor();
    void browseCaFile();
    void updateTlsWarning();
    void setColor(const QColor &color);
    bool parseHeaders(HeaderList &headers, QString *problem) const;

    ProviderEntry m_entry;
    QString m_labBaseUrl;
    QStringList m_takenNames;
    QColor m_color;

    QTabWidget *m_tabs;
    // Endpoint tab.
    QLabel *m_nameLabel;
    QLineEdit *m_name;
    QLabel *m_baseUrlLabel;
    QLineEdit *m_baseUrl;
    QLabel *m_labNote;
    QLabel *m_dialectLabel;
    QComboBox *m_dialect;
    QLabel *m_modelLabel;
    QComboBox *m_model;
    QPushButton *m_listModels;
    QLabel *m_authLabel;
    QComboBox *m_auth;
    QLabel *m_keySourceLabel;
    QComboBox *m_keySource; // environment variable | keychain entry
    QLabel *m_keyNameLabel;
    QLineEdit *m_keyEnv;      // the variable's name
    QLineEdit *m_keyEntry;    // the keychain entry's name
    QLabel *m_newKeyLabel;
    QLineEdit *m_newKey;      // a key to store; cleared once stored, never read back into it
    QPushButton *m_storeKey;
    QLabel *m_keyStatus;
    QPushButton *m_checkKey;
    QLabel *m_colorLabel;
    QToolButton *m_colorButton;
    // Request and connection tab.
    QLabel *m_queryLabel;
    QLineEdit *m_query;
    QLabel *m_headersLabel;
    QPlainTextEdit *m_headers;
    QLabel *m_bodyLabel;
    QPlainTextEdit *m_body;
    QLabel *m_connectTimeoutLabel;
    QDoubleSpinBox *m_connectTimeout;
    QLabel *m_firstTokenTimeoutLabel;
    QDoubleSpinBox *m_firstTokenTimeout;
    QLabel *m_totalTimeoutLabel;
    QDoubleSpinBox *m_totalTimeout;
    QLabel *m_transportLabel;
    QComboBox *m_transport;
    QLabel *m_httpLabel;
    QComboBox *m_http;
    QCheckBox *m_fresh;
    QCheckBox *m_insecure;
    QLabel *m_caFileLabel;
    QLineEdit *m_caFile;      // a PEM file trusted besides the system's CAs
    QPushButton *m_caBrowse;
    QLabel *m_tlsWarning;     // shown while verification is off or an extra CA is trusted

    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
    ModelListFetcher *m_fetcher;
    RunKeyResolver *m_listKeys;    // the key for List models, read without waiting
    ProviderProfile m_listProfile; // whose models are being listed
};

} // namespace ttft
