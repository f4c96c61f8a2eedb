#!/usr/bin/env bash
# Start the product on this machine. Until the server exists this builds every
# package and says so; once it does, it builds and starts it on localhost.
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"

log "building every package"
pnpm turbo run build

if [ -d apps/server ]; then
  log "starting the server"
  exec pnpm --filter @diary/server start
fi

log "built: packages/core (the domain rules, i18n resources and API client)."
log "There is no server yet, so there is nothing to start; the next step adds apps/server."
