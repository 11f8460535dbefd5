// The Pipeline view and its report section, from records built here with known stamps: two LLM
// providers × one TTS, five complete turns each plus a failed LLM request and a failed TTS leg.
// The table shows the first-sound percentiles computed here from the stamps, the waterfall has a
// row per combination whose segments are the stage medians end to end, what-ifs move P50 by what
// the assumption implies, a run with one prompt length disables the prompt what-if with the
// reason, and a run without TTS legs says how to make one. The HTML report and the Markdown
// summary carry the section only for a pipeline run. Pictures (light, dark, what-if, no data) go
// to /tmp/pipelineview-*.png.
#include "voice/voicedispatcher.h"
#include "analysis/analysispane.h"
#include "analysisfixture.h"
#include "analysis/pipelinetable.h"
#include "analysis/pipelineview.h"
#include "analysis/pipelinewaterfall.h"
#include "darkpalette.h"
#include "charts/plotpainter.h"
#include "report/reportbuilder.h"
#include "report/reportinput.h"
#include "stats/pipelinesummary.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QSpinBox>
#include <QStyle>
#include <QTableWidget>
#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

using namespace ttft;

namespace {

constexpr std::int64_t kMs = 1'000'000;
constexpr double kAsrMs = 300;
constexpr double kHandoffMs = 1.5;

// Per provider, per turn: LLM first token, first clause, TTS first audio (ms). Orders differ on
// purpose, so the sum of the stage medians is not the median of the sums.
struct Turns {
    std::string provider;
    std::array<double, 5> ttft, clause, tts;
};

const Turns kTurns[] = {
    {"llm-a", {120, 100, 180, 140, 160}, {60, 20, 40, 30, 50}, {260, 200, 240, 280, 220}},
    {"llm-b", {380, 300, 340, 320, 360}, {25, 45, 35, 55, 15}, {210, 270, 230, 250, 290}},
};

// numpy's default percentile (linear between closest ranks).
double percentile(std::vector<double> values, double p)
{
    std::sort(values.begin(), values.end());
    const double rank = p / 100 * double(values.size() - 1);
    const std::size_t low = std::size_t(std::floor(rank));
    const std::size_t high = std::min(low + 1, values.size() - 1);
    return values[low] + (values[high] - values[low]) * (rank - double(low));
}

double median(std::array<double, 5> values)
{
    return percentile(std::vector<double>(values.begin(), values.end()), 50);
}

// First sounds of one provider's complete turns, with the TTS stage scaled and ASR replaced.
std::vector<double> firstSounds(const Turns &turns, double ttsScale = 1.0, double asrMs = kAsrMs)
{
    std::vector<double> out;
    for (std::size_t i = 0; i < 5; ++i)
        out.push_back(asrMs + turns.ttft[i] + turns.clause[i] + kHandoffMs + turns.tts[i] * ttsScale);
    return out;
}

RequestRecord turn(const std::string &provider, std::int64_t index, double ttftMs, double clauseMs, double ttsMs,
                   int promptTokens)
{
    RequestRecord r;
    r.index = index;
    r.provider = provider;
    r.model = provider + "-model";
    r.transport = "curl";
    r.protocol = "http/1.1";
    r.promptTokensTarget = promptTokens;
    r.runStartNs = 1'000 * kMs;
    r.startNs = r.runStartNs + index * 5'000 * kMs;
    r.intendedNs = r.startNs;
    r.requestSentNs = r.startNs + kMs;
    r.responseHeadNs = r.startNs + 20 * kMs;
    r.firstEventNs = r.responseHeadNs;
    r.firstOutputNs = r.startNs + std::int64_t(ttftMs * kMs);
    r.firstAnswerNs = r.firstOutputNs;
    r.firstSentenceNs = r.firstAnswerNs + std::int64_t(clauseMs * kMs);
    r.lastAnswerNs = r.firstSentenceNs + 400 * kMs;
    r.endNs = r.lastAnswerNs + kMs;
    r.answerEventNs = {r.firstAnswerNs, r.firstSentenceNs, r.lastAnswerNs};
    r.httpStatus = 200;
    r.outputTokens = 20;
    r.outputTokensSource = "usage";
    r.asrMs = kAsrMs;
    r.firstClause = "Hello there,";
    TtsLeg leg;
    leg.tts = "tts-1";
    leg.model = "tts-model";
    leg.format = "pcm";
    leg.startNs = r.firstSentenceNs + std::int64_t(kHandoffMs * kMs);
    leg.responseHeadNs = leg.startNs + 5 * kMs;
    leg.firstAudioNs = leg.startNs + std::int64_t(ttsMs * kMs);
    leg.audio100msNs = leg.firstAudioNs + 40 * kMs;
    leg.endNs = leg.firstAudioNs + 900 * kMs;
    leg.httpStatus = 200;
    leg.audioBytes = 48'000;
    leg.inputChars = 12;
    r.tts.push_back(leg);
    return r;
}

// Two providers × one TTS, five complete turns each, one LLM failure (llm-a) and one TTS failure
// (llm-b). `twoLengths`: alternate 500 and 2000-token prompts, whose TTFT then grows by 0.1 ms per
// token (a prompt-length fit with a known slope).
AnalysisInput pipelineInput(bool twoLengths = false)
{
    std::vector<RequestRecord> records;
    std::int64_t index = 0;
    for (const Turns &turns : kTurns) {
        for (std::size_t i = 0; i < 5; ++i) {
            const int tokens = twoLengths && i % 2 ? 2000 : 500;
            const double ttft = turns.ttft[i] + (twoLengths && i % 2 ? 150.0 : 0.0);
            records.push_back(turn(turns.provider, index++, ttft, turns.clause[i], turns.tts[i], tokens));
        }
    }
    RequestRecord failedLlm = turn("llm-a", index++, 100, 20, 200, 500);
    failedLlm.errorClass = ErrorClass::HttpServer;
    failedLlm.httpStatus = 503;
    failedLlm.tts.clear();
    records.push_back(failedLlm);
    RequestRecord failedTts = turn("llm-b", index++, 300, 20, 200, 500);
    failedTts.tts[0].errorClass = ErrorClass::HttpServer;
    failedTts.tts[0].httpStatus = 500;
    failedTts.tts[0].firstAudioNs = -1;
    records.push_back(failedTts);
    RequestRecord warmup = turn("llm-a", index++, 5000, 20, 5000, 500);
    warmup.warmup = true;
    records.insert(records.begin(), warmup);

    AnalysisInput input;
    input.records = std::make_shared<const std::vector<RequestRecord>>(std::move(records));
    for (const char *name : {"llm-a", "llm-b"}) {
        ProviderProfile profile;
        profile.name = name;
        profile.model = std::string(name) + "-model";
        input.run.providers.push_back(profile);
    }
    TtsProfile tts;
    tts.endpoint.name = "tts-1";
    tts.endpoint.model = "tts-model";
    input.run.voice.tts.push_back(tts);
    input.run.voice.asr.kind = AsrModel::Kind::Constant;
    input.run.voice.asr.ms = kAsrMs;
    input.run.voice.clauseChars = 40;
    return input;
}

// The same requests without their TTS legs: a plain LLM run.
AnalysisInput plainInput()
{
    AnalysisInput input = pipelineInput();
    std::vector<RequestRecord> records = *input.records;
    for (RequestRecord &record : records) {
        record.tts.clear();
        record.asrMs.reset();
        record.firstClause.clear();
    }
    input.records = std::make_shared<const std::vector<RequestRecord>>(std::move(records));
    input.run.voice = VoicePlan{};
    return input;
}

// The dominant stage's share of the mean first sound, as the table words it: llm-a's is ASR,
// llm-b's its LLM first token.
QString dominantPercent(std::size_t provider)
{
    const Turns &turns = kTurns[provider];
    const auto mean = [](const std::array<double, 5> &values) { return std::accumulate(values.begin(), values.end(), 0.0) / 5; };
    const double firstSound = kAsrMs + mean(turns.ttft) + mean(turns.clause) + kHandoffMs + mean(turns.tts);
    return QString::number((provider == 0 ? kAsrMs : mean(turns.ttft)) / firstSound * 100, 'f', 0);
}

QString tableText(const QTableWidget *table, int row, int column)
{
    const QTableWidgetItem *item = table->item(row, column);
    return item ? item->text() : QString();
}

int rowOf(const QTableWidget *table, const QString &name)
{
    for (int row = 0; row < table->rowCount(); ++row)
        if (tableText(table, row, PipelineTable::ColumnCombination) == name)
            return row;
    return -1;
}

} // namespace

class TestPipelineView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void tableShowsTheFirstSoundFromTheStamps();
    void waterfallRowsAreTheStageMedians();
    void ttsWhatIfHalvesTheTtsStage();
    void asrAndClauseWhatIfs();
    void promptWhatIfNeedsTwoLengths();
    void noDataSaysHowToMakeOne();
    void paneHasTheTab();
    void reportHasTheSectionOnlyForAPipelineRun();
    void pictures();
    void labPipelineRun();
};

void TestPipelineView::initTestCase()
{
    QLocale::setDefault(QLocale::c());
}

void TestPipelineView::tableShowsTheFirstSoundFromTheStamps()
{
    PipelineView view;
    view.setInput(pipelineInput());
    QVERIFY(view.hasData());
    QTableWidget *table = view.table();
    QCOMPARE(table->rowCount(), 2);
    QCOMPARE(table->columnCount(), int(PipelineTable::ColumnCount));
    for (const Turns &turns : kTurns) {
        const QString name = QString::fromStdString(turns.provider) + QStringLiteral(" → tts-1");
        const int row = rowOf(table, name);
        QVERIFY2(row >= 0, qPrintable(name));
        const std::vector<double> sounds = firstSounds(turns);
        QCOMPARE(tableText(table, row, PipelineTable::ColumnFirstSoundP50), QString::number(percentile(sounds, 50), 'f', 1));
        QCOMPARE(tableText(table, row, PipelineTable::ColumnFirstSoundP95), QString::number(percentile(sounds, 95), 'f', 1));
        QCOMPARE(tableText(table, row, PipelineTable::ColumnFirstSoundP99), QString::number(percentile(sounds, 99), 'f', 1));
        // The first 100 ms of audio came 40 ms after the first byte in every turn.
        QCOMPARE(tableText(table, row, PipelineTable::ColumnFirstAudio100P50),
                 QString::number(percentile(sounds, 50) + 40, 'f', 1));
        QCOMPARE(tableText(table, row, PipelineTable::ColumnComplete), QStringLiteral("5"));
        QCOMPARE(tableText(table, row, PipelineTable::ColumnTurns), QStringLiteral("6")); // the warm-up left out
        QCOMPARE(tableText(table, row, PipelineTable::ColumnStageFirst + int(PipelineStage::Tts)),
                 QString::number(median(turns.tts), 'f', 1));
        QCOMPARE(tableText(table, row, PipelineTable::ColumnStageFirst + int(PipelineStage::Asr)), QStringLiteral("300.0"));
    }
    const int a = rowOf(table, QStringLiteral("llm-a → tts-1"));
    const int b = rowOf(table, QStringLiteral("llm-b → tts-1"));
    QCOMPARE(tableText(table, a, PipelineTable::ColumnLlmFailed), QStringLiteral("1"));
    QCOMPARE(tableText(table, a, PipelineTable::ColumnTtsFailed), QStringLiteral("0"));
    QCOMPARE(tableText(table, b, PipelineTable::ColumnLlmFailed), QStringLiteral("0"));
    QCOMPARE(tableText(table, b, PipelineTable::ColumnTtsFailed), QStringLiteral("1"));
    // llm-b spends longest in its LLM first token (mean 340 of 926.5 ms); llm-a in ASR (300 of 721.5).
    QCOMPARE(tableText(table, b, PipelineTable::ColumnDominant), QStringLiteral("LLM first token (%1 %)").arg(dominantPercent(1)));
    QCOMPARE(tableText(table, a, PipelineTable::ColumnDominant), QStringLiteral("ASR finalization (%1 %)").arg(dominantPercent(0)));
    QCOMPARE(dominantPercent(1), QStringLiteral("37"));

    // Per turn the first sound is exactly the sum of its stages.
    for (const Turns &turns : kTurns) {
        const std::vector<PipelineStages> stages = pipelineStagesOf(*pipelineInput().records, turns.provider, "tts-1");
        QCOMPARE(stages.size(), std::size_t(5));
        for (const PipelineStages &s : stages)
            QCOMPARE(s.firstSoundMs, std::accumulate(s.ms.begin(), s.ms.end(), 0.0));
    }
}

void TestPipelineView::waterfallRowsAreTheStageMedians()
{
    PipelineView view;
    view.setInput(pipelineInput());
    const QRectF target(0, 0, 900, 420);
    const PipelineWaterfallLayout layout = view.waterfallLayout(target);
    QCOMPARE(layout.rows.size(), std::size_t(2));
    for (std::size_t r = 0; r < 2; ++r) {
        const Turns &turns = kTurns[r];
        const PipelineWaterfallRow &row = layout.rows[r];
        QCOMPARE(row.name, QString::fromStdString(turns.provider) + QStringLiteral(" → tts-1"));
        // ASR configured: no hand-over to the LLM (the request starts the turn's measured part).
        const std::array<double, kPipelineStageCount> medians{kAsrMs, 0.0, median(turns.ttft), median(turns.clause), kHandoffMs,
                                                              median(turns.tts)};
        qreal x = layout.plot.left();
        for (std::size_t s = 0; s < kPipelineStageCount; ++s) {
            QVERIFY2(std::abs(row.stageMs[s] - medians[s]) < 1e-6, qPrintable(QString::number(row.stageMs[s])));
            // Each segment starts where the one before ends and is as wide as its median (a stage
            // of no length has no segment).
            QVERIFY(medians[s] == 0 || std::abs(row.segments[s].left() - x) < 1e-6);
            QVERIFY(std::abs(row.segments[s].width() - layout.widthOf(medians[s])) < 1e-6);
            QCOMPARE(row.segments[s].width() > 0, medians[s] > 0);
            QVERIFY(row.ghost[s].isEmpty()); // no what-if yet
            x += row.segments[s].width();
        }
        // The ticks at the first sound's own P50 and P95, inside the plot and in order.
        const std::vector<double> sounds = firstSounds(turns);
        QVERIFY(std::abs(row.p50X - layout.xOf(percentile(sounds, 50))) < 1e-6);
        QVERIFY(std::abs(row.p95X - layout.xOf(percentile(sounds, 95))) < 1e-6);
        QVERIFY(row.p50X < row.p95X);
        QVERIFY(row.p95X <= layout.plot.right() + 0.5);
        QVERIFY(row.bar.top() >= row.band.top() && row.bar.bottom() <= row.band.bottom());
    }
    // Hovering a segment names the combination and puts that stage's line in bold.
    const PipelineWaterfallRow &first = layout.rows[0];
    const QString tip = view.toolTipAt(target, first.segments[std::size_t(PipelineStage::Tts)].center());
    QVERIFY2(tip.contains(QStringLiteral("<b>llm-a → tts-1</b>")), qPrintable(tip));
    QVERIFY2(tip.contains(QLatin1String("<b>TTS first real audio: median 240.0 ms")), qPrintable(tip));
    QVERIFY(!tip.contains(QLatin1String("<b>LLM first token")));
    QVERIFY(view.toolTipAt(target, QPointF(target.center().x(), target.bottom() - 2)).isEmpty());

    // Rows do not overlap, and llm-b's longer LLM stage makes its bar longer.
    QVERIFY(layout.rows[0].band.bottom() <= layout.rows[1].band.top() + 1e-6);
    QVERIFY(layout.rows[1].segments[4].right() > layout.rows[0].segments[4].right());
}

void TestPipelineView::ttsWhatIfHalvesTheTtsStage()
{
    PipelineView view;
    view.setInput(pipelineInput());
    QVERIFY(!view.whatIf().any());
    view.setTtsPercent(50);
    QVERIFY(view.whatIf().any());
    QCOMPARE(view.whatIf().ttsScale, 0.5);
    QCOMPARE(view.estimate().size(), std::size_t(2));
    const QStringList lines = view.whatIfLines();
    for (std::size_t r = 0; r < 2; ++r) {
        const Turns &turns = kTurns[r];
        const double before = percentile(firstSounds(turns), 50);
        const double after = percentile(firstSounds(turns, 0.5), 50);
        QVERIFY(after < before - 50);
        QVERIFY(std::abs(*view.estimate()[r].firstSound.p50 - after) < 1e-6);
        QVERIFY(std::abs(*view.measured()[r].firstSound.p50 - before) < 1e-6);
        const QString expected = QStringLiteral("%1 → tts-1: What-if (estimate): P50 first sound %2 → %3 ms")
                                     .arg(QString::fromStdString(turns.provider), QString::number(before, 'f', 0),
                                          QString::number(after, 'f', 0));
        QVERIFY2(lines.contains(expected), qPrintable(lines.join(QLatin1Char('\n'))));
    }
    // The waterfall draws the estimate with the measured bar behind it.
    const PipelineWaterfallLayout layout = view.waterfallLayout(QRectF(0, 0, 900, 460));
    const std::size_t tts = std::size_t(PipelineStage::Tts);
    for (std::size_t r = 0; r < 2; ++r) {
        const PipelineWaterfallRow &row = layout.rows[r];
        QVERIFY(std::abs(row.stageMs[tts] - median(kTurns[r].tts) / 2) < 1e-6);
        QVERIFY(std::abs(row.ghost[tts].width() - layout.widthOf(median(kTurns[r].tts))) < 1e-6);
        QVERIFY(std::abs(row.segments[tts].width() * 2 - row.ghost[tts].width()) < 1e-6);
        QVERIFY(row.measuredP50Ms && std::abs(*row.measuredP50Ms - percentile(firstSounds(kTurns[r]), 50)) < 1e-6);
        QVERIFY(row.p50X < row.measuredP50X);
    }
    // The table keeps the measured figures.
    const int a = rowOf(view.table(), QStringLiteral("llm-a → tts-1"));
    QCOMPARE(tableText(view.table(), a, PipelineTable::ColumnFirstSoundP50),
             QString::number(percentile(firstSounds(kTurns[0]), 50), 'f', 1));

    // Faster than measured is not the only way: a TTS twice as slow.
    view.setTtsPercent(200);
    QVERIFY(std::abs(*view.estimate()[0].firstSound.p50 - percentile(firstSounds(kTurns[0], 2.0), 50)) < 1e-6);
    view.resetWhatIf();
    QVERIFY(!view.whatIf().any());
    QCOMPARE(view.ttsSpin()->value(), 100);
    QVERIFY(view.whatIfLines().isEmpty());
    QVERIFY(view.waterfallLayout(QRectF(0, 0, 900, 460)).rows[0].ghost[0].isEmpty());
}

void TestPipelineView::asrAndClauseWhatIfs()
{
    PipelineView view;
    view.setInput(pipelineInput());
    // The ASR control starts at the run's configured value, which is no what-if.
    QCOMPARE(view.defaultAsrMs(), 300);
    QCOMPARE(view.asrSpin()->value(), 300);
    QVERIFY(!view.whatIf().asrMs);
    view.setAsrMs(120);
    QCOMPARE(view.whatIf().asrMs, std::optional<double>(120));
    for (std::size_t r = 0; r < 2; ++r)
        QVERIFY(std::abs(*view.estimate()[r].firstSound.p50 - (*view.measured()[r].firstSound.p50 - 180)) < 1e-6);
    view.resetWhatIf();
    QCOMPARE(view.asrSpin()->value(), 300);

    // Clause rules: the run's (40 characters) first, then 20, 80 and punctuation only.
    QCOMPARE(view.clauseCombo()->count(), 4);
    QCOMPARE(view.clauseCombo()->itemData(0).toInt(), 40);
    QCOMPARE(view.clauseCombo()->itemData(3).toInt(), 0);
    view.setClauseChars(0);
    QCOMPARE(view.whatIf().clauseChars, std::optional<int>(0));
    // These records keep no answer text: the estimate says it cannot apply the rule.
    QVERIFY2(view.whatIfLines().join(QLatin1Char(' ')).contains(QLatin1String("No answer text kept")),
             qPrintable(view.whatIfLines().join(QLatin1Char('\n'))));
    view.setClauseChars(40);
    QVERIFY(!view.whatIf().any());

    // New input: ASR and TTS go back to the run's own, a chosen clause rule stays (every run
    // offers it); Reset clears that too.
    view.setClauseChars(80);
    view.setAsrMs(120);
    view.setTtsPercent(50);
    view.setInput(pipelineInput());
    QCOMPARE(view.asrSpin()->value(), 300);
    QCOMPARE(view.ttsSpin()->value(), 100);
    QCOMPARE(view.whatIf().clauseChars, std::optional<int>(80));
    QVERIFY(!view.whatIf().asrMs);
    view.setTtsPercent(50);
    view.resetWhatIf();
    QCOMPARE(view.ttsSpin()->value(), 100);
    QVERIFY(!view.whatIf().any());
}

void TestPipelineView::promptWhatIfNeedsTwoLengths()
{
    PipelineView view;
    view.setInput(pipelineInput());
    QVERIFY(!view.promptLengthAvailable());
    QVERIFY(!view.promptSpin()->isEnabled());
    QVERIFY2(view.promptLengthReason().contains(QLatin1String("prompt-length fit")), qPrintable(view.promptLengthReason()));
    QCOMPARE(view.promptSpin()->toolTip(), view.promptLengthReason());
    view.setPromptPercent(50);
    QCOMPARE(view.whatIf().promptScale, 1.0); // disabled: no what-if

    // Two prompt lengths (500 and 2000 tokens, 0.1 ms per token): half the prompt saves 0.1 ms ×
    // half its tokens in every turn's LLM stage.
    view.setInput(pipelineInput(true));
    QVERIFY2(view.promptLengthAvailable(), qPrintable(view.promptLengthReason()));
    QVERIFY(view.promptSpin()->isEnabled());
    const std::vector<PipelineSummary> measured = view.measured();
    view.setPromptPercent(50);
    QCOMPARE(view.whatIf().promptScale, 0.5);
    for (std::size_t r = 0; r < 2; ++r) {
        const double saved = *measured[r].stages[std::size_t(PipelineStage::Ttft)].mean
                              - *view.estimate()[r].stages[std::size_t(PipelineStage::Ttft)].mean;
        // Mean tokens (3 × 500 + 2 × 2000) / 5 = 1100; half of them at the fitted slope.
        QVERIFY2(saved > 0, qPrintable(QString::number(saved)));
        const double expected = 0.5 * 1100 * 0.1;
        QVERIFY2(std::abs(saved - expected) < expected * 0.25, qPrintable(QString::number(saved)));
    }
}

void TestPipelineView::noDataSaysHowToMakeOne()
{
    PipelineView view;
    view.setInput(plainInput());
    view.resize(800, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(!view.hasData());
    QVERIFY(view.measured().empty());
    auto *note = view.findChild<QLabel *>(QStringLiteral("pipelineNoData"));
    QVERIFY(note);
    QVERIFY(note->isVisible());
    QVERIFY(note->text().contains(PipelineView::noDataHeadline()));
    QVERIFY(note->text().contains(PipelineView::noDataHint().toHtmlEscaped()));
    QVERIFY(view.noDataText().contains(QLatin1String("no TTS stage")));
    QVERIFY(view.noDataText().contains(QLatin1String("ttft-bench run --tts-")));
    QVERIFY(!view.table()->isVisible());
    QVERIFY(!view.asrSpin()->isVisible());
    QVERIFY(!view.grab().isNull());
    QVERIFY(view.grab().save(QStringLiteral("/tmp/pipelineview-nodata.png")));

    // And back: a pipeline run in the same view shows its figures.
    view.setInput(pipelineInput());
    QVERIFY(!note->isVisible());
    QVERIFY(view.table()->isVisible());
    QCOMPARE(view.table()->rowCount(), 2);
}

void TestPipelineView::paneHasTheTab()
{
    AnalysisPane pane;
    PipelineView *view = pane.pipelineView();
    QVERIFY(view);
    const int index = pane.indexOf(view);
    QVERIFY(index > 0);
    QCOMPARE(pane.tabText(index), QStringLiteral("Voice pipeline"));
    pane.setInput(pipelineInput());
    QCOMPARE(view->measured().size(), std::size_t(2));
    pane.setInput(plainInput()); // every run shows the tab, with its note
    QCOMPARE(pane.tabText(index), QStringLiteral("Voice pipeline"));
    QVERIFY(!view->hasData());
    QEvent change(QEvent::LanguageChange);
    QApplication::sendEvent(view, &change);
    QVERIFY(view->findChild<QLabel *>(QStringLiteral("pipelineNoData"))->text().contains(PipelineView::noDataHeadline()));
}

void TestPipelineView::reportHasTheSectionOnlyForAPipelineRun()
{
    ReportInput input;
    input.analysis = pipelineInput();
    input.title = QStringLiteral("Pipeline report");
    ReportBuilder builder(input);
    const QString html = builder.html();
    QVERIFY(html.contains(QLatin1String("<h2>Voice pipeline</h2>")));
    QVERIFY(html.contains(QLatin1String("alt=\"Voice pipeline: from the user&#x27;s last word to the first sound\""))
            || html.contains(QLatin1String("alt=\"Voice pipeline: from the user's last word to the first sound\"")));
    QFile dump(QStringLiteral("/tmp/pipelineview-report.html"));
    if (dump.open(QIODevice::WriteOnly))
        dump.write(html.toUtf8());
    QVERIFY(html.contains(QStringLiteral("llm-a → tts-1")));
    QVERIFY(html.contains(QStringLiteral("llm-b → tts-1")));
    // One sentence per combination naming its dominant stage.
    QVERIFY(html.contains(QStringLiteral("llm-b → tts-1: LLM first token dominates, %1 % of the first sound").arg(dominantPercent(1))));
    QVERIFY(html.contains(QStringLiteral("llm-a → tts-1: ASR finalization dominates, %1 % of the first sound").arg(dominantPercent(0))));
    QVERIFY(html.contains(QString::number(percentile(firstSounds(kTurns[0]), 50), 'f', 1)));
    QVERIFY(html.contains(QLatin1String("ASR time is configured, not measured: 300 ms")));

    // The PDF too (its pages are looked at by hand: /tmp/pipelineview-report.pdf).
    QString error;
    QVERIFY2(builder.writePdf(QStringLiteral("/tmp/pipelineview-report.pdf"), &error), qPrintable(error));
    QFile pdf(QStringLiteral("/tmp/pipelineview-report.pdf"));
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");

    const QString markdown = markdownSummary(computeResults(input.analysis.run, *input.analysis.records, input.clientHealth));
    const QStringList blocks = markdown.split(QStringLiteral("\n\n"));
    QCOMPARE(blocks.size(), 2);
    const QStringList lines = blocks.at(1).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2 + 2);
    QVERIFY2(lines.at(0).startsWith(QStringLiteral("| LLM → TTS | Turns | Complete | ASR failed | LLM failed | TTS failed | First sound P50 (ms)")),
             qPrintable(lines.at(0)));
    const QStringList cells = lines.at(2).split(QLatin1Char('|'));
    QCOMPARE(cells.at(1).trimmed(), QStringLiteral("llm-a → tts-1"));
    QCOMPARE(cells.at(7).trimmed(), QString::number(percentile(firstSounds(kTurns[0]), 50), 'f', 1));

    ReportInput plain;
    plain.analysis = plainInput();
    ReportBuilder plainBuilder(plain);
    const QString plainHtml = plainBuilder.html();
    QVERIFY(plainHtml.contains(QLatin1String("<h2>Summary per provider</h2>")));
    QVERIFY(!plainHtml.contains(QLatin1String("Voice pipeline")));
    QVERIFY(!markdownSummary(computeResults(plain.analysis.run, *plain.analysis.records, plain.clientHealth)).contains(QLatin1String("TTS")));
}

void TestPipelineView::pictures()
{
    for (const bool dark : {false, true}) {
        PipelineView view;
        view.setPalette(dark ? testing::darkPalette() : QApplication::style()->standardPalette());
        view.setInput(pipelineInput());
        view.resize(1100, 760);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QString suffix = dark ? QStringLiteral("dark") : QStringLiteral("light");
        QVERIFY(view.grab().save(QStringLiteral("/tmp/pipelineview-%1.png").arg(suffix)));
        view.setTtsPercent(50);
        view.setAsrMs(150);
        QTest::qWait(20); // the what-if lines' new height is laid out on the next pass
        QVERIFY(view.grab().save(QStringLiteral("/tmp/pipelineview-whatif-%1.png").arg(suffix)));

        // A narrow dock: nothing overlaps, the rows still get their bars.
        view.resetWhatIf();
        view.resize(560, 640);
        QTest::qWait(20);
        QVERIFY(view.grab().save(QStringLiteral("/tmp/pipelineview-narrow-%1.png").arg(suffix)));
        for (const PipelineWaterfallRow &row : view.waterfallLayout().rows)
            QVERIFY(row.segments[std::size_t(PipelineStage::Ttft)].width() > 10);
        view.resize(1100, 760);
        view.setTtsPercent(50);
        view.setAsrMs(150);

        // The report's picture: the waterfall alone at the report's width.
        QImage image(QSize(960, int(view.preferredChartHeight())), QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            view.render(&painter, QRectF(QPointF(0, 0), QSizeF(image.size())));
        }
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 3)
            for (int x = 0; x < image.width(); x += 3)
                colours.insert(image.pixel(x, y));
        QVERIFY(colours.size() > 20);
        QVERIFY(image.save(QStringLiteral("/tmp/pipelineview-chart-whatif-%1.png").arg(suffix)));
    }
}

void TestPipelineView::labPipelineRun()
{
    // A real pipeline run: two lab LLMs × the lab's TTS over loopback, through the engine.
    LabServer lab(analysisfixture::sweepLabConfig());
    QString error;
    QVERIFY2(lab.start(&error), qPrintable(error));
    RunSpec spec;
    for (const char *model : {"lab-fast", "lab-slow"})
        spec.providers.push_back(EngineProvider{analysisfixture::labProfile(lab, model, model), {}});
    spec.workload.name = "pipeline view test";
    spec.workload.userMessage = "Say hello, then tell me about the weather.";
    spec.workload.maxTokens = 24;
    spec.workload.keepText = true; // for the clause-rule what-if
    spec.plan = sequentialPlan(1, 6);
    TtsProfile tts;
    tts.endpoint = analysisfixture::labProfile(lab, "lab-tts", "lab-tts");
    spec.voice.tts.push_back(tts);
    spec.voice.asr.ms = 250;
    spec.ttsApiKeys.push_back({});
    withVoicePipeline(spec);

    AnalysisInput input;
    for (const EngineProvider &provider : spec.providers)
        input.run.providers.push_back(provider.profile);
    input.run.workload = spec.workload;
    input.run.plan = spec.plan;
    input.run.voice = spec.voice;
    input.records = std::make_shared<const std::vector<RequestRecord>>(runToCompletion(std::move(spec)));
    QCOMPARE(input.records->size(), std::size_t(2 * 7));

    PipelineView view;
    view.setInput(input);
    QVERIFY(view.hasData());
    QCOMPARE(view.measured().size(), std::size_t(2));
    const PipelineWaterfallLayout layout = view.waterfallLayout(QRectF(0, 0, 1000, 420));
    QCOMPARE(layout.rows.size(), std::size_t(2));
    for (std::size_t r = 0; r < 2; ++r) {
        const PipelineSummary &summary = view.measured()[r];
        QCOMPARE(summary.tts, std::string("lab-tts"));
        QCOMPARE(layout.rows[r].name, QStringLiteral("%1 → lab-tts").arg(QString::fromStdString(summary.provider)));
        QCOMPARE(summary.turns, std::int64_t(6));
        QVERIFY2(summary.complete == 6, qPrintable(QStringLiteral("%1 of 6 complete").arg(summary.complete)));
        // Per request the first sound is the sum of its measured stages; the bar's segments are
        // the medians of those stages.
        const std::vector<PipelineStages> stages = pipelineStagesOf(*input.records, summary.provider, "lab-tts");
        QCOMPARE(stages.size(), std::size_t(6));
        for (const PipelineStages &s : stages) {
            QVERIFY(std::abs(s.firstSoundMs - std::accumulate(s.ms.begin(), s.ms.end(), 0.0)) < 1e-6);
            QCOMPARE(s.stage(PipelineStage::Asr), 250.0);
            QVERIFY(s.stage(PipelineStage::Tts) >= 100); // the lab's TTS needs 120 ms for its first audio
        }
        for (std::size_t stage = 0; stage < kPipelineStageCount; ++stage) {
            std::vector<double> values;
            for (const PipelineStages &s : stages)
                values.push_back(s.ms[stage]);
            QVERIFY(std::abs(layout.rows[r].segments[stage].width() - layout.widthOf(percentile(values, 50))) < 1e-6);
        }
        std::vector<double> sounds;
        for (const PipelineStages &s : stages)
            sounds.push_back(s.firstSoundMs);
        QVERIFY(std::abs(*summary.firstSound.p50 - percentile(sounds, 50)) < 1e-6);
    }
    // lab-slow's 200 ms fixed overhead shows in its LLM stage.
    QVERIFY(*view.measured()[1].stages[std::size_t(PipelineStage::Ttft)].p50
            > *view.measured()[0].stages[std::size_t(PipelineStage::Ttft)].p50 + 100);

    // Another clause rule, estimated from the answers' own pace: a shorter limit never ends the
    // clause later, a longer one never earlier.
    const auto clauseMedian = [&view](std::size_t row) {
        return *view.estimate()[row].stages[std::size_t(PipelineStage::Clause)].p50;
    };
    for (std::size_t r = 0; r < 2; ++r) {
        const double measuredClause = *view.measured()[r].stages[std::size_t(PipelineStage::Clause)].p50;
        view.setClauseChars(20);
        QVERIFY(view.whatIf().clauseChars == 20);
        QVERIFY2(!view.whatIfLines().join(QLatin1Char(' ')).contains(QLatin1String("No answer text")),
                 qPrintable(view.whatIfLines().join(QLatin1Char('\n'))));
        const double shorter = clauseMedian(r);
        view.setClauseChars(80);
        const double longer = clauseMedian(r);
        QVERIFY2(shorter <= measuredClause + 1e-6 && measuredClause <= longer + 1e-6,
                 qPrintable(QStringLiteral("%1 %2 %3").arg(shorter).arg(measuredClause).arg(longer)));
        view.resetWhatIf();
    }

    for (const bool dark : {false, true}) {
        view.setPalette(dark ? testing::darkPalette() : QApplication::style()->standardPalette());
        view.resize(1000, 640);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.resetWhatIf();
        QTest::qWait(20);
        const QPixmap picture = view.grab();
        QVERIFY(picture.save(QStringLiteral("/tmp/pipelineview-lab-%1.png").arg(QLatin1String(dark ? "dark" : "light"))));
        // The README's pictures, when asked for (as tst_explorerviews does).
        if (const QString directory = qEnvironmentVariable("TTFT_SCREENSHOT_DIR"); !directory.isEmpty())
            QVERIFY(picture.save(QStringLiteral("%1/analysis-pipeline-%2.png").arg(directory, QLatin1String(dark ? "dark" : "light"))));
    }
}

QTEST_MAIN(TestPipelineView)
#include "tst_pipelineview.moc"
