#pragma once

#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <span>
#include <string_view>

namespace ttft {

// Writes `value` as indented JSON to `path` so that readers see either the old file or the
// complete new one, never a mix or a half: the text goes to a temporary file next to the target,
// which replaces it only when everything was written (QSaveFile). On failure the existing file is
// untouched, no temporary is left behind, and *error says why. Missing parent directories are
// created. Used for summary.json and session files.
bool writeJsonFileAtomically(const QString &path, const nlohmann::json &value, QString *error = nullptr);

// How the text is laid out: indented for files people read (summary.json), compact for large data
// files (sessions), where indentation would put every number of every array on its own line.
enum class JsonLayout { Indented, Compact };
bool writeJsonFileAtomically(const QString &path, const nlohmann::json &value, JsonLayout layout, QString *error);

// The same for text already made; `parts` are written one after another (a session file's head
// and the slices of records serialized in parallel, never joined into one copy in memory).
bool writeTextFileAtomically(const QString &path, std::string_view text, QString *error);
bool writeTextFileAtomically(const QString &path, std::span<const std::string_view> parts, QString *error);

} // namespace ttft
