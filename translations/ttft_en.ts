<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ttft</name>
    <message>
        <source>ttft-bench: unknown command &apos;%1&apos; (try --help)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve the lab: an OpenAI-compatible simulated LLM on 127.0.0.1.</source>
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
        <source>max_tokens for each request.</source>
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
        <source>give either --base-url URL or --lab</source>
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
        <source>the environment variable %1 (from --api-key-env) is not set</source>
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
        <source>--max-tokens must be a positive whole number</source>
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
        <source>Cannot listen on 127.0.0.1:%1: %2</source>
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
        <source>Usage: ttft-bench COMMAND [OPTIONS]

Measures time to first token (TTFT) of streaming LLM APIs.

Commands:
  run       send streaming requests, print a summary, write requests.jsonl and summary.json
  lab       run the lab server standalone (an OpenAI-compatible simulated LLM)
  recover   rebuild a session file from a run&apos;s journal
  calibrate measure each transport&apos;s bias against the lab&apos;s ground truth

Run &apos;ttft-bench COMMAND --help&apos; for the options of a command.
</source>
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
        <source>Lab configuration as JSON (models, latency, batch limits; see README).</source>
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
        <source>%1 requests recorded, %2 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring %1: %2 plan, %3 cell(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2: TTFT ≈ %3 ms + prompt tokens ÷ %4 tokens/s (R² %5, %6 requests)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against the lab&apos;s ground truth, client TTFT − server TTFT: median %2 ms, p99 %3 ms (%4 requests)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: the client may have been the bottleneck: %1</source>
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
        <source>Plan file: providers, workload and plan as JSON (see README).</source>
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
        <source>Cannot watch connections: epoll is not available.</source>
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
        <source>Client: CPU %1 % of one core on average, peak %2 % of the machine; wake-up delay p99 %3 ms; dispatch lag p99 %4 ms</source>
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
        <source>&lt;h2&gt;TTFT Workbench&lt;/h2&gt;&lt;p&gt;Measures how fast streaming LLM APIs start answering: time to first token, first sentence, tokens per second and end-to-end latency.&lt;/p&gt;&lt;p&gt;The measuring engine runs from the command line today:&lt;br&gt;&lt;code&gt;ttft-bench run --lab&lt;/code&gt; measures the embedded lab server, &lt;code&gt;ttft-bench run --base-url URL --model M --api-key-env NAME&lt;/code&gt; a real provider.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About TTFT Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;TTFT Workbench&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Qt %2&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
