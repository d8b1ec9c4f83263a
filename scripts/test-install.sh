#!/bin/sh
# Usage: test-install.sh PREFIX INPUT
#
# Checks what `make install PREFIX=PREFIX` installed: the binary, the JSON Schema, and on Linux the
# Swift runtime in PREFIX/lib/navgraph and the binary's only run path, $ORIGIN/../lib/navgraph.
# Then it runs `navgraph check INPUT` as installed, and again with the toolchain's Swift library
# directories hidden under an empty tmpfs in a private mount namespace (`unshare -m`, or `unshare
# -r -m` when not root), where both runs must exit 1 (INPUT has findings) with the same output.
# When no mount namespace can be made (a container without CAP_SYS_ADMIN, user namespaces disabled)
# that second run is skipped with the reason, not failed. SWIFT names the swift driver.
set -eu

if [ $# -ne 2 ]; then
  echo "usage: $0 PREFIX INPUT" >&2
  exit 2
fi
prefix=$1
input=$2
bin=$prefix/bin/navgraph
libdir=$prefix/lib/navgraph
fail() {
  echo "test-install: $*" >&2
  exit 1
}

[ -x "$bin" ] || fail "no executable '$bin'"
[ -f "$prefix/share/navgraph/navgraph.schema.json" ] || fail "no '$prefix/share/navgraph/navgraph.schema.json'"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Runs navgraph check INPUT (through COMMAND...), output to FILE; fails unless the exit status is 1.
check_run() {
  what=$1
  out=$2
  shift 2
  status=0
  "$@" check "$input" >"$out" 2>&1 || status=$?
  if [ "$status" -ne 1 ]; then
    cat "$out" >&2
    fail "$what: 'navgraph check $input' exited with status $status, expected 1 (findings)"
  fi
}

check_run "as installed" "$scratch/installed.txt" "$bin"

if [ "$(uname -s)" != Linux ]; then
  echo "test-install: ok: $bin runs (the Swift runtime is the system's on $(uname -s))"
  exit 0
fi

[ -f "$libdir/libswiftCore.so" ] || fail "no Swift runtime in '$libdir'"
if command -v readelf >/dev/null 2>&1; then
  runpath=$(readelf -d "$bin" | sed -n 's/.*(RUNPATH).*\[\(.*\)\]$/\1/p')
  rpath=$(readelf -d "$bin" | sed -n 's/.*(RPATH).*\[\(.*\)\]$/\1/p')
  # shellcheck disable=SC2016
  [ "$runpath" = '$ORIGIN/../lib/navgraph' ] && [ -z "$rpath" ] ||
    fail "the run path of '$bin' is '$runpath$rpath', expected only '\$ORIGIN/../lib/navgraph'"
else
  echo "test-install: readelf not found: the run path is not inspected"
fi

# The parents of the toolchain's runtime library directories (<toolchain>/usr/lib/swift).
hidden=$("${SWIFT:-swift}" -print-target-info |
  sed -n '/"runtimeLibraryPaths"/,/\]/s/^[[:space:]]*"\([^"]*\)",\{0,1\}[[:space:]]*$/\1/p' |
  while IFS= read -r dir; do dirname "$dir"; done | sort -u)
[ -n "$hidden" ] || fail "'${SWIFT:-swift} -print-target-info' names no runtime library directory"

if ! command -v unshare >/dev/null 2>&1; then
  echo "test-install: skipped the run with the toolchain hidden: 'unshare' (util-linux) is not installed"
  exit 0
fi
if unshare -m true 2>/dev/null; then
  namespace="unshare -m"
elif unshare -r -m true 2>/dev/null; then
  namespace="unshare -r -m"
else
  reason=$(unshare -m true 2>&1 || true)
  echo "test-install: skipped the run with the toolchain hidden: no private mount namespace here ($reason)"
  exit 0
fi

# In the namespace: an empty tmpfs over each directory (status 77 when mounting is refused), then
# every library in LIBDIR must be the one the loader picks, and navgraph check must run.
status=0
$namespace sh -c '
  hidden=$1 libdir=$2 bin=$3
  shift 3
  for dir in $hidden; do
    mount -t tmpfs none "$dir" 2>/dev/null || exit 77
    [ -z "$(ls -A "$dir")" ] || { echo "$dir is still visible" >&2; exit 78; }
  done
  listing=$(ldd "$bin")
  for lib in "$libdir"/*; do
    name=${lib##*/}
    loaded=$(printf "%s\n" "$listing" | awk -v name="$name" '"'"'$1 == name && $2 == "=>" { print $3 }'"'"')
    [ -n "$loaded" ] && [ "$(readlink -f "$loaded")" = "$(readlink -f "$lib")" ] || {
      echo "$name is not loaded from $libdir:" >&2
      printf "%s\n" "$listing" >&2
      exit 78
    }
  done
  if printf "%s\n" "$listing" | grep "not found" >&2; then exit 78; fi
  exec "$bin" "$@"
' sh "$hidden" "$libdir" "$bin" check "$input" >"$scratch/hidden.txt" 2>&1 || status=$?
case $status in
77)
  echo "test-install: skipped the run with the toolchain hidden: mounting a tmpfs is not permitted here"
  exit 0
  ;;
1) ;;
*)
  cat "$scratch/hidden.txt" >&2
  fail "with $(echo "$hidden" | tr '\n' ' ')hidden: exit status $status, expected 1 (findings)"
  ;;
esac
cmp -s "$scratch/installed.txt" "$scratch/hidden.txt" || {
  diff "$scratch/installed.txt" "$scratch/hidden.txt" >&2 || true
  fail "the output with the toolchain hidden differs from the output as installed"
}
echo "test-install: ok: $bin checks $input with $(echo "$hidden" | tr '\n' ' ')hidden ($namespace)"
