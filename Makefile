# NavGraph: set-up, build, test and demo. GNU make.
#
#   make demo    install Graphviz if missing, build in release mode, check and render samples/shop.json
#   make test    install Graphviz if missing, run the whole test suite
#   make help    list every target

SWIFT ?= swift
SWIFT_FORMAT ?= swift-format
PREFIX ?= /usr/local
DESTDIR ?=
BIN := .build/release/navgraph
DEMO_INPUT := samples/shop.json
DEMO_SVG := docs/shop.svg
FORMAT_PATHS := Sources Tests Package.swift fuzz
# Golden files: every file in these directories is compared by a test or read by one as its input.
GOLDEN_DIRS := $(wildcard Tests/*/Golden)
# The golden files the tests used, written by the parallel run of `make test` (NAVGRAPH_GOLDEN_LOG).
GOLDEN_LOG := .build/golden-files-used.txt
UNAME_S := $(shell uname -s)

# `make install` on Linux builds its own copy of the binary (in INSTALL_SCRATCH, so the everyday
# release build is not rebuilt) whose only run path is $ORIGIN/../lib/navgraph, where the Swift
# runtime libraries it needs are installed beside it: neither SwiftPM's $ORIGIN nor the driver's
# path into the toolchain is kept. On macOS the Swift runtime is part of the system.
INSTALL_SCRATCH := .build/install
INSTALL_BIN := $(INSTALL_SCRATCH)/release/navgraph
INSTALL_BUILD_FLAGS := --scratch-path $(INSTALL_SCRATCH) --disable-local-rpath \
  -Xswiftc -no-toolchain-stdlib-rpath -Xlinker -rpath -Xlinker '$$ORIGIN/../lib/navgraph'
TEST_INSTALL_PREFIX ?= $(CURDIR)/.build/test-install

.DEFAULT_GOAL := help
.PHONY: help deps deps-browser build demo test check-goldens check-fuzz bench-smoke test-install test-asan bench fuzz fuzz-swiftui install uninstall format lint clean

help:
	@echo "NavGraph targets:"
	@echo "  demo          deps, release build, then 'navgraph check $(DEMO_INPUT)' and render it to $(DEMO_SVG)"
	@echo "  test          deps and lint, then the whole test suite (in parallel, then the serial tests alone; the viewer's"
	@echo "                tests in headless Chromium), the check that every golden file is used, then the benchmark smoke run"
	@echo "  check-goldens fail if a golden file was not used by the last 'make test' run"
	@echo "  check-fuzz    type-check the fuzz targets against the modules of the last 'swift build'"
	@echo "  deps          install Graphviz's and fontconfig's development packages if pkg-config cannot find them, then deps-browser"
	@echo "  deps-browser  install Chromium (for the viewer's browser tests) if missing"
	@echo "  build         release build of the navgraph binary ($(BIN))"
	@echo "  install       install navgraph to \$$(PREFIX)/bin, the Swift runtime it needs to \$$(PREFIX)/lib/navgraph"
	@echo "                (Linux) and the JSON Schema to \$$(PREFIX)/share/navgraph (PREFIX=$(PREFIX))"
	@echo "  uninstall     remove what install put under \$$(PREFIX)"
	@echo "  test-install  install to $(TEST_INSTALL_PREFIX), then run it with the toolchain's Swift libraries hidden"
	@echo "  test-asan     the whole test suite under AddressSanitizer"
	@echo "  fuzz          libFuzzer + AddressSanitizer over the loader, check, path and writers (FUZZ_SECONDS=$(FUZZ_SECONDS))"
	@echo "  fuzz-swiftui  the same over the SwiftUI reader: Swift code to the description, the model and check"
	@echo "  bench         run the benchmark in release mode (BENCH_ARGS=... passes options)"
	@echo "  bench-smoke   a small benchmark run (1k screens) so the benchmark cannot rot"
	@echo "  format        format the sources in place with swift-format"
	@echo "  lint          check the sources' formatting with swift-format (--strict: any finding fails)"
	@echo "  clean         remove the build directory"

# Installs libgraphviz-dev and libfontconfig-dev (and pkg-config if missing) with apt-get on Debian
# and Ubuntu when run as root, prints the exact command otherwise, and uses Homebrew on macOS.
deps:
	@if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libgvc && \
	  { [ "$$(uname -s)" = Darwin ] || pkg-config --exists fontconfig; }; then \
	  echo "deps: Graphviz $$(pkg-config --modversion libgvc) found (libgvc)"; \
	  exit 0; \
	fi; \
	packages="libgraphviz-dev libfontconfig-dev"; \
	command -v pkg-config >/dev/null 2>&1 || packages="pkg-config $$packages"; \
	case "$$(uname -s)" in \
	Darwin) \
	  formulae="graphviz"; \
	  command -v pkg-config >/dev/null 2>&1 || formulae="$$formulae pkg-config"; \
	  if ! command -v brew >/dev/null 2>&1; then \
	    echo "deps: Graphviz is missing; install Homebrew (https://brew.sh), then run: brew install $$formulae" >&2; \
	    exit 1; \
	  fi; \
	  echo "deps: brew install $$formulae"; \
	  brew install $$formulae || exit 1 ;; \
	Linux) \
	  if ! command -v apt-get >/dev/null 2>&1; then \
	    echo "deps: Graphviz's development files (libgvc) are missing; install your distribution's Graphviz development package (graphviz-devel, graphviz-dev) and pkg-config" >&2; \
	    exit 1; \
	  fi; \
	  if [ "$$(id -u)" -ne 0 ]; then \
	    echo "deps: Graphviz's development files (libgvc) are missing; run this, then make again:" >&2; \
	    echo "  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y $$packages" >&2; \
	    exit 1; \
	  fi; \
	  echo "deps: apt-get install -y $$packages"; \
	  DEBIAN_FRONTEND=noninteractive apt-get update && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y $$packages || exit 1 ;; \
	*) \
	  echo "deps: Graphviz's development files (libgvc) are missing; install Graphviz and pkg-config for $$(uname -s)" >&2; \
	  exit 1 ;; \
	esac; \
	if ! pkg-config --exists libgvc; then \
	  echo "deps: installed, but 'pkg-config --exists libgvc' still fails" >&2; \
	  exit 1; \
	fi; \
	if [ "$$(uname -s)" != Darwin ] && ! pkg-config --exists fontconfig; then \
	  echo "deps: installed, but 'pkg-config --exists fontconfig' still fails" >&2; \
	  exit 1; \
	fi; \
	echo "deps: Graphviz $$(pkg-config --modversion libgvc) installed (libgvc)"
	@$(MAKE) --no-print-directory deps-browser

# Headless Chromium for the HTML viewer's browser tests (Tests/NavGraphCLITests/ViewerBrowserTests).
# Installs the Debian package `chromium` with apt-get when run as root on Debian or Ubuntu. Anywhere
# else a missing browser is only reported: the browser tests then skip with the reason, except in CI
# (CI=true), where they fail. NAVGRAPH_CHROMIUM names a browser binary explicitly.
deps-browser:
	@for candidate in "$$NAVGRAPH_CHROMIUM" chromium chromium-browser google-chrome google-chrome-stable; do \
	  if [ -n "$$candidate" ] && command -v "$$candidate" >/dev/null 2>&1; then \
	    echo "deps: $$("$$candidate" --version 2>/dev/null | sed -n 1p) found ($$candidate)"; \
	    exit 0; \
	  fi; \
	done; \
	case "$$(uname -s)" in \
	Darwin) \
	  for app in "/Applications/Google Chrome.app" "/Applications/Chromium.app"; do \
	    if [ -d "$$app" ]; then echo "deps: $$app found"; exit 0; fi; \
	  done; \
	  echo "deps: no Chromium or Google Chrome; the browser tests will be skipped (brew install --cask chromium)" >&2 ;; \
	Linux) \
	  if command -v apt-get >/dev/null 2>&1 && [ "$$(id -u)" -eq 0 ]; then \
	    echo "deps: apt-get install -y chromium"; \
	    DEBIAN_FRONTEND=noninteractive apt-get update && \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y chromium || exit 1; \
	    echo "deps: $$(chromium --version 2>/dev/null | sed -n 1p) installed (chromium)"; \
	  elif command -v apt-get >/dev/null 2>&1; then \
	    echo "deps: no Chromium; the browser tests will be skipped; to run them:" >&2; \
	    echo "  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y chromium" >&2; \
	  else \
	    echo "deps: no Chromium; the browser tests will be skipped (install your distribution's chromium)" >&2; \
	  fi ;; \
	*) \
	  echo "deps: no Chromium; the browser tests will be skipped" >&2 ;; \
	esac

build: deps
	$(SWIFT) build -c release --product navgraph

# `check` exits 1 when it finds problems, and shop.json has deliberate ones: 1 is the expected
# answer here; 2 (could not run) or anything else fails the demo.
demo: build
	@echo "\$$ navgraph check $(DEMO_INPUT)"
	@$(BIN) check $(DEMO_INPUT); status=$$?; \
	if [ $$status -eq 1 ]; then \
	  echo "(exit status 1: the problems shop.json has on purpose, see samples/README.md)"; \
	elif [ $$status -ne 0 ]; then \
	  echo "demo: 'navgraph check' failed with exit status $$status" >&2; \
	  exit $$status; \
	fi
	@mkdir -p $(dir $(DEMO_SVG))
	$(BIN) render $(DEMO_INPUT) -o $(DEMO_SVG)
	@echo "wrote $(DEMO_SVG)"

# The formatting first; then every test but NavGraphSerialTests in parallel, recording the golden
# files used; the check that none is unused; then NavGraphSerialTests alone, one test at a time
# (they measure or change the whole process: its memory, descriptor 0, signals to the binary).
# With CI=true golden files are compared only, never rewritten (NAVGRAPH_UPDATE_GOLDENS is ignored).
test: deps lint
	$(SWIFT) build --build-tests
	@$(MAKE) --no-print-directory check-fuzz
	@mkdir -p $(dir $(GOLDEN_LOG)) && rm -f $(GOLDEN_LOG)
	NAVGRAPH_GOLDEN_LOG=$(CURDIR)/$(GOLDEN_LOG) $(SWIFT) test --skip-build --parallel --skip NavGraphSerialTests
	@$(MAKE) --no-print-directory check-goldens
	NAVGRAPH_SERIAL_TESTS=1 $(SWIFT) test --skip-build --no-parallel --filter NavGraphSerialTests
	$(MAKE) --no-print-directory bench-smoke

# The fuzz targets are built only by `make fuzz` and `make fuzz-swiftui` (sanitizers, minutes):
# type-check them here against the modules `swift build` just made, so an API change that breaks them
# fails the test run. SwiftPM names the package after its directory: the name is read from its build
# plan. The SwiftUI target is checked where the toolchain has swift-syntax, as Package.swift builds it.
check-fuzz:
	@package=$$(grep -o '"-package-name","[^"]*"' .build/debug.yaml 2>/dev/null | sed -n '1s/.*,"\(.*\)"/\1/p'); \
	if [ -z "$$package" ]; then echo "check-fuzz: no package name in .build/debug.yaml; run 'swift build' first" >&2; exit 1; fi; \
	flags="-typecheck -parse-as-library -package-name $$package -I .build/debug/Modules -I Sources/CGraphviz -I Sources/CFontconfig $$(pkg-config --cflags-only-I libgvc 2>/dev/null | sed 's/-I/-Xcc -I/g') $$(pkg-config --cflags-only-I fontconfig 2>/dev/null | sed 's/-I/-Xcc -I/g')"; \
	swiftc $$flags fuzz/FuzzTarget.swift || exit 1; \
	if [ -f "$(SWIFT_HOST)/libSwiftParser.so" ] || [ -f "$(SWIFT_HOST)/libSwiftParser.dylib" ]; then \
	  swiftc $$flags -I "$(SWIFT_HOST)" fuzz/SwiftUIFuzzTarget.swift || exit 1; \
	  echo "check-fuzz: fuzz/FuzzTarget.swift and fuzz/SwiftUIFuzzTarget.swift type-check"; \
	else \
	  echo "check-fuzz: fuzz/FuzzTarget.swift type-checks; the SwiftUI target is skipped (no swift-syntax in '$(SWIFT_HOST)')"; \
	fi

# Its files go under .build, not the shared /tmp/navgraph-bench: two checkouts testing at once
# would delete each other's files.
bench-smoke: deps
	$(SWIFT) build -c release --product navgraph
	$(SWIFT) run -c release navgraph-bench --smoke --out .build/bench-smoke

# Not part of `make test`: it is a second full release build (INSTALL_SCRATCH). The hidden-toolchain
# run needs a private mount namespace (root, or unprivileged user namespaces); without one the script
# says so and skips that run.
test-install:
	rm -rf "$(TEST_INSTALL_PREFIX)"
	$(MAKE) --no-print-directory install PREFIX="$(TEST_INSTALL_PREFIX)" DESTDIR=
	SWIFT="$(SWIFT)" scripts/test-install.sh "$(TEST_INSTALL_PREFIX)" $(DEMO_INPUT)

# Every golden file is used: the list the tests wrote ($(GOLDEN_LOG)) against the files in each
# golden directory (Tests/*/Golden). A file no test compares is stale: delete it or compare it. A
# directory none of whose files was used belongs to a test target that was not built here (the
# SwiftUI reader's, on a toolchain without swift-syntax): it is named and skipped.
check-goldens:
	@if [ ! -s $(GOLDEN_LOG) ]; then \
	  echo "check-goldens: no list of golden files used ($(GOLDEN_LOG)); run 'make test' first" >&2; \
	  exit 1; \
	fi; \
	LC_ALL=C sort -u $(GOLDEN_LOG) > $(GOLDEN_LOG).sorted; \
	checked=0; \
	for dir in $(GOLDEN_DIRS); do \
	  if ! grep -q "^$$dir/" $(GOLDEN_LOG).sorted; then \
	    echo "check-goldens: skipped $$dir: no test used it (its target was not built)"; \
	    continue; \
	  fi; \
	  unused=$$(find $$dir -type f | LC_ALL=C sort | LC_ALL=C comm -23 - $(GOLDEN_LOG).sorted); \
	  if [ -n "$$unused" ]; then \
	    echo "check-goldens: golden files that no test uses (delete them, or compare them in a test):" >&2; \
	    echo "$$unused" | sed 's/^/  /' >&2; \
	    exit 1; \
	  fi; \
	  checked=$$((checked + $$(find $$dir -type f | wc -l))); \
	done; \
	echo "check-goldens: all $$checked golden files are used"

# LeakSanitizer runs too; sanitizers/lsan.supp names the leaks that are Graphviz's, fontconfig's,
# XCTest's and Foundation's, not NavGraph's (docs/HARDENING.md).
test-asan: deps
	NAVGRAPH_SERIAL_TESTS=1 LSAN_OPTIONS=suppressions=$(CURDIR)/sanitizers/lsan.supp:print_suppressions=0 $(SWIFT) test --sanitize=address --no-parallel

bench: deps
	$(SWIFT) build -c release --product navgraph
	$(SWIFT) run -c release navgraph-bench $(BENCH_ARGS)

# The fuzz target: the library compiled as one module with libFuzzer's coverage and AddressSanitizer,
# linked with fuzz/FuzzTarget.swift. The corpus starts from the samples and fuzz/seeds/.
FUZZ_SECONDS ?= 60
FUZZ_DIR := .build/fuzz
FUZZ_BIN := $(FUZZ_DIR)/navgraph-fuzz
FUZZ_FLAGS := -sanitize=fuzzer,address -parse-as-library -I Sources/CGraphviz $(shell pkg-config --cflags-only-I libgvc 2>/dev/null | sed 's/-I/-Xcc -I/g')
LIB_SOURCES := $(shell find Sources/NavGraph -name '*.swift' | sort)

$(FUZZ_DIR)/NavGraph.o: $(LIB_SOURCES)
	@mkdir -p $(FUZZ_DIR)
	swiftc $(FUZZ_FLAGS) -O -wmo -module-name NavGraph -package-name navgraph -emit-module \
	  -emit-module-path $(FUZZ_DIR)/NavGraph.swiftmodule -c $(LIB_SOURCES) -o $@

$(FUZZ_BIN): $(FUZZ_DIR)/NavGraph.o fuzz/FuzzTarget.swift
	swiftc $(FUZZ_FLAGS) -O -I $(FUZZ_DIR) fuzz/FuzzTarget.swift $(FUZZ_DIR)/NavGraph.o \
	  $(shell pkg-config --libs libgvc 2>/dev/null) -o $@

fuzz: deps $(FUZZ_BIN)
	@mkdir -p fuzz/corpus-work
	cp -n samples/*.json fuzz/seeds/* fuzz/corpus-work/ 2>/dev/null || true
	$(FUZZ_BIN) -max_total_time=$(FUZZ_SECONDS) -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
	  -dict=fuzz/navgraph.dict -artifact_prefix=fuzz/ fuzz/corpus-work

# The SwiftUI reader's fuzz target: the reader's sources as one module on top of the fuzzing
# NavGraph module, linked with the toolchain's swift-syntax (found as Package.swift finds it: the
# swiftc on PATH, its symbolic links resolved). The corpus starts from fuzz/seeds-swiftui/.
SWIFT_HOST := $(shell d=$$(dirname "$$(readlink -f "$$(command -v swiftc)")")/../lib/swift/host; cd "$$d" 2>/dev/null && pwd)
READER_SOURCES := $(shell find Sources/NavGraphSwiftUI -name '*.swift' | sort)
FUZZ_SWIFTUI_BIN := $(FUZZ_DIR)/navgraph-fuzz-swiftui

$(FUZZ_SWIFTUI_BIN): $(FUZZ_DIR)/NavGraph.o $(READER_SOURCES) fuzz/SwiftUIFuzzTarget.swift
	@test -f "$(SWIFT_HOST)/libSwiftParser.so" -o -f "$(SWIFT_HOST)/libSwiftParser.dylib" || \
	  { echo "fuzz-swiftui: the Swift toolchain has no swift-syntax libraries in '$(SWIFT_HOST)'" >&2; exit 1; }
	swiftc $(FUZZ_FLAGS) -O -wmo -module-name NavGraphSwiftUI -package-name navgraph -I $(FUZZ_DIR) \
	  -I $(SWIFT_HOST) -emit-module -emit-module-path $(FUZZ_DIR)/NavGraphSwiftUI.swiftmodule \
	  -c $(READER_SOURCES) -o $(FUZZ_DIR)/NavGraphSwiftUI.o
	swiftc $(FUZZ_FLAGS) -O -package-name navgraph -I $(FUZZ_DIR) -I $(SWIFT_HOST) fuzz/SwiftUIFuzzTarget.swift \
	  $(FUZZ_DIR)/NavGraph.o $(FUZZ_DIR)/NavGraphSwiftUI.o -L $(SWIFT_HOST) -lSwiftParser -lSwiftSyntax \
	  -Xlinker -rpath -Xlinker $(SWIFT_HOST) $(shell pkg-config --libs libgvc 2>/dev/null) -o $@

fuzz-swiftui: deps $(FUZZ_SWIFTUI_BIN)
	@mkdir -p fuzz/corpus-swiftui-work
	cp -n fuzz/seeds-swiftui/* fuzz/corpus-swiftui-work/ 2>/dev/null || true
	$(FUZZ_SWIFTUI_BIN) -max_total_time=$(FUZZ_SECONDS) -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
	  -artifact_prefix=fuzz/ fuzz/corpus-swiftui-work

install: deps
	@test -n "$(PREFIX)" || { echo "install: PREFIX is empty" >&2; exit 1; }
ifeq ($(UNAME_S),Darwin)
	$(SWIFT) build -c release --product navgraph
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 $(BIN) "$(DESTDIR)$(PREFIX)/bin/navgraph"
else
	NAVGRAPH_INSTALL_BUILD=1 $(SWIFT) build -c release --product navgraph $(INSTALL_BUILD_FLAGS)
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 $(INSTALL_BIN) "$(DESTDIR)$(PREFIX)/bin/navgraph"
	SWIFT="$(SWIFT)" scripts/install-swift-runtime.sh $(INSTALL_BIN) "$(DESTDIR)$(PREFIX)/lib/navgraph"
endif
	install -d "$(DESTDIR)$(PREFIX)/share/navgraph"
	install -m 0644 schema/navgraph.schema.json "$(DESTDIR)$(PREFIX)/share/navgraph/navgraph.schema.json"

uninstall:
	@test -n "$(PREFIX)" || { echo "uninstall: PREFIX is empty" >&2; exit 1; }
	rm -f "$(DESTDIR)$(PREFIX)/bin/navgraph"
	rm -rf "$(DESTDIR)$(PREFIX)/lib/navgraph" "$(DESTDIR)$(PREFIX)/share/navgraph"

format:
	$(SWIFT_FORMAT) format -i -r $(FORMAT_PATHS)

lint:
	$(SWIFT_FORMAT) lint --strict -r $(FORMAT_PATHS)

clean:
	rm -rf .build
