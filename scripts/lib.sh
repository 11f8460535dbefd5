# Shared by scripts/run, scripts/test and friends: install what a fresh Debian 12 machine lacks,
# then configure and build. Sourced, not executed.

TTFT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# Build and runtime needs, Debian 12 package names (DESIGN.md §4).
TTFT_PACKAGES=(
    build-essential cmake ninja-build pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools qtkeychain-qt6-dev libqt6svg6 qt6-qpa-plugins
    nlohmann-json3-dev libcurl4-openssl-dev libgl-dev
    xvfb xauth curl nginx openssl python3 fonts-noto-cjk
    # The keychain: QtKeychain loads libsecret at run time; tst_keys and tst_secrets start a
    # private secret service (gnome-keyring-daemon on its own bus from dbus-run-session).
    libsecret-1-0 gnome-keyring dbus-daemon dbus-bin
)

ttft_log() { printf '\033[1m[ttft]\033[0m %s\n' "$*" >&2; }

ttft_as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    elif command -v sudo >/dev/null 2>&1; then
        sudo "$@"
    else
        ttft_log "need root to run: $* (no sudo found)"
        return 1
    fi
}

# Installs every package in the arguments that dpkg does not report as installed.
ttft_ensure_packages() {
    local missing=() pkg
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    ttft_log "installing Debian packages: ${missing[*]}"
    ttft_as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq || return 1
    ttft_as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# ttft_build PRESET [extra cmake args...]: configure (once) and build with a CMake preset.
ttft_build() {
    local preset="$1"; shift
    cd "$TTFT_ROOT" || return 1
    if [ ! -f "build/$preset/build.ninja" ] || [ $# -gt 0 ]; then
        cmake --preset "$preset" "$@" >/dev/null || return 1
    fi
    cmake --build --preset "$preset" -- -j"$(nproc)"
}
