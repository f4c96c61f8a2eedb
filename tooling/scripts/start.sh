#!/usr/bin/env bash
# Start the product on this machine: build what it serves, then run the server on localhost
# with the embedded database under ./data (kept across restarts). The sign-in codes it
# "sends" are written to its log. Set DIARY_* variables to change any of that (README).
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"

# The server and the web app it serves, and the packages they depend on (`...`), built first; not the mini program.
log "building the server and the web app"
pnpm turbo run build --filter=@diary/server... --filter=@diary/web...

export DIARY_DATA_DIR="${DIARY_DATA_DIR:-$repo_root/data}"
# The server serves the built web app from the same origin as its API.
export DIARY_WEB_DIR="${DIARY_WEB_DIR:-$repo_root/apps/web/dist}"
log "starting the server (data in $DIARY_DATA_DIR)"
exec pnpm --silent --filter @diary/server start
