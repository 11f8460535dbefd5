#pragma once

#include <QString>

namespace ttft {

struct ProviderProfile;

// Where a form's API key comes from (the provider dialog's, the voice panel's): an environment
// variable or a keychain entry, chosen in the form and named there, never the key itself.

// The status line under the key source. For a variable it says whether it is set here and shows
// its key masked (maskedKey); a keychain entry is only named, as reading the keychain blocks until
// it answers (that is left to a run, or to a button). `unnamed` is said when no name is given:
// what then goes out without a key differs from form to form.
QString keySourceStatus(bool keychain, const QString &name, const QString &unnamed);

// Names the chosen source in the profile and clears the other: resolveApiKey prefers the keychain
// whenever an entry is named, so a leftover entry name would win over the variable the user chose.
void setKeySource(ProviderProfile &profile, bool keychain, const QString &name);

} // namespace ttft
