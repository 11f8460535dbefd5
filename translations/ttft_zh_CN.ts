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
    <message>
        <source>Usage: ttft-bench COMMAND [OPTIONS]

Measures time to first token (TTFT) of streaming LLM APIs.

Commands:
  run       send streaming requests, print a summary, write requests.jsonl and summary.json
  lab       run the lab server standalone (an OpenAI-compatible simulated LLM)
  recover   rebuild a session file from a run's journal
  calibrate measure each transport's bias against the lab's ground truth
  presets   list the provider presets (for run --preset)
  keys      store, show (masked) or delete API keys in the system keychain

Run 'ttft-bench COMMAND --help' for the options of a command.
</source>
        <translation>用法：ttft-bench 命令 [选项]

测量流式 LLM API 的首 token 时间（TTFT）。

命令：
  run       发送流式请求，打印汇总，写出 requests.jsonl 和 summary.json
  lab       单独运行实验室服务器（兼容 OpenAI 的模拟 LLM）
  recover   根据运行日志重建会话文件
  calibrate 对照实验室的服务端真值测量各传输方式的偏差
  presets   列出服务商预设（用于 run --preset）
  keys      在系统钥匙串中保存、显示（打码）或删除 API 密钥

运行 'ttft-bench 命令 --help' 查看该命令的选项。
</translation>
    </message>
    <message>
        <source>ttft-bench keys: %1</source>
        <translation>ttft-bench keys：%1</translation>
    </message>
    <message>
        <source>Key for %1 (not shown): </source>
        <translation>%1 的密钥（输入不显示）：</translation>
    </message>
    <message>
        <source>no key on standard input; nothing was stored</source>
        <translation>标准输入中没有密钥；未保存任何内容</translation>
    </message>
    <message>
        <source>the key on standard input spans several lines; nothing was stored</source>
        <translation>标准输入中的密钥跨越了多行；未保存任何内容</translation>
    </message>
    <message>
        <source>API keys in the system keychain (service "%1"), for run --api-key-keychain NAME.
  set NAME     store the key read from standard input (not echoed on a terminal)
  show NAME    show the stored key, masked
  delete NAME  remove the key from the keychain
Keys are never written to a file and never printed in full.</source>
        <translation>系统钥匙串中的 API 密钥（服务“%1”），供 run --api-key-keychain NAME 使用。
  set NAME     保存从标准输入读取的密钥（在终端上不回显）
  show NAME    以打码形式显示已保存的密钥
  delete NAME  从钥匙串中删除该密钥
密钥绝不会写入文件，也绝不会完整打印。</translation>
    </message>
    <message>
        <source>set, show or delete.</source>
        <translation>set、show 或 delete。</translation>
    </message>
    <message>
        <source>The keychain entry, e.g. openai.</source>
        <translation>钥匙串条目，例如 openai。</translation>
    </message>
    <message>
        <source>usage: ttft-bench keys set|show|delete NAME</source>
        <translation>用法：ttft-bench keys set|show|delete NAME</translation>
    </message>
    <message>
        <source>Stored key %1: %2</source>
        <translation>已保存密钥 %1：%2</translation>
    </message>
    <message>
        <source>Key %1: %2</source>
        <translation>密钥 %1：%2</translation>
    </message>
    <message>
        <source>Deleted key %1</source>
        <translation>已删除密钥 %1</translation>
    </message>
    <message>
        <source>unknown action '%1' (set, show or delete)</source>
        <translation>未知操作“%1”（应为 set、show 或 delete）</translation>
    </message>
    <message>
        <source>Serve the lab: a simulated LLM on 127.0.0.1 that speaks the APIs of OpenAI (chat and responses), Anthropic, Gemini, Ollama, llama.cpp and TGI.</source>
        <translation>运行实验室服务器：在 127.0.0.1 上提供模拟 LLM，支持 OpenAI（chat 和 responses）、Anthropic、Gemini、Ollama、llama.cpp 和 TGI 的 API。</translation>
    </message>
    <message>
        <source>Model that answers llama.cpp and TGI requests, which name none (default: the first).</source>
        <translation>应答 llama.cpp 和 TGI 请求的模型（这类请求不指定模型；默认：第一个）。</translation>
    </message>
    <message>
        <source>Answer every request to the --dialect endpoint with the recorded body in FILE: a raw body (.sse, .ndjson) or a timed recording, one {"t_ms": …, "bytes": …} per line.</source>
        <translation>用 FILE 中录制的响应体应答发往 --dialect 端点的每个请求：可以是原始响应体（.sse、.ndjson），也可以是带时间的录制，每行一个 {"t_ms": …, "bytes": …}。</translation>
    </message>
    <message>
        <source>The API of the recorded body: %1.</source>
        <translation>录制的响应体所用的 API：%1。</translation>
    </message>
    <message>
        <source>Replay: N ms between recorded events, after the model's first-token delay (default: the model's time per output token).</source>
        <translation>回放：在模型的首 token 延迟之后，录制的事件之间间隔 N ms（默认：模型的每输出 token 时间）。</translation>
    </message>
    <message>
        <source>Replay: 'original' keeps the recording's own timing (a timed recording only); 'fixed' (default) paces by --pace-ms.</source>
        <translation>回放：'original' 保留录制本身的时间（仅限带时间的录制）；'fixed'（默认）按 --pace-ms 控制节奏。</translation>
    </message>
    <message>
        <source>Append a JSON Lines line per finished request to FILE: the server log that ttft-bench run --server-log joins to its records.</source>
        <translation>每完成一个请求就向 FILE 追加一行 JSON Lines：即 ttft-bench run --server-log 关联到其记录的服务器日志。</translation>
    </message>
    <message>
        <source>ttft-bench lab: --default-model must be one of the models</source>
        <translation>ttft-bench lab：--default-model 必须是已有模型之一</translation>
    </message>
    <message>
        <source>ttft-bench lab: --dialect, --pace and --pace-ms go with --replay</source>
        <translation>ttft-bench lab：--dialect、--pace 和 --pace-ms 需与 --replay 一起使用</translation>
    </message>
    <message>
        <source>ttft-bench lab: --replay needs --dialect, one of %1</source>
        <translation>ttft-bench lab：--replay 需要指定 --dialect，取值为 %1 之一</translation>
    </message>
    <message>
        <source>ttft-bench lab: --pace must be 'original' or 'fixed'</source>
        <translation>ttft-bench lab：--pace 必须是 'original' 或 'fixed'</translation>
    </message>
    <message>
        <source>ttft-bench lab: --pace-ms must be a number of milliseconds ≥ 0, and does not go with --pace original</source>
        <translation>ttft-bench lab：--pace-ms 必须是 ≥ 0 的毫秒数，且不能与 --pace original 一起使用</translation>
    </message>
    <message>
        <source>Replaying %1 to every %2 request.</source>
        <translation>正在向每个 %2 请求回放 %1。</translation>
    </message>
    <message>
        <source>%1 did not answer in time</source>
        <translation>%1 未及时应答</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2</source>
        <translation>%1 返回了 HTTP %2</translation>
    </message>
    <message>
        <source>%1 did not answer with a list of models</source>
        <translation>%1 未返回模型列表</translation>
    </message>
    <message>
        <source>ttft-bench presets: takes no arguments</source>
        <translation>ttft-bench presets：不接受任何参数</translation>
    </message>
    <message>
        <source>ttft-bench run: %1: %2</source>
        <translation>ttft-bench run：%1：%2</translation>
    </message>
    <message>
        <source>%1 (%2 models):</source>
        <translation>%1（%2 个模型）：</translation>
    </message>
    <message>
        <source>--server-log-map: %1</source>
        <translation>--server-log-map：%1</translation>
    </message>
    <message>
        <source>Warning: %1 of %2's requests in %3 arrived in one burst at the end: the stream looks buffered (a proxy or gateway holds it back), so TTFT is about the whole response time.</source>
        <translation>警告：%2 在 %3 中有 %1 个请求的回答在末尾一次性到达：流似乎被缓冲了（被代理或网关拦住），因此 TTFT 约等于整个响应时间。</translation>
    </message>
    <message>
        <source>A provider preset (ttft-bench presets lists them): base URL, dialect, key variable, model.</source>
        <translation>服务商预设（用 ttft-bench presets 列出）：包括基础 URL、协议格式、密钥变量和模型。</translation>
    </message>
    <message>
        <source>Wire format: openai-chat, openai-responses, anthropic, gemini, ollama-chat, ollama-generate, llamacpp, tgi.</source>
        <translation>协议格式：openai-chat、openai-responses、anthropic、gemini、ollama-chat、ollama-generate、llamacpp、tgi。</translation>
    </message>
    <message>
        <source>List the models the provider offers, then stop.</source>
        <translation>列出该服务商提供的模型，然后退出。</translation>
    </message>
    <message>
        <source>Name of the system keychain entry holding the API key (ttft-bench keys set NAME stores one).</source>
        <translation>保存 API 密钥的系统钥匙串条目名称（可用 ttft-bench keys set NAME 保存）。</translation>
    </message>
    <message>
        <source>TTFS: the first speakable clause ends at a clause mark or after this many characters (default 40).</source>
        <translation>TTFS：首个可朗读分句在遇到分句标点时结束，或在达到该字符数后结束（默认 40）。</translation>
    </message>
    <message>
        <source>The server's own log (JSON Lines or CSV with a request-id column), read after the run and joined to the requests by id (with --lab: the lab writes it).</source>
        <translation>服务器自身的日志（JSON Lines，或带 request-id 列的 CSV），在运行结束后读取，并按 id 与请求关联（使用 --lab 时由实验室写出）。</translation>
    </message>
    <message>
        <source>Columns of --server-log: id=COL,ttft_ms=COL,arrival=COL,first_token=COL,end=COL,queue_ms=COL,e2e_ms=COL,time_unit=s|ms|us|ns|iso (default: guessed from the names).</source>
        <translation>--server-log 的列：id=COL,ttft_ms=COL,arrival=COL,first_token=COL,end=COL,queue_ms=COL,e2e_ms=COL,time_unit=s|ms|us|ns|iso（默认：根据列名推断）。</translation>
    </message>
    <message>
        <source>A Prometheus /metrics endpoint (vLLM names) scraped before and after the run; the server's view is shown beside the client's (repeatable; 'lab': the embedded lab's).</source>
        <translation>Prometheus /metrics 端点（vLLM 指标名），在运行前后各抓取一次；服务器视角的数据与客户端的并列显示（可重复；'lab'：内置实验室的端点）。</translation>
    </message>
    <message>
        <source>give --api-key-env or --api-key-keychain, not both</source>
        <translation>--api-key-env 和 --api-key-keychain 只能指定其一</translation>
    </message>
    <message>
        <source>unknown --preset '%1' (known: %2)</source>
        <translation>未知的 --preset“%1”（可用：%2）</translation>
    </message>
    <message>
        <source>--preset names a provider; it does not go with --lab or --plan</source>
        <translation>--preset 指定的是一个服务商，不能与 --lab 或 --plan 一起使用</translation>
    </message>
    <message>
        <source>give --base-url URL, --preset NAME or --lab</source>
        <translation>请指定 --base-url URL、--preset NAME 或 --lab</translation>
    </message>
    <message>
        <source>unknown --dialect '%1'</source>
        <translation>未知的 --dialect“%1”</translation>
    </message>
    <message>
        <source>provider %1: unknown dialect '%2'</source>
        <translation>服务商 %1：未知的协议格式“%2”</translation>
    </message>
    <message>
        <source>API key %1 from keychain entry %2</source>
        <translation>API 密钥 %1（来自钥匙串条目 %2）</translation>
    </message>
    <message>
        <source>API key %1 from environment variable %2</source>
        <translation>API 密钥 %1（来自环境变量 %2）</translation>
    </message>
    <message>
        <source>--ttfs-chars must be a whole number ≥ 1</source>
        <translation>--ttfs-chars 必须是 ≥ 1 的整数</translation>
    </message>
    <message>
        <source>--server-log-map goes with --server-log</source>
        <translation>--server-log-map 需与 --server-log 一起使用</translation>
    </message>
    <message>
        <source>--metrics-url must be an http(s) URL, not %1</source>
        <translation>--metrics-url 必须是 http(s) URL，而不是 %1</translation>
    </message>
    <message>
        <source>Warning: cannot scrape the server's metrics before the run: %1</source>
        <translation>警告：无法在运行前抓取服务器指标：%1</translation>
    </message>
    <message>
        <source>Client TTFT = server TTFT + overhead (network, TLS, proxies, the client), in ms:</source>
        <translation>客户端 TTFT = 服务端 TTFT + 开销（网络、TLS、代理、客户端本身），单位 ms：</translation>
    </message>
    <message>
        <source>%1 %2 %3 %4 %5 %6 %7  %8</source>
        <translation>%1 %2 %3 %4 %5 %6 %7  %8</translation>
    </message>
    <message>
        <source>provider / cell</source>
        <translation>服务商 / 单元</translation>
    </message>
    <message>
        <source>client p50</source>
        <translation>客户端 p50</translation>
    </message>
    <message>
        <source>server p50</source>
        <translation>服务端 p50</translation>
    </message>
    <message>
        <source>overhead p50</source>
        <translation>开销 p50</translation>
    </message>
    <message>
        <source>server's source</source>
        <translation>服务端数据来源</translation>
    </message>
    <message>
        <source>Warning: no server metrics to compare: %1</source>
        <translation>警告：没有可对比的服务器指标：%1</translation>
    </message>
    <message>
        <source>Warning: a counter of %1 went down during the run: the server restarted, so its figures are incomplete.</source>
        <translation>警告：%1 的某个计数器在运行期间下降了：服务器曾重启，因此其数据不完整。</translation>
    </message>
    <message>
        <source>The server's metrics (%1, %2), change over the run:</source>
        <translation>服务器指标（%1，%2）在运行期间的变化：</translation>
    </message>
    <message>
        <source>  %1: %2 requests; server TTFT mean %3 ms (p50 ≈ %4, p99 ≈ %5 from its buckets), queue mean %6 ms, prefill mean %7 ms, e2e mean %8 ms%9</source>
        <translation>  %1：%2 个请求；服务端 TTFT 均值 %3 ms（按其分桶估算 p50 ≈ %4，p99 ≈ %5），排队均值 %6 ms，预填充均值 %7 ms，e2e 均值 %8 ms%9</translation>
    </message>
    <message>
        <source>; prefix cache hits %1 %</source>
        <translation>；前缀缓存命中率 %1%</translation>
    </message>
    <message>
        <source>  %1: client TTFT mean %2 ms over %3 requests: %4 ms more than the server's</source>
        <translation>  %1：客户端 TTFT 均值 %2 ms（%3 个请求），比服务端多 %4 ms</translation>
    </message>
    <message>
        <source>  (the server counted %1 requests, the client %2: other clients, or requests that failed)</source>
        <translation>  （服务器统计到 %1 个请求，客户端为 %2 个：差额来自其他客户端或失败的请求）</translation>
    </message>
    <message>
        <source>Warning: the server log was not joined: %1</source>
        <translation>警告：未能关联服务器日志：%1</translation>
    </message>
    <message>
        <source>Server log %1: %2 entries, %3 joined to our requests by id; %4 of our requests not in the log, %5 entries not ours</source>
        <translation>服务器日志 %1：共 %2 条，其中 %3 条按 id 关联到本次请求；本次有 %4 个请求不在日志中，日志中有 %5 条不属于本次请求</translation>
    </message>
    <message>
        <source>Warning: %1 lines of the server log were skipped; first: %2</source>
        <translation>警告：跳过了服务器日志中的 %1 行；第一行：%2</translation>
    </message>
    <message>
        <source>No API key for %1 from keychain entry %2: %3</source>
        <translation>无法从钥匙串条目 %2 获取 %1 的 API 密钥：%3</translation>
    </message>
    <message>
        <source>No API key for %1: the environment variable %2 is not set.</source>
        <translation>%1 没有 API 密钥：环境变量 %2 未设置。</translation>
    </message>
    <message>
        <source>The system keychain did not answer within %1 s (entry %2).</source>
        <translation>系统钥匙串在 %1 s 内没有响应（条目 %2）。</translation>
    </message>
    <message>
        <source>The system keychain has no key named %1.</source>
        <translation>系统钥匙串中没有名为 %1 的密钥。</translation>
    </message>
    <message>
        <source>Access to the system keychain was denied (entry %1)%2; is it locked?</source>
        <translation>访问系统钥匙串被拒绝（条目 %1）%2；钥匙串是否已锁定？</translation>
    </message>
    <message>
        <source>The system keychain could not delete the key named %1%2.</source>
        <translation>系统钥匙串无法删除名为 %1 的密钥%2。</translation>
    </message>
    <message>
        <source>The system keychain is not available%1; name an environment variable that holds the key instead.</source>
        <translation>系统钥匙串不可用%1；请改为指定一个保存该密钥的环境变量。</translation>
    </message>
    <message>
        <source>A keychain entry needs a name.</source>
        <translation>钥匙串条目需要一个名称。</translation>
    </message>
    <message>
        <source>The key for %1 is empty; nothing was stored.</source>
        <translation>%1 的密钥为空；未保存任何内容。</translation>
    </message>
    <message>
        <source>Cannot open the access log %1: %2</source>
        <translation>无法打开访问日志 %1：%2</translation>
    </message>
    <message>
        <source>%1, line %2: expected {"t_ms": number ≥ 0, "bytes": text} or {"t_ms": …, "bytes_b64": base64}</source>
        <translation>%1，第 %2 行：应为 {"t_ms": number ≥ 0, "bytes": text} 或 {"t_ms": …, "bytes_b64": base64}</translation>
    </message>
    <message>
        <source>%1, line %2: t_ms goes back in time</source>
        <translation>%1，第 %2 行：t_ms 出现了时间倒退</translation>
    </message>
    <message>
        <source>%1: the recording is empty</source>
        <translation>%1：录制内容为空</translation>
    </message>
    <message>
        <source>Cannot read the recording %1: %2</source>
        <translation>无法读取录制文件 %1：%2</translation>
    </message>
    <message>
        <source>Unknown dialect "%1" for the replay; known: %2.</source>
        <translation>回放的协议格式“%1”未知；可用：%2。</translation>
    </message>
    <message>
        <source>%1 carries no timestamps: replay it at a fixed pace, or record it in the timed format ({"t_ms": …, "bytes": …} per line).</source>
        <translation>%1 不含时间戳：请按固定节奏回放，或以带时间的格式录制（每行一个 {"t_ms": …, "bytes": …}）。</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
</context>
<context>
    <name>ttft::ConnectionTester</name>
    <message>
        <source>%1 No request was sent.</source>
        <translation>%1 未发送任何请求。</translation>
    </message>
    <message>
        <source>Failed (%1, HTTP %2): %3</source>
        <translation>失败（%1，HTTP %2）：%3</translation>
    </message>
    <message>
        <source>Failed (%1): %2</source>
        <translation>失败（%1）：%2</translation>
    </message>
    <message>
        <source>TTFT %1 ms (HTTP %2, whole answer in %3 ms)</source>
        <translation>TTFT %1 ms（HTTP %2，完整回答用时 %3 ms）</translation>
    </message>
    <message>
        <source>The answer carried no text (HTTP %1)</source>
        <translation>回答中没有文本（HTTP %1）</translation>
    </message>
    <message>
        <source>Test cancelled.</source>
        <translation>测试已取消。</translation>
    </message>
    <message>
        <source>The test request was not sent.</source>
        <translation>测试请求未发送。</translation>
    </message>
    <message>
        <source>The test could not run: %1</source>
        <translation>测试无法运行：%1</translation>
    </message>
</context>
<context>
    <name>ttft::EndpointsPanel</name>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add a provider from a preset</source>
        <translation>从预设添加服务商</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>创建副本</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Stop test</source>
        <translation>停止测试</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <source>Send one request to the selected provider and show its TTFT</source>
        <translation>向所选服务商发送一个请求并显示其 TTFT</translation>
    </message>
    <message>
        <source>Checked providers are measured side by side in the next run</source>
        <translation>勾选的服务商将在下次运行中并排测量</translation>
    </message>
    <message>
        <source>Local servers</source>
        <translation>本地服务器</translation>
    </message>
    <message>
        <source>Lab server: fast, steady and slow models</source>
        <translation>实验室服务器：快速、稳定和慢速模型</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Testing %1…</source>
        <translation>正在测试 %1…</translation>
    </message>
</context>
<context>
    <name>ttft::LiveStatsModel</name>
    <message>
        <source>%1 measured requests, %2 warm-up requests (left out of the statistics)</source>
        <translation>%1 个计入统计的请求，%2 个预热请求（不计入统计）</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1（%2%）</translation>
    </message>
    <message>
        <source>No failed requests</source>
        <translation>没有失败的请求</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>服务商</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求数</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误数</translation>
    </message>
    <message>
        <source>TTFT p50 (ms)</source>
        <translation>TTFT p50（ms）</translation>
    </message>
    <message>
        <source>TTFT p95 (ms)</source>
        <translation>TTFT p95（ms）</translation>
    </message>
    <message>
        <source>TTFT p99 (ms)</source>
        <translation>TTFT p99（ms）</translation>
    </message>
    <message>
        <source>TTFT mean (ms)</source>
        <translation>TTFT 均值（ms）</translation>
    </message>
    <message>
        <source>TPOT p50 (ms)</source>
        <translation>TPOT p50（ms）</translation>
    </message>
    <message>
        <source>The plan cell: concurrency (c) or arrival rate (r), and prompt length (p)</source>
        <translation>计划单元：并发（c）或到达率（r），以及提示词长度（p）</translation>
    </message>
    <message>
        <source>Measured requests, failed ones included; warm-up requests are left out</source>
        <translation>计入统计的请求，包括失败的请求；不含预热请求</translation>
    </message>
    <message>
        <source>Time to first token of the successful measured requests</source>
        <translation>计入统计的成功请求的首 token 时间</translation>
    </message>
    <message>
        <source>Median time per output token after the first</source>
        <translation>首个 token 之后每个输出 token 的时间中位数</translation>
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
        <source>About TTFT Workbench</source>
        <translation>关于 TTFT 工作台</translation>
    </message>
    <message>
        <source>The embedded lab server could not start: %1</source>
        <translation>内置实验室服务器无法启动：%1</translation>
    </message>
    <message>
        <source>Cannot start the run</source>
        <translation>无法开始运行</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;TTFT Workbench&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Measures how fast streaming LLM APIs start answering.&lt;/p&gt;&lt;p&gt;Qt %2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;TTFT 工作台&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;测量流式 LLM API 多快开始回答。&lt;/p&gt;&lt;p&gt;Qt %2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 — TTFT Workbench</source>
        <translation>%1 — TTFT 工作台</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>工具栏</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Run the plan against the included providers (Ctrl+R)</source>
        <translation>对已纳入的服务商运行计划（Ctrl+R）</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop the run: finished requests stay, requests on the wire end as cancelled</source>
        <translation>停止运行：已完成的请求会保留，正在传输的请求将以取消结束</translation>
    </message>
    <message>
        <source>Calibrate client</source>
        <translation>校准客户端</translation>
    </message>
    <message>
        <source>Measure how much the client itself adds to TTFT, against the embedded lab's ground truth</source>
        <translation>对照内置实验室的服务端真值，测量客户端本身给 TTFT 增加了多少</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>Open a saved session or a run journal</source>
        <translation>打开已保存的会话或运行日志</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Save the run as a session file (no keys are written)</source>
        <translation>将运行保存为会话文件（不会写入密钥）</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Export requests.csv, summary.json and requests.jsonl to a folder</source>
        <translation>将 requests.csv、summary.json 和 requests.jsonl 导出到文件夹</translation>
    </message>
    <message>
        <source>Reset layout</source>
        <translation>重置布局</translation>
    </message>
    <message>
        <source>Endpoints</source>
        <translation>端点</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>TTFT histogram</source>
        <translation>TTFT 直方图</translation>
    </message>
    <message>
        <source>TTFT over time</source>
        <translation>TTFT 随时间变化</translation>
    </message>
    <message>
        <source>Live statistics</source>
        <translation>实时统计</translation>
    </message>
    <message>
        <source>Request timeline</source>
        <translation>请求时间线</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求数</translation>
    </message>
    <message>
        <source>Ready. The lab server runs at %1.</source>
        <translation>就绪。实验室服务器运行于 %1。</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>就绪。</translation>
    </message>
    <message>
        <source>The plan cannot run: %1</source>
        <translation>该计划无法运行：%1</translation>
    </message>
    <message>
        <source>No provider is included. Tick a provider in Endpoints, or add one from a preset.</source>
        <translation>未纳入任何服务商。请在“端点”中勾选服务商，或从预设添加一个。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>A run is under way.</source>
        <translation>已有一次运行正在进行。</translation>
    </message>
    <message numerus="yes">
        <source>Running %n provider(s)…</source>
        <translation><numerusform>正在运行 %n 个服务商…</numerusform></translation>
    </message>
    <message>
        <source>Stopping: requests on the wire are being cancelled…</source>
        <translation>正在停止：正在取消传输中的请求…</translation>
    </message>
    <message>
        <source>The run could not start</source>
        <translation>运行无法开始</translation>
    </message>
    <message>
        <source>Stopped: %1 requests recorded, %2 failed.</source>
        <translation>已停止：已记录 %1 个请求，%2 个失败。</translation>
    </message>
    <message>
        <source>Finished: %1 requests recorded, %2 failed.</source>
        <translation>已完成：记录了 %1 个请求，%2 个失败。</translation>
    </message>
    <message>
        <source>Journal: %1</source>
        <translation>运行日志：%1</translation>
    </message>
    <message>
        <source>Calibrating the client against the lab: both transports, about ten seconds…</source>
        <translation>正在对照实验室校准客户端：两种传输方式，约十秒…</translation>
    </message>
    <message>
        <source>What the client adds to TTFT: client TTFT minus the lab's own first-token time, same request, over loopback.</source>
        <translation>客户端给 TTFT 增加的部分：同一请求经回环地址测得的客户端 TTFT 减去实验室自身的首 token 时间。</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>传输方式</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1: median %2, p99 %3</source>
        <translation>%1：中位数 %2，p99 %3</translation>
    </message>
    <message>
        <source>ttft-bench calibrate measures more cases: body sizes, HTTP/2 through nginx, load.</source>
        <translation>ttft-bench calibrate 可测量更多情形：请求体大小、经由 nginx 的 HTTP/2、负载。</translation>
    </message>
    <message>
        <source>Client calibration: %1</source>
        <translation>客户端校准：%1</translation>
    </message>
    <message>
        <source>Client calibration</source>
        <translation>客户端校准</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Stop the run before opening another one.</source>
        <translation>请先停止运行，再打开另一个。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Opened %1: %2 requests</source>
        <translation>已打开 %1：%2 个请求</translation>
    </message>
    <message>
        <source>Cannot export to %1: %2</source>
        <translation>无法导出到 %1：%2</translation>
    </message>
    <message>
        <source>Exported %1 to %2</source>
        <translation>已将 %1 导出到 %2</translation>
    </message>
    <message>
        <source>Open a session</source>
        <translation>打开会话</translation>
    </message>
    <message>
        <source>Sessions and journals (*.ttft.json *.ttft.jsonl);;All files (*)</source>
        <translation>会话和运行日志 (*.ttft.json *.ttft.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>无法打开</translation>
    </message>
    <message>
        <source>Save the session</source>
        <translation>保存会话</translation>
    </message>
    <message>
        <source>Sessions (*.ttft.json)</source>
        <translation>会话 (*.ttft.json)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>Export requests.csv, summary.json and requests.jsonl to</source>
        <translation>将 requests.csv、summary.json 和 requests.jsonl 导出到</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>无法导出</translation>
    </message>
</context>
<context>
    <name>ttft::MessageListModel</name>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>内容</translation>
    </message>
</context>
<context>
    <name>ttft::ModelListFetcher</name>
    <message>
        <source>%1 answered HTTP %2</source>
        <translation>%1 返回了 HTTP %2</translation>
    </message>
    <message>
        <source>%1 did not answer with a list of models</source>
        <translation>%1 未返回模型列表</translation>
    </message>
</context>
<context>
    <name>ttft::PlanPanel</name>
    <message>
        <source>&amp;Mode:</source>
        <translation>模式(&amp;M)：</translation>
    </message>
    <message>
        <source>Sequential (one request at a time)</source>
        <translation>顺序（每次一个请求）</translation>
    </message>
    <message>
        <source>Concurrency for a duration (closed loop)</source>
        <translation>按时长保持并发（闭环）</translation>
    </message>
    <message>
        <source>Arrival rate (open loop)</source>
        <translation>到达率（开环）</translation>
    </message>
    <message>
        <source>Sweep (several levels, prompt lengths)</source>
        <translation>扫描（多个级别、提示词长度）</translation>
    </message>
    <message>
        <source>Sweep &amp;over:</source>
        <translation>扫描维度(&amp;O)：</translation>
    </message>
    <message>
        <source>Concurrency levels</source>
        <translation>并发级别</translation>
    </message>
    <message>
        <source>Arrival rates</source>
        <translation>到达率</translation>
    </message>
    <message>
        <source>&amp;Warm-up requests:</source>
        <translation>预热请求(&amp;W)：</translation>
    </message>
    <message>
        <source>Per provider and cell; recorded, but left out of the statistics</source>
        <translation>每个服务商每个单元；会被记录，但不计入统计</translation>
    </message>
    <message>
        <source>&amp;Rounds per provider:</source>
        <translation>每个服务商的轮数(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Concurrency:</source>
        <translation>并发(&amp;C)：</translation>
    </message>
    <message>
        <source>Requests in flight per provider</source>
        <translation>每个服务商同时进行的请求数</translation>
    </message>
    <message>
        <source>&amp;Rate per provider:</source>
        <translation>每个服务商的到达率(&amp;R)：</translation>
    </message>
    <message>
        <source> req/s</source>
        <translation> req/s</translation>
    </message>
    <message>
        <source>&amp;Concurrency levels:</source>
        <translation>并发级别(&amp;C)：</translation>
    </message>
    <message>
        <source>e.g. 1, 10, 50</source>
        <translation>例如 1, 10, 50</translation>
    </message>
    <message>
        <source>R&amp;ates (req/s):</source>
        <translation>速率（req/s）(&amp;A)：</translation>
    </message>
    <message>
        <source>e.g. 0.5, 1, 2</source>
        <translation>例如 0.5, 1, 2</translation>
    </message>
    <message>
        <source>&amp;Arrivals:</source>
        <translation>到达方式(&amp;A)：</translation>
    </message>
    <message>
        <source>Constant (evenly spaced)</source>
        <translation>恒定（均匀间隔）</translation>
    </message>
    <message>
        <source>Poisson</source>
        <translation>泊松</translation>
    </message>
    <message>
        <source>Gamma (set burstiness)</source>
        <translation>Gamma（可设突发度）</translation>
    </message>
    <message>
        <source>&amp;Burstiness:</source>
        <translation>突发度(&amp;B)：</translation>
    </message>
    <message>
        <source>Gamma shape: 1 is Poisson, below 1 burstier, above 1 smoother</source>
        <translation>Gamma 形状参数：1 即泊松，小于 1 更突发，大于 1 更平滑</translation>
    </message>
    <message>
        <source>Max &amp;in flight:</source>
        <translation>最大在途数(&amp;I)：</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Arrivals beyond it wait in the client; the wait shows as dispatch lag</source>
        <translation>超出上限的到达请求在客户端等待；等待时间计为派发滞后</translation>
    </message>
    <message>
        <source>Each &amp;cell:</source>
        <translation>每个单元(&amp;C)：</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>个请求</translation>
    </message>
    <message>
        <source>Measure each cell for a time, or for a number of requests per provider</source>
        <translation>每个单元按时长测量，或按每个服务商的请求数测量</translation>
    </message>
    <message>
        <source>Ramp-&amp;up:</source>
        <translation>爬坡时间(&amp;U)：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Spread the workers' starts over this time</source>
        <translation>在这段时间内错开各工作者的启动</translation>
    </message>
    <message>
        <source>&amp;Prompt lengths:</source>
        <translation>提示词长度(&amp;P)：</translation>
    </message>
    <message>
        <source>optional, in tokens, e.g. 500, 2000, 8000</source>
        <translation>可选，单位 token，例如 500, 2000, 8000</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>种子(&amp;E)：</translation>
    </message>
    <message>
        <source>Arrivals, filler text and nonces follow from it</source>
        <translation>到达过程、填充文本和随机串都由它决定</translation>
    </message>
    <message>
        <source>&amp;Transport:</source>
        <translation>传输方式(&amp;T)：</translation>
    </message>
    <message>
        <source>As each provider says</source>
        <translation>按各服务商的设置</translation>
    </message>
    <message>
        <source>libcurl (precise)</source>
        <translation>libcurl（精确）</translation>
    </message>
    <message>
        <source>Qt Network</source>
        <translation>Qt Network</translation>
    </message>
    <message>
        <source>Both, side by side</source>
        <translation>两者并排</translation>
    </message>
    <message>
        <source>&amp;HTTP version:</source>
        <translation>HTTP 版本(&amp;H)：</translation>
    </message>
    <message>
        <source>HTTP/1.1</source>
        <translation>HTTP/1.1</translation>
    </message>
    <message>
        <source>HTTP/2</source>
        <translation>HTTP/2</translation>
    </message>
    <message>
        <source>Concurrency levels must be whole numbers of at least 1, separated by commas.</source>
        <translation>并发级别必须是至少为 1 的整数，用逗号分隔。</translation>
    </message>
    <message>
        <source>Rates must be positive numbers of requests per second, separated by commas.</source>
        <translation>速率必须是正数（每秒请求数），用逗号分隔。</translation>
    </message>
    <message>
        <source>Prompt lengths must be whole numbers of tokens, separated by commas.</source>
        <translation>提示词长度必须是整数（token 数），用逗号分隔。</translation>
    </message>
    <message>
        <source>The plan cannot run: %1.</source>
        <translation>该计划无法运行：%1。</translation>
    </message>
    <message>
        <source>Check at least one provider to measure.</source>
        <translation>请至少勾选一个要测量的服务商。</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>≈ %1, %2 requests</source>
        <translation>≈ %1，%2 个请求</translation>
    </message>
    <message>
        <source>if a request takes about %1 s from start to last byte</source>
        <translation>假设一个请求从开始到最后一个字节约需 %1 s</translation>
    </message>
</context>
<context>
    <name>ttft::ProviderEditDialog</name>
    <message>
        <source>List models: %1</source>
        <translation>列出模型：%1</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>服务商</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>端点</translation>
    </message>
    <message>
        <source>Request and connection</source>
        <translation>请求与连接</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Base URL:</source>
        <translation>基础 URL(&amp;B)：</translation>
    </message>
    <message>
        <source>https://api.example.com/v1</source>
        <translation>https://api.example.com/v1</translation>
    </message>
    <message>
        <source>The embedded lab server (its port changes at each start)</source>
        <translation>内置实验室服务器（每次启动端口都会变化）</translation>
    </message>
    <message>
        <source>&amp;Wire format:</source>
        <translation>协议格式(&amp;W)：</translation>
    </message>
    <message>
        <source>OpenAI Chat Completions</source>
        <translation>OpenAI Chat Completions</translation>
    </message>
    <message>
        <source>OpenAI Responses</source>
        <translation>OpenAI Responses</translation>
    </message>
    <message>
        <source>Anthropic Messages</source>
        <translation>Anthropic Messages</translation>
    </message>
    <message>
        <source>Google Gemini</source>
        <translation>Google Gemini</translation>
    </message>
    <message>
        <source>Ollama chat</source>
        <translation>Ollama chat</translation>
    </message>
    <message>
        <source>Ollama generate</source>
        <translation>Ollama generate</translation>
    </message>
    <message>
        <source>llama.cpp /completion</source>
        <translation>llama.cpp /completion</translation>
    </message>
    <message>
        <source>Hugging Face TGI</source>
        <translation>Hugging Face TGI</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>List models</source>
        <translation>列出模型</translation>
    </message>
    <message>
        <source>Ask the server which models it offers</source>
        <translation>询问服务器提供哪些模型</translation>
    </message>
    <message>
        <source>&amp;Authentication:</source>
        <translation>认证方式(&amp;A)：</translation>
    </message>
    <message>
        <source>Bearer token (Authorization header)</source>
        <translation>Bearer token（Authorization 请求头）</translation>
    </message>
    <message>
        <source>Anthropic (x-api-key header)</source>
        <translation>Anthropic（x-api-key 请求头）</translation>
    </message>
    <message>
        <source>Azure (api-key header)</source>
        <translation>Azure（api-key 请求头）</translation>
    </message>
    <message>
        <source>Google (x-goog-api-key header)</source>
        <translation>Google（x-goog-api-key 请求头）</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>API &amp;key from:</source>
        <translation>API 密钥来源(&amp;K)：</translation>
    </message>
    <message>
        <source>An environment variable</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <source>The system keychain</source>
        <translation>系统钥匙串</translation>
    </message>
    <message>
        <source>Keychain &amp;entry:</source>
        <translation>钥匙串条目(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Variable:</source>
        <translation>变量(&amp;V)：</translation>
    </message>
    <message>
        <source>e.g. OPENAI_API_KEY</source>
        <translation>例如 OPENAI_API_KEY</translation>
    </message>
    <message>
        <source>a name for the key, e.g. openai</source>
        <translation>密钥的名称，例如 openai</translation>
    </message>
    <message>
        <source>&amp;New key:</source>
        <translation>新密钥(&amp;N)：</translation>
    </message>
    <message>
        <source>paste a key to store it in the keychain</source>
        <translation>粘贴密钥以存入钥匙串</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Store the key in the system keychain under the entry name; it is never written to a file</source>
        <translation>以该条目名将密钥存入系统钥匙串；密钥绝不会写入文件</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Read the stored key and show it masked</source>
        <translation>读取已存储的密钥并以掩码显示</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>颜色：</translation>
    </message>
    <message>
        <source>The provider's colour in every chart</source>
        <translation>该服务商在所有图表中的颜色</translation>
    </message>
    <message>
        <source>URL &amp;query:</source>
        <translation>URL 查询参数(&amp;Q)：</translation>
    </message>
    <message>
        <source>e.g. api-version=2024-10-21</source>
        <translation>例如 api-version=2024-10-21</translation>
    </message>
    <message>
        <source>Extra &amp;headers:</source>
        <translation>额外请求头(&amp;H)：</translation>
    </message>
    <message>
        <source>One per line: Name: value</source>
        <translation>每行一个：Name: value</translation>
    </message>
    <message>
        <source>Extra &amp;body fields:</source>
        <translation>额外请求体字段(&amp;B)：</translation>
    </message>
    <message>
        <source>A JSON object merged into every request body</source>
        <translation>合并到每个请求体中的 JSON 对象</translation>
    </message>
    <message>
        <source>&amp;Connect timeout:</source>
        <translation>连接超时(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;First-token timeout:</source>
        <translation>首 token 超时(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Total timeout:</source>
        <translation>总超时(&amp;T)：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>T&amp;ransport:</source>
        <translation>传输方式(&amp;R)：</translation>
    </message>
    <message>
        <source>libcurl (precise)</source>
        <translation>libcurl（精确）</translation>
    </message>
    <message>
        <source>Qt Network</source>
        <translation>Qt Network</translation>
    </message>
    <message>
        <source>HTTP &amp;version:</source>
        <translation>HTTP 版本(&amp;V)：</translation>
    </message>
    <message>
        <source>HTTP/1.1</source>
        <translation>HTTP/1.1</translation>
    </message>
    <message>
        <source>HTTP/2</source>
        <translation>HTTP/2</translation>
    </message>
    <message>
        <source>A new connection for every request (cold-start view)</source>
        <translation>每个请求使用新连接（冷启动视角）</translation>
    </message>
    <message>
        <source>Do not verify the TLS certificate</source>
        <translation>不验证 TLS 证书</translation>
    </message>
    <message>
        <source>Each header line must look like "Name: value": %1</source>
        <translation>每行请求头的格式都应为 "Name: value"：%1</translation>
    </message>
    <message>
        <source>Give the provider a name.</source>
        <translation>请为服务商命名。</translation>
    </message>
    <message>
        <source>Another provider is already called %1.</source>
        <translation>已有另一个服务商名为 %1。</translation>
    </message>
    <message>
        <source>The base URL must start with http:// or https://.</source>
        <translation>基础 URL 必须以 http:// 或 https:// 开头。</translation>
    </message>
    <message>
        <source>Name the model to measure.</source>
        <translation>请指定要测量的模型。</translation>
    </message>
    <message>
        <source>The extra body fields are not valid JSON.</source>
        <translation>额外请求体字段不是有效的 JSON。</translation>
    </message>
    <message>
        <source>The extra body fields must be a JSON object: { "name": value, ... }.</source>
        <translation>额外请求体字段必须是 JSON 对象：{ "name": value, ... }。</translation>
    </message>
    <message>
        <source>Note: the %1 header is not saved with the session; keep keys in a variable.</source>
        <translation>注意：%1 请求头不会随会话保存；请将密钥放在环境变量中。</translation>
    </message>
    <message>
        <source>No key is sent.</source>
        <translation>不发送密钥。</translation>
    </message>
    <message>
        <source>No key source: requests go out without a key.</source>
        <translation>没有密钥来源：请求将不带密钥发出。</translation>
    </message>
    <message>
        <source>The key is read from the keychain entry %1 when a run starts.</source>
        <translation>运行开始时从钥匙串条目 %1 读取密钥。</translation>
    </message>
    <message>
        <source>%1 is not set in this environment.</source>
        <translation>当前环境中未设置 %1。</translation>
    </message>
    <message>
        <source>%1 is set: %2</source>
        <translation>%1 已设置：%2</translation>
    </message>
    <message>
        <source>Name the keychain entry first.</source>
        <translation>请先为钥匙串条目命名。</translation>
    </message>
    <message>
        <source>Stored in the keychain as %1: %2</source>
        <translation>已作为 %1 存入钥匙串：%2</translation>
    </message>
    <message>
        <source>In the keychain as %1: %2</source>
        <translation>钥匙串中的 %1：%2</translation>
    </message>
</context>
<context>
    <name>ttft::ProviderListModel</name>
    <message>
        <source>%1 at %2</source>
        <translation>%2 上的 %1</translation>
    </message>
    <message>
        <source>the embedded lab server</source>
        <translation>内置实验室服务器</translation>
    </message>
    <message>
        <source>Key: keychain entry %1</source>
        <translation>密钥：钥匙串条目 %1</translation>
    </message>
    <message>
        <source>Key: environment variable %1</source>
        <translation>密钥：环境变量 %1</translation>
    </message>
    <message>
        <source>embedded lab</source>
        <translation>内置实验室</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>服务商</translation>
    </message>
</context>
<context>
    <name>ttft::RequestDetailView</name>
    <message>
        <source>run + %1 s</source>
        <translation>运行开始 + %1 s</translation>
    </message>
    <message>
        <source>Select a request to see its timestamps, headers, first bytes, answer and error.</source>
        <translation>选择一个请求，即可查看其时间戳、请求头、首批字节、回答和错误。</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TTFB</source>
        <translation>TTFB</translation>
    </message>
    <message>
        <source>First event</source>
        <translation>首个事件</translation>
    </message>
    <message>
        <source>TTFO</source>
        <translation>TTFO</translation>
    </message>
    <message>
        <source>TTFS</source>
        <translation>TTFS</translation>
    </message>
    <message>
        <source>E2E</source>
        <translation>E2E</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>Dispatch lag</source>
        <translation>派发滞后</translation>
    </message>
    <message>
        <source>TTFT from intended start</source>
        <translation>从计划开始时间算起的 TTFT</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>输出 token 数</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>提示词 token 数</translation>
    </message>
    <message>
        <source>Prompt target</source>
        <translation>提示词目标长度</translation>
    </message>
    <message>
        <source>Answer events</source>
        <translation>回答事件数</translation>
    </message>
    <message>
        <source>Buffered</source>
        <translation>被缓冲</translation>
    </message>
    <message>
        <source>the answer arrived in one burst at the end: a proxy may hold the stream back</source>
        <translation>回答在末尾一次性到达：可能有代理拦住了流</translation>
    </message>
    <message>
        <source>Timestamps (from the request's start)</source>
        <translation>时间戳（从请求开始算起）</translation>
    </message>
    <message>
        <source>Intended start</source>
        <translation>计划开始</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>DNS done</source>
        <translation>DNS 完成</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>TLS done</source>
        <translation>TLS 完成</translation>
    </message>
    <message>
        <source>Request sent</source>
        <translation>请求已发送</translation>
    </message>
    <message>
        <source>Response head</source>
        <translation>响应头</translation>
    </message>
    <message>
        <source>First output</source>
        <translation>首个输出</translation>
    </message>
    <message>
        <source>First reasoning</source>
        <translation>首个推理内容</translation>
    </message>
    <message>
        <source>First answer text</source>
        <translation>首段回答文本</translation>
    </message>
    <message>
        <source>First sentence</source>
        <translation>首句</translation>
    </message>
    <message>
        <source>Last answer text</source>
        <translation>最后一段回答文本</translation>
    </message>
    <message>
        <source>End</source>
        <translation>结束</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>传输方式</translation>
    </message>
    <message>
        <source>HTTP status</source>
        <translation>HTTP 状态</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>reused</source>
        <translation>复用</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>X-Request-ID sent</source>
        <translation>已发送的 X-Request-ID</translation>
    </message>
    <message>
        <source>Server request id</source>
        <translation>服务端请求 id</translation>
    </message>
    <message>
        <source>Bytes sent / received</source>
        <translation>发送 / 接收字节数</translation>
    </message>
    <message>
        <source>Wire events</source>
        <translation>原始事件数</translation>
    </message>
    <message>
        <source>Finish reason</source>
        <translation>结束原因</translation>
    </message>
    <message>
        <source>Started (wall clock)</source>
        <translation>开始时间（挂钟时间）</translation>
    </message>
    <message>
        <source>First data received</source>
        <translation>收到的首批数据</translation>
    </message>
    <message>
        <source>none kept</source>
        <translation>未保留</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>no answer text kept</source>
        <translation>未保留回答文本</translation>
    </message>
    <message>
        <source>The server's account (%1)</source>
        <translation>服务端的记录（%1）</translation>
    </message>
    <message>
        <source>Server TTFT</source>
        <translation>服务端 TTFT</translation>
    </message>
    <message>
        <source>Client overhead</source>
        <translation>客户端开销</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>排队</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>Server E2E</source>
        <translation>服务端 E2E</translation>
    </message>
    <message>
        <source>Processing (openai-processing-ms)</source>
        <translation>处理时间（openai-processing-ms）</translation>
    </message>
    <message>
        <source>Headers of interest</source>
        <translation>相关响应头</translation>
    </message>
</context>
<context>
    <name>ttft::RequestTimelineView</name>
    <message>
        <source>Dispatch lag</source>
        <translation>派发滞后</translation>
    </message>
    <message>
        <source>Connect/TLS</source>
        <translation>连接/TLS</translation>
    </message>
    <message>
        <source>Sending</source>
        <translation>发送中</translation>
    </message>
    <message>
        <source>Waiting for first token</source>
        <translation>等待首 token</translation>
    </message>
    <message>
        <source>Streaming</source>
        <translation>流式传输中</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Warm-up (faded)</source>
        <translation>预热（淡色）</translation>
    </message>
    <message>
        <source>One row per request appears here as requests finish.</source>
        <translation>请求完成后，每个请求会在此显示为一行。</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>Requests, in order of start</source>
        <translation>请求（按开始顺序）</translation>
    </message>
</context>
<context>
    <name>ttft::RequestsModel</name>
    <message>
        <source>ok</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>warm-up</source>
        <translation>预热</translation>
    </message>
    <message>
        <source>warm-up, failed</source>
        <translation>预热，失败</translation>
    </message>
    <message>
        <source>Time to first token: request start to the first visible answer text, ms</source>
        <translation>首 token 时间：从请求开始到首个可见回答文本，单位 ms</translation>
    </message>
    <message>
        <source>Time to first output of any kind (answer, reasoning, tool call), ms</source>
        <translation>首个输出时间：到任意类型首个输出（回答、推理、工具调用）的时间，单位 ms</translation>
    </message>
    <message>
        <source>Time to first sentence: the answer first holds a speakable clause, ms</source>
        <translation>首句时间：到回答中首次出现可朗读分句的时间，单位 ms</translation>
    </message>
    <message>
        <source>End to end: request start to the last byte, ms</source>
        <translation>端到端：从请求开始到最后一个字节，单位 ms</translation>
    </message>
    <message>
        <source>Time per output token after the first, ms</source>
        <translation>首个 token 之后每个输出 token 的时间，单位 ms</translation>
    </message>
    <message>
        <source>The plan cell: concurrency level (c), arrival rate (r), prompt length (p)</source>
        <translation>计划单元：并发级别（c）、到达率（r）、提示词长度（p）</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>服务商</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>TTFT ms</source>
        <translation>TTFT ms</translation>
    </message>
    <message>
        <source>TTFO ms</source>
        <translation>TTFO ms</translation>
    </message>
    <message>
        <source>TTFS ms</source>
        <translation>TTFS ms</translation>
    </message>
    <message>
        <source>E2E ms</source>
        <translation>E2E ms</translation>
    </message>
    <message>
        <source>TPOT ms</source>
        <translation>TPOT ms</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>token 数</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
</context>
<context>
    <name>ttft::RequestsPane</name>
    <message>
        <source>Provider</source>
        <translation>服务商</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Search request id, model, error…</source>
        <translation>搜索请求 id、模型、错误…</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>计入统计</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>预热</translation>
    </message>
    <message>
        <source>%1 of %2 requests</source>
        <translation>%2 个请求中的 %1 个</translation>
    </message>
</context>
<context>
    <name>ttft::RunController</name>
    <message>
        <source>No provider is included in the run.</source>
        <translation>本次运行未纳入任何服务商。</translation>
    </message>
    <message>
        <source>The plan cannot run: %1</source>
        <translation>该计划无法运行：%1</translation>
    </message>
    <message>
        <source>Cannot open the run journal %1: %2</source>
        <translation>无法打开运行日志 %1：%2</translation>
    </message>
</context>
<context>
    <name>ttft::RunStatusWidget</name>
    <message>
        <source>ETA %1</source>
        <translation>预计剩余 %1</translation>
    </message>
    <message>
        <source>ETA –</source>
        <translation>预计剩余 –</translation>
    </message>
    <message>
        <source>took %1</source>
        <translation>用时 %1</translation>
    </message>
    <message>
        <source>%1 done, %2 failed</source>
        <translation>%1 个完成，%2 个失败</translation>
    </message>
    <message>
        <source>%1 in flight</source>
        <translation>%1 个进行中</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>共 %1</translation>
    </message>
    <message>
        <source>cell %1/%2 (%3)</source>
        <translation>单元 %1/%2（%3）</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>客户端</translation>
    </message>
    <message>
        <source>The client's health is sampled while a run goes.</source>
        <translation>运行期间会对客户端的健康状况进行采样。</translation>
    </message>
    <message>
        <source>Client OK</source>
        <translation>客户端正常</translation>
    </message>
    <message>
        <source>The client keeps up: its timestamps can be trusted.</source>
        <translation>客户端跟得上：其时间戳可信。</translation>
    </message>
    <message>
        <source>Client busy</source>
        <translation>客户端繁忙</translation>
    </message>
    <message>
        <source>The client is close to its limits: the figures may carry some of its own delay.</source>
        <translation>客户端接近极限：数据中可能含有它自身的部分延迟。</translation>
    </message>
    <message>
        <source>Client overloaded</source>
        <translation>客户端过载</translation>
    </message>
    <message>
        <source>The client may be the bottleneck: its own delay is in the figures.</source>
        <translation>客户端可能是瓶颈：数据中包含它自身的延迟。</translation>
    </message>
    <message>
        <source>CPU %1 % of the machine, wake-up delay %2 ms, dispatch lag p99 %3 ms</source>
        <translation>整机 CPU %1%，唤醒延迟 %2 ms，派发滞后 p99 %3 ms</translation>
    </message>
    <message>
        <source>Over the run: %1</source>
        <translation>整个运行：%1</translation>
    </message>
</context>
<context>
    <name>ttft::TimelineToolTip</name>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source> (HTTP %1)</source>
        <translation>（HTTP %1）</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>%1 s after the run start</source>
        <translation>运行开始后 %1 s</translation>
    </message>
    <message>
        <source>Dispatch lag</source>
        <translation>派发滞后</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>reused</source>
        <translation>复用</translation>
    </message>
    <message>
        <source>DNS / connect / TLS</source>
        <translation>DNS / 连接 / TLS</translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source>Request sent</source>
        <translation>请求已发送</translation>
    </message>
    <message>
        <source>First byte (TTFB)</source>
        <translation>首字节（TTFB）</translation>
    </message>
    <message>
        <source>First token (TTFT)</source>
        <translation>首 token（TTFT）</translation>
    </message>
    <message>
        <source>End (E2E)</source>
        <translation>结束（E2E）</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>输出 token 数</translation>
    </message>
    <message>
        <source>Answer events</source>
        <translation>回答事件数</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>warm-up</source>
        <translation>预热</translation>
    </message>
</context>
<context>
    <name>ttft::TtftHistogramCanvas</name>
    <message>
        <source>The TTFT histogram fills in as requests finish.</source>
        <translation>请求完成后，TTFT 直方图会逐步填充。</translation>
    </message>
    <message>
        <source>No successful measured requests yet (warm-up and failed requests are not counted).</source>
        <translation>尚无成功且计入统计的请求（预热和失败的请求不计入）。</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p95</source>
        <translation>p95</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) above %1 not shown</source>
        <translation><numerusform>有 %n 个高于 %1 的请求未显示</numerusform></translation>
    </message>
    <message>
        <source>%1 (n = %2)</source>
        <translation>%1（n = %2）</translation>
    </message>
    <message>
        <source>p50 %1 · p95 %2 · p99 %3</source>
        <translation>p50 %1 · p95 %2 · p99 %3</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求数</translation>
    </message>
    <message>
        <source>Time to first token (ms, log scale)</source>
        <translation>首 token 时间（ms，对数刻度）</translation>
    </message>
    <message>
        <source>Time to first token (ms)</source>
        <translation>首 token 时间（ms）</translation>
    </message>
    <message>
        <source>TTFT %1 – %2</source>
        <translation>TTFT %1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n request(s)</source>
        <translation><numerusform>%1：%n 个请求</numerusform></translation>
    </message>
</context>
<context>
    <name>ttft::TtftHistogramView</name>
    <message>
        <source>&amp;Level:</source>
        <translation>级别(&amp;L)：</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>所有级别</translation>
    </message>
    <message>
        <source>Show one plan level (concurrency or rate, prompt length) or all of them pooled</source>
        <translation>显示某一个计划级别（并发或速率、提示词长度），或将所有级别合并显示</translation>
    </message>
    <message>
        <source>Overlaid</source>
        <translation>叠加</translation>
    </message>
    <message>
        <source>All providers in one chart, translucent</source>
        <translation>所有服务商画在同一张图中，半透明</translation>
    </message>
    <message>
        <source>Small multiples</source>
        <translation>分面小图</translation>
    </message>
    <message>
        <source>One chart per provider on the same TTFT axis</source>
        <translation>每个服务商一张图，共用同一 TTFT 坐标轴</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation>对数刻度</translation>
    </message>
    <message>
        <source>TTFT on a logarithmic axis: providers that differ tenfold are both readable</source>
        <translation>TTFT 使用对数轴：相差十倍的服务商都清晰可读</translation>
    </message>
</context>
<context>
    <name>ttft::TtftOverTimeView</name>
    <message>
        <source>Warm-up</source>
        <translation>预热</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Median of the last %1, per level</source>
        <translation>每个级别最近 %1 个请求的中位数</translation>
    </message>
    <message>
        <source>TTFT over time fills in as requests finish.</source>
        <translation>请求完成后，TTFT 随时间变化图会逐步填充。</translation>
    </message>
    <message>
        <source>TTFT (ms, log scale)</source>
        <translation>TTFT（ms，对数刻度）</translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation>TTFT（毫秒）</translation>
    </message>
    <message>
        <source>Request start, seconds since the run start</source>
        <translation>请求开始时间，自运行开始起的秒数</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation>对数刻度</translation>
    </message>
    <message>
        <source>TTFT on a logarithmic axis: fast and slow providers both readable</source>
        <translation>TTFT 使用对数轴：快慢服务商都清晰可读</translation>
    </message>
    <message>
        <source>%1%2
started at %3 s
TTFT %4</source>
        <translation>%1%2
开始于 %3 s
TTFT %4</translation>
    </message>
    <message>
        <source>none (failed before the first token)</source>
        <translation>无（在首 token 之前失败）</translation>
    </message>
    <message>
        <source> (warm-up)</source>
        <translation>（预热）</translation>
    </message>
    <message>
        <source> (failed)</source>
        <translation>（失败）</translation>
    </message>
</context>
<context>
    <name>ttft::WorkloadPanel</name>
    <message>
        <source>&amp;Scenario:</source>
        <translation>场景(&amp;S)：</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Simple Q&amp;A</source>
        <translation>简单问答</translation>
    </message>
    <message>
        <source>Simple Q&amp;A (Chinese)</source>
        <translation>简单问答（中文）</translation>
    </message>
    <message>
        <source>Voice assistant with history</source>
        <translation>带历史记录的语音助手</translation>
    </message>
    <message>
        <source>Voice assistant with history (Chinese)</source>
        <translation>带历史记录的语音助手（中文）</translation>
    </message>
    <message>
        <source>Tool-using agent</source>
        <translation>使用工具的智能体</translation>
    </message>
    <message>
        <source>Long context (16k tokens)</source>
        <translation>长上下文（16k token）</translation>
    </message>
    <message>
        <source>Loading a scenario replaces the messages and the settings below</source>
        <translation>加载场景会替换下方的消息和设置</translation>
    </message>
    <message>
        <source>Messages (system, history, user last):</source>
        <translation>消息（system、历史记录，最后一条为 user）：</translation>
    </message>
    <message>
        <source>Add a message after the selected one</source>
        <translation>在所选消息之后添加一条消息</translation>
    </message>
    <message>
        <source>Remove the selected message</source>
        <translation>删除所选消息</translation>
    </message>
    <message>
        <source>Move the selected message up</source>
        <translation>上移所选消息</translation>
    </message>
    <message>
        <source>Move the selected message down</source>
        <translation>下移所选消息</translation>
    </message>
    <message>
        <source>Role of the selected message</source>
        <translation>所选消息的角色</translation>
    </message>
    <message>
        <source>Text of the selected message</source>
        <translation>所选消息的文本</translation>
    </message>
    <message>
        <source>Prompt length:</source>
        <translation>提示词长度：</translation>
    </message>
    <message>
        <source>Pad the prompt with filler conversation to about this many tokens</source>
        <translation>用填充对话将提示词补足到约这么多 token</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <source>English filler</source>
        <translation>英文填充</translation>
    </message>
    <message>
        <source>Chinese filler</source>
        <translation>中文填充</translation>
    </message>
    <message>
        <source>max_tokens:</source>
        <translation>max_tokens：</translation>
    </message>
    <message>
        <source>Unchecked: the server's default</source>
        <translation>不勾选：使用服务器默认值</translation>
    </message>
    <message>
        <source>temperature:</source>
        <translation>temperature：</translation>
    </message>
    <message>
        <source>top_p:</source>
        <translation>top_p：</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>Cache busting</source>
        <translation>绕过缓存</translation>
    </message>
    <message>
        <source>A unique nonce opens every prompt: no prefix cache can skip the prefill and flatter TTFT</source>
        <translation>每个提示词以唯一随机数开头：前缀缓存无法跳过预填充、美化 TTFT</translation>
    </message>
    <message>
        <source>Ask for token usage</source>
        <translation>请求返回 token 用量</translation>
    </message>
    <message>
        <source>TPOT then uses the server's own output token count</source>
        <translation>此时 TPOT 将使用服务器自己统计的输出 token 数</translation>
    </message>
    <message>
        <source>Keep each answer's text</source>
        <translation>保留每个回答的文本</translation>
    </message>
    <message>
        <source>Extra &amp;body:</source>
        <translation>额外请求体(&amp;B)：</translation>
    </message>
    <message>
        <source>JSON object merged into the request body, e.g. {"seed": 7}</source>
        <translation>合并到请求体中的 JSON 对象，例如 {"seed": 7}</translation>
    </message>
    <message>
        <source>≈ %1 prompt tokens as written; filler pads them to ≈ %2</source>
        <translation>所写内容 ≈ %1 个提示词 token；填充后 ≈ %2</translation>
    </message>
    <message>
        <source>≈ %1 prompt tokens, already above the %2-token target (no filler)</source>
        <translation>≈ %1 个提示词 token，已超过 %2 token 的目标（不填充）</translation>
    </message>
    <message>
        <source>≈ %1 prompt tokens</source>
        <translation>≈ %1 个提示词 token</translation>
    </message>
    <message>
        <source>Extra body: not a JSON object; the last valid one is used.</source>
        <translation>额外请求体：不是 JSON 对象；将使用上一个有效的对象。</translation>
    </message>
</context>
</TS>
