#!/bin/sh
# Make ROCm's device math library (ocml + oclc_*.bc, Debian's `rocm-device-libs`) available to fpsem.
# Usage: tools/rocm-libs.sh PYTHON   (the Python of fpsem's virtualenv; `make rocm-libs` passes it)
#
#   1. fpsem already finds it (its own lookup: `python -m fpsem.compiler.devlibs --need ocml`)  -> nothing to do;
#   2. as root with apt: `apt-get install rocm-device-libs` (system-wide);
#   3. still not found (not root, or FPSEM_SYSTEM_LIBS=0 hides the system): download the same Debian
#      package without installing it (`apt-get download`, no root needed) and unpack its bitcode into
#      the virtualenv, <venv>/share/fpsem/amdgcn/bitcode, where fpsem looks too;
#   4. otherwise: say what to do and exit 1.
set -u
PY=${1:?usage: tools/rocm-libs.sh PYTHON}
found() { "$PY" -m fpsem.compiler.devlibs --need ocml >/dev/null 2>&1; }

found && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "rocm-libs: installing rocm-device-libs with apt-get"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq rocm-device-libs >/dev/null
    found && exit 0
fi
dest=$("$PY" -c 'import sys; from fpsem.compiler.devlibs import ENV_ROCM_SUBDIR as d; print(f"{sys.prefix}/{d}")')
if command -v apt-get >/dev/null 2>&1 && command -v dpkg-deb >/dev/null 2>&1; then
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    if (cd "$tmp" && apt-get download -qq rocm-device-libs >/dev/null 2>&1) &&
        dpkg-deb -x "$tmp"/rocm-device-libs_*.deb "$tmp/root" &&
        src=$(dirname "$(find "$tmp/root" -name ocml.bc | head -n 1)") &&
        mkdir -p "$dest" 2>/dev/null && cp "$src"/*.bc "$dest"/; then
        echo "rocm-libs: unpacked rocm-device-libs into $dest"
        found && exit 0
    fi
fi
cat >&2 <<MSG
rocm-libs: ROCm device libraries (ocml) are not available, and could not be installed from here.
  As root:      apt-get install rocm-device-libs   (or: sudo make rocm-libs)
  Or point fpsem at a copy: FPSEM_ROCM_BITCODE=/dir/with/ocml.bc
  Without them, AMDGPU (mi250x) variants that call math functions fail, naming this.
MSG
exit 1
