#!/usr/bin/env bash
# The server's tests run on a real PostgreSQL as well as SQLite: they start a throw-away
# cluster themselves from Debian's server binaries. This installs the `postgresql` package
# when those binaries are missing. Sourced by test.sh.

ensure_postgres() {
  if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    return
  fi
  log "installing PostgreSQL (Debian's postgresql package) for the server's tests"
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      sudo="sudo"
    else
      echo "The server's tests need PostgreSQL. Install it with: sudo apt-get install postgresql" >&2
      exit 1
    fi
  fi
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
}
