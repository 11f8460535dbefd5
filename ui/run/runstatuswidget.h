#pragma once

#include "healthlight.h"
#include "runprogress.h"

#include <QStringList>
#include <QWidget>

class QLabel;
class QProgressBar;

namespace ttft {

// The status bar's run section: a progress bar, the ETA, requests done / failed and the client's
// health light (green: the client keeps up; amber: close to its limits; red: it may be the
// bottleneck, so the figures are suspect).
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
    QStringList m_reasons; // the run's verdict, when it judged the client the bottleneck
    bool m_running = false;
};

} // namespace ttft
