<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ttft</name>
    <message>
        <source>ttft-bench: unknown command '%1' (try --help)
</source>
        <translation>ttft-bench：未知命令“%1”（请试试 --help）
</translation>
    </message>
    <message>
        <source>Serve the lab: an OpenAI-compatible simulated LLM on 127.0.0.1.</source>
        <translation>运行实验室服务器：在 127.0.0.1 上提供兼容 OpenAI 的模拟 LLM。</translation>
    </message>
    <message>
        <source>TCP port on 127.0.0.1 (default 18000; 0 picks a free one).</source>
        <translation>127.0.0.1 上的 TCP 端口（默认 18000；0 表示自动选择空闲端口）。</translation>
    </message>
    <message>
        <source>Require 'Authorization: Bearer KEY', KEY read from this environment variable.</source>
        <translation>要求请求带有 'Authorization: Bearer KEY'，KEY 从此环境变量读取。</translation>
    </message>
    <message>
        <source>Seed for jitter and answer text (default 1).</source>
        <translation>抖动和回答文本的随机种子（默认 1）。</translation>
    </message>
    <message>
        <source>ttft-bench lab: %1</source>
        <translation>ttft-bench lab：%1</translation>
    </message>
    <message>
        <source>ttft-bench lab: --port must be a number from 0 to 65535</source>
        <translation>ttft-bench lab：--port 必须是 0 到 65535 之间的数字</translation>
    </message>
    <message>
        <source>ttft-bench lab: --seed must be a whole number</source>
        <translation>ttft-bench lab：--seed 必须是整数</translation>
    </message>
    <message>
        <source>ttft-bench lab: the environment variable %1 is not set</source>
        <translation>ttft-bench lab：环境变量 %1 未设置</translation>
    </message>
    <message>
        <source>ttft-bench lab: cannot start: %1</source>
        <translation>ttft-bench lab：无法启动：%1</translation>
    </message>
    <message>
        <source>Lab server listening at %1 (models: %2). Ground truth: %3. Ctrl+C stops it.</source>
        <translation>实验室服务器正在监听 %1（模型：%2）。服务端真值：%3。按 Ctrl+C 停止。</translation>
    </message>
    <message>
        <source>Lab server stopped.</source>
        <translation>实验室服务器已停止。</translation>
    </message>
    <message>
        <source>ttft-bench run: %1</source>
        <translation>ttft-bench run：%1</translation>
    </message>
    <message>
        <source>OpenAI-compatible base URL, e.g. https://api.openai.com/v1.</source>
        <translation>兼容 OpenAI 的基础 URL，例如 https://api.openai.com/v1。</translation>
    </message>
    <message>
        <source>Name of the environment variable holding the API key (the key itself is never written anywhere).</source>
        <translation>保存 API 密钥的环境变量名（密钥本身绝不会写入任何地方）。</translation>
    </message>
    <message>
        <source>Extra request header 'Name: value' (repeatable).</source>
        <translation>额外的请求头 'Name: value'（可重复）。</translation>
    </message>
    <message>
        <source>Start the embedded lab server and measure it (no key needed).</source>
        <translation>启动内置实验室服务器并对其测量（无需密钥）。</translation>
    </message>
    <message>
        <source>Provider name shown in the results.</source>
        <translation>结果中显示的服务商名称。</translation>
    </message>
    <message>
        <source>JSON file holding an OpenAI 'messages' array.</source>
        <translation>包含 OpenAI 'messages' 数组的 JSON 文件。</translation>
    </message>
    <message>
        <source>User prompt text (instead of --messages).</source>
        <translation>用户提示词文本（代替 --messages）。</translation>
    </message>
    <message>
        <source>max_tokens for each request.</source>
        <translation>每个请求的 max_tokens。</translation>
    </message>
    <message>
        <source>Sampling temperature.</source>
        <translation>采样温度。</translation>
    </message>
    <message>
        <source>Keep each answer's text in requests.jsonl.</source>
        <translation>在 requests.jsonl 中保留每个回答的文本。</translation>
    </message>
    <message>
        <source>Connect timeout in ms (default 10000).</source>
        <translation>连接超时，单位毫秒（默认 10000）。</translation>
    </message>
    <message>
        <source>Timeout for a whole request in ms (default 300000).</source>
        <translation>整个请求的超时，单位毫秒（默认 300000）。</translation>
    </message>
    <message>
        <source>Do not verify the server's TLS certificate (recorded).</source>
        <translation>不验证服务器的 TLS 证书（会被记录）。</translation>
    </message>
    <message>
        <source>warm-up</source>
        <translation>预热</translation>
    </message>
    <message>
        <source>request</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Send streaming chat requests and measure time to first token.</source>
        <translation>发送流式对话请求并测量首 token 时间。</translation>
    </message>
    <message>
        <source>unexpected argument '%1'</source>
        <translation>多余的参数“%1”</translation>
    </message>
    <message>
        <source>give either --base-url URL or --lab</source>
        <translation>请指定 --base-url URL 或 --lab 其中之一</translation>
    </message>
    <message>
        <source>--base-url must start with http:// or https://</source>
        <translation>--base-url 必须以 http:// 或 https:// 开头</translation>
    </message>
    <message>
        <source>--model is required with --base-url</source>
        <translation>使用 --base-url 时必须指定 --model</translation>
    </message>
    <message>
        <source>--header must look like 'Name: value', got '%1'</source>
        <translation>--header 的格式应为 'Name: value'，实际为“%1”</translation>
    </message>
    <message>
        <source>--transport must be curl or qt</source>
        <translation>--transport 必须是 curl 或 qt</translation>
    </message>
    <message>
        <source>--http must be 1.1 or 2</source>
        <translation>--http 必须是 1.1 或 2</translation>
    </message>
    <message>
        <source>timeouts must be positive whole milliseconds</source>
        <translation>超时必须是正整数毫秒</translation>
    </message>
    <message>
        <source>the environment variable %1 (from --api-key-env) is not set</source>
        <translation>环境变量 %1（来自 --api-key-env）未设置</translation>
    </message>
    <message>
        <source>give --messages or --prompt, not both</source>
        <translation>--messages 和 --prompt 只能指定其一</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 does not hold a JSON array of messages</source>
        <translation>%1 中不是消息的 JSON 数组</translation>
    </message>
    <message>
        <source>--max-tokens must be a positive whole number</source>
        <translation>--max-tokens 必须是正整数</translation>
    </message>
    <message>
        <source>--temperature must be a number ≥ 0</source>
        <translation>--temperature 必须是 ≥ 0 的数字</translation>
    </message>
    <message>
        <source>--rounds must be a whole number ≥ 1</source>
        <translation>--rounds 必须是 ≥ 1 的整数</translation>
    </message>
    <message>
        <source>--warmup must be a whole number ≥ 0</source>
        <translation>--warmup 必须是 ≥ 0 的整数</translation>
    </message>
    <message>
        <source>cannot create the output directory %1</source>
        <translation>无法创建输出目录 %1</translation>
    </message>
    <message>
        <source>ttft-bench run: cannot start the lab server: %1</source>
        <translation>ttft-bench run：无法启动实验室服务器：%1</translation>
    </message>
    <message>
        <source>ttft-bench run: cannot write summary.json: %1</source>
        <translation>ttft-bench run：无法写入 summary.json：%1</translation>
    </message>
    <message>
        <source>ttft-bench run: cannot write requests.jsonl: %1</source>
        <translation>ttft-bench run：无法写入 requests.jsonl：%1</translation>
    </message>
    <message>
        <source>ttft-bench run: all %1 measured requests failed; first error: %2: %3</source>
        <translation>ttft-bench run：全部 %1 个计入统计的请求都失败了；第一个错误：%2：%3</translation>
    </message>
    <message>
        <source>ttft-bench run: no measured request was completed</source>
        <translation>ttft-bench run：没有完成任何计入统计的请求</translation>
    </message>
    <message>
        <source>Cannot listen on 127.0.0.1:%1: %2</source>
        <translation>无法监听 127.0.0.1:%1：%2</translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <extracomment>Summary table row: time to first token, milliseconds</extracomment>
        <translation>TTFT（毫秒）</translation>
    </message>
    <message>
        <source>TTFB (ms)</source>
        <extracomment>Summary table row: time to first byte, milliseconds</extracomment>
        <translation>TTFB（毫秒）</translation>
    </message>
    <message>
        <source>TTFO (ms)</source>
        <extracomment>Summary table row: time to first output of any kind, milliseconds</extracomment>
        <translation>TTFO（毫秒）</translation>
    </message>
    <message>
        <source>TPOT (ms)</source>
        <extracomment>Summary table row: time per output token, milliseconds</extracomment>
        <translation>TPOT（毫秒）</translation>
    </message>
    <message>
        <source>E2E (ms)</source>
        <extracomment>Summary table row: end-to-end latency, milliseconds</extracomment>
        <translation>端到端（毫秒）</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <extracomment>Summary table row: tokens generated per request</extracomment>
        <translation>输出 token 数</translation>
    </message>
    <message>
        <source>Metric</source>
        <extracomment>Summary table heading of the row-label column</extracomment>
        <translation>指标</translation>
    </message>
    <message>
        <source>count</source>
        <extracomment>Summary table heading: number of requests with this figure
----------
Group table heading: number of measured requests (warm-up excluded)</extracomment>
        <translation>数量</translation>
    </message>
    <message>
        <source>errors</source>
        <extracomment>Summary table heading: number of failed requests
----------
Group table heading: number of failed requests</extracomment>
        <translation>错误</translation>
    </message>
    <message>
        <source>mean</source>
        <extracomment>Summary table heading: arithmetic mean</extracomment>
        <translation>均值</translation>
    </message>
    <message>
        <source>p50</source>
        <extracomment>Summary table heading: 50th percentile (median)</extracomment>
        <translation>p50</translation>
    </message>
    <message>
        <source>p90</source>
        <extracomment>Summary table heading: 90th percentile</extracomment>
        <translation>p90</translation>
    </message>
    <message>
        <source>p95</source>
        <extracomment>Summary table heading: 95th percentile</extracomment>
        <translation>p95</translation>
    </message>
    <message>
        <source>p99</source>
        <extracomment>Summary table heading: 99th percentile</extracomment>
        <translation>p99</translation>
    </message>
    <message>
        <source>max</source>
        <extracomment>Summary table heading: maximum</extracomment>
        <translation>最大值</translation>
    </message>
    <message>
        <source>Usage: ttft-bench COMMAND [OPTIONS]

Measures time to first token (TTFT) of streaming LLM APIs.

Commands:
  run       send streaming requests, print a summary, write requests.jsonl and summary.json
  lab       run the lab server standalone (an OpenAI-compatible simulated LLM)
  recover   rebuild a session file from a run's journal
  calibrate measure each transport's bias against the lab's ground truth

Run 'ttft-bench COMMAND --help' for the options of a command.
</source>
        <translation>用法：ttft-bench 命令 [选项]

测量流式 LLM API 的首 token 时间（TTFT）。

命令：
  run       发送流式请求，打印汇总，写出 requests.jsonl 和 summary.json
  lab       单独运行实验室服务器（兼容 OpenAI 的模拟 LLM）
  recover   根据运行日志重建会话文件
  calibrate 对照实验室服务端真值测量各传输方式的偏差

运行 'ttft-bench 命令 --help' 查看该命令的选项。
</translation>
    </message>
    <message>
        <source>Measure each transport's TTFT against the lab server's ground truth.</source>
        <translation>对照实验室服务器的服务端真值，测量各传输方式的 TTFT。</translation>
    </message>
    <message>
        <source>Measured requests at concurrency 1 (default 30).</source>
        <translation>并发为 1 时计入统计的请求数（默认 30）。</translation>
    </message>
    <message>
        <source>Measured requests per worker above concurrency 1 (default 2).</source>
        <translation>并发大于 1 时每个工作者计入统计的请求数（默认 2）。</translation>
    </message>
    <message>
        <source>The lab's first-token delay (default 200).</source>
        <translation>实验室的首 token 延迟（默认 200）。</translation>
    </message>
    <message>
        <source>Concurrency levels (default 1,100).</source>
        <translation>并发级别（默认 1,100）。</translation>
    </message>
    <message>
        <source>Request body sizes in KiB (default 1,16,64).</source>
        <translation>请求体大小，单位 KiB（默认 1,16,64）。</translation>
    </message>
    <message>
        <source>Skip the rows through nginx (HTTP/2).</source>
        <translation>跳过经由 nginx 的各行（HTTP/2）。</translation>
    </message>
    <message>
        <source>Also write the table as JSON to FILE.</source>
        <translation>同时把表格以 JSON 写入 FILE。</translation>
    </message>
    <message>
        <source>ttft-bench calibrate: %1</source>
        <translation>ttft-bench calibrate：%1</translation>
    </message>
    <message>
        <source>ttft-bench calibrate: counts, delays and sizes must be positive whole numbers</source>
        <translation>ttft-bench calibrate：次数、延迟和大小必须是正整数</translation>
    </message>
    <message>
        <source>ttft-bench calibrate: cannot start the lab server: %1</source>
        <translation>ttft-bench calibrate：无法启动实验室服务器：%1</translation>
    </message>
    <message>
        <source>Skipping the rows through nginx: %1</source>
        <translation>跳过经由 nginx 的各行：%1</translation>
    </message>
    <message>
        <source>Client TTFT minus the lab's ground truth, first token at %1 ms (ms; lower is better)</source>
        <translation>客户端 TTFT 减去实验室服务端真值，首 token 在 %1 毫秒（单位毫秒；越低越好）</translation>
    </message>
    <message>
        <source>ttft-bench calibrate: cannot write %1: %2</source>
        <translation>ttft-bench calibrate：无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Lab configuration as JSON (models, latency, batch limits; see README).</source>
        <translation>JSON 格式的实验室配置（模型、延迟、批大小上限；见 README）。</translation>
    </message>
    <message>
        <source>Requests each model serves at once; the rest queue (0: no limit).</source>
        <translation>每个模型同时服务的请求数，其余排队（0：不限）。</translation>
    </message>
    <message>
        <source>ttft-bench lab: %1: %2</source>
        <translation>ttft-bench lab：%1：%2</translation>
    </message>
    <message>
        <source>ttft-bench lab: --batch-limit must be a whole number ≥ 0</source>
        <translation>ttft-bench lab：--batch-limit 必须是 ≥ 0 的整数</translation>
    </message>
    <message>
        <source>Rebuild a session file from a run's journal (after a crash or a kill).</source>
        <translation>根据运行日志重建会话文件（在崩溃或被终止之后）。</translation>
    </message>
    <message>
        <source>The session file to write (*.ttft.json).</source>
        <translation>要写入的会话文件（*.ttft.json）。</translation>
    </message>
    <message>
        <source>Replace SESSION if it exists.</source>
        <translation>如果 SESSION 已存在则替换。</translation>
    </message>
    <message>
        <source>The run's journal (run.ttft.jsonl).</source>
        <translation>运行日志（run.ttft.jsonl）。</translation>
    </message>
    <message>
        <source>ttft-bench recover: %1</source>
        <translation>ttft-bench recover：%1</translation>
    </message>
    <message>
        <source>ttft-bench recover: usage: ttft-bench recover JOURNAL -o SESSION</source>
        <translation>ttft-bench recover：用法：ttft-bench recover 日志 -o 会话</translation>
    </message>
    <message>
        <source>ttft-bench recover: %1 exists; nothing was changed (use --force to replace it)</source>
        <translation>ttft-bench recover：%1 已存在，未做任何更改（使用 --force 替换）</translation>
    </message>
    <message>
        <source>ttft-bench recover: cannot write %1: %2</source>
        <translation>ttft-bench recover：无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Recovered %1 requests (%2 warm-up) into %3; %4 damaged line(s) skipped.</source>
        <translation>已恢复 %1 个请求（其中 %2 个预热）到 %3；跳过 %4 行损坏内容。</translation>
    </message>
    <message>
        <source>%1 #%2 %3  FAILED %4: %5</source>
        <translation>%1 #%2 %3  失败 %4：%5</translation>
    </message>
    <message>
        <source>%1 #%2 %3  TTFT %4 ms  E2E %5 ms  tokens %6</source>
        <translation>%1 #%2 %3  TTFT %4 毫秒  端到端 %5 毫秒  token 数 %6</translation>
    </message>
    <message>
        <source>Cell %1 of %2: %3</source>
        <translation>单元 %1/%2：%3</translation>
    </message>
    <message>
        <source>%1 requests recorded, %2 failed</source>
        <translation>已记录 %1 个请求，%2 个失败</translation>
    </message>
    <message>
        <source>Measuring %1: %2 plan, %3 cell(s)</source>
        <translation>正在测量 %1：%2 计划，%3 个单元</translation>
    </message>
    <message>
        <source>%1 at %2: TTFT ≈ %3 ms + prompt tokens ÷ %4 tokens/s (R² %5, %6 requests)</source>
        <translation>%1 在 %2：TTFT ≈ %3 毫秒 + 提示词 token 数 ÷ %4 token/秒（R² %5，%6 个请求）</translation>
    </message>
    <message>
        <source>%1 against the lab's ground truth, client TTFT − server TTFT: median %2 ms, p99 %3 ms (%4 requests)</source>
        <translation>%1 对照实验室服务端真值，客户端 TTFT − 服务端 TTFT：中位数 %2 毫秒，p99 %3 毫秒（%4 个请求）</translation>
    </message>
    <message>
        <source>Warning: the client may have been the bottleneck: %1</source>
        <translation>警告：客户端本身可能是瓶颈：%1</translation>
    </message>
    <message>
        <source>ttft-bench run: cannot write the session file: %1</source>
        <translation>ttft-bench run：无法写入会话文件：%1</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写出 %1</translation>
    </message>
    <message>
        <source>Stopped early: %1 requests recorded.</source>
        <translation>提前停止：已记录 %1 个请求。</translation>
    </message>
    <message>
        <source>Plan file: providers, workload and plan as JSON (see README).</source>
        <translation>计划文件：以 JSON 描述服务商、工作负载和计划（见 README）。</translation>
    </message>
    <message>
        <source>Model name sent in the request; several, comma-separated, are measured side by side.</source>
        <translation>请求中发送的模型名称；用逗号分隔多个模型时并排测量。</translation>
    </message>
    <message>
        <source>Lab server: requests served at once per model; the rest queue.</source>
        <translation>实验室服务器：每个模型同时服务的请求数，其余排队。</translation>
    </message>
    <message>
        <source>Workload template: qa, qa-zh, voice, voice-zh, agent or long.</source>
        <translation>工作负载模板：qa、qa-zh、voice、voice-zh、agent 或 long。</translation>
    </message>
    <message>
        <source>Language of the filler history added to reach --prompt-tokens: en or zh.</source>
        <translation>为达到 --prompt-tokens 而添加的填充历史的语言：en 或 zh。</translation>
    </message>
    <message>
        <source>Goodput: a request counts only with TTFT at most this many ms.</source>
        <translation>有效吞吐：只有 TTFT 不超过该毫秒数的请求才计入。</translation>
    </message>
    <message>
        <source>Goodput: … and TPOT at most this many ms.</source>
        <translation>有效吞吐：……且 TPOT 不超过该毫秒数。</translation>
    </message>
    <message>
        <source>Goodput: … and end-to-end latency at most this many ms.</source>
        <translation>有效吞吐：……且端到端延迟不超过该毫秒数。</translation>
    </message>
    <message>
        <source>Sequential plan: measured requests per provider (default 30).</source>
        <translation>顺序计划：每个服务商计入统计的请求数（默认 30）。</translation>
    </message>
    <message>
        <source>Warm-up requests per provider and cell, recorded but not in the statistics (default 5).</source>
        <translation>每个服务商每个单元的预热请求数，会被记录但不计入统计（默认 5）。</translation>
    </message>
    <message>
        <source>Closed loop: concurrent requests per provider; several levels, comma-separated, make a sweep. With --rate: the in-flight limit.</source>
        <translation>闭环：每个服务商的并发请求数；用逗号分隔多个级别即为扫描。与 --rate 一起使用时：在途请求上限。</translation>
    </message>
    <message>
        <source>Open loop: arrivals per second per provider; several, comma-separated, make a sweep.</source>
        <translation>开环：每个服务商每秒到达的请求数；用逗号分隔多个值即为扫描。</translation>
    </message>
    <message>
        <source>Open-loop arrivals: constant, poisson or gamma (default constant).</source>
        <translation>开环到达方式：constant、poisson 或 gamma（默认 constant）。</translation>
    </message>
    <message>
        <source>Gamma arrivals: shape (1 = Poisson, below 1 burstier).</source>
        <translation>Gamma 到达：形状参数（1 = 泊松，小于 1 更突发）。</translation>
    </message>
    <message>
        <source>Closed/open loop: seconds each cell is measured after its warm-up.</source>
        <translation>闭环/开环：每个单元在预热后测量的秒数。</translation>
    </message>
    <message>
        <source>Closed/open loop: measured requests per provider and cell (default 30 when no duration).</source>
        <translation>闭环/开环：每个服务商每个单元计入统计的请求数（未指定时长时默认 30）。</translation>
    </message>
    <message>
        <source>Closed loop: spread the workers' starts over this many seconds.</source>
        <translation>闭环：在这么多秒内错开各工作者的启动。</translation>
    </message>
    <message>
        <source>Prompt-length targets in tokens, comma-separated (filler history is added to reach them).</source>
        <translation>提示词长度目标（token 数），用逗号分隔（会添加填充历史以达到目标）。</translation>
    </message>
    <message>
        <source>Do not open each prompt with a unique nonce (prefix caches may then flatter TTFT).</source>
        <translation>不在每个提示词开头加入唯一随机串（前缀缓存可能因此美化 TTFT）。</translation>
    </message>
    <message>
        <source>A new connection for every request (cold-start view) instead of a warmed pool.</source>
        <translation>每个请求使用新连接（冷启动视角），而不是预热过的连接池。</translation>
    </message>
    <message>
        <source>Seed for arrivals, filler text and nonces (default 1).</source>
        <translation>到达过程、填充文本和随机串的种子（默认 1）。</translation>
    </message>
    <message>
        <source>Directory for requests.jsonl, summary.json, the journal and the session file.</source>
        <translation>存放 requests.jsonl、summary.json、运行日志和会话文件的目录。</translation>
    </message>
    <message>
        <source>Your note on where this runs (location, network), saved with the run.</source>
        <translation>关于运行环境的备注（位置、网络），随运行一起保存。</translation>
    </message>
    <message>
        <source>Timeout until the first output, in ms (default 60000).</source>
        <translation>等待首个输出的超时，单位毫秒（默认 60000）。</translation>
    </message>
    <message>
        <source>Do not print progress lines.</source>
        <translation>不打印进度行。</translation>
    </message>
    <message>
        <source>%1 is not valid JSON</source>
        <translation>%1 不是有效的 JSON</translation>
    </message>
    <message>
        <source>%1 must hold a JSON object</source>
        <translation>%1 必须是一个 JSON 对象</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: "lab": %2</source>
        <translation>%1："lab"：%2</translation>
    </message>
    <message>
        <source>--plan names its providers; drop --base-url and --model</source>
        <translation>--plan 已指定服务商，请去掉 --base-url 和 --model</translation>
    </message>
    <message>
        <source>--name names one provider; with several models the model names are used</source>
        <translation>--name 只能命名一个服务商；有多个模型时使用模型名称</translation>
    </message>
    <message>
        <source>no provider to measure</source>
        <translation>没有可测量的服务商</translation>
    </message>
    <message>
        <source>unknown --template '%1' (known: %2)</source>
        <translation>未知的 --template“%1”（可用：%2）</translation>
    </message>
    <message>
        <source>--filler-language must be en or zh</source>
        <translation>--filler-language 必须是 en 或 zh</translation>
    </message>
    <message>
        <source>give --template, --messages or --prompt, only one</source>
        <translation>--template、--messages、--prompt 只能指定其一</translation>
    </message>
    <message>
        <source>--concurrency takes whole numbers ≥ 1, comma-separated</source>
        <translation>--concurrency 接受 ≥ 1 的整数，用逗号分隔</translation>
    </message>
    <message>
        <source>--rate takes positive numbers, comma-separated</source>
        <translation>--rate 接受正数，用逗号分隔</translation>
    </message>
    <message>
        <source>with --rate, --concurrency is one whole number ≥ 1: the in-flight limit</source>
        <translation>与 --rate 一起使用时，--concurrency 是一个 ≥ 1 的整数：在途请求上限</translation>
    </message>
    <message>
        <source>--arrival must be constant, poisson or gamma</source>
        <translation>--arrival 必须是 constant、poisson 或 gamma</translation>
    </message>
    <message>
        <source>--burstiness must be a positive number</source>
        <translation>--burstiness 必须是正数</translation>
    </message>
    <message>
        <source>--duration must be a positive number of seconds</source>
        <translation>--duration 必须是正的秒数</translation>
    </message>
    <message>
        <source>--requests must be a whole number ≥ 1</source>
        <translation>--requests 必须是 ≥ 1 的整数</translation>
    </message>
    <message>
        <source>--ramp-up must be a number of seconds ≥ 0</source>
        <translation>--ramp-up 必须是 ≥ 0 的秒数</translation>
    </message>
    <message>
        <source>--prompt-tokens takes whole numbers ≥ 1, comma-separated</source>
        <translation>--prompt-tokens 接受 ≥ 1 的整数，用逗号分隔</translation>
    </message>
    <message>
        <source>--seed must be a whole number</source>
        <translation>--seed 必须是整数</translation>
    </message>
    <message>
        <source>the plan cannot run: %1</source>
        <translation>该计划无法运行：%1</translation>
    </message>
    <message>
        <source>--lab-batch-limit must be a whole number ≥ 0</source>
        <translation>--lab-batch-limit 必须是 ≥ 0 的整数</translation>
    </message>
    <message>
        <source>SLO limits must be positive numbers of milliseconds</source>
        <translation>SLO 上限必须是正的毫秒数</translation>
    </message>
    <message>
        <source>Cannot watch connections: epoll is not available.</source>
        <translation>无法监视连接：epoll 不可用。</translation>
    </message>
    <message>
        <source>%1 % CI %2 to %3 ms</source>
        <translation>%1% 置信区间 %2 至 %3 毫秒</translation>
    </message>
    <message>
        <source>%1 is faster than %2 at %3 by %4 ms (%5)</source>
        <translation>%1 在 %3 上比 %2 快 %4 毫秒（%5）</translation>
    </message>
    <message>
        <source>no significant difference between %1 and %2 at %3 (%4)</source>
        <translation>%1 与 %2 在 %3 上无显著差异（%4）</translation>
    </message>
    <message>
        <source>Provider</source>
        <extracomment>Group table heading: the provider's name</extracomment>
        <translation>服务商</translation>
    </message>
    <message>
        <source>Cell</source>
        <extracomment>Group table heading: the plan cell (concurrency or arrival rate × prompt length)</extracomment>
        <translation>单元</translation>
    </message>
    <message>
        <source>TTFT p50</source>
        <extracomment>Group table heading: median time to first token, milliseconds</extracomment>
        <translation>TTFT p50</translation>
    </message>
    <message>
        <source>TTFT p95</source>
        <extracomment>Group table heading: 95th percentile of time to first token, milliseconds</extracomment>
        <translation>TTFT p95</translation>
    </message>
    <message>
        <source>TTFT p99</source>
        <extracomment>Group table heading: 99th percentile of time to first token, milliseconds</extracomment>
        <translation>TTFT p99</translation>
    </message>
    <message>
        <source>TPOT p50</source>
        <extracomment>Group table heading: median time per output token, milliseconds</extracomment>
        <translation>TPOT p50</translation>
    </message>
    <message>
        <source>E2E p50</source>
        <extracomment>Group table heading: median end-to-end latency, milliseconds</extracomment>
        <translation>端到端 p50</translation>
    </message>
    <message>
        <source>lag p99</source>
        <extracomment>Group table heading: 99th percentile of the delay between the planned and the actual send time, milliseconds</extracomment>
        <translation>派发滞后 p99</translation>
    </message>
    <message>
        <source>Client: CPU %1 % of one core on average, peak %2 % of the machine; wake-up delay p99 %3 ms; dispatch lag p99 %4 ms</source>
        <translation>客户端：平均占用单核 CPU 的 %1%，峰值占整机的 %2%；唤醒延迟 p99 %3 毫秒；派发滞后 p99 %4 毫秒</translation>
    </message>
    <message>
        <source>curl (precise, default) or qt; both, comma-separated, measure every provider with each.</source>
        <translation>curl（精确，默认）或 qt；用逗号同时给出两者时，每个服务商分别用两者测量。</translation>
    </message>
    <message>
        <source>HTTP version: 1.1 (default) or 2; both, comma-separated, measure every provider with each.</source>
        <translation>HTTP 版本：1.1（默认）或 2；用逗号同时给出两者时，每个服务商分别用两者测量。</translation>
    </message>
</context>
<context>
    <name>ttft::MainWindow</name>
    <message>
        <source>TTFT Workbench</source>
        <translation>TTFT 工作台</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;About TTFT Workbench</source>
        <translation>关于 TTFT 工作台(&amp;A)</translation>
    </message>
    <message>
        <source>&lt;h2&gt;TTFT Workbench&lt;/h2&gt;&lt;p&gt;Measures how fast streaming LLM APIs start answering: time to first token, first sentence, tokens per second and end-to-end latency.&lt;/p&gt;&lt;p&gt;The measuring engine runs from the command line today:&lt;br&gt;&lt;code&gt;ttft-bench run --lab&lt;/code&gt; measures the embedded lab server, &lt;code&gt;ttft-bench run --base-url URL --model M --api-key-env NAME&lt;/code&gt; a real provider.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;TTFT 工作台&lt;/h2&gt;&lt;p&gt;测量流式 LLM API 多快开始回答：首 token 时间、首句时间、每秒 token 数和端到端延迟。&lt;/p&gt;&lt;p&gt;目前可通过命令行使用测量引擎：&lt;br&gt;&lt;code&gt;ttft-bench run --lab&lt;/code&gt; 测量内置实验室服务器，&lt;code&gt;ttft-bench run --base-url URL --model M --api-key-env NAME&lt;/code&gt; 测量真实的服务商。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>About TTFT Workbench</source>
        <translation>关于 TTFT 工作台</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;TTFT Workbench&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Qt %2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;TTFT 工作台&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Qt %2&lt;/p&gt;</translation>
    </message>
</context>
</TS>
