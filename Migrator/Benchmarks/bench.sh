#!/usr/bin/env bash
# Benchmarks `cellbridge scan` and `lint` against `swift format lint -r --parallel` on a generated app.
#
# 1. builds cellbridge in release mode,
# 2. generates a realistic 1,300-file Swift app with 180 XIBs in a temporary folder (never in the repo),
# 3. times `cellbridge scan --no-cache --format json` (every file read and parsed) and `swift format lint -r --parallel` on it,
# 4. times `cellbridge lint` cold (an empty analysis cache, which the run fills) and warm (the cache of
#    an unchanged tree), wall-clock and CPU time, checks that cold, warm and --no-cache print the same findings,
# 5. generates a 10x tree and times the scan again,
# 6. prints the figures and checks the quality bars: scan < 0.25 x swift-format, warm lint <= 0.05 x
#    cold lint, 10x tree <= 12 x time.
#
# Each timing is the best of RUNS runs (default 3) so another build on the machine does not decide the
# result. Usage: Migrator/Benchmarks/bench.sh   (from anywhere; needs python3 and the Swift toolchain)
set -euo pipefail

RUNS="${RUNS:-3}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package="$(cd "$here/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/cellbridge-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT

echo "building cellbridge (release)..."
swift build -c release --package-path "$package" >/dev/null
bin="$(swift build -c release --package-path "$package" --show-bin-path)/cellbridge"

python3 "$here/generate_app.py" "$work/app1" 1
python3 "$here/generate_app.py" "$work/app10" 10

# best_of COMMAND...: prints the fastest wall-clock time in seconds over $RUNS runs.
best_of() {
    local best=""
    for _ in $(seq "$RUNS"); do
        local start end elapsed
        start=$(date +%s%N)
        "$@" >/dev/null 2>&1 || true
        end=$(date +%s%N)
        elapsed=$(( (end - start) / 1000000 ))
        if [[ -z "$best" || "$elapsed" -lt "$best" ]]; then best="$elapsed"; fi
    done
    awk -v ms="$best" 'BEGIN { printf "%.3f", ms / 1000 }'
}

# best_cpu_of COMMAND...: prints the least CPU time (user + system, seconds) over $RUNS runs, which
# other work on the machine disturbs less than wall-clock time.
best_cpu_of() {
    local best=""
    for _ in $(seq "$RUNS"); do
        local used
        used=$(python3 -c '
import resource, subprocess, sys
def used():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime
before = used()
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print(int((used() - before) * 1000))' "$@")
        if [[ -z "$best" || "$used" -lt "$best" ]]; then best="$used"; fi
    done
    awk -v ms="$best" 'BEGIN { printf "%.3f", ms / 1000 }'
}

# A timing means nothing if the scan failed or found nothing: check both trees once first.
for tree in app1 app10; do
    cells=$("$bin" scan --no-cache --format json "$work/$tree" 2>/dev/null |
        python3 -c 'import json, sys; print(json.load(sys.stdin)["summary"]["cells"])') || {
        echo "FAIL: cellbridge scan failed on the $tree tree"
        exit 1
    }
    if [[ "$cells" -le 0 ]]; then echo "FAIL: cellbridge scan found no cells in the $tree tree"; exit 1; fi
    echo "$tree: the scan finds $cells cells"
done

# The analysis cache lives in the benchmark's own folder, never the user's or the tree's.
cache="$work/cache"
lint_cold() { rm -rf "$cache"; CELLBRIDGE_CACHE_DIR="$cache" "$bin" lint "$work/app1"; }
lint_warm() { CELLBRIDGE_CACHE_DIR="$cache" "$bin" lint "$work/app1"; }
export -f lint_cold
export cache bin work
lint_cold >"$work/cold.txt" 2>&1 || true
lint_warm >"$work/warm.txt" 2>&1 || true
"$bin" lint --no-cache "$work/app1" >"$work/uncached.txt" 2>&1 || true
if ! cmp -s "$work/cold.txt" "$work/warm.txt" || ! cmp -s "$work/cold.txt" "$work/uncached.txt"; then
    echo "FAIL: cold, warm and --no-cache lint print different output"
    diff "$work/cold.txt" "$work/warm.txt" | head -5
    exit 1
fi
echo "app1: cold, warm and --no-cache lint print the same $(tail -n 1 "$work/cold.txt")"

scan1=$(best_of "$bin" scan --no-cache --format json "$work/app1")
format1=$(best_of swift format lint -r --parallel "$work/app1")
cold1=$(best_of lint_cold)
lint_warm >/dev/null 2>&1 || true
warm1=$(best_of lint_warm)
cold_cpu=$(best_cpu_of bash -c lint_cold)
lint_warm >/dev/null 2>&1 || true
warm_cpu=$(best_cpu_of env CELLBRIDGE_CACHE_DIR="$cache" "$bin" lint "$work/app1")
start_cpu=$(best_cpu_of "$bin" --version)
scan10=$(best_of "$bin" scan --no-cache --format json "$work/app10")

ratio=$(awk -v a="$scan1" -v b="$format1" 'BEGIN { printf "%.3f", a / b }')
warmth=$(awk -v a="$warm1" -v b="$cold1" 'BEGIN { printf "%.3f", a / b }')
cpu_warmth=$(awk -v a="$warm_cpu" -v b="$cold_cpu" 'BEGIN { printf "%.3f", a / b }')
growth=$(awk -v a="$scan10" -v b="$scan1" 'BEGIN { printf "%.2f", a / b }')

echo
echo "machine: $(nproc) cores; best of $RUNS runs"
echo "1x tree  (1,301 Swift files, 180 XIBs):   cellbridge scan ${scan1}s   swift format lint --parallel ${format1}s   ratio ${ratio} (bar: < 0.25)"
echo "1x tree lint: cold ${cold1}s   warm ${warm1}s   warm/cold ${warmth} (bar: <= 0.05)   swift format lint --parallel ${format1}s"
echo "1x tree lint, CPU time: cold ${cold_cpu}s   warm ${warm_cpu}s   warm/cold ${cpu_warmth}   (cellbridge --version alone: ${start_cpu}s)"
echo "10x tree (13,001 Swift files, 1,800 XIBs): cellbridge scan ${scan10}s   growth ${growth}x (bar: <= 12x)"

status=0
awk -v r="$ratio" 'BEGIN { exit !(r < 0.25) }' || { echo "FAIL: scan is not under a quarter of swift-format's time"; status=1; }
awk -v w="$warmth" 'BEGIN { exit !(w <= 0.05) }' || { echo "FAIL: a warm lint took more than 5% of a cold one"; status=1; }
awk -v g="$growth" 'BEGIN { exit !(g <= 12) }' || { echo "FAIL: the 10x tree took more than 12x the time"; status=1; }
[[ $status -eq 0 ]] && echo "PASS"
exit $status
