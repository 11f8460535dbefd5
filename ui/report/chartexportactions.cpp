#include "chartexportactions.h"

#include "analysis/analysischart.h"
#include "analysis/analysispane.h"
#include "analysis/boxplotchart.h"
#include "analysis/cdfchart.h"
#include "analysis/compareview.h"
#include "analysis/capacityview.h"
#include "analysis/concurrencyview.h"
#include "analysis/decompositionview.h"
#include "analysis/metrictimechart.h"
#include "analysis/percentilebarchart.h"
#include "analysis/pipelineview.h"
#include "analysis/promptlengthview.h"
#include "base/i18n.h"
#include "chartexportdialog.h"

#include <QMenu>
#include <QPainter>
#include <QPointer>

#include <functional>
#include <vector>

namespace ttft {

namespace {

struct MenuEntry {
    std::function<QString()> text; // read when the menu opens: follows a language change
    ChartPainter chart;
    std::function<QString()> title;
    QString fileName;
};

// A right click on `widget` offers the entries. Only widgets that ignore the event themselves
// (charts, canvases, labels) pass it up to a view's handler.
void addMenu(QWidget *widget, std::vector<MenuEntry> entries)
{
    widget->setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(widget, &QWidget::customContextMenuRequested, widget,
                     [widget, entries = std::move(entries)](const QPoint &position) {
                         // Popped up, not exec()'d: the UI thread runs no nested event loop.
                         auto *menu = new QMenu(widget);
                         menu->setAttribute(Qt::WA_DeleteOnClose);
                         for (const MenuEntry &entry : entries) {
                             QAction *action = menu->addAction(entry.text());
                             QObject::connect(action, &QAction::triggered, widget, [widget, entry] {
                                 saveChartWithDialog(widget->window(), entry.chart, entry.title(), entry.fileName);
                             });
                         }
                         menu->popup(widget->mapToGlobal(position));
                     });
}

template <typename View>
MenuEntry viewEntry(View *view, std::function<QString()> title, const QString &fileName)
{
    QPointer<View> guarded(view);
    return {[] { return Tr::tr("Export chart…"); },
            [guarded](QPainter *painter, const QRectF &target) {
                if (guarded)
                    guarded->render(painter, target);
            },
            std::move(title), fileName};
}

} // namespace

void installChartExportActions(AnalysisPane *pane)
{
    CompareView *compare = pane->compareView();
    QPointer<CompareView> guardedCompare(compare);
    const MenuEntry grid{[] { return Tr::tr("Export all four charts…"); },
                         [guardedCompare](QPainter *painter, const QRectF &target) {
                             if (guardedCompare)
                                 guardedCompare->renderCharts(painter, target);
                         },
                         [] { return Tr::tr("Compare providers"); }, QStringLiteral("compare")};
    const std::pair<AnalysisChart *, QString> charts[] = {
        {compare->boxPlot(), QStringLiteral("boxplot")},
        {compare->percentileBars(), QStringLiteral("percentiles")},
        {compare->cdf(), QStringLiteral("cdf")},
        {compare->overTime(), QStringLiteral("over-time")},
    };
    for (const auto &[chart, fileName] : charts) {
        QPointer<AnalysisChart> guarded(chart);
        addMenu(chart, {viewEntry(chart, [guarded] { return guarded ? guarded->title() : QString(); }, fileName), grid});
    }
    addMenu(pane->promptLengthView(),
            {viewEntry(pane->promptLengthView(), [] { return Tr::tr("TTFT against prompt length"); },
                       QStringLiteral("prompt-length"))});
    addMenu(pane->concurrencyView(),
            {viewEntry(pane->concurrencyView(), [] { return Tr::tr("TTFT under load"); }, QStringLiteral("load"))});
    addMenu(pane->capacityView(),
            {viewEntry(pane->capacityView(), [] { return Tr::tr("Capacity: TTFT against the load"); }, QStringLiteral("capacity"))});
    addMenu(pane->decompositionView(),
            {viewEntry(pane->decompositionView(), [] { return Tr::tr("Where TTFT goes"); },
                       QStringLiteral("ttft-decomposition"))});
    addMenu(pane->pipelineView(),
            {viewEntry(pane->pipelineView(), [] { return Tr::tr("Voice pipeline"); }, QStringLiteral("voice-pipeline"))});
}

ChartPainter widgetChartPainter(QWidget *view)
{
    QPointer<QWidget> guarded(view);
    return [guarded](QPainter *painter, const QRectF &target) {
        if (!guarded || guarded->width() <= 0 || guarded->height() <= 0)
            return;
        painter->save();
        painter->translate(target.topLeft());
        painter->scale(target.width() / guarded->width(), target.height() / guarded->height());
        guarded->render(painter, QPoint(), QRegion(), QWidget::DrawChildren);
        painter->restore();
    };
}

void installLiveChartExportAction(QWidget *view, std::function<QString()> title, const QString &fileName)
{
    addMenu(view, {MenuEntry{[] { return Tr::tr("Export chart…"); }, widgetChartPainter(view), std::move(title), fileName}});
}

} // namespace ttft
