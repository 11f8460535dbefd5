#include "runstatuswidget.h"

#include "base/durationtext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QProgressBar>

namespace ttft {

namespace {

QPixmap lightPixmap(const QColor &color, int size)
{
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(color.darker(150), 1));
    painter.setBrush(color);
    painter.drawEllipse(QRectF(1, 1, size - 2, size - 2));
    return pixmap;
}

} // namespace

RunStatusWidget::RunStatusWidget(QWidget *parent)
    : QWidget(parent)
    , m_bar(new QProgressBar(this))
    , m_eta(new QLabel(this))
    , m_counts(new QLabel(this))
    , m_light(new QLabel(this))
    , m_lightLabel(new QLabel(this))
{
    m_bar->setObjectName(QStringLiteral("runProgressBar"));
    m_eta->setObjectName(QStringLiteral("runEta"));
    m_counts->setObjectName(QStringLiteral("runCounts"));
    m_light->setObjectName(QStringLiteral("clientHealthLight"));
    m_bar->setRange(0, 1000);
    m_bar->setTextVisible(true);
    m_bar->setFixedWidth(180);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(10);
    layout->addWidget(m_bar);
    layout->addWidget(m_eta);
    layout->addWidget(m_counts);
    layout->addWidget(m_light);
    layout->addWidget(m_lightLabel);
    render();
}

void RunStatusWidget::setProgress(const RunProgress &progress, bool running)
{
    m_progress = progress;
    m_running = running;
    render();
}

void RunStatusWidget::setHealth(const HealthReading &reading)
{
    m_health = reading;
    m_wholeRun = false;
    render();
}

void RunStatusWidget::setRunVerdict(const HealthSummary &summary)
{
    if (summary.samples == 0)
        return;
    m_health = readingOf(summary);
    m_wholeRun = true;
    render();
}

void RunStatusWidget::reset()
{
    m_progress = RunProgress{};
    m_health = HealthReading{};
    m_wholeRun = false;
    m_running = false;
    render();
}

QColor RunStatusWidget::lightColor(HealthLight light)
{
    switch (light) {
    case HealthLight::Green:
        return QColor(0x2e, 0x9d, 0x49);
    case HealthLight::Amber:
        return QColor(0xf0, 0xa2, 0x02);
    case HealthLight::Red:
        return QColor(0xd3, 0x2f, 0x2f);
    case HealthLight::Unknown:
        break;
    }
    return QColor(0xb0, 0xb0, 0xb0);
}

QString RunStatusWidget::countsText() const
{
    return m_counts->text();
}

QString RunStatusWidget::etaText() const
{
    return m_eta->text();
}

void RunStatusWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        render();
    QWidget::changeEvent(event);
}

void RunStatusWidget::render()
{
    m_bar->setValue(int(m_progress.fraction * 1000));
    m_bar->setFormat(QStringLiteral("%1 %").arg(int(m_progress.fraction * 100)));
    if (m_running && m_progress.etaS)
        m_eta->setText(tr("ETA %1").arg(clockText(*m_progress.etaS)));
    else if (m_running)
        m_eta->setText(tr("ETA –"));
    else
        m_eta->setText(m_progress.elapsedS > 0 ? tr("took %1").arg(clockText(m_progress.elapsedS)) : QString());

    QString counts = tr("%1 done, %2 failed").arg(m_progress.recorded).arg(m_progress.failed);
    if (m_running)
        counts += QStringLiteral(" · ") + tr("%1 in flight").arg(m_progress.inFlight);
    if (m_running && m_progress.expected)
        counts += QStringLiteral(" · ") + tr("of %1").arg(*m_progress.expected);
    if (m_running && m_progress.cellCount > 1)
        counts += QStringLiteral(" · ") + tr("cell %1/%2 (%3)")
                                              .arg(m_progress.cellIndex + 1)
                                              .arg(m_progress.cellCount)
                                              .arg(QString::fromStdString(m_progress.cellId));
    m_counts->setText(counts);

    const int size = fontMetrics().height() - 2;
    m_light->setPixmap(lightPixmap(lightColor(m_health.light), size));
    m_lightLabel->setText(healthStateLabel(m_health.summary.state));
    QString tip;
    switch (m_health.light) {
    case HealthLight::Unknown:
        tip = tr("The client's health is sampled while a run goes.");
        break;
    case HealthLight::Green:
        tip = tr("The client keeps up and the machine has room: its timestamps can be trusted.");
        break;
    case HealthLight::Amber:
        tip = tr("The client is not the limit, but the machine is busy: the figures may carry that contention.");
        break;
    case HealthLight::Red:
        tip = tr("The client is the limit: its own delay is in the figures.");
        break;
    }
    if (m_health.light != HealthLight::Unknown) {
        tip += QLatin1Char('\n') + (m_wholeRun ? tr("Over the run: %1") : tr("Last 2 s: %1")).arg(describeHealthFigures(m_health.summary));
        for (const QString &cause : describeHealthCauses(m_health.summary))
            tip += QLatin1Char('\n') + cause;
    }
    m_light->setToolTip(tip);
    m_lightLabel->setToolTip(tip);
}

} // namespace ttft
