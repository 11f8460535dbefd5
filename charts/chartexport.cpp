#include "chartexport.h"

#include "base/i18n.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>

#include <cmath>

namespace ttft {

namespace {

// Charts lay out in logical pixels at 96 per inch, the way they do on a normal screen; the DPI then
// says how many of the file's pixels an inch holds. A 1200 × 800 px picture at 300 DPI is a 4-inch
// figure whose 9-point labels print at 9 points (matplotlib's figsize × dpi), at 96 DPI it is the
// chart as seen on screen.
constexpr double kLayoutDpi = 96.0;
constexpr int kMinDpi = 36;
constexpr int kMaxDpi = 1200;

QSizeF logicalSize(const QSize &sizePx, int dpi)
{
    const double scale = kLayoutDpi / dpi;
    return {sizePx.width() * scale, sizePx.height() * scale};
}

int dotsPerMeter(double dpi)
{
    return int(std::lround(dpi / 0.0254));
}

QImage paintImage(const ChartPainter &chart, const QSize &sizePx, int dpi)
{
    QImage image(sizePx, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    // Fonts are converted from points at the layout DPI while painting; the file's DPI goes in after.
    image.setDotsPerMeterX(dotsPerMeter(kLayoutDpi));
    image.setDotsPerMeterY(dotsPerMeter(kLayoutDpi));
    {
        QPainter painter(&image);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
        painter.scale(dpi / kLayoutDpi, dpi / kLayoutDpi);
        chart(&painter, QRectF(QPointF(0, 0), logicalSize(sizePx, dpi)));
    }
    image.setDotsPerMeterX(dotsPerMeter(dpi));
    image.setDotsPerMeterY(dotsPerMeter(dpi));
    return image;
}

void paintSvg(QSvgGenerator &generator, const ChartPainter &chart, const QSize &sizePx, int dpi, const QString &title)
{
    const QSizeF logical = logicalSize(sizePx, dpi);
    generator.setSize(logical.toSize());
    generator.setViewBox(QRectF(QPointF(0, 0), logical));
    generator.setResolution(int(kLayoutDpi)); // width/height in mm then give the physical size sizePx / dpi
    generator.setTitle(title);
    generator.setDescription(Tr::tr("Made by TTFT Workbench"));
    QPainter painter(&generator);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    painter.fillRect(QRectF(QPointF(0, 0), logical), Qt::white);
    chart(&painter, QRectF(QPointF(0, 0), logical));
}

bool writeFile(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = Tr::tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

} // namespace

bool chartFormatFromFileName(const QString &fileName, ChartFormat &format)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix == QLatin1String("png"))
        format = ChartFormat::Png;
    else if (suffix == QLatin1String("svg"))
        format = ChartFormat::Svg;
    else if (suffix == QLatin1String("pdf"))
        format = ChartFormat::Pdf;
    else
        return false;
    return true;
}

QString chartFormatSuffix(ChartFormat format)
{
    switch (format) {
    case ChartFormat::Png:
        return QStringLiteral("png");
    case ChartFormat::Svg:
        return QStringLiteral("svg");
    case ChartFormat::Pdf:
        return QStringLiteral("pdf");
    }
    return {};
}

QByteArray chartToPng(const ChartPainter &chart, const QSize &sizePx, int dpi)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    paintImage(chart, sizePx, dpi).save(&buffer, "PNG");
    return bytes;
}

QByteArray chartToSvg(const ChartPainter &chart, const QSize &sizePx, int dpi, const QString &title)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    paintSvg(generator, chart, sizePx, dpi, title);
    return bytes;
}

bool exportChart(const ChartPainter &chart, const QString &path, const ChartExportOptions &options, QString *error)
{
    if (options.sizePx.width() < 1 || options.sizePx.height() < 1 || options.sizePx.width() > 20000
        || options.sizePx.height() > 20000) {
        if (error)
            *error = Tr::tr("the picture size %1 × %2 px is out of range (1 to 20,000)")
                         .arg(options.sizePx.width())
                         .arg(options.sizePx.height());
        return false;
    }
    if (options.dpi < kMinDpi || options.dpi > kMaxDpi) {
        if (error)
            *error = Tr::tr("%1 DPI is out of range (%2 to %3)").arg(options.dpi).arg(kMinDpi).arg(kMaxDpi);
        return false;
    }
    switch (options.format) {
    case ChartFormat::Png: {
        QByteArray bytes = chartToPng(chart, options.sizePx, options.dpi);
        return writeFile(path, bytes, error);
    }
    case ChartFormat::Svg:
        return writeFile(path, chartToSvg(chart, options.sizePx, options.dpi, options.title), error);
    case ChartFormat::Pdf: {
        QByteArray bytes;
        {
            QBuffer buffer(&bytes);
            buffer.open(QIODevice::WriteOnly);
            QPdfWriter writer(&buffer);
            // The page is the picture: its physical size at the chosen DPI, no margins. The writer
            // works at the layout DPI so the chart lays out as it does in the PNG.
            const QSizeF logical = logicalSize(options.sizePx, options.dpi);
            writer.setResolution(int(kLayoutDpi));
            writer.setPageSize(QPageSize(QSizeF(logical.width() / kLayoutDpi * 72.0, logical.height() / kLayoutDpi * 72.0),
                                         QPageSize::Point, QString(), QPageSize::ExactMatch));
            writer.setPageMargins(QMarginsF(0, 0, 0, 0));
            writer.setTitle(options.title);
            writer.setCreator(QStringLiteral("TTFT Workbench"));
            QPainter painter(&writer);
            painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
            const QRectF page(QPointF(0, 0), logical);
            painter.fillRect(page, Qt::white);
            chart(&painter, page);
        }
        return writeFile(path, bytes, error);
    }
    }
    return false;
}

} // namespace ttft
