<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ToolTurnChart</name>
    <message>
        <source>P50 to the first answer</source>
        <translation>到首个回答的 P50</translation>
    </message>
    <message>
        <source>P95 to the first answer</source>
        <translation>到首个回答的 P95</translation>
    </message>
</context>
<context>
    <name>ttft</name>
    <message>
        <source>ttft-bench: unknown command &apos;%1&apos; (try --help)
</source>
        <translation>ttft-bench：未知命令“%1”（请试试 --help）
</translation>
    </message>
    <message>
        <source>TCP port on 127.0.0.1 (default 18000; 0 picks a free one).</source>
        <translation>127.0.0.1 上的 TCP 端口（默认 18000；0 表示自动选择空闲端口）。</translation>
    </message>
    <message>
        <source>Require &apos;Authorization: Bearer KEY&apos;, KEY read from this environment variable.</source>
        <translation>要求请求带有 &apos;Authorization: Bearer KEY&apos;，KEY 从此环境变量读取。</translation>
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
        <source>Extra request header &apos;Name: value&apos; (repeatable).</source>
        <translation>额外的请求头 &apos;Name: value&apos;（可重复）。</translation>
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
        <source>JSON file holding an OpenAI &apos;messages&apos; array.</source>
        <translation>包含 OpenAI &apos;messages&apos; 数组的 JSON 文件。</translation>
    </message>
    <message>
        <source>User prompt text (instead of --messages).</source>
        <translation>用户提示词文本（代替 --messages）。</translation>
    </message>
    <message>
        <source>Sampling temperature.</source>
        <translation>采样温度。</translation>
    </message>
    <message>
        <source>Keep each answer&apos;s text in requests.jsonl.</source>
        <translation>在 requests.jsonl 中保留每个回答的文本。</translation>
    </message>
    <message>
        <source>Connect timeout in ms (default 10000).</source>
        <translation>连接超时，单位 ms（默认 10000）。</translation>
    </message>
    <message>
        <source>Timeout for a whole request in ms (default 300000).</source>
        <translation>整个请求的超时，单位 ms（默认 300000）。</translation>
    </message>
    <message>
        <source>Do not verify the server&apos;s TLS certificate (recorded).</source>
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
        <source>unexpected argument &apos;%1&apos;</source>
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
        <source>--header must look like &apos;Name: value&apos;, got &apos;%1&apos;</source>
        <translation>--header 的格式应为 &apos;Name: value&apos;，实际为“%1”</translation>
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
        <translation>超时必须是以 ms 计的正整数</translation>
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
        <source>TTFT (ms)</source>
        <extracomment>Summary table row: time to first token, milliseconds</extracomment>
        <translation>TTFT（ms）</translation>
    </message>
    <message>
        <source>TTFB (ms)</source>
        <extracomment>Summary table row: time to first byte, milliseconds</extracomment>
        <translation>TTFB（ms）</translation>
    </message>
    <message>
        <source>TTFO (ms)</source>
        <extracomment>Summary table row: time to first output of any kind, milliseconds</extracomment>
        <translation>TTFO（ms）</translation>
    </message>
    <message>
        <source>TPOT (ms)</source>
        <extracomment>Summary table row: time per output token, milliseconds</extracomment>
        <translation>TPOT（ms）</translation>
    </message>
    <message>
        <source>E2E (ms)</source>
        <extracomment>Summary table row: end-to-end latency, milliseconds</extracomment>
        <translation>端到端（ms）</translation>
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
        <source>Measure each transport&apos;s TTFT against the lab server&apos;s ground truth.</source>
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
        <source>The lab&apos;s first-token delay (default 200).</source>
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
        <source>Client TTFT minus the lab&apos;s ground truth, first token at %1 ms (ms; lower is better)</source>
        <translation>客户端 TTFT 减去实验室服务端真值，首 token 在 %1 ms（单位 ms；越低越好）</translation>
    </message>
    <message>
        <source>ttft-bench calibrate: cannot write %1: %2</source>
        <translation>ttft-bench calibrate：无法写入 %1：%2</translation>
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
        <source>Rebuild a session file from a run&apos;s journal (after a crash or a kill).</source>
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
        <source>The run&apos;s journal (run.ttft.jsonl).</source>
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
        <translation>%1 #%2 %3  TTFT %4 ms  端到端 %5 ms  token 数 %6</translation>
    </message>
    <message>
        <source>Cell %1 of %2: %3</source>
        <translation>单元 %1/%2：%3</translation>
    </message>
    <message>
        <source>%1 against the lab&apos;s ground truth, client TTFT − server TTFT: median %2 ms, p99 %3 ms (%4 requests)</source>
        <translation>%1 对照实验室服务端真值，客户端 TTFT − 服务端 TTFT：中位数 %2 ms，p99 %3 ms（%4 个请求）</translation>
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
        <translation>有效吞吐：只有 TTFT 不超过该 ms 数的请求才计入。</translation>
    </message>
    <message>
        <source>Goodput: … and TPOT at most this many ms.</source>
        <translation>有效吞吐：……且 TPOT 不超过该 ms 数。</translation>
    </message>
    <message>
        <source>Goodput: … and end-to-end latency at most this many ms.</source>
        <translation>有效吞吐：……且端到端延迟不超过该 ms 数。</translation>
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
        <source>Closed loop: spread the workers&apos; starts over this many seconds.</source>
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
        <translation>等待首个输出的超时，单位 ms（默认 60000）。</translation>
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
        <source>%1: &quot;lab&quot;: %2</source>
        <translation>%1：&quot;lab&quot;：%2</translation>
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
        <source>unknown --template &apos;%1&apos; (known: %2)</source>
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
        <translation>SLO 上限必须是以 ms 计的正数</translation>
    </message>
    <message>
        <source>%1 % CI %2 to %3 ms</source>
        <translation>%1% 置信区间 %2 至 %3 ms</translation>
    </message>
    <message>
        <source>%1 is faster than %2 at %3 by %4 ms (%5)</source>
        <translation>%1 在 %3 上比 %2 快 %4 ms（%5）</translation>
    </message>
    <message>
        <source>no significant difference between %1 and %2 at %3 (%4)</source>
        <translation>%1 与 %2 在 %3 上无显著差异（%4）</translation>
    </message>
    <message>
        <source>Provider</source>
        <extracomment>Group table heading: the provider&apos;s name</extracomment>
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
        <source>curl (precise, default) or qt; both, comma-separated, measure every provider with each.</source>
        <translation>curl（精确，默认）或 qt；用逗号同时给出两者时，每个服务商分别用两者测量。</translation>
    </message>
    <message>
        <source>HTTP version: 1.1 (default) or 2; both, comma-separated, measure every provider with each.</source>
        <translation>HTTP 版本：1.1（默认）或 2；用逗号同时给出两者时，每个服务商分别用两者测量。</translation>
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
        <source>API keys in the system keychain (service &quot;%1&quot;), for run --api-key-keychain NAME.
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
        <source>unknown action &apos;%1&apos; (set, show or delete)</source>
        <translation>未知操作“%1”（应为 set、show 或 delete）</translation>
    </message>
    <message>
        <source>Model that answers llama.cpp and TGI requests, which name none (default: the first).</source>
        <translation>应答 llama.cpp 和 TGI 请求的模型（这类请求不指定模型；默认：第一个）。</translation>
    </message>
    <message>
        <source>Answer every request to the --dialect endpoint with the recorded body in FILE: a raw body (.sse, .ndjson) or a timed recording, one {&quot;t_ms&quot;: …, &quot;bytes&quot;: …} per line.</source>
        <translation>用 FILE 中录制的响应体应答发往 --dialect 端点的每个请求：可以是原始响应体（.sse、.ndjson），也可以是带时间的录制，每行一个 {&quot;t_ms&quot;: …, &quot;bytes&quot;: …}。</translation>
    </message>
    <message>
        <source>The API of the recorded body: %1.</source>
        <translation>录制的响应体所用的 API：%1。</translation>
    </message>
    <message>
        <source>Replay: N ms between recorded events, after the model&apos;s first-token delay (default: the model&apos;s time per output token).</source>
        <translation>回放：在模型的首 token 延迟之后，录制的事件之间间隔 N ms（默认：模型的每输出 token 时间）。</translation>
    </message>
    <message>
        <source>Replay: &apos;original&apos; keeps the recording&apos;s own timing (a timed recording only); &apos;fixed&apos; (default) paces by --pace-ms.</source>
        <translation>回放：&apos;original&apos; 保留录制本身的时间（仅限带时间的录制）；&apos;fixed&apos;（默认）按 --pace-ms 控制节奏。</translation>
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
        <source>ttft-bench lab: --pace must be &apos;original&apos; or &apos;fixed&apos;</source>
        <translation>ttft-bench lab：--pace 必须是 &apos;original&apos; 或 &apos;fixed&apos;</translation>
    </message>
    <message>
        <source>ttft-bench lab: --pace-ms must be a number of milliseconds ≥ 0, and does not go with --pace original</source>
        <translation>ttft-bench lab：--pace-ms 必须是 以 ms 计的 ≥ 0 的数，且不能与 --pace original 一起使用</translation>
    </message>
    <message>
        <source>Replaying %1 to every %2 request.</source>
        <translation>正在向每个 %2 请求回放 %1。</translation>
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
        <source>The server&apos;s own log (JSON Lines or CSV with a request-id column), read after the run and joined to the requests by id (with --lab: the lab writes it).</source>
        <translation>服务器自身的日志（JSON Lines，或带 request-id 列的 CSV），在运行结束后读取，并按 id 与请求关联（使用 --lab 时由实验室写出）。</translation>
    </message>
    <message>
        <source>Columns of --server-log: id=COL,ttft_ms=COL,arrival=COL,first_token=COL,end=COL,queue_ms=COL,e2e_ms=COL,time_unit=s|ms|us|ns|iso (default: guessed from the names).</source>
        <translation>--server-log 的列：id=COL,ttft_ms=COL,arrival=COL,first_token=COL,end=COL,queue_ms=COL,e2e_ms=COL,time_unit=s|ms|us|ns|iso（默认：根据列名推断）。</translation>
    </message>
    <message>
        <source>A Prometheus /metrics endpoint (vLLM names) scraped before and after the run; the server&apos;s view is shown beside the client&apos;s (repeatable; &apos;lab&apos;: the embedded lab&apos;s).</source>
        <translation>Prometheus /metrics 端点（vLLM 指标名），在运行前后各抓取一次；服务器视角的数据与客户端的并列显示（可重复；&apos;lab&apos;：内置实验室的端点）。</translation>
    </message>
    <message>
        <source>give --api-key-env or --api-key-keychain, not both</source>
        <translation>--api-key-env 和 --api-key-keychain 只能指定其一</translation>
    </message>
    <message>
        <source>unknown --preset &apos;%1&apos; (known: %2)</source>
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
        <source>unknown --dialect &apos;%1&apos;</source>
        <translation>未知的 --dialect“%1”</translation>
    </message>
    <message>
        <source>provider %1: unknown dialect &apos;%2&apos;</source>
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
        <source>Warning: cannot scrape the server&apos;s metrics before the run: %1</source>
        <translation>警告：无法在运行前抓取服务器指标：%1</translation>
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
        <source>server&apos;s source</source>
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
        <source>The server&apos;s metrics (%1, %2), change over the run:</source>
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
        <source>  %1: client TTFT mean %2 ms over %3 requests: %4 ms more than the server&apos;s</source>
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
    <message>
        <source>Import another tool&apos;s per-request results as a session file: vLLM bench serve (--save-result --save-detailed JSON), GuideLLM (benchmarks JSON) or AIPerf (profile_export.jsonl).</source>
        <translation>将其他工具的逐请求结果导入为会话文件：vLLM bench serve（--save-result --save-detailed JSON）、GuideLLM（benchmarks JSON）或 AIPerf（profile_export.jsonl）。</translation>
    </message>
    <message>
        <source>The file&apos;s format: vllm, guidellm or aiperf (default: recognised from the file).</source>
        <translation>文件格式：vllm、guidellm 或 aiperf（默认：根据文件内容识别）。</translation>
    </message>
    <message>
        <source>The provider name of the imported requests (default: the tool and the model, e.g. &quot;vLLM · llama-3-8b · openai&quot;).</source>
        <translation>导入的请求所用的服务商名称（默认：工具名加模型名，例如“vLLM · llama-3-8b · openai”）。</translation>
    </message>
    <message>
        <source>The other tool&apos;s result file.</source>
        <translation>其他工具的结果文件。</translation>
    </message>
    <message>
        <source>ttft-bench import: %1</source>
        <translation>ttft-bench import：%1</translation>
    </message>
    <message>
        <source>ttft-bench import: usage: ttft-bench import FILE [--format vllm|guidellm|aiperf] [--label NAME] -o SESSION</source>
        <translation>ttft-bench import：用法：ttft-bench import FILE [--format vllm|guidellm|aiperf] [--label NAME] -o SESSION</translation>
    </message>
    <message>
        <source>ttft-bench import: unknown format &apos;%1&apos; (vllm, guidellm or aiperf)</source>
        <translation>ttft-bench import：未知格式“%1”（应为 vllm、guidellm 或 aiperf）</translation>
    </message>
    <message>
        <source>ttft-bench import: %1 exists; nothing was changed (use --force to replace it)</source>
        <translation>ttft-bench import：%1 已存在，未做任何更改（使用 --force 替换）</translation>
    </message>
    <message>
        <source>ttft-bench import: cannot write %1: %2</source>
        <translation>ttft-bench import：无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Imported %1 requests (%2 failed, %3 warm-up) from %4 (%5) into %6 as %7.</source>
        <translation>已从 %4（%5）导入 %1 个请求（%2 个失败，%3 个预热）到 %6，服务商名为 %7。</translation>
    </message>
    <message>
        <source>%1 damaged or unreadable entries were skipped.</source>
        <translation>已跳过 %1 个损坏或无法读取的条目。</translation>
    </message>
    <message>
        <source>Inject this fault into every request that names none in X-Lab-Fault: %1.</source>
        <translation>向每个未在 X-Lab-Fault 中指定故障的请求注入此故障：%1。</translation>
    </message>
    <message>
        <source>The slow-accept fault&apos;s delay before a connection is taken up (default 500).</source>
        <translation>slow-accept 故障在接受连接之前的延迟（默认 500）。</translation>
    </message>
    <message>
        <source>ttft-bench lab: --fault must be one of %1</source>
        <translation>ttft-bench lab：--fault 必须是 %1 之一</translation>
    </message>
    <message>
        <source>ttft-bench lab: --slow-accept-ms must be a whole number ≥ 0</source>
        <translation>ttft-bench lab：--slow-accept-ms 必须是 ≥ 0 的整数</translation>
    </message>
    <message>
        <source>Every request gets the fault %1 unless it names another in X-Lab-Fault.</source>
        <translation>每个请求都会被注入故障 %1，除非它在 X-Lab-Fault 中指定了其他故障。</translation>
    </message>
    <message>
        <source>Connections to %1 are refused (nothing listens there).</source>
        <translation>到 %1 的连接会被拒绝（该地址上没有任何监听）。</translation>
    </message>
    <message>
        <source>Merge session files (ours or imported) into one, each run&apos;s providers named &quot;provider · label&quot; so the runs stay apart in the compare views.</source>
        <translation>将多个会话文件（本工具的或导入的）合并为一个，每次运行的服务商命名为“服务商 · 标签”，使各次运行在对比视图中保持区分。</translation>
    </message>
    <message>
        <source>The merged session file to write (*.ttft.json).</source>
        <translation>要写入的合并后的会话文件（*.ttft.json）。</translation>
    </message>
    <message>
        <source>Two or more session files (*.ttft.json).</source>
        <translation>两个或更多会话文件（*.ttft.json）。</translation>
    </message>
    <message>
        <source>ttft-bench merge: %1</source>
        <translation>ttft-bench merge：%1</translation>
    </message>
    <message>
        <source>ttft-bench merge: %1 exists; nothing was changed (use --force to replace it)</source>
        <translation>ttft-bench merge：%1 已存在，未做任何更改（使用 --force 替换）</translation>
    </message>
    <message>
        <source>ttft-bench merge: %1 Nothing was merged.</source>
        <translation>ttft-bench merge：%1 未合并任何内容。</translation>
    </message>
    <message>
        <source>ttft-bench merge: cannot write %1: %2</source>
        <translation>ttft-bench merge：无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Merged %1 requests from %2 sessions into %3:</source>
        <translation>已将 %2 个会话中的 %1 个请求合并到 %3：</translation>
    </message>
    <message>
        <source>  %1: %2 requests from %3 (%4)</source>
        <translation>  %1：%2 个请求，来自 %3（%4）</translation>
    </message>
    <message>
        <source>Write a saved run&apos;s report: self-contained HTML (charts embedded), PDF, the per-request CSV, summary.json, or a Markdown summary table on standard output.</source>
        <translation>写出已保存运行的报告：自包含的 HTML（内嵌图表）、PDF、逐请求 CSV、summary.json，或在标准输出上打印 Markdown 汇总表。</translation>
    </message>
    <message>
        <source>Write the HTML report to FILE.</source>
        <translation>将 HTML 报告写入 FILE。</translation>
    </message>
    <message>
        <source>Write the PDF report to FILE.</source>
        <translation>将 PDF 报告写入 FILE。</translation>
    </message>
    <message>
        <source>Write one row per request (requests.csv) to FILE.</source>
        <translation>将每个请求一行的表（requests.csv）写入 FILE。</translation>
    </message>
    <message>
        <source>Write the summary (summary.json) to FILE.</source>
        <translation>将汇总（summary.json）写入 FILE。</translation>
    </message>
    <message>
        <source>Print the per-provider summary as a Markdown table.</source>
        <translation>以 Markdown 表格打印各服务商的汇总。</translation>
    </message>
    <message>
        <source>The report&apos;s title.</source>
        <translation>报告的标题。</translation>
    </message>
    <message>
        <source>A session file (*.ttft.json).</source>
        <translation>会话文件（*.ttft.json）。</translation>
    </message>
    <message>
        <source>ttft-bench report: %1</source>
        <translation>ttft-bench report：%1</translation>
    </message>
    <message>
        <source>ttft-bench report: usage: ttft-bench report SESSION [--html FILE] [--pdf FILE] [--csv FILE] [--json FILE] [--markdown]</source>
        <translation>ttft-bench report：用法：ttft-bench report SESSION [--html FILE] [--pdf FILE] [--csv FILE] [--json FILE] [--markdown]</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Warning: %1: TLS certificate verification is OFF; anyone on the path can read the key and the answers.</source>
        <translation>警告：%1：TLS 证书验证已关闭；传输路径上的任何人都能读取密钥和回答。</translation>
    </message>
    <message>
        <source>Warning: %1: also trusting the certificate(s) in %2 for this provider.</source>
        <translation>警告：%1：此服务商还将信任 %2 中的证书。</translation>
    </message>
    <message>
        <source>Lab server: inject this fault into every request (connection-refused, drop, stall, http-503, gzip, …; ttft-bench lab --help lists them).</source>
        <translation>实验室服务器：向每个请求注入此故障（connection-refused、drop、stall、http-503、gzip 等；ttft-bench lab --help 会列出全部）。</translation>
    </message>
    <message>
        <source>Also trust this CA or server certificate (PEM file), e.g. a private gateway&apos;s (recorded).</source>
        <translation>额外信任此 CA 证书或服务器证书（PEM 文件），例如私有网关的证书（会被记录）。</translation>
    </message>
    <message>
        <source>--ca-certificate: cannot read %1</source>
        <translation>--ca-certificate：无法读取 %1</translation>
    </message>
    <message>
        <source>the embedded lab</source>
        <translation>内置实验室</translation>
    </message>
    <message>
        <source>%1, sent to %2</source>
        <translation>%1，发送至 %2</translation>
    </message>
    <message>
        <source>--lab-fault must be one of %1</source>
        <translation>--lab-fault 必须是 %1 之一</translation>
    </message>
    <message>
        <source>%1 % CI %2–%3 ms</source>
        <translation>%1% 置信区间 %2–%3 ms</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TTFS</source>
        <translation>TTFS</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>E2E</source>
        <translation>E2E</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首 token 时间</translation>
    </message>
    <message>
        <source>Time to first sentence</source>
        <translation>首句时间</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每输出 token 时间</translation>
    </message>
    <message>
        <source>End-to-end latency</source>
        <translation>端到端延迟</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%2 上的 %1</translation>
    </message>
    <message>
        <source>Known once requests are recorded.</source>
        <translation>记录请求后即可知晓。</translation>
    </message>
    <message>
        <source>Set warm-up to %1 or more in the plan.</source>
        <translation>请在计划中将预热设为 %1 或更多。</translation>
    </message>
    <message>
        <source>Every provider and cell had at least %1 warm-up requests (the method asks for at least %2).</source>
        <translation>每个服务商和单元都至少有 %1 个预热请求（方法要求至少 %2 个）。</translation>
    </message>
    <message>
        <source>%1 had a warm-up of %2; the method asks for at least %3.</source>
        <translation>%1 的预热为 %2 个；方法要求至少 %3 个。</translation>
    </message>
    <message>
        <source>Warm-up is %1 requests per provider and cell (the method asks for at least %2).</source>
        <translation>预热为每个服务商每个单元 %1 个请求（方法要求至少 %2 个）。</translation>
    </message>
    <message>
        <source>Warm-up is %1 requests; the method asks for at least %2.</source>
        <translation>预热为 %1 个请求；方法要求至少 %2 个。</translation>
    </message>
    <message>
        <source>One provider: there is nothing to compare.</source>
        <translation>只有一个服务商：没有可比较的对象。</translation>
    </message>
    <message>
        <source>max_tokens is not set, so each provider uses its own default</source>
        <translation>未设置 max_tokens，因此各服务商使用各自的默认值</translation>
    </message>
    <message>
        <source>temperature is not set, so each provider uses its own default</source>
        <translation>未设置 temperature，因此各服务商使用各自的默认值</translation>
    </message>
    <message>
        <source>%1 overrides %2 in its extra body</source>
        <translation>%1 在其额外请求体中覆盖了 %2</translation>
    </message>
    <message>
        <source>Every provider gets the same prompt, but %1.</source>
        <translation>每个服务商收到的提示词相同，但%1。</translation>
    </message>
    <message>
        <source>Set max_tokens and temperature in the workload, and remove them from the providers&apos; extra bodies.</source>
        <translation>请在工作负载中设置 max_tokens 和 temperature，并将它们从各服务商的额外请求体中移除。</translation>
    </message>
    <message>
        <source>Every provider gets the same prompt, max_tokens %1 and temperature %2.</source>
        <translation>每个服务商收到相同的提示词、max_tokens %1 和 temperature %2。</translation>
    </message>
    <message>
        <source>(server default)</source>
        <translation>（服务器默认）</translation>
    </message>
    <message>
        <source>All run model %1.</source>
        <translation>所有服务商都运行模型 %1。</translation>
    </message>
    <message>
        <source>The models differ by provider (%1): only you can say they are the ones to compare.</source>
        <translation>各服务商的模型不同（%1）：只有你能判断它们是否就是应当比较的模型。</translation>
    </message>
    <message>
        <source>Tick when the models are the comparable ones.</source>
        <translation>确认这些模型可以相互比较后勾选。</translation>
    </message>
    <message>
        <source>Every request asks for a stream; whether a proxy held it back shows only in the timing. %1</source>
        <translation>每个请求都要求流式返回；代理是否拦住了流只能从计时上看出。%1</translation>
    </message>
    <message>
        <source>%1: %2 of %3 answers</source>
        <translation>%1：%3 个回答中有 %2 个</translation>
    </message>
    <message>
        <source>Answers arrived in one burst at the end (a buffering proxy or gateway): %1.</source>
        <translation>回答在末尾一次性到达（有缓冲的代理或网关）：%1。</translation>
    </message>
    <message>
        <source>Measure without the buffering layer, or turn its buffering off; TTFT through it is about the whole response time.</source>
        <translation>请绕过该缓冲层测量，或关闭其缓冲；经由它测得的 TTFT 约等于整个响应时间。</translation>
    </message>
    <message>
        <source>All %1 successful measured answers streamed; none arrived in one burst.</source>
        <translation>全部 %1 个计入统计的成功回答都是流式到达的，没有一次性到达的。</translation>
    </message>
    <message>
        <source>%1 missing in %2 of %3</source>
        <translation>%1 缺失：%3 个中有 %2 个</translation>
    </message>
    <message>
        <source>output length</source>
        <translation>输出长度</translation>
    </message>
    <message>
        <source>Successful measured requests lack figures: %1.</source>
        <translation>计入统计的成功请求缺少数据：%1。</translation>
    </message>
    <message>
        <source>Ask for a usage report (include usage) and check that the answers are longer than one token.</source>
        <translation>请要求返回用量报告（include usage），并确认回答长于一个 token。</translation>
    </message>
    <message>
        <source>TTFT, TPOT, E2E and output length recorded for all %1 successful measured requests (output length from the server&apos;s usage for %2, counted for the rest).</source>
        <translation>全部 %1 个计入统计的成功请求都记录了 TTFT、TPOT、E2E 和输出长度（其中 %2 个的输出长度来自服务器的用量统计，其余为本地计数）。</translation>
    </message>
    <message>
        <source>P50, P95 and P99 are reported; every provider and cell has at least %1 successful measured requests (a P99 needs %2).</source>
        <translation>已报告 P50、P95 和 P99；每个服务商和单元都至少有 %1 个计入统计的成功请求（P99 需要 %2 个）。</translation>
    </message>
    <message>
        <source>The plan measures for %1 s per cell: how many requests that makes depends on the latency. %2</source>
        <translation>计划每个单元测量 %1 s：能产生多少请求取决于延迟。%2</translation>
    </message>
    <message>
        <source>The plan measures %1 requests per provider and cell (a P99 needs %2).</source>
        <translation>计划为每个服务商每个单元测量 %1 个请求（P99 需要 %2 个）。</translation>
    </message>
    <message>
        <source>Client location and network: &quot;%1&quot;.</source>
        <translation>客户端位置和网络：“%1”。</translation>
    </message>
    <message>
        <source>The run has no note on where the client ran and over what network.</source>
        <translation>本次运行没有记录客户端在哪里运行、经由什么网络。</translation>
    </message>
    <message>
        <source>The workload is the &quot;%1&quot; template</source>
        <translation>工作负载为“%1”模板</translation>
    </message>
    <message>
        <source>The workload is hand-made (%1 messages)</source>
        <translation>工作负载为手工编写（%1 条消息）</translation>
    </message>
    <message>
        <source>, padded to %1 prompt tokens</source>
        <translation>，填充至 %1 个提示词 token</translation>
    </message>
    <message>
        <source>, padded to about %1 prompt tokens</source>
        <translation>，填充至约 %1 个提示词 token</translation>
    </message>
    <message>
        <source>. Only you can say whether it is like your product&apos;s prompts.</source>
        <translation>。只有你能判断它是否接近你产品的提示词。</translation>
    </message>
    <message>
        <source>Tick when the prompts&apos; length and shape match what your users send (system prompt, history, tools).</source>
        <translation>确认提示词的长度和结构与用户实际发送的一致（system 提示词、历史记录、工具）后勾选。</translation>
    </message>
    <message>
        <source>Run a closed loop with concurrency levels 1 and, say, 10.</source>
        <translation>请运行闭环测试，并发级别取 1 和例如 10。</translation>
    </message>
    <message>
        <source>Both a single-request round (concurrency 1) and a round under concurrent load.</source>
        <translation>既有单请求轮次（并发 1），也有并发负载下的轮次。</translation>
    </message>
    <message>
        <source>Only concurrency 1; the method asks for a multi-concurrency round too.</source>
        <translation>只有并发 1；方法还要求一轮多并发测试。</translation>
    </message>
    <message>
        <source>Only concurrent load; the method asks for a single-request round (concurrency 1) too.</source>
        <translation>只有并发负载；方法还要求一轮单请求测试（并发 1）。</translation>
    </message>
    <message>
        <source>The plan has no load level.</source>
        <translation>计划中没有负载级别。</translation>
    </message>
    <message>
        <source>Run fewer streams per client machine, or a release build, and measure again.</source>
        <translation>请减少每台客户端机器上的流数，或改用 release 构建，然后重新测量。</translation>
    </message>
    <message>
        <source>No request recorded its dispatch lag.</source>
        <translation>没有请求记录了派发滞后。</translation>
    </message>
    <message>
        <source>Requests left late: P99 dispatch lag %1 ms (limit %2 ms).</source>
        <translation>请求发出过晚：P99 派发滞后 %1 ms（上限 %2 ms）。</translation>
    </message>
    <message>
        <source>Requests left on time: P99 dispatch lag %1 ms (limit %2 ms); the client&apos;s CPU was not sampled in this data.</source>
        <translation>请求按时发出：P99 派发滞后 %1 ms（上限 %2 ms）；这些数据中没有客户端 CPU 的采样。</translation>
    </message>
    <message>
        <source>Import the server&apos;s log or scrape its metrics to cross-check, or tick when you compared with the server&apos;s own figures elsewhere.</source>
        <translation>请导入服务器日志或抓取其指标进行交叉核对；如果已在别处与服务器自身的数据做过对比，请勾选。</translation>
    </message>
    <message>
        <source>%1 of %2 measured requests carry the server&apos;s own timings (%3).</source>
        <translation>%2 个计入统计的请求中有 %1 个带有服务器自身的计时（%3）。</translation>
    </message>
    <message>
        <source>No request carries the server&apos;s own timings.</source>
        <translation>没有请求带有服务器自身的计时。</translation>
    </message>
    <message>
        <source>At least %1 warm-up requests</source>
        <translation>至少 %1 个预热请求</translation>
    </message>
    <message>
        <source>Same prompt, max_tokens and temperature for every provider</source>
        <translation>各服务商的提示词、max_tokens 和 temperature 相同</translation>
    </message>
    <message>
        <source>Streaming end to end, no buffering layer</source>
        <translation>端到端流式传输，无缓冲层</translation>
    </message>
    <message>
        <source>TTFT, TPOT, E2E and output length recorded</source>
        <translation>已记录 TTFT、TPOT、E2E 和输出长度</translation>
    </message>
    <message>
        <source>Client location and network recorded</source>
        <translation>已记录客户端位置和网络</translation>
    </message>
    <message>
        <source>Realistic prompts</source>
        <translation>提示词贴近实际</translation>
    </message>
    <message>
        <source>Single- and multi-concurrency rounds</source>
        <translation>单并发和多并发轮次</translation>
    </message>
    <message>
        <source>Client not the bottleneck</source>
        <translation>客户端不是瓶颈</translation>
    </message>
    <message>
        <source>Cross-checked with server-side data</source>
        <translation>已与服务端数据交叉核对</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>未通过</translation>
    </message>
    <message>
        <source>Needs you</source>
        <translation>需要你确认</translation>
    </message>
    <message>
        <source>Not applicable</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>待定</translation>
    </message>
    <message>
        <source>TTFT from intended start</source>
        <translation>从计划开始时间算起的 TTFT</translation>
    </message>
    <message>
        <source>Tool-call start</source>
        <translation>工具调用开始</translation>
    </message>
    <message>
        <source>Tool-call time</source>
        <translation>工具调用时长</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P95</source>
        <translation>P95</translation>
    </message>
    <message>
        <source>P99</source>
        <translation>P99</translation>
    </message>
    <message>
        <source>Simple Q&amp;A</source>
        <translation>简单问答</translation>
    </message>
    <message>
        <source>Multi-turn conversation</source>
        <translation>多轮对话</translation>
    </message>
    <message>
        <source>Tool-using agent</source>
        <translation>使用工具的智能体</translation>
    </message>
    <message>
        <source>High-concurrency service</source>
        <translation>高并发服务</translation>
    </message>
    <message>
        <source>Voice intercom</source>
        <translation>语音对讲</translation>
    </message>
    <message>
        <source>One question, one answer: the user waits for the first words. Judged on the mean TTFT, one request at a time.</source>
        <translation>一问一答：用户等待最初的几个字。按逐个发送请求时的 TTFT 均值判定。</translation>
    </message>
    <message>
        <source>A conversation whose history grows: the slow turns are what users remember. Judged on the P95 TTFT.</source>
        <translation>历史不断增长的对话：用户记住的是慢的那几轮。按 TTFT P95 判定。</translation>
    </message>
    <message>
        <source>A service under load: the tail decides. Judged on the P99 TTFT at the highest load of the run; above the limit is an alert.</source>
        <translation>负载下的服务：尾延迟起决定作用。按本次运行最高负载下的 TTFT P99 判定；超过上限即为告警。</translation>
    </message>
    <message>
        <source>A voice agent: speech synthesis can start on the first sentence, so TTFS is what the caller hears as silence. As small as possible: providers are ranked by it.</source>
        <translation>语音智能体：语音合成可在首句到达时开始，因此 TTFS 就是通话方听到的静默时长。越小越好：按它对服务商排名。</translation>
    </message>
    <message>
        <source>Tool-call start and time count only responses that ended in a tool call and began with it (finish reason tool_calls or tool_use): the records keep no stamp per tool-call event, so a call after reasoning or text is not timed. TTFT counts text answers.</source>
        <translation>工具调用开始和工具调用时长只统计以工具调用开始并以工具调用结束的响应（结束原因为 tool_calls 或 tool_use）：记录中没有每个工具调用事件的时间戳，因此推理或文本之后的调用不计时。TTFT 统计的是文本回答。</translation>
    </message>
    <message>
        <source>Speech synthesis (TTS) first audio is not measured yet: the verdict is on TTFS, when a streaming TTS could start speaking.</source>
        <translation>尚未测量语音合成（TTS）的首段音频：判定依据是 TTFS，即流式 TTS 可以开始播报的时刻。</translation>
    </message>
    <message>
        <source>, %1 of %2 failed: %3 %</source>
        <translation>，%2 个中有 %1 个失败：%3%</translation>
    </message>
    <message>
        <source>, none of %1 failed</source>
        <translation>，%1 个中没有失败</translation>
    </message>
    <message>
        <source>limit ≤ %1 ms</source>
        <translation>上限 ≤ %1 ms</translation>
    </message>
    <message>
        <source>%1: no figure (no successful measured request had it%2); %3: not met</source>
        <translation>%1：无数据（没有计入统计的成功请求具有该数据%2）；%3：未达标</translation>
    </message>
    <message>
        <source>%1 %2 ms over %3 successful measured requests (warm-up left out%4); %5: %6</source>
        <translation>%1 %2 ms，基于 %3 个计入统计的成功请求（不含预热%4）；%5：%6</translation>
    </message>
    <message>
        <source>met</source>
        <translation>达标</translation>
    </message>
    <message>
        <source>not met</source>
        <translation>未达标</translation>
    </message>
    <message>
        <source>metric &quot;%1&quot; is in &quot;%2&quot;, a unit this version does not know</source>
        <translation>指标“%1”的单位为“%2”，此版本无法识别该单位</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>none of its %1 lines is an AIPerf per-request record ({&quot;metadata&quot;: …, &quot;metrics&quot;: …})</source>
        <translation>其 %1 行中没有一行是 AIPerf 逐请求记录（{&quot;metadata&quot;: …, &quot;metrics&quot;: …}）</translation>
    </message>
    <message>
        <source>its records carry no request_start_ns</source>
        <translation>其记录中没有 request_start_ns</translation>
    </message>
    <message>
        <source>failed (AIPerf recorded no error text)</source>
        <translation>失败（AIPerf 未记录错误文本）</translation>
    </message>
    <message>
        <source>another tool</source>
        <translation>其他工具</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is empty: there is nothing to import.</source>
        <translation>%1 为空：没有可导入的内容。</translation>
    </message>
    <message>
        <source>%1 is not a result file of a tool this version can import (vLLM bench serve --save-detailed JSON, a GuideLLM benchmarks JSON, an AIPerf profile_export.jsonl). Nothing was imported.</source>
        <translation>%1 不是此版本可导入的工具结果文件（vLLM bench serve --save-detailed JSON、GuideLLM benchmarks JSON、AIPerf profile_export.jsonl）。未导入任何内容。</translation>
    </message>
    <message>
        <source>%1 looks like a %2 file, not %3: import it with --format %4 (or without --format).</source>
        <translation>%1 看起来是 %2 文件，而不是 %3：请用 --format %4 导入（或不指定 --format）。</translation>
    </message>
    <message>
        <source>Cannot import %1 as %2 results: %3. Nothing was imported.</source>
        <translation>无法将 %1 作为 %2 结果导入：%3。未导入任何内容。</translation>
    </message>
    <message>
        <source>it is a GuideLLM report in YAML, which this version does not read: save the report as .json (guidellm benchmark --output-path benchmarks.json) and import that</source>
        <translation>这是 YAML 格式的 GuideLLM 报告，此版本无法读取：请将报告保存为 .json（guidellm benchmark --output-path benchmarks.json）后再导入</translation>
    </message>
    <message>
        <source>it is not a GuideLLM benchmarks report (no &quot;benchmarks&quot; list with &quot;requests&quot;)</source>
        <translation>这不是 GuideLLM benchmarks 报告（没有包含 &quot;requests&quot; 的 &quot;benchmarks&quot; 列表）</translation>
    </message>
    <message>
        <source>none of its %1 request entries has a start time</source>
        <translation>其 %1 个请求条目都没有开始时间</translation>
    </message>
    <message>
        <source>it holds no per-request records (was it saved with a sample size of 0?)</source>
        <translation>其中没有逐请求记录（保存时样本数是否设为了 0？）</translation>
    </message>
    <message>
        <source>incomplete: still running when the GuideLLM benchmark ended</source>
        <translation>未完成：GuideLLM 基准测试结束时仍在运行</translation>
    </message>
    <message>
        <source>errored (GuideLLM recorded no error text)</source>
        <translation>出错（GuideLLM 未记录错误文本）</translation>
    </message>
    <message>
        <source>imported from %1</source>
        <translation>导入自 %1</translation>
    </message>
    <message>
        <source>it is cut short: the JSON ends after %1 bytes, in the middle of its data</source>
        <translation>文件不完整：JSON 在 %1 字节后中断，数据尚未结束</translation>
    </message>
    <message>
        <source>it is not valid JSON (at byte %1 of %2)</source>
        <translation>不是有效的 JSON（第 %1 字节处，共 %2 字节）</translation>
    </message>
    <message>
        <source>%1 is not a TTFT Workbench session file.</source>
        <translation>%1 不是 TTFT 工作台的会话文件。</translation>
    </message>
    <message>
        <source>%1 is cut short: the file ends after %2 bytes, in the middle of its data. It was not opened, and nothing was changed.</source>
        <translation>%1 不完整：文件在 %2 字节后中断，数据尚未结束。未打开该文件，也未做任何更改。</translation>
    </message>
    <message>
        <source>%1 is damaged: it is not valid JSON at byte %2 of %3. It was not opened, and nothing was changed.</source>
        <translation>%1 已损坏：第 %2 字节处（共 %3 字节）不是有效的 JSON。未打开该文件，也未做任何更改。</translation>
    </message>
    <message>
        <source>%1 is empty. It was not opened, and nothing was changed.</source>
        <translation>%1 为空。未打开该文件，也未做任何更改。</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of TTFT Workbench (session schema %2; this one reads up to %3).</source>
        <translation>%1 由更新版本的 TTFT 工作台写入（会话格式版本 %2；本版本最高只能读取 %3）。</translation>
    </message>
    <message>
        <source>%1[%2] is not a number</source>
        <translation>%1[%2] 不是数字</translation>
    </message>
    <message>
        <source>it is not a vLLM bench serve result (no &quot;ttfts&quot; and &quot;itls&quot; lists)</source>
        <translation>这不是 vLLM bench serve 的结果（没有 &quot;ttfts&quot; 和 &quot;itls&quot; 列表）</translation>
    </message>
    <message>
        <source>it was saved without --save-detailed: it holds only summary figures, no per-request ones. Run vllm bench serve with --save-result --save-detailed</source>
        <translation>保存时未使用 --save-detailed：其中只有汇总数据，没有逐请求数据。请使用 --save-result --save-detailed 运行 vllm bench serve</translation>
    </message>
    <message>
        <source>its &quot;%1&quot; is missing or not a list</source>
        <translation>其中的 &quot;%1&quot; 缺失或不是列表</translation>
    </message>
    <message>
        <source>its per-request lists differ in length (&quot;ttfts&quot; has %1 entries, &quot;%2&quot; %3)</source>
        <translation>其逐请求列表长度不一致（&quot;ttfts&quot; 有 %1 项，&quot;%2&quot; 有 %3 项）</translation>
    </message>
    <message>
        <source>it holds no requests</source>
        <translation>其中没有请求</translation>
    </message>
    <message>
        <source>itls[%1] is not a list</source>
        <translation>itls[%1] 不是列表</translation>
    </message>
    <message>
        <source>itls[%1][%2] is not a number</source>
        <translation>itls[%1][%2] 不是数字</translation>
    </message>
    <message>
        <source>failed (vLLM recorded no error text)</source>
        <translation>失败（vLLM 未记录错误文本）</translation>
    </message>
    <message>
        <source>Made by TTFT Workbench</source>
        <translation>由 TTFT 工作台生成</translation>
    </message>
    <message>
        <source>the picture size %1 × %2 px is out of range (1 to 20,000)</source>
        <translation>图片尺寸 %1 × %2 px 超出范围（1 到 20,000）</translation>
    </message>
    <message>
        <source>%1 DPI is out of range (%2 to %3)</source>
        <translation>%1 DPI 超出范围（%2 到 %3）</translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation>导出图表…</translation>
    </message>
    <message>
        <source>Export all four charts…</source>
        <translation>导出全部四张图表…</translation>
    </message>
    <message>
        <source>Compare providers</source>
        <translation>对比服务商</translation>
    </message>
    <message>
        <source>TTFT against prompt length</source>
        <translation>TTFT 与提示词长度</translation>
    </message>
    <message>
        <source>TTFT under load</source>
        <translation>负载下的 TTFT</translation>
    </message>
    <message>
        <source>Where TTFT goes</source>
        <translation>TTFT 耗时分解</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Drawing the compare charts</source>
        <translation>正在绘制对比图表</translation>
    </message>
    <message>
        <source>Drawing TTFT against prompt length</source>
        <translation>正在绘制 TTFT 与提示词长度图</translation>
    </message>
    <message>
        <source>Drawing TTFT under load</source>
        <translation>正在绘制负载下的 TTFT 图</translation>
    </message>
    <message>
        <source>Drawing where TTFT goes</source>
        <translation>正在绘制 TTFT 耗时分解图</translation>
    </message>
    <message>
        <source>TTFT report</source>
        <translation>TTFT 报告</translation>
    </message>
    <message>
        <source>Measured %1 to %2</source>
        <translation>测量时间：%1 至 %2</translation>
    </message>
    <message>
        <source>%1 measured requests (%2 warm-up left out)</source>
        <translation>%1 个计入统计的请求（不含 %2 个预热请求）</translation>
    </message>
    <message>
        <source>From the session %1.</source>
        <translation>来自会话 %1。</translation>
    </message>
    <message>
        <source>Summary per provider</source>
        <translation>各服务商汇总</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误数</translation>
    </message>
    <message>
        <source>TTFT P50</source>
        <translation>TTFT P50</translation>
    </message>
    <message>
        <source>TTFT P95</source>
        <translation>TTFT P95</translation>
    </message>
    <message>
        <source>TTFT P99</source>
        <translation>TTFT P99</translation>
    </message>
    <message>
        <source>TTFS P50</source>
        <translation>TTFS P50</translation>
    </message>
    <message>
        <source>TPOT P50</source>
        <translation>TPOT P50</translation>
    </message>
    <message>
        <source>E2E P50</source>
        <translation>E2E P50</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>比较结论</translation>
    </message>
    <message>
        <source>Fewer than two providers with two successful requests in one cell: nothing to compare.</source>
        <translation>没有至少两个服务商在同一单元中各有两个成功请求：无法比较。</translation>
    </message>
    <message>
        <source>TTFT of every pair of providers measured in the same cell (same load, same prompt length, same time window); 95 % bootstrap intervals of the difference.</source>
        <translation>在同一单元（相同负载、相同提示词长度、相同时间窗口）中测量的每一对服务商的 TTFT；差值的 95% bootstrap 区间。</translation>
    </message>
    <message>
        <source>Cell %1</source>
        <translation>单元 %1</translation>
    </message>
    <message>
        <source>TTFT compared</source>
        <translation>TTFT 对比</translation>
    </message>
    <message>
        <source>Fixed overhead (ms)</source>
        <translation>固定开销（ms）</translation>
    </message>
    <message>
        <source>R²</source>
        <translation>R²</translation>
    </message>
    <message>
        <source>P50, P95 and P99 of TTFT per load level. The knee is the first level where P95 reaches twice the lowest level&apos;s.</source>
        <translation>每个负载级别的 TTFT P50、P95 和 P99。拐点是 P95 首次达到最低级别 P95 两倍的那个级别。</translation>
    </message>
    <message>
        <source> (%1-token prompts)</source>
        <translation>（%1 token 提示词）</translation>
    </message>
    <message>
        <source>concurrency %1</source>
        <translation>并发 %1</translation>
    </message>
    <message>
        <source>%1 requests/s</source>
        <translation>%1 请求/s</translation>
    </message>
    <message>
        <source>%1: knee at %2, P95 %3 ms against %4 ms at the lowest level</source>
        <translation>%1：拐点在 %2，P95 %3 ms，而最低级别为 %4 ms</translation>
    </message>
    <message>
        <source>%1: no knee in the levels measured</source>
        <translation>%1：在所测级别中没有拐点</translation>
    </message>
    <message>
        <source>Use-case scenarios</source>
        <translation>使用场景</translation>
    </message>
    <message>
        <source> (#%1)</source>
        <translation>（第 %1 名）</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>Release checklist</source>
        <translation>发布检查清单</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>环境</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>操作系统</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Qt / libcurl</source>
        <translation>Qt / libcurl</translation>
    </message>
    <message>
        <source>TTFT Workbench</source>
        <translation>TTFT 工作台</translation>
    </message>
    <message>
        <source>Location and network</source>
        <translation>位置和网络</translation>
    </message>
    <message>
        <source>&lt;i&gt;not written down&lt;/i&gt;</source>
        <translation>&lt;i&gt;未填写&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>结束</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Merged run %1</source>
        <translation>合并的运行 %1</translation>
    </message>
    <message>
        <source>Plan and workload</source>
        <translation>计划与工作负载</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>Warm-up per provider and cell</source>
        <translation>每个服务商每个单元的预热数</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>Concurrency levels</source>
        <translation>并发级别</translation>
    </message>
    <message>
        <source>Arrival rates (requests/s)</source>
        <translation>到达率（请求/s）</translation>
    </message>
    <message>
        <source>Per cell</source>
        <translation>每个单元</translation>
    </message>
    <message>
        <source>%1 requests</source>
        <translation>%1 个请求</translation>
    </message>
    <message>
        <source>Prompt lengths (tokens)</source>
        <translation>提示词长度（token）</translation>
    </message>
    <message>
        <source>the workload as written</source>
        <translation>按所写的工作负载</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>系统提示词</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>max_tokens</source>
        <translation>max_tokens</translation>
    </message>
    <message>
        <source>server default</source>
        <translation>服务器默认</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>, a new connection per request</source>
        <translation>，每个请求使用新连接</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>服务商</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>端点</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>传输方式</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>协议</translation>
    </message>
    <message>
        <source>How the figures were measured</source>
        <translation>数据的测量方法</translation>
    </message>
    <message>
        <source>&lt;b&gt;TTFT&lt;/b&gt; runs from the request start to the first byte of the first non-empty answer text: the moment a voice agent could start speaking. Every stamp comes from one monotonic clock, taken on the network thread when the bytes arrive, before any parsing.</source>
        <translation>&lt;b&gt;TTFT&lt;/b&gt; 从请求开始计到第一段非空回答文本的第一个字节到达：即语音智能体可以开始说话的时刻。所有时间戳都来自同一个单调时钟，在字节到达时于网络线程上记录，早于任何解析。</translation>
    </message>
    <message>
        <source>&lt;b&gt;TTFS&lt;/b&gt; runs to the first speakable clause (ends in a sentence or clause mark, or reaches the workload&apos;s character count); &lt;b&gt;TPOT&lt;/b&gt; is (last content time − TTFT) / (output tokens − 1); &lt;b&gt;E2E&lt;/b&gt; runs to the last byte of the stream.</source>
        <translation>&lt;b&gt;TTFS&lt;/b&gt; 计到第一个可朗读分句（以句末或分句标点结束，或达到工作负载设定的字符数）；&lt;b&gt;TPOT&lt;/b&gt; 为（最后一次内容时间 − TTFT）/（输出 token 数 − 1）；&lt;b&gt;E2E&lt;/b&gt; 计到流的最后一个字节。</translation>
    </message>
    <message>
        <source>Closed-loop and sequential plans start a request when its slot frees; open-loop plans keep the intended start, and the delay before sending shows as dispatch lag.</source>
        <translation>闭环计划和顺序计划在有槽位空出时开始请求；开环计划保持计划开始时间，发送前的延迟计为派发滞后。</translation>
    </message>
    <message>
        <source>Warm-up requests are recorded but left out of every figure. Failed requests are never dropped: they are counted as errors and left out of the latency figures only.</source>
        <translation>预热请求会被记录，但不计入任何数据。失败的请求从不丢弃：它们计为错误，只是不计入延迟数据。</translation>
    </message>
    <message>
        <source>Percentiles interpolate linearly between the closest ranks (numpy&apos;s default, as vLLM and AIPerf), so figures compare with theirs. A P99 of fewer than 100 requests rests on one or two observations.</source>
        <translation>百分位数在最接近的两个秩之间线性插值（numpy 的默认方式，与 vLLM 和 AIPerf 相同），因此数据可与它们的结果对比。少于 100 个请求时，P99 只取决于一两个观测值。</translation>
    </message>
    <message>
        <source>Differences between providers are judged with percentile bootstrap intervals (2,000 resamples, 95 %, fixed seed: the same data gives the same verdicts); a difference whose interval contains 0 is reported as not significant.</source>
        <translation>服务商之间的差异用百分位 bootstrap 区间判定（2,000 次重抽样，95%，固定种子：相同的数据给出相同的结论）；区间包含 0 的差异报告为不显著。</translation>
    </message>
    <message>
        <source>API keys are read at run time from the keychain or an environment variable and appear nowhere in this report: profiles hold only the name of the key&apos;s variable.</source>
        <translation>API 密钥在运行时从钥匙串或环境变量读取，不会出现在本报告的任何位置：配置中只保存密钥变量的名称。</translation>
    </message>
    <message>
        <source>Made by TTFT Workbench %1 on %2.</source>
        <translation>由 TTFT 工作台 %1 于 %2 生成。</translation>
    </message>
    <message>
        <source>Writing the HTML report</source>
        <translation>正在写出 HTML 报告</translation>
    </message>
    <message>
        <source>Writing the PDF report</source>
        <translation>正在写出 PDF 报告</translation>
    </message>
    <message>
        <source>TTFT P50 (ms)</source>
        <translation>TTFT P50（ms）</translation>
    </message>
    <message>
        <source>TTFT P95 (ms)</source>
        <translation>TTFT P95（ms）</translation>
    </message>
    <message>
        <source>TTFT P99 (ms)</source>
        <translation>TTFT P99（ms）</translation>
    </message>
    <message>
        <source>TPOT P50 (ms)</source>
        <translation>TPOT P50（ms）</translation>
    </message>
    <message>
        <source>Every connection gets the fault %1.</source>
        <translation>每个连接都注入故障 %1。</translation>
    </message>
    <message>
        <source>TTFT Workbench: time to first token of streaming LLM APIs</source>
        <translation>TTFT Workbench：测量流式 LLM API 的首 token 时间</translation>
    </message>
    <message>
        <source>Where runs are journaled and kept (default: the application&apos;s data directory).</source>
        <translation>运行日志和会话的存放位置（默认：应用程序的数据目录）。</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>Keep the window&apos;s settings in this INI file instead of the user&apos;s.</source>
        <translation>将窗口设置保存在此 INI 文件中，而不是用户的设置中。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Start the ready plan as soon as the window is up.</source>
        <translation>窗口打开后立即运行就绪的计划。</translation>
    </message>
    <message>
        <source>A session or journal to open.</source>
        <translation>要打开的会话或运行日志。</translation>
    </message>
    <message>
        <source>[session]</source>
        <translation>[会话]</translation>
    </message>
    <message>
        <source>providers: %1</source>
        <translation>服务商：%1</translation>
    </message>
    <message>
        <source>, cores: %1</source>
        <translation>，核心数：%1</translation>
    </message>
    <message>
        <source>sequential, one request at a time</source>
        <translation>顺序，一次一个请求</translation>
    </message>
    <message>
        <source>closed loop (a request starts when one ends)</source>
        <translation>闭环（一个请求结束后才开始下一个）</translation>
    </message>
    <message>
        <source>open loop (requests arrive at a rate)</source>
        <translation>开环（请求按速率到达）</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>written by hand: %1</source>
        <translation>手工编写：%1</translation>
    </message>
    <message>
        <source>Serve the lab: a simulated LLM on 127.0.0.1 that speaks the APIs of OpenAI (chat and responses), Anthropic, Gemini, Ollama, llama.cpp and TGI, and a simulated text-to-speech endpoint (OpenAI /v1/audio/speech).</source>
        <translation>运行实验室服务器：在 127.0.0.1 上提供模拟 LLM，支持 OpenAI（chat 和 responses）、Anthropic、Gemini、Ollama、llama.cpp 和 TGI 的 API，并提供模拟的文本转语音端点（OpenAI /v1/audio/speech）。</translation>
    </message>
    <message>
        <source>Text to speech at %1 (models: %2). Its ground truth: %3.</source>
        <translation>文本转语音位于 %1（模型：%2）。其服务端真值：%3。</translation>
    </message>
    <message>
        <source>  %1 FAILED %2: %3</source>
        <translation>  %1 失败 %2：%3</translation>
    </message>
    <message>
        <source>  first sound (%1) %2 ms</source>
        <translation>  首次发声（%1）%2 ms</translation>
    </message>
    <message>
        <source>Memory: with --out, each record goes to requests.jsonl and the journal as it ends
and is read back for the summaries at the end, so memory stays flat however long
the run; without --out, every record is kept in memory (a few kilobytes each).</source>
        <translation>内存：使用 --out 时，每条记录一结束就写入 requests.jsonl 和运行日志，
最后再读回用于汇总，因此无论运行多久，内存占用都保持平稳；
不使用 --out 时，所有记录都保存在内存中（每条几 KB）。</translation>
    </message>
    <message>
        <source>Warning: cannot read the records back from the journal: %1. They were read from requests.jsonl instead; the figures are complete.</source>
        <translation>警告：无法从运行日志读回记录：%1。已改为从 requests.jsonl 读取；数据完整。</translation>
    </message>
    <message>
        <source>Warning: requests.jsonl has no answer text nor first response bytes of successful requests (no --keep-text), so the session file lacks them too.</source>
        <translation>警告：requests.jsonl 中没有成功请求的回答文本和首批响应字节（未使用 --keep-text），因此会话文件中也没有这些内容。</translation>
    </message>
    <message>
        <source>Voice pipeline: base URL of an OpenAI-compatible text-to-speech endpoint (POST …/audio/speech); each answer&apos;s first clause is sent there as soon as it is complete (&apos;lab&apos;: the embedded lab&apos;s).</source>
        <translation>语音管线：兼容 OpenAI 的文本转语音端点的基础 URL（POST …/audio/speech）；每个回答的首个分句一完整就立即发送到该端点（&apos;lab&apos;：内置实验室的端点）。</translation>
    </message>
    <message>
        <source>Voice pipeline: TTS model; several, comma-separated, are each sent every clause (with --lab the default is lab-tts).</source>
        <translation>语音管线：TTS 模型；用逗号分隔多个模型时，每个分句都会发送给每个模型（使用 --lab 时默认为 lab-tts）。</translation>
    </message>
    <message>
        <source>Voice pipeline: the voice asked for (default alloy).</source>
        <translation>语音管线：请求的音色（默认 alloy）。</translation>
    </message>
    <message>
        <source>Voice pipeline: sample rate of pcm audio (default 24000).</source>
        <translation>语音管线：pcm 音频的采样率（默认 24000）。</translation>
    </message>
    <message>
        <source>Voice pipeline: name of the environment variable holding the TTS endpoint&apos;s API key.</source>
        <translation>语音管线：保存 TTS 端点 API 密钥的环境变量名。</translation>
    </message>
    <message>
        <source>Voice pipeline: name of the keychain entry holding the TTS endpoint&apos;s API key.</source>
        <translation>语音管线：保存 TTS 端点 API 密钥的钥匙串条目名称。</translation>
    </message>
    <message>
        <source>Voice pipeline: TTS name shown in the results.</source>
        <translation>语音管线：结果中显示的 TTS 名称。</translation>
    </message>
    <message>
        <source>--tts-model needs --tts-url (or --lab)</source>
        <translation>--tts-model 需要 --tts-url（或 --lab）</translation>
    </message>
    <message>
        <source>--tts-url needs --tts-model</source>
        <translation>--tts-url 需要 --tts-model</translation>
    </message>
    <message>
        <source>--tts-name names one TTS model; with several models each is named after its model</source>
        <translation>--tts-name 只能命名一个 TTS 模型；有多个模型时按各自的模型名称命名</translation>
    </message>
    <message>
        <source>--tts-format must be pcm, wav, mp3, opus, aac or flac</source>
        <translation>--tts-format 必须是 pcm、wav、mp3、opus、aac 或 flac</translation>
    </message>
    <message>
        <source>--tts-sample-rate must be a whole number of Hz ≥ 1000</source>
        <translation>--tts-sample-rate 必须是 ≥ 1000 的整数（单位 Hz）</translation>
    </message>
    <message>
        <source>--%1 belongs to a voice pipeline run: add --tts-url (or --tts-model with --lab)</source>
        <translation>--%1 用于语音管线运行：请添加 --tts-url（或在 --lab 下使用 --tts-model）</translation>
    </message>
    <message>
        <source>--asr: %1</source>
        <translation>--asr：%1</translation>
    </message>
    <message>
        <source>ASR finalization</source>
        <translation>ASR 定稿</translation>
    </message>
    <message>
        <source>LLM first token</source>
        <translation>LLM 首 token</translation>
    </message>
    <message>
        <source>First clause</source>
        <translation>首个分句</translation>
    </message>
    <message>
        <source>Hand-over to TTS</source>
        <translation>移交 TTS</translation>
    </message>
    <message>
        <source>No prompt-length fit for %1: run two or more prompt lengths to estimate a shorter prompt.</source>
        <translation>%1 没有提示词长度拟合：请运行两个或更多提示词长度，才能估算更短提示词的效果。</translation>
    </message>
    <message>
        <source>No answer text kept for %1: another clause rule cannot be estimated.</source>
        <translation>%1 未保留回答文本：无法估算其他分句规则。</translation>
    </message>
    <message>
        <source>LLM</source>
        <extracomment>Voice pipeline table heading: the LLM provider</extracomment>
        <translation>LLM</translation>
    </message>
    <message>
        <source>TTS</source>
        <extracomment>Voice pipeline table heading: the text-to-speech endpoint</extracomment>
        <translation>TTS</translation>
    </message>
    <message>
        <source>turns</source>
        <extracomment>Voice pipeline table heading: measured requests (turns)</extracomment>
        <translation>轮次</translation>
    </message>
    <message>
        <source>sound p50</source>
        <extracomment>Voice pipeline table heading: median time from the user&apos;s last word to the first audio, ms</extracomment>
        <translation>发声 p50</translation>
    </message>
    <message>
        <source>sound p95</source>
        <translation>发声 p95</translation>
    </message>
    <message>
        <source>sound p99</source>
        <translation>发声 p99</translation>
    </message>
    <message>
        <source>100 ms p50</source>
        <extracomment>Voice pipeline table heading: median time until 100 ms of audio had arrived, ms</extracomment>
        <translation>100 ms p50</translation>
    </message>
    <message>
        <source>ASR p50</source>
        <translation>ASR p50</translation>
    </message>
    <message>
        <source>LLM p50</source>
        <translation>LLM p50</translation>
    </message>
    <message>
        <source>clause p50</source>
        <translation>分句 p50</translation>
    </message>
    <message>
        <source>hand-over p50</source>
        <translation>移交 p50</translation>
    </message>
    <message>
        <source>TTS p50</source>
        <translation>TTS p50</translation>
    </message>
    <message>
        <source>dominant</source>
        <extracomment>Voice pipeline table heading: the stage with the largest share of the first-sound time</extracomment>
        <translation>主导阶段</translation>
    </message>
    <message>
        <source>Voice pipeline</source>
        <translation>语音管线</translation>
    </message>
    <message>
        <source>Drawing the voice pipeline</source>
        <translation>正在绘制语音管线图</translation>
    </message>
    <message>
        <source>Voice pipeline: from the user&apos;s last word to the first sound</source>
        <translation>语音管线：从用户说完最后一个字到首次发声</translation>
    </message>
    <message>
        <source>From the user&apos;s last word to the first sound, per LLM provider and TTS endpoint: ASR finalization, the LLM&apos;s first token, the first speakable clause, the hand-over to the TTS request and the TTS&apos;s first audio. Each turn&apos;s first sound is the exact sum of its stages; the bars stack the stage medians, the ticks mark the first sound&apos;s own P50 and P95.</source>
        <translation>从用户说完最后一个字到首次发声，按 LLM 服务商和 TTS 端点分列：ASR 定稿、LLM 首 token、首个可朗读分句、移交给 TTS 请求以及 TTS 首段音频。每一轮的首次发声恰好等于其各阶段之和；柱条堆叠各阶段的中位数，刻度线标出首次发声本身的 P50 和 P95。</translation>
    </message>
    <message>
        <source>ASR time is configured, not measured: %1; the first clause ends at punctuation or %2 characters.</source>
        <translation>ASR 时间为配置值，而非测量值：%1；首个分句在遇到标点或达到 %2 个字符时结束。</translation>
    </message>
    <message>
        <source>Milliseconds. Turns are the measured LLM requests; complete ones have every stage, and the figures are over those. The second table gives each stage&apos;s median.</source>
        <translation>单位为 ms。轮次即计入统计的 LLM 请求；完整的轮次包含所有阶段，数据基于这些轮次。第二个表格给出每个阶段的中位数。</translation>
    </message>
    <message>
        <source>%1: %2 dominates, %3 % of the first sound on average (P50 first sound %4 ms).</source>
        <translation>%1：%2 占主导，平均占首次发声的 %3%（首次发声 P50 %4 ms）。</translation>
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
        <source>%1/%2 done</source>
        <translation>已完成 %1/%2</translation>
    </message>
    <message>
        <source>%1 done</source>
        <translation>已完成 %1</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>失败 %1</translation>
    </message>
    <message>
        <source>%1 req/s</source>
        <translation>%1 请求/s</translation>
    </message>
    <message>
        <source>elapsed %1</source>
        <translation>已用 %1</translation>
    </message>
    <message>
        <source>ETA %1</source>
        <translation>预计剩余 %1</translation>
    </message>
    <message>
        <source>TTFT p50 %1 ms (last %2)</source>
        <translation>TTFT p50 %1 ms（最近 %2 个）</translation>
    </message>
    <message>
        <source>, about %1 (from the lab models&apos; latency)</source>
        <translation>，约 %1（依据实验室模型的延迟）</translation>
    </message>
    <message numerus="yes">
        <source>Measuring %1: %2, %n cell(s)%3</source>
        <translation>
            <numerusform>正在测量 %1：%2，%n 个单元%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Warning: the client was the limit: %1</source>
        <translation>警告：客户端是瓶颈：%1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>Scenarios:</source>
        <translation>场景：</translation>
    </message>
    <message>
        <source>%1 %2 ≤ %3 ms</source>
        <translation>%1 %2 ≤ %3 ms</translation>
    </message>
    <message>
        <source>no figure</source>
        <translation>无数据</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2（%3）</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>未通过</translation>
    </message>
    <message>
        <source>  %1 (%2): %3</source>
        <translation>  %1（%2）：%3</translation>
    </message>
    <message>
        <source>no requests in its cells</source>
        <translation>其单元中没有请求</translation>
    </message>
    <message>
        <source>Release checklist:</source>
        <translation>发布检查清单：</translation>
    </message>
    <message>
        <source>  %1  %2</source>
        <translation>  %1  %2</translation>
    </message>
    <message>
        <source>The ready plan (the window&apos;s first one): the voice prompt at 400 and 1,600 tokens, 5 warm-ups and 30 measured requests per provider and cell at concurrency 1 and 10, max_tokens 24, temperature 0; with --lab and no --model, the lab&apos;s three models. Other flags change it.</source>
        <translation>现成计划（窗口首次启动时的计划）：语音提示词，长度 400 和 1,600 token；每个服务商和单元 5 个预热请求、30 个计入统计的请求，并发 1 和 10；max_tokens 24，temperature 0；配合 --lab 且未指定 --model 时，测量实验室的三个模型。其他选项可修改它。</translation>
    </message>
    <message>
        <source>max_tokens for each request (default 200; 0 sends none: the server&apos;s own limit).</source>
        <translation>每个请求的 max_tokens（默认 200；0 表示不发送，使用服务器自身的上限）。</translation>
    </message>
    <message>
        <source>give --plan or --ready, not both</source>
        <translation>--plan 和 --ready 只能指定其一</translation>
    </message>
    <message>
        <source>--max-tokens must be a whole number (0: send none)</source>
        <translation>--max-tokens 必须是整数（0：不发送）</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message>
        <source>sequential</source>
        <translation>顺序</translation>
    </message>
    <message>
        <source>closed loop</source>
        <translation>闭环</translation>
    </message>
    <message>
        <source>open loop</source>
        <translation>开环</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>客户端</translation>
    </message>
    <message>
        <source>Client OK</source>
        <translation>客户端正常</translation>
    </message>
    <message>
        <source>Server shares the CPU</source>
        <translation>服务器与客户端共用 CPU</translation>
    </message>
    <message>
        <source>Machine busy</source>
        <translation>机器繁忙</translation>
    </message>
    <message>
        <source>Client overloaded</source>
        <translation>客户端过载</translation>
    </message>
    <message>
        <source>CPU (% of one core): client %1 (busiest thread %2)</source>
        <translation>CPU（占单核的 %）：客户端 %1（最忙的线程 %2）</translation>
    </message>
    <message>
        <source>, server on this machine %1</source>
        <translation>，本机上的服务器 %1</translation>
    </message>
    <message>
        <source>, other processes %1; machine %2 % busy (%3 cores); wake-up delay p99 %4 ms; dispatch lag p99 %5 ms</source>
        <translation>，其他进程 %1；整机繁忙 %2 %（%3 核）；唤醒延迟 p99 %4 ms；派发滞后 p99 %5 ms</translation>
    </message>
    <message>
        <source>the server on this machine</source>
        <translation>本机上的服务器</translation>
    </message>
    <message>
        <source>The client used %1 % of all %2 cores: it was the limit, and its own delay is in the figures.</source>
        <translation>客户端占用了全部 %2 个核的 %1 %：它就是瓶颈，数据中含有它自身的延迟。</translation>
    </message>
    <message>
        <source>The client&apos;s busiest thread (%1) was busy %2 % of the time: bytes waited for it, so timestamps may be late.</source>
        <translation>客户端最忙的线程（%1）有 %2 % 的时间在忙：数据在等它处理，时间戳可能偏晚。</translation>
    </message>
    <message>
        <source>The machine was full and the client was its largest user: threads waited up to %1 ms for a CPU (p99), and timestamps with them.</source>
        <translation>机器已满载，且客户端是最大的占用者：线程等待 CPU 长达 %1 ms（p99），时间戳也随之偏晚。</translation>
    </message>
    <message>
        <source>Requests left late: p99 dispatch lag %1 ms.</source>
        <translation>请求发出偏晚：派发滞后 p99 %1 ms。</translation>
    </message>
    <message>
        <source>%1 runs on this machine and used %2 % of one core: client and server compete for the CPU, so the server&apos;s figures include that contention; the client used %3 %.</source>
        <translation>%1 运行在本机上，占用单核的 %2 %：客户端与服务器争用 CPU，因此服务器的数据包含这种争用；客户端占用 %3 %。</translation>
    </message>
    <message>
        <source>The machine was busy with other processes (%1 % of one core, of %2 cores); the client used %3 %. Measure again on a quieter machine.</source>
        <translation>机器正忙于其他进程（占单核的 %1 %，共 %2 核）；客户端占用 %3 %。请在更空闲的机器上重新测量。</translation>
    </message>
    <message>
        <source>Threads woke up to %1 ms late (p99) although no process here was busy: the host of this virtual machine may be (steal %2 %).</source>
        <translation>虽然本机没有繁忙的进程，线程仍最多晚唤醒 %1 ms（p99）：可能是这台虚拟机的宿主机繁忙（steal %2 %）。</translation>
    </message>
    <message>
        <source>Plan at least %1 measured requests per provider and cell (rounds or requests); %2 for a P99.</source>
        <translation>为每个服务商和单元计划至少 %1 个计入统计的请求（轮数或请求数）；P99 需要 %2 个。</translation>
    </message>
    <message>
        <source>A P99 needs %1: with fewer it is one of the largest values, read it as such.</source>
        <translation>P99 需要 %1 个请求：少于此数时它只是最大的几个值之一，请按此理解。</translation>
    </message>
    <message>
        <source>Every provider and cell has at least %1 successful measured requests: enough for P50 and P95 (%2 or more).</source>
        <translation>每个服务商和单元都有至少 %1 个成功的计入统计请求：足以得出 P50 和 P95（需 %2 个或以上）。</translation>
    </message>
    <message>
        <source>%1 has %2 successful measured requests; P50 and P95 need at least %3.</source>
        <translation>%1 只有 %2 个成功的计入统计请求；P50 和 P95 至少需要 %3 个。</translation>
    </message>
    <message>
        <source>Its P95 TTFT is %1 ms (95 % interval %2–%3 ms, itself too narrow on so few).</source>
        <translation>其 P95 TTFT 为 %1 ms（95 % 区间 %2–%3 ms；样本这么少，区间本身也偏窄）。</translation>
    </message>
    <message>
        <source>The plan measures %1 requests per provider and cell: enough for P50 and P95 (%2 or more).</source>
        <translation>该计划每个服务商和单元测量 %1 个请求：足以得出 P50 和 P95（需 %2 个或以上）。</translation>
    </message>
    <message>
        <source>The plan measures %1 requests per provider and cell; P50 and P95 need at least %2.</source>
        <translation>该计划每个服务商和单元测量 %1 个请求；P50 和 P95 至少需要 %2 个。</translation>
    </message>
    <message>
        <source>Write the location and network in the plan&apos;s Where field (e.g. &quot;office Wi-Fi, Shanghai&quot;; ttft-bench run --note), or tick when they are recorded elsewhere.</source>
        <translation>在计划的“地点”栏写下位置和网络（例如“办公室 Wi-Fi，上海”；ttft-bench run --note），或在其他地方已记录时勾选。</translation>
    </message>
    <message>
        <source>The client was the bottleneck. %1</source>
        <translation>客户端是瓶颈。%1</translation>
    </message>
    <message>
        <source>The client kept up: %1.</source>
        <translation>客户端跟得上：%1。</translation>
    </message>
    <message>
        <source>The client was not the limit, but: %1</source>
        <translation>客户端不是瓶颈，但：%1</translation>
    </message>
    <message>
        <source>For figures of the server alone, run the client on another machine or core set.</source>
        <translation>若要只看服务器的数据，请把客户端放在另一台机器或另一组 CPU 核上运行。</translation>
    </message>
    <message>
        <source>P50 and P95 on enough requests (P99 on %1)</source>
        <translation>P50 和 P95 基于足够多的请求（P99 需 %1 个）</translation>
    </message>
    <message>
        <source>TTFT cold (ms)</source>
        <extracomment>Summary table row: TTFT of requests on a fresh connection (DNS, connect, TLS paid), milliseconds</extracomment>
        <translation>TTFT 冷连接（ms）</translation>
    </message>
    <message>
        <source>TTFT warm (ms)</source>
        <extracomment>Summary table row: TTFT of requests on a reused connection, milliseconds</extracomment>
        <translation>TTFT 热连接（ms）</translation>
    </message>
    <message>
        <source>TTFT from arrival (ms)</source>
        <extracomment>Summary table row: TTFT counted from the planned arrival (open loop), milliseconds</extracomment>
        <translation>从计划到达起的 TTFT（ms）</translation>
    </message>
    <message>
        <source>cold p50</source>
        <extracomment>Group table heading: median TTFT of requests on a fresh connection (DNS, connect, TLS paid), milliseconds</extracomment>
        <translation>冷连接 p50</translation>
    </message>
    <message>
        <source>warm p50</source>
        <extracomment>Group table heading: median TTFT of requests on a reused connection, milliseconds</extracomment>
        <translation>热连接 p50</translation>
    </message>
    <message>
        <source>from arrival p50</source>
        <extracomment>Group table heading: median TTFT counted from the planned arrival (open loop), milliseconds</extracomment>
        <translation>自到达 p50</translation>
    </message>
    <message>
        <source>from arrival p95</source>
        <translation>自到达 p95</translation>
    </message>
    <message>
        <source>TTFT by provider</source>
        <translation>各服务商的 TTFT</translation>
    </message>
    <message>
        <source>TTFT by provider, cell %1</source>
        <translation>各服务商的 TTFT，单元 %1</translation>
    </message>
    <message>
        <source>Summary per provider and cell</source>
        <translation>按服务商和单元汇总</translation>
    </message>
    <message>
        <source>Milliseconds, over the successful measured requests of each cell (load level and prompt length); n counts the measured requests, failed ones included. Cold: on a fresh connection (DNS, connect, TLS paid); warm: on a reused one.</source>
        <translation>单位 ms，基于每个单元（负载级别和提示词长度）中成功的计入统计请求；n 为计入统计的请求数，含失败的请求。冷连接：新建连接（含 DNS、连接、TLS 开销）；热连接：复用的连接。</translation>
    </message>
    <message>
        <source>Cold P50</source>
        <translation>冷连接 P50</translation>
    </message>
    <message>
        <source>Warm P50</source>
        <translation>热连接 P50</translation>
    </message>
    <message>
        <source>From arrival P50</source>
        <translation>自到达 P50</translation>
    </message>
    <message>
        <source>From arrival P95</source>
        <translation>自到达 P95</translation>
    </message>
    <message>
        <source>All cells pooled, per provider</source>
        <translation>所有单元合并，按服务商</translation>
    </message>
    <message>
        <source>Every cell pooled: these figures mix load levels and prompt lengths; compare providers by the table above. Milliseconds; n counts the measured requests, failed ones included.</source>
        <translation>所有单元合并：这些数据混合了不同的负载级别和提示词长度；请用上表比较服务商。单位 ms；n 为计入统计的请求数，含失败的请求。</translation>
    </message>
    <message>
        <source>Milliseconds, over the successful measured requests; n counts the measured requests, failed ones included.</source>
        <translation>单位 ms，基于成功的计入统计请求；n 为计入统计的请求数，含失败的请求。</translation>
    </message>
    <message>
        <source>Box plots, P50/P95/P99 bars, the cumulative distribution and TTFT over the run; warm-up and failed requests left out.</source>
        <translation>箱线图、P50/P95/P99 柱状图、累积分布及 TTFT 随运行时间的变化；不含预热和失败的请求。</translation>
    </message>
    <message>
        <source>Box plots, P50/P95/P99 bars, the cumulative distribution and TTFT over the run, one figure per cell (load level and prompt length); warm-up and failed requests left out.</source>
        <translation>箱线图、P50/P95/P99 柱状图、累积分布及 TTFT 随运行时间的变化，每个单元（负载级别和提示词长度）一张图；不含预热和失败的请求。</translation>
    </message>
    <message>
        <source>ttft-bench %1: a file or a server sent a value of an unexpected type (%2); nothing more was written
</source>
        <translation>ttft-bench %1：某个文件或服务器发送了类型不符的值（%2）；之后没有再写入任何内容
</translation>
    </message>
    <message>
        <source>ttft-bench import: %1 is one of the inputs; nothing was changed (write elsewhere)</source>
        <translation>ttft-bench import：%1 是输入文件之一；未做任何更改（请写到别处）</translation>
    </message>
    <message>
        <source>ttft-bench merge: %1 is one of the inputs; nothing was changed (write elsewhere)</source>
        <translation>ttft-bench merge：%1 是输入文件之一；未做任何更改（请写到别处）</translation>
    </message>
    <message>
        <source>ttft-bench recover: %1 is one of the inputs; nothing was changed (write elsewhere)</source>
        <translation>ttft-bench recover：%1 是输入文件之一；未做任何更改（请写到别处）</translation>
    </message>
    <message>
        <source>ttft-bench report: %1 is the session being read; nothing was written (write elsewhere)</source>
        <translation>ttft-bench report：%1 是正在读取的会话；未写入任何内容（请写到别处）</translation>
    </message>
    <message>
        <source>%1: its JSON nests deeper than %2 levels (at byte %3)</source>
        <translation>%1：其 JSON 嵌套超过 %2 层（在第 %3 字节）</translation>
    </message>
    <message>
        <source>its JSON nests deeper than %1 levels (at byte %2 of %3)</source>
        <translation>其 JSON 嵌套超过 %1 层（在第 %2 字节，共 %3 字节）</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>无法读取 %1。</translation>
    </message>
    <message>
        <source>%1 is damaged: its JSON nests deeper than %2 levels at byte %3 of %4. It was not opened, and nothing was changed.</source>
        <translation>%1 已损坏：其 JSON 在第 %3 字节（共 %4 字节）处嵌套超过 %2 层。未打开它，也未做任何更改。</translation>
    </message>
    <message>
        <source>Client health</source>
        <translation>客户端健康</translation>
    </message>
    <message>
        <source>  %1 prompt tokens in %2 s of prompt processing (%3 tokens/s), %4 tokens generated in %5 s (%6 tokens/s)</source>
        <translation>  %1 个提示词 token，提示词处理用时 %2 s（%3 token/s）；生成 %4 个 token，用时 %5 s（%6 token/s）</translation>
    </message>
    <message>
        <source>  at the end of the run: %1 requests processing, %2 deferred (waiting for a free slot)</source>
        <translation>  运行结束时：%1 个请求正在处理，%2 个被推迟（等待空闲槽位）</translation>
    </message>
    <message>
        <source>  client TTFT mean %1 ms over %2 requests; the server&apos;s prompt processing, spread over them, %3 ms each</source>
        <translation>  客户端 TTFT 均值 %1 ms（%2 个请求）；服务端的提示词处理时间平摊到这些请求上，每个 %3 ms</translation>
    </message>
    <message>
        <source>  %1 requests; e2e mean %2 ms, queue mean %3 ms (p99 ≈ %4), validation mean %5 ms, inference mean %6 ms, time per token mean %7 ms</source>
        <translation>  %1 个请求；端到端均值 %2 ms，排队均值 %3 ms（p99 ≈ %4），校验均值 %5 ms，推理均值 %6 ms，每 token 时间均值 %7 ms</translation>
    </message>
    <message>
        <source>  client TTFT mean %1 ms over %2 requests; of it, the server queued each %3 ms and validated it %4 ms before its prefill (TGI publishes no time to first token)</source>
        <translation>  客户端 TTFT 均值 %1 ms（%2 个请求）；其中服务端在预填充之前对每个请求排队 %3 ms、校验 %4 ms（TGI 不发布首 token 时间）</translation>
    </message>
    <message>
        <source>Client TTFT = server TTFT + overhead (all the server&apos;s timings leave out: waiting for a free slot, tokenisation and routing before they start; network, TLS, proxies; the client), in ms:</source>
        <translation>客户端 TTFT = 服务端 TTFT + 开销（服务端计时未涵盖的全部：计时开始前等待空闲槽位、分词和路由；网络、TLS、代理；客户端），单位 ms：</translation>
    </message>
    <message>
        <source>%1 at %2: TTFT ≈ %3 ms + prefill slowing with the prompt (quadratic): %4 tokens/s at %5 tokens, %6 tokens/s at %7 tokens (R² %8, %9 requests)</source>
        <translation>%1 在 %2：TTFT ≈ %3 ms + 随提示变长而变慢的预填充（二次）：%5  个 token时 %4 token/s，%7  个 token时 %6 token/s（R² %8，%9 个请求）</translation>
    </message>
    <message>
        <source>%1 at %2: TTFT ≈ %3 ms + prompt tokens ÷ %4 tokens/s (linear, R² %5, %6 requests)</source>
        <translation>%1 在 %2：TTFT ≈ %3 ms + 提示token 数 ÷ %4 token/s（线性，R² %5，%6 个请求）</translation>
    </message>
    <message>
        <source>  The unconstrained fit wanted a negative fixed overhead: clamped to 0 ms (the data do not support one).</source>
        <translation>  无约束拟合得出负的固定开销：已截为 0 ms（数据不支持固定开销）。</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>Where the gap goes (means in ms; * inferred from the requests&apos; timing, not measured):</source>
        <translation>差距去向（均值，单位 ms；* 为根据请求时序推断，非实测）：</translation>
    </message>
    <message>
        <source>gap</source>
        <translation>差距</translation>
    </message>
    <message>
        <source>client</source>
        <translation>客户端</translation>
    </message>
    <message>
        <source>prompt*</source>
        <translation>提示处理*</translation>
    </message>
    <message>
        <source>slot wait*</source>
        <translation>槽位等待*</translation>
    </message>
    <message>
        <source>unaccounted</source>
        <translation>未归因</translation>
    </message>
    <message>
        <source>in flight</source>
        <translation>同时在途</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1: %2 of %3 prompts came back more than 5 % shorter than asked (%4 of %5 tokens at worst): the server cut them to its context, so their TTFT is for a shorter prompt.</source>
        <translation>%1：%3 个提示中有 %2 个比要求短 5 % 以上（最差为 %5  个 token中的 %4 个）：服务器按其上下文截断了它们，因此其 TTFT 对应的是更短的提示。</translation>
    </message>
    <message>
        <source>%1: %2 of %3 requests had no answer: reasoning used the whole max_tokens budget, so they have no TTFT. Raise max_tokens or lower the reasoning effort.</source>
        <translation>%1：%3 个请求中有 %2 个没有回答：推理用尽了 max_tokens 预算，因此没有 TTFT。请调高 max_tokens 或降低推理强度。</translation>
    </message>
    <message>
        <source>%1: %2 of %3 requests hit the server&apos;s prompt cache with cache busting off: their prefill was shorter than their prompt. Turn cache busting on to measure a fresh prompt.</source>
        <translation>%1：缓存击穿关闭时，%3 个请求中有 %2 个命中了服务器的提示缓存：其预填充比提示短。请开启缓存击穿以测量全新的提示。</translation>
    </message>
    <message>
        <source>%1: %2 of %3 requests hit the server&apos;s prompt cache although cache busting was on: the server caches beyond the prompt&apos;s opening (a shared system prompt or template).</source>
        <translation>%1：尽管开启了缓存击穿，%3 个请求中仍有 %2 个命中了服务器的提示缓存：服务器缓存了提示开头之外的内容（共享的系统提示或模板）。</translation>
    </message>
    <message>
        <source>%1: %2 of %3 answers arrived in one burst at the end: the stream looks buffered (a proxy or gateway holds it back), so TTFT is about the whole response time.</source>
        <translation>%1：%3 个回答中有 %2 个在最后一次性到达：流看起来被缓冲了（代理或网关扣住了它），因此 TTFT 约等于整个响应时间。</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>quadratic</source>
        <translation>二次</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>线性</translation>
    </message>
    <message>
        <source> (clamped: the fit wanted a negative one)</source>
        <translation>（已截断：拟合得出负值）</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>拟合</translation>
    </message>
    <message>
        <source>Prefill at shortest (tokens/s, at tokens)</source>
        <translation>最短提示的预填充（token/s，token 数）</translation>
    </message>
    <message>
        <source>Prefill at longest (tokens/s, at tokens)</source>
        <translation>最长提示的预填充（token/s，token 数）</translation>
    </message>
    <message>
        <source>engine waiting (%1)</source>
        <translation>引擎排队数（%1）</translation>
    </message>
    <message>
        <source>mean %1, max %2</source>
        <translation>均值 %1，最大 %2</translation>
    </message>
    <message>
        <source>  slot wait*: a request&apos;s prefill began as another request ended (a slot handed over); prompt*: the part of the gap that grows with the prompt on requests alone in flight (tokenisation, templating); unaccounted: the rest (transfer, the client, whatever the server did not account for); engine waiting: the server&apos;s own gauge of requests waiting, polled every 250 ms over the cell (--metrics-url).</source>
        <translation>  槽位等待*：某请求的预填充恰在另一请求结束时开始（槽位交接）；提示处理*：单独在途请求中随提示长度增长的那部分差距（分词、模板）；未归因：其余部分（传输、客户端，以及服务器未计入的一切）；引擎排队数：服务器自身的排队请求计量，在该单元期间每 250 ms 轮询一次（--metrics-url）。</translation>
    </message>
    <message>
        <source>Mean parts of TTFT per provider (and cell, when there are several), adding up to the mean TTFT from the intended start: what the client measured (dispatch lag, DNS, connect, TLS, request sent), what the server accounted for (queue, model load, prefill), thinking, and two parts inferred from the requests&apos; timing where the server&apos;s timings leave them out: the wait for a free slot (a request&apos;s prefill began as another ended) and prompt handling (the gap that grows with the prompt on requests alone in flight). The unaccounted rest is transfer, the client and whatever the server did not account for; it is not called network.</source>
        <translation>每个服务商（有多个单元时按单元）TTFT 各部分的均值，合计为从预定开始起的平均 TTFT：客户端实测的部分（调度延迟、DNS、连接、TLS、发送请求），服务器计入的部分（排队、模型加载、预填充），思考，以及在服务器计时未覆盖处根据请求时序推断的两部分：等待空闲槽位（某请求的预填充恰在另一请求结束时开始）和提示处理（单独在途请求中随提示增长的差距）。未归因的其余部分是传输、客户端以及服务器未计入的一切；它不被称为网络。</translation>
    </message>
    <message>
        <source>A curve per provider: TTFT ≈ a + b·n, or a + b·n + c·n² where prefill slows as the prompt grows (chosen by cross-validation). a is the fixed part every request pays, never negative; the prefill rate is given at the shortest and the longest prompt measured. Where the run had several load levels, the curve is fitted at each provider&apos;s lightest, so that no queue bends it.</source>
        <translation>每个服务商一条曲线：TTFT ≈ a + b·n，或在预填充随提示变长而变慢时为 a + b·n + c·n²（由交叉验证选择）。a 是每个请求都要付出的固定部分，从不为负；预填充速率按测得的最短和最长提示给出。运行包含多个负载级别时，曲线按每个服务商最轻的负载拟合，以免排队使其弯曲。</translation>
    </message>
    <message>
        <source>ttft-bench recover: the first skipped is %1</source>
        <translation>ttft-bench recover：跳过的第一行是 %1</translation>
    </message>
    <message>
        <source>%1: messages%2</source>
        <translation>%1：messages%2</translation>
    </message>
    <message>
        <source>%1 is damaged: %2. It was not opened, and nothing was changed.</source>
        <translation>%1 已损坏：%2。文件未打开，也未作任何改动。</translation>
    </message>
    <message>
        <source>%1 is damaged: &quot;schema_version&quot;: expected a whole number, found %2. It was not opened, and nothing was changed.</source>
        <translation>%1 已损坏：&quot;schema_version&quot; 应为整数，实际为 %2。文件未打开，也未作任何改动。</translation>
    </message>
    <message>
        <source>%1 is damaged: its header&apos;s &quot;schema_version&quot;: expected a whole number, found %2. Nothing was changed.</source>
        <translation>%1 已损坏：其头部的 &quot;schema_version&quot; 应为整数，实际为 %2。未作任何改动。</translation>
    </message>
    <message>
        <source>%1 is damaged: the header&apos;s run: %2. Nothing was changed.</source>
        <translation>%1 已损坏：头部的 run：%2。未作任何改动。</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>%1: the embedded lab is not running, so it cannot be measured.</source>
        <translation>%1：内置实验室服务器未运行，无法测量。</translation>
    </message>
    <message>
        <source>The keys do not match the run&apos;s endpoints; set the run up again.</source>
        <translation>密钥与本次运行的端点不一致；请重新设置运行。</translation>
    </message>
    <message>
        <source>Saving was cancelled; nothing was written.</source>
        <translation>保存已取消；未写入任何内容。</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation>已取消打开 %1。</translation>
    </message>
    <message>
        <source>Recovering %1 was cancelled.</source>
        <translation>已取消恢复 %1。</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>Run the whole plan N times over; each percentile then gets its mean, spread and coefficient of variation across repeats.</source>
        <translation>将整个计划重复运行 N 次；每个百分位数随后给出各次重复间的均值、离散度和变异系数。</translation>
    </message>
    <message>
        <source>Stop a provider&apos;s cell after N errors in a row (recorded, with the reason).</source>
        <translation>某服务商在一个单元中连续出错 N 次后停止该单元（连同原因一并记录）。</translation>
    </message>
    <message>
        <source>Stop a provider&apos;s cell once its error rate passes this (0.1 or 10%), judged from 20 measured requests on.</source>
        <translation>某服务商单元的错误率超过此值（0.1 或 10%）即停止该单元；从第 20 个计量请求起判定。</translation>
    </message>
    <message>
        <source>After a throttled answer (429), hold the provider&apos;s next sends back for its Retry-After (recorded).</source>
        <translation>收到限流应答（429）后，按其 Retry-After 推迟该服务商的后续发送（会记录）。</translation>
    </message>
    <message>
        <source>Send at most this many requests a minute per provider (to stay under a known limit).</source>
        <translation>每个服务商每分钟最多发送这么多请求（以保持在已知限额之下）。</translation>
    </message>
    <message>
        <source>Send at most this many tokens (prompt + max_tokens) a minute per provider.</source>
        <translation>每个服务商每分钟最多发送这么多 token（提示词 + max_tokens）。</translation>
    </message>
    <message>
        <source>--repeat must be a whole number from 1 to 1000</source>
        <translation>--repeat 必须是 1 到 1000 之间的整数</translation>
    </message>
    <message>
        <source>--breaker must be a whole number ≥ 1</source>
        <translation>--breaker 必须是 ≥ 1 的整数</translation>
    </message>
    <message>
        <source>--max-error-rate must be a fraction from 0 to 1, or a percentage (10%)</source>
        <translation>--max-error-rate 必须是 0 到 1 之间的小数，或百分比（10%）</translation>
    </message>
    <message>
        <source>--%1 must be a positive number</source>
        <translation>--%1 必须是正数</translation>
    </message>
    <message>
        <source>Throttled (HTTP 429/529, the provider&apos;s limit reached): %1 of the %2 errors; failures: %3</source>
        <translation>被限流（HTTP 429/529，已达服务商限额）：%2 个错误中的 %1 个；故障：%3</translation>
    </message>
    <message>
        <source>%1 %2 ms</source>
        <translation>%1 %2 ms</translation>
    </message>
    <message>
        <source> ± %1 (CV %2 %)</source>
        <translation> ± %1（变异系数 %2 %）</translation>
    </message>
    <message>
        <source>%1 at %2 over %3 repeats, TTFT: %4</source>
        <translation>%1 在 %2，共 %3 次重复，TTFT：%4</translation>
    </message>
    <message>
        <source> (repeat %1)</source>
        <translation>（第 %1 次重复）</translation>
    </message>
    <message>
        <source>%1: stopped after %2 errors in a row</source>
        <translation>%1：连续 %2 次出错后停止</translation>
    </message>
    <message>
        <source>%1: stopped when %2 of %3 measured requests had failed, over the error-rate limit</source>
        <translation>%1：%3 个计量请求中有 %2 个失败，超过错误率上限，已停止</translation>
    </message>
    <message>
        <source>%1: sends held back %2 time(s) for throttled answers&apos; Retry-After, %3 ms in all</source>
        <translation>%1：因限流应答的 Retry-After 推迟发送 %2 次，共 %3 ms</translation>
    </message>
    <message>
        <source>%1: sends held back %2 time(s) to stay within the per-minute budget, %3 ms in all</source>
        <translation>%1：为不超出每分钟预算推迟发送 %2 次，共 %3 ms</translation>
    </message>
    <message>
        <source>throttled</source>
        <extracomment>Group table heading: of the errors, requests the provider refused for load (HTTP 429/529)</extracomment>
        <translation>限流</translation>
    </message>
    <message>
        <source>Compare two runs of the same plan (a baseline and a candidate): per provider and cell, each percentile&apos;s difference with its 95 % bootstrap interval, and regressions marked. With --fail-on-regression the exit status is 3 when the candidate is slower beyond the threshold.</source>
        <translation>对比同一计划的两次运行（基线与候选）：按服务商和单元给出每个百分位数的差值及其 95 % bootstrap 区间，并标出性能退化。使用 --fail-on-regression 时，若候选超出阈值变慢，退出状态为 3。</translation>
    </message>
    <message>
        <source>The metric: ttft (default), ttfs, tpot or e2e.</source>
        <translation>指标：ttft（默认）、ttfs、tpot 或 e2e。</translation>
    </message>
    <message>
        <source>Exit with status 3 when a percentile is significantly slower by at least this: a share of the baseline (10%) or milliseconds (50ms).</source>
        <translation>当某个百分位数显著变慢且至少达到此值时以状态 3 退出：基线的比例（10%）或 ms 值（50ms）。</translation>
    </message>
    <message>
        <source>Compare runs of different plans anyway.</source>
        <translation>即使计划不同也进行对比。</translation>
    </message>
    <message>
        <source>Also write the comparison as JSON to FILE.</source>
        <translation>同时将对比结果以 JSON 写入 FILE。</translation>
    </message>
    <message>
        <source>The earlier (reference) session file.</source>
        <translation>较早的（参照）会话文件。</translation>
    </message>
    <message>
        <source>The session file to judge against it.</source>
        <translation>要与之对照评判的会话文件。</translation>
    </message>
    <message>
        <source>ttft-bench compare: %1</source>
        <translation>ttft-bench compare：%1</translation>
    </message>
    <message>
        <source>ttft-bench compare: usage: ttft-bench compare BASELINE.ttft.json CANDIDATE.ttft.json [--metric ttft] [--fail-on-regression 10%|50ms] [--force] [--json FILE]</source>
        <translation>ttft-bench compare：用法：ttft-bench compare 基线.ttft.json 候选.ttft.json [--metric ttft] [--fail-on-regression 10%|50ms] [--force] [--json 文件]</translation>
    </message>
    <message>
        <source>ttft-bench compare: unknown --metric &apos;%1&apos; (ttft, ttfs, tpot or e2e)</source>
        <translation>ttft-bench compare：未知的 --metric &apos;%1&apos;（ttft、ttfs、tpot 或 e2e）</translation>
    </message>
    <message>
        <source>ttft-bench compare: --fail-on-regression takes a share (10%) or milliseconds (50ms)</source>
        <translation>ttft-bench compare：--fail-on-regression 接受比例（10%）或 ms 值（50ms）</translation>
    </message>
    <message>
        <source>ttft-bench compare: %1 is one of the inputs; nothing was written (write elsewhere)</source>
        <translation>ttft-bench compare：%1 是输入文件之一；未写入任何内容（请写到别处）</translation>
    </message>
    <message>
        <source>ttft-bench compare: %1 Nothing was compared.</source>
        <translation>ttft-bench compare：%1 未进行对比。</translation>
    </message>
    <message>
        <source>ttft-bench compare: the two runs measured different things (%1); compare them anyway with --force</source>
        <translation>ttft-bench compare：两次运行测量的内容不同（%1）；如仍要对比请使用 --force</translation>
    </message>
    <message>
        <source>Note: the two runs measured different things (%1); compared as asked (--force).</source>
        <translation>注意：两次运行测量的内容不同（%1）；已按要求对比（--force）。</translation>
    </message>
    <message>
        <source>Baseline %1, candidate %2; %3, differences candidate − baseline:</source>
        <translation>基线 %1，候选 %2；%3，差值为候选 − 基线：</translation>
    </message>
    <message>
        <source>    errors %1 → %2 (throttled %3 → %4) of %5 → %6 requests</source>
        <translation>    错误 %1 → %2（限流 %3 → %4），请求 %5 → %6</translation>
    </message>
    <message>
        <source>  only in the baseline: %1</source>
        <translation>  仅在基线中：%1</translation>
    </message>
    <message>
        <source>  only in the candidate: %1</source>
        <translation>  仅在候选中：%1</translation>
    </message>
    <message>
        <source>  No provider and cell in common.</source>
        <translation>  没有共同的服务商和单元。</translation>
    </message>
    <message>
        <source>ttft-bench compare: cannot write %1: %2</source>
        <translation>ttft-bench compare：无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Regression: the candidate is significantly slower%1.</source>
        <translation>性能退化：候选显著变慢%1。</translation>
    </message>
    <message>
        <source> beyond %1</source>
        <translation>，超过 %1</translation>
    </message>
    <message>
        <source>p%1 %2 → %3 ms, %4 ms (95 % CI %5 to %6 ms)</source>
        <translation>p%1 %2 → %3 ms，%4 ms（95 % 置信区间 %5 至 %6 ms）</translation>
    </message>
    <message>
        <source>REGRESSION</source>
        <translation>性能退化</translation>
    </message>
    <message>
        <source>faster</source>
        <translation>更快</translation>
    </message>
    <message>
        <source>no significant change past the threshold</source>
        <translation>无超过阈值的显著变化</translation>
    </message>
    <message>
        <source>%1 @ %2, %3: %4 — %5</source>
        <translation>%1 @ %2，%3：%4 — %5</translation>
    </message>
    <message>
        <source>ttft-bench capacity: %1</source>
        <translation>ttft-bench capacity：%1</translation>
    </message>
    <message>
        <source>Find the highest load (concurrent users, or arrivals a second) at which one provider meets its SLOs: the load doubles until a level fails, then bisects; each level is judged only on its steady window. Takes run&apos;s provider, workload, lab and output options.</source>
        <translation>找出某个服务商仍满足其 SLO 的最高负载（并发用户数，或每秒到达数）：负载逐级加倍直到某一级失败，然后二分；每一级只按其稳态窗口评判。接受 run 的服务商、工作负载、实验室和输出选项。</translation>
    </message>
    <message>
        <source>What to raise: concurrency (closed-loop users, default) or rate (open-loop arrivals a second).</source>
        <translation>要提高的量：concurrency（闭环用户数，默认）或 rate（开环每秒到达数）。</translation>
    </message>
    <message>
        <source>The first level (default 1).</source>
        <translation>起始级别（默认 1）。</translation>
    </message>
    <message>
        <source>The highest level tried (default 256 users, or 100 a second).</source>
        <translation>尝试的最高级别（默认 256 个用户，或每秒 100 个）。</translation>
    </message>
    <message>
        <source>Stop bisecting when the bracket is this narrow (default 1 user, or a tenth of the start rate).</source>
        <translation>区间窄到此值时停止二分（默认 1 个用户，或起始速率的十分之一）。</translation>
    </message>
    <message>
        <source>Seconds each level is measured, per repeat (default 20).</source>
        <translation>每一级每次重复的测量秒数（默认 20）。</translation>
    </message>
    <message>
        <source>Latency SLOs, METRIC-STATISTIC=MS comma-separated (ttft-p95=800,ttfs-p95=700), or &apos;voice&apos; (the default: TTFT mean ≤ 500, P95 ≤ 800, P99 ≤ 1000 ms).</source>
        <translation>延迟 SLO，格式为 指标-统计量=ms 值，以逗号分隔（ttft-p95=800,ttfs-p95=700），或 &apos;voice&apos;（默认：TTFT 均值 ≤ 500、P95 ≤ 800、P99 ≤ 1000 ms）。</translation>
    </message>
    <message>
        <source>A level passes when any one latency SLO holds (default: all of them).</source>
        <translation>只要任一延迟 SLO 满足即算该级通过（默认：全部满足）。</translation>
    </message>
    <message>
        <source>Failures allowed per level, a share of its requests (default 1%).</source>
        <translation>每级允许的故障，占该级请求的比例（默认 1%）。</translation>
    </message>
    <message>
        <source>Throttled answers (429) allowed per level (default 5%).</source>
        <translation>每级允许的限流应答（429）比例（默认 5%）。</translation>
    </message>
    <message>
        <source>
Also every provider, workload, lab and output option of &apos;ttft-bench run&apos; (one provider); not its plan options.</source>
        <translation>
另外接受 &apos;ttft-bench run&apos; 的所有服务商、工作负载、实验室和输出选项（一个服务商）；但不接受其计划选项。</translation>
    </message>
    <message>
        <source>%1 is a plan option of run; the search makes its own plan (see --help)</source>
        <translation>%1 是 run 的计划选项；搜索会自行制定计划（见 --help）</translation>
    </message>
    <message>
        <source>--search must be concurrency or rate</source>
        <translation>--search 必须是 concurrency 或 rate</translation>
    </message>
    <message>
        <source>--start, --max and --point-duration take positive numbers</source>
        <translation>--start、--max 和 --point-duration 需要正数</translation>
    </message>
    <message>
        <source>--resolution takes a positive number</source>
        <translation>--resolution 需要正数</translation>
    </message>
    <message>
        <source>--slo: %1</source>
        <translation>--slo：%1</translation>
    </message>
    <message>
        <source>--%1 takes a fraction from 0 to 1, or a percentage (1%)</source>
        <translation>--%1 需要 0 到 1 之间的小数，或百分比（1%）</translation>
    </message>
    <message>
        <source>the search measures one provider; %1 were given (name one model)</source>
        <translation>搜索只测量一个服务商；给出了 %1 个（请指定一个模型）</translation>
    </message>
    <message>
        <source>Capacity search for %1: %2 from %3 up to %4, %5 s a level × %6; passes when %7, errors ≤ %8 %, throttled ≤ %9 %</source>
        <translation>%1 的容量搜索：%2 从 %3 到 %4，每级 %5 秒 × %6；通过条件：%7，错误 ≤ %8 %，限流 ≤ %9 %</translation>
    </message>
    <message>
        <source>arrival rate</source>
        <translation>到达速率</translation>
    </message>
    <message>
        <source>concurrency</source>
        <translation>并发数</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Level %1 (%2): %3 s…</source>
        <translation>第 %1 级（%2）：%3 秒…</translation>
    </message>
    <message>
        <source>TTFT from arrival</source>
        <translation>从到达起的 TTFT</translation>
    </message>
    <message numerus="yes">
        <source>%n user(s)</source>
        <translation>
            <numerusform>%n 个用户</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 ms</source>
        <translation>%1：%2 ms</translation>
    </message>
    <message>
        <source>%1: no figure</source>
        <translation>%1：无数据</translation>
    </message>
    <message>
        <source>pass (within the noise)</source>
        <translation>通过（在噪声范围内）</translation>
    </message>
    <message>
        <source>FAIL (within the noise)</source>
        <translation>失败（在噪声范围内）</translation>
    </message>
    <message>
        <source>%1: %2 requests in %3 s of steady load (%4 ramp-up, %5 drain left out); %6; errors %7 %, throttled %8 %: %9</source>
        <translation>%1：稳态负载 %3 秒内 %2 个请求（排除爬升 %4 个、收尾 %5 个）；%6；错误 %7 %，限流 %8 %：%9</translation>
    </message>
    <message>
        <source>No capacity found: the first level, %1, already failed (%2)</source>
        <translation>未找到容量：第一级 %1 已失败（%2）</translation>
    </message>
    <message>
        <source>Capacity at least %1, the search&apos;s maximum (%2)</source>
        <translation>容量至少为 %1，即搜索上限（%2）</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 或更多</translation>
    </message>
    <message>
        <source>Capacity %1 (95 % interval %2): %3</source>
        <translation>容量 %1（95 % 区间 %2）：%3</translation>
    </message>
    <message>
        <source>ttft-bench probe: %1</source>
        <translation>ttft-bench probe：%1</translation>
    </message>
    <message>
        <source>Usage: ttft-bench probe --every INTERVAL --for DURATION --out DIR [run options]

Runs the plan again every INTERVAL (30s, 10m, 1h) for DURATION (2h, 1d), every probe&apos;s requests
in one session in DIR, then TTFT by hour of the day (the peak and quiet hours), and which probes
were missed. Without plan options a probe is 1 warm-up and 5 requests, one at a time. Takes every
option of &apos;ttft-bench run&apos;; Ctrl+C stops, and what ran is kept.</source>
        <translation>用法：ttft-bench probe --every 间隔 --for 时长 --out 目录 [run 选项]

每隔“间隔”（30s、10m、1h）重复运行一次计划，持续“时长”（2h、1d），所有探测的请求都保存在“目录”中的同一个会话里，
然后按一天中的小时给出 TTFT（高峰和空闲时段），并列出错过的探测。未给计划选项时，每次探测为 1 个预热和 5 个请求，
逐个发送。接受 &apos;ttft-bench run&apos; 的所有选项；Ctrl+C 停止，已运行的部分会保留。</translation>
    </message>
    <message>
        <source>--every and --for take durations such as 30s, 10m, 2h or 1d</source>
        <translation>--every 和 --for 需要时长，例如 30s、10m、2h 或 1d</translation>
    </message>
    <message>
        <source>--for must be at least --every</source>
        <translation>--for 必须不小于 --every</translation>
    </message>
    <message>
        <source>--out DIR is needed: probes over hours keep their requests on disk as they go</source>
        <translation>需要 --out 目录：持续数小时的探测会边运行边把请求保存到磁盘</translation>
    </message>
    <message>
        <source>Probing %1 every %2 for %3: %4 probes. Ctrl+C stops; what ran is kept.</source>
        <translation>探测 %1，每 %2 一次，持续 %3：共 %4 次。Ctrl+C 停止；已运行的部分会保留。</translation>
    </message>
    <message>
        <source>Probe %1 of %2 missed: the one before ran past its time</source>
        <translation>第 %1 次探测（共 %2 次）错过：上一次运行超过了它的时间</translation>
    </message>
    <message>
        <source>Probe %1 of %2 at %3: %4 requests, %5 failed, TTFT median %6 ms</source>
        <translation>第 %1 次探测（共 %2 次），%3：%4 个请求，%5 个失败，TTFT 中位数 %6 ms</translation>
    </message>
    <message>
        <source>Probes: %1 of %2 ran, every %3 s; %4 missed</source>
        <translation>探测：%2 次中运行了 %1 次，每 %3 秒一次；错过 %4 次</translation>
    </message>
    <message>
        <source>  missed probes: %1</source>
        <translation>  错过的探测：%1</translation>
    </message>
    <message>
        <source>Hour</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>probes</source>
        <translation>探测</translation>
    </message>
    <message>
        <source>Peak hour %1:00 (slowest median TTFT), quiet hour %2:00 (fastest); local time of the prober (UTC%3%4 min)</source>
        <translation>高峰时段 %1:00（TTFT 中位数最慢），空闲时段 %2:00（最快）；探测方的本地时间（UTC%3%4 分钟）</translation>
    </message>
    <message>
        <source>Capacity: TTFT against the load</source>
        <translation>容量：TTFT 随负载的变化</translation>
    </message>
    <message>
        <source>Drawing the capacity search</source>
        <translation>正在绘制容量搜索</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>The load doubled until a level failed, then the search bisected. Each level is judged only on its steady window (in flight at least 95 % of the target; ramp-up and drain left out); its P95 has a 95 % interval, and a verdict the interval could turn is marked as within the noise.</source>
        <translation>负载逐级加倍直到某一级失败，然后二分搜索。每一级只按其稳态窗口评判（在途请求至少为目标的 95 %；排除爬升和收尾）；其 P95 带有 95 % 区间，区间可能推翻的结论标记为“在噪声范围内”。</translation>
    </message>
    <message>
        <source>What labels each run: run (its start time), host, note or location (default: the first of location, host, note, start time that tells all runs apart).</source>
        <translation>用什么标注每次运行：run（开始时间）、host（主机）、note（备注）或 location（地点）（默认：在地点、主机、备注、开始时间中取第一个能区分所有运行的）。</translation>
    </message>
    <message>
        <source>ttft-bench merge: usage: ttft-bench merge A.ttft.json B.ttft.json … -o C.ttft.json [--label-by run|host|note|location]</source>
        <translation>ttft-bench merge：用法：ttft-bench merge A.ttft.json B.ttft.json … -o C.ttft.json [--label-by run|host|note|location]</translation>
    </message>
    <message>
        <source>ttft-bench merge: unknown --label-by &apos;%1&apos; (run, host, note or location)</source>
        <translation>ttft-bench merge：未知的 --label-by“%1”（应为 run、host、note 或 location）</translation>
    </message>
    <message>
        <source>Merge the shards of one run (run --shard I/N) into that one run: every request of every shard, on one time line, its figures computed again from them.</source>
        <translation>将同一次运行的各分片（run --shard I/N）合并回这一次运行：每个分片的每个请求放在同一条时间线上，各项数据据此重新计算。</translation>
    </message>
    <message>
        <source>Also write the merged run&apos;s summary.json here.</source>
        <translation>同时把合并后运行的 summary.json 写到这里。</translation>
    </message>
    <message>
        <source>Wait up to this many seconds for every shard&apos;s session to be there (a merge Job started with the shards).</source>
        <translation>最多等待这么多秒，直到每个分片的会话都已出现（与分片同时启动的合并 Job）。</translation>
    </message>
    <message>
        <source>Replace the output files if they exist.</source>
        <translation>如果输出文件已存在则替换。</translation>
    </message>
    <message>
        <source>The shards&apos; session files, or directories holding shard-*/run.ttft.json (run --shard --out DIR).</source>
        <translation>各分片的会话文件，或包含 shard-*/run.ttft.json 的目录（run --shard --out DIR）。</translation>
    </message>
    <message>
        <source>ttft-bench merge-shards: %1</source>
        <translation>ttft-bench merge-shards：%1</translation>
    </message>
    <message>
        <source>ttft-bench merge-shards: usage: ttft-bench merge-shards DIR|SESSION… -o MERGED.ttft.json [--summary summary.json] [--wait SECONDS]</source>
        <translation>ttft-bench merge-shards：用法：ttft-bench merge-shards 目录|会话… -o 合并.ttft.json [--summary summary.json] [--wait 秒数]</translation>
    </message>
    <message>
        <source>ttft-bench merge-shards: --wait takes a number of seconds</source>
        <translation>ttft-bench merge-shards：--wait 需要一个秒数</translation>
    </message>
    <message>
        <source>ttft-bench merge-shards: %1 exists; nothing was changed (use --force to replace it)</source>
        <translation>ttft-bench merge-shards：%1 已存在，未做任何更改（使用 --force 替换）</translation>
    </message>
    <message>
        <source>Waiting up to %1 s for the shards&apos; sessions (%2 of %3 there)</source>
        <translation>最多等待 %1 s，直到各分片的会话出现（已有 %2 个，共 %3 个）</translation>
    </message>
    <message>
        <source>ttft-bench merge-shards: no session file in %1</source>
        <translation>ttft-bench merge-shards：%1 中没有会话文件</translation>
    </message>
    <message>
        <source>ttft-bench merge-shards: %1 is one of the inputs; nothing was changed (write elsewhere)</source>
        <translation>ttft-bench merge-shards：%1 是输入之一，未做任何更改（请写到别处）</translation>
    </message>
    <message>
        <source>ttft-bench merge-shards: %1 Nothing was merged.</source>
        <translation>ttft-bench merge-shards：%1 未合并任何内容。</translation>
    </message>
    <message>
        <source>ttft-bench merge-shards: %1. Nothing was merged.</source>
        <translation>ttft-bench merge-shards：%1。未合并任何内容。</translation>
    </message>
    <message>
        <source>ttft-bench merge-shards: cannot write %1: %2</source>
        <translation>ttft-bench merge-shards：无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Merged %1 requests from %2 shards into %3:</source>
        <translation>已将 %2 个分片中的 %1 个请求合并到 %3：</translation>
    </message>
    <message>
        <source>clock %1 ms ± %2</source>
        <translation>时钟 %1 ms ± %2</translation>
    </message>
    <message>
        <source>clock offset unknown</source>
        <translation>时钟偏差未知</translation>
    </message>
    <message>
        <source>  shard %1/%2 on %3: %4 requests, %5, placed by %6 (shifted %7 ms)</source>
        <translation>  分片 %1/%2，在 %3 上：%4 个请求，%5，放置依据 %6（平移 %7 ms）</translation>
    </message>
    <message>
        <source>Stopped before the start: nothing was sent.</source>
        <translation>在开始前停止：未发送任何请求。</translation>
    </message>
    <message>
        <source>Run one share of the plan, one of N processes (pods, machines) that together run it: I/N (this shard&apos;s index from 0), or N with the index from JOB_COMPLETION_INDEX (a Kubernetes Indexed Job sets it). Workers, request counts and arrivals are split k6-style; --out DIR then writes to DIR/shard-I; &apos;ttft-bench merge-shards&apos; makes one run of them.</source>
        <translation>只运行计划的一份，作为共同运行该计划的 N 个进程（Pod、机器）之一：I/N（本分片的序号，从 0 开始），或 N（序号取自 JOB_COMPLETION_INDEX，由 Kubernetes 索引 Job 设置）。工作者、请求数和到达按 k6 的方式拆分；此时 --out DIR 写入 DIR/shard-I；&apos;ttft-bench merge-shards&apos; 将它们合为一次运行。</translation>
    </message>
    <message>
        <source>Wait until this wall-clock time to start (ISO 8601 with its zone, e.g. 2026-12-04T10:00:00Z, or seconds since 1970), so that every shard starts together; with --shard, on the reference clock.</source>
        <translation>等到这个墙上时钟时间再开始（带时区的 ISO 8601，例如 2026-12-04T10:00:00Z，或自 1970 年起的秒数），使各分片同时开始；使用 --shard 时按参考时钟计。</translation>
    </message>
    <message>
        <source>With --shard: the clock every shard measures its offset against before the run: a URL whose answer holds a JSON unix_time_ns (the lab&apos;s /lab/time) or any Date header; &apos;lab&apos; for the embedded lab; &apos;none&apos; to skip (default: the first provider&apos;s base URL).</source>
        <translation>使用 --shard 时：每个分片在运行前测量时钟偏差所对照的时钟：一个其应答含 JSON unix_time_ns（实验室的 /lab/time）或任意 Date 头的 URL；&apos;lab&apos; 表示内置实验室；&apos;none&apos; 表示跳过（默认：第一个服务商的基础 URL）。</translation>
    </message>
    <message>
        <source>A short label for where this runs (e.g. eu-west), saved with the run: &apos;ttft-bench merge&apos; puts runs from several places side by side by it.</source>
        <translation>本次运行所在地点的简短标签（例如 eu-west），随运行保存：&apos;ttft-bench merge&apos; 按它把来自多个地点的运行并排放置。</translation>
    </message>
    <message>
        <source>--start-at takes an ISO 8601 time with its zone (2026-12-04T10:00:00Z) or seconds since 1970, not &apos;%1&apos;</source>
        <translation>--start-at 需要带时区的 ISO 8601 时间（2026-12-04T10:00:00Z）或自 1970 年起的秒数，而不是“%1”</translation>
    </message>
    <message>
        <source>--clock-ref goes with --shard</source>
        <translation>--clock-ref 需与 --shard 一起使用</translation>
    </message>
    <message>
        <source>JOB_COMPLETION_INDEX is not a whole number</source>
        <translation>JOB_COMPLETION_INDEX 不是整数</translation>
    </message>
    <message>
        <source>--shard N takes this shard&apos;s index from JOB_COMPLETION_INDEX, which is not set: give --shard I/N</source>
        <translation>--shard N 从 JOB_COMPLETION_INDEX 读取本分片的序号，但它未设置：请给出 --shard I/N</translation>
    </message>
    <message>
        <source>--shard takes I/N (this shard&apos;s index from 0, and the number of shards) or N</source>
        <translation>--shard 需要 I/N（本分片的序号，从 0 开始，以及分片总数）或 N</translation>
    </message>
    <message>
        <source>--shard: the index %1 must be below the number of shards %2</source>
        <translation>--shard：序号 %1 必须小于分片数 %2</translation>
    </message>
    <message>
        <source>--clock-ref must be an http(s) URL, &apos;lab&apos; or &apos;none&apos;, not %1</source>
        <translation>--clock-ref 必须是 http(s) URL、&apos;lab&apos; 或 &apos;none&apos;，而不是 %1</translation>
    </message>
    <message>
        <source>Shard %1</source>
        <translation>分片 %1</translation>
    </message>
    <message>
        <source>%1: this machine&apos;s clock is %2 ms off %3 (± %4 ms, %5 probes, %6)</source>
        <translation>%1：本机时钟与 %3 相差 %2 ms（± %4 ms，%5 次探测，%6）</translation>
    </message>
    <message>
        <source>Warning: %1: no clock offset against %2: %3. The merge places this shard by its wall clock.</source>
        <translation>警告：%1：无法得到相对 %2 的时钟偏差：%3。合并时将按其墙上时钟放置此分片。</translation>
    </message>
    <message>
        <source>Starting at %1 (in %2 s)</source>
        <translation>将于 %1 开始（%2 s 后）</translation>
    </message>
    <message>
        <source>Warning: started %1 s after --start-at %2: the shards did not start together.</source>
        <translation>警告：在 --start-at %2 之后 %1 s 才开始：各分片没有同时开始。</translation>
    </message>
    <message>
        <source>no shard to merge</source>
        <translation>没有可合并的分片</translation>
    </message>
    <message>
        <source>%1 is not a shard of a run (it was not run with --shard); merge whole runs side by side with &apos;ttft-bench merge&apos;</source>
        <translation>%1 不是某次运行的分片（它没有用 --shard 运行）；要并排比较整次运行，请用 &apos;ttft-bench merge&apos;</translation>
    </message>
    <message>
        <source>%1 is shard %2 and %3 is shard %4: they are not parts of one run</source>
        <translation>%1 是分片 %2，而 %3 是分片 %4：它们不是同一次运行的组成部分</translation>
    </message>
    <message>
        <source>%1 and %2 are both shard %3</source>
        <translation>%1 和 %2 都是分片 %3</translation>
    </message>
    <message>
        <source>%1 and %2 ran different plans, workloads or providers: they are not shards of one run</source>
        <translation>%1 和 %2 运行的计划、负载或服务商不同：它们不是同一次运行的分片</translation>
    </message>
    <message>
        <source>shard(s) %1 of %2 are missing; every shard&apos;s session is needed (a run&apos;s figures over part of its load would be wrong)</source>
        <translation>缺少第 %1 个分片（共 %2 个）；需要每个分片的会话（只基于部分负载得出的运行数据会是错误的）</translation>
    </message>
    <message>
        <source>Shard %1 (%2) holds no clock anchor: its times are left on its own clock.</source>
        <translation>分片 %1（%2）没有时钟锚点：其时间保留在它自己的时钟上。</translation>
    </message>
    <message>
        <source>Shard %1 (%2): no clock offset was estimated; its times are placed by the wall clocks alone.</source>
        <translation>分片 %1（%2）：没有估计时钟偏差；其时间仅按墙上时钟放置。</translation>
    </message>
    <message>
        <source>%1 at %2: %3 conversations, %4 with every turn answered; TTFT p50 turn 1 %5 ms, later turns %6 ms</source>
        <translation>%1（%2）：%3 个对话，其中 %4 个每轮都得到回答；TTFT p50 第 1 轮 %5 ms，后续各轮 %6 ms</translation>
    </message>
    <message>
        <source>; %1 ms per turn</source>
        <translation>；每轮增加 %1 ms</translation>
    </message>
    <message>
        <source>, %1 ms per 1,000 prompt tokens</source>
        <translation>，每 1,000 个提示词元增加 %1 ms</translation>
    </message>
    <message>
        <source>; later turns served from the prompt cache: %1 %</source>
        <translation>；后续各轮命中提示缓存：%1 %</translation>
    </message>
    <message>
        <source>  turn  requests  errors  TTFT p50  TTFT p95  prompt tokens  cached tokens</source>
        <translation>  轮次  请求数  错误数  TTFT p50  TTFT p95  提示词元  缓存词元</translation>
    </message>
    <message>
        <source>the server reports no cached tokens</source>
        <translation>服务器未报告缓存词元</translation>
    </message>
    <message>
        <source>between %1 s and %2 s</source>
        <translation>在 %1 s 与 %2 s 之间</translation>
    </message>
    <message>
        <source>longer than %1 s</source>
        <translation>长于 %1 s</translation>
    </message>
    <message>
        <source>shorter than the shortest gap, or no cache</source>
        <translation>短于最短间隔，或没有缓存</translation>
    </message>
    <message>
        <source>%1: prompt cache lifetime between turns: %2</source>
        <translation>%1：轮次之间的提示缓存寿命：%2</translation>
    </message>
    <message>
        <source>Lab server: a cached prompt prefix is gone after this many seconds unused, as hosted APIs&apos; prompt caches are (0: kept until evicted).</source>
        <translation>实验服务器：缓存的提示前缀在闲置这么多秒后失效，与托管 API 的提示缓存一样（0：保留直到被淘汰）。</translation>
    </message>
    <message>
        <source>Multi-turn conversations: this many simulated users per provider, each holding one conversation; every turn sends the whole history with the model&apos;s actual replies (a closed loop: the users are its workers).</source>
        <translation>多轮对话：每个服务商模拟这么多个用户，每人进行一个对话；每一轮都发送包含模型真实回复的完整历史（闭环：用户即其工作者）。</translation>
    </message>
    <message>
        <source>Conversations: turns per conversation (default 10).</source>
        <translation>对话：每个对话的轮数（默认 10）。</translation>
    </message>
    <message>
        <source>Conversations: seconds between a reply&apos;s end and the next turn; several, comma-separated, are cells of their own (the same conversations in each), e.g. 5,30,120 to find a prompt cache&apos;s lifetime (default 5).</source>
        <translation>对话：一次回复结束到下一轮之间的秒数；用逗号分隔的多个值各成一个单元（每个单元中是相同的对话），例如 5,30,120 用来测出提示缓存的寿命（默认 5）。</translation>
    </message>
    <message>
        <source>Conversations: the gap is fixed, exponential (its mean) or speaking (a pause, then the next utterance spoken at --words-per-minute).</source>
        <translation>对话：间隔为 fixed（固定）、exponential（指数分布，取其均值）或 speaking（停顿后按 --words-per-minute 说出下一句）。</translation>
    </message>
    <message>
        <source>Conversations, --think speaking: the users&apos; speaking rate (default 150; Chinese 1.7 times as many characters).</source>
        <translation>对话，--think speaking：用户的语速（默认 150；中文按 1.7 倍的字数计）。</translation>
    </message>
    <message>
        <source>Conversations: users arrive at this many a second instead of all at once.</source>
        <translation>对话：用户以每秒这么多个的速率陆续到达，而不是同时开始。</translation>
    </message>
    <message>
        <source>Conversations: what the users say, en or zh (default en).</source>
        <translation>对话：用户说的语言，en 或 zh（默认 en）。</translation>
    </message>
    <message>
        <source>Conversations: send each conversation&apos;s id in this header (session affinity for a router).</source>
        <translation>对话：在这个请求头中发送每个对话的 ID（供路由器做会话亲和）。</translation>
    </message>
    <message>
        <source>--conversations must be a whole number ≥ 1</source>
        <translation>--conversations 必须是 ≥ 1 的整数</translation>
    </message>
    <message>
        <source>--%1 applies to conversations: give --conversations N</source>
        <translation>--%1 用于对话：请给出 --conversations N</translation>
    </message>
    <message>
        <source>--turns must be a whole number ≥ 1</source>
        <translation>--turns 必须是 ≥ 1 的整数</translation>
    </message>
    <message>
        <source>--turn-gap takes seconds ≥ 0, comma-separated</source>
        <translation>--turn-gap 接受 ≥ 0 的秒数，用逗号分隔</translation>
    </message>
    <message>
        <source>--think must be fixed, exponential or speaking</source>
        <translation>--think 必须是 fixed、exponential 或 speaking</translation>
    </message>
    <message>
        <source>--words-per-minute must be a number ≥ 10</source>
        <translation>--words-per-minute 必须是 ≥ 10 的数</translation>
    </message>
    <message>
        <source>--user-rate must be a positive number</source>
        <translation>--user-rate 必须是正数</translation>
    </message>
    <message>
        <source>--lab-cache-ttl must be a number of seconds ≥ 0</source>
        <translation>--lab-cache-ttl 必须是 ≥ 0 的秒数</translation>
    </message>
    <message>
        <source>full history</source>
        <translation>完整历史</translation>
    </message>
    <message>
        <source>last %1 turns</source>
        <translation>最近 %1 轮</translation>
    </message>
    <message>
        <source>history within %1 tokens</source>
        <translation>历史限于 %1 个词元</translation>
    </message>
    <message>
        <source>summary every %1 turns</source>
        <translation>每 %1 轮做一次摘要</translation>
    </message>
    <message>
        <source>  %1: TTFT p95 within %2 ms at every turn (%3 of %3)</source>
        <translation>  %1：每一轮的 TTFT p95 都在 %2 ms 以内（%3 轮中的 %3 轮）</translation>
    </message>
    <message>
        <source>  %1: TTFT p95 within %2 ms through turn %3 of %4</source>
        <translation>  %1：直到第 %3 轮（共 %4 轮）TTFT p95 都在 %2 ms 以内</translation>
    </message>
    <message>
        <source>  %1: TTFT p95 over %2 ms from the first turn</source>
        <translation>  %1：从第一轮起 TTFT p95 就超过 %2 ms</translation>
    </message>
    <message>
        <source>Conversations: how each turn keeps the history: full, last:N (the last N turns), budget:N (the newest turns within N tokens) or summary:N (every N turns a summary of fixed size replaces them); several, comma-separated, are cells of their own with the same conversations (default full).</source>
        <translation>对话：每一轮如何保留历史：full（完整）、last:N（最近 N 轮）、budget:N（N 个词元以内的最新几轮）或 summary:N（每 N 轮用固定长度的摘要替换它们）；用逗号分隔的多个值各成一个单元，其中是相同的对话（默认 full）。</translation>
    </message>
    <message>
        <source>--history takes full, last:N, budget:N or summary:N, comma-separated</source>
        <translation>--history 接受 full、last:N、budget:N 或 summary:N，用逗号分隔</translation>
    </message>
    <message>
        <source>Drawing TTFT by turn</source>
        <translation>正在绘制按轮次的 TTFT</translation>
    </message>
    <message>
        <source>Conversations: TTFT by turn</source>
        <translation>对话：按轮次的 TTFT</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>对话</translation>
    </message>
    <message>
        <source>Every turn sends the history its cell&apos;s strategy keeps, with the model&apos;s actual replies; the bands run from each turn&apos;s P50 to its P95, and the dashed line is the limit each turn&apos;s P95 is held to. Below: the prompt tokens the server counted and, dashed, the cached ones it reported.</source>
        <translation>每一轮都发送其单元的策略所保留的历史，其中是模型的真实回复；色带从每轮的 P50 延伸到 P95，虚线是每轮 P95 须满足的上限。下方：服务器统计的提示词元，虚线为它报告的缓存词元。</translation>
    </message>
    <message>
        <source>TTFT P95 within %1 ms at every turn</source>
        <translation>每一轮的 TTFT P95 都在 %1 ms 以内</translation>
    </message>
    <message>
        <source>TTFT P95 within %1 ms through turn %2 of %3</source>
        <translation>直到第 %2 轮（共 %3 轮）TTFT P95 都在 %1 ms 以内</translation>
    </message>
    <message>
        <source>TTFT P95 over %1 ms from the first turn</source>
        <translation>从第一轮起 TTFT P95 就超过 %1 ms</translation>
    </message>
    <message>
        <source>%1 at %2 (%3): %4; TTFT P50 turn 1 %5 ms, later turns %6 ms</source>
        <translation>%1（%2，%3）：%4；TTFT P50 第 1 轮 %5 ms，后续各轮 %6 ms</translation>
    </message>
    <message>
        <source>%1 (%2): prompt cache lifetime between turns: %3</source>
        <translation>%1（%2）：轮次之间的提示缓存寿命：%3</translation>
    </message>
    <message>
        <source>Each of the %1 users per provider and cell warmed its own connection with a request of its own before its conversation.</source>
        <translation>每个服务商和单元的 %1 个用户在开始对话前都先用一个单独的请求预热了自己的连接。</translation>
    </message>
    <message>
        <source>The workload is conversations of %1 turns: spoken caller turns (%2) with the model&apos;s actual replies in the history</source>
        <translation>负载为每个 %1 轮的对话：来电者的口语发言（%2），历史中是模型的真实回复</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英文</translation>
    </message>
    <message>
        <source>  first sound p50  p95</source>
        <translation>  首次发声 p50  p95</translation>
    </message>
    <message>
        <source>first tool-call delta</source>
        <translation>首个工具调用增量</translation>
    </message>
    <message>
        <source>rest of the call</source>
        <translation>调用的其余部分</translation>
    </message>
    <message>
        <source>hand-over</source>
        <translation>交接</translation>
    </message>
    <message>
        <source>tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>to the follow-up</source>
        <translation>到后续请求</translation>
    </message>
    <message>
        <source>follow-up TTFT</source>
        <translation>后续请求 TTFT</translation>
    </message>
    <message>
        <source>tool-call turns: %1 sent, %2 called a tool, %3 answered</source>
        <translation>工具调用轮次：发送 %1 个，%2 个调用了工具，%3 个得到回答</translation>
    </message>
    <message>
        <source>; to the first answer p50 %1 ms, p95 %2 ms</source>
        <translation>；到首个回答 p50 %1 ms，p95 %2 ms</translation>
    </message>
    <message>
        <source>; medians: %1</source>
        <translation>；中位数：%1</translation>
    </message>
    <message>
        <source>Conversations: every Nth turn is a tool-call turn: the model must call one of the conversation&apos;s tools, the tool runs, and a follow-up request with its result gets the answer (every turn offers the tools).</source>
        <translation>对话：每第 N 轮是一次工具调用轮次：模型必须调用对话的某个工具，工具运行后，携带其结果的后续请求得到回答（每一轮都提供这些工具）。</translation>
    </message>
    <message>
        <source>Conversations, tool-call turns: the tool takes this long (default 300 ms).</source>
        <translation>对话，工具调用轮次：工具耗时这么长（默认 300 ms）。</translation>
    </message>
    <message>
        <source>Conversations, tool-call turns: run this local command (through /bin/sh) for each call instead of waiting: the call comes on its standard input as JSON {&quot;name&quot;, &quot;arguments&quot;}, and what it prints is the tool&apos;s result.</source>
        <translation>对话，工具调用轮次：每次调用都运行此本地命令（通过 /bin/sh）而不是等待：调用以 JSON {&quot;name&quot;, &quot;arguments&quot;} 的形式从标准输入传入，命令的输出即为工具的结果。</translation>
    </message>
    <message>
        <source>--tool-every must be a whole number ≥ 1</source>
        <translation>--tool-every 必须是 ≥ 1 的整数</translation>
    </message>
    <message>
        <source>--tool-delay and --tool-command apply to tool-call turns: give --tool-every N</source>
        <translation>--tool-delay 和 --tool-command 用于工具调用轮次：请给出 --tool-every N</translation>
    </message>
    <message>
        <source>--tool-delay must be a number of milliseconds ≥ 0</source>
        <translation>--tool-delay 必须是 ≥ 0 的数值（单位 ms）</translation>
    </message>
    <message>
        <source>%1 of them answered with a tool call, which has no text to time: E2E and output length only.</source>
        <translation>其中 %1 个以工具调用作答，没有可计时的文本：只记录 E2E 和输出长度。</translation>
    </message>
    <message>
        <source>Conversations: tool-call turns, stage by stage</source>
        <translation>对话：工具调用轮次，逐阶段</translation>
    </message>
    <message>
        <source>Tool-call turns</source>
        <translation>工具调用轮次</translation>
    </message>
    <message>
        <source>A tool-call turn&apos;s silence, from its first request to the follow-up&apos;s first answer text, stage by stage: the model&apos;s first tool-call delta, the rest of the call, the client&apos;s hand-over, the tool, the follow-up&apos;s sending and its own TTFT. Each bar adds up the stages&apos; medians; the ticks are the whole&apos;s own P50 and P95.</source>
        <translation>工具调用轮次中的静默，从该轮的首个请求到后续请求的首个回答文本，逐阶段列出：模型的首个工具调用增量、调用的其余部分、客户端的交接、工具、后续请求的发送及其自身的 TTFT。每根条形把各阶段的中位数相加；刻度线是整体自身的 P50 和 P95。</translation>
    </message>
    <message>
        <source>Time to the first answer</source>
        <translation>到首个回答的时间</translation>
    </message>
    <message>
        <source>An agent that calls tools between answers: the first token starts each step, the whole response ends it. Judged on the P95 time to the first answer: TTFT, and for a conversation&apos;s tool-call turn the whole wait from its first request to the answer after the tool; tool-call times and E2E shown apart.</source>
        <translation>在回答之间调用工具的智能体：首个词元开启每一步，完整响应结束这一步。按到首个回答时间的 P95 评判：即 TTFT，对于对话中的工具调用轮次则是从该轮首个请求到工具之后回答的整个等待；工具调用时间和 E2E 单独列出。</translation>
    </message>
    <message>
        <source>Voice pipeline: first sound = ASR (%1) + LLM first token + first clause + hand-over + TTS first real audio</source>
        <translation>语音管线：首次发声 = ASR（%1）+ LLM 首 token + 首个分句 + 移交 + TTS 首段真实音频</translation>
    </message>
    <message>
        <source>TTS first real audio</source>
        <translation>TTS 首段真实音频</translation>
    </message>
    <message>
        <source>Voice pipeline: audio format pcm, wav, mp3, opus, aac or flac (default pcm; the time to 100 ms of audio needs pcm, wav or mp3; the first real audio is found in all but aac).</source>
        <translation>语音管线：音频格式 pcm、wav、mp3、opus、aac 或 flac（默认 pcm；到 100 ms 音频的时间需要 pcm、wav 或 mp3；除 aac 外都能找到首个真实音频）。</translation>
    </message>
    <message>
        <source>Voice pipeline: OpenAI&apos;s stream_format: audio (the raw body) or sse (base64 audio in events); not sent by default.</source>
        <translation>语音管线：OpenAI 的 stream_format：audio（原始响应体）或 sse（事件中的 base64 音频）；默认不发送。</translation>
    </message>
    <message>
        <source>--tts-stream-format must be audio or sse</source>
        <translation>--tts-stream-format 必须是 audio 或 sse</translation>
    </message>
    <message>
        <source>Cannot open the access log %1: %2</source>
        <translation>无法打开访问日志 %1：%2</translation>
    </message>
    <message>
        <source>%1, line %2: expected {&quot;t_ms&quot;: number ≥ 0, &quot;bytes&quot;: text} or {&quot;t_ms&quot;: …, &quot;bytes_b64&quot;: base64}</source>
        <translation>%1，第 %2 行：应为 {&quot;t_ms&quot;: ≥ 0 的数字, &quot;bytes&quot;: 文本} 或 {&quot;t_ms&quot;: …, &quot;bytes_b64&quot;: base64}</translation>
    </message>
    <message>
        <source>%1, line %2: t_ms goes back in time</source>
        <translation>%1，第 %2 行：t_ms 时间倒退</translation>
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
        <source>Unknown dialect &quot;%1&quot; for the replay; known: %2.</source>
        <translation>回放的方言“%1”未知；已知：%2。</translation>
    </message>
    <message>
        <source>%1 carries no timestamps: replay it at a fixed pace, or record it in the timed format ({&quot;t_ms&quot;: …, &quot;bytes&quot;: …} per line).</source>
        <translation>%1 不含时间戳：请以固定节奏回放，或以带时间的格式录制（每行 {&quot;t_ms&quot;: …, &quot;bytes&quot;: …}）。</translation>
    </message>
    <message>
        <source>Cannot watch connections: epoll is not available.</source>
        <translation>无法监视连接：epoll 不可用。</translation>
    </message>
    <message>
        <source>Cannot reserve a port for the connection-refused fault: %1</source>
        <translation>无法为连接被拒故障预留端口：%1</translation>
    </message>
    <message>
        <source>Cannot listen on 127.0.0.1:%1: %2</source>
        <translation>无法在 127.0.0.1:%1 上监听：%2</translation>
    </message>
    <message>
        <source>ttft-bench asr: %1</source>
        <translation>ttft-bench asr：%1</translation>
    </message>
    <message>
        <source>Speech recognition measured: utterances sent at real-time pace to an OpenAI-compatible /audio/transcriptions, timed from the speaker&apos;s last word.</source>
        <translation>测量语音识别：按实时节奏把语音发送到兼容 OpenAI 的 /audio/transcriptions，从说话人的最后一个词开始计时。</translation>
    </message>
    <message>
        <source>Measure the embedded lab&apos;s recogniser (lab-asr), which is told what each utterance says.</source>
        <translation>测量内置实验室的识别器（lab-asr），它会被告知每段语音说的内容。</translation>
    </message>
    <message>
        <source>Base URL of the endpoint, e.g. https://api.openai.com/v1.</source>
        <translation>端点的基础 URL，例如 https://api.openai.com/v1。</translation>
    </message>
    <message>
        <source>Transcription model (default gpt-4o-transcribe; with --lab lab-asr).</source>
        <translation>转写模型（默认 gpt-4o-transcribe；使用 --lab 时为 lab-asr）。</translation>
    </message>
    <message>
        <source>Your own recording (any file sox reads); repeatable. Without it: built-in utterances in English and Chinese, spoken by espeak-ng.</source>
        <translation>你自己的录音（sox 能读取的任何文件）；可重复。不指定时：使用内置的中英文语音，由 espeak-ng 合成。</translation>
    </message>
    <message>
        <source>What the recordings of --wav say, in order (for the word error rate); repeatable.</source>
        <translation>--wav 各录音所说的内容，按顺序（用于计算词错误率）；可重复。</translation>
    </message>
    <message>
        <source>Only the built-in utterances in this language (en or zh); also sent as the language hint.</source>
        <translation>只用该语言的内置语音（en 或 zh）；同时作为语言提示发送。</translation>
    </message>
    <message>
        <source>Send every utterance this many times (default 1).</source>
        <translation>每段语音发送的次数（默认 1）。</translation>
    </message>
    <message>
        <source>Ask for one JSON answer instead of transcript events.</source>
        <translation>请求一个 JSON 回答，而不是转写事件流。</translation>
    </message>
    <message>
        <source>Write the results as JSON to FILE.</source>
        <translation>把结果以 JSON 写入 FILE。</translation>
    </message>
    <message>
        <source>give --lab or --url</source>
        <translation>请指定 --lab 或 --url</translation>
    </message>
    <message>
        <source>--language must be en or zh</source>
        <translation>--language 必须是 en 或 zh</translation>
    </message>
    <message>
        <source>the environment variable %1 is not set</source>
        <translation>环境变量 %1 未设置</translation>
    </message>
    <message>
        <source>%1 utterance(s) to %2 (%3), sent at real-time pace, %4 time(s) each</source>
        <translation>%1 段语音发往 %2（%3），按实时节奏发送，每段 %4 次</translation>
    </message>
    <message>
        <source>  %1 s of speech: failed, %2: %3</source>
        <translation>  %1 s 语音：失败，%2：%3</translation>
    </message>
    <message>
        <source>  %1 s of speech: end of speech → first partial %2 ms, → final %3 ms; WER %4</source>
        <translation>  %1 s 语音：说话结束 → 首个部分结果 %2 ms，→ 最终结果 %3 ms；WER %4</translation>
    </message>
    <message>
        <source>End of speech → first partial: P50 %1 ms, P95 %2 ms; → final transcript: P50 %3 ms, P95 %4 ms; WER %5 (mean); %6 failed</source>
        <translation>说话结束 → 首个部分结果：P50 %1 ms，P95 %2 ms；→ 最终转写：P50 %3 ms，P95 %4 ms；WER %5（均值）；%6 个失败</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
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
        <translation>用法：ttft-bench 命令 [选项]

测量流式 LLM API 的首 token 时间（TTFT）。

命令：
  run       发送流式请求，打印汇总，写出 requests.jsonl 和 summary.json
  lab       单独运行实验室服务器（兼容 OpenAI 的模拟 LLM）
  recover   根据运行日志重建会话文件
  import    将其他工具的结果（vLLM bench serve、GuideLLM、AIPerf）转换为会话文件
  merge     将多个会话文件（来自多台机器或导入的运行）合并为一个以便对比
  merge-shards  将同一次运行的各分片（run --shard I/N）合并回这一次运行
  compare   对比同一计划的两次运行：差值及其区间、性能退化（可作 CI 关卡）
  capacity  找出服务商仍满足其 SLO 的最高负载（先加倍，再二分）
  probe     每隔一段时间重复一次小规模运行，持续数小时，合为一个会话，按一天中的小时给出 TTFT
  calibrate 对照实验室的服务端真值测量各传输方式的偏差
  asr       语音识别：按实时节奏发送语音，测量从说话结束到最终转写的时间
  presets   列出服务商预设（用于 run --preset）
  keys      在系统钥匙串中保存、显示（打码）或删除 API 密钥
  report    为已保存的运行写出报告（HTML、PDF）、CSV、summary.json 或 Markdown 表格

运行 &apos;ttft-bench 命令 --help&apos; 查看该命令的选项。
</translation>
    </message>
    <message>
        <source>Voice pipeline: ASR finalization time added before each request: MS, normal:MEAN,SD, uniform:MIN,MAX, samples:V1,V2,… or measured:FILE (what &apos;ttft-bench asr --out FILE&apos; measured; default 300).</source>
        <translation>语音管线：在每个请求之前加上的 ASR 定稿时间：MS、normal:MEAN,SD、uniform:MIN,MAX、samples:V1,V2,… 或 measured:FILE（&apos;ttft-bench asr --out FILE&apos; 的实测结果；默认 300）。</translation>
    </message>
    <message>
        <source>--asr: cannot read %1</source>
        <translation>--asr：无法读取 %1</translation>
    </message>
    <message>
        <source>--asr: %1 holds no measured transcription (write it with &apos;ttft-bench asr --out&apos;)</source>
        <translation>--asr：%1 中没有实测的转写结果（请用 &apos;ttft-bench asr --out&apos; 写出）</translation>
    </message>
    <message>
        <source>Voice pipeline, every stage measured: first sound = ASR (%1, the user&apos;s last word → final transcript) + hand-over to LLM + LLM first token + first clause + hand-over + TTS first real audio</source>
        <translation>语音管线，每个阶段均实测：首次发声 = ASR（%1，用户最后一个字 → 最终转写）+ 移交 LLM + LLM 首 token + 首个分句 + 移交 + TTS 首段真实音频</translation>
    </message>
    <message>
        <source>Hand-over to LLM</source>
        <translation>移交 LLM</translation>
    </message>
    <message>
        <source>failed ASR/LLM/TTS</source>
        <extracomment>Voice pipeline table heading: turns whose speech recognition failed / failed LLM requests / failed TTS requests</extracomment>
        <translation>失败 ASR/LLM/TTS</translation>
    </message>
    <message>
        <source>to LLM p50</source>
        <translation>移交 LLM p50</translation>
    </message>
    <message>
        <source>%1: no complete turn (%2 of %3 with an ASR failure, %4 with an LLM failure, %5 with a TTS failure).</source>
        <translation>%1：没有完整的轮次（%3 轮中 %2 轮 ASR 失败，%4 轮 LLM 失败，%5 轮 TTS 失败）。</translation>
    </message>
    <message>
        <source>Voice pipeline: measure speech recognition in every turn instead of adding a time: base URL of an OpenAI-compatible transcription endpoint (POST …/audio/transcriptions, streamed; &apos;lab&apos;: the embedded lab&apos;s). Each turn&apos;s utterance is sent at real-time pace, its transcript is the LLM&apos;s prompt, and the turn is timed from the user&apos;s last word.</source>
        <translation>语音管线：在每一轮中实测语音识别，而不是加上一个固定时间：兼容 OpenAI 的转写端点的基础 URL（POST …/audio/transcriptions，流式；&apos;lab&apos;：内置实验室的）。每轮的语音按实时节奏发送，其转写作为 LLM 的提示词，整轮从用户最后一个字开始计时。</translation>
    </message>
    <message>
        <source>Voice pipeline, --asr-url: the recogniser&apos;s model (default gpt-4o-transcribe; with the lab, lab-asr).</source>
        <translation>语音管线，--asr-url：识别器的模型（默认 gpt-4o-transcribe；使用实验室时为 lab-asr）。</translation>
    </message>
    <message>
        <source>Voice pipeline, --asr-url: speak only the built-in utterances in this language (en or zh), also sent as the hint; default: all of them.</source>
        <translation>语音管线，--asr-url：只说该语言（en 或 zh）的内置语句，并作为语言提示发送；默认：全部语句。</translation>
    </message>
    <message>
        <source>Voice pipeline, --asr-url: speak your own recording (any file sox reads) instead of the built-in utterances; repeatable, spoken in turn.</source>
        <translation>语音管线，--asr-url：用你自己的录音（sox 能读取的任何文件）代替内置语句；可重复，依次说出。</translation>
    </message>
    <message>
        <source>Voice pipeline, --asr-wav: what the recording says, for the word error rate; one per --asr-wav, in order.</source>
        <translation>语音管线，--asr-wav：录音所说的内容，用于计算词错误率；每个 --asr-wav 一个，按顺序对应。</translation>
    </message>
    <message>
        <source>Voice pipeline, --asr-url: name of the environment variable holding the recogniser&apos;s API key.</source>
        <translation>语音管线，--asr-url：保存识别器 API 密钥的环境变量名。</translation>
    </message>
    <message>
        <source>--%1 belongs to a recogniser measured in each turn: add --asr-url</source>
        <translation>--%1 用于在每轮中实测的识别器：请加上 --asr-url</translation>
    </message>
    <message>
        <source>--asr adds a time, --asr-url measures one: give one of them</source>
        <translation>--asr 是加上一个时间，--asr-url 是实测时间：二者只能给一个</translation>
    </message>
    <message>
        <source>--asr-language must be en or zh</source>
        <translation>--asr-language 必须是 en 或 zh</translation>
    </message>
    <message>
        <source>--asr-text says what an --asr-wav recording says: one per recording at most</source>
        <translation>--asr-text 说明一个 --asr-wav 录音的内容：每个录音最多一个</translation>
    </message>
    <message>
        <source>Speech recognition is measured in each turn (%1): the user&apos;s utterance is sent at real-time pace, the ASR stage runs from their last word to the final transcript, and the transcript is handed over to the LLM as its prompt; the first clause ends at punctuation or %2 characters.</source>
        <translation>每轮都实测语音识别（%1）：用户的语音按实时节奏发送，ASR 阶段从用户最后一个字到最终转写，转写随后作为提示词移交给 LLM；首个分句在标点处或 %2 个字符处结束。</translation>
    </message>
    <message>
        <source>Use OpenAI&apos;s Realtime API over a WebSocket (GET …/realtime?intent=transcription, 24 kHz PCM, the server&apos;s voice activity detection ends the turn while silence keeps coming) instead of an HTTP upload.</source>
        <translation>改用 OpenAI 的 Realtime API（WebSocket，GET …/realtime?intent=transcription，24 kHz PCM，在静音持续发送时由服务器的语音活动检测结束本轮），而不是 HTTP 上传。</translation>
    </message>
    <message>
        <source>--realtime streams by nature: --no-stream does not apply</source>
        <translation>--realtime 本身就是流式的：--no-stream 不适用</translation>
    </message>
    <message>
        <source>%1 over the Realtime WebSocket API</source>
        <translation>%1，经由 Realtime WebSocket API</translation>
    </message>
    <message>
        <source>Voice pipeline, --asr-url: speak to the recogniser over OpenAI&apos;s Realtime WebSocket API (24 kHz PCM, the server&apos;s voice activity detection ends each turn) instead of the HTTP upload.</source>
        <translation>语音管线，--asr-url：经由 OpenAI 的 Realtime WebSocket API 向识别器说话（24 kHz PCM，由服务器的语音活动检测结束每一轮），而不是 HTTP 上传。</translation>
    </message>
    <message>
        <source>Voice pipeline: the level at which the first real audio starts, the RMS of a 10 ms frame in dBFS (default -50; -120 to 0).</source>
        <translation>语音管线：首段真实音频开始的电平，即 10 ms 帧的 RMS，单位 dBFS（默认 -50；-120 到 0）。</translation>
    </message>
    <message>
        <source>--tts-onset-dbfs must be a level from -120 to 0 dBFS</source>
        <translation>--tts-onset-dbfs 必须是 -120 到 0 dBFS 之间的电平</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) failed because the client had no file descriptor left (it may open %1 files): those failures are the client&apos;s, not the server&apos;s. Run fewer streams, or raise the limit (ulimit -n).</source>
        <translation>
            <numerusform>%n 个请求失败，因为客户端已没有可用的文件描述符（它最多可打开 %1 个文件）：这些失败属于客户端，而不是服务器。请减少并发流，或提高上限（ulimit -n）。</numerusform>
        </translation>
    </message>
    <message>
        <source>ttft-bench run: %1. No summary and no session file were written (figures over part of the run would be wrong). &apos;ttft-bench recover %2 -o SESSION&apos; keeps every good line of the journal.</source>
        <translation>ttft-bench run：%1。未写入摘要和会话文件（只基于部分运行的数字会是错的）。&apos;ttft-bench recover %2 -o SESSION&apos; 可保留运行日志中每一行完好的记录。</translation>
    </message>
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
    <message>
        <source>cannot read the run&apos;s %1 records back: %2</source>
        <translation>无法读回本次运行的 %1 条记录：%2</translation>
    </message>
    <message>
        <source>Lab configuration as JSON (models, latency, batch limits; see docs/guide/lab.md).</source>
        <translation>JSON 格式的实验室配置（模型、延迟、批大小上限；见 docs/guide/lab.md）。</translation>
    </message>
    <message>
        <source>Plan file: providers, workload and plan as JSON (see docs/guide/cli.md).</source>
        <translation>计划文件：以 JSON 描述服务商、工作负载和计划（见 docs/guide/cli.md）。</translation>
    </message>
</context>
<context>
    <name>ttft::AnalysisPane</name>
    <message>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation>提示词长度</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>Where TTFT goes</source>
        <translation>TTFT 耗时分解</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Release checklist</source>
        <translation>发布检查清单</translation>
    </message>
    <message>
        <source>Voice pipeline</source>
        <translation>语音管线</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>对话</translation>
    </message>
</context>
<context>
    <name>ttft::BoxPlotChart</name>
    <message>
        <source>P5–P95</source>
        <translation>P5–P95</translation>
    </message>
    <message>
        <source>P1–P99</source>
        <translation>P1–P99</translation>
    </message>
    <message>
        <source>min–max</source>
        <translation>最小–最大</translation>
    </message>
    <message>
        <source>%1 by provider</source>
        <translation>各服务商的 %1</translation>
    </message>
    <message>
        <source>No finished requests yet</source>
        <translation>尚无已完成的请求</translation>
    </message>
    <message>
        <source>Box P25–P75, line median, whiskers %1, dots beyond</source>
        <translation>箱体为 P25–P75，横线为中位数，须线为 %1，超出须线的显示为点</translation>
    </message>
    <message>
        <source>n = %1</source>
        <translation>n = %1</translation>
    </message>
</context>
<context>
    <name>ttft::CapacityView</name>
    <message>
        <source>Not a capacity search. &apos;ttft-bench capacity --model M …&apos; finds the highest load at which a provider still meets its SLOs, and its session opens here.</source>
        <translation>这不是容量搜索。&apos;ttft-bench capacity --model M …&apos; 会找出服务商仍满足其 SLO 的最高负载，其会话可在此打开。</translation>
    </message>
    <message numerus="yes">
        <source>%n level(s) tried, each judged on its steady window (in flight ≥ 95 % of the target; ramp-up and drain left out).</source>
        <translation>
            <numerusform>尝试了 %n 个级别，每级按其稳态窗口评判（在途请求 ≥ 目标的 95 %；排除爬升和收尾）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P95 (bar: 95 % interval)</source>
        <translation>P95（竖条：95 % 区间）</translation>
    </message>
    <message>
        <source>P99</source>
        <translation>P99</translation>
    </message>
    <message>
        <source>Level passes</source>
        <translation>该级通过</translation>
    </message>
    <message>
        <source>Level fails</source>
        <translation>该级失败</translation>
    </message>
    <message>
        <source>Within the noise</source>
        <translation>在噪声范围内</translation>
    </message>
    <message>
        <source>The search judged no level.</source>
        <translation>搜索未评判任何级别。</translation>
    </message>
    <message>
        <source>Not a capacity search.</source>
        <translation>这不是容量搜索。</translation>
    </message>
    <message>
        <source>Arrival rate (req/s), log scale</source>
        <translation>到达速率（请求/秒），对数刻度</translation>
    </message>
    <message>
        <source>Concurrent users, log scale</source>
        <translation>并发用户数，对数刻度</translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation>TTFT (ms)</translation>
    </message>
    <message>
        <source>capacity %1</source>
        <translation>容量 %1</translation>
    </message>
</context>
<context>
    <name>ttft::CdfChart</name>
    <message>
        <source>%1 distribution (CDF)</source>
        <translation>%1 分布（CDF）</translation>
    </message>
    <message>
        <source>No finished requests yet</source>
        <translation>尚无已完成的请求</translation>
    </message>
    <message>
        <source>, log scale</source>
        <translation>，对数刻度</translation>
    </message>
    <message>
        <source>Requests done (%)</source>
        <translation>已完成请求（%）</translation>
    </message>
</context>
<context>
    <name>ttft::ChartExportDialog</name>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG picture</source>
        <translation>PNG 图片</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG 矢量图</translation>
    </message>
    <message>
        <source>PDF page</source>
        <translation>PDF 页面</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source> DPI</source>
        <translation> DPI</translation>
    </message>
    <message>
        <source>Pixels per inch: 96 is the chart as on screen; 300 makes a print-sized figure (the same pixels, larger text)</source>
        <translation>每英寸像素数：96 即屏幕上所见的图表；300 可生成印刷尺寸的图（像素相同，文字更大）</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>宽度：</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>高度：</translation>
    </message>
    <message>
        <source>Resolution:</source>
        <translation>分辨率：</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 文件 (*.%2)</translation>
    </message>
    <message>
        <source>Cannot export the chart</source>
        <translation>无法导出图表</translation>
    </message>
</context>
<context>
    <name>ttft::ChartGeometry</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>ttft::ChecklistPanel</name>
    <message>
        <source>you: tick it when true</source>
        <translation>你：属实时勾选</translation>
    </message>
    <message>
        <source>the plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>the data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>判定方</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Tick when this holds: only you can say</source>
        <translation>属实时勾选：只有你能判断</translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message>
        <source>%1 of %2 checks pass, %3 fail, %4 need you</source>
        <translation>%2 项检查中 %1 项通过，%3 项未通过，%4 项需要你确认</translation>
    </message>
    <message numerus="yes">
        <source>, %n known after the run</source>
        <translation>
            <numerusform>，%n 项在运行后才能得知</numerusform>
        </translation>
    </message>
    <message>
        <source>Judged from the plan: no finished requests yet.</source>
        <translation>根据计划判定：尚无已完成的请求。</translation>
    </message>
</context>
<context>
    <name>ttft::ClientCalibration</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1: median %2, p99 %3</source>
        <translation>%1：中位数 %2，p99 %3</translation>
    </message>
    <message>
        <source>What the client adds to TTFT: client TTFT minus the lab&apos;s own first-token time, same request, over loopback.</source>
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
        <source>Requests</source>
        <translation>请求数</translation>
    </message>
    <message>
        <source>ttft-bench calibrate measures more cases: body sizes, HTTP/2 through nginx, load.</source>
        <translation>ttft-bench calibrate 可测量更多情形：请求体大小、经由 nginx 的 HTTP/2、负载。</translation>
    </message>
</context>
<context>
    <name>ttft::CompareView</name>
    <message>
        <source>All cells</source>
        <translation>所有单元</translation>
    </message>
    <message>
        <source>(no cell)</source>
        <translation>（无单元）</translation>
    </message>
    <message>
        <source>&amp;Metric:</source>
        <translation>指标(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Cell:</source>
        <translation>单元(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Whiskers:</source>
        <translation>须线(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Log time axis</source>
        <translation>对数时间轴(&amp;L)</translation>
    </message>
    <message>
        <source>Time axes on a log scale (box plots, CDF, over the run): a slow provider&apos;s tail and a fast one&apos;s spread both readable</source>
        <translation>时间轴使用对数刻度（箱线图、CDF、随运行时间变化图）：慢服务商的长尾和快服务商的离散程度都清晰可读</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The plan cell the charts show (load level and prompt length); the verdicts cover every cell</source>
        <translation>图表显示的计划单元（负载级别和提示词长度）；比较结论涵盖所有单元</translation>
    </message>
    <message>
        <source>&lt;b&gt;Verdicts&lt;/b&gt; — each pair of providers in each cell; a difference counts when its 95 % bootstrap interval excludes zero</source>
        <translation>&lt;b&gt;比较结论&lt;/b&gt; — 每个单元中的每一对服务商；仅当差值的 95% bootstrap 区间不含零时，才算有差异</translation>
    </message>
    <message>
        <source>No finished requests yet. Run a plan or open a session to compare providers.</source>
        <translation>尚无已完成的请求。运行计划或打开会话即可对比服务商。</translation>
    </message>
    <message>
        <source>All %1 cells pooled. </source>
        <translation>已合并全部 %1 个单元。</translation>
    </message>
    <message>
        <source>Cell %1 (%2 of %3; the verdicts below cover every cell). </source>
        <translation>单元 %1（第 %2 个，共 %3 个；下方的比较结论涵盖所有单元）。</translation>
    </message>
    <message numerus="yes">
        <source>%n measured request(s) with %1, warm-up and failures left out.</source>
        <translation>
            <numerusform>%n 个有 %1 的计入统计请求，不含预热和失败的请求。</numerusform>
        </translation>
    </message>
    <message>
        <source>Log axis: the medians differ %1×.</source>
        <translation>对数坐标轴：中位数相差 %1 倍。</translation>
    </message>
</context>
<context>
    <name>ttft::ConcurrencyView</name>
    <message>
        <source>%1 · %2 tokens</source>
        <translation>%1 · %2 token</translation>
    </message>
    <message>
        <source>%1 req/s</source>
        <translation>%1 req/s</translation>
    </message>
    <message>
        <source>c%1</source>
        <translation>c%1</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>Concurrency (closed loop)</source>
        <translation>并发（闭环）</translation>
    </message>
    <message>
        <source>Arrival rate (open loop)</source>
        <translation>到达率（开环）</translation>
    </message>
    <message>
        <source>The arrival rate is offered when the run sent requests at rates (open loop).</source>
        <translation>当运行按速率发送请求（开环）时，可选择到达率。</translation>
    </message>
    <message>
        <source>P95 limit</source>
        <translation>P95 上限</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>The knee is the first level whose TTFT P95 exceeds this limit, or reaches twice the lowest level&apos;s P95.</source>
        <translation>拐点是 TTFT P95 首次超过此上限、或达到最低级别 P95 两倍的级别。</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation>对数刻度</translation>
    </message>
    <message>
        <source>No measured request on this load axis.</source>
        <translation>此负载轴上没有计入统计的请求。</translation>
    </message>
    <message>
        <source>No finished requests yet.</source>
        <translation>尚无已完成的请求。</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P95</source>
        <translation>P95</translation>
    </message>
    <message>
        <source>P99</source>
        <translation>P99</translation>
    </message>
    <message>
        <source>Error rate (right axis)</source>
        <translation>错误率（右轴）</translation>
    </message>
    <message>
        <source>Error rate (right axis): no errors</source>
        <translation>错误率（右轴）：无错误</translation>
    </message>
    <message>
        <source>Arrival rate (req/s per provider)</source>
        <translation>到达率（每个服务商的 req/s）</translation>
    </message>
    <message>
        <source>Concurrency (requests in flight per provider)</source>
        <translation>并发（每个服务商的在途请求数）</translation>
    </message>
    <message>
        <source>TTFT from the intended start (ms)</source>
        <translation>从计划开始时间算起的 TTFT（ms）</translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation>TTFT（ms）</translation>
    </message>
    <message>
        <source>%1, log scale</source>
        <translation>%1，对数刻度</translation>
    </message>
    <message>
        <source>Error rate (%)</source>
        <translation>错误率（%）</translation>
    </message>
    <message>
        <source>P95 limit %1</source>
        <translation>P95 上限 %1</translation>
    </message>
    <message>
        <source>P95 %1 &gt; limit %2</source>
        <translation>P95 %1 &gt; 上限 %2</translation>
    </message>
    <message>
        <source>P95 %1 ≥ 2× lowest level&apos;s %2</source>
        <translation>P95 %1 ≥ 最低级别 %2 的 2 倍</translation>
    </message>
    <message>
        <source>%1 knee at %2: %3</source>
        <translation>%1 拐点在 %2：%3</translation>
    </message>
    <message>
        <source>%1 at %2
%3 requests, %4 failed (%5 %)
P50 %6 · P95 %7 · P99 %8</source>
        <translation>%1，%2
%3 个请求，%4 个失败（%5%）
P50 %6 · P95 %7 · P99 %8</translation>
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
    <name>ttft::ConversationView</name>
    <message>
        <source>%1, %2 s apart</source>
        <translation>%1，间隔 %2 s</translation>
    </message>
    <message>
        <source>No conversation turn was measured.</source>
        <translation>没有测得任何对话轮次。</translation>
    </message>
    <message>
        <source>Not a conversation run. &apos;ttft-bench run --conversations N --turns K&apos; sends multi-turn conversations with the model&apos;s actual replies, and its session opens here.</source>
        <translation>这不是对话运行。&apos;ttft-bench run --conversations N --turns K&apos; 发送包含模型真实回复的多轮对话，其会话可在此打开。</translation>
    </message>
    <message>
        <source>%1 more series in the run&apos;s table (ttft-bench report).</source>
        <translation>另有 %1 个序列见运行的表格（ttft-bench report）。</translation>
    </message>
    <message>
        <source>Not a conversation run.</source>
        <translation>这不是对话运行。</translation>
    </message>
    <message>
        <source>TTFT P50 (band: to P95)</source>
        <translation>TTFT P50（色带：到 P95）</translation>
    </message>
    <message>
        <source>Limit of each turn&apos;s P95</source>
        <translation>每轮 P95 的上限</translation>
    </message>
    <message>
        <source>Cached tokens</source>
        <translation>缓存词元</translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation>TTFT（ms）</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>提示词元</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>P95 ≤ %1 ms</source>
        <translation>P95 ≤ %1 ms</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <source>%1: TTFT P50 %2, P95 %3; %4 prompt tokens, %5 cached; %6 of %7 failed</source>
        <translation>%1：TTFT P50 %2，P95 %3；%4 个提示词元，%5 个已缓存；%7 个中 %6 个失败</translation>
    </message>
    <message>
        <source>TTFT by turn</source>
        <translation>按轮次的 TTFT</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>Send → first answer (TTFT)</source>
        <translation>发送 → 首个回答（TTFT）</translation>
    </message>
    <message>
        <source>First answer → last byte</source>
        <translation>首个回答 → 最后一个字节</translation>
    </message>
    <message>
        <source>Failed turn</source>
        <translation>失败的轮次</translation>
    </message>
    <message>
        <source>Seconds since the cell&apos;s first turn was sent</source>
        <translation>自该单元第一轮发送以来的秒数</translation>
    </message>
    <message>
        <source>the first %1 of %2 conversations</source>
        <translation>%2 个对话中的前 %1 个</translation>
    </message>
    <message>
        <source>%1, turn %2</source>
        <translation>%1，第 %2 轮</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>TTFT %1</source>
        <translation>TTFT %1</translation>
    </message>
    <message>
        <source>%1 prompt tokens, %2 cached</source>
        <translation>%1 个提示词元，%2 个已缓存</translation>
    </message>
    <message>
        <source>Tool-call turns</source>
        <translation>工具调用轮次</translation>
    </message>
</context>
<context>
    <name>ttft::DecompositionView</name>
    <message>
        <source>Dispatch lag</source>
        <translation>派发滞后</translation>
    </message>
    <message>
        <source>DNS</source>
        <translation>DNS</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>TLS</source>
        <translation>TLS</translation>
    </message>
    <message>
        <source>Server queue</source>
        <translation>服务端排队</translation>
    </message>
    <message>
        <source>Server prefill</source>
        <translation>服务端预填充</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Bars</source>
        <translation>柱条</translation>
    </message>
    <message>
        <source>Per provider</source>
        <translation>按服务商</translation>
    </message>
    <message>
        <source>Per provider and plan cell</source>
        <translation>按服务商和计划单元</translation>
    </message>
    <message>
        <source>mean %1</source>
        <translation>均值 %1</translation>
    </message>
    <message>
        <source>No finished requests yet.</source>
        <translation>尚无已完成的请求。</translation>
    </message>
    <message>
        <source>Mean time to the first token (ms), from the intended start</source>
        <translation>平均首 token 时间（ms），从计划开始时间算起</translation>
    </message>
    <message>
        <source>median TTFT %1, n %2</source>
        <translation>TTFT 中位数 %1，n %2</translation>
    </message>
    <message>
        <source>%1: mean %2 from the intended start (TTFT %3 + dispatch lag), median TTFT %4, n %5</source>
        <translation>%1：从计划开始时间算起的均值 %2（TTFT %3 + 派发滞后），TTFT 中位数 %4，n %5</translation>
    </message>
    <message>
        <source>%1: mean %2 (%3 %), median %4</source>
        <translation>%1：均值 %2（%3%），中位数 %4</translation>
    </message>
    <message>
        <source>Server figures from %1, for %2 of %3 requests; prefill is the server&apos;s TTFT minus its queue when it gave no prefill figure.</source>
        <translation>服务端数据来自 %1，覆盖 %3 个请求中的 %2 个；服务器未提供预填充数据时，预填充取服务端 TTFT 减去其排队时间。</translation>
    </message>
    <message>
        <source>%1 requests: the server&apos;s figures exceeded what the client saw and were trimmed.</source>
        <translation>%1 个请求：服务端数据超出了客户端所观测到的，已被截断。</translation>
    </message>
    <message>
        <source>Unaccounted</source>
        <translation>未归因</translation>
    </message>
    <message>
        <source>no server timings: the server&apos;s time is in unaccounted (n %1)</source>
        <translation>没有服务端计时：服务端的时间计入未归因（n %1）</translation>
    </message>
    <message>
        <source>Unaccounted: what neither the client&apos;s phases nor the server&apos;s timings cover: time at the server before its timings start (waiting for a free slot, tokenisation, routing), the request and answer on the wire, and the client.</source>
        <translation>未归因：客户端各阶段和服务端计时都未涵盖的部分：服务端计时开始前的时间（等待空闲槽位、分词、路由）、请求和回答在网络上的传输，以及客户端。</translation>
    </message>
    <message>
        <source>The server gave no timings: queue and prefill are inside unaccounted.</source>
        <translation>服务端未提供计时：排队和预填充包含在未归因中。</translation>
    </message>
    <message>
        <source>Request sent</source>
        <translation>发送请求</translation>
    </message>
    <message>
        <source>Prompt handling (inferred)</source>
        <translation>提示处理（推断）</translation>
    </message>
    <message>
        <source>Slot wait (inferred)</source>
        <translation>槽位等待（推断）</translation>
    </message>
    <message>
        <source>Model load</source>
        <translation>模型加载</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>思考</translation>
    </message>
    <message>
        <source>Inferred, not measured: a slot wait where a request&apos;s prefill began as another request of the provider ended (%1 requests, up to %2 on the wire at once); prompt handling is the part of the gap before the server&apos;s timings that grows with the prompt on requests alone in flight (%3 ms per 1,000 tokens).</source>
        <translation>推断而非实测：某请求的预填充恰在该服务商另一请求结束时开始，即为槽位等待（%1 个请求，最多 %2 个同时在途）；提示处理是服务器计时开始前、在单独在途的请求中随提示增长的那部分差距（每 1,000  个 token %3 ms）。</translation>
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
    <name>ttft::GuideWindow</name>
    <message>
        <source>The guide page %1 cannot be read: %2</source>
        <translation>无法读取指南页面 %1：%2</translation>
    </message>
    <message>
        <source>it is too large</source>
        <translation>文件过大</translation>
    </message>
    <message>
        <source>Contents of the guide</source>
        <translation>指南目录</translation>
    </message>
    <message>
        <source>The workbench window</source>
        <translation>工作台窗口</translation>
    </message>
    <message>
        <source>Compare providers</source>
        <translation>对比服务商</translation>
    </message>
    <message>
        <source>Explore prompt length</source>
        <translation>探索提示长度</translation>
    </message>
    <message>
        <source>Voice pipeline</source>
        <translation>语音管线</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>对话</translation>
    </message>
    <message>
        <source>Capacity and regressions</source>
        <translation>容量与回归</translation>
    </message>
    <message>
        <source>Cross-checking with the server</source>
        <translation>与服务器交叉核对</translation>
    </message>
    <message>
        <source>Beyond one machine</source>
        <translation>超越单台机器</translation>
    </message>
    <message>
        <source>The lab</source>
        <translation>实验室</translation>
    </message>
    <message>
        <source>What is measured</source>
        <translation>测量的内容</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>The ttft-bench command line</source>
        <translation>ttft-bench 命令行</translation>
    </message>
    <message>
        <source>Known limits</source>
        <translation>已知限制</translation>
    </message>
    <message>
        <source>Building and testing</source>
        <translation>构建与测试</translation>
    </message>
    <message>
        <source>Reading the guide</source>
        <translation>正在读取指南</translation>
    </message>
    <message>
        <source>The guide page %1 was not found (looked in %2).</source>
        <translation>未找到指南页面 %1（已查找：%2）。</translation>
    </message>
    <message>
        <source>TTFT Workbench guide</source>
        <translation>TTFT 工作台指南（英文）</translation>
    </message>
    <message>
        <source>TTFT Workbench guide: %1</source>
        <translation>TTFT 工作台指南（英文）：%1</translation>
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
        <source>The plan cell: concurrency (c) or arrival rate (r), and prompt length (p)</source>
        <translation>计划单元：并发（c）或到达率（r），以及提示词长度（p）</translation>
    </message>
    <message>
        <source>Measured requests, failed ones included; warm-up requests are left out</source>
        <translation>计入统计的请求，包括失败的请求；不含预热请求</translation>
    </message>
    <message>
        <source>Median time per output token after the first</source>
        <translation>首个 token 之后每个输出 token 的时间中位数</translation>
    </message>
    <message>
        <source>TTFT p50</source>
        <translation>TTFT p50</translation>
    </message>
    <message>
        <source>TTFT p95</source>
        <translation>TTFT p95</translation>
    </message>
    <message>
        <source>TTFT p99</source>
        <translation>TTFT p99</translation>
    </message>
    <message>
        <source>TTFT mean</source>
        <translation>TTFT 均值</translation>
    </message>
    <message>
        <source>TPOT p50</source>
        <translation>TPOT p50</translation>
    </message>
    <message>
        <source>Cold p50</source>
        <translation>冷连接 p50</translation>
    </message>
    <message>
        <source>Warm p50</source>
        <translation>热连接 p50</translation>
    </message>
    <message>
        <source>Arrival p50</source>
        <translation>自到达 p50</translation>
    </message>
    <message>
        <source>Time to first token of the successful measured requests, in milliseconds</source>
        <translation>成功的计入统计请求的首 token 时间，单位 ms</translation>
    </message>
    <message>
        <source>Median TTFT of requests on a fresh connection: DNS, connect and TLS paid</source>
        <translation>新建连接上请求的 TTFT 中位数：含 DNS、连接和 TLS 开销</translation>
    </message>
    <message>
        <source>Median TTFT of requests on a reused connection</source>
        <translation>复用连接上请求的 TTFT 中位数</translation>
    </message>
    <message>
        <source>Open loops: median TTFT counted from the planned arrival, what a user waited (queueing at the client included)</source>
        <translation>开环：从计划到达时刻算起的 TTFT 中位数，即用户实际等待的时间（含客户端排队）</translation>
    </message>
</context>
<context>
    <name>ttft::LiveViews</name>
    <message>
        <source>TTFT histogram</source>
        <translation>TTFT 直方图</translation>
    </message>
    <message>
        <source>TTFT over time</source>
        <translation>TTFT 随时间变化</translation>
    </message>
    <message>
        <source>Request timeline</source>
        <translation>请求时间线</translation>
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
        <source>Measure how much the client itself adds to TTFT, against the embedded lab&apos;s ground truth</source>
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
        <source>A run is under way.</source>
        <translation>已有一次运行正在进行。</translation>
    </message>
    <message numerus="yes">
        <source>Running %n provider(s)…</source>
        <translation>
            <numerusform>正在运行 %n 个服务商…</numerusform>
        </translation>
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
        <source>Client calibration: %1</source>
        <translation>客户端校准：%1</translation>
    </message>
    <message>
        <source>Client calibration</source>
        <translation>客户端校准</translation>
    </message>
    <message>
        <source>Stop the run before opening another one.</source>
        <translation>请先停止运行，再打开另一个。</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>无法打开</translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation>无法对比</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Refresh analysis</source>
        <translation>刷新分析</translation>
    </message>
    <message>
        <source>Compare the providers on the requests finished so far (F5); the analysis refreshes itself when the run ends</source>
        <translation>用目前已完成的请求对比各服务商（F5）；运行结束时分析会自动刷新</translation>
    </message>
    <message>
        <source>Stop the run before comparing saved runs.</source>
        <translation>请先停止运行，再对比已保存的运行。</translation>
    </message>
    <message>
        <source>The voice pipeline cannot run: %1</source>
        <translation>语音管线无法运行：%1</translation>
    </message>
    <message>
        <source>%1: the embedded lab is not running, so its TTS endpoint cannot be reached.</source>
        <translation>%1：内置实验室未运行，因此无法访问其 TTS 端点。</translation>
    </message>
    <message numerus="yes">
        <source>Running %n provider(s), each answer&apos;s first clause to text-to-speech (%1)…</source>
        <translation>
            <numerusform>正在运行 %n 个服务商，每个回答的首个分句都发送给文本转语音（%1）…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Warnings: %2 (hover for details).</source>
        <translation>%1 警告：%2 条（悬停查看详情）。</translation>
    </message>
    <message>
        <source>Reading the API keys…</source>
        <translation>正在读取 API 密钥…</translation>
    </message>
    <message>
        <source>The run was not started.</source>
        <translation>运行未开始。</translation>
    </message>
    <message>
        <source>Starting the embedded lab server…</source>
        <translation>正在启动内置实验室服务器…</translation>
    </message>
    <message>
        <source>User &amp;guide</source>
        <translation>用户指南(&amp;G)</translation>
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
    <name>ttft::MetricTimeChart</name>
    <message>
        <source>%1 over the run</source>
        <translation>%1 随运行时间变化</translation>
    </message>
    <message>
        <source>No finished requests yet</source>
        <translation>尚无已完成的请求</translation>
    </message>
    <message>
        <source>trailing median of %1</source>
        <translation>最近 %1 个的滑动中位数</translation>
    </message>
    <message>
        <source>Seconds since the run started (s)</source>
        <translation>自运行开始以来的秒数（s）</translation>
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
    <message>
        <source>%1 did not answer in time</source>
        <translation>%1 未及时应答</translation>
    </message>
</context>
<context>
    <name>ttft::PercentileBarChart</name>
    <message>
        <source>%1 percentiles</source>
        <translation>%1 百分位数</translation>
    </message>
    <message>
        <source>No finished requests yet</source>
        <translation>尚无已完成的请求</translation>
    </message>
</context>
<context>
    <name>ttft::PipelineTable</name>
    <message>
        <source>%1 P50 (ms)</source>
        <translation>%1 P50（ms）</translation>
    </message>
    <message>
        <source>LLM → TTS</source>
        <translation>LLM → TTS</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>完整</translation>
    </message>
    <message>
        <source>LLM failed</source>
        <translation>LLM 失败</translation>
    </message>
    <message>
        <source>TTS failed</source>
        <translation>TTS 失败</translation>
    </message>
    <message>
        <source>First sound P50 (ms)</source>
        <translation>首次发声 P50（ms）</translation>
    </message>
    <message>
        <source>First sound P95 (ms)</source>
        <translation>首次发声 P95（ms）</translation>
    </message>
    <message>
        <source>First sound P99 (ms)</source>
        <translation>首次发声 P99（ms）</translation>
    </message>
    <message>
        <source>First 100 ms of audio P50 (ms)</source>
        <translation>前 100 ms 音频 P50（ms）</translation>
    </message>
    <message>
        <source>Dominant stage</source>
        <translation>主导阶段</translation>
    </message>
    <message>
        <source>First sound P50</source>
        <translation>首次发声 P50</translation>
    </message>
    <message>
        <source>P95</source>
        <translation>P95</translation>
    </message>
    <message>
        <source>P99</source>
        <translation>P99</translation>
    </message>
    <message>
        <source>100 ms of audio P50</source>
        <translation>100 ms 音频 P50</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1（%2%）</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1: %2 % of the first sound</source>
        <translation>%1：占首次发声的 %2%</translation>
    </message>
    <message>
        <source>What-if (estimate): no complete turn to estimate from</source>
        <translation>假设分析（估算）：没有可用于估算的完整轮次</translation>
    </message>
    <message>
        <source>What-if (estimate): P50 first sound %1 → %2 ms</source>
        <translation>假设分析（估算）：首次发声 P50 %1 → %2 ms</translation>
    </message>
    <message>
        <source>ASR failed</source>
        <translation>ASR 失败</translation>
    </message>
</context>
<context>
    <name>ttft::PipelineView</name>
    <message>
        <source>median of the records: %1 ms</source>
        <translation>记录的中位数：%1 ms</translation>
    </message>
    <message>
        <source>punctuation or %1 characters</source>
        <translation>标点或 %1 个字符</translation>
    </message>
    <message>
        <source>punctuation only</source>
        <translation>仅标点</translation>
    </message>
    <message>
        <source>as run (%1)</source>
        <translation>按运行设置（%1）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Change an assumption to estimate the first sound under it; the waterfall keeps the measured bars behind the estimate.</source>
        <translation>更改某个假设，估算该假设下的首次发声；瀑布图会在估算值后面保留测量的柱条。</translation>
    </message>
    <message>
        <source>This run has no TTS stage, so there is no voice pipeline to show.</source>
        <translation>本次运行没有 TTS 阶段，因此没有可显示的语音管线。</translation>
    </message>
    <message>
        <source>ASR</source>
        <translation>ASR</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Every turn&apos;s ASR finalization takes this long instead of what the run assumed.</source>
        <translation>每一轮的 ASR 定稿都改用此时长，而不是运行时假设的时长。</translation>
    </message>
    <message>
        <source>run: %1</source>
        <translation>运行：%1</translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation>提示词长度</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Prompts this fraction as long: each LLM first token loses the removed tokens&apos; prefill, by the provider&apos;s prompt-length fit.</source>
        <translation>提示词缩短到此比例：按服务商的提示词长度拟合，每个 LLM 首 token 时间减去被移除 token 的预填充时间。</translation>
    </message>
    <message>
        <source>The TTS endpoint&apos;s time to first audio scaled to this share: 50 % is a TTS twice as fast.</source>
        <translation>将 TTS 端点的首段音频时间缩放到此比例：50 % 表示 TTS 快一倍。</translation>
    </message>
    <message>
        <source>Clause rule</source>
        <translation>分句规则</translation>
    </message>
    <message>
        <source>Where the first clause ends: punctuation, or this many characters, whichever comes first. Another rule is estimated from the answer&apos;s own pace.</source>
        <translation>首个分句的结束位置：遇到标点或达到此字符数，以先到者为准。其他规则根据回答自身的生成速度估算。</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Back to the measured figures.</source>
        <translation>恢复为测量数据。</translation>
    </message>
    <message>
        <source>To measure the time from the user&apos;s last word to the first sound (ASR, LLM first token, first clause, TTS first real audio), run with a TTS profile (ttft-bench run --tts-…).</source>
        <translation>要测量从用户说完最后一个字到首次发声的时间（ASR、LLM 首 token、首个分句、TTS 首段真实音频），请使用 TTS 配置运行（ttft-bench run --tts-…）。</translation>
    </message>
    <message>
        <source>TTS first real audio</source>
        <translation>TTS 首段真实音频</translation>
    </message>
</context>
<context>
    <name>ttft::PipelineWaterfall</name>
    <message>
        <source>P50 first sound</source>
        <translation>首次发声 P50</translation>
    </message>
    <message>
        <source>P95 first sound</source>
        <translation>首次发声 P95</translation>
    </message>
    <message>
        <source>measured (behind the what-if)</source>
        <translation>测量值（位于假设分析后方）</translation>
    </message>
    <message>
        <source>P50 %1</source>
        <translation>P50 %1</translation>
    </message>
    <message>
        <source>P95 %1</source>
        <translation>P95 %1</translation>
    </message>
    <message>
        <source>This run has no TTS stage.</source>
        <translation>本次运行没有 TTS 阶段。</translation>
    </message>
    <message>
        <source>Milliseconds from the user&apos;s last word: stage medians end to end, ticks at the first sound&apos;s P50 and P95</source>
        <translation>距用户说完最后一个字的时间（ms）：各阶段中位数首尾相接，刻度线位于首次发声的 P50 和 P95</translation>
    </message>
    <message>
        <source>%1 · n %2 of %3 turns</source>
        <translation>%1 · n %2 / %3 轮</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1: median %2 ms, mean %3 ms (%4 % of the mean first sound)</source>
        <translation>%1：中位数 %2 ms，均值 %3 ms（占首次发声均值的 %4%）</translation>
    </message>
    <message>
        <source>; what-if median %1 ms</source>
        <translation>；假设分析中位数 %1 ms</translation>
    </message>
    <message>
        <source>The bar stacks each stage&apos;s median; the first sound&apos;s own percentiles are the ticks (a sum of medians is not the median of the sums).</source>
        <translation>柱条堆叠各阶段的中位数；首次发声本身的百分位数以刻度线表示（中位数之和并不等于总和的中位数）。</translation>
    </message>
    <message>
        <source>no complete turn: %1 of %2 with an ASR failure, %3 with an LLM failure, %4 with a TTS failure</source>
        <translation>没有完整的轮次：%2 轮中 %1 轮 ASR 失败，%3 轮 LLM 失败，%4 轮 TTS 失败</translation>
    </message>
    <message>
        <source>First sound P50 %1, P95 %2, P99 %3 (%4 complete of %5 turns; ASR failed %6, LLM failed %7, TTS failed %8)</source>
        <translation>首次发声 P50 %1，P95 %2，P99 %3（%5 轮中 %4 轮完整；ASR 失败 %6，LLM 失败 %7，TTS 失败 %8）</translation>
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
        <source>Spread the workers&apos; starts over this time</source>
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
        <source>≈ %1, %2 requests</source>
        <translation>≈ %1，%2 个请求</translation>
    </message>
    <message>
        <source>if a request takes about %1 s from start to last byte</source>
        <translation>假设一个请求从开始到最后一个字节约需 %1 s</translation>
    </message>
    <message>
        <source>&amp;Where:</source>
        <translation>地点(&amp;W)：</translation>
    </message>
    <message>
        <source>location and network, e.g. office Wi-Fi, Shanghai</source>
        <translation>位置和网络，例如：办公室 Wi-Fi，上海</translation>
    </message>
    <message>
        <source>Saved with the run: figures from different places or networks are only comparable knowing that they differ</source>
        <translation>随运行一起保存：来自不同地点或网络的数据，只有在知道其差异的前提下才能比较</translation>
    </message>
    <message>
        <source>from the lab models&apos; own latency</source>
        <translation>依据实验室模型自身的延迟</translation>
    </message>
    <message>
        <source>from the lab models&apos; latency, and about %1 s a request for the others</source>
        <translation>依据实验室模型的延迟，其他服务商按每个请求约 %1 s 估算</translation>
    </message>
    <message>
        <source>Conversations (multi-turn, growing history)</source>
        <translation>对话（多轮，历史不断增长）</translation>
    </message>
    <message>
        <source>&amp;Users per provider:</source>
        <translation>每个服务商的用户数(&amp;U)：</translation>
    </message>
    <message>
        <source>Simulated users, each holding one conversation; every turn sends the history with the model&apos;s actual replies</source>
        <translation>模拟用户，每人进行一个对话；每一轮都发送包含模型真实回复的历史</translation>
    </message>
    <message>
        <source>T&amp;urns:</source>
        <translation>轮数(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Gaps between turns (s):</source>
        <translation>轮次间隔（s）(&amp;G)：</translation>
    </message>
    <message>
        <source>e.g. 5, 30, 120</source>
        <translation>例如 5, 30, 120</translation>
    </message>
    <message>
        <source>From a reply&apos;s end to the next turn; several are cells of their own with the same conversations, and show where a prompt cache stops carrying the history</source>
        <translation>从一次回复结束到下一轮；多个值各成一个单元，其中是相同的对话，可显示提示缓存在多长间隔后不再保留历史</translation>
    </message>
    <message>
        <source>Gap &amp;is:</source>
        <translation>间隔方式(&amp;I)：</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>固定</translation>
    </message>
    <message>
        <source>Exponential (its mean)</source>
        <translation>指数分布（取其均值）</translation>
    </message>
    <message>
        <source>A pause, then the next utterance spoken</source>
        <translation>停顿，然后说出下一句</translation>
    </message>
    <message>
        <source>Histor&amp;y kept:</source>
        <translation>保留的历史(&amp;Y)：</translation>
    </message>
    <message>
        <source>full, last:4, budget:2000, summary:6</source>
        <translation>full, last:4, budget:2000, summary:6</translation>
    </message>
    <message>
        <source>full; last:N turns; budget:N tokens (the oldest dropped); summary:N (every N turns a summary of fixed size replaces them). Several are cells of their own with the same conversations.</source>
        <translation>full：完整；last:N：最近 N 轮；budget:N：N 个词元以内（丢弃最早的）；summary:N：每 N 轮用固定长度的摘要替换它们。多个值各成一个单元，其中是相同的对话。</translation>
    </message>
    <message>
        <source>Users &amp;speak:</source>
        <translation>用户语言(&amp;S)：</translation>
    </message>
    <message>
        <source>Gaps between turns must be seconds of at least 0, separated by commas.</source>
        <translation>轮次间隔必须是不小于 0 的秒数，用逗号分隔。</translation>
    </message>
    <message>
        <source>History strategies are full, last:N, budget:N or summary:N, separated by commas.</source>
        <translation>历史策略为 full、last:N、budget:N 或 summary:N，用逗号分隔。</translation>
    </message>
    <message>
        <source>T&amp;ool call every:</source>
        <translation>工具调用间隔(&amp;O)：</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source> turns</source>
        <translation> 轮</translation>
    </message>
    <message>
        <source>Every Nth turn the model must call one of the conversation&apos;s tools; the tool runs, and a follow-up with its result gets the answer. The turn&apos;s wait is shown stage by stage.</source>
        <translation>每第 N 轮模型必须调用对话的某个工具；工具运行后，携带其结果的后续请求得到回答。该轮的等待会逐阶段显示。</translation>
    </message>
    <message>
        <source>Too&amp;l takes:</source>
        <translation>工具耗时(&amp;L)：</translation>
    </message>
</context>
<context>
    <name>ttft::PromptLengthView</name>
    <message>
        <source>What if:</source>
        <translation>假设：</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <source>A prompt length: the table and the chart show the TTFT each provider&apos;s line predicts for it.</source>
        <translation>提示词长度：表格和图表显示每个服务商的拟合直线对该长度预测的 TTFT。</translation>
    </message>
    <message>
        <source>or turn</source>
        <translation>或按轮次</translation>
    </message>
    <message>
        <source>Turn N of a conversation: everything said in the turns before it plus its question.</source>
        <translation>对话的第 N 轮：此前各轮说过的所有内容加上本轮的问题。</translation>
    </message>
    <message>
        <source>at ~</source>
        <translation>每轮约</translation>
    </message>
    <message>
        <source> tokens/turn</source>
        <translation> token/轮</translation>
    </message>
    <message>
        <source>About how many tokens one turn (a question and its answer) takes.</source>
        <translation>一轮（一个问题及其回答）大约占用多少 token。</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Sets the prompt length to everything said before that turn plus its question.</source>
        <translation>将提示词长度设为该轮之前说过的所有内容加上本轮的问题。</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>服务商</translation>
    </message>
    <message>
        <source>Prefill (tokens/s)</source>
        <translation>预填充（tokens/s）</translation>
    </message>
    <message>
        <source>Fixed overhead (ms)</source>
        <translation>固定开销（ms）</translation>
    </message>
    <message>
        <source>R²</source>
        <translation>R²</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>TTFT at %1 tokens (ms)</source>
        <translation>%1 token 时的 TTFT（ms）</translation>
    </message>
    <message>
        <source>%1 of its requests hit the server&apos;s prefix cache: their prefill was shorter than their prompt, which flattens the line. Turn cache busting on for a true prefill rate.</source>
        <translation>其中 %1 个请求命中了服务器的前缀缓存：它们的预填充比提示词短，使直线变平。要得到真实的预填充速率，请开启绕过缓存。</translation>
    </message>
    <message>
        <source>All its requests had the same prompt length: sweep prompt lengths (Plan → prompt tokens) to fit a line.</source>
        <translation>其所有请求的提示词长度都相同：请扫描多个提示词长度（计划 → 提示词 token 数）以拟合直线。</translation>
    </message>
    <message>
        <source>TTFT does not grow with the prompt here: no prefill rate to speak of.</source>
        <translation>此处 TTFT 不随提示词增长：谈不上预填充速率。</translation>
    </message>
    <message>
        <source>%1: prefill %2 tokens/s, fixed %3 ms, R² %4, n %5</source>
        <translation>%1：预填充 %2 tokens/s，固定 %3 ms，R² %4，n %5</translation>
    </message>
    <message>
        <source>%1: TTFT does not grow with the prompt, n %2</source>
        <translation>%1：TTFT 不随提示词增长，n %2</translation>
    </message>
    <message>
        <source>%1: one prompt length, no line, n %2</source>
        <translation>%1：只有一种提示词长度，无法拟合直线，n %2</translation>
    </message>
    <message>
        <source>%1 (%2 hit the prefix cache)</source>
        <translation>%1（%2 个命中前缀缓存）</translation>
    </message>
    <message>
        <source>What if: %1 tokens</source>
        <translation>假设：%1 token</translation>
    </message>
    <message>
        <source>No request has a prompt length: the server reported no usage and the plan set no prompt-length target.</source>
        <translation>没有请求带有提示词长度：服务器未报告用量，计划也未设置提示词长度目标。</translation>
    </message>
    <message>
        <source>No finished requests yet.</source>
        <translation>尚无已完成的请求。</translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation>TTFT（ms）</translation>
    </message>
    <message>
        <source>Prompt length (tokens, as the server counted them)</source>
        <translation>提示词长度（token，按服务器计数）</translation>
    </message>
    <message>
        <source>Prompt length (tokens, the workload&apos;s target)</source>
        <translation>提示词长度（token，工作负载的目标）</translation>
    </message>
    <message>
        <source>Prompt length (tokens: the server&apos;s count, else the workload&apos;s target)</source>
        <translation>提示词长度（token：服务器计数，没有时取工作负载的目标）</translation>
    </message>
    <message>
        <source>%1: %2 prompt tokens, TTFT %3</source>
        <translation>%1：%2 个提示词 token，TTFT %3</translation>
    </message>
    <message>
        <source>%1 prompt tokens</source>
        <translation>%1 个提示词 token</translation>
    </message>
    <message>
        <source>%1: %2 predicted</source>
        <translation>%1：预测 %2</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>拟合</translation>
    </message>
    <message>
        <source>The prefill rate the curve gives at the shortest prompt (%1 tokens) and at the longest (%2 tokens): the prompt&apos;s tokens ÷ its prefill time, as engines report prompt_per_second.</source>
        <translation>曲线在最短提示（%1  个 token）和最长提示（%2  个 token）处给出的预填充速率：提示token 数 ÷ 其预填充时间，与引擎报告的 prompt_per_second 一致。</translation>
    </message>
    <message>
        <source>quadratic</source>
        <translation>二次</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>线性</translation>
    </message>
    <message>
        <source>TTFT ≈ a + b·n, or a + b·n + c·n² where prefill slows as the prompt grows: the shape that predicts held-out requests better (5-fold cross-validation; the quadratic must be 2 % better).</source>
        <translation>TTFT ≈ a + b·n，或在预填充随提示变长而变慢时为 a + b·n + c·n²：取对留出请求预测更好的形状（5 折交叉验证；二次须好 2 %）。</translation>
    </message>
    <message>
        <source>Clamped to 0: the unconstrained fit wanted a negative fixed overhead, which no request can pay. The data do not support one.</source>
        <translation>已截为 0：无约束拟合得出负的固定开销，而没有请求能付出负的时间。数据不支持固定开销。</translation>
    </message>
    <message>
        <source>%1: prefill %2 tokens/s (quadratic), fixed %3 ms, R² %4, n %5</source>
        <translation>%1：预填充 %2 token/s（二次），固定 %3 ms，R² %4，n %5</translation>
    </message>
    <message>
        <source>%1, at %2 requests/s (the lightest load)</source>
        <translation>%1，在 %2 请求/秒（最轻负载）</translation>
    </message>
    <message>
        <source>%1, at concurrency %2 (the lightest load)</source>
        <translation>%1，在并发 %2（最轻负载）</translation>
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
        <source>The provider&apos;s colour in every chart</source>
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
        <source>Each header line must look like &quot;Name: value&quot;: %1</source>
        <translation>每行请求头的格式都应为 &quot;Name: value&quot;：%1</translation>
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
        <source>The extra body fields must be a JSON object: { &quot;name&quot;: value, ... }.</source>
        <translation>额外请求体字段必须是 JSON 对象：{ &quot;name&quot;: value, ... }。</translation>
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
    <message>
        <source>Also &amp;trust:</source>
        <translation>额外信任(&amp;T)：</translation>
    </message>
    <message>
        <source>a CA or server certificate file (PEM), e.g. a private gateway&apos;s</source>
        <translation>CA 证书或服务器证书文件（PEM），例如私有网关的证书</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>The certificate file %1 cannot be read.</source>
        <translation>无法读取证书文件 %1。</translation>
    </message>
    <message>
        <source>Certificate to trust</source>
        <translation>要信任的证书</translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>证书 (*.pem *.crt *.cer);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Warning: with verification off, anyone on the network path can impersonate the server and read the API key and the answers. Use it only for a server you control; prefer trusting its certificate.</source>
        <translation>警告：关闭验证后，网络路径上的任何人都能冒充服务器，并读取 API 密钥和回答。仅对你控制的服务器使用；更好的做法是信任其证书。</translation>
    </message>
    <message>
        <source>Warning: this provider also trusts every certificate signed by the file above. Trust only a certificate you obtained from the server&apos;s owner.</source>
        <translation>警告：此服务商还会信任由上述文件签发的所有证书。只信任你从服务器所有者处获得的证书。</translation>
    </message>
    <message>
        <source>Reading the keychain…</source>
        <translation>正在读取钥匙串…</translation>
    </message>
    <message>
        <source>Storing in the keychain…</source>
        <translation>正在存入钥匙串…</translation>
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
    <name>ttft::RegressionDialog</name>
    <message>
        <source>Regressions between two runs</source>
        <translation>两次运行之间的性能退化</translation>
    </message>
    <message>
        <source>Baseline: %1
Candidate: %2</source>
        <translation>基线：%1
候选：%2</translation>
    </message>
    <message>
        <source>⚠ The two runs did not measure the same thing (%1): differences may come from that.</source>
        <translation>⚠ 两次运行测量的内容不同（%1）：差异可能来源于此。</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Regression past</source>
        <translation>退化阈值</translation>
    </message>
    <message>
        <source>A percentile counts as a regression when the candidate is surely slower (the interval of the difference above 0) by at least this: a share of the baseline (10%) or milliseconds (50ms).</source>
        <translation>当候选确定更慢（差值区间在 0 以上）且至少达到此值时，该百分位数算作性能退化：基线的比例（10%）或 ms 值（50ms）。</translation>
    </message>
    <message>
        <source>Swap baseline and candidate</source>
        <translation>交换基线和候选</translation>
    </message>
    <message>
        <source>No provider and cell in common.</source>
        <translation>没有共同的服务商和单元。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Regression&lt;/b&gt; in %n of the provider-and-cell pairs.</source>
        <translation>
            <numerusform>&lt;b&gt;性能退化&lt;/b&gt;出现在 %n 个服务商-单元组合中。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No regression past the threshold; %n pair(s) faster.</source>
        <translation>
            <numerusform>没有超过阈值的性能退化；%n 个组合变快。</numerusform>
        </translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>服务商</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>单元</translation>
    </message>
    <message>
        <source>P50 (ms)</source>
        <translation>P50 (ms)</translation>
    </message>
    <message>
        <source>P95 (ms)</source>
        <translation>P95 (ms)</translation>
    </message>
    <message>
        <source>P99 (ms)</source>
        <translation>P99 (ms)</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>%1 → %2 (%3)</source>
        <translation>%1 → %2（%3）</translation>
    </message>
    <message>
        <source>Difference %1 ms, 95 % interval %2 to %3 ms (n %4 and %5)</source>
        <translation>差值 %1 ms，95 % 区间 %2 至 %3 ms（n 为 %4 和 %5）</translation>
    </message>
    <message>
        <source>%1 → %2 (throttled %3 → %4)</source>
        <translation>%1 → %2（限流 %3 → %4）</translation>
    </message>
    <message>
        <source>REGRESSION</source>
        <translation>性能退化</translation>
    </message>
    <message>
        <source>faster</source>
        <translation>更快</translation>
    </message>
    <message>
        <source>no significant change past the threshold</source>
        <translation>无超过阈值的显著变化</translation>
    </message>
</context>
<context>
    <name>ttft::ReportActions</name>
    <message>
        <source>Summary table copied as Markdown</source>
        <translation>汇总表已按 Markdown 格式复制</translation>
    </message>
    <message>
        <source>Export report…</source>
        <translation>导出报告…</translation>
    </message>
    <message>
        <source>The run as a report to send: HTML with every chart embedded, or PDF</source>
        <translation>将本次运行导出为可发送的报告：内嵌所有图表的 HTML，或 PDF</translation>
    </message>
    <message>
        <source>Copy summary as Markdown</source>
        <translation>将汇总复制为 Markdown</translation>
    </message>
    <message>
        <source>Writing the report…</source>
        <translation>正在写入报告…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>HTML report (*.html)</source>
        <translation>HTML 报告 (*.html)</translation>
    </message>
    <message>
        <source>PDF report (*.pdf)</source>
        <translation>PDF 报告 (*.pdf)</translation>
    </message>
    <message>
        <source>HTML and PDF, side by side (*.html)</source>
        <translation>HTML 和 PDF，并排保存 (*.html)</translation>
    </message>
    <message>
        <source>Cannot export the report</source>
        <translation>无法导出报告</translation>
    </message>
    <message>
        <source>Report written: %1</source>
        <translation>报告已写入：%1</translation>
    </message>
    <message>
        <source>Per provider: n, errors, TTFT P50/P95/P99 and TPOT, as a Markdown table; a voice pipeline run adds its first-sound figures per LLM × TTS</source>
        <translation>每个服务商：n、错误数、TTFT P50/P95/P99 和 TPOT，Markdown 表格；语音管线运行还会按 LLM × TTS 给出首次发声数据</translation>
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
        <source>Timestamps (from the request&apos;s start)</source>
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
        <source>The server&apos;s account (%1)</source>
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
    <message>
        <source>Model load</source>
        <translation>模型加载</translation>
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
    <name>ttft::RunHistoryModel</name>
    <message>
        <source>%1 %2 / %3 ms</source>
        <translation>%1 %2 / %3 ms</translation>
    </message>
    <message>
        <source>(in the journal)</source>
        <translation>（在运行日志中）</translation>
    </message>
    <message>
        <source>Did not end: can be recovered</source>
        <translation>未结束：可恢复</translation>
    </message>
    <message>
        <source>Recovered from its journal</source>
        <translation>已从运行日志恢复</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>完整</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>地点</translation>
    </message>
    <message>
        <source>Providers: TTFT P50 / P95</source>
        <translation>服务商：TTFT P50 / P95</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>计划</translation>
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
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Unreadable: %1</source>
        <translation>无法读取：%1</translation>
    </message>
</context>
<context>
    <name>ttft::RunHistoryPanel</name>
    <message>
        <source>Add sessions to the history</source>
        <translation>将会话添加到历史</translation>
    </message>
    <message>
        <source>Sessions (*.ttft.json);;All files (*)</source>
        <translation>会话 (*.ttft.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>No runs directory.</source>
        <translation>没有运行目录。</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) in %1 and the sessions you opened or added. Select two or more to compare them.</source>
        <translation>
            <numerusform>%1 中的 %n 次运行，以及你打开或添加的会话。选择两次或更多运行即可对比。</numerusform>
        </translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Add sessions…</source>
        <translation>添加会话…</translation>
    </message>
    <message>
        <source>List session files from elsewhere (another machine, a colleague) beside your runs</source>
        <translation>将来自别处（另一台机器、同事）的会话文件与你的运行列在一起</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Compare selected</source>
        <translation>对比所选</translation>
    </message>
    <message>
        <source>Show the selected runs side by side in the analysis views, each provider labelled by its run</source>
        <translation>在分析视图中并排显示所选运行，每个服务商以其所属运行标注</translation>
    </message>
    <message>
        <source>Cannot keep the imported results as %1: %2</source>
        <translation>无法将导入的结果保存为 %1：%2</translation>
    </message>
    <message>
        <source>Import another tool&apos;s results</source>
        <translation>导入其他工具的结果</translation>
    </message>
    <message>
        <source>vLLM bench serve, GuideLLM or AIPerf results (*.json *.jsonl);;All files (*)</source>
        <translation>vLLM bench serve、GuideLLM 或 AIPerf 的结果 (*.json *.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>无法导入</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <source>Import another tool&apos;s per-request results (vLLM bench serve --save-detailed, GuideLLM benchmarks JSON, AIPerf profile_export.jsonl) to compare them beside your runs</source>
        <translation>导入其他工具的逐请求结果（vLLM bench serve --save-detailed、GuideLLM benchmarks JSON、AIPerf profile_export.jsonl），与你的运行并排比较</translation>
    </message>
    <message>
        <source>Regressions…</source>
        <translation>性能退化…</translation>
    </message>
    <message>
        <source>Two runs of the same plan, the older as the baseline: each percentile&apos;s difference with its 95 % interval, and the regressions past a threshold (as ttft-bench compare)</source>
        <translation>同一计划的两次运行，较早的作为基线：每个百分位数的差值及其 95 % 区间，以及超过阈值的性能退化（与 ttft-bench compare 相同）</translation>
    </message>
    <message>
        <source>Reading the run history</source>
        <translation>正在读取运行历史</translation>
    </message>
    <message>
        <source>An import is under way; wait for it.</source>
        <translation>正在导入；请等待完成。</translation>
    </message>
    <message numerus="yes">
        <source>Importing %n file(s)</source>
        <translation>
            <numerusform>正在导入 %n 个文件</numerusform>
        </translation>
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
        <source>The client&apos;s health is sampled while a run goes.</source>
        <translation>运行期间会对客户端的健康状况进行采样。</translation>
    </message>
    <message>
        <source>Over the run: %1</source>
        <translation>整个运行：%1</translation>
    </message>
    <message>
        <source>The client keeps up and the machine has room: its timestamps can be trusted.</source>
        <translation>客户端跟得上，机器也有余量：其时间戳可信。</translation>
    </message>
    <message>
        <source>The client is not the limit, but the machine is busy: the figures may carry that contention.</source>
        <translation>客户端不是瓶颈，但机器繁忙：数据可能受到这种争用的影响。</translation>
    </message>
    <message>
        <source>The client is the limit: its own delay is in the figures.</source>
        <translation>客户端是瓶颈：数据中含有它自身的延迟。</translation>
    </message>
    <message>
        <source>Last 2 s: %1</source>
        <translation>最近 2 s：%1</translation>
    </message>
</context>
<context>
    <name>ttft::ScenariosView</name>
    <message>
        <source>%1 %2 ≤ %3 ms</source>
        <translation>%2 %1 ≤ %3 ms</translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation>场景(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Cells:</source>
        <translation>单元(&amp;C)：</translation>
    </message>
    <message>
        <source>All cells</source>
        <translation>所有单元</translation>
    </message>
    <message>
        <source>Which plan cells (load level, prompt length) the verdicts count</source>
        <translation>判定时统计哪些计划单元（负载级别、提示词长度）</translation>
    </message>
    <message>
        <source>No finished requests yet</source>
        <translation>尚无已完成的请求</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>The limit this scenario holds every provider to; met at equality</source>
        <translation>此场景要求每个服务商满足的上限；等于上限即为达标</translation>
    </message>
    <message>
        <source>%1 %2 at most:</source>
        <translation>%2 %1 上限：</translation>
    </message>
    <message>
        <source>Scenario&apos;s default (all cells)</source>
        <translation>场景默认（所有单元）</translation>
    </message>
    <message>
        <source>Scenario&apos;s default (%1)</source>
        <translation>场景默认（%1）</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>服务商</translation>
    </message>
    <message>
        <source>%1 %2 (ms)</source>
        <translation>%2 %1（ms）</translation>
    </message>
    <message>
        <source>Requests counted</source>
        <translation>计入的请求</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>all cells</source>
        <translation>所有单元</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>无数据</translation>
    </message>
    <message>
        <source>Cells counted: %1</source>
        <translation>计入的单元：%1</translation>
    </message>
    <message numerus="yes">
        <source>Over %n successful measured request(s), judged by no limit</source>
        <translation>
            <numerusform>基于 %n 个计入统计的成功请求，不按任何上限判定</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ok</source>
        <translation>%1 个成功</translation>
    </message>
    <message>
        <source>, %1 failed (%2 %)</source>
        <translation>，%1 个失败（%2%）</translation>
    </message>
    <message>
        <source>Measured requests in %1: %2 succeeded and count towards the figures, %3 failed; %4 warm-up requests left out</source>
        <translation>%1 中计入统计的请求：%2 个成功并计入数据，%3 个失败；不含 %4 个预热请求</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>无数据</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>告警</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>未通过</translation>
    </message>
    <message>
        <source>Ranked by %1 %2: as small as possible, lowest first</source>
        <translation>按 %2 %1 排名：越小越好，最低者排第一</translation>
    </message>
</context>
<context>
    <name>ttft::SessionFiles</name>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1：%2 / %3</translation>
    </message>
    <message>
        <source>Cancelled; nothing was changed.</source>
        <translation>已取消；未做任何更改。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>A file is being read or written (%1); wait for it or cancel it.</source>
        <translation>正在读写文件（%1）；请等待完成或取消。</translation>
    </message>
    <message>
        <source>Saving %1</source>
        <translation>正在保存 %1</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>无法保存</translation>
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
        <source>Opening %1</source>
        <translation>正在打开 %1</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>无法打开</translation>
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
        <source>Select at least two runs to compare.</source>
        <translation>请至少选择两次运行进行对比。</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n run(s)</source>
        <translation>
            <numerusform>正在读取 %n 次运行</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation>无法对比</translation>
    </message>
    <message numerus="yes">
        <source>Comparing %n run(s): %1 requests; each provider is labelled by its run.</source>
        <translation>
            <numerusform>正在对比 %n 次运行：%1 个请求；每个服务商都以其所属运行标注。</numerusform>
        </translation>
    </message>
    <message>
        <source>Select two runs: a baseline and a candidate.</source>
        <translation>请选择两次运行：一个基线和一个候选。</translation>
    </message>
    <message>
        <source>Regressions between two runs: %1</source>
        <translation>两次运行之间的性能退化：%1</translation>
    </message>
    <message>
        <source>found</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <source>Recovering %n run(s)</source>
        <translation>
            <numerusform>正在恢复 %n 次运行</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot recover %1: %2</source>
        <translation>无法恢复 %1：%2</translation>
    </message>
    <message>
        <source>Cannot save the recovered run to %1: %2</source>
        <translation>无法将恢复的运行保存到 %1：%2</translation>
    </message>
    <message>
        <source>Recovered %1 finished requests of a run that did not end.</source>
        <translation>已从一次未正常结束的运行中恢复 %1 个已完成的请求。</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>无法恢复</translation>
    </message>
    <message>
        <source>Keeping the run</source>
        <translation>正在保存本次运行</translation>
    </message>
    <message>
        <source>Cannot keep the run</source>
        <translation>无法保存运行</translation>
    </message>
    <message>
        <source>Cannot save %1: %2. Its journal %3 keeps every request.</source>
        <translation>无法保存 %1：%2。其运行日志 %3 保留了所有请求。</translation>
    </message>
    <message>
        <source>Exporting</source>
        <translation>正在导出</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>无法导出</translation>
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
        <source>Save the session</source>
        <translation>保存会话</translation>
    </message>
    <message>
        <source>Sessions (*.ttft.json)</source>
        <translation>会话 (*.ttft.json)</translation>
    </message>
    <message>
        <source>Export requests.csv, summary.json and requests.jsonl to</source>
        <translation>将 requests.csv、summary.json 和 requests.jsonl 导出到</translation>
    </message>
    <message>
        <source>Recover runs that did not end</source>
        <translation>恢复未结束的运行</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) did not end: the workbench or the machine stopped during the run. Every request that had finished is in its journal.

%1

Recover them now? (Otherwise they stay in the run history, where you can recover them later.)</source>
        <translation>
            <numerusform>%n 次运行未结束：运行期间工作台或机器停止了。所有已完成的请求都保存在其运行日志中。

%1

现在恢复它们吗？（否则它们会留在运行历史中，你可以稍后再恢复。）</numerusform>
        </translation>
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
    <name>ttft::ToolTurnChart</name>
    <message>
        <source>P50 %1 · P95 %2</source>
        <translation>P50 %1 · P95 %2</translation>
    </message>
    <message>
        <source>No tool-call turns in this run. &apos;ttft-bench run --conversations N --turns K --tool-every M&apos; makes every Mth turn call a tool before it answers.</source>
        <translation>本次运行没有工具调用轮次。&apos;ttft-bench run --conversations N --turns K --tool-every M&apos; 让每第 M 轮在回答前先调用一个工具。</translation>
    </message>
    <message>
        <source>ms from the turn&apos;s first request</source>
        <translation>自该轮首个请求起的 ms</translation>
    </message>
    <message>
        <source>%1 tool-call turns, %2 called a tool, %3 answered</source>
        <translation>%1 个工具调用轮次，%2 个调用了工具，%3 个得到回答</translation>
    </message>
    <message>
        <source>%1: median %2</source>
        <translation>%1：中位数 %2</translation>
    </message>
    <message>
        <source>to the first answer: P50 %1, P95 %2</source>
        <translation>到首个回答：P50 %1，P95 %2</translation>
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
        <translation>
            <numerusform>有 %n 个高于 %1 的请求未显示</numerusform>
        </translation>
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
        <translation>
            <numerusform>%1：%n 个请求</numerusform>
        </translation>
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
        <translation>TTFT（ms）</translation>
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
    <name>ttft::VerdictTableModel</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>p%1 of %2 minus p%1 of %3; %4 % bootstrap interval, %5 and %6 requests</source>
        <translation>%2 的 p%1 减去 %3 的 p%1；%4% bootstrap 区间，%5 和 %6 个请求</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>单元</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>p50 A − B</source>
        <translation>p50 A − B</translation>
    </message>
    <message>
        <source>p50 95 % CI</source>
        <translation>p50 95% 置信区间</translation>
    </message>
    <message>
        <source>p95 A − B</source>
        <translation>p95 A − B</translation>
    </message>
    <message>
        <source>p95 95 % CI</source>
        <translation>p95 95% 置信区间</translation>
    </message>
    <message>
        <source>In plain words</source>
        <translation>简明结论</translation>
    </message>
</context>
<context>
    <name>ttft::VoicePanel</name>
    <message>
        <source>&amp;Send each answer&apos;s first clause to text-to-speech</source>
        <translation>将每个回答的首个分句发送给文本转语音(&amp;S)</translation>
    </message>
    <message>
        <source>TTS &amp;endpoint:</source>
        <translation>TTS 端点(&amp;E)：</translation>
    </message>
    <message>
        <source>lab, or a base URL such as https://api.openai.com/v1</source>
        <translation>lab，或基础 URL，例如 https://api.openai.com/v1</translation>
    </message>
    <message>
        <source>&quot;lab&quot; is the embedded lab server; the clause is sent to POST …/audio/speech under the base URL</source>
        <translation>&quot;lab&quot; 表示内置实验室服务器；分句会发送到该基础 URL 下的 POST …/audio/speech</translation>
    </message>
    <message>
        <source>&amp;Models:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>comma-separated, e.g. lab-tts, lab-tts-slow</source>
        <translation>用逗号分隔，例如 lab-tts, lab-tts-slow</translation>
    </message>
    <message>
        <source>Each model gets every clause and is shown under its own name</source>
        <translation>每个模型都会收到每个分句，并以各自的名称显示</translation>
    </message>
    <message>
        <source>&amp;Voice:</source>
        <translation>音色(&amp;V)：</translation>
    </message>
    <message>
        <source>e.g. alloy</source>
        <translation>例如 alloy</translation>
    </message>
    <message>
        <source>Audio &amp;format:</source>
        <translation>音频格式(&amp;F)：</translation>
    </message>
    <message>
        <source>PCM (16-bit mono)</source>
        <translation>PCM（16 位单声道）</translation>
    </message>
    <message>
        <source>WAV</source>
        <translation>WAV</translation>
    </message>
    <message>
        <source>MP3</source>
        <translation>MP3</translation>
    </message>
    <message>
        <source>Opus</source>
        <translation>Opus</translation>
    </message>
    <message>
        <source>AAC</source>
        <translation>AAC</translation>
    </message>
    <message>
        <source>FLAC</source>
        <translation>FLAC</translation>
    </message>
    <message>
        <source>&amp;Sample rate:</source>
        <translation>采样率(&amp;S)：</translation>
    </message>
    <message>
        <source> Hz</source>
        <translation> Hz</translation>
    </message>
    <message>
        <source>The rate the server sends PCM at (OpenAI: 24,000 Hz); it turns bytes into audio time</source>
        <translation>服务器发送 PCM 所用的采样率（OpenAI：24,000 Hz）；用于将字节数换算为音频时长</translation>
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
        <source>e.g. OPENAI_API_KEY</source>
        <translation>例如 OPENAI_API_KEY</translation>
    </message>
    <message>
        <source>the entry&apos;s name, e.g. openai</source>
        <translation>条目名称，例如 openai</translation>
    </message>
    <message>
        <source>&amp;ASR finalization:</source>
        <translation>ASR 定稿(&amp;A)：</translation>
    </message>
    <message>
        <source>300, normal:300,50, uniform:200,400 or samples:280,310,…</source>
        <translation>300、normal:300,50、uniform:200,400 或 samples:280,310,…</translation>
    </message>
    <message>
        <source>How long speech recognition takes to finalize the user&apos;s last words, in ms: a constant, normal:MEAN,SD, uniform:MIN,MAX, or measured values drawn at random (samples:V1,V2,…)</source>
        <translation>语音识别对用户最后几个字完成定稿所需的时间，单位 ms：常数、normal:MEAN,SD、uniform:MIN,MAX，或从实测值中随机抽取（samples:V1,V2,…）</translation>
    </message>
    <message>
        <source>&amp;Clause ends at:</source>
        <translation>分句结束于(&amp;C)：</translation>
    </message>
    <message>
        <source> characters</source>
        <translation> 个字符</translation>
    </message>
    <message>
        <source>punctuation only</source>
        <translation>仅标点</translation>
    </message>
    <message>
        <source>The first clause ends at punctuation (。！？；， . ! ? ; ,) or after this many characters, whichever comes first; 0: at punctuation only</source>
        <translation>首个分句在遇到标点（。！？；， . ! ? ; ,）或达到此字符数后结束，以先到者为准；0：仅在标点处结束</translation>
    </message>
    <message>
        <source>The TTS endpoint must be &quot;lab&quot; (the embedded lab) or a base URL starting with http:// or https://.</source>
        <translation>TTS 端点必须是 &quot;lab&quot;（内置实验室）或以 http:// 或 https:// 开头的基础 URL。</translation>
    </message>
    <message>
        <source>Name at least one TTS model.</source>
        <translation>请至少指定一个 TTS 模型。</translation>
    </message>
    <message>
        <source>The TTS model %1 is listed twice.</source>
        <translation>TTS 模型 %1 被列出了两次。</translation>
    </message>
    <message>
        <source>Name the voice to ask for, e.g. alloy.</source>
        <translation>请指定要请求的音色，例如 alloy。</translation>
    </message>
    <message>
        <source>The ASR finalization time does not parse (%1). Write milliseconds (300), normal:MEAN,SD, uniform:MIN,MAX or samples:V1,V2,….</source>
        <translation>无法解析 ASR 定稿时间（%1）。请填写 ms 数（300）、normal:MEAN,SD、uniform:MIN,MAX 或 samples:V1,V2,…。</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>does not parse</source>
        <translation>无法解析</translation>
    </message>
    <message>
        <source>Keychain e&amp;ntry:</source>
        <translation>钥匙串条目(&amp;N)：</translation>
    </message>
    <message>
        <source>Varia&amp;ble:</source>
        <translation>变量(&amp;B)：</translation>
    </message>
    <message>
        <source>The embedded lab needs no key.</source>
        <translation>内置实验室无需密钥。</translation>
    </message>
    <message>
        <source>No key source: speech requests go out without a key.</source>
        <translation>没有密钥来源：语音请求将不带密钥发出。</translation>
    </message>
    <message>
        <source>Audio in SSE events (OpenAI stream_format &quot;sse&quot;)</source>
        <translation>音频放在 SSE 事件中（OpenAI stream_format &quot;sse&quot;）</translation>
    </message>
    <message>
        <source>The audio comes base64-encoded in speech.audio.delta events instead of as the raw body (OpenAI&apos;s gpt-4o-mini-tts). Timed the same way: from the first event that carries audio.</source>
        <translation>音频以 base64 编码放在 speech.audio.delta 事件中，而不是作为原始响应体（OpenAI 的 gpt-4o-mini-tts）。计时方式相同：从第一个携带音频的事件算起。</translation>
    </message>
    <message>
        <source>Measures the time to first audio, to the first real audio (after any leading silence) and to the first 100 ms of audio.</source>
        <translation>测量首段音频时间、首个真实音频时间（跳过开头的静音）以及前 100 ms 音频的时间。</translation>
    </message>
    <message>
        <source>AAC is not decoded: only the time to first audio is measured.</source>
        <translation>AAC 不做解码：只测量首段音频时间。</translation>
    </message>
    <message>
        <source>%1 streams do not tell their duration: the time to first audio and to the first real audio are measured (the 100 ms mark needs PCM, WAV or MP3).</source>
        <translation>%1 流不告知时长：测量首段音频时间和首个真实音频时间（100 ms 标记需要 PCM、WAV 或 MP3）。</translation>
    </message>
    <message>
        <source>A voice pipeline: each request&apos;s first sound = ASR finalization + the LLM&apos;s time to its first speakable clause + the TTS&apos;s time to its first real audio. Every TTS model gets the same clause at the same moment. With speech recognition measured, each turn starts with the user speaking and every stage is measured from their last word.</source>
        <translation>语音管线：每个请求的首次发声 = ASR 定稿 + LLM 到首个可朗读分句的时间 + TTS 到首段真实音频的时间。每个 TTS 模型在同一时刻收到同一分句。实测语音识别时，每轮从用户说话开始，每个阶段都从用户最后一个字起实测。</translation>
    </message>
    <message>
        <source>Speech &amp;recognition:</source>
        <translation>语音识别(&amp;R)：</translation>
    </message>
    <message>
        <source>An added time</source>
        <translation>加上一个时间</translation>
    </message>
    <message>
        <source>Measured in each turn</source>
        <translation>每轮实测</translation>
    </message>
    <message>
        <source>Measured: each turn&apos;s utterance is sent at real-time pace to a transcription endpoint (POST …/audio/transcriptions, streamed), its final transcript is the LLM&apos;s prompt, and the ASR stage is the user&apos;s last word → the final transcript</source>
        <translation>实测：每轮的语音按实时节奏发送到转写端点（POST …/audio/transcriptions，流式），其最终转写作为 LLM 的提示词，ASR 阶段为用户最后一个字 → 最终转写</translation>
    </message>
    <message>
        <source>Recogniser &amp;endpoint:</source>
        <translation>识别器端点(&amp;E)：</translation>
    </message>
    <message>
        <source>Recogniser m&amp;odel:</source>
        <translation>识别器模型(&amp;O)：</translation>
    </message>
    <message>
        <source>e.g. lab-asr, gpt-4o-transcribe</source>
        <translation>例如 lab-asr、gpt-4o-transcribe</translation>
    </message>
    <message>
        <source>The user &amp;says:</source>
        <translation>用户说的话(&amp;S)：</translation>
    </message>
    <message>
        <source>Built-in utterances in English and Chinese</source>
        <translation>内置英文和中文语句</translation>
    </message>
    <message>
        <source>Built-in utterances in English</source>
        <translation>内置英文语句</translation>
    </message>
    <message>
        <source>Built-in utterances in Chinese</source>
        <translation>内置中文语句</translation>
    </message>
    <message>
        <source>Spoken by espeak-ng, 3 to 9 s each, one per turn in order (your own recordings: ttft-bench run --asr-wav, or the plan&apos;s asr_live.recordings)</source>
        <translation>由 espeak-ng 朗读，每句 3 到 9 s，每轮一句、依次说出（使用你自己的录音：ttft-bench run --asr-wav，或计划中的 asr_live.recordings）</translation>
    </message>
    <message>
        <source>Its key&apos;s &amp;variable:</source>
        <translation>其密钥的变量(&amp;V)：</translation>
    </message>
    <message>
        <source>The recogniser&apos;s endpoint must be &quot;lab&quot; (the embedded lab) or a base URL starting with http:// or https://.</source>
        <translation>识别器端点必须是 &quot;lab&quot;（内置实验室）或以 http:// 或 https:// 开头的基础 URL。</translation>
    </message>
    <message>
        <source>Name the recogniser&apos;s model, e.g. lab-asr or gpt-4o-transcribe.</source>
        <translation>请指定识别器的模型，例如 lab-asr 或 gpt-4o-transcribe。</translation>
    </message>
    <message>
        <source>Over the Realtime WebSocket API</source>
        <translation>经由 Realtime WebSocket API</translation>
    </message>
    <message>
        <source>OpenAI&apos;s Realtime API for transcription: 24 kHz PCM in input_audio_buffer.append events, the microphone left open after the last word, and the server&apos;s voice activity detection ending the turn (instead of an HTTP upload that ends with the audio)</source>
        <translation>OpenAI 用于转写的 Realtime API：24 kHz PCM 放在 input_audio_buffer.append 事件中，最后一个字之后麦克风保持打开，由服务器的语音活动检测结束本轮（而不是随音频结束的 HTTP 上传）</translation>
    </message>
</context>
<context>
    <name>ttft::WorkbenchLayout</name>
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
        <source>Voice pipeline</source>
        <translation>语音管线</translation>
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
        <source>Live statistics (ms)</source>
        <translation>实时统计（ms）</translation>
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
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Run history</source>
        <translation>运行历史</translation>
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
        <source>Unchecked: the server&apos;s default</source>
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
        <source>TPOT then uses the server&apos;s own output token count</source>
        <translation>此时 TPOT 将使用服务器自己统计的输出 token 数</translation>
    </message>
    <message>
        <source>Keep each answer&apos;s text</source>
        <translation>保留每个回答的文本</translation>
    </message>
    <message>
        <source>Extra &amp;body:</source>
        <translation>额外请求体(&amp;B)：</translation>
    </message>
    <message>
        <source>JSON object merged into the request body, e.g. {&quot;seed&quot;: 7}</source>
        <translation>合并到请求体中的 JSON 对象，例如 {&quot;seed&quot;: 7}</translation>
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
