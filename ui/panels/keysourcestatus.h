#pragma once

#include <QString>

namespace ttft {

// The status line under a form's key source (the provider dialog's, the voice panel's): where the
// key will come from, named by an environment variable or a keychain entry. For a variable it says
// whether it is set here and shows its key masked (maskedKey); a keychain entry is only named, as
// reading the keychain blocks until it answers (that is left to a run, or to a button). `unnamed` is said when no name is given: what then
// goes out without a key differs from form to form.
QString keySourceStatus(bool keychain, const QString &name, const QString &unnamed);

} // namespace ttft
