// The explorer views (prompt length, concurrency, decomposition) filled from a real sweep of the
// lab's three providers: the prompt-length fit recovers each lab model's prefill rate, the
// concurrency curve finds the knee where the batch limit makes requests queue, and the TTFT
// decomposition shows that queue from the server's own log. Pictures in light and dark palettes
// when TTFT_SCREENSHOT_DIR names a directory.
#include "analysis/concurrencyview.h"
#include "analysis/decompositionview.h"
#include "analysis/explorercanvas.h"
#include "analysis/promptlengthview.h"
#include "analysisfixture.h"
#include "crossval/crossjoin.h"
#include "crossval/serverlog.h"

#include "sanitizers.h"

#include <QComboBox>
#include <QHelpEvent>
#include <QLabel>
#include <QToolTip>
#include <QImage>
#include <QPainter>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace ttft;

namespace {

QPalette darkPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    palette.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
    palette.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    palette.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
    palette.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
    palette.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    palette.setColor(QPalette::ButtonText, QColor(0xe8, 0xe8, 0xe8));
    palette.setColor(QPalette::Highlight, QColor(0x3d, 0x7a, 0xd6));
    palette.setColor(QPalette::ToolTipBase, QColor(0x35, 0x35, 0x35));
    palette.setColor(QPalette::ToolTipText, QColor(0xe8, 0xe8, 0xe8));
    return palette;
}

// Distinct colours in a picture: a blank or placeholder-only chart has a handful.
int distinctColors(const QImage &image)
{
    QSet<QRgb> colors;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            colors.insert(image.pixel(x, y));
    return int(colors.size());
}

const PromptLengthSeries *seriesOf(const std::vector<PromptLengthSeries> &series, const std::string &provider)
{
    for (const PromptLengthSeries &s : series)
        if (s.provider == provider)
            return &s;
    return nullptr;
}

const ConcurrencyCurve *curveOf(const std::vector<ConcurrencyCurve> &curves, const std::string &provider)
{
    for (const ConcurrencyCurve &c : curves)
        if (c.provider == provider)
            return &c;
    return nullptr;
}

const LabModel *modelOf(const LabConfig &config, const std::string &name)
{
    return config.findModel(name);
}

} // namespace

class TestExplorerViews : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // One lab for both sweeps, writing its access log: the server's account of every request,
        // joined to the records by id as a user does with --server-log.
        QVERIFY(m_dir.isValid());
        m_config = analysisfixture::sweepLabConfig();
        m_config.accessLogPath = m_dir.filePath(QStringLiteral("access.jsonl")).toStdString();
        LabServer lab(m_config);
        QString error;
        QVERIFY2(lab.start(&error), qPrintable(error));

        // Prompt lengths from 250 to 4,000 tokens, one request at a time per provider; the
        // workload's nonce busts any cache and the fixture's models have none, so prefill is real.
        analysisfixture::SweepOptions prompts;
        prompts.concurrency = {1};
        prompts.promptTokens = {250, 1000, 2000, 4000};
        prompts.requests = 4;
        prompts.maxTokens = 4;
        m_prompts = analysisfixture::runSweep(lab, prompts);

        // Concurrency 1 to 8: lab-steady and lab-slow run two requests at once, the rest queue.
        analysisfixture::SweepOptions load;
        load.concurrency = {1, 2, 4, 8};
        load.promptTokens = {};
        load.requests = 16;
        m_load = analysisfixture::runSweep(lab, load);
        lab.stop();

        ServerLog log;
        std::string logError;
        QVERIFY2(readServerLog(m_config.accessLogPath, {}, log, &logError), logError.c_str());
        std::vector<RequestRecord> joined = m_load.all();
        const ServerLogJoin join = joinServerLog(joined, log);
        QCOMPARE(join.matched, int(joined.size()));
        m_load.records = std::make_shared<const std::vector<RequestRecord>>(std::move(joined));
        for (const RequestRecord &record : m_prompts.all())
            QVERIFY2(!record.failed(), record.errorMessage.c_str());
        for (const RequestRecord &record : m_load.all())
            QVERIFY2(!record.failed(), record.errorMessage.c_str());
    }

    // Acceptance: the line through TTFT on prompt tokens gives each lab model's configured prefill
    // throughput back within 10 % (lab-slow's 40 ms jitter on 16 points makes it the loosest), on the
    // server's own token counts.
    void promptLengthRecoversPrefill()
    {
        PromptLengthView view;
        view.setInput(m_prompts);
        QCOMPARE(view.series().size(), std::size_t(3));
        QString figures;
        for (const std::string name : {"lab-fast", "lab-steady", "lab-slow"}) {
            const PromptLengthSeries *series = seriesOf(view.series(), name);
            QVERIFY(series);
            const LabModel *model = modelOf(m_config, name);
            QVERIFY(model);
            QCOMPARE(series->fit.n, std::int64_t(16));
            QCOMPARE(series->serverCounted, series->fit.n); // x is usage.prompt_tokens
            QCOMPARE(series->cacheHits, std::int64_t(0));   // the prefill was real
            QVERIFY(series->minTokens < 400 && series->maxTokens > 3500);
            // The lab's prefill is linear here: the quadratic term must not earn its place on noise.
            // (Under ASan the instrumented lab's own cost grows with the prompt it builds and reads,
            // which can bend the curve for real: there only the rate below is asserted.)
            if (!kUnderSanitizer)
                QCOMPARE(series->fit.shape, PrefillCurve::Shape::Linear);
            const double rate = series->fit.prefillTokensPerS(series->maxTokens).value_or(0);
            const double intercept = series->fit.a;
            figures += QStringLiteral("%1: prefill %2 tok/s (configured %3), fixed %4 ms (configured %5 + jitter %6), R² %7; ")
                           .arg(QString::fromStdString(name)).arg(rate, 0, 'f', 0).arg(model->prefillTokensPerSec)
                           .arg(intercept, 0, 'f', 1).arg(model->fixedOverheadMs).arg(model->firstTokenJitterMs)
                           .arg(series->fit.rSquared.value_or(0), 0, 'f', 4);
            QVERIFY2(std::fabs(rate / model->prefillTokensPerSec - 1) < 0.10, qPrintable(figures));
            // The intercept is the fixed overhead plus the jitter's mean and the loopback's bit.
            QVERIFY2(std::fabs(intercept - (model->fixedOverheadMs + model->firstTokenJitterMs)) < 0.3 * model->fixedOverheadMs + 20,
                     qPrintable(figures));
        }
        qInfo("%s", qPrintable(figures));

        // The what-if: 8,000 tokens on lab-steady is its fixed overhead plus a second of prefill.
        view.setWhatIfPromptTokens(8000);
        const double predicted = view.predictedTtftMs(QStringLiteral("lab-steady")).value_or(0);
        const double expected = 100 + 15 + 8000.0 / 8;
        QVERIFY2(std::fabs(predicted / expected - 1) < 0.10, qPrintable(QString::number(predicted)));
        auto *table = view.findChild<QTableWidget *>();
        QVERIFY(table);
        QCOMPARE(table->rowCount(), 3);
        QVERIFY(table->horizontalHeaderItem(6)->text().contains(QStringLiteral("8,000")));
        // Turn 10 of a conversation of ~300 tokens a turn: nine turns and a question.
        view.applyConversationTurn(10, 300);
        QCOMPARE(view.whatIfPromptTokens(), 2850);
    }

    // The knee: lab-steady runs two at once, so past c2 requests queue and P95 at least doubles.
    void concurrencyFindsKnee()
    {
        ConcurrencyView view;
        view.setInput(m_load);
        QVERIFY(!view.rateAxisAvailable());
        view.setAxis(LoadAxis::ArrivalRate); // not offered for a closed-loop run
        QCOMPARE(view.axis(), LoadAxis::Concurrency);
        QCOMPARE(view.curves().size(), std::size_t(3));
        const ConcurrencyCurve *steady = curveOf(view.curves(), "lab-steady");
        QVERIFY(steady);
        QCOMPARE(steady->points.size(), std::size_t(4));
        QString figures;
        for (const ConcurrencyPoint &point : steady->points)
            figures += QStringLiteral("c%1 P95 %2; ").arg(point.level).arg(point.p95Ms.value_or(-1));
        qInfo("lab-steady: %s", qPrintable(figures));
        QVERIFY2(steady->knee, qPrintable(figures));
        QCOMPARE(steady->knee->rule, KneeRule::Doubling);
        QVERIFY2(steady->knee->level >= 4, qPrintable(figures)); // two at once: no queue at c1, c2
        for (const ConcurrencyPoint &point : steady->points) {
            QCOMPARE(point.requests, std::int64_t(16));
            QCOMPARE(*point.errorRate, 0.0);
        }
        // A limit under c2's P95 makes the knee a limit knee, earlier.
        view.setP95LimitMs(*steady->points[1].p95Ms - 1);
        steady = curveOf(view.curves(), "lab-steady");
        QCOMPARE(steady->knee->rule, KneeRule::Limit);
        QVERIFY(steady->knee->level <= 2);
        QCOMPARE(view.findChild<QSpinBox *>(QStringLiteral("p95Limit"))->value(), int(std::lround(*view.p95LimitMs())));
    }

    // The shipped lab-steady (32 running at once) under c1, c8, c32 and c64, through the view:
    // flat up to c32, the knee at c64 where half the requests wait for a slot.
    void concurrencyKneeOfShippedModel()
    {
        LabServer lab; // the demo models as shipped
        QString error;
        QVERIFY2(lab.start(&error), qPrintable(error));
        RunSpec spec;
        spec.providers.push_back(EngineProvider{analysisfixture::labProfile(lab, "lab-steady", "lab-steady"), {}});
        spec.workload.userMessage = "Say hello.";
        spec.workload.maxTokens = 16;
        spec.plan.mode = LoadMode::ClosedLoop;
        spec.plan.concurrency = {1, 8, 32, 64};
        spec.plan.warmup = 1;
        spec.plan.durationS = 2;
        AnalysisInput input;
        input.run.plan = spec.plan;
        input.records = std::make_shared<const std::vector<RequestRecord>>(runToCompletion(spec));
        ConcurrencyView view;
        view.setInput(input);
        QCOMPARE(view.curves().size(), std::size_t(1));
        const ConcurrencyCurve &curve = view.curves()[0];
        QString figures;
        for (const ConcurrencyPoint &point : curve.points)
            figures += QStringLiteral("c%1 n %2 P95 %3; ").arg(point.level).arg(point.requests).arg(point.p95Ms.value_or(-1));
        qInfo("lab-steady as shipped: %s", qPrintable(figures));
        QCOMPARE(curve.points.size(), std::size_t(4));
        QVERIFY2(curve.knee, qPrintable(figures));
        QCOMPARE(curve.knee->rule, KneeRule::Doubling);
        if (!kUnderSanitizer) // a timing figure of the uninstrumented client (see tests/sanitizers.h)
            QCOMPARE(curve.knee->level, 64.0);
        view.resize(900, 500);
        QImage image(900, 500, QImage::Format_ARGB32);
        QPainter painter(&image);
        view.render(&painter, QRectF(0, 0, 900, 500));
    }

    // Decomposition: the server's log gives queue and prefill; the parts add up; queueing shows
    // at c8 and not at c1.
    void decompositionAddsUp()
    {
        DecompositionView view;
        view.setInput(m_load);
        QCOMPARE(view.groups().size(), std::size_t(3));
        for (const TtftDecomposition &group : view.groups()) {
            QCOMPARE(group.withServerTimings, group.requests);
            QCOMPARE(group.serverSource, std::string("log"));
            double sum = 0;
            for (const ComponentFigure &figure : group.components)
                sum += figure.meanMs;
            QVERIFY2(std::fabs(sum - group.meanTotalMs) < 1e-6, qPrintable(QString::number(sum - group.meanTotalMs)));
            // Loopback: what the server did not account for is a few ms at most.
            QVERIFY2(group[TtftComponent::Unaccounted].medianMs.value_or(99) < 5 || kUnderSanitizer,
                     qPrintable(QString::number(group[TtftComponent::Unaccounted].medianMs.value_or(99))));
        }
        view.setPerCell(true);
        QCOMPARE(view.groups().size(), std::size_t(12));
        double queueC1 = -1, queueC8 = -1;
        for (const TtftDecomposition &group : view.groups()) {
            if (group.provider != "lab-steady")
                continue;
            if (group.cell == "c1")
                queueC1 = group[TtftComponent::ServerQueue].meanMs;
            if (group.cell == "c8")
                queueC8 = group[TtftComponent::ServerQueue].meanMs;
        }
        QVERIFY2(queueC1 >= 0 && queueC1 < 5, qPrintable(QString::number(queueC1)));
        QVERIFY2(queueC8 > 50, qPrintable(QString::number(queueC8)));
    }

    // Hovering a bar names its parts with their figures; hovering the prompt chart gives each line's
    // prediction there.
    void hoverShowsValues()
    {
        DecompositionView parts;
        parts.setInput(m_load);
        parts.resize(900, 500);
        parts.show();
        QVERIFY(QTest::qWaitForWindowExposed(&parts));
        auto *canvas = parts.findChild<ExplorerCanvas *>();
        QVERIFY(canvas);
        // Three bars, one per provider: the middle of the canvas is lab-steady's band.
        QHelpEvent help(QEvent::ToolTip, canvas->rect().center(), canvas->mapToGlobal(canvas->rect().center()));
        QCoreApplication::sendEvent(canvas, &help);
        QVERIFY2(QToolTip::text().contains(QStringLiteral("lab-steady")), qPrintable(QToolTip::text()));
        QVERIFY(QToolTip::text().contains(QStringLiteral("Server queue: mean")));
        QVERIFY(QToolTip::text().contains(QStringLiteral("Server prefill: mean")));
        QToolTip::hideText();

        PromptLengthView prompt;
        prompt.setInput(m_prompts);
        prompt.resize(900, 600);
        prompt.show();
        QVERIFY(QTest::qWaitForWindowExposed(&prompt));
        auto *promptCanvas = prompt.findChild<ExplorerCanvas *>();
        QHelpEvent promptHelp(QEvent::ToolTip, promptCanvas->rect().center(),
                              promptCanvas->mapToGlobal(promptCanvas->rect().center()));
        QCoreApplication::sendEvent(promptCanvas, &promptHelp);
        QVERIFY2(QToolTip::text().contains(QStringLiteral("prompt tokens")), qPrintable(QToolTip::text()));
        QToolTip::hideText();
    }

    // An open-loop run: the rate axis is offered and chosen, TTFT from the intended start.
    void openLoopUsesRates()
    {
        std::vector<RequestRecord> records;
        for (const double rate : {2.0, 8.0}) {
            for (int i = 0; i < 10; ++i) {
                RequestRecord record;
                record.provider = "lab-fast";
                record.concurrency = 0;
                record.rateRps = rate;
                record.intendedNs = 1'000'000'000;
                record.startNs = record.intendedNs + (rate > 4 ? 300'000'000 : 0); // late at 8 req/s
                record.firstAnswerNs = record.startNs + 50'000'000;
                record.endNs = record.firstAnswerNs + 1'000'000;
                records.push_back(record);
            }
        }
        AnalysisInput input;
        input.records = std::make_shared<const std::vector<RequestRecord>>(records);
        ConcurrencyView view;
        view.setInput(input);
        QVERIFY(view.rateAxisAvailable());
        QCOMPARE(view.axis(), LoadAxis::ArrivalRate);
        QCOMPARE(view.curves().size(), std::size_t(1));
        QCOMPARE(*view.curves()[0].points[1].p50Ms, 350.0);
        QVERIFY(view.curves()[0].knee);
        QCOMPARE(view.curves()[0].knee->level, 8.0);
        view.resize(800, 500);
        QVERIFY(!view.grab().isNull());
    }

    // A language change re-reads every label (the English ones here: no translation loaded).
    void languageChange()
    {
        PromptLengthView prompt;
        ConcurrencyView load;
        DecompositionView parts;
        for (QWidget *widget : std::initializer_list<QWidget *>{&prompt, &load, &parts}) {
            QEvent change(QEvent::LanguageChange);
            QCoreApplication::sendEvent(widget, &change);
            const auto labels = widget->findChildren<QLabel *>();
            QVERIFY(!labels.isEmpty());
            for (const QLabel *label : labels)
                QVERIFY(!label->text().isEmpty());
        }
    }

    // Nothing to show: the placeholder, no crash; then the chart paints into any painter.
    void emptyAndRender()
    {
        AnalysisInput empty;
        empty.records = std::make_shared<const std::vector<RequestRecord>>();
        PromptLengthView prompt;
        ConcurrencyView load;
        DecompositionView parts;
        prompt.setInput(empty);
        load.setInput(empty);
        parts.setInput(empty);
        QImage blank(600, 400, QImage::Format_ARGB32);
        for (QWidget *widget : std::initializer_list<QWidget *>{&prompt, &load, &parts}) {
            widget->resize(700, 500);
            QVERIFY(!widget->grab().isNull());
        }
        QPainter painter(&blank);
        prompt.render(&painter, QRectF(0, 0, 600, 400));
        const int emptyColors = distinctColors(blank);

        prompt.setInput(m_prompts);
        load.setInput(m_load);
        parts.setInput(m_load);
        for (const auto &draw : std::initializer_list<std::function<void(QPainter *, const QRectF &)>>{
                 [&](QPainter *p, const QRectF &r) { prompt.render(p, r); },
                 [&](QPainter *p, const QRectF &r) { load.render(p, r); },
                 [&](QPainter *p, const QRectF &r) { parts.render(p, r); }}) {
            QImage image(800, 500, QImage::Format_ARGB32);
            image.fill(Qt::black);
            QPainter imagePainter(&image);
            draw(&imagePainter, QRectF(0, 0, 800, 500));
            imagePainter.end();
            QVERIFY(distinctColors(image) > emptyColors + 20);
        }
    }

    // Pictures for the docs, light and dark.
    void screenshots()
    {
        const QString directory = qEnvironmentVariable("TTFT_SCREENSHOT_DIR");
        if (directory.isEmpty())
            QSKIP("TTFT_SCREENSHOT_DIR is not set");
        for (const bool dark : {false, true}) {
            const QString suffix = dark ? QStringLiteral("-dark.png") : QStringLiteral("-light.png");
            PromptLengthView prompt;
            ConcurrencyView load;
            DecompositionView parts;
            prompt.setInput(m_prompts);
            prompt.setWhatIfPromptTokens(8000);
            load.setInput(m_load);
            parts.setInput(m_load);
            parts.setPerCell(true);
            const std::pair<QWidget *, QString> views[] = {{&prompt, QStringLiteral("analysis-promptlength")},
                                                          {&load, QStringLiteral("analysis-concurrency")},
                                                          {&parts, QStringLiteral("analysis-decomposition")}};
            for (const auto &[widget, name] : views) {
                if (dark) {
                    widget->setPalette(darkPalette());
                    widget->setAutoFillBackground(true);
                }
                widget->resize(1000, name == QStringLiteral("analysis-decomposition") ? 720 : 640);
                widget->show();
                QVERIFY(QTest::qWaitForWindowExposed(widget));
                QVERIFY(widget->grab().save(directory + QLatin1Char('/') + name + suffix));
                widget->hide();
            }
        }
    }

private:
    QTemporaryDir m_dir;
    LabConfig m_config;
    AnalysisInput m_prompts;
    AnalysisInput m_load;
};

QTEST_MAIN(TestExplorerViews)
#include "tst_explorerviews.moc"
