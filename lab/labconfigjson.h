#pragma once

#include "labconfig.h"

#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>

namespace ttft {

// LabConfig and LabModel as JSON, for the "lab" section of a plan file and `ttft-bench lab
// --config FILE.json`. snake_case keys; every key is optional.
//
// LabConfig:
//   port                 0..65535 (0: any free port)
//   seed                 unsigned integer
//   models               array of LabModel objects; when present it replaces the demo models
//   tts_models           array of LabTtsModel objects (text to speech); when present it replaces the
//                        demo ones ("lab-tts", "lab-tts-slow"); [] leaves the lab without any
//   asr_models           array of LabAsrModel objects (speech recognition): {name, first_delta_ms
//                        (0..600000), per_word_ms (0..60000)}; replaces the demo "lab-asr"; [] none
//   truth_capacity       ≥ 1, ground-truth records kept
//   fault_after_tokens   ≥ 0
//   fault                a labfault.h name ("drop", "connection-refused", ...): every request's fault
//                        unless it names one in X-Lab-Fault; "none" by default
//   slow_accept_ms       0..600000, the slow-accept fault's delay per connection
//   max_header_bytes     ≥ 1024
//   max_body_bytes       ≥ 1
//   precise_wakeups      boolean
//   tcp_no_delay         boolean
//   kernel_timestamps    boolean
//   server_threads       0..64 (0: automatic)
//   default_model        the model of llama.cpp and TGI requests (must be one of the models; "": the first)
//   replay               null, or {"path": FILE, "dialect": NAME, "pacing": "fixed" | "original",
//                        "pace_ms": N (fixed pacing; absent: the model's tpot_ms)}: see LabReplay
// The API key is never read from or written to a file (docs/ARCHITECTURE.md, Files): `api_key` is refused;
// give it through an environment variable (`ttft-bench lab --api-key-env NAME`).
//
// LabModel (see labmodel.h for what each number does):
//   name                          required, unique; a demo model's name ("lab-fast", ...)
//                                 starts from that model's numbers, any other from the defaults
//   fixed_overhead_ms, prefill_tokens_per_sec, tpot_ms, first_token_jitter_ms, tpot_jitter_ms,
//   decode_slowdown_per_request, cold_start_ms, cold_after_idle_s      numbers ≥ 0
//   output_tokens, reasoning_tokens, max_batch,
//   requests_per_minute, tokens_per_minute (0: no limit; labratelimit.h) integers ≥ 0
//   prefix_cache                                                       boolean
//   prefix_cache_block_tokens, prefix_cache_blocks                     integers ≥ 1
//   prefix_cache_ttl_s (0: none)                                       number ≥ 0
//   cached_prefill_factor                                              number 0..1
//
// LabTtsModel (see labttsmodel.h):
//   name                          required, unique; a demo TTS model's name starts from its numbers
//   first_audio_ms, first_audio_jitter_ms, per_char_ms                 numbers ≥ 0
//   real_time_factor              > 0 (0.001 to 100)
//   chunk_ms, speech_ms_per_char, max_audio_ms                         numbers ≥ 1
//   sample_rate                   an MPEG audio rate (8000, 11025, 12000, 16000, 22050, 24000, 32000,
//                                 44100, 48000), so every response_format can carry it
//
// Writing gives every key, so a written config reads back equal (apiKey aside).
nlohmann::json toJson(const LabModel &model);
nlohmann::json toJson(const LabTtsModel &model);
nlohmann::json toJson(const LabAsrModel &model);
nlohmann::json toJson(const LabConfig &config);
nlohmann::json toJson(const LabReplay &replay);

// Never throw. A value of the wrong type or out of range keeps the default (for a model, the
// value it started from), an unknown key is ignored; the first such problem is described in
// `error` (left untouched when there is none), e.g. `models[1].max_batch: must be ≥ 0`.
// A model without a usable name, or with a name already taken, is dropped.
LabModel labModelFromJson(const nlohmann::json &object, std::string *error = nullptr);
LabConfig labConfigFromJson(const nlohmann::json &object, std::string *error = nullptr);

// For `ttft-bench lab --config FILE.json`: the file holds a LabConfig object, or a plan file whose
// "lab" section is one. Never throws. nullopt when the file cannot be read or is not JSON (the
// reason in `error`); otherwise the config, with its first problem, if any, in `error`.
std::optional<LabConfig> labConfigFromFile(const QString &path, std::string *error = nullptr);

} // namespace ttft
