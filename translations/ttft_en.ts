<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ttft</name>
    <message>
        <source>Usage: ttft-bench COMMAND [OPTIONS]

Measures time to first token (TTFT) of streaming LLM APIs.

Commands:
  run     send streaming requests, print a summary, write requests.jsonl and summary.json
  lab     run the lab server standalone (an OpenAI-compatible simulated LLM)

Run &apos;ttft-bench COMMAND --help&apos; for the options of a command.
</source>
        <translation type="unfinished"></translation>
    </message>
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
        <source>Model name sent in the request.</source>
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
        <source>Measured requests, sent one after another (default 30).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm-up requests before them, recorded but not in the statistics (default 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>curl (precise, default) or qt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP version: 1.1 (default) or 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep each answer&apos;s text in requests.jsonl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directory for requests.jsonl and summary.json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect timeout in ms (default 10000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeout until the response starts, in ms (default 60000).</source>
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
        <source>Do not print a line per request.</source>
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
        <source>%1 %2/%3  FAILED %4: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2/%3  TTFT %4 ms  E2E %5 ms  tokens %6</source>
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
        <source>Measuring %1 at %2 with %3 over HTTP/%4: %5 warm-up + %6 requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against the lab&apos;s ground truth, client TTFT − server TTFT: median %1 ms, p99 %2 ms (%3 requests)</source>
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
        <source>Wrote %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped early: %1 of %2 requests recorded.</source>
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
        <extracomment>Summary table heading: number of requests with this figure</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>errors</source>
        <extracomment>Summary table heading: number of failed requests</extracomment>
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
