#pragma once

#include <string>
#include <string_view>

namespace ttft {

// `text` with every control character made visible: C0 controls and DEL as \xNN, C1 controls
// (U+0080–U+009F) as \u00NN; tab, CR and LF become spaces. Server text goes through this before
// a terminal or a window shows it: an ESC or OSC sequence in an error message would otherwise
// retitle the terminal, clear it or colour fake lines. Other bytes, invalid UTF-8 included, pass.
std::string printableText(std::string_view text);

} // namespace ttft
