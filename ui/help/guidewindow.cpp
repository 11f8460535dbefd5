#include "guidewindow.h"

#include "run/filejob.h"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QEvent>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QImage>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <memory>
#include <utility>

namespace ttft {

namespace {

// What the file job read: the page's text and every local picture it shows, decoded.
struct ReadPage {
    QString path;
    QString markdown;
    std::vector<std::pair<QString, QImage>> images; // as written in the page, decoded
    QString problem;
};

// A guide page is a few dozen KiB; a bigger file is not one of ours.
constexpr qint64 kMaxPageBytes = 1 << 20;
constexpr qint64 kMaxImageBytes = 16 << 20;
constexpr int kPictureWidth = 840; // the window is 900 wide

ReadPage readPage(const QString &path)
{
    ReadPage page;
    page.path = path;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxPageBytes) {
        page.problem = GuideWindow::tr("The guide page %1 cannot be read: %2")
                           .arg(path, file.size() > kMaxPageBytes ? GuideWindow::tr("it is too large") : file.errorString());
        return page;
    }
    page.markdown = QString::fromUtf8(file.read(kMaxPageBytes));
    // ![caption](../picture.png): local pictures only; the document asks for them by that name.
    static const QRegularExpression picture(QStringLiteral(R"(!\[[^\]]*\]\(([^)\s]+\.(?:png|jpg|jpeg|svg))\))"));
    const QDir dir = QFileInfo(path).absoluteDir();
    for (auto it = picture.globalMatch(page.markdown); it.hasNext();) {
        const QString name = it.next().captured(1);
        if (name.contains(QLatin1String("://")))
            continue;
        const QFileInfo info(dir.filePath(name));
        QImage image;
        if (info.size() <= kMaxImageBytes)
            image.load(info.absoluteFilePath());
        // Screenshots are up to 1600 px wide: shown at the window's width, not scrolled sideways.
        if (image.width() > kPictureWidth)
            image = image.scaledToWidth(kPictureWidth, Qt::SmoothTransformation);
        if (!image.isNull())
            page.images.emplace_back(name, std::move(image));
    }
    return page;
}

// A browser that takes pictures only from what the file job read: QTextBrowser would otherwise read
// them from disk, on the UI thread, while it lays the page out.
class PageBrowser : public QTextBrowser
{
public:
    using QTextBrowser::QTextBrowser;
    void setImages(std::vector<std::pair<QString, QImage>> images)
    {
        m_images.clear();
        for (auto &[name, image] : images)
            m_images.insert(name, std::move(image));
    }
    QVariant loadResource(int type, const QUrl &name) override
    {
        if (type == QTextDocument::ImageResource)
            return m_images.value(name.toString());
        return {};
    }

private:
    QHash<QString, QImage> m_images;
};

} // namespace

GuideWindow::GuideWindow(QWidget *parent)
    : QDialog(parent)
    , m_browser(new PageBrowser(this))
    , m_job(new FileJob(this))
{
    setObjectName(QStringLiteral("guideWindow"));
    retitle();
    m_browser->setOpenLinks(false); // pages are read on the file job, web links go to the browser
    connect(m_browser, &QTextBrowser::anchorClicked, this, &GuideWindow::followLink);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    resize(900, 700);
}

std::vector<GuidePage> GuideWindow::pages()
{
    return {
        {QStringLiteral("README.md"), tr("Contents of the guide")},
        {QStringLiteral("window.md"), tr("The workbench window")},
        {QStringLiteral("compare-providers.md"), tr("Compare providers")},
        {QStringLiteral("prompt-length.md"), tr("Explore prompt length")},
        {QStringLiteral("voice-pipeline.md"), tr("Voice pipeline")},
        {QStringLiteral("conversations.md"), tr("Conversations")},
        {QStringLiteral("capacity-and-regressions.md"), tr("Capacity and regressions")},
        {QStringLiteral("cross-checking.md"), tr("Cross-checking with the server")},
        {QStringLiteral("beyond-one-machine.md"), tr("Beyond one machine")},
        {QStringLiteral("lab.md"), tr("The lab")},
        {QStringLiteral("metrics.md"), tr("What is measured")},
        {QStringLiteral("precision.md"), tr("Precision")},
        {QStringLiteral("cli.md"), tr("The ttft-bench command line")},
        {QStringLiteral("known-limits.md"), tr("Known limits")},
        {QStringLiteral("development.md"), tr("Building and testing")},
    };
}

QStringList GuideWindow::searchPaths()
{
    QStringList paths;
    const QString fromEnvironment = qEnvironmentVariable("TTFT_GUIDE_DIR");
    if (!fromEnvironment.isEmpty())
        paths << fromEnvironment;
    const QDir exe(QCoreApplication::applicationDirPath());
    paths << QDir::cleanPath(exe.filePath(QStringLiteral("../share/doc/ttft-workbench/guide")));
    // The build tree: build/<preset>/app (or tests) beside the sources' docs/guide.
    paths << QDir::cleanPath(exe.filePath(QStringLiteral("../../../docs/guide")));
    return paths;
}

bool GuideWindow::loading() const
{
    return m_job->isRunning();
}

void GuideWindow::showPage(const QString &file)
{
    if (m_job->isRunning()) {
        m_queued = file; // the latest ask wins
        return;
    }
    // An absolute path (a link followed from a page) is read as it is; a name is looked for.
    QStringList candidates;
    if (QFileInfo(file).isAbsolute())
        candidates << file;
    else
        for (const QString &dir : searchPaths())
            candidates << QDir(dir).filePath(file);
    m_job->start(tr("Reading the guide"), [this, file, candidates](FileProgress &) -> FileJob::Deliver { // `this` only for the delivery, on the UI thread
        QString path;
        for (const QString &candidate : candidates) {
            if (QFileInfo::exists(candidate)) {
                path = candidate;
                break;
            }
        }
        auto page = std::make_shared<ReadPage>(
            path.isEmpty() ? ReadPage{{}, {}, {}, tr("The guide page %1 was not found (looked in %2).").arg(file, candidates.join(QStringLiteral(", ")))}
                           : readPage(QDir::cleanPath(path)));
        return [this, page] {
            if (!page->problem.isEmpty()) {
                m_browser->setPlainText(page->problem);
                Q_EMIT pageFailed(page->problem);
            } else {
                static_cast<PageBrowser *>(m_browser)->setImages(std::move(page->images));
                m_browser->setMarkdown(page->markdown);
                m_current = page->path;
                retitle();
                Q_EMIT pageShown(page->path);
            }
            if (!m_queued.isEmpty())
                showPage(std::exchange(m_queued, QString()));
        };
    });
}

void GuideWindow::retitle()
{
    setWindowTitle(m_current.isEmpty() ? tr("TTFT Workbench guide")
                                       : tr("TTFT Workbench guide: %1").arg(QFileInfo(m_current).fileName()));
}

void GuideWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retitle();
    QDialog::changeEvent(event);
}

void GuideWindow::followLink(const QUrl &url)
{
    if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https")) {
        QDesktopServices::openUrl(url);
        return;
    }
    if (url.isRelative() && url.path().isEmpty() && url.hasFragment()) {
        m_browser->scrollToAnchor(url.fragment());
        return;
    }
    if (m_current.isEmpty())
        return;
    const QString path = QDir::cleanPath(QDir(QFileInfo(m_current).absolutePath()).filePath(url.isLocalFile() ? url.toLocalFile() : url.path()));
    if (path.endsWith(QLatin1String(".md")))
        showPage(path); // another page of the guide (or of docs/), here
    else
        QDesktopServices::openUrl(QUrl::fromLocalFile(path)); // a sample report, a plan: the system's viewer
}

} // namespace ttft
