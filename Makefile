# netinv build entry points. Everything the project needs is installed by these files:
# on a machine whose Node.js is older than 22, Node 24 (and npm) are fetched from the npm
# registry into .tools/ and put first on PATH for every recipe.
#
#   make install          Node 24 if needed, then npm ci (skipped when node_modules is current)
#   make generate         regenerate contracts, tables and SQL snapshots from codegen/catalogue
#   make check-generated  fail when generated files are stale
#   make run              install, generate, build the web UI and the service, start it (migrations run at start)
#   make ui               build the web UI (src/ui -> dist/ui) when its sources changed
#   make server           bundle the service's processes (src -> dist/server) when a source changed
#   make test             install, then check-generated, deps and the mocha suite (TEST_JOBS workers) on its own embedded PostgreSQL, side by side
#   make test-pg15        the same suite with its PostgreSQL on Debian's PostgreSQL 15 binaries (PG15_BIN; apt-get install postgresql-15)
#   make test-times       the suite, then each file's wall and CPU time, the longest first
#   make test-fast        the tests that need no database (test/**/*.unit.test.ts), without starting PostgreSQL
#   make typecheck        tsc --noEmit
#   make deps             fail when an import breaks a rule of .dependency-cruiser.cjs (cycles, layers)
#   make deps-report      the import graph: modules, imports, which area imports which, every cycle and violation
#   make bench            datasets S and M, every workload beside its SQL limit (bench/REPORT.md)
#   make bench-quick      a smoke run of the same on dataset S, under 2 minutes (bench/REPORT-quick.md)
#   make bench-allocation the IPAM allocation benchmark (writes bench/ipam-allocation.md)
#   make bench-devlib     devlib getter parse times and get_facts end to end (writes bench/devlib.md)
#   make workers          webhook workers on their own, against DATABASE_URL
#   make cluster          etcd, Patroni-managed PostgreSQL 15 nodes, HAProxy, two API processes and two workers on
#                         loopback ports from CLUSTER_BASE_PORT, data in CLUSTER_DIR; prints one JSON line (scripts/cluster.ts)
#   make cluster-stop     ends the cluster of CLUSTER_DIR and removes its data (its logs stay)
#   make test-cluster     failover under load on such a cluster (test/cluster/); .ci/run runs it after test-pg15
#   make bench-cluster    read, write, failover and webhook figures on such a cluster (writes bench/cluster.md)
#   make webhook_receiver print each webhook request received on port 9000 (ARGS=--port=N)
#   make bench-webhooks   webhook and change log benchmark (writes bench/webhooks.md)
#   make bench-ingest     100,000 interfaces and addresses by bulk POST and streamed import (writes bench/ingest.md)
#   make bench-graphql    GraphQL W10a/W10b on dataset M beside their SQL limit and REST (writes bench/graphql.md)
#   make bench-compression what brotli and gzip cost and save on the API's answers (writes bench/compression.md)
#   make bench-ui         the web UI's first-load bytes and a 1,000-device list in Chromium (writes bench/ui.md)
#   make bench-netbox     NetBox's harness (NETBOX_BENCH_DIR): M through the REST API into `make run`, measure.py,
#                         beside NetBox 3.6.9 (writes a section of bench/REPORT.md and bench/netbox-results.json;
#                         ARGS='--only W1,W4 --data-dir DIR --skip-load --dataset DIR' for quicker runs)
#   make bench-growth     W1, W3, W5, W6 on the project's datasets M and L, durable and sized: L / M (a section of bench/REPORT.md)

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := test

MIN_NODE_MAJOR := 22
NODE_VERSION := 24.21.0
NPM_VERSION := 11.19.1
TOOLS_NODE := $(CURDIR)/.tools/node
BIN := $(CURDIR)/node_modules/.bin

# Major version of the machine's own node (0 when there is none). Evaluated once, with the
# machine's PATH, before the PATH below is exported.
SYSTEM_NODE_MAJOR := $(shell node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)

ifeq ($(shell [ "$(SYSTEM_NODE_MAJOR)" -ge $(MIN_NODE_MAJOR) ] 2>/dev/null && echo ok),ok)
NODE_STAMP :=
else
NODE_STAMP := $(TOOLS_NODE)/.stamp-node-$(NODE_VERSION)-npm-$(NPM_VERSION)
export PATH := $(TOOLS_NODE)/node_modules/.bin:$(PATH)
endif

export NODE_VERSION NPM_VERSION
# Node keeps the compiled code of the modules it loads here and reuses it at the next start of
# any process of the project (the service, its workers, the test workers and the services they
# start, codegen), instead of compiling the same sources again each time.
export NODE_COMPILE_CACHE ?= $(CURDIR)/node_modules/.cache/node-compile-cache
# Never ask questions, never phone home.
export npm_config_audit := false
export npm_config_fund := false
export npm_config_update_notifier := false

.PHONY: install generate check-generated run ui server test suite test-pg15 test-fast test-times typecheck deps deps-report node-info bench bench-quick bench-allocation bench-devlib workers cluster cluster-stop test-cluster bench-cluster webhook_receiver bench-webhooks bench-ingest bench-graphql bench-ui bench-compression bench-netbox bench-growth

install: node_modules/.package-lock.json

$(TOOLS_NODE)/.stamp-node-%:
	scripts/bootstrap-node.sh $(TOOLS_NODE)

# npm writes node_modules/.package-lock.json on every successful install; it is this rule's
# stamp, so npm runs only when package-lock.json, or a patch patch-package applies after it
# (patches/), is newer than the last install.
node_modules/.package-lock.json: $(wildcard package-lock.json) $(wildcard patches/*.patch) | $(NODE_STAMP)
	@node -e 'const [a] = process.versions.node.split("."); if (+a < $(MIN_NODE_MAJOR)) { console.error("node " + process.version + " is too old"); process.exit(1) }'
	if [ -f package-lock.json ]; then npm ci </dev/null; else npm install </dev/null; fi
	touch $@

generate: install
	$(BIN)/tsx codegen/main.ts
	@mkdir -p $(dir $(GENERATED_STAMP)) && touch $(GENERATED_STAMP)

# `make run` regenerates only when the catalogue or a generator changed since the last
# generate on this machine, so a restart does not pay for it. The engine, the change log and the
# rules (computed fields, the config contexts' DDL) are generators too: they build the SQL in
# generated/db and generated/queries (codegen/sql/), and the service installs the DDL from those files.
GENERATED_STAMP := node_modules/.cache/netinv/generated
$(GENERATED_STAMP): $(shell find codegen openapi/shared.yaml src/engine src/events src/rules src/register.ts -type f 2>/dev/null) | node_modules/.package-lock.json
	$(BIN)/tsx codegen/main.ts
	@mkdir -p $(dir $@) && touch $@

check-generated: install
	$(BIN)/tsx codegen/main.ts --check

# The web UI (src/ui, Vite) is built into dist/ui only when a source of it changed: its own
# files, the catalogue and SDK it is generated from, or the installed packages.
UI_BUILD := dist/ui/index.html
$(UI_BUILD): $(shell find src/ui generated/ui generated/client -type f 2>/dev/null) package-lock.json | node_modules/.package-lock.json
	$(BIN)/vite build --config src/ui/vite.config.ts

ui: install $(UI_BUILD)

# The service's processes are bundled into dist/server (scripts/build-server.ts) only when a
# TypeScript source of theirs changed: Node starts the bundle without tsx's loader.
SERVER_BUILD := dist/server/main.js
$(SERVER_BUILD): $(shell find src generated -name '*.ts' -not -path 'src/ui/*' 2>/dev/null) scripts/build-server.ts package-lock.json | node_modules/.package-lock.json
	$(BIN)/tsx scripts/build-server.ts

server: install $(SERVER_BUILD)

# `exec node`, not the `tsx` command: tsx's wrapper process SIGKILLs a program that is slow to
# acknowledge SIGTERM/SIGINT, which would skip the graceful shutdown.
run: install $(GENERATED_STAMP) $(UI_BUILD) $(SERVER_BUILD)
	exec node dist/server/main.js

# The suite runs in TEST_JOBS worker processes, each on its own database cloned from the run's
# migrated template (test/setup.ts). The long files start first, so that at the end no worker is
# left running one of them alone; those that mostly wait on timers (webhook retries and
# reclaims, a stopped database) alternate with those that keep the cores busy (the browser, the
# filter sweeps), so that the waits overlap work rather than each other
# (docs/development/test-time.md).
TEST_JOBS ?= 2
LONG_TESTS := test/ops/main.test.ts test/ui/browser.test.ts test/events/webhooks.test.ts test/ui/background-tasks.test.ts \
	test/events/worker-process.test.ts test/ui/live-data.test.ts test/events/retries.test.ts test/ui/import-search.test.ts \
	test/ops/database-outage.test.ts test/ui/ipam-changes.test.ts test/api/filters.test.ts test/ui/bulk-edit.test.ts \
	test/events/delivery.test.ts test/ui/tokens.test.ts test/api/statements.test.ts test/events/changelog.test.ts \
	test/ops/many-hosts.test.ts test/ops/embedded.test.ts test/api/protocol.test.ts test/auth/tokens.test.ts test/bench/dataset.test.ts
SUITE := $(LONG_TESTS) $(filter-out $(LONG_TESTS),$(shell find test -name '*.test.ts' -not -path 'test/cluster/*' | sort))
# The checks of generated files and imports run beside the suite, on the cores its start leaves
# idle; any of the three failing fails the target.
test: install ui server
	@$(MAKE) --no-print-directory -j3 check-generated deps suite

suite: install
	$(BIN)/mocha --parallel --jobs $(TEST_JOBS) $(SUITE)

# The suite as `make test` runs it, its test PostgreSQL started from other binaries than the
# packaged PostgreSQL 18 (test/setup.ts, TEST_POSTGRES_BIN): the oldest major version netinv
# supports, Debian's PostgreSQL 15 (docs/production.md, "PostgreSQL versions"). .ci/run runs it
# after `make test`; it is not part of `make test`.
PG15_BIN ?= /usr/lib/postgresql/15/bin
test-pg15: install ui server
	@[ -x $(PG15_BIN)/postgres ] || { echo "test-pg15: no $(PG15_BIN)/postgres: install Debian's postgresql-15 (apt-get install postgresql-15), or set PG15_BIN to a PostgreSQL 15 bin directory" >&2; exit 2; }
	TEST_POSTGRES_BIN=$(PG15_BIN) $(BIN)/mocha --parallel --jobs $(TEST_JOBS) $(SUITE)

# The suite as `make test` runs it, then each file's wall time and its worker's CPU time, the
# longest first (test/support/file-times.ts; docs/development/test-time.md).
TEST_TIMES_FILE := node_modules/.cache/netinv/test-times.tsv
test-times: install ui server
	@mkdir -p $(dir $(TEST_TIMES_FILE)) && rm -f $(TEST_TIMES_FILE)
	TEST_TIMES_FILE=$(CURDIR)/$(TEST_TIMES_FILE) $(BIN)/mocha --require test/support/file-times.ts --parallel --jobs $(TEST_JOBS) $(SUITE)
	@printf 'wall s\tCPU s\tfile\n' && sort -rn $(TEST_TIMES_FILE)

# The import rules (.dependency-cruiser.cjs, docs/development/dependencies.md): dependency-cruiser
# writes the graph as JSON, scripts/deps-report.ts names each cycle once and each broken rule
# with its reason. deps-report prints the whole graph and never fails.
DEPS_ROOTS := src codegen generated
deps: install
	$(BIN)/depcruise $(DEPS_ROOTS) --output-type json | $(BIN)/tsx scripts/deps-report.ts --check

deps-report: install
	$(BIN)/depcruise $(DEPS_ROOTS) --output-type json | $(BIN)/tsx scripts/deps-report.ts

# The fast tier: files named *.unit.test.ts need no database (catalogue, codegen, parsers, devlib
# drivers and transports against their simulators, configuration, docs), so they run under
# .mocharc.unit.json, whose fixture starts no PostgreSQL. `make test` runs them too.
test-fast: install
	$(BIN)/mocha --config .mocharc.unit.json --parallel --jobs $(TEST_JOBS) $(shell find test -name '*.unit.test.ts' | sort)

typecheck: install
	$(BIN)/tsc --noEmit
	$(BIN)/tsc --noEmit -p src/ui

bench: install
	$(BIN)/tsx bench/api.ts --sizes S,M

bench-quick: install
	$(BIN)/tsx bench/api.ts --sizes S --quick

bench-compression: install
	$(BIN)/tsx bench/compression.ts

bench-allocation: install
	$(BIN)/tsx bench/ipam-allocation.ts

bench-devlib: install
	$(BIN)/tsx bench/devlib.ts

workers: install $(SERVER_BUILD)
	exec node dist/server/workers.js

# A local highly available cluster (docs/production.md, "A local cluster"): Debian's patroni,
# etcd-server, haproxy and postgresql-15 (the script says the apt-get line when one is missing).
cluster: install $(GENERATED_STAMP) $(UI_BUILD) $(SERVER_BUILD)
	$(BIN)/tsx scripts/cluster.ts start

cluster-stop: install
	$(BIN)/tsx scripts/cluster.ts stop

# Failover under load on a cluster of its own (a temporary CLUSTER_DIR and free ports): not part
# of `make test`; .ci/run runs it after test-pg15.
test-cluster: install ui server
	$(BIN)/mocha --config .mocharc.unit.json --timeout 240000 test/cluster/*.test.ts

bench-cluster: install ui server
	$(BIN)/tsx bench/cluster.ts $(ARGS)

webhook_receiver: install
	exec node --import tsx scripts/webhook_receiver.ts $(ARGS)

bench-webhooks: install
	$(BIN)/tsx bench/webhooks.ts

bench-ingest: install
	$(BIN)/tsx bench/ingest.ts $(ARGS)

bench-graphql: install
	$(BIN)/tsx bench/graphql.ts

bench-ui: install ui
	$(BIN)/tsx bench/ui.ts

# NetBox's dataset and harness (dataset.py, load_api.py, measure.py, netbox-3.6.9-M.json).
NETBOX_BENCH_DIR ?= $(CURDIR)/../shared/bench
bench-netbox: install $(GENERATED_STAMP) $(UI_BUILD)
	NETBOX_BENCH_DIR=$(NETBOX_BENCH_DIR) $(BIN)/tsx bench/netbox.ts $(ARGS)

bench-growth: install
	$(BIN)/tsx bench/growth.ts $(ARGS)

node-info:
	@echo "system node major: $(SYSTEM_NODE_MAJOR)"; echo "node: $$(command -v node) $$(node -v)"; echo "npm: $$(command -v npm) $$(npm -v)"
