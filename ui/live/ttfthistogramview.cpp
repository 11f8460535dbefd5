#include "ttfthistogramview.h"

#include "ttfthistogramcanvas.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QThread>
#include <QToolButton>
#include <QVBoxLayout>

namespace ttft {

TtftHistogramView::TtftHistogramView(QWidget *parent)
    : QWidget(parent)
    , m_canvas(new TtftHistogramCanvas(this))
    , m_levelLabel(new QLabel(this))
    , m_levelBox(new QComboBox(this))
    , m_overlaidButton(new QToolButton(this))
    , m_multiplesButton(new QToolButton(this))
    , m_logBox(new QCheckBox(this))
    , m_modeGroup(new QButtonGroup(this))
{
    setObjectName(QStringLiteral("TtftHistogramView"));
    m_levelBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_levelBox->addItem(QString(), QString());
    m_levelLabel->setBuddy(m_levelBox);
    for (QToolButton *button : {m_overlaidButton, m_multiplesButton}) {
        button->setCheckable(true);
        button->setAutoRaise(true);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    }
    m_overlaidButton->setChecked(true);
    m_modeGroup->addButton(m_overlaidButton, 0);
    m_modeGroup->addButton(m_multiplesButton, 1);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 4, 6, 0);
    bar->addWidget(m_levelLabel);
    bar->addWidget(m_levelBox);
    bar->addStretch(1);
    bar->addWidget(m_logBox);
    bar->addSpacing(12);
    bar->addWidget(m_overlaidButton);
    bar->addWidget(m_multiplesButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(bar);
    layout->addWidget(m_canvas, 1);

    connect(m_modeGroup, &QButtonGroup::idToggled, this, [this](int id, bool checked) {
        if (checked)
            m_canvas->setSmallMultiples(id == 1);
    });
    connect(m_logBox, &QCheckBox::toggled, m_canvas, &TtftHistogramCanvas::setLogScale);
    connect(m_levelBox, &QComboBox::currentIndexChanged, this,
            [this](int index) { m_canvas->setLevel(m_levelBox->itemData(index).toString()); });
    retranslate();
}

void TtftHistogramView::appendRecords(const std::vector<RequestRecord> &batch)
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (batch.empty())
        return;
    m_canvas->append(batch);
    refreshLevels();
}

void TtftHistogramView::clear()
{
    m_canvas->clear();
    m_levelBox->setCurrentIndex(0);
    while (m_levelBox->count() > 1)
        m_levelBox->removeItem(m_levelBox->count() - 1);
}

void TtftHistogramView::setProviderColor(const QString &provider, const QColor &color)
{
    m_canvas->setProviderColor(provider, color);
}

void TtftHistogramView::setRunStartNs(std::int64_t)
{
}

void TtftHistogramView::setSmallMultiples(bool on)
{
    (on ? m_multiplesButton : m_overlaidButton)->setChecked(true);
}

bool TtftHistogramView::smallMultiples() const
{
    return m_canvas->smallMultiples();
}

void TtftHistogramView::setLogScale(bool on)
{
    m_logBox->setChecked(on);
}

bool TtftHistogramView::logScale() const
{
    return m_canvas->logScale();
}

void TtftHistogramView::setLevel(const QString &level)
{
    const int index = m_levelBox->findData(level);
    m_levelBox->setCurrentIndex(index < 0 ? 0 : index);
}

QString TtftHistogramView::level() const
{
    return m_canvas->level();
}

QStringList TtftHistogramView::shownProviders() const
{
    QStringList names;
    for (const auto &provider : m_canvas->bins().providers)
        names << provider.provider;
    return names;
}

Histogram TtftHistogramView::histogramOf(const QString &provider) const
{
    for (const auto &shown : m_canvas->bins().providers) {
        if (shown.provider == provider)
            return shown.histogram;
    }
    return {};
}

std::optional<double> TtftHistogramView::percentileOf(const QString &provider, double p) const
{
    const SortedSamples *samples = m_canvas->data().samples(provider, m_canvas->level());
    return samples ? samples->percentile(p) : std::nullopt;
}

QWidget *TtftHistogramView::canvas() const
{
    return m_canvas;
}

void TtftHistogramView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TtftHistogramView::retranslate()
{
    m_levelLabel->setText(tr("&Level:"));
    m_levelBox->setItemText(0, tr("All levels"));
    m_levelBox->setToolTip(tr("Show one plan level (concurrency or rate, prompt length) or all of them pooled"));
    m_overlaidButton->setText(tr("Overlaid"));
    m_overlaidButton->setToolTip(tr("All providers in one chart, translucent"));
    m_multiplesButton->setText(tr("Small multiples"));
    m_multiplesButton->setToolTip(tr("One chart per provider on the same TTFT axis"));
    m_logBox->setText(tr("Log scale"));
    m_logBox->setToolTip(tr("TTFT on a logarithmic axis: providers that differ tenfold are both readable"));
}

void TtftHistogramView::refreshLevels()
{
    const QStringList levels = m_canvas->data().levels();
    for (const QString &level : levels) {
        if (m_levelBox->findData(level) < 0)
            m_levelBox->addItem(level, level);
    }
}

} // namespace ttft
