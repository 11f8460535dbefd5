#pragma once

#include "stats/healthlight.h"
#include "launch/runprogress.h"

#include <QStringList>
#include <QWidget>

class QLabel;
class QProgressBar;

namespace ttft {

// The status bar's run section: a progress bar, the ETA, requests done / failed and the client's
// health light (healthlight.h: green, the client keeps up; amber, the machine is busy with other
// processes or the server under test; red, the client itself is the limit).
class RunStatusWidget : public QWidget
{
    Q_OBJECT
public:
    explicit RunStatusWidget(QWidget *parent = nullptr);

    void setProgress(const RunProgress &progress, bool running);
    void setHealth(const HealthReading &reading);
    // After a run: the whole run's verdict (red when the client may have been the bottleneck).
    void setRunVerdict(const HealthSummary &summary);
    void reset();

    HealthLight light() const { return m_health.light; }
    QString countsText() const;
    QString etaText() const;

    static QColor lightColor(HealthLight light);

protected:
    void changeEvent(QEvent *event) override;

private:
    void render();

    QProgressBar *m_bar;
    QLabel *m_eta;
    QLabel *m_counts;
    QLabel *m_light;
    QLabel *m_lightLabel;
    RunProgress m_progress;
    HealthReading m_health;
    bool m_wholeRun = false; // the light shows the whole run's verdict (after it), not the last 2 s
    bool m_running = false;
};

} // namespace ttft
