#!/bin/sh
# Usage: install-swift-runtime.sh BINARY LIBDIR
#
# Installs into LIBDIR (emptied first) exactly the Swift runtime libraries BINARY loads: every library
# the dynamic loader resolves, directly or through another library, inside the toolchain's runtime
# library directories (`swift -print-target-info`, "runtimeLibraryPaths") and their sibling `host`
# directories (swift-syntax, for the SwiftUI reader), under the name BINARY's
# loader asks for. The binary must find them through its own run path ($ORIGIN/../lib/navgraph);
# each of these libraries finds the others through its own run path, $ORIGIN. System libraries
# (libc, libstdc++, Graphviz's) are not copied. SWIFT names the swift driver (default: swift).
set -eu

if [ $# -ne 2 ]; then
  echo "usage: $0 BINARY LIBDIR" >&2
  exit 2
fi
binary=$1
libdir=$2
case $libdir in
*/navgraph) ;;
*)
  echo "install-swift-runtime: '$libdir' is not a navgraph library directory" >&2
  exit 2
  ;;
esac

# The runtime library directories, one per line, from the driver's target info (JSON).
runtime_dirs=$("${SWIFT:-swift}" -print-target-info |
  sed -n '/"runtimeLibraryPaths"/,/\]/s/^[[:space:]]*"\([^"]*\)",\{0,1\}[[:space:]]*$/\1/p')
if [ -z "$runtime_dirs" ]; then
  echo "install-swift-runtime: '${SWIFT:-swift} -print-target-info' names no runtime library directory" >&2
  exit 1
fi
# Beside each, the toolchain's swift-syntax libraries (`../host`), which the SwiftUI reader links.
host_dirs=$(printf '%s\n' "$runtime_dirs" | while IFS= read -r dir; do
  host=$(dirname "$dir")/host
  if [ -d "$host" ]; then printf '%s\n' "$host"; fi
done)
search_path=$(printf '%s\n' "$runtime_dirs" $host_dirs | paste -s -d : -)

listing=$(LD_LIBRARY_PATH=$search_path ldd "$binary")
if printf '%s\n' "$listing" | grep -q 'not found'; then
  echo "install-swift-runtime: some libraries of '$binary' cannot be found:" >&2
  printf '%s\n' "$listing" | grep 'not found' >&2
  exit 1
fi

# "name => path (address)" lines whose path lies in a runtime directory, as "name<TAB>path".
entries=$(printf '%s\n' "$listing" | awk -v dirs="$search_path" '
  BEGIN { n = split(dirs, dir, ":") }
  $2 == "=>" { for (i = 1; i <= n; i++) if (index($3, dir[i] "/") == 1) { print $1 "\t" $3; break } }')
if [ -z "$entries" ]; then
  echo "install-swift-runtime: '$binary' loads nothing from $search_path" >&2
  exit 1
fi

rm -rf "$libdir"
install -d "$libdir"
printf '%s\n' "$entries" | while IFS='	' read -r name path; do
  install -m 0644 "$path" "$libdir/$name"
done
echo "install-swift-runtime: $(printf '%s\n' "$entries" | wc -l) Swift runtime libraries in $libdir"
