#pragma once

#include "charts/chartexport.h"

#include <QDialog>

class QComboBox;
class QSpinBox;

namespace ttft {

// Asks how to export one chart: the format (PNG, SVG, PDF), its size in pixels and its DPI. The
// file name is asked after (saveChartWithDialog).
class ChartExportDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ChartExportDialog(QWidget *parent = nullptr);

    ChartExportOptions options() const;
    void setOptions(const ChartExportOptions &options);

private:
    QComboBox *m_format;
    QSpinBox *m_width;
    QSpinBox *m_height;
    QSpinBox *m_dpi;
};

// The whole export of one chart from the user's point of view: the dialog, then a file name (its
// suffix follows the format), then the file; a failure is said in a message box. `suggestedName`
// has no suffix. The last choices are kept for the next export in this session of the program.
void saveChartWithDialog(QWidget *parent, const ChartPainter &chart, const QString &title, const QString &suggestedName);

} // namespace ttft
