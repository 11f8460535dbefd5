#include "workbenchlayout.h"

#include <QComboBox>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QScrollArea>
#include <QTimer>

#include <algorithm>

namespace ttft {

namespace {

struct DockSpec {
    const char *objectName;
    Qt::DockWidgetArea area;
    bool scrollable; // forms and the analysis: in a scroll area of their own
};

// In Dock order.
constexpr std::array<DockSpec, WorkbenchLayout::DockCount> kDocks{{
    {"EndpointsDock", Qt::LeftDockWidgetArea, true},
    {"WorkloadDock", Qt::LeftDockWidgetArea, true},
    {"PlanDock", Qt::LeftDockWidgetArea, true},
    {"VoiceDock", Qt::LeftDockWidgetArea, true},
    {"HistogramDock", Qt::RightDockWidgetArea, false},
    {"OverTimeDock", Qt::RightDockWidgetArea, false},
    {"StatsDock", Qt::RightDockWidgetArea, false},
    {"TimelineDock", Qt::RightDockWidgetArea, false},
    {"RequestsDock", Qt::BottomDockWidgetArea, false},
    {"AnalysisDock", Qt::BottomDockWidgetArea, true},
    {"HistoryDock", Qt::BottomDockWidgetArea, false},
}};

} // namespace

WorkbenchLayout::WorkbenchLayout(QMainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_anchor(new QWidget(window))
{
    // The docks fill the window; the central widget only anchors them.
    m_anchor->setMaximumWidth(0); // its height stays free, so that the bottom band can be resized
    window->setCentralWidget(m_anchor);
    window->setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowNestedDocks | QMainWindow::AllowTabbedDocks);
    window->setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    window->setCorner(Qt::TopLeftCorner, Qt::LeftDockWidgetArea);
}

QDockWidget *WorkbenchLayout::addDock(QWidget *widget, Dock which, QMenu *viewMenu)
{
    const DockSpec &spec = kDocks[std::size_t(which)];
    const QString objectName = QString::fromLatin1(spec.objectName);
    auto *dock = new QDockWidget(m_window);
    dock->setObjectName(objectName);
    if (spec.scrollable) {
        // Forms and the analysis keep their own minimum size inside a scroll area: the dock (and
        // with it the window) can be smaller than the sum of its contents, as a 1366×768 laptop needs.
        auto *scroll = new QScrollArea(dock);
        scroll->setObjectName(objectName + QStringLiteral("Scroll"));
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidget(widget);
        dock->setWidget(scroll);
    } else {
        dock->setWidget(widget);
    }
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    m_window->addDockWidget(spec.area, dock);
    viewMenu->addAction(dock->toggleViewAction());
    return dock;
}

void WorkbenchLayout::build(const Contents &contents, QMenu *viewMenu)
{
    // The left column's forms shrink to it: a combo box is as wide as the column gives it (its
    // longest item elided), not as wide as that item.
    for (const Dock form : {Endpoints, Workload, Plan, Voice}) {
        for (QComboBox *box : contents[std::size_t(form)]->findChildren<QComboBox *>()) {
            box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
            box->setMinimumContentsLength(8);
        }
    }
    for (int i = 0; i < DockCount; ++i)
        m_docks[std::size_t(i)] = addDock(contents[std::size_t(i)], Dock(i), viewMenu);
    // Left: what to measure (Workload, Plan and the voice pipeline share a tab stack under
    // Endpoints). Right: the live views in a 2 × 2 grid. Bottom: every request.
    m_window->splitDockWidget(dock(Endpoints), dock(Workload), Qt::Vertical);
    m_window->tabifyDockWidget(dock(Workload), dock(Plan));
    m_window->tabifyDockWidget(dock(Plan), dock(Voice));
    dock(Plan)->raise();
    m_window->splitDockWidget(dock(Histogram), dock(OverTime), Qt::Horizontal);
    m_window->splitDockWidget(dock(Histogram), dock(Stats), Qt::Vertical);
    m_window->splitDockWidget(dock(OverTime), dock(Timeline), Qt::Vertical);
    // The analysis shares the bottom band with the requests, as a tab the finished run raises.
    m_window->tabifyDockWidget(dock(Requests), dock(Analysis));
    m_window->tabifyDockWidget(dock(Analysis), dock(History));
    dock(Requests)->raise();
}

void WorkbenchLayout::retranslate()
{
    const std::array<QString, DockCount> titles{tr("Endpoints"),      tr("Workload"),        tr("Plan"),
                                                tr("Voice pipeline"), tr("TTFT histogram"),  tr("TTFT over time"),
                                                tr("Live statistics (ms)"), tr("Request timeline"), tr("Requests"),
                                                tr("Analysis"),       tr("Run history")};
    for (std::size_t i = 0; i < titles.size(); ++i) {
        if (m_docks[i])
            m_docks[i]->setWindowTitle(titles[i]);
    }
}

int WorkbenchLayout::defaultLeftWidth() const
{
    return std::clamp(m_window->width() / 5, 300, 380);
}

void WorkbenchLayout::firstShown(bool stateRestored)
{
    if (stateRestored)
        return;
    m_defaultSizesPending = true;
    QTimer::singleShot(0, this, &WorkbenchLayout::applyDefaultSizes);
}

void WorkbenchLayout::applyDefaultSizes()
{
    // Docks get their proportions only once the window has its size: the live views take most
    // of it, the configuration a column on the left, the requests a band at the bottom.
    const int width = m_window->width();
    const int height = m_window->height();
    const int left = defaultLeftWidth();
    m_defaultSizesPending = false;
    const int chartWidth = (width - left) / 2;
    m_window->resizeDocks({dock(Endpoints)}, {left}, Qt::Horizontal);
    m_window->resizeDocks({dock(Histogram), dock(OverTime)}, {chartWidth, chartWidth}, Qt::Horizontal);
    m_window->resizeDocks({dock(Stats), dock(Timeline)}, {chartWidth, chartWidth}, Qt::Horizontal);
    m_window->resizeDocks({dock(Endpoints), dock(Workload)}, {height * 27 / 100, height * 73 / 100}, Qt::Vertical);
    // One area at a time: the bottom band first, then the rows of the live views above it.
    m_window->resizeDocks({dock(Requests)}, {height * 30 / 100}, Qt::Vertical);
    m_window->resizeDocks({dock(Histogram), dock(Stats)}, {height * 35 / 100, height * 25 / 100}, Qt::Vertical);
    m_window->resizeDocks({dock(OverTime), dock(Timeline)}, {height * 35 / 100, height * 25 / 100}, Qt::Vertical);
}

void WorkbenchLayout::showAnalysis(bool on)
{
    QDockWidget *analysis = dock(Analysis);
    QDockWidget *requests = dock(Requests);
    if (!on) {
        showLiveViews();
        if (!analysis->visibleRegion().isEmpty() && m_window->dockWidgetArea(analysis) == Qt::BottomDockWidgetArea
            && !analysis->isFloating()) {
            requests->raise();
            m_window->resizeDocks({requests}, {m_window->height() * 30 / 100}, Qt::Vertical);
        }
        return;
    }
    analysis->show();
    analysis->raise();
    if (!m_window->isVisible() || analysis->isFloating() || m_window->dockWidgetArea(analysis) != Qt::BottomDockWidgetArea)
        return; // the user moved it: only bring it forward
    // Four charts and a table need the height the live views hold (their minimum sizes keep the
    // bottom band under half the window otherwise). They step aside until the next run; the View
    // menu brings any of them back at once. The left column keeps its width (without the right
    // docks the layout would split the width between it and the bottom band).
    QDockWidget *left = dock(Endpoints);
    const int leftWidth = !left->isVisible() || m_window->dockWidgetArea(left) != Qt::LeftDockWidgetArea ? 0
                        : m_defaultSizesPending                                                ? defaultLeftWidth()
                                                                                               : left->width();
    for (const Dock which : {Histogram, OverTime, Stats, Timeline}) {
        QDockWidget *live = dock(which);
        if (live->isVisible() && !live->isFloating() && m_window->dockWidgetArea(live) == Qt::RightDockWidgetArea) {
            live->hide();
            m_hiddenForAnalysis.emplace_back(live);
        }
    }
    // Once the layout has taken the hidden docks out (the next turn of the event loop): asked
    // now, the sizes are clamped to the old layout and the freed space stays empty.
    QTimer::singleShot(0, this, [this, analysis, left, leftWidth] {
        if (!analysis->isVisible() || analysis->isFloating() || m_window->dockWidgetArea(analysis) != Qt::BottomDockWidgetArea)
            return;
        m_window->resizeDocks({analysis}, {m_window->height()}, Qt::Vertical);
        if (leftWidth > 0)
            m_window->resizeDocks({left}, {leftWidth}, Qt::Horizontal);
    });
    // Nothing holds the right column's width while the live views are away: the central anchor
    // may widen (at no height: the analysis takes it all), or the left column would take it.
    // Narrowed again when they come back (showLiveViews).
    m_anchor->setMaximumWidth(QWIDGETSIZE_MAX);
}

void WorkbenchLayout::showLiveViews()
{
    m_anchor->setMaximumWidth(0);
    std::vector<QPointer<QDockWidget>> hidden;
    hidden.swap(m_hiddenForAnalysis);
    for (const QPointer<QDockWidget> &live : hidden) {
        if (live)
            live->show();
    }
}

} // namespace ttft
