#!/usr/bin/env bash
# Run every check of the workspace: build, typecheck, lint and all test suites.
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
source "$(dirname "${BASH_SOURCE[0]}")/system-packages.sh"

ensure_test_system_packages

rm -rf packages/*/reports apps/*/reports
log "building, type-checking, linting and testing every package"
status=0
pnpm turbo run build typecheck lint test --continue || status=$?
node tooling/scripts/summarize-tests.mjs || status=1
exit "$status"
