#!/usr/bin/env bash
# The README's front door, exactly: a fresh clone of a commit, `npm ci`, then with no environment but
# PORT: `npm start` and `npm run dev` must each serve /api/health, the home page and a product page,
# and stop cleanly on SIGTERM; then once more with a .env copied from .env.example.
#
#   bash scripts/smoke-fresh-clone.sh            # the committed HEAD (uncommitted changes are not in it)
#   bash scripts/smoke-fresh-clone.sh <commit>   # any commit, e.g. to show an old one failing
#
# Fails loudly, with the server's log, when a step breaks. Reuses the npm cache (~/.npm).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
commit="$(git -C "$root" rev-parse "${1:-HEAD}")"
work="$(mktemp -d "${TMPDIR:-/tmp}/shop-smoke-XXXXXX")"
dir="$work/shop"
server_pid=""
t0=$(date +%s)

cleanup() {
  if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then kill -KILL -- "-$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

step() { echo "smoke: $*"; }
fail() {
  echo "smoke: FAILED: $1" >&2
  if [[ -n "${2:-}" && -f "$2" ]]; then
    echo "----- server log ($2) -----" >&2
    tail -n 80 "$2" >&2
    echo "----- end of server log -----" >&2
  fi
  exit 1
}
free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
elapsed() { echo "$(( $(date +%s) - $1 )) s"; }

step "cloning ${commit:0:12} into $dir"
git clone --quiet --shared --no-checkout "$root" "$dir"
git -C "$dir" checkout --quiet --detach "$commit"

step "npm ci"
t=$(date +%s)
(cd "$dir" && npm ci --no-audit --no-fund --prefer-offline --loglevel=error >"$work/npm-ci.log" 2>&1) || fail "npm ci" "$work/npm-ci.log"
step "npm ci done in $(elapsed "$t")"

# Starts `npm <args>` with nothing in the environment but PATH, HOME and PORT (as a new user would),
# in its own process group; checks health, the home page and a product page; stops it with SIGTERM.
run_shop() {
  local name="$1"; shift
  local port log t url
  port="$(free_port)"
  log="$work/$name.log"
  url="http://127.0.0.1:$port"
  t=$(date +%s)
  step "$name: env -i PATH HOME PORT=$port npm $*"
  (cd "$dir" && exec setsid env -i PATH="$PATH" HOME="$HOME" PORT="$port" npm "$@" >"$log" 2>&1) &
  server_pid=$!

  local up=""
  for _ in $(seq 1 600); do
    if ! kill -0 "$server_pid" 2>/dev/null; then fail "$name: the server exited before it answered" "$log"; fi
    if curl -fsS -o /dev/null --max-time 5 "$url/api/health"; then up=1; break; fi
    sleep 1
  done
  [[ -n "$up" ]] || fail "$name: /api/health did not answer within 10 minutes" "$log"
  step "$name: /api/health answered after $(elapsed "$t")"

  local home id product
  home="$(curl -fsS --max-time 60 "$url/")" || fail "$name: GET / failed" "$log"
  grep -q '<html' <<<"$home" || fail "$name: GET / is not an HTML page" "$log"
  id="$(curl -fsS --max-time 30 "$url/api/products" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const j=JSON.parse(s);const p=(j.products||j)[0];if(!p)process.exit(1);console.log(p.id??p._id)})')" \
    || fail "$name: GET /api/products gave no product" "$log"
  product="$(curl -fsS --max-time 60 "$url/product/$id")" || fail "$name: GET /product/$id failed" "$log"
  grep -q 'og:title' <<<"$product" || fail "$name: /product/$id has no product (no og:title)" "$log"
  step "$name: / and /product/$id rendered"

  kill -TERM -- "-$server_pid" 2>/dev/null || true
  for _ in $(seq 1 30); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.5; done
  if kill -0 "$server_pid" 2>/dev/null; then fail "$name: still running 15 s after SIGTERM" "$log"; fi
  local code=0
  wait "$server_pid" || code=$?
  server_pid=""
  # npm reports a child stopped by SIGTERM as 143; anything else is a crash on the way out.
  [[ "$code" == 0 || "$code" == 143 ]] || fail "$name: exited with code $code after SIGTERM" "$log"
  step "$name: stopped cleanly; whole step $(elapsed "$t")"
}

run_shop start start
run_shop dev run dev
cp "$dir/.env.example" "$dir/.env"
run_shop start-with-env start

step "all good in $(elapsed "$t0")"
