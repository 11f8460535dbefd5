<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ttft</name>
    <message>
        <source>Usage: ttft-bench COMMAND [OPTIONS]

Measures time to first token (TTFT) of streaming LLM APIs.

Commands:
  run     send streaming requests, print a summary, write requests.jsonl and summary.json
  lab     run the lab server standalone (an OpenAI-compatible simulated LLM)

Run 'ttft-bench COMMAND --help' for the options of a command.
</source>
        <translation>用法：ttft-bench 命令 [选项]

测量流式 LLM API 的首 token 时间（TTFT）。

命令：
  run     发送流式请求，打印汇总，写出 requests.jsonl 和 summary.json
  lab     单独运行实验室服务器（兼容 OpenAI 的模拟 LLM）

运行 'ttft-bench 命令 --help' 查看该命令的选项。
</translation>
    </message>
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
        <source>Model name sent in the request.</source>
        <translation>请求中发送的模型名称。</translation>
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
        <source>Measured requests, sent one after another (default 30).</source>
        <translation>计入统计的请求数，逐个依次发送（默认 30）。</translation>
    </message>
    <message>
        <source>Warm-up requests before them, recorded but not in the statistics (default 5).</source>
        <translation>之前的预热请求数，会被记录但不计入统计（默认 5）。</translation>
    </message>
    <message>
        <source>curl (precise, default) or qt.</source>
        <translation>curl（精确，默认）或 qt。</translation>
    </message>
    <message>
        <source>HTTP version: 1.1 (default) or 2.</source>
        <translation>HTTP 版本：1.1（默认）或 2。</translation>
    </message>
    <message>
        <source>Keep each answer's text in requests.jsonl.</source>
        <translation>在 requests.jsonl 中保留每个回答的文本。</translation>
    </message>
    <message>
        <source>Directory for requests.jsonl and summary.json.</source>
        <translation>存放 requests.jsonl 和 summary.json 的目录。</translation>
    </message>
    <message>
        <source>Connect timeout in ms (default 10000).</source>
        <translation>连接超时，单位毫秒（默认 10000）。</translation>
    </message>
    <message>
        <source>Timeout until the response starts, in ms (default 60000).</source>
        <translation>等待响应开始的超时，单位毫秒（默认 60000）。</translation>
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
        <source>Do not print a line per request.</source>
        <translation>不为每个请求打印一行。</translation>
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
        <source>%1 %2/%3  FAILED %4: %5</source>
        <translation>%1 %2/%3  失败 %4：%5</translation>
    </message>
    <message>
        <source>%1 %2/%3  TTFT %4 ms  E2E %5 ms  tokens %6</source>
        <translation>%1 %2/%3  TTFT %4 毫秒  端到端 %5 毫秒  token 数 %6</translation>
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
        <source>Measuring %1 at %2 with %3 over HTTP/%4: %5 warm-up + %6 requests</source>
        <translation>正在测量 %1（%2），使用 %3，HTTP/%4：%5 次预热 + %6 次请求</translation>
    </message>
    <message>
        <source>Against the lab's ground truth, client TTFT − server TTFT: median %1 ms, p99 %2 ms (%3 requests)</source>
        <translation>对照实验室服务端真值，客户端 TTFT − 服务端 TTFT：中位数 %1 毫秒，p99 %2 毫秒（%3 个请求）</translation>
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
        <source>Wrote %1 and %2</source>
        <translation>已写出 %1 和 %2</translation>
    </message>
    <message>
        <source>Stopped early: %1 of %2 requests recorded.</source>
        <translation>提前停止：已记录 %2 个请求中的 %1 个。</translation>
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
        <extracomment>Summary table heading: number of requests with this figure</extracomment>
        <translation>数量</translation>
    </message>
    <message>
        <source>errors</source>
        <extracomment>Summary table heading: number of failed requests</extracomment>
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
