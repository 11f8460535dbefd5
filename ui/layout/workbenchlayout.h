#pragma once

#include <QObject>
#include <QPointer>

#include <array>
#include <vector>

class QDockWidget;
class QMainWindow;
class QMenu;
class QWidget;

namespace ttft {

// Where the window's docks are and how big: the configuration column on the left, the live views
// in a 2 × 2 grid on the right, the requests, the analysis and the run history as tabs of the
// bottom band; their default proportions once the window has its size, and the analysis taking
// the window's height when a run has finished (the live views stepping aside until the next run).
class WorkbenchLayout : public QObject
{
    Q_OBJECT
public:
    enum Dock { Endpoints, Workload, Plan, Voice, Histogram, OverTime, Stats, Timeline, Requests, Analysis, History, DockCount };
    using Contents = std::array<QWidget *, DockCount>; // each dock's widget, in Dock order

    // Sets the window's central widget (an anchor without content) and its dock options.
    explicit WorkbenchLayout(QMainWindow *window);

    // Makes the docks around `contents` and arranges them; each dock's toggle goes to `viewMenu`.
    void build(const Contents &contents, QMenu *viewMenu);
    QDockWidget *dock(Dock which) const { return m_docks[std::size_t(which)]; }
    void retranslate();

    // The window's first show: the default sizes follow unless a saved layout was restored.
    void firstShown(bool stateRestored);
    void applyDefaultSizes();
    // The analysis takes the bottom band's tab and the window's height once a run has finished;
    // off gives the height back to the live views.
    void showAnalysis(bool on);
    // The live views hidden to give the analysis the window, shown again (by the next run, and
    // before the layout is saved).
    void showLiveViews();

private:
    QDockWidget *addDock(QWidget *widget, Dock which, QMenu *viewMenu);
    int defaultLeftWidth() const; // the configuration column on a first start

    QMainWindow *m_window;
    QWidget *m_anchor; // the central widget: no content, it only anchors the docks
    std::array<QDockWidget *, DockCount> m_docks{};
    std::vector<QPointer<QDockWidget>> m_hiddenForAnalysis;
    bool m_defaultSizesPending = false; // shown, applyDefaultSizes() not run yet
};

} // namespace ttft
