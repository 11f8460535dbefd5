<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ToolTurnChart</name>
    <message>
        <source>P50 to the first answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P95 to the first answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft</name>
    <message>
        <source>ttft-bench: unknown command &apos;%1&apos; (try --help)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCP port on 127.0.0.1 (default 18000; 0 picks a free one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Require &apos;Authorization: Bearer KEY&apos;, KEY read from this environment variable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed for jitter and answer text (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench lab: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench lab: --port must be a number from 0 to 65535</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench lab: --seed must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench lab: the environment variable %1 is not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench lab: cannot start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lab server listening at %1 (models: %2). Ground truth: %3. Ctrl+C stops it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lab server stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenAI-compatible base URL, e.g. https://api.openai.com/v1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the environment variable holding the API key (the key itself is never written anywhere).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra request header &apos;Name: value&apos; (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the embedded lab server and measure it (no key needed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider name shown in the results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON file holding an OpenAI &apos;messages&apos; array.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User prompt text (instead of --messages).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sampling temperature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep each answer&apos;s text in requests.jsonl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect timeout in ms (default 10000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeout for a whole request in ms (default 300000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not verify the server&apos;s TLS certificate (recorded).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warm-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send streaming chat requests and measure time to first token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--base-url must start with http:// or https://</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--model is required with --base-url</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--header must look like &apos;Name: value&apos;, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--transport must be curl or qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--http must be 1.1 or 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timeouts must be positive whole milliseconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --messages or --prompt, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not hold a JSON array of messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--temperature must be a number ≥ 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--rounds must be a whole number ≥ 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--warmup must be a whole number ≥ 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the output directory %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench run: cannot start the lab server: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench run: cannot write summary.json: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench run: cannot write requests.jsonl: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench run: all %1 measured requests failed; first error: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench run: no measured request was completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <extracomment>Summary table row: time to first token, milliseconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFB (ms)</source>
        <extracomment>Summary table row: time to first byte, milliseconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFO (ms)</source>
        <extracomment>Summary table row: time to first output of any kind, milliseconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT (ms)</source>
        <extracomment>Summary table row: time per output token, milliseconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E2E (ms)</source>
        <extracomment>Summary table row: end-to-end latency, milliseconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output tokens</source>
        <extracomment>Summary table row: tokens generated per request</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <extracomment>Summary table heading of the row-label column</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count</source>
        <extracomment>Summary table heading: number of requests with this figure
----------
Group table heading: number of measured requests (warm-up excluded)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>errors</source>
        <extracomment>Summary table heading: number of failed requests
----------
Group table heading: number of failed requests</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean</source>
        <extracomment>Summary table heading: arithmetic mean</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p50</source>
        <extracomment>Summary table heading: 50th percentile (median)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p90</source>
        <extracomment>Summary table heading: 90th percentile</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p95</source>
        <extracomment>Summary table heading: 95th percentile</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99</source>
        <extracomment>Summary table heading: 99th percentile</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max</source>
        <extracomment>Summary table heading: maximum</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure each transport&apos;s TTFT against the lab server&apos;s ground truth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured requests at concurrency 1 (default 30).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured requests per worker above concurrency 1 (default 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lab&apos;s first-token delay (default 200).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrency levels (default 1,100).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request body sizes in KiB (default 1,16,64).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip the rows through nginx (HTTP/2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also write the table as JSON to FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench calibrate: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench calibrate: counts, delays and sizes must be positive whole numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench calibrate: cannot start the lab server: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipping the rows through nginx: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client TTFT minus the lab&apos;s ground truth, first token at %1 ms (ms; lower is better)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench calibrate: cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests each model serves at once; the rest queue (0: no limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench lab: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench lab: --batch-limit must be a whole number ≥ 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuild a session file from a run&apos;s journal (after a crash or a kill).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session file to write (*.ttft.json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace SESSION if it exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run&apos;s journal (run.ttft.jsonl).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench recover: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench recover: usage: ttft-bench recover JOURNAL -o SESSION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench recover: %1 exists; nothing was changed (use --force to replace it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench recover: cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovered %1 requests (%2 warm-up) into %3; %4 damaged line(s) skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 #%2 %3  FAILED %4: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 #%2 %3  TTFT %4 ms  E2E %5 ms  tokens %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against the lab&apos;s ground truth, client TTFT − server TTFT: median %2 ms, p99 %3 ms (%4 requests)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench run: cannot write the session file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped early: %1 requests recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model name sent in the request; several, comma-separated, are measured side by side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lab server: requests served at once per model; the rest queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload template: qa, qa-zh, voice, voice-zh, agent or long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language of the filler history added to reach --prompt-tokens: en or zh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goodput: a request counts only with TTFT at most this many ms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goodput: … and TPOT at most this many ms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goodput: … and end-to-end latency at most this many ms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequential plan: measured requests per provider (default 30).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm-up requests per provider and cell, recorded but not in the statistics (default 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed loop: concurrent requests per provider; several levels, comma-separated, make a sweep. With --rate: the in-flight limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open loop: arrivals per second per provider; several, comma-separated, make a sweep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open-loop arrivals: constant, poisson or gamma (default constant).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gamma arrivals: shape (1 = Poisson, below 1 burstier).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed/open loop: seconds each cell is measured after its warm-up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed/open loop: measured requests per provider and cell (default 30 when no duration).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed loop: spread the workers&apos; starts over this many seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt-length targets in tokens, comma-separated (filler history is added to reach them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not open each prompt with a unique nonce (prefix caches may then flatter TTFT).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new connection for every request (cold-start view) instead of a warmed pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed for arrivals, filler text and nonces (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directory for requests.jsonl, summary.json, the journal and the session file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your note on where this runs (location, network), saved with the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeout until the first output, in ms (default 60000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not print progress lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must hold a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;lab&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--plan names its providers; drop --base-url and --model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--name names one provider; with several models the model names are used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no provider to measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --template &apos;%1&apos; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--filler-language must be en or zh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --template, --messages or --prompt, only one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--concurrency takes whole numbers ≥ 1, comma-separated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--rate takes positive numbers, comma-separated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with --rate, --concurrency is one whole number ≥ 1: the in-flight limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--arrival must be constant, poisson or gamma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--burstiness must be a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--duration must be a positive number of seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--requests must be a whole number ≥ 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--ramp-up must be a number of seconds ≥ 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--prompt-tokens takes whole numbers ≥ 1, comma-separated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan cannot run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lab-batch-limit must be a whole number ≥ 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SLO limits must be positive numbers of milliseconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % CI %2 to %3 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is faster than %2 at %3 by %4 ms (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no significant difference between %1 and %2 at %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <extracomment>Group table heading: the provider&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell</source>
        <extracomment>Group table heading: the plan cell (concurrency or arrival rate × prompt length)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT p50</source>
        <extracomment>Group table heading: median time to first token, milliseconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT p95</source>
        <extracomment>Group table heading: 95th percentile of time to first token, milliseconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT p99</source>
        <extracomment>Group table heading: 99th percentile of time to first token, milliseconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT p50</source>
        <extracomment>Group table heading: median time per output token, milliseconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E2E p50</source>
        <extracomment>Group table heading: median end-to-end latency, milliseconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lag p99</source>
        <extracomment>Group table heading: 99th percentile of the delay between the planned and the actual send time, milliseconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>curl (precise, default) or qt; both, comma-separated, measure every provider with each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP version: 1.1 (default) or 2; both, comma-separated, measure every provider with each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench keys: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key for %1 (not shown): </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no key on standard input; nothing was stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key on standard input spans several lines; nothing was stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API keys in the system keychain (service &quot;%1&quot;), for run --api-key-keychain NAME.
  set NAME     store the key read from standard input (not echoed on a terminal)
  show NAME    show the stored key, masked
  delete NAME  remove the key from the keychain
Keys are never written to a file and never printed in full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set, show or delete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain entry, e.g. openai.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: ttft-bench keys set|show|delete NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored key %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown action &apos;%1&apos; (set, show or delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model that answers llama.cpp and TGI requests, which name none (default: the first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer every request to the --dialect endpoint with the recorded body in FILE: a raw body (.sse, .ndjson) or a timed recording, one {&quot;t_ms&quot;: …, &quot;bytes&quot;: …} per line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API of the recorded body: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay: N ms between recorded events, after the model&apos;s first-token delay (default: the model&apos;s time per output token).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay: &apos;original&apos; keeps the recording&apos;s own timing (a timed recording only); &apos;fixed&apos; (default) paces by --pace-ms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Append a JSON Lines line per finished request to FILE: the server log that ttft-bench run --server-log joins to its records.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench lab: --default-model must be one of the models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench lab: --dialect, --pace and --pace-ms go with --replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench lab: --replay needs --dialect, one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench lab: --pace must be &apos;original&apos; or &apos;fixed&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench lab: --pace-ms must be a number of milliseconds ≥ 0, and does not go with --pace original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaying %1 to every %2 request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench presets: takes no arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench run: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 models):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--server-log-map: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A provider preset (ttft-bench presets lists them): base URL, dialect, key variable, model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wire format: openai-chat, openai-responses, anthropic, gemini, ollama-chat, ollama-generate, llamacpp, tgi.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the models the provider offers, then stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the system keychain entry holding the API key (ttft-bench keys set NAME stores one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFS: the first speakable clause ends at a clause mark or after this many characters (default 40).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s own log (JSON Lines or CSV with a request-id column), read after the run and joined to the requests by id (with --lab: the lab writes it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns of --server-log: id=COL,ttft_ms=COL,arrival=COL,first_token=COL,end=COL,queue_ms=COL,e2e_ms=COL,time_unit=s|ms|us|ns|iso (default: guessed from the names).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Prometheus /metrics endpoint (vLLM names) scraped before and after the run; the server&apos;s view is shown beside the client&apos;s (repeatable; &apos;lab&apos;: the embedded lab&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --api-key-env or --api-key-keychain, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --preset &apos;%1&apos; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--preset names a provider; it does not go with --lab or --plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --base-url URL, --preset NAME or --lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown --dialect &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>provider %1: unknown dialect &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API key %1 from keychain entry %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API key %1 from environment variable %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--ttfs-chars must be a whole number ≥ 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--server-log-map goes with --server-log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--metrics-url must be an http(s) URL, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: cannot scrape the server&apos;s metrics before the run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 %3 %4 %5 %6 %7  %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>provider / cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>client p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overhead p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server&apos;s source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: no server metrics to compare: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: a counter of %1 went down during the run: the server restarted, so its figures are incomplete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s metrics (%1, %2), change over the run:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: %2 requests; server TTFT mean %3 ms (p50 ≈ %4, p99 ≈ %5 from its buckets), queue mean %6 ms, prefill mean %7 ms, e2e mean %8 ms%9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; prefix cache hits %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: client TTFT mean %2 ms over %3 requests: %4 ms more than the server&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (the server counted %1 requests, the client %2: other clients, or requests that failed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: the server log was not joined: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server log %1: %2 entries, %3 joined to our requests by id; %4 of our requests not in the log, %5 entries not ours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1 lines of the server log were skipped; first: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No API key for %1 from keychain entry %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No API key for %1: the environment variable %2 is not set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain did not answer within %1 s (entry %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain has no key named %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Access to the system keychain was denied (entry %1)%2; is it locked?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain could not delete the key named %1%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain is not available%1; name an environment variable that holds the key instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A keychain entry needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key for %1 is empty; nothing was stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import another tool&apos;s per-request results as a session file: vLLM bench serve (--save-result --save-detailed JSON), GuideLLM (benchmarks JSON) or AIPerf (profile_export.jsonl).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file&apos;s format: vllm, guidellm or aiperf (default: recognised from the file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The provider name of the imported requests (default: the tool and the model, e.g. &quot;vLLM · llama-3-8b · openai&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other tool&apos;s result file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench import: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench import: usage: ttft-bench import FILE [--format vllm|guidellm|aiperf] [--label NAME] -o SESSION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench import: unknown format &apos;%1&apos; (vllm, guidellm or aiperf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench import: %1 exists; nothing was changed (use --force to replace it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench import: cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1 requests (%2 failed, %3 warm-up) from %4 (%5) into %6 as %7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 damaged or unreadable entries were skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inject this fault into every request that names none in X-Lab-Fault: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The slow-accept fault&apos;s delay before a connection is taken up (default 500).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench lab: --fault must be one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench lab: --slow-accept-ms must be a whole number ≥ 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every request gets the fault %1 unless it names another in X-Lab-Fault.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connections to %1 are refused (nothing listens there).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge session files (ours or imported) into one, each run&apos;s providers named &quot;provider · label&quot; so the runs stay apart in the compare views.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The merged session file to write (*.ttft.json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two or more session files (*.ttft.json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench merge: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench merge: %1 exists; nothing was changed (use --force to replace it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench merge: %1 Nothing was merged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench merge: cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merged %1 requests from %2 sessions into %3:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: %2 requests from %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a saved run&apos;s report: self-contained HTML (charts embedded), PDF, the per-request CSV, summary.json, or a Markdown summary table on standard output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the HTML report to FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the PDF report to FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write one row per request (requests.csv) to FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the summary (summary.json) to FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the per-provider summary as a Markdown table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report&apos;s title.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A session file (*.ttft.json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench report: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench report: usage: ttft-bench report SESSION [--html FILE] [--pdf FILE] [--csv FILE] [--json FILE] [--markdown]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1: TLS certificate verification is OFF; anyone on the path can read the key and the answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1: also trusting the certificate(s) in %2 for this provider.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lab server: inject this fault into every request (connection-refused, drop, stall, http-503, gzip, …; ttft-bench lab --help lists them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also trust this CA or server certificate (PEM file), e.g. a private gateway&apos;s (recorded).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--ca-certificate: cannot read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the embedded lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, sent to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lab-fault must be one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % CI %2–%3 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E2E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End-to-end latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Known once requests are recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set warm-up to %1 or more in the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every provider and cell had at least %1 warm-up requests (the method asks for at least %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 had a warm-up of %2; the method asks for at least %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm-up is %1 requests per provider and cell (the method asks for at least %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm-up is %1 requests; the method asks for at least %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One provider: there is nothing to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max_tokens is not set, so each provider uses its own default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>temperature is not set, so each provider uses its own default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 overrides %2 in its extra body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every provider gets the same prompt, but %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set max_tokens and temperature in the workload, and remove them from the providers&apos; extra bodies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every provider gets the same prompt, max_tokens %1 and temperature %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(server default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All run model %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The models differ by provider (%1): only you can say they are the ones to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick when the models are the comparable ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every request asks for a stream; whether a proxy held it back shows only in the timing. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers arrived in one burst at the end (a buffering proxy or gateway): %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure without the buffering layer, or turn its buffering off; TTFT through it is about the whole response time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All %1 successful measured answers streamed; none arrived in one burst.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 missing in %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Successful measured requests lack figures: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for a usage report (include usage) and check that the answers are longer than one token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT, TPOT, E2E and output length recorded for all %1 successful measured requests (output length from the server&apos;s usage for %2, counted for the rest).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P50, P95 and P99 are reported; every provider and cell has at least %1 successful measured requests (a P99 needs %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan measures for %1 s per cell: how many requests that makes depends on the latency. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan measures %1 requests per provider and cell (a P99 needs %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client location and network: &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run has no note on where the client ran and over what network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload is the &quot;%1&quot; template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload is hand-made (%1 messages)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, padded to %1 prompt tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, padded to about %1 prompt tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>. Only you can say whether it is like your product&apos;s prompts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick when the prompts&apos; length and shape match what your users send (system prompt, history, tools).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a closed loop with concurrency levels 1 and, say, 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both a single-request round (concurrency 1) and a round under concurrent load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only concurrency 1; the method asks for a multi-concurrency round too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only concurrent load; the method asks for a single-request round (concurrency 1) too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan has no load level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run fewer streams per client machine, or a release build, and measure again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No request recorded its dispatch lag.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests left late: P99 dispatch lag %1 ms (limit %2 ms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests left on time: P99 dispatch lag %1 ms (limit %2 ms); the client&apos;s CPU was not sampled in this data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import the server&apos;s log or scrape its metrics to cross-check, or tick when you compared with the server&apos;s own figures elsewhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 measured requests carry the server&apos;s own timings (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No request carries the server&apos;s own timings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least %1 warm-up requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same prompt, max_tokens and temperature for every provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Streaming end to end, no buffering layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT, TPOT, E2E and output length recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client location and network recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Realistic prompts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single- and multi-concurrency rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client not the bottleneck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cross-checked with server-side data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not applicable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT from intended start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool-call start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool-call time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simple Q&amp;A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-turn conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool-using agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High-concurrency service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice intercom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One question, one answer: the user waits for the first words. Judged on the mean TTFT, one request at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A conversation whose history grows: the slow turns are what users remember. Judged on the P95 TTFT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A service under load: the tail decides. Judged on the P99 TTFT at the highest load of the run; above the limit is an alert.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A voice agent: speech synthesis can start on the first sentence, so TTFS is what the caller hears as silence. As small as possible: providers are ranked by it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool-call start and time count only responses that ended in a tool call and began with it (finish reason tool_calls or tool_use): the records keep no stamp per tool-call event, so a call after reasoning or text is not timed. TTFT counts text answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech synthesis (TTS) first audio is not measured yet: the verdict is on TTFS, when a streaming TTS could start speaking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 of %2 failed: %3 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, none of %1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limit ≤ %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no figure (no successful measured request had it%2); %3: not met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 ms over %3 successful measured requests (warm-up left out%4); %5: %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metric &quot;%1&quot; is in &quot;%2&quot;, a unit this version does not know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none of its %1 lines is an AIPerf per-request record ({&quot;metadata&quot;: …, &quot;metrics&quot;: …})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its records carry no request_start_ns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed (AIPerf recorded no error text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty: there is nothing to import.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a result file of a tool this version can import (vLLM bench serve --save-detailed JSON, a GuideLLM benchmarks JSON, an AIPerf profile_export.jsonl). Nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 looks like a %2 file, not %3: import it with --format %4 (or without --format).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import %1 as %2 results: %3. Nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a GuideLLM report in YAML, which this version does not read: save the report as .json (guidellm benchmark --output-path benchmarks.json) and import that</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a GuideLLM benchmarks report (no &quot;benchmarks&quot; list with &quot;requests&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none of its %1 request entries has a start time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds no per-request records (was it saved with a sample size of 0?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete: still running when the GuideLLM benchmark ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>errored (GuideLLM recorded no error text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>imported from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is cut short: the JSON ends after %1 bytes, in the middle of its data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not valid JSON (at byte %1 of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a TTFT Workbench session file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is cut short: the file ends after %2 bytes, in the middle of its data. It was not opened, and nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: it is not valid JSON at byte %2 of %3. It was not opened, and nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty. It was not opened, and nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written by a newer version of TTFT Workbench (session schema %2; this one reads up to %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[%2] is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a vLLM bench serve result (no &quot;ttfts&quot; and &quot;itls&quot; lists)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was saved without --save-detailed: it holds only summary figures, no per-request ones. Run vllm bench serve with --save-result --save-detailed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its &quot;%1&quot; is missing or not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its per-request lists differ in length (&quot;ttfts&quot; has %1 entries, &quot;%2&quot; %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds no requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>itls[%1] is not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>itls[%1][%2] is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed (vLLM recorded no error text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made by TTFT Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the picture size %1 × %2 px is out of range (1 to 20,000)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 DPI is out of range (%2 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export all four charts…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT against prompt length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT under load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where TTFT goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing the compare charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing TTFT against prompt length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing TTFT under load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing where TTFT goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 measured requests (%2 warm-up left out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the session %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary per provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT P95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT P99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFS P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E2E P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer than two providers with two successful requests in one cell: nothing to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT of every pair of providers measured in the same cell (same load, same prompt length, same time window); 95 % bootstrap intervals of the difference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed overhead (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P50, P95 and P99 of TTFT per load level. The knee is the first level where P95 reaches twice the lowest level&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1-token prompts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>concurrency %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 requests/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: knee at %2, P95 %3 ms against %4 ms at the lowest level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no knee in the levels measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use-case scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (#%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt / libcurl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location and network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;not written down&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merged run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan and workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm-up per provider and cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrency levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrival rates (requests/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt lengths (tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workload as written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max_tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, a new connection per request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the figures were measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;TTFT&lt;/b&gt; runs from the request start to the first byte of the first non-empty answer text: the moment a voice agent could start speaking. Every stamp comes from one monotonic clock, taken on the network thread when the bytes arrive, before any parsing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;TTFS&lt;/b&gt; runs to the first speakable clause (ends in a sentence or clause mark, or reaches the workload&apos;s character count); &lt;b&gt;TPOT&lt;/b&gt; is (last content time − TTFT) / (output tokens − 1); &lt;b&gt;E2E&lt;/b&gt; runs to the last byte of the stream.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed-loop and sequential plans start a request when its slot frees; open-loop plans keep the intended start, and the delay before sending shows as dispatch lag.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm-up requests are recorded but left out of every figure. Failed requests are never dropped: they are counted as errors and left out of the latency figures only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Percentiles interpolate linearly between the closest ranks (numpy&apos;s default, as vLLM and AIPerf), so figures compare with theirs. A P99 of fewer than 100 requests rests on one or two observations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Differences between providers are judged with percentile bootstrap intervals (2,000 resamples, 95 %, fixed seed: the same data gives the same verdicts); a difference whose interval contains 0 is reported as not significant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API keys are read at run time from the keychain or an environment variable and appear nowhere in this report: profiles hold only the name of the key&apos;s variable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made by TTFT Workbench %1 on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the HTML report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the PDF report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT P50 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT P95 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT P99 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT P50 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every connection gets the fault %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT Workbench: time to first token of streaming LLM APIs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where runs are journaled and kept (default: the application&apos;s data directory).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the window&apos;s settings in this INI file instead of the user&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the ready plan as soon as the window is up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A session or journal to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[session]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>providers: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, cores: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequential, one request at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed loop (a request starts when one ends)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open loop (requests arrive at a rate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written by hand: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve the lab: a simulated LLM on 127.0.0.1 that speaks the APIs of OpenAI (chat and responses), Anthropic, Gemini, Ollama, llama.cpp and TGI, and a simulated text-to-speech endpoint (OpenAI /v1/audio/speech).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text to speech at %1 (models: %2). Its ground truth: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 FAILED %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  first sound (%1) %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory: with --out, each record goes to requests.jsonl and the journal as it ends
and is read back for the summaries at the end, so memory stays flat however long
the run; without --out, every record is kept in memory (a few kilobytes each).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: cannot read the records back from the journal: %1. They were read from requests.jsonl instead; the figures are complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: requests.jsonl has no answer text nor first response bytes of successful requests (no --keep-text), so the session file lacks them too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline: base URL of an OpenAI-compatible text-to-speech endpoint (POST …/audio/speech); each answer&apos;s first clause is sent there as soon as it is complete (&apos;lab&apos;: the embedded lab&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline: TTS model; several, comma-separated, are each sent every clause (with --lab the default is lab-tts).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline: the voice asked for (default alloy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline: sample rate of pcm audio (default 24000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline: name of the environment variable holding the TTS endpoint&apos;s API key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline: name of the keychain entry holding the TTS endpoint&apos;s API key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline: TTS name shown in the results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tts-model needs --tts-url (or --lab)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tts-url needs --tts-model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tts-name names one TTS model; with several models each is named after its model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tts-format must be pcm, wav, mp3, opus, aac or flac</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tts-sample-rate must be a whole number of Hz ≥ 1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 belongs to a voice pipeline run: add --tts-url (or --tts-model with --lab)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--asr: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ASR finalization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLM first token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First clause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand-over to TTS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No prompt-length fit for %1: run two or more prompt lengths to estimate a shorter prompt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer text kept for %1: another clause rule cannot be estimated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLM</source>
        <extracomment>Voice pipeline table heading: the LLM provider</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTS</source>
        <extracomment>Voice pipeline table heading: the text-to-speech endpoint</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turns</source>
        <extracomment>Voice pipeline table heading: measured requests (turns)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sound p50</source>
        <extracomment>Voice pipeline table heading: median time from the user&apos;s last word to the first audio, ms</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sound p95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sound p99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>100 ms p50</source>
        <extracomment>Voice pipeline table heading: median time until 100 ms of audio had arrived, ms</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ASR p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLM p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clause p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand-over p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTS p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dominant</source>
        <extracomment>Voice pipeline table heading: the stage with the largest share of the first-sound time</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing the voice pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline: from the user&apos;s last word to the first sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the user&apos;s last word to the first sound, per LLM provider and TTS endpoint: ASR finalization, the LLM&apos;s first token, the first speakable clause, the hand-over to the TTS request and the TTS&apos;s first audio. Each turn&apos;s first sound is the exact sum of its stages; the bars stack the stage medians, the ticks mark the first sound&apos;s own P50 and P95.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ASR time is configured, not measured: %1; the first clause ends at punctuation or %2 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Milliseconds. Turns are the measured LLM requests; complete ones have every stage, and the figures are over those. The second table gives each stage&apos;s median.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 dominates, %3 % of the first sound on average (P50 first sound %4 ms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key is read from the keychain entry %1 when a run starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not set in this environment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is set: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/%2 done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 req/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elapsed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ETA %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT p50 %1 ms (last %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, about %1 (from the lab models&apos; latency)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Measuring %1: %2, %n cell(s)%3</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Warning: the client was the limit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 ≤ %3 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no requests in its cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release checklist:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ready plan (the window&apos;s first one): the voice prompt at 400 and 1,600 tokens, 5 warm-ups and 30 measured requests per provider and cell at concurrency 1 and 10, max_tokens 24, temperature 0; with --lab and no --model, the lab&apos;s three models. Other flags change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max_tokens for each request (default 200; 0 sends none: the server&apos;s own limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --plan or --ready, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--max-tokens must be a whole number (0: send none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server shares the CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client overloaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU (% of one core): client %1 (busiest thread %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, server on this machine %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, other processes %1; machine %2 % busy (%3 cores); wake-up delay p99 %4 ms; dispatch lag p99 %5 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client used %1 % of all %2 cores: it was the limit, and its own delay is in the figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client&apos;s busiest thread (%1) was busy %2 % of the time: bytes waited for it, so timestamps may be late.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The machine was full and the client was its largest user: threads waited up to %1 ms for a CPU (p99), and timestamps with them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests left late: p99 dispatch lag %1 ms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs on this machine and used %2 % of one core: client and server compete for the CPU, so the server&apos;s figures include that contention; the client used %3 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The machine was busy with other processes (%1 % of one core, of %2 cores); the client used %3 %. Measure again on a quieter machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads woke up to %1 ms late (p99) although no process here was busy: the host of this virtual machine may be (steal %2 %).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan at least %1 measured requests per provider and cell (rounds or requests); %2 for a P99.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A P99 needs %1: with fewer it is one of the largest values, read it as such.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every provider and cell has at least %1 successful measured requests: enough for P50 and P95 (%2 or more).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 successful measured requests; P50 and P95 need at least %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its P95 TTFT is %1 ms (95 % interval %2–%3 ms, itself too narrow on so few).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan measures %1 requests per provider and cell: enough for P50 and P95 (%2 or more).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan measures %1 requests per provider and cell; P50 and P95 need at least %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the location and network in the plan&apos;s Where field (e.g. &quot;office Wi-Fi, Shanghai&quot;; ttft-bench run --note), or tick when they are recorded elsewhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client was the bottleneck. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client kept up: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client was not the limit, but: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For figures of the server alone, run the client on another machine or core set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P50 and P95 on enough requests (P99 on %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT cold (ms)</source>
        <extracomment>Summary table row: TTFT of requests on a fresh connection (DNS, connect, TLS paid), milliseconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT warm (ms)</source>
        <extracomment>Summary table row: TTFT of requests on a reused connection, milliseconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT from arrival (ms)</source>
        <extracomment>Summary table row: TTFT counted from the planned arrival (open loop), milliseconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cold p50</source>
        <extracomment>Group table heading: median TTFT of requests on a fresh connection (DNS, connect, TLS paid), milliseconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warm p50</source>
        <extracomment>Group table heading: median TTFT of requests on a reused connection, milliseconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from arrival p50</source>
        <extracomment>Group table heading: median TTFT counted from the planned arrival (open loop), milliseconds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from arrival p95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT by provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT by provider, cell %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary per provider and cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Milliseconds, over the successful measured requests of each cell (load level and prompt length); n counts the measured requests, failed ones included. Cold: on a fresh connection (DNS, connect, TLS paid); warm: on a reused one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From arrival P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From arrival P95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All cells pooled, per provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every cell pooled: these figures mix load levels and prompt lengths; compare providers by the table above. Milliseconds; n counts the measured requests, failed ones included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Milliseconds, over the successful measured requests; n counts the measured requests, failed ones included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box plots, P50/P95/P99 bars, the cumulative distribution and TTFT over the run; warm-up and failed requests left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box plots, P50/P95/P99 bars, the cumulative distribution and TTFT over the run, one figure per cell (load level and prompt length); warm-up and failed requests left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench %1: a file or a server sent a value of an unexpected type (%2); nothing more was written
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench import: %1 is one of the inputs; nothing was changed (write elsewhere)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench merge: %1 is one of the inputs; nothing was changed (write elsewhere)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench recover: %1 is one of the inputs; nothing was changed (write elsewhere)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench report: %1 is the session being read; nothing was written (write elsewhere)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its JSON nests deeper than %2 levels (at byte %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its JSON nests deeper than %1 levels (at byte %2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: its JSON nests deeper than %2 levels at byte %3 of %4. It was not opened, and nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 prompt tokens in %2 s of prompt processing (%3 tokens/s), %4 tokens generated in %5 s (%6 tokens/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  at the end of the run: %1 requests processing, %2 deferred (waiting for a free slot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  client TTFT mean %1 ms over %2 requests; the server&apos;s prompt processing, spread over them, %3 ms each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 requests; e2e mean %2 ms, queue mean %3 ms (p99 ≈ %4), validation mean %5 ms, inference mean %6 ms, time per token mean %7 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  client TTFT mean %1 ms over %2 requests; of it, the server queued each %3 ms and validated it %4 ms before its prefill (TGI publishes no time to first token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client TTFT = server TTFT + overhead (all the server&apos;s timings leave out: waiting for a free slot, tokenisation and routing before they start; network, TLS, proxies; the client), in ms:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2: TTFT ≈ %3 ms + prefill slowing with the prompt (quadratic): %4 tokens/s at %5 tokens, %6 tokens/s at %7 tokens (R² %8, %9 requests)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2: TTFT ≈ %3 ms + prompt tokens ÷ %4 tokens/s (linear, R² %5, %6 requests)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  The unconstrained fit wanted a negative fixed overhead: clamped to 0 ms (the data do not support one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the gap goes (means in ms; * inferred from the requests&apos; timing, not measured):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prompt*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slot wait*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unaccounted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 prompts came back more than 5 % shorter than asked (%4 of %5 tokens at worst): the server cut them to its context, so their TTFT is for a shorter prompt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 requests had no answer: reasoning used the whole max_tokens budget, so they have no TTFT. Raise max_tokens or lower the reasoning effort.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 requests hit the server&apos;s prompt cache with cache busting off: their prefill was shorter than their prompt. Turn cache busting on to measure a fresh prompt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 requests hit the server&apos;s prompt cache although cache busting was on: the server caches beyond the prompt&apos;s opening (a shared system prompt or template).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 answers arrived in one burst at the end: the stream looks buffered (a proxy or gateway holds it back), so TTFT is about the whole response time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quadratic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>linear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (clamped: the fit wanted a negative one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill at shortest (tokens/s, at tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill at longest (tokens/s, at tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>engine waiting (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean %1, max %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  slot wait*: a request&apos;s prefill began as another request ended (a slot handed over); prompt*: the part of the gap that grows with the prompt on requests alone in flight (tokenisation, templating); unaccounted: the rest (transfer, the client, whatever the server did not account for); engine waiting: the server&apos;s own gauge of requests waiting, polled every 250 ms over the cell (--metrics-url).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean parts of TTFT per provider (and cell, when there are several), adding up to the mean TTFT from the intended start: what the client measured (dispatch lag, DNS, connect, TLS, request sent), what the server accounted for (queue, model load, prefill), thinking, and two parts inferred from the requests&apos; timing where the server&apos;s timings leave them out: the wait for a free slot (a request&apos;s prefill began as another ended) and prompt handling (the gap that grows with the prompt on requests alone in flight). The unaccounted rest is transfer, the client and whatever the server did not account for; it is not called network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A curve per provider: TTFT ≈ a + b·n, or a + b·n + c·n² where prefill slows as the prompt grows (chosen by cross-validation). a is the fixed part every request pays, never negative; the prefill rate is given at the shortest and the longest prompt measured. Where the run had several load levels, the curve is fitted at each provider&apos;s lightest, so that no queue bends it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench recover: the first skipped is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: messages%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: %2. It was not opened, and nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: &quot;schema_version&quot;: expected a whole number, found %2. It was not opened, and nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: its header&apos;s &quot;schema_version&quot;: expected a whole number, found %2. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: the header&apos;s run: %2. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the embedded lab is not running, so it cannot be measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keys do not match the run&apos;s endpoints; set the run up again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving was cancelled; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovering %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the whole plan N times over; each percentile then gets its mean, spread and coefficient of variation across repeats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop a provider&apos;s cell after N errors in a row (recorded, with the reason).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop a provider&apos;s cell once its error rate passes this (0.1 or 10%), judged from 20 measured requests on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a throttled answer (429), hold the provider&apos;s next sends back for its Retry-After (recorded).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send at most this many requests a minute per provider (to stay under a known limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send at most this many tokens (prompt + max_tokens) a minute per provider.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--repeat must be a whole number from 1 to 1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--breaker must be a whole number ≥ 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--max-error-rate must be a fraction from 0 to 1, or a percentage (10%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throttled (HTTP 429/529, the provider&apos;s limit reached): %1 of the %2 errors; failures: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ± %1 (CV %2 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2 over %3 repeats, TTFT: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (repeat %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: stopped after %2 errors in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: stopped when %2 of %3 measured requests had failed, over the error-rate limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: sends held back %2 time(s) for throttled answers&apos; Retry-After, %3 ms in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: sends held back %2 time(s) to stay within the per-minute budget, %3 ms in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>throttled</source>
        <extracomment>Group table heading: of the errors, requests the provider refused for load (HTTP 429/529)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare two runs of the same plan (a baseline and a candidate): per provider and cell, each percentile&apos;s difference with its 95 % bootstrap interval, and regressions marked. With --fail-on-regression the exit status is 3 when the candidate is slower beyond the threshold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The metric: ttft (default), ttfs, tpot or e2e.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit with status 3 when a percentile is significantly slower by at least this: a share of the baseline (10%) or milliseconds (50ms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare runs of different plans anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also write the comparison as JSON to FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The earlier (reference) session file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session file to judge against it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench compare: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench compare: usage: ttft-bench compare BASELINE.ttft.json CANDIDATE.ttft.json [--metric ttft] [--fail-on-regression 10%|50ms] [--force] [--json FILE]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench compare: unknown --metric &apos;%1&apos; (ttft, ttfs, tpot or e2e)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench compare: --fail-on-regression takes a share (10%) or milliseconds (50ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench compare: %1 is one of the inputs; nothing was written (write elsewhere)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench compare: %1 Nothing was compared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench compare: the two runs measured different things (%1); compare them anyway with --force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: the two runs measured different things (%1); compared as asked (--force).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline %1, candidate %2; %3, differences candidate − baseline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    errors %1 → %2 (throttled %3 → %4) of %5 → %6 requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  only in the baseline: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  only in the candidate: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  No provider and cell in common.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench compare: cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regression: the candidate is significantly slower%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> beyond %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p%1 %2 → %3 ms, %4 ms (95 % CI %5 to %6 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REGRESSION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no significant change past the threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 @ %2, %3: %4 — %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench capacity: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the highest load (concurrent users, or arrivals a second) at which one provider meets its SLOs: the load doubles until a level fails, then bisects; each level is judged only on its steady window. Takes run&apos;s provider, workload, lab and output options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to raise: concurrency (closed-loop users, default) or rate (open-loop arrivals a second).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first level (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The highest level tried (default 256 users, or 100 a second).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop bisecting when the bracket is this narrow (default 1 user, or a tenth of the start rate).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds each level is measured, per repeat (default 20).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency SLOs, METRIC-STATISTIC=MS comma-separated (ttft-p95=800,ttfs-p95=700), or &apos;voice&apos; (the default: TTFT mean ≤ 500, P95 ≤ 800, P99 ≤ 1000 ms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A level passes when any one latency SLO holds (default: all of them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failures allowed per level, a share of its requests (default 1%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throttled answers (429) allowed per level (default 5%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Also every provider, workload, lab and output option of &apos;ttft-bench run&apos; (one provider); not its plan options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a plan option of run; the search makes its own plan (see --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--search must be concurrency or rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--start, --max and --point-duration take positive numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--resolution takes a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--slo: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 takes a fraction from 0 to 1, or a percentage (1%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the search measures one provider; %1 were given (name one model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity search for %1: %2 from %3 up to %4, %5 s a level × %6; passes when %7, errors ≤ %8 %, throttled ≤ %9 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arrival rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1 (%2): %3 s…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT from arrival</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n user(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass (within the noise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAIL (within the noise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 requests in %3 s of steady load (%4 ramp-up, %5 drain left out); %6; errors %7 %, throttled %8 %: %9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No capacity found: the first level, %1, already failed (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity at least %1, the search&apos;s maximum (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity %1 (95 % interval %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench probe: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: ttft-bench probe --every INTERVAL --for DURATION --out DIR [run options]

Runs the plan again every INTERVAL (30s, 10m, 1h) for DURATION (2h, 1d), every probe&apos;s requests
in one session in DIR, then TTFT by hour of the day (the peak and quiet hours), and which probes
were missed. Without plan options a probe is 1 warm-up and 5 requests, one at a time. Takes every
option of &apos;ttft-bench run&apos;; Ctrl+C stops, and what ran is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--every and --for take durations such as 30s, 10m, 2h or 1d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--for must be at least --every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--out DIR is needed: probes over hours keep their requests on disk as they go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probing %1 every %2 for %3: %4 probes. Ctrl+C stops; what ran is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probe %1 of %2 missed: the one before ran past its time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probe %1 of %2 at %3: %4 requests, %5 failed, TTFT median %6 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probes: %1 of %2 ran, every %3 s; %4 missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  missed probes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>probes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak hour %1:00 (slowest median TTFT), quiet hour %2:00 (fastest); local time of the prober (UTC%3%4 min)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity: TTFT against the load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing the capacity search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The load doubled until a level failed, then the search bisected. Each level is judged only on its steady window (in flight at least 95 % of the target; ramp-up and drain left out); its P95 has a 95 % interval, and a verdict the interval could turn is marked as within the noise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What labels each run: run (its start time), host, note or location (default: the first of location, host, note, start time that tells all runs apart).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench merge: usage: ttft-bench merge A.ttft.json B.ttft.json … -o C.ttft.json [--label-by run|host|note|location]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench merge: unknown --label-by &apos;%1&apos; (run, host, note or location)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge the shards of one run (run --shard I/N) into that one run: every request of every shard, on one time line, its figures computed again from them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also write the merged run&apos;s summary.json here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait up to this many seconds for every shard&apos;s session to be there (a merge Job started with the shards).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the output files if they exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shards&apos; session files, or directories holding shard-*/run.ttft.json (run --shard --out DIR).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench merge-shards: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench merge-shards: usage: ttft-bench merge-shards DIR|SESSION… -o MERGED.ttft.json [--summary summary.json] [--wait SECONDS]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench merge-shards: --wait takes a number of seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench merge-shards: %1 exists; nothing was changed (use --force to replace it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting up to %1 s for the shards&apos; sessions (%2 of %3 there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench merge-shards: no session file in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench merge-shards: %1 is one of the inputs; nothing was changed (write elsewhere)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench merge-shards: %1 Nothing was merged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench merge-shards: %1. Nothing was merged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench merge-shards: cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merged %1 requests from %2 shards into %3:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clock %1 ms ± %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clock offset unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  shard %1/%2 on %3: %4 requests, %5, placed by %6 (shifted %7 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped before the start: nothing was sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run one share of the plan, one of N processes (pods, machines) that together run it: I/N (this shard&apos;s index from 0), or N with the index from JOB_COMPLETION_INDEX (a Kubernetes Indexed Job sets it). Workers, request counts and arrivals are split k6-style; --out DIR then writes to DIR/shard-I; &apos;ttft-bench merge-shards&apos; makes one run of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait until this wall-clock time to start (ISO 8601 with its zone, e.g. 2026-12-04T10:00:00Z, or seconds since 1970), so that every shard starts together; with --shard, on the reference clock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --shard: the clock every shard measures its offset against before the run: a URL whose answer holds a JSON unix_time_ns (the lab&apos;s /lab/time) or any Date header; &apos;lab&apos; for the embedded lab; &apos;none&apos; to skip (default: the first provider&apos;s base URL).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A short label for where this runs (e.g. eu-west), saved with the run: &apos;ttft-bench merge&apos; puts runs from several places side by side by it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--start-at takes an ISO 8601 time with its zone (2026-12-04T10:00:00Z) or seconds since 1970, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--clock-ref goes with --shard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JOB_COMPLETION_INDEX is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--shard N takes this shard&apos;s index from JOB_COMPLETION_INDEX, which is not set: give --shard I/N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--shard takes I/N (this shard&apos;s index from 0, and the number of shards) or N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--shard: the index %1 must be below the number of shards %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--clock-ref must be an http(s) URL, &apos;lab&apos; or &apos;none&apos;, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shard %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: this machine&apos;s clock is %2 ms off %3 (± %4 ms, %5 probes, %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1: no clock offset against %2: %3. The merge places this shard by its wall clock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting at %1 (in %2 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: started %1 s after --start-at %2: the shards did not start together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no shard to merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a shard of a run (it was not run with --shard); merge whole runs side by side with &apos;ttft-bench merge&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is shard %2 and %3 is shard %4: they are not parts of one run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 are both shard %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 ran different plans, workloads or providers: they are not shards of one run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shard(s) %1 of %2 are missing; every shard&apos;s session is needed (a run&apos;s figures over part of its load would be wrong)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shard %1 (%2) holds no clock anchor: its times are left on its own clock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shard %1 (%2): no clock offset was estimated; its times are placed by the wall clocks alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2: %3 conversations, %4 with every turn answered; TTFT p50 turn 1 %5 ms, later turns %6 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 ms per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 ms per 1,000 prompt tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; later turns served from the prompt cache: %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  turn  requests  errors  TTFT p50  TTFT p95  prompt tokens  cached tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server reports no cached tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>between %1 s and %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>longer than %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shorter than the shortest gap, or no cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: prompt cache lifetime between turns: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lab server: a cached prompt prefix is gone after this many seconds unused, as hosted APIs&apos; prompt caches are (0: kept until evicted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-turn conversations: this many simulated users per provider, each holding one conversation; every turn sends the whole history with the model&apos;s actual replies (a closed loop: the users are its workers).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations: turns per conversation (default 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations: seconds between a reply&apos;s end and the next turn; several, comma-separated, are cells of their own (the same conversations in each), e.g. 5,30,120 to find a prompt cache&apos;s lifetime (default 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations: the gap is fixed, exponential (its mean) or speaking (a pause, then the next utterance spoken at --words-per-minute).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations, --think speaking: the users&apos; speaking rate (default 150; Chinese 1.7 times as many characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations: users arrive at this many a second instead of all at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations: what the users say, en or zh (default en).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations: send each conversation&apos;s id in this header (session affinity for a router).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--conversations must be a whole number ≥ 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 applies to conversations: give --conversations N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--turns must be a whole number ≥ 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--turn-gap takes seconds ≥ 0, comma-separated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--think must be fixed, exponential or speaking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--words-per-minute must be a number ≥ 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--user-rate must be a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lab-cache-ttl must be a number of seconds ≥ 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: TTFT p95 within %2 ms at every turn (%3 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: TTFT p95 within %2 ms through turn %3 of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: TTFT p95 over %2 ms from the first turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  first sound p50  p95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last %1 turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history within %1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>summary every %1 turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first tool-call delta</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rest of the call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand-over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the follow-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>follow-up TTFT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tool-call turns: %1 sent, %2 called a tool, %3 answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; to the first answer p50 %1 ms, p95 %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; medians: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT P95 within %1 ms at every turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT P95 within %1 ms through turn %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT P95 over %1 ms from the first turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each of the %1 users per provider and cell warmed its own connection with a request of its own before its conversation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload is conversations of %1 turns: spoken caller turns (%2) with the model&apos;s actual replies in the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing TTFT by turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations: TTFT by turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every turn sends the history its cell&apos;s strategy keeps, with the model&apos;s actual replies; the bands run from each turn&apos;s P50 to its P95, and the dashed line is the limit each turn&apos;s P95 is held to. Below: the prompt tokens the server counted and, dashed, the cached ones it reported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2 (%3): %4; TTFT P50 turn 1 %5 ms, later turns %6 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): prompt cache lifetime between turns: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations: how each turn keeps the history: full, last:N (the last N turns), budget:N (the newest turns within N tokens) or summary:N (every N turns a summary of fixed size replaces them); several, comma-separated, are cells of their own with the same conversations (default full).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations: every Nth turn is a tool-call turn: the model must call one of the conversation&apos;s tools, the tool runs, and a follow-up request with its result gets the answer (every turn offers the tools).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations, tool-call turns: the tool takes this long (default 300 ms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations, tool-call turns: run this local command (through /bin/sh) for each call instead of waiting: the call comes on its standard input as JSON {&quot;name&quot;, &quot;arguments&quot;}, and what it prints is the tool&apos;s result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--history takes full, last:N, budget:N or summary:N, comma-separated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tool-every must be a whole number ≥ 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tool-delay and --tool-command apply to tool-call turns: give --tool-every N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tool-delay must be a number of milliseconds ≥ 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of them answered with a tool call, which has no text to time: E2E and output length only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations: tool-call turns, stage by stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool-call turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tool-call turn&apos;s silence, from its first request to the follow-up&apos;s first answer text, stage by stage: the model&apos;s first tool-call delta, the rest of the call, the client&apos;s hand-over, the tool, the follow-up&apos;s sending and its own TTFT. Each bar adds up the stages&apos; medians; the ticks are the whole&apos;s own P50 and P95.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to the first answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An agent that calls tools between answers: the first token starts each step, the whole response ends it. Judged on the P95 time to the first answer: TTFT, and for a conversation&apos;s tool-call turn the whole wait from its first request to the answer after the tool; tool-call times and E2E shown apart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline: first sound = ASR (%1) + LLM first token + first clause + hand-over + TTS first real audio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTS first real audio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline: audio format pcm, wav, mp3, opus, aac or flac (default pcm; the time to 100 ms of audio needs pcm, wav or mp3; the first real audio is found in all but aac).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline: OpenAI&apos;s stream_format: audio (the raw body) or sse (base64 audio in events); not sent by default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tts-stream-format must be audio or sse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the access log %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2: expected {&quot;t_ms&quot;: number ≥ 0, &quot;bytes&quot;: text} or {&quot;t_ms&quot;: …, &quot;bytes_b64&quot;: base64}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2: t_ms goes back in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the recording is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the recording %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown dialect &quot;%1&quot; for the replay; known: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carries no timestamps: replay it at a fixed pace, or record it in the timed format ({&quot;t_ms&quot;: …, &quot;bytes&quot;: …} per line).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot watch connections: epoll is not available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reserve a port for the connection-refused fault: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot listen on 127.0.0.1:%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench asr: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech recognition measured: utterances sent at real-time pace to an OpenAI-compatible /audio/transcriptions, timed from the speaker&apos;s last word.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure the embedded lab&apos;s recogniser (lab-asr), which is told what each utterance says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base URL of the endpoint, e.g. https://api.openai.com/v1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transcription model (default gpt-4o-transcribe; with --lab lab-asr).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own recording (any file sox reads); repeatable. Without it: built-in utterances in English and Chinese, spoken by espeak-ng.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the recordings of --wav say, in order (for the word error rate); repeatable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the built-in utterances in this language (en or zh); also sent as the language hint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send every utterance this many times (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for one JSON answer instead of transcript events.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the results as JSON to FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --lab or --url</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--language must be en or zh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the environment variable %1 is not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 utterance(s) to %2 (%3), sent at real-time pace, %4 time(s) each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 s of speech: failed, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 s of speech: end of speech → first partial %2 ms, → final %3 ms; WER %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of speech → first partial: P50 %1 ms, P95 %2 ms; → final transcript: P50 %3 ms, P95 %4 ms; WER %5 (mean); %6 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: ttft-bench COMMAND [OPTIONS]

Measures time to first token (TTFT) of streaming LLM APIs.

Commands:
  run       send streaming requests, print a summary, write requests.jsonl and summary.json
  lab       run the lab server standalone (an OpenAI-compatible simulated LLM)
  recover   rebuild a session file from a run&apos;s journal
  import    turn another tool&apos;s results (vLLM bench serve, GuideLLM, AIPerf) into a session file
  merge     merge session files (several machines, or imported runs) into one to compare
  merge-shards  merge the shards of one run (run --shard I/N) into that one run
  compare   compare two runs of the same plan: deltas with intervals, regressions (a CI gate)
  capacity  find the highest load at which a provider meets its SLOs (double, then bisect)
  probe     a small run again every interval for hours, one session, TTFT by hour of the day
  calibrate measure each transport&apos;s bias against the lab&apos;s ground truth
  asr       speech recognition: utterances at real-time pace, end of speech to the final transcript
  presets   list the provider presets (for run --preset)
  keys      store, show (masked) or delete API keys in the system keychain
  report    write a saved run&apos;s report (HTML, PDF), its CSV, summary.json or a Markdown table

Run &apos;ttft-bench COMMAND --help&apos; for the options of a command.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline: ASR finalization time added before each request: MS, normal:MEAN,SD, uniform:MIN,MAX, samples:V1,V2,… or measured:FILE (what &apos;ttft-bench asr --out FILE&apos; measured; default 300).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--asr: cannot read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--asr: %1 holds no measured transcription (write it with &apos;ttft-bench asr --out&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline, every stage measured: first sound = ASR (%1, the user&apos;s last word → final transcript) + hand-over to LLM + LLM first token + first clause + hand-over + TTS first real audio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand-over to LLM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed ASR/LLM/TTS</source>
        <extracomment>Voice pipeline table heading: turns whose speech recognition failed / failed LLM requests / failed TTS requests</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to LLM p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no complete turn (%2 of %3 with an ASR failure, %4 with an LLM failure, %5 with a TTS failure).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline: measure speech recognition in every turn instead of adding a time: base URL of an OpenAI-compatible transcription endpoint (POST …/audio/transcriptions, streamed; &apos;lab&apos;: the embedded lab&apos;s). Each turn&apos;s utterance is sent at real-time pace, its transcript is the LLM&apos;s prompt, and the turn is timed from the user&apos;s last word.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline, --asr-url: the recogniser&apos;s model (default gpt-4o-transcribe; with the lab, lab-asr).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline, --asr-url: speak only the built-in utterances in this language (en or zh), also sent as the hint; default: all of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline, --asr-url: speak your own recording (any file sox reads) instead of the built-in utterances; repeatable, spoken in turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline, --asr-wav: what the recording says, for the word error rate; one per --asr-wav, in order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline, --asr-url: name of the environment variable holding the recogniser&apos;s API key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 belongs to a recogniser measured in each turn: add --asr-url</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--asr adds a time, --asr-url measures one: give one of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--asr-language must be en or zh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--asr-text says what an --asr-wav recording says: one per recording at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech recognition is measured in each turn (%1): the user&apos;s utterance is sent at real-time pace, the ASR stage runs from their last word to the final transcript, and the transcript is handed over to the LLM as its prompt; the first clause ends at punctuation or %2 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use OpenAI&apos;s Realtime API over a WebSocket (GET …/realtime?intent=transcription, 24 kHz PCM, the server&apos;s voice activity detection ends the turn while silence keeps coming) instead of an HTTP upload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--realtime streams by nature: --no-stream does not apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 over the Realtime WebSocket API</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline, --asr-url: speak to the recogniser over OpenAI&apos;s Realtime WebSocket API (24 kHz PCM, the server&apos;s voice activity detection ends each turn) instead of the HTTP upload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline: the level at which the first real audio starts, the RMS of a 10 ms frame in dBFS (default -50; -120 to 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tts-onset-dbfs must be a level from -120 to 0 dBFS</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) failed because the client had no file descriptor left (it may open %1 files): those failures are the client&apos;s, not the server&apos;s. Run fewer streams, or raise the limit (ulimit -n).</source>
        <translation>
            <numerusform>%n request failed because the client had no file descriptor left (it may open %1 files): that failure is the client&apos;s, not the server&apos;s. Run fewer streams, or raise the limit (ulimit -n).</numerusform>
            <numerusform>%n requests failed because the client had no file descriptor left (it may open %1 files): those failures are the client&apos;s, not the server&apos;s. Run fewer streams, or raise the limit (ulimit -n).</numerusform>
        </translation>
    </message>
    <message>
        <source>ttft-bench run: %1. No summary and no session file were written (figures over part of the run would be wrong). &apos;ttft-bench recover %2 -o SESSION&apos; keeps every good line of the journal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No provider is included in the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan cannot run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the run journal %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the run&apos;s %1 records back: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lab configuration as JSON (models, latency, batch limits; see docs/guide/lab.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan file: providers, workload and plan as JSON (see docs/guide/cli.md).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::AnalysisPane</name>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where TTFT goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Release checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::BoxPlotChart</name>
    <message>
        <source>P5–P95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P1–P99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min–max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished requests yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box P25–P75, line median, whiskers %1, dots beyond</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n = %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::CapacityView</name>
    <message>
        <source>Not a capacity search. &apos;ttft-bench capacity --model M …&apos; finds the highest load at which a provider still meets its SLOs, and its session opens here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n level(s) tried, each judged on its steady window (in flight ≥ 95 % of the target; ramp-up and drain left out).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P95 (bar: 95 % interval)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within the noise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search judged no level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a capacity search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrival rate (req/s), log scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrent users, log scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capacity %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::CdfChart</name>
    <message>
        <source>%1 distribution (CDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished requests yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, log scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests done (%)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::ChartExportDialog</name>
    <message>
        <source>Export chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> DPI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pixels per inch: 96 is the chart as on screen; 300 makes a print-sized figure (the same pixels, larger text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolution:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the chart</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::ChartGeometry</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::ChecklistPanel</name>
    <message>
        <source>you: tick it when true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick when this holds: only you can say</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 checks pass, %3 fail, %4 need you</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>, %n known after the run</source>
        <translation>
            <numerusform>, %n known after the run</numerusform>
            <numerusform>, %n known after the run</numerusform>
        </translation>
    </message>
    <message>
        <source>Judged from the plan: no finished requests yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::ClientCalibration</name>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: median %2, p99 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the client adds to TTFT: client TTFT minus the lab&apos;s own first-token time, same request, over loopback.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ttft-bench calibrate measures more cases: body sizes, HTTP/2 through nginx, load.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::CompareView</name>
    <message>
        <source>All cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no cell)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Metric:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cell:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Whiskers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Log time axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time axes on a log scale (box plots, CDF, over the run): a slow provider&apos;s tail and a fast one&apos;s spread both readable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan cell the charts show (load level and prompt length); the verdicts cover every cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Verdicts&lt;/b&gt; — each pair of providers in each cell; a difference counts when its 95 % bootstrap interval excludes zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished requests yet. Run a plan or open a session to compare providers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All %1 cells pooled. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell %1 (%2 of %3; the verdicts below cover every cell). </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n measured request(s) with %1, warm-up and failures left out.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Log axis: the medians differ %1×.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::ConcurrencyView</name>
    <message>
        <source>%1 · %2 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 req/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>c%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrency (closed loop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrival rate (open loop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The arrival rate is offered when the run sent requests at rates (open loop).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P95 limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The knee is the first level whose TTFT P95 exceeds this limit, or reaches twice the lowest level&apos;s P95.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No measured request on this load axis.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished requests yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error rate (right axis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error rate (right axis): no errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrival rate (req/s per provider)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrency (requests in flight per provider)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT from the intended start (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, log scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error rate (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P95 limit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P95 %1 &gt; limit %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P95 %1 ≥ 2× lowest level&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 knee at %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2
%3 requests, %4 failed (%5 %)
P50 %6 · P95 %7 · P99 %8</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::ConnectionTester</name>
    <message>
        <source>%1 No request was sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed (%1, HTTP %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT %1 ms (HTTP %2, whole answer in %3 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer carried no text (HTTP %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test request was not sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test could not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::ConversationView</name>
    <message>
        <source>%1, %2 s apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT by turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No conversation turn was measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a conversation run. &apos;ttft-bench run --conversations N --turns K&apos; sends multi-turn conversations with the model&apos;s actual replies, and its session opens here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 more series in the run&apos;s table (ttft-bench report).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT P50 (band: to P95)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit of each turn&apos;s P95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cached tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a conversation run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P95 ≤ %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send → first answer (TTFT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First answer → last byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds since the cell&apos;s first turn was sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first %1 of %2 conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, turn %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 prompt tokens, %2 cached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: TTFT P50 %2, P95 %3; %4 prompt tokens, %5 cached; %6 of %7 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool-call turns</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::DecompositionView</name>
    <message>
        <source>Dispatch lag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DNS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server prefill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per provider and plan cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished requests yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean time to the first token (ms), from the intended start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>median TTFT %1, n %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: mean %2 from the intended start (TTFT %3 + dispatch lag), median TTFT %4, n %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: mean %2 (%3 %), median %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server figures from %1, for %2 of %3 requests; prefill is the server&apos;s TTFT minus its queue when it gave no prefill figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 requests: the server&apos;s figures exceeded what the client saw and were trimmed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unaccounted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no server timings: the server&apos;s time is in unaccounted (n %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unaccounted: what neither the client&apos;s phases nor the server&apos;s timings cover: time at the server before its timings start (waiting for a free slot, tokenisation, routing), the request and answer on the wire, and the client.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server gave no timings: queue and prefill are inside unaccounted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt handling (inferred)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot wait (inferred)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inferred, not measured: a slot wait where a request&apos;s prefill began as another request of the provider ended (%1 requests, up to %2 on the wire at once); prompt handling is the part of the gap before the server&apos;s timings that grows with the prompt on requests alone in flight (%3 ms per 1,000 tokens).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::EndpointsPanel</name>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a provider from a preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send one request to the selected provider and show its TTFT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked providers are measured side by side in the next run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lab server: fast, steady and slow models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Testing %1…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::GuideWindow</name>
    <message>
        <source>The guide page %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents of the guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workbench window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explore prompt length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity and regressions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cross-checking with the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beyond one machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ttft-bench command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Known limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building and testing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The guide page %1 was not found (looked in %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT Workbench guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT Workbench guide: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::LiveStatsModel</name>
    <message>
        <source>%1 measured requests, %2 warm-up requests (left out of the statistics)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No failed requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan cell: concurrency (c) or arrival rate (r), and prompt length (p)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured requests, failed ones included; warm-up requests are left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median time per output token after the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT p95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT p99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrival p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token of the successful measured requests, in milliseconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median TTFT of requests on a fresh connection: DNS, connect and TLS paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median TTFT of requests on a reused connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open loops: median TTFT counted from the planned arrival, what a user waited (queueing at the client included)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::LiveViews</name>
    <message>
        <source>TTFT histogram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request timeline</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::MainWindow</name>
    <message>
        <source>TTFT Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About TTFT Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About TTFT Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The embedded lab server could not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;TTFT Workbench&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Measures how fast streaming LLM APIs start answering.&lt;/p&gt;&lt;p&gt;Qt %2&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — TTFT Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the plan against the included providers (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the run: finished requests stay, requests on the wire end as cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrate client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure how much the client itself adds to TTFT, against the embedded lab&apos;s ground truth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved session or a run journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the run as a session file (no keys are written)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export requests.csv, summary.json and requests.jsonl to a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready. The lab server runs at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan cannot run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No provider is included. Tick a provider in Endpoints, or add one from a preset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run is under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Running %n provider(s)…</source>
        <translation>
            <numerusform>Running %n provider…</numerusform>
            <numerusform>Running %n providers…</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping: requests on the wire are being cancelled…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run could not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: %1 requests recorded, %2 failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished: %1 requests recorded, %2 failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Journal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrating the client against the lab: both transports, about ten seconds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client calibration: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client calibration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the run before opening another one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the providers on the requests finished so far (F5); the analysis refreshes itself when the run ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the run before comparing saved runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The voice pipeline cannot run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the embedded lab is not running, so its TTS endpoint cannot be reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Running %n provider(s), each answer&apos;s first clause to text-to-speech (%1)…</source>
        <translation>
            <numerusform>Running %n provider, each answer&apos;s first clause to text-to-speech (%1)…</numerusform>
            <numerusform>Running %n providers, each answer&apos;s first clause to text-to-speech (%1)…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Warnings: %2 (hover for details).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the API keys…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run was not started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting the embedded lab server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User &amp;guide</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::MessageListModel</name>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Content</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::MetricTimeChart</name>
    <message>
        <source>%1 over the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished requests yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trailing median of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds since the run started (s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::ModelListFetcher</name>
    <message>
        <source>%1 answered HTTP %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not answer with a list of models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not answer in time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::PercentileBarChart</name>
    <message>
        <source>%1 percentiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished requests yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::PipelineTable</name>
    <message>
        <source>%1 P50 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLM → TTS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLM failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTS failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First sound P50 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First sound P95 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First sound P99 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First 100 ms of audio P50 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dominant stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First sound P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>100 ms of audio P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 % of the first sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What-if (estimate): no complete turn to estimate from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What-if (estimate): P50 first sound %1 → %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ASR failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::PipelineView</name>
    <message>
        <source>median of the records: %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>punctuation or %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>punctuation only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as run (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change an assumption to estimate the first sound under it; the waterfall keeps the measured bars behind the estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This run has no TTS stage, so there is no voice pipeline to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ASR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every turn&apos;s ASR finalization takes this long instead of what the run assumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompts this fraction as long: each LLM first token loses the removed tokens&apos; prefill, by the provider&apos;s prompt-length fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TTS endpoint&apos;s time to first audio scaled to this share: 50 % is a TTS twice as fast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clause rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the first clause ends: punctuation, or this many characters, whichever comes first. Another rule is estimated from the answer&apos;s own pace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the measured figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To measure the time from the user&apos;s last word to the first sound (ASR, LLM first token, first clause, TTS first real audio), run with a TTS profile (ttft-bench run --tts-…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTS first real audio</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::PipelineWaterfall</name>
    <message>
        <source>P50 first sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P95 first sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured (behind the what-if)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P50 %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P95 %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This run has no TTS stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Milliseconds from the user&apos;s last word: stage medians end to end, ticks at the first sound&apos;s P50 and P95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · n %2 of %3 turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: median %2 ms, mean %3 ms (%4 % of the mean first sound)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; what-if median %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bar stacks each stage&apos;s median; the first sound&apos;s own percentiles are the ticks (a sum of medians is not the median of the sums).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no complete turn: %1 of %2 with an ASR failure, %3 with an LLM failure, %4 with a TTS failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First sound P50 %1, P95 %2, P99 %3 (%4 complete of %5 turns; ASR failed %6, LLM failed %7, TTS failed %8)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::PlanPanel</name>
    <message>
        <source>&amp;Mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequential (one request at a time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrency for a duration (closed loop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrival rate (open loop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep (several levels, prompt lengths)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep &amp;over:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrency levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrival rates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Warm-up requests:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per provider and cell; recorded, but left out of the statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rounds per provider:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Concurrency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests in flight per provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rate per provider:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> req/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Concurrency levels:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 1, 10, 50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ates (req/s):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 0.5, 1, 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Arrivals:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constant (evenly spaced)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poisson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gamma (set burstiness)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Burstiness:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gamma shape: 1 is Poisson, below 1 burstier, above 1 smoother</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max &amp;in flight:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrivals beyond it wait in the client; the wait shows as dispatch lag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each &amp;cell:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure each cell for a time, or for a number of requests per provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ramp-&amp;up:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread the workers&apos; starts over this time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Prompt lengths:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional, in tokens, e.g. 500, 2000, 8000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrivals, filler text and nonces follow from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Transport:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As each provider says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>libcurl (precise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both, side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;HTTP version:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP/1.1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP/2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrency levels must be whole numbers of at least 1, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rates must be positive numbers of requests per second, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt lengths must be whole numbers of tokens, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan cannot run: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check at least one provider to measure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ %1, %2 requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if a request takes about %1 s from start to last byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>location and network, e.g. office Wi-Fi, Shanghai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved with the run: figures from different places or networks are only comparable knowing that they differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the lab models&apos; own latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the lab models&apos; latency, and about %1 s a request for the others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations (multi-turn, growing history)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Users per provider:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated users, each holding one conversation; every turn sends the history with the model&apos;s actual replies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;urns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Gaps between turns (s):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 5, 30, 120</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a reply&apos;s end to the next turn; several are cells of their own with the same conversations, and show where a prompt cache stops carrying the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gap &amp;is:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exponential (its mean)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pause, then the next utterance spoken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Histor&amp;y kept:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full, last:4, budget:2000, summary:6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full; last:N turns; budget:N tokens (the oldest dropped); summary:N (every N turns a summary of fixed size replaces them). Several are cells of their own with the same conversations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Users &amp;speak:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gaps between turns must be seconds of at least 0, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History strategies are full, last:N, budget:N or summary:N, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;ool call every:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every Nth turn the model must call one of the conversation&apos;s tools; the tool runs, and a follow-up with its result gets the answer. The turn&apos;s wait is shown stage by stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too&amp;l takes:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::PromptLengthView</name>
    <message>
        <source>What if:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A prompt length: the table and the chart show the TTFT each provider&apos;s line predicts for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn N of a conversation: everything said in the turns before it plus its question.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at ~</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tokens/turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About how many tokens one turn (a question and its answer) takes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets the prompt length to everything said before that turn plus its question.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill (tokens/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed overhead (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT at %1 tokens (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of its requests hit the server&apos;s prefix cache: their prefill was shorter than their prompt, which flattens the line. Turn cache busting on for a true prefill rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All its requests had the same prompt length: sweep prompt lengths (Plan → prompt tokens) to fit a line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT does not grow with the prompt here: no prefill rate to speak of.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: prefill %2 tokens/s, fixed %3 ms, R² %4, n %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: TTFT does not grow with the prompt, n %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: one prompt length, no line, n %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 hit the prefix cache)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What if: %1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No request has a prompt length: the server reported no usage and the plan set no prompt-length target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished requests yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt length (tokens, as the server counted them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt length (tokens, the workload&apos;s target)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt length (tokens: the server&apos;s count, else the workload&apos;s target)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 prompt tokens, TTFT %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 prompt tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 predicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prefill rate the curve gives at the shortest prompt (%1 tokens) and at the longest (%2 tokens): the prompt&apos;s tokens ÷ its prefill time, as engines report prompt_per_second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quadratic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>linear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT ≈ a + b·n, or a + b·n + c·n² where prefill slows as the prompt grows: the shape that predicts held-out requests better (5-fold cross-validation; the quadratic must be 2 % better).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clamped to 0: the unconstrained fit wanted a negative fixed overhead, which no request can pay. The data do not support one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: prefill %2 tokens/s (quadratic), fixed %3 ms, R² %4, n %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, at %2 requests/s (the lightest load)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, at concurrency %2 (the lightest load)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::ProviderEditDialog</name>
    <message>
        <source>List models: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request and connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Base URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://api.example.com/v1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The embedded lab server (its port changes at each start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Wire format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenAI Chat Completions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenAI Responses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anthropic Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Google Gemini</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ollama chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ollama generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>llama.cpp /completion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hugging Face TGI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the server which models it offers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Authentication:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bearer token (Authorization header)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anthropic (x-api-key header)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure (api-key header)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Google (x-goog-api-key header)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API &amp;key from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An environment variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keychain &amp;entry:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Variable:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. OPENAI_API_KEY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a name for the key, e.g. openai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paste a key to store it in the keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store the key in the system keychain under the entry name; it is never written to a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the stored key and show it masked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The provider&apos;s colour in every chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL &amp;query:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. api-version=2024-10-21</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra &amp;headers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One per line: Name: value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra &amp;body fields:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A JSON object merged into every request body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect timeout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First-token timeout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Total timeout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;ransport:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>libcurl (precise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP &amp;version:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP/1.1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP/2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new connection for every request (cold-start view)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not verify the TLS certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each header line must look like &quot;Name: value&quot;: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the provider a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another provider is already called %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The base URL must start with http:// or https://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the model to measure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The extra body fields are not valid JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The extra body fields must be a JSON object: { &quot;name&quot;: value, ... }.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: the %1 header is not saved with the session; keep keys in a variable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No key is sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No key source: requests go out without a key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the keychain entry first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored in the keychain as %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the keychain as %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also &amp;trust:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a CA or server certificate file (PEM), e.g. a private gateway&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The certificate file %1 cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certificate to trust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: with verification off, anyone on the network path can impersonate the server and read the API key and the answers. Use it only for a server you control; prefer trusting its certificate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: this provider also trusts every certificate signed by the file above. Trust only a certificate you obtained from the server&apos;s owner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the keychain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storing in the keychain…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::ProviderListModel</name>
    <message>
        <source>%1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the embedded lab server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key: keychain entry %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key: environment variable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>embedded lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::RegressionDialog</name>
    <message>
        <source>Regressions between two runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline: %1
Candidate: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ The two runs did not measure the same thing (%1): differences may come from that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regression past</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A percentile counts as a regression when the candidate is surely slower (the interval of the difference above 0) by at least this: a share of the baseline (10%) or milliseconds (50ms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap baseline and candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No provider and cell in common.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Regression&lt;/b&gt; in %n of the provider-and-cell pairs.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No regression past the threshold; %n pair(s) faster.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P50 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P95 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P99 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference %1 ms, 95 % interval %2 to %3 ms (n %4 and %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2 (throttled %3 → %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REGRESSION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no significant change past the threshold</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::ReportActions</name>
    <message>
        <source>Summary table copied as Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run as a report to send: HTML with every chart embedded, or PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy summary as Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML report (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF report (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML and PDF, side by side (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per provider: n, errors, TTFT P50/P95/P99 and TPOT, as a Markdown table; a voice pipeline run adds its first-sound figures per LLM × TTS</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::RequestDetailView</name>
    <message>
        <source>run + %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a request to see its timestamps, headers, first bytes, answer and error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E2E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispatch lag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT from intended start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buffered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the answer arrived in one burst at the end: a proxy may hold the stream back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timestamps (from the request&apos;s start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intended start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DNS done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First reasoning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First answer text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last answer text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X-Request-ID sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server request id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes sent / received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wire events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started (wall clock)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First data received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer text kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s account (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server TTFT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server E2E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processing (openai-processing-ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headers of interest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model load</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::RequestTimelineView</name>
    <message>
        <source>Dispatch lag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect/TLS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for first token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Streaming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm-up (faded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One row per request appears here as requests finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests, in order of start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::RequestsModel</name>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warm-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warm-up, failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token: request start to the first visible answer text, ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first output of any kind (answer, reasoning, tool call), ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first sentence: the answer first holds a speakable clause, ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End to end: request start to the last byte, ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per output token after the first, ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan cell: concurrency level (c), arrival rate (r), prompt length (p)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFO ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFS ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E2E ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::RequestsPane</name>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search request id, model, error…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 requests</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::RunHistoryModel</name>
    <message>
        <source>%1 %2 / %3 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(in the journal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Did not end: can be recovered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovered from its journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Providers: TTFT P50 / P95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unreadable: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::RunHistoryPanel</name>
    <message>
        <source>Add sessions to the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions (*.ttft.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No runs directory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) in %1 and the sessions you opened or added. Select two or more to compare them.</source>
        <translation>
            <numerusform>%n run in %1 and the sessions you opened or added. Select two or more to compare them.</numerusform>
            <numerusform>%n runs in %1 and the sessions you opened or added. Select two or more to compare them.</numerusform>
        </translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add sessions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List session files from elsewhere (another machine, a colleague) beside your runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the selected runs side by side in the analysis views, each provider labelled by its run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot keep the imported results as %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import another tool&apos;s results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vLLM bench serve, GuideLLM or AIPerf results (*.json *.jsonl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import another tool&apos;s per-request results (vLLM bench serve --save-detailed, GuideLLM benchmarks JSON, AIPerf profile_export.jsonl) to compare them beside your runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regressions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two runs of the same plan, the older as the baseline: each percentile&apos;s difference with its 95 % interval, and the regressions past a threshold (as ttft-bench compare)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the run history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An import is under way; wait for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Importing %n file(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ttft::RunStatusWidget</name>
    <message>
        <source>ETA %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ETA –</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>took %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 done, %2 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell %1/%2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client&apos;s health is sampled while a run goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over the run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client keeps up and the machine has room: its timestamps can be trusted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client is not the limit, but the machine is busy: the figures may carry that contention.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client is the limit: its own delay is in the figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 2 s: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::ScenariosView</name>
    <message>
        <source>%1 %2 ≤ %3 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cells:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which plan cells (load level, prompt length) the verdicts count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished requests yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The limit this scenario holds every provider to; met at equality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 at most:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario&apos;s default (all cells)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario&apos;s default (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells counted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Over %n successful measured request(s), judged by no limit</source>
        <translation>
            <numerusform>Over %n successful measured request, judged by no limit</numerusform>
            <numerusform>Over %n successful measured requests, judged by no limit</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 failed (%2 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured requests in %1: %2 succeeded and count towards the figures, %3 failed; %4 warm-up requests left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranked by %1 %2: as small as possible, lowest first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::SessionFiles</name>
    <message>
        <source>%1: %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file is being read or written (%1); wait for it or cancel it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1: %2 requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select at least two runs to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Reading %n run(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Comparing %n run(s): %1 requests; each provider is labelled by its run.</source>
        <translation type="unfinished">
            <numerusform>Comparing %n run: %1 requests; each provider is labelled by its run.</numerusform>
            <numerusform>Comparing %n runs: %1 requests; each provider is labelled by its run.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs: a baseline and a candidate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regressions between two runs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Recovering %n run(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot recover %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the recovered run to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovered %1 finished requests of a run that did not end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeping the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot keep the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1: %2. Its journal %3 keeps every request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions and journals (*.ttft.json *.ttft.jsonl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions (*.ttft.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export requests.csv, summary.json and requests.jsonl to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover runs that did not end</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) did not end: the workbench or the machine stopped during the run. Every request that had finished is in its journal.

%1

Recover them now? (Otherwise they stay in the run history, where you can recover them later.)</source>
        <translation type="unfinished">
            <numerusform>%n run did not end: the workbench or the machine stopped during the run. Every request that had finished is in its journal.

%1

Recover them now? (Otherwise they stay in the run history, where you can recover them later.)</numerusform>
            <numerusform>%n runs did not end: the workbench or the machine stopped during the run. Every request that had finished is in its journal.

%1

Recover them now? (Otherwise they stay in the run history, where you can recover them later.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ttft::TimelineToolTip</name>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (HTTP %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s after the run start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispatch lag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DNS / connect / TLS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First byte (TTFB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First token (TTFT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End (E2E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warm-up</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::ToolTurnChart</name>
    <message>
        <source>P50 %1 · P95 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tool-call turns in this run. &apos;ttft-bench run --conversations N --turns K --tool-every M&apos; makes every Mth turn call a tool before it answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms from the turn&apos;s first request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tool-call turns, %2 called a tool, %3 answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: median %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the first answer: P50 %1, P95 %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::TtftHistogramCanvas</name>
    <message>
        <source>The TTFT histogram fills in as requests finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No successful measured requests yet (warm-up and failed requests are not counted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) above %1 not shown</source>
        <translation>
            <numerusform>%n request above %1 not shown</numerusform>
            <numerusform>%n requests above %1 not shown</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (n = %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p50 %1 · p95 %2 · p99 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token (ms, log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT %1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n request(s)</source>
        <translation>
            <numerusform>%1: %n request</numerusform>
            <numerusform>%1: %n requests</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ttft::TtftHistogramView</name>
    <message>
        <source>&amp;Level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show one plan level (concurrency or rate, prompt length) or all of them pooled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlaid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All providers in one chart, translucent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small multiples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One chart per provider on the same TTFT axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT on a logarithmic axis: providers that differ tenfold are both readable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::TtftOverTimeView</name>
    <message>
        <source>Warm-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median of the last %1, per level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT over time fills in as requests finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT (ms, log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request start, seconds since the run start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT on a logarithmic axis: fast and slow providers both readable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2
started at %3 s
TTFT %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (failed before the first token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (warm-up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (failed)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::VerdictTableModel</name>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p%1 of %2 minus p%1 of %3; %4 % bootstrap interval, %5 and %6 requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p50 A − B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p50 95 % CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p95 A − B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p95 95 % CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In plain words</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::VoicePanel</name>
    <message>
        <source>&amp;Send each answer&apos;s first clause to text-to-speech</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTS &amp;endpoint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lab, or a base URL such as https://api.openai.com/v1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;lab&quot; is the embedded lab server; the clause is sent to POST …/audio/speech under the base URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Models:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>comma-separated, e.g. lab-tts, lab-tts-slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each model gets every clause and is shown under its own name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Voice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. alloy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audio &amp;format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCM (16-bit mono)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WAV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MP3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AAC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FLAC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sample rate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Hz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rate the server sends PCM at (OpenAI: 24,000 Hz); it turns bytes into audio time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API &amp;key from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An environment variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. OPENAI_API_KEY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the entry&apos;s name, e.g. openai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;ASR finalization:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>300, normal:300,50, uniform:200,400 or samples:280,310,…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long speech recognition takes to finalize the user&apos;s last words, in ms: a constant, normal:MEAN,SD, uniform:MIN,MAX, or measured values drawn at random (samples:V1,V2,…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clause ends at:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>punctuation only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first clause ends at punctuation (。！？；， . ! ? ; ,) or after this many characters, whichever comes first; 0: at punctuation only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TTS endpoint must be &quot;lab&quot; (the embedded lab) or a base URL starting with http:// or https://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name at least one TTS model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TTS model %1 is listed twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the voice to ask for, e.g. alloy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ASR finalization time does not parse (%1). Write milliseconds (300), normal:MEAN,SD, uniform:MIN,MAX or samples:V1,V2,….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not parse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keychain e&amp;ntry:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Varia&amp;ble:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The embedded lab needs no key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No key source: speech requests go out without a key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audio in SSE events (OpenAI stream_format &quot;sse&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The audio comes base64-encoded in speech.audio.delta events instead of as the raw body (OpenAI&apos;s gpt-4o-mini-tts). Timed the same way: from the first event that carries audio.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measures the time to first audio, to the first real audio (after any leading silence) and to the first 100 ms of audio.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AAC is not decoded: only the time to first audio is measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 streams do not tell their duration: the time to first audio and to the first real audio are measured (the 100 ms mark needs PCM, WAV or MP3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A voice pipeline: each request&apos;s first sound = ASR finalization + the LLM&apos;s time to its first speakable clause + the TTS&apos;s time to its first real audio. Every TTS model gets the same clause at the same moment. With speech recognition measured, each turn starts with the user speaking and every stage is measured from their last word.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech &amp;recognition:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An added time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured in each turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured: each turn&apos;s utterance is sent at real-time pace to a transcription endpoint (POST …/audio/transcriptions, streamed), its final transcript is the LLM&apos;s prompt, and the ASR stage is the user&apos;s last word → the final transcript</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recogniser &amp;endpoint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recogniser m&amp;odel:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. lab-asr, gpt-4o-transcribe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The user &amp;says:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in utterances in English and Chinese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in utterances in English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in utterances in Chinese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spoken by espeak-ng, 3 to 9 s each, one per turn in order (your own recordings: ttft-bench run --asr-wav, or the plan&apos;s asr_live.recordings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its key&apos;s &amp;variable:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recogniser&apos;s endpoint must be &quot;lab&quot; (the embedded lab) or a base URL starting with http:// or https://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the recogniser&apos;s model, e.g. lab-asr or gpt-4o-transcribe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over the Realtime WebSocket API</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenAI&apos;s Realtime API for transcription: 24 kHz PCM in input_audio_buffer.append events, the microphone left open after the last word, and the server&apos;s voice activity detection ending the turn (instead of an HTTP upload that ends with the audio)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::WorkbenchLayout</name>
    <message>
        <source>Endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT histogram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live statistics (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run history</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ttft::WorkloadPanel</name>
    <message>
        <source>&amp;Scenario:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simple Q&amp;A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simple Q&amp;A (Chinese)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice assistant with history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice assistant with history (Chinese)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool-using agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long context (16k tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading a scenario replaces the messages and the settings below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages (system, history, user last):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a message after the selected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected message up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected message down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role of the selected message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text of the selected message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pad the prompt with filler conversation to about this many tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English filler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese filler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max_tokens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unchecked: the server&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>temperature:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top_p:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache busting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unique nonce opens every prompt: no prefix cache can skip the prefill and flatter TTFT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for token usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT then uses the server&apos;s own output token count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep each answer&apos;s text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra &amp;body:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON object merged into the request body, e.g. {&quot;seed&quot;: 7}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ %1 prompt tokens as written; filler pads them to ≈ %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ %1 prompt tokens, already above the %2-token target (no filler)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ %1 prompt tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra body: not a JSON object; the last valid one is used.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
