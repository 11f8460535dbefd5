#include "clockprobe.h"

#include "base/monoclock.h"
#include "clockestimate.h"
#include "model/jsonfields.h"
#include "wire/httpdate.h"
#include "wire/jsonnesting.h"

#include <curl/curl.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <memory>
#include <thread>
#include <vector>

namespace ttft {

namespace {

constexpr std::int64_t kSecondNs = 1'000'000'000;
constexpr int kTimeEndpointProbes = 8;  // after the one that opened the connection
constexpr int kMaxDateProbes = 12;      // each halves the bounds: 1 s down to a few ms
constexpr std::size_t kMaxAnswerBytes = 64 * 1024; // a time answer is a few bytes; stop at nonsense

struct Answer {
    std::string head;
    std::string body;
};

std::size_t appendCapped(char *data, std::size_t size, std::size_t count, void *target)
{
    auto *text = static_cast<std::string *>(target);
    if (text->size() + size * count > kMaxAnswerBytes)
        return 0;
    text->append(data, size * count);
    return size * count;
}

// The last Date header of the head (a redirect's or a 100's head may come first).
std::optional<std::int64_t> dateHeader(const std::string &head)
{
    std::optional<std::int64_t> date;
    std::size_t start = 0;
    while (start < head.size()) {
        std::size_t end = head.find('\n', start);
        if (end == std::string::npos)
            end = head.size();
        const std::string_view line(head.data() + start, end - start);
        if (line.size() > 5 && (line[0] == 'D' || line[0] == 'd') && (line[1] == 'A' || line[1] == 'a')
            && (line[2] == 'T' || line[2] == 't') && (line[3] == 'E' || line[3] == 'e') && line[4] == ':')
            date = parseHttpDate(line.substr(5));
        start = end + 1;
    }
    return date;
}

std::optional<std::int64_t> referenceTime(const std::string &body)
{
    const nlohmann::json json = parseJsonBounded(body);
    if (!json.is_object())
        return std::nullopt;
    std::int64_t ns = -1;
    std::string problem;
    jsonfields::read(json, "unix_time_ns", ns, &problem);
    return ns > 0 && problem.empty() ? std::optional(ns) : std::nullopt;
}

bool probeOnce(CURL *curl, Answer &answer, ClockSample &sample, std::string &error)
{
    answer = Answer{};
    char errorBuffer[CURL_ERROR_SIZE] = {};
    curl_easy_setopt(curl, CURLOPT_ERRORBUFFER, errorBuffer);
    sample.sentNs = wallClockNs();
    const CURLcode code = curl_easy_perform(curl);
    sample.receivedNs = wallClockNs();
    if (code != CURLE_OK) {
        error = errorBuffer[0] ? errorBuffer : curl_easy_strerror(code);
        return false;
    }
    sample.referenceNs = referenceTime(answer.body);
    sample.dateSeconds = dateHeader(answer.head);
    return true;
}

// Sleeps until the wall clock reads `ns`, looking at `stop` at least every 50 ms.
bool sleepUntilWall(std::int64_t ns, const std::atomic<bool> *stop)
{
    while (true) {
        if (stop && stop->load())
            return false;
        const std::int64_t left = ns - wallClockNs();
        if (left <= 0)
            return true;
        std::this_thread::sleep_for(std::chrono::nanoseconds(std::min<std::int64_t>(left, 50'000'000)));
    }
}

std::int64_t ceilToSecond(std::int64_t ns)
{
    const std::int64_t floor = (ns >= 0 ? ns : ns - (kSecondNs - 1)) / kSecondNs * kSecondNs;
    return floor == ns ? ns : floor + kSecondNs;
}

} // namespace

void captureClockAnchor(ShardClock &clock)
{
    std::int64_t bestGap = -1;
    for (int i = 0; i < 5; ++i) {
        const std::int64_t before = wallClockNs();
        const std::int64_t mono = monoNowNs();
        const std::int64_t after = wallClockNs();
        if (bestGap < 0 || after - before < bestGap) {
            bestGap = after - before;
            clock.monotonicNs = mono;
            clock.wallNs = before + (after - before) / 2;
        }
    }
    std::ifstream file("/proc/sys/kernel/random/boot_id");
    char id[64] = {};
    file.read(id, sizeof id - 1);
    std::string text(id);
    while (!text.empty() && (text.back() == '\n' || text.back() == ' '))
        text.pop_back();
    clock.bootId = text;
}

void probeClock(const std::string &url, ShardClock &clock, const std::atomic<bool> *stop)
{
    clock.reference = url;
    std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> handle(curl_easy_init(), &curl_easy_cleanup);
    if (!handle) {
        clock.error = "libcurl could not start a transfer";
        return;
    }
    CURL *curl = handle.get();
    Answer answer;
    curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
    curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, 5000L);
    curl_easy_setopt(curl, CURLOPT_HEADERFUNCTION, &appendCapped);
    curl_easy_setopt(curl, CURLOPT_HEADERDATA, &answer.head);
    curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, &appendCapped);
    curl_easy_setopt(curl, CURLOPT_WRITEDATA, &answer.body);
    curl_easy_setopt(curl, CURLOPT_USERAGENT, "ttft-workbench/" TTFT_VERSION);
    curl_easy_setopt(curl, CURLOPT_TCP_NODELAY, 1L);

    std::vector<ClockSample> samples;
    const auto probe = [&]() {
        ClockSample sample;
        std::string error;
        if (!probeOnce(curl, answer, sample, error)) {
            clock.error = url + ": " + error;
            return false;
        }
        samples.push_back(sample);
        return true;
    };
    // The first probe opens the connection; its round trip counts only if nothing is faster.
    if (!probe())
        return;
    std::optional<ClockOffsetEstimate> estimate;
    if (samples.front().referenceNs) {
        clock.method = "time_endpoint";
        for (int i = 0; i < kTimeEndpointProbes && !(stop && stop->load()); ++i) {
            if (!probe())
                break;
        }
        estimate = estimateFromTimeEndpoint(samples);
    } else if (samples.front().dateSeconds) {
        clock.method = "http_date";
        while (int(samples.size()) < kMaxDateProbes) {
            estimate = estimateFromDates(samples);
            if (!estimate)
                break;
            std::int64_t rtt = samples.front().rttNs();
            for (const ClockSample &sample : samples)
                rtt = std::min(rtt, sample.rttNs());
            if (estimate->highNs - estimate->lowNs <= 2 * rtt + 2'000'000)
                break;
            // Send so that, if the offset is the bounds' middle, the server reads its clock just as a
            // second begins (half a round trip after the send): its answer then tells on which side
            // of the middle the offset is.
            const std::int64_t middle = estimate->offsetNs();
            const std::int64_t boundary = ceilToSecond(wallClockNs() + 5'000'000 + rtt / 2 - middle);
            if (!sleepUntilWall(boundary + middle - rtt / 2, stop) || !probe())
                break;
        }
        estimate = estimateFromDates(samples);
        if (!estimate && clock.error.empty())
            clock.error = url + ": its Date headers contradict each other (a clock that stepped, or dates not truncated to the second)";
    } else {
        clock.error = url + ": the answer has neither a JSON unix_time_ns nor a Date header";
    }
    clock.probes = int(samples.size());
    std::int64_t rtt = samples.front().rttNs();
    for (const ClockSample &sample : samples)
        rtt = std::min(rtt, sample.rttNs());
    clock.minRttMs = double(rtt) / 1e6;
    if (estimate) {
        clock.offsetMs = double(estimate->offsetNs()) / 1e6;
        clock.uncertaintyMs = double(estimate->uncertaintyNs()) / 1e6;
        clock.error.clear();
    }
}

} // namespace ttft
