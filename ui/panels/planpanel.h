#pragma once

#include "model/planestimate.h"
#include "model/providerprofile.h"
#include "model/runplan.h"

#include <QWidget>

#include <nlohmann/json.hpp>

#include <optional>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace ttft {

// How the requests are sent: sequential rounds, a closed loop at one concurrency for a duration,
// open-loop arrivals at one rate, or a sweep over several concurrency levels or rates and prompt
// lengths; warm-up, cell length (seconds or requests), arrivals, ramp-up, seed, and the transport
// and HTTP version to measure with. A line under the form says how long the plan will take and
// how many requests it sends, or why it cannot run.
class PlanPanel : public QWidget
{
    Q_OBJECT
public:
    enum class Mode { Sequential, Concurrency, ArrivalRate, Sweep, Conversations };

    explicit PlanPanel(QWidget *parent = nullptr);

    RunPlan plan() const;
    // Shows a plan (from a session file): the mode follows from it (several levels or prompt
    // lengths: a sweep).
    void setPlan(const RunPlan &plan);

    // For the estimate: how many providers the run measures (before the transport sweep), each
    // with its latency model when it is known in advance (a lab model), else the typical request.
    void setProviderCount(int count);
    void setProviderLatencies(const std::vector<std::optional<RequestLatency>> &latencies);
    int providerCount() const { return m_providerCount; }
    // For the estimate: the workload's max_tokens (answers are cut there).
    void setMaxTokens(std::optional<int> maxTokens);
    // For the estimate: how long a request typically takes, start to last byte (default 2 s).
    void setTypicalRequestSeconds(double seconds);
    double typicalRequestSeconds() const { return m_requestSeconds; }

    // The transport and HTTP version choice: empty keeps each provider's own; two make a sweep.
    std::vector<TransportKind> transports() const;
    std::vector<HttpVersion> httpVersions() const;
    // The providers the run measures: applyTransportSweep(providers, transports(), httpVersions()).
    std::vector<ProviderProfile> applyTransport(const std::vector<ProviderProfile> &providers) const;

    // Why the plan cannot run (a list that does not parse, or validatePlan's reason); empty when it can.
    QString problem() const;
    PlanEstimate estimate() const;
    bool estimateFromModels() const; // every provider's latency known in advance (not a guess)
    // "≈ 2 min 10 s, 1,240 requests", as the panel shows it.
    static QString estimateText(const PlanEstimate &estimate);
    QString shownEstimate() const; // the line as shown now

    // Where the client runs, in the user's words ("office Wi-Fi, Shanghai"): saved with the run,
    // because figures from different places are only comparable knowing that they differ.
    QString environmentNote() const;
    void setEnvironmentNote(const QString &note);

    // The form's fields (also those the current mode hides) and "plan": toJson(plan()).
    nlohmann::json saveState() const;
    void restoreState(const nlohmann::json &state);

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void onChanged();
    void updateVisibility();
    void updateEstimate();
    Mode mode() const;
    bool sweepsRates() const;
    int transportSweepFactor() const;

    int m_providerCount = 1;
    std::vector<std::optional<RequestLatency>> m_latencies{std::nullopt}; // per provider; nullopt: typical
    std::optional<int> m_maxTokens;
    double m_requestSeconds = kTypicalRequestS;
    bool m_loading = false;

    QFormLayout *m_form;
    QLabel *m_modeLabel;
    QComboBox *m_mode;
    QLabel *m_axisLabel;
    QComboBox *m_axis;
    QLabel *m_warmupLabel;
    QSpinBox *m_warmup;
    QLabel *m_roundsLabel;
    QSpinBox *m_rounds;
    QLabel *m_concurrencyLabel;
    QSpinBox *m_concurrency;
    QLabel *m_rateLabel;
    QDoubleSpinBox *m_rate;
    QLabel *m_levelsLabel;
    QLineEdit *m_levels;
    QLabel *m_ratesLabel;
    QLineEdit *m_rates;
    QLabel *m_arrivalLabel;
    QComboBox *m_arrival;
    QLabel *m_burstinessLabel;
    QDoubleSpinBox *m_burstiness;
    QLabel *m_maxInFlightLabel;
    QSpinBox *m_maxInFlight;
    QLabel *m_lengthLabel;
    QDoubleSpinBox *m_duration;
    QSpinBox *m_requests;
    QComboBox *m_lengthUnit;
    QLabel *m_rampUpLabel;
    QDoubleSpinBox *m_rampUp;
    QLabel *m_promptLengthsLabel;
    QLineEdit *m_promptLengths;
    QLabel *m_seedLabel;
    QSpinBox *m_seed;
    QLabel *m_transportLabel;
    QComboBox *m_transport;
    QLabel *m_httpLabel;
    QComboBox *m_http;
    QLabel *m_whereLabel;
    QLineEdit *m_where;
    // Conversations (model/conversationplan.h): users, turns, gaps, history strategies, think
    // time, language, tool-call turns (a tool command is for the CLI and plan files: the window
    // runs no shell command).
    QLabel *m_usersLabel;
    QSpinBox *m_users;
    QLabel *m_turnsLabel;
    QSpinBox *m_turns;
    QLabel *m_gapsLabel;
    QLineEdit *m_gaps;
    QLabel *m_historyLabel;
    QLineEdit *m_history;
    QLabel *m_thinkLabel;
    QComboBox *m_think;
    QLabel *m_languageLabel;
    QComboBox *m_language;
    QLabel *m_toolEveryLabel;  // tool-call turns: every Nth turn (0: none)
    QSpinBox *m_toolEvery;
    QLabel *m_toolDelayLabel;  // and how long the tool takes
    QDoubleSpinBox *m_toolDelay;
    QLabel *m_estimate;
    QLabel *m_estimateNote;
    QLabel *m_problem;
};

} // namespace ttft
