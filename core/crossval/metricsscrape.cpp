#include "metricsscrape.h"

#include "base/monoclock.h"

#include <curl/curl.h>

#include <memory>

namespace ttft {

namespace {

std::size_t appendBody(char *data, std::size_t size, std::size_t count, void *target)
{
    auto *body = static_cast<std::string *>(target);
    constexpr std::size_t kCap = 64 * 1024 * 1024; // a scrape is kilobytes; stop at nonsense
    if (body->size() + size * count > kCap)
        return 0;
    body->append(data, size * count);
    return size * count;
}

} // namespace

MetricsScrape scrapeMetrics(const std::string &url, int timeoutMs)
{
    MetricsScrape scrape;
    scrape.url = url;
    std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), &curl_easy_cleanup);
    if (!curl) {
        scrape.error = "libcurl could not start a transfer";
        return scrape;
    }
    std::string body;
    char errorBuffer[CURL_ERROR_SIZE] = {};
    curl_easy_setopt(curl.get(), CURLOPT_URL, url.c_str());
    curl_easy_setopt(curl.get(), CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl.get(), CURLOPT_TIMEOUT_MS, long(timeoutMs));
    curl_easy_setopt(curl.get(), CURLOPT_WRITEFUNCTION, &appendBody);
    curl_easy_setopt(curl.get(), CURLOPT_WRITEDATA, &body);
    curl_easy_setopt(curl.get(), CURLOPT_ERRORBUFFER, errorBuffer);
    curl_easy_setopt(curl.get(), CURLOPT_ACCEPT_ENCODING, "");
    curl_easy_setopt(curl.get(), CURLOPT_USERAGENT, "ttft-workbench/" TTFT_VERSION);
    const CURLcode code = curl_easy_perform(curl.get());
    scrape.atNs = monoNowNs();
    if (code != CURLE_OK) {
        scrape.error = url + ": " + (errorBuffer[0] ? errorBuffer : curl_easy_strerror(code));
        return scrape;
    }
    long status = 0;
    curl_easy_getinfo(curl.get(), CURLINFO_RESPONSE_CODE, &status);
    if (status < 200 || status >= 300) {
        scrape.error = url + ": HTTP " + std::to_string(status);
        return scrape;
    }
    scrape.samples = parsePrometheusText(body, &scrape.badLines);
    if (scrape.samples.empty())
        scrape.error = url + ": no Prometheus samples in the answer";
    return scrape;
}

} // namespace ttft
