// The voice pipeline panel: what it is set to comes back from a plan, from its saved state and from
// the window's settings; ASR text that does not parse, a bad endpoint and a missing key stop the run
// with a reason; and a run started from the window with the panel ticked sends each answer's first
// clause to two lab TTS models: every record carries both TTS legs, none failed, and the saved run
// describes the pipeline.
#include "keys/maskedkey.h"
#include "lab/labserver.h"
#include "mainwindow.h"
#include "model/voiceplan.h"
#include "panels/endpointspanel.h"
#include "panels/planpanel.h"
#include "panels/providerlistmodel.h"
#include "panels/voicepanel.h"
#include "panels/workloadpanel.h"
#include "requests/requestsmodel.h"
#include "store/session.h"
#include "voice/utterance.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPixmap>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace ttft;

namespace {

VoicePlan remotePlan()
{
    VoicePlan plan;
    for (const char *model : {"tts-1", "gpt-4o-mini-tts"}) {
        TtsProfile profile;
        profile.endpoint.name = model;
        profile.endpoint.model = model;
        profile.endpoint.baseUrl = "https://api.example.com/v1";
        profile.endpoint.apiKeyEnv = "TTFT_TEST_TTS_KEY";
        profile.endpoint.auth = AuthStyle::Bearer;
        profile.voice = "nova";
        profile.format = "mp3";
        profile.sampleRate = 24'000;
        profile.streamFormat = "sse"; // OpenAI's audio in events: the panel's check box
        plan.tts.push_back(profile);
    }
    plan.asr.kind = AsrModel::Kind::Normal;
    plan.asr.ms = 280.5;
    plan.asr.sdMs = 40;
    plan.clauseChars = 0;
    return plan;
}

QString shownAsr(const VoicePanel &panel)
{
    return panel.findChild<QLabel *>(QStringLiteral("asrShown"))->text();
}

} // namespace

class TestVoicePanel : public QObject
{
    Q_OBJECT

private:
    MainWindowOptions options(const QString &name) const
    {
        MainWindowOptions result;
        result.settingsPath = m_dir.filePath(name + QStringLiteral(".ini"));
        result.journalDirectory = m_dir.filePath(QStringLiteral("runs-") + name);
        return result;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
    }

    void readyPipelineIsTheLabs()
    {
        VoicePanel panel;
        // Unticked: not a pipeline run, and nothing to complain about.
        QVERIFY(!panel.voicePlan().enabled());
        QVERIFY(panel.problem().isEmpty());

        QSignalSpy changed(&panel, &VoicePanel::changed);
        panel.findChild<QCheckBox *>(QStringLiteral("voiceEnabled"))->setChecked(true);
        QCOMPARE(changed.count(), 1);
        const VoicePlan plan = panel.voicePlan();
        QCOMPARE(plan.tts.size(), std::size_t(1));
        const TtsProfile &tts = plan.tts.front();
        QVERIFY(tts.endpoint.pointsAtLab()); // the embedded lab, its address given when the run is built
        QCOMPARE(baseUrlText(tts.endpoint), std::string("lab"));
        QCOMPARE(tts.endpoint.model, std::string("lab-tts"));
        QCOMPARE(tts.name(), std::string("lab-tts"));
        QCOMPARE(tts.endpoint.auth, AuthStyle::None);
        QCOMPARE(tts.voice, std::string("alloy"));
        QCOMPARE(tts.format, std::string("pcm"));
        QCOMPARE(plan.asr.kind, AsrModel::Kind::Constant);
        QCOMPARE(plan.asr.ms, 300.0);
        QCOMPARE(plan.clauseChars, kDefaultClauseChars);
        QVERIFY(panel.problem().isEmpty());
        QCOMPARE(shownAsr(panel), QStringLiteral("= 300 ms"));
    }

    void roundTrips()
    {
        const VoicePlan plan = remotePlan();
        VoicePanel panel;
        panel.setVoicePlan(plan);
        QVERIFY(panel.isPipelineEnabled());
        QCOMPARE(panel.voicePlan(), plan);
        QVERIFY2(panel.problem().isEmpty(), qPrintable(panel.problem()));
        QVERIFY(panel.findChild<QCheckBox *>(QStringLiteral("ttsSse"))->isChecked());
        QCOMPARE(panel.findChild<QLineEdit *>(QStringLiteral("asr"))->text(), QStringLiteral("normal:280.5,40"));
        QCOMPARE(shownAsr(panel), QStringLiteral("= %1").arg(QString::fromStdString(plan.asr.describe())));

        // Every ASR form reads back as itself.
        for (const char *text : {"300", "normal:300,50", "uniform:200,400", "samples:280,310,295.25"}) {
            AsrModel model;
            std::string error;
            QVERIFY2(parseAsrModel(text, model, &error), error.c_str());
            QCOMPARE(VoicePanel::asrText(model), QString::fromLatin1(text));
        }

        // The saved state names the key's variable, never a key, and brings the same plan back.
        const nlohmann::json state = panel.saveState();
        QCOMPARE(state.at("api_key_env").get<std::string>(), std::string("TTFT_TEST_TTS_KEY"));
        VoicePanel restored;
        restored.restoreState(state);
        QCOMPARE(restored.voicePlan(), plan);
        QVERIFY(restored.saveState() == state);
        // Older or hand-edited settings: a value of another type, a format the panel does not
        // offer and a missing key each leave that field as it was.
        nlohmann::json odd = state;
        odd["enabled"] = "yes";
        odd["format"] = "vorbis";
        odd["sample_rate"] = "24000";
        odd["voice"] = 5;
        odd.erase("asr");
        restored.restoreState(odd);
        QVERIFY(restored.saveState() == state);
        // A state with only the plan (an older form) is read through the plan.
        VoicePanel fromPlan;
        fromPlan.restoreState(nlohmann::json{{"plan", toJson(plan)}});
        QCOMPARE(fromPlan.voicePlan(), plan);

        // Unticking keeps the fields for later; an empty plan unticks.
        restored.setPipelineEnabled(false);
        QVERIFY(!restored.voicePlan().enabled());
        restored.setPipelineEnabled(true);
        QCOMPARE(restored.voicePlan(), plan);
        restored.setVoicePlan(VoicePlan{});
        QVERIFY(!restored.isPipelineEnabled());
        restored.setPipelineEnabled(true);
        QCOMPARE(restored.voicePlan(), plan);

        // A recogniser measured in each turn, remote with its key's variable, comes back the same
        // way, through the plan and through the saved fields.
        VoicePlan measured = plan;
        AsrProfile asr;
        setBaseUrlText(asr.endpoint, "https://asr.example.com/v1");
        asr.endpoint.name = asr.endpoint.model = "gpt-4o-transcribe";
        asr.endpoint.apiKeyEnv = "TTFT_TEST_ASR_KEY";
        asr.language = "zh";
        asr.realtime = true;
        measured.liveAsr = asr;
        VoicePanel live;
        live.setVoicePlan(measured);
        QCOMPARE(live.voicePlan(), measured);
        VoicePanel liveRestored;
        liveRestored.restoreState(live.saveState());
        QCOMPARE(liveRestored.voicePlan(), measured);
        QCOMPARE(live.saveState().at("asr_api_key_env").get<std::string>(), std::string("TTFT_TEST_ASR_KEY"));
    }

    void problemsAreNamed()
    {
        VoicePanel panel;
        panel.setPipelineEnabled(true);
        auto *asr = panel.findChild<QLineEdit *>(QStringLiteral("asr"));
        for (const char *bad : {"normal:300", "fast:1", "abc", "uniform:1,2,3", ""}) {
            asr->setText(QString::fromLatin1(bad));
            QVERIFY2(panel.problem().contains(QStringLiteral("ASR")), bad);
            QCOMPARE(shownAsr(panel), QStringLiteral("does not parse"));
            QVERIFY(panel.findChild<QLabel *>(QStringLiteral("problem"))->isVisibleTo(&panel));
        }
        // Unticked, the pipeline is not run, so its fields do not stop the run.
        panel.setPipelineEnabled(false);
        QVERIFY(panel.problem().isEmpty());
        panel.setPipelineEnabled(true);
        asr->setText(QStringLiteral("uniform:200,400"));
        QVERIFY(panel.problem().isEmpty());
        QCOMPARE(panel.voicePlan().asr.kind, AsrModel::Kind::Uniform);

        auto *url = panel.findChild<QLineEdit *>(QStringLiteral("ttsUrl"));
        url->setText(QStringLiteral("ftp://example.com"));
        QVERIFY(panel.problem().contains(QStringLiteral("http://")));
        url->setText(QStringLiteral("lab"));
        auto *models = panel.findChild<QLineEdit *>(QStringLiteral("ttsModels"));
        models->setText(QStringLiteral(" , "));
        QVERIFY(panel.problem().contains(QStringLiteral("model")));
        models->setText(QStringLiteral("lab-tts, lab-tts"));
        QVERIFY(panel.problem().contains(QStringLiteral("twice")));
        models->setText(QStringLiteral("lab-tts, lab-tts-slow"));
        QVERIFY(panel.problem().isEmpty());
        QCOMPARE(panel.voicePlan().tts.size(), std::size_t(2));
    }

    // The line under the key's name says where the key comes from: a set variable with its key
    // masked, an unset one by name, a keychain entry by name, nothing named, or the lab (no key).
    void keyStatusNamesTheSource()
    {
        const QString key = QStringLiteral("sk-voice-status-7c21e9d04b6a");
        const char *variable = "TTFT_TEST_VOICE_STATUS_KEY";
        qunsetenv(variable);
        VoicePanel panel;
        panel.setPipelineEnabled(true);
        auto *status = panel.findChild<QLabel *>(QStringLiteral("keyStatus"));
        auto *source = panel.findChild<QComboBox *>(QStringLiteral("keySource"));
        auto *env = panel.findChild<QLineEdit *>(QStringLiteral("apiKeyEnv"));
        auto *entry = panel.findChild<QLineEdit *>(QStringLiteral("apiKeyKeychain"));
        QVERIFY2(status->text().contains(QStringLiteral("lab")), qPrintable(status->text()));

        panel.findChild<QLineEdit *>(QStringLiteral("ttsUrl"))->setText(QStringLiteral("https://api.example.com/v1"));
        env->clear();
        QVERIFY2(status->text().contains(QStringLiteral("without a key")), qPrintable(status->text()));
        env->setText(QString::fromLatin1(variable));
        QVERIFY2(status->text().contains(QStringLiteral("not set")), qPrintable(status->text()));
        qputenv(variable, key.toUtf8());
        env->setText(QStringLiteral(" %1 ").arg(QString::fromLatin1(variable))); // trimmed
        QVERIFY2(status->text().contains(maskedKey(key)), qPrintable(status->text()));
        QVERIFY2(status->text().startsWith(QString::fromLatin1(variable)), qPrintable(status->text()));
        QVERIFY(!status->text().contains(key));
        qunsetenv(variable);

        source->setCurrentIndex(1);
        entry->setText(QStringLiteral("ttft-voice-entry"));
        QVERIFY2(status->text().contains(QStringLiteral("keychain entry ttft-voice-entry")), qPrintable(status->text()));
        // One source in the plan: the variable still typed in its hidden field is not kept.
        const ProviderProfile fromKeychain = panel.voicePlan().tts.front().endpoint;
        QCOMPARE(fromKeychain.apiKeyKeychain, std::string("ttft-voice-entry"));
        QVERIFY(fromKeychain.apiKeyEnv.empty());
        source->setCurrentIndex(0);
        const ProviderProfile fromVariable = panel.voicePlan().tts.front().endpoint;
        QCOMPARE(fromVariable.apiKeyEnv, std::string(variable));
        QVERIFY(fromVariable.apiKeyKeychain.empty());
    }

    void fitsTheConfigurationColumn()
    {
        // The left column of the window is 300–380 px wide: the panel, ticked, fits it.
        VoicePanel panel;
        panel.setPipelineEnabled(true);
        QVERIFY2(panel.minimumSizeHint().width() <= 380, qPrintable(QString::number(panel.minimumSizeHint().width())));
        panel.resize(360, panel.heightForWidth(360) > 0 ? panel.heightForWidth(360) : panel.sizeHint().height());
        const QPixmap picture = panel.grab();
        QVERIFY(!picture.isNull());
        // With TTFT_SCREENSHOT_DIR set (as the other GUI tests), the picture is kept, to look at.
        if (const QString dir = qEnvironmentVariable("TTFT_SCREENSHOT_DIR"); !dir.isEmpty())
            QVERIFY(picture.save(QDir(dir).filePath(QStringLiteral("voicepanel.png"))));
    }

    void windowStopsOnProblems()
    {
        MainWindow window(options(QStringLiteral("problems")));
        QTRY_VERIFY_WITH_TIMEOUT(window.labReady() || !window.lab(), 10'000); // the lab starts off the UI thread
        QVERIFY(window.lab());
        VoicePanel *voice = window.voicePanel();
        QVERIFY(voice);
        voice->setPipelineEnabled(true);
        voice->findChild<QLineEdit *>(QStringLiteral("asr"))->setText(QStringLiteral("normal:300"));
        QString error;
        QVERIFY(!window.startRun(&error));
        QVERIFY2(error.contains(QStringLiteral("ASR")), qPrintable(error));
        QVERIFY(!window.runController()->isRunning());

        // A key named but not set: the same kind of reason a provider gets, naming the variable.
        VoicePlan plan = remotePlan();
        plan.tts.front().endpoint.apiKeyEnv = "TTFT_TEST_UNSET_TTS_KEY_4711";
        plan.tts.back().endpoint.apiKeyEnv = "TTFT_TEST_UNSET_TTS_KEY_4711";
        qunsetenv("TTFT_TEST_UNSET_TTS_KEY_4711");
        voice->setVoicePlan(plan);
        error.clear();
        const RunSpec spec = window.currentRunSpec(&error);
        QVERIFY(spec.providers.empty());
        QVERIFY2(error.contains(QStringLiteral("TTFT_TEST_UNSET_TTS_KEY_4711")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("No API key for tts-1")), qPrintable(error));

        // Set: the key is resolved for each TTS, in memory only.
        qputenv("TTFT_TEST_UNSET_TTS_KEY_4711", "tts-key-for-the-test-0123456789");
        error.clear();
        const RunSpec ready = window.currentRunSpec(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(ready.ttsApiKeys, (std::vector<std::string>(2, "tts-key-for-the-test-0123456789")));
        QVERIFY(voice->saveState().dump().find("tts-key-for-the-test") == std::string::npos);
        qunsetenv("TTFT_TEST_UNSET_TTS_KEY_4711");
    }

    // Speech recognition measured in each turn, set up in the panel: the user's words (built-in
    // English utterances) reach the lab's recogniser, the transcripts are the prompts, and the
    // records carry the measured ASR stage.
    void measuresTurnsFromTheWindow()
    {
        if (!synthesiseUtterance("Yes.", "en", 16'000))
            QSKIP("espeak-ng and sox are not installed (scripts/lib.sh installs them)");
        MainWindow window(options(QStringLiteral("measured")));
        setUpLabRun(window, 2);
        if (QTest::currentTestFailed())
            return;
        VoicePanel *voice = window.voicePanel();
        voice->setPipelineEnabled(true);
        auto *mode = voice->findChild<QComboBox *>(QStringLiteral("asrMode"));
        auto *time = voice->findChild<QLineEdit *>(QStringLiteral("asr"));
        auto *url = voice->findChild<QLineEdit *>(QStringLiteral("asrUrl"));
        QVERIFY(time->isVisibleTo(voice) && !url->isVisibleTo(voice));
        mode->setCurrentIndex(mode->findData(QStringLiteral("measured")));
        QVERIFY(!time->isVisibleTo(voice) && url->isVisibleTo(voice)); // a measured stage has no time to type
        auto *language = voice->findChild<QComboBox *>(QStringLiteral("asrLanguage"));
        language->setCurrentIndex(language->findData(QStringLiteral("en")));
        const VoicePlan plan = voice->voicePlan();
        QVERIFY(plan.liveAsr.has_value());
        QVERIFY(plan.liveAsr->endpoint.pointsAtLab());
        QCOMPARE(plan.liveAsr->endpoint.model, std::string("lab-asr"));
        QCOMPARE(plan.liveAsr->language, std::string("en"));
        QVERIFY(voice->problem().isEmpty());
        url->setText(QStringLiteral("ftp://nowhere"));
        QVERIFY(!voice->problem().isEmpty());
        url->setText(QStringLiteral("lab"));

        QString error;
        QSignalSpy finished(&window, &MainWindow::runFinished);
        QVERIFY2(window.startRun(&error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 90'000);
        RequestsModel *requests = window.requestsModel();
        QCOMPARE(requests->rowCount(), 2);
        std::set<std::string> said;
        for (const auto &[lang, text] : builtInUtterances()) {
            if (lang == "en")
                said.insert(text);
        }
        for (int i = 0; i < requests->rowCount(); ++i) {
            const RequestRecord *record = requests->recordAt(i);
            QVERIFY2(!record->failed(), record->errorMessage.c_str());
            QVERIFY(record->asr.has_value());
            QVERIFY2(said.count(record->asr->transcript), record->asr->transcript.c_str());
            QCOMPARE(record->asr->wordErrorRate, std::optional<double>(0.0));
            QCOMPARE(record->asrMs, record->asr->toFinalMs());
            QCOMPARE(record->tts.size(), std::size_t(1));
        }
        window.close();
    }

    void runsAPipelineFromTheWindow()
    {
        const MainWindowOptions opts = options(QStringLiteral("run"));
        VoicePlan expected;
        {
            MainWindow window(opts);
            setUpLabRun(window, 3);
            if (QTest::currentTestFailed())
                return;

            // The pipeline: both lab TTS models, ASR from a distribution.
            VoicePanel *voice = window.voicePanel();
            voice->setPipelineEnabled(true);
            voice->findChild<QLineEdit *>(QStringLiteral("ttsModels"))->setText(QStringLiteral("lab-tts, lab-tts-slow"));
            voice->findChild<QLineEdit *>(QStringLiteral("asr"))->setText(QStringLiteral("uniform:200,400"));
            expected = voice->voicePlan();
            QCOMPARE(expected.tts.size(), std::size_t(2));

            QString error;
            const RunSpec spec = window.currentRunSpec(&error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QCOMPARE(spec.voice.tts.size(), std::size_t(2));
            for (const TtsProfile &tts : spec.voice.tts)
                QCOMPARE(QString::fromStdString(tts.endpoint.baseUrl), window.labBaseUrl());
            QCOMPARE(spec.ttsApiKeys.size(), std::size_t(2));

            QSignalSpy finished(&window, &MainWindow::runFinished);
            QVERIFY2(window.startRun(&error), qPrintable(error));
            // The status bar says that this run speaks, and to which TTS models (once the keys have
            // been read and the run has started).
            const auto said = [&window] {
                for (const QLabel *label : window.statusBar()->findChildren<QLabel *>()) {
                    if (label->text().contains(QStringLiteral("text-to-speech (lab-tts, lab-tts-slow)")))
                        return true;
                }
                return false;
            };
            QTRY_VERIFY_WITH_TIMEOUT(said(), 10'000);
            QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 60'000);

            // Every answer's first clause reached both TTS models, and both answered with audio.
            RequestsModel *requests = window.requestsModel();
            QCOMPARE(requests->rowCount(), 3);
            for (int i = 0; i < requests->rowCount(); ++i) {
                const RequestRecord *record = requests->recordAt(i);
                QVERIFY2(!record->failed(), record->errorMessage.c_str());
                QVERIFY(!record->firstClause.empty());
                QVERIFY(record->asrMs && *record->asrMs >= 200 && *record->asrMs <= 400);
                QCOMPARE(record->tts.size(), std::size_t(2));
                std::set<std::string> names;
                for (const TtsLeg &leg : record->tts) {
                    QVERIFY2(!leg.failed(), leg.errorMessage.c_str());
                    QCOMPARE(leg.httpStatus, 200);
                    QVERIFY(leg.ttfaMs() && *leg.ttfaMs() > 0);
                    QVERIFY(leg.ttfa100Ms() && *leg.ttfa100Ms() >= *leg.ttfaMs()); // pcm tells its duration
                    QVERIFY(leg.audioBytes > 0);
                    names.insert(leg.tts);
                }
                QCOMPARE(names, (std::set<std::string>{"lab-tts", "lab-tts-slow"}));
            }

            // The run kept describes the pipeline (at this session's lab address, as its providers).
            QVERIFY(!window.lastAutosavePath().isEmpty());
            Session saved;
            QVERIFY2(readSessionFile(window.lastAutosavePath(), saved, &error), qPrintable(error));
            QCOMPARE(saved.run.voice.tts.size(), std::size_t(2));
            QCOMPARE(saved.run.voice.tts.front().name(), std::string("lab-tts"));
            QCOMPARE(QString::fromStdString(saved.run.voice.tts.front().endpoint.baseUrl), window.labBaseUrl());
            QCOMPARE(saved.run.voice.asr, expected.asr);
            QCOMPARE(saved.run.voice.clauseChars, expected.clauseChars);
            QCOMPARE(saved.records.size(), std::size_t(3));
            QCOMPARE(saved.records.front().tts.size(), std::size_t(2));
            window.close(); // saves the settings
        }
        // The panel comes back as it was, "lab" and all.
        MainWindow again(opts);
        QTRY_VERIFY_WITH_TIMEOUT(again.labReady() || !again.lab(), 10'000); // the lab starts off the UI thread
        QCOMPARE(again.voicePanel()->voicePlan(), expected);
    }

private:
    // The window on its lab: one lab provider, `rounds` short answers one after another.
    void setUpLabRun(MainWindow &window, int rounds)
    {
        QTRY_VERIFY_WITH_TIMEOUT(window.labReady() || !window.lab(), 10'000); // the lab starts off the UI thread
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.lab());
        EndpointsPanel *endpoints = window.endpointsPanel();
        ProviderListModel *providers = endpoints->model();
        for (int row = 0; row < providers->rowCount(); ++row) {
            if (providers->index(row, 0).data().toString() != QLatin1String("lab-fast"))
                QVERIFY(providers->setData(providers->index(row, 0), Qt::Unchecked, Qt::CheckStateRole));
        }
        QCOMPARE(endpoints->includedProviders().size(), std::size_t(1));
        Workload workload = window.workloadPanel()->workload();
        workload.maxTokens = 24;
        window.workloadPanel()->setWorkload(workload);
        RunPlan plan;
        plan.mode = LoadMode::Sequential;
        plan.rounds = rounds;
        plan.warmup = 0;
        window.planPanel()->setPlan(plan);
    }

    QTemporaryDir m_dir;
};

QTEST_MAIN(TestVoicePanel)
#include "tst_voicepanel.moc"
