#include "chartexportdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QMessageBox>
#include <QSpinBox>
#include <QStandardPaths>

namespace ttft {

namespace {
// The choices of the last export, so a series of charts for one report comes out alike.
ChartExportOptions &lastOptions()
{
    static ChartExportOptions options;
    return options;
}
QString &lastDirectory()
{
    static QString directory;
    return directory;
}
} // namespace

ChartExportDialog::ChartExportDialog(QWidget *parent)
    : QDialog(parent)
    , m_format(new QComboBox(this))
    , m_width(new QSpinBox(this))
    , m_height(new QSpinBox(this))
    , m_dpi(new QSpinBox(this))
{
    setWindowTitle(tr("Export chart"));
    m_format->addItem(tr("PNG picture"), int(ChartFormat::Png));
    m_format->addItem(tr("SVG drawing"), int(ChartFormat::Svg));
    m_format->addItem(tr("PDF page"), int(ChartFormat::Pdf));
    for (QSpinBox *box : {m_width, m_height}) {
        box->setRange(100, 20000);
        box->setSuffix(tr(" px"));
    }
    m_dpi->setRange(36, 1200);
    m_dpi->setSuffix(tr(" DPI"));
    m_dpi->setToolTip(tr("Pixels per inch: 96 is the chart as on screen; 300 makes a print-sized figure "
                         "(the same pixels, larger text)"));

    auto *form = new QFormLayout(this);
    form->addRow(tr("Format:"), m_format);
    form->addRow(tr("Width:"), m_width);
    form->addRow(tr("Height:"), m_height);
    form->addRow(tr("Resolution:"), m_dpi);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    setOptions(lastOptions());
}

ChartExportOptions ChartExportDialog::options() const
{
    ChartExportOptions options;
    options.format = ChartFormat(m_format->currentData().toInt());
    options.sizePx = QSize(m_width->value(), m_height->value());
    options.dpi = m_dpi->value();
    return options;
}

void ChartExportDialog::setOptions(const ChartExportOptions &options)
{
    m_format->setCurrentIndex(m_format->findData(int(options.format)));
    m_width->setValue(options.sizePx.width());
    m_height->setValue(options.sizePx.height());
    m_dpi->setValue(options.dpi);
}

void saveChartWithDialog(QWidget *parent, const ChartPainter &chart, const QString &title, const QString &suggestedName)
{
    // Both dialogs are opened window-modal, never exec()'d: the UI thread runs no nested event
    // loop. The chart is painted when the file is chosen, as it is then.
    auto *dialog = new ChartExportDialog(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(dialog, &QDialog::accepted, parent, [parent, dialog, chart, title, suggestedName] {
        ChartExportOptions options = dialog->options();
        options.title = title;
        lastOptions() = options;
        const QString suffix = chartFormatSuffix(options.format);
        QString directory = lastDirectory();
        if (directory.isEmpty())
            directory = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
        auto *files = new QFileDialog(parent, ChartExportDialog::tr("Export chart"),
                                      QDir(directory).filePath(suggestedName + QLatin1Char('.') + suffix),
                                      ChartExportDialog::tr("%1 files (*.%2)").arg(suffix.toUpper(), suffix));
        files->setAttribute(Qt::WA_DeleteOnClose);
        files->setAcceptMode(QFileDialog::AcceptSave);
        QObject::connect(files, &QFileDialog::fileSelected, parent, [parent, chart, options, suffix](QString path) {
            if (!path.endsWith(QLatin1Char('.') + suffix, Qt::CaseInsensitive))
                path += QLatin1Char('.') + suffix;
            lastDirectory() = QFileInfo(path).absolutePath();
            QString error;
            if (exportChart(chart, path, options, &error))
                return;
            auto *box = new QMessageBox(QMessageBox::Warning, ChartExportDialog::tr("Cannot export the chart"), error,
                                        QMessageBox::Ok, parent);
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
        });
        files->open();
    });
    dialog->open();
}

} // namespace ttft
