#!/bin/sh
# Programs some tests drive, from Debian's packages: chromium (the report opened in a real browser,
# tests/test_report_browser.py) and clang-19 (the validate recipe for a CMake/CUDA project,
# tests/test_validate_recipes.py).  Usage: tools/test-tools.sh   (`make test-tools`; `make test` runs it)
#
# As root with apt, each missing one is installed; otherwise this says what is missing and the tests that
# need it skip, naming it.  Playwright itself is a pip package of the `test` extra and drives this
# chromium (executable_path), so Playwright's own browser download is never needed.
set -u
missing=""
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing="$missing chromium"
command -v clang-19 >/dev/null 2>&1 || missing="$missing clang-19"
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "test-tools: installing$missing with apt-get"
    if apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null; then
        exit 0
    fi
fi
cat >&2 <<MSG
test-tools: not installed:$missing (not root, or apt-get failed).
  As root: apt-get install$missing   (or: sudo make test-tools)
  Without them, the tests that need them skip and say so.
MSG
exit 1
