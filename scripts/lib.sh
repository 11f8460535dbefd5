# Shared by scripts/run, scripts/test and friends: install what a fresh Debian 12 machine lacks,
# then configure and build. Sourced, not executed.

TTFT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# Build and runtime needs, Debian 12 package names (DESIGN.md §4).
TTFT_PACKAGES=(
    build-essential cmake ninja-build pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools qtkeychain-qt6-dev libqt6svg6 qt6-qpa-plugins
    nlohmann-json3-dev libcurl4-openssl-dev libgl-dev
    xvfb xauth curl nginx openssl python3 fonts-noto-cjk
    # tst_results validates summary.json against docs/summary.schema.json (tests/validate_json_schema.py).
    python3-jsonschema
    # tst_deploy and tst_shards render deploy/'s kustomization (tests/deploy/kustomize_render.py).
    python3-yaml
    # HTTPS at run time: libcurl reads the system's CA store, which --no-install-recommends leaves out.
    ca-certificates
    # One compiler cache for every checkout on the machine (ttft_build below).
    ccache
    # The keychain: QtKeychain loads libsecret at run time; tst_keys and tst_secrets start a
    # private secret service (gnome-keyring-daemon on its own bus from dbus-run-session).
    libsecret-1-0 gnome-keyring dbus-daemon dbus-bin
    # Audio codecs: the client decodes MP3, Opus and FLAC answers for their first real audio
    # (core/voice/audiodecoder.cpp); the lab encodes its speech in them (lab/labaudiostream.cpp).
    libmpg123-dev libogg-dev libopus-dev libopusfile-dev libflac-dev libmp3lame-dev libopusenc-dev
    # Real speech in: utterances synthesised in English and Chinese (espeak-ng), converted to the
    # rates a recogniser takes (sox) — the speech-recognition measurement and its tests.
    espeak-ng sox
)

# tst_deploy validates deploy/'s Kubernetes manifests against Kubernetes' published schemas, offline:
# the npm package kubernetes-models (validators generated from Kubernetes' OpenAPI specification),
# pinned by tests/deploy/package-lock.json, installed once into build/deploy-tools (again when the
# lock changes). Node.js and npm from Debian (nodejs, npm) when the machine has none.
ttft_ensure_node_packages() {
    if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
        ttft_ensure_packages nodejs npm || return 1
    fi
    local dir="$TTFT_ROOT/build/deploy-tools"
    if [ -d "$dir/node_modules/kubernetes-models" ] && cmp -s "$TTFT_ROOT/tests/deploy/package-lock.json" "$dir/package-lock.json"; then
        return 0
    fi
    ttft_log "installing npm packages for tst_deploy into $dir"
    mkdir -p "$dir" && cp "$TTFT_ROOT/tests/deploy/package.json" "$TTFT_ROOT/tests/deploy/package-lock.json" "$dir/" &&
        (cd "$dir" && npm ci --no-audit --no-fund --ignore-scripts --loglevel=error)
}

ttft_log() { printf '\033[1m[ttft]\033[0m %s\n' "$*" >&2; }

# ttft_phase NAME COMMAND...: runs COMMAND and returns its status. When TTFT_PHASE_LOG names a file,
# appends "seconds<TAB>status<TAB>NAME" to it: .ci/run prints those lines as its closing timing table.
ttft_phase() {
    local name="$1" start=$SECONDS status=0
    shift
    "$@" || status=$?
    if [ -n "${TTFT_PHASE_LOG:-}" ]; then
        printf '%s\t%s\t%s\n' "$((SECONDS - start))" "$status" "$name" >>"$TTFT_PHASE_LOG"
    fi
    return "$status"
}

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

# The compiler cache, shared by every checkout on this machine: a new clone compiles nothing that
# another clone (or an earlier build) already compiled. base_dir makes the paths under the checkout
# relative, so two clones in different folders hash alike; hash_dir off keeps the working directory
# out of the hash (an object taken from the cache names the first clone's folder in its debug info,
# which only gdb's source lookup notices). The precompiled headers need the pch_defines and
# time_macros sloppiness (ccache's manual, "Precompiled headers"); GCC's -fpch-preprocess is set in
# CMakeLists.txt. TTFT_CCACHE=0 builds without it.
ttft_ccache_env() {
    [ "${TTFT_CCACHE:-1}" != 0 ] && command -v ccache >/dev/null 2>&1 || return 0
    export CCACHE_DIR="${TTFT_CCACHE_DIR:-${CCACHE_DIR:-/var/cache/ttft-ccache}}"
    if ! mkdir -p "$CCACHE_DIR" 2>/dev/null || [ ! -w "$CCACHE_DIR" ]; then
        CCACHE_DIR="${XDG_CACHE_HOME:-$HOME/.cache}/ttft-ccache"
        mkdir -p "$CCACHE_DIR"
    fi
    export CCACHE_BASEDIR="$TTFT_ROOT" CCACHE_NOHASHDIR=1 CCACHE_MAXSIZE="${CCACHE_MAXSIZE:-8G}"
    export CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
    export CCACHE_COMPILERCHECK=content
    TTFT_LAUNCHER=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
}
TTFT_LAUNCHER=()

# ttft_build PRESET [extra cmake args...]: configure (once) and build with a CMake preset.
ttft_build() {
    local preset="$1"; shift
    cd "$TTFT_ROOT" || return 1
    ttft_ccache_env
    if [ ! -f "build/$preset/build.ninja" ] || [ $# -gt 0 ]; then
        cmake --preset "$preset" "${TTFT_LAUNCHER[@]}" "$@" >/dev/null || return 1
    fi
    [ ${#TTFT_LAUNCHER[@]} -gt 0 ] && ccache --zero-stats >/dev/null 2>&1
    cmake --build --preset "$preset" -- -j"$(nproc)" || return 1
    if [ ${#TTFT_LAUNCHER[@]} -gt 0 ]; then
        ttft_log "compiler cache ($CCACHE_DIR): $(ccache --print-stats 2>/dev/null |
            awk -F'\t' '$1=="direct_cache_hit"{d=$2} $1=="preprocessed_cache_hit"{p=$2} $1=="cache_miss"{m=$2}
                END{printf "%d hits, %d misses this build", d+p, m}')"
    fi
}
