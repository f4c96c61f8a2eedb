#!/usr/bin/env bash
# The tests use real programs of the system: a throw-away PostgreSQL cluster started from
# Debian's server binaries, ffmpeg to make the test videos, and Debian's Chromium (with CJK and
# emoji fonts, so screenshots show the texts) for the web app's end-to-end tests, and HAProxy as the load
# balancer in front of two server instances. This installs
# the Debian packages when they are missing. Sourced by test.sh.

# ensure_debian_package PACKAGE WHY TEST...: installs PACKAGE unless the TEST command succeeds.
ensure_debian_package() {
  local package="$1" why="$2"
  shift 2
  if "$@" >/dev/null 2>&1; then
    return
  fi
  log "installing Debian's $package package ($why)"
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      sudo="sudo"
    else
      echo "The tests need $package ($why). Install it with: sudo apt-get install $package" >&2
      exit 1
    fi
  fi
  if [ -z "${APT_UPDATED:-}" ]; then
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    APT_UPDATED=1
  fi
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$package" >/dev/null
}

ensure_test_system_packages() {
  ensure_debian_package postgresql "the server's tests run on PostgreSQL too" bash -c 'ls /usr/lib/postgresql/*/bin/initdb'
  ensure_debian_package ffmpeg "the media tests make their videos with it" command -v ffmpeg
  ensure_debian_package haproxy "the server runs as two instances behind it in a test" test -x /usr/sbin/haproxy
  ensure_debian_package chromium "the web app's end-to-end tests drive it" test -x /usr/bin/chromium
  ensure_debian_package fonts-noto-cjk "Chinese texts in the browser tests' screenshots" bash -c 'ls /usr/share/fonts/opentype/noto/NotoSansCJK*'
  ensure_debian_package fonts-noto-color-emoji "emoji in the browser tests' screenshots" bash -c 'ls /usr/share/fonts/truetype/noto/NotoColorEmoji*'
}
