#!/usr/bin/env bash
# Shared set-up for the start and test commands: a machine with only Node 20 and npm
# gets the pinned pnpm (inside the checkout, no global install) and the workspace's
# dependencies. Sourced, not run.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$repo_root"

export TURBO_TELEMETRY_DISABLED=1
export DO_NOT_TRACK=1

log() { printf '\033[1m[diary]\033[0m %s\n' "$*"; }

require_node() {
  if ! command -v node >/dev/null 2>&1; then
    echo "Node.js 20 or newer is needed: https://nodejs.org" >&2
    exit 1
  fi
  local major
  major="$(node -p 'process.versions.node.split(".")[0]')"
  if [ "$major" -lt 20 ]; then
    echo "Node.js 20 or newer is needed (found $(node --version))." >&2
    exit 1
  fi
}

# The version pinned in package.json's packageManager field, e.g. 10.34.8.
pinned_pnpm_version() {
  node -p 'require("./package.json").packageManager.split("@")[1]'
}

ensure_pnpm() {
  local want have
  want="$(pinned_pnpm_version)"
  if command -v pnpm >/dev/null 2>&1; then
    have="$(pnpm --version 2>/dev/null || true)"
    if [ "$have" = "$want" ]; then
      return
    fi
  fi
  # A private copy under .tools keeps the user's global npm untouched.
  if [ ! -x ".tools/node_modules/.bin/pnpm" ] || [ "$(.tools/node_modules/.bin/pnpm --version)" != "$want" ]; then
    log "installing pnpm $want into .tools/"
    mkdir -p .tools
    npm install --prefix .tools --no-audit --no-fund --loglevel=error "pnpm@$want" >/dev/null
  fi
  export PATH="$repo_root/.tools/node_modules/.bin:$PATH"
}

install_dependencies() {
  log "installing dependencies"
  if [ "${CI:-}" = "true" ]; then
    pnpm install --frozen-lockfile --reporter=append-only
  else
    pnpm install --reporter=append-only
  fi
}

require_node
ensure_pnpm
install_dependencies
