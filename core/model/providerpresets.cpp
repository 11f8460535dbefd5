#include "providerpresets.h"

namespace ttft {

namespace {

ProviderPreset preset(std::string_view id, std::string_view displayName, std::string baseUrl, std::string dialect,
                      AuthStyle auth, std::string keyEnv, std::string model, bool local = false,
                      std::string_view note = {}, std::string query = {})
{
    ProviderPreset preset;
    preset.id = id;
    preset.displayName = displayName;
    preset.local = local;
    preset.note = note;
    ProviderProfile &profile = preset.profile;
    profile.name = std::string(id);
    profile.baseUrl = std::move(baseUrl);
    profile.dialect = std::move(dialect);
    profile.auth = auth;
    profile.apiKeyEnv = std::move(keyEnv);
    profile.model = std::move(model);
    profile.query = std::move(query);
    return preset;
}

} // namespace

const std::vector<ProviderPreset> &providerPresets()
{
    static const std::vector<ProviderPreset> presets = {
        preset("openai", "OpenAI", "https://api.openai.com/v1", "openai-chat", AuthStyle::Bearer, "OPENAI_API_KEY",
               "gpt-4o-mini"),
        preset("openai-responses", "OpenAI (Responses API)", "https://api.openai.com/v1", "openai-responses",
               AuthStyle::Bearer, "OPENAI_API_KEY", "gpt-4o-mini"),
        preset("azure-openai", "Azure OpenAI", "https://RESOURCE.openai.azure.com/openai/deployments/DEPLOYMENT",
               "openai-chat", AuthStyle::Azure, "AZURE_OPENAI_API_KEY", "DEPLOYMENT", false,
               "replace RESOURCE and DEPLOYMENT in the base URL; the model is the deployment's", "api-version=2024-10-21"),
        preset("anthropic", "Anthropic", "https://api.anthropic.com/v1", "anthropic", AuthStyle::Anthropic,
               "ANTHROPIC_API_KEY", "claude-3-5-haiku-latest"),
        preset("gemini", "Google Gemini", "https://generativelanguage.googleapis.com/v1beta", "gemini", AuthStyle::Google,
               "GEMINI_API_KEY", "gemini-2.0-flash"),
        preset("deepseek", "DeepSeek", "https://api.deepseek.com/v1", "openai-chat", AuthStyle::Bearer, "DEEPSEEK_API_KEY",
               "deepseek-chat"),
        preset("dashscope", "Alibaba DashScope (Qwen, compatible mode)", "https://dashscope.aliyuncs.com/compatible-mode/v1",
               "openai-chat", AuthStyle::Bearer, "DASHSCOPE_API_KEY", "qwen-plus"),
        preset("moonshot", "Moonshot (Kimi)", "https://api.moonshot.cn/v1", "openai-chat", AuthStyle::Bearer,
               "MOONSHOT_API_KEY", "moonshot-v1-8k"),
        preset("zhipu", "Zhipu GLM", "https://open.bigmodel.cn/api/paas/v4", "openai-chat", AuthStyle::Bearer,
               "ZHIPUAI_API_KEY", "glm-4-flash"),
        preset("volcengine-ark", "Volcengine Ark (Doubao)", "https://ark.cn-beijing.volces.com/api/v3", "openai-chat",
               AuthStyle::Bearer, "ARK_API_KEY", "ENDPOINT_ID", false, "the model is your inference endpoint id"),
        preset("siliconflow", "SiliconFlow", "https://api.siliconflow.cn/v1", "openai-chat", AuthStyle::Bearer,
               "SILICONFLOW_API_KEY", "Qwen/Qwen2.5-7B-Instruct"),
        preset("groq", "Groq", "https://api.groq.com/openai/v1", "openai-chat", AuthStyle::Bearer, "GROQ_API_KEY",
               "llama-3.1-8b-instant"),
        preset("together", "Together AI", "https://api.together.xyz/v1", "openai-chat", AuthStyle::Bearer,
               "TOGETHER_API_KEY", "meta-llama/Llama-3.3-70B-Instruct-Turbo"),
        preset("fireworks", "Fireworks AI", "https://api.fireworks.ai/inference/v1", "openai-chat", AuthStyle::Bearer,
               "FIREWORKS_API_KEY", "accounts/fireworks/models/llama-v3p1-8b-instruct"),
        preset("openrouter", "OpenRouter", "https://openrouter.ai/api/v1", "openai-chat", AuthStyle::Bearer,
               "OPENROUTER_API_KEY", "openai/gpt-4o-mini"),
        preset("mistral", "Mistral", "https://api.mistral.ai/v1", "openai-chat", AuthStyle::Bearer, "MISTRAL_API_KEY",
               "mistral-small-latest"),
        preset("ollama", "Ollama (local)", "http://127.0.0.1:11434", "ollama-chat", AuthStyle::None, "", "llama3.2", true),
        preset("vllm", "vLLM (local)", "http://127.0.0.1:8000/v1", "openai-chat", AuthStyle::None, "", "MODEL", true,
               "the model name vLLM serves (ttft-bench run --list-models shows it)"),
        preset("sglang", "SGLang (local)", "http://127.0.0.1:30000/v1", "openai-chat", AuthStyle::None, "", "default", true),
        preset("llamacpp", "llama.cpp server (local, OpenAI endpoint)", "http://127.0.0.1:8080/v1", "openai-chat",
               AuthStyle::None, "", "default", true),
        preset("lmstudio", "LM Studio (local)", "http://127.0.0.1:1234/v1", "openai-chat", AuthStyle::None, "", "MODEL", true),
    };
    return presets;
}

const ProviderPreset *findProviderPreset(std::string_view id)
{
    for (const ProviderPreset &preset : providerPresets()) {
        if (preset.id == id)
            return &preset;
    }
    return nullptr;
}

} // namespace ttft
