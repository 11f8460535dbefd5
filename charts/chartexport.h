#pragma once

#include <QSize>
#include <QString>

#include <functional>

class QPainter;
class QRectF;

namespace ttft {

// Anything that paints itself into a rectangle of any painter: AnalysisChart::render,
// CompareView::renderCharts, PromptLengthView::render, ... Exports take one of these so every chart
// goes to a file the same way.
using ChartPainter = std::function<void(QPainter *painter, const QRectF &target)>;

enum class ChartFormat {
    Png, // a raster at the chosen size in pixels, tagged with the chosen DPI
    Svg, // vectors; the size is the picture's in pixels at the chosen DPI
    Pdf, // one page the size of the picture at the chosen DPI
};

struct ChartExportOptions {
    ChartFormat format = ChartFormat::Png;
    QSize sizePx{1200, 800};
    int dpi = 144;
    QString title; // the SVG's and PDF's title
};

// The format a file name asks for (by its suffix, case-insensitive); false when it names none.
bool chartFormatFromFileName(const QString &fileName, ChartFormat &format);
QString chartFormatSuffix(ChartFormat format); // "png", "svg", "pdf"

// Paints `chart` into `path` in the chosen format and size. The background is white whatever the
// screen's theme: an exported chart goes into documents. Fails with *error (translated) when the
// size is empty, the DPI is out of 36..1200 or the file cannot be written.
bool exportChart(const ChartPainter &chart, const QString &path, const ChartExportOptions &options, QString *error);

// The same chart in memory: PNG bytes (used to embed charts in reports) or SVG text.
QByteArray chartToPng(const ChartPainter &chart, const QSize &sizePx, int dpi);
QByteArray chartToSvg(const ChartPainter &chart, const QSize &sizePx, int dpi, const QString &title = {});

} // namespace ttft
