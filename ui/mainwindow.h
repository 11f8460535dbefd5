#pragma once

#include <QMainWindow>

namespace ttft {

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
};

} // namespace ttft
