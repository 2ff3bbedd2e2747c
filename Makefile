# Top Five. `make run` and `make test` do all set-up on a fresh machine.
SHELL := /bin/bash
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
RUN_STAMP := $(VENV)/.installed-run

# Python >= 3.12 (PySide6 6.12 on 3.11 aborts with "deallocating None"): python3.12 or python3.13,
# also when they are only installed under pyenv without being selected.
PYTHON ?= $(shell for p in python3.12 python3.13 \
	$$(ls -d $$HOME/.pyenv/versions/3.12*/bin/python3 $$HOME/.pyenv/versions/3.13*/bin/python3 \
	  /usr/local/bin/python3.1[2-9] /usr/bin/python3.1[2-9] 2>/dev/null) python3; do \
	if $$p -c 'import sys; sys.exit(sys.version_info < (3, 12))' >/dev/null 2>&1; then echo $$p; break; fi; done)

.PHONY: a11y-tools run test bench simulate package clean lint system-libs catalogues

# to play, only what the app needs (requirements.txt); to test, the test tools too (requirements-dev.txt)
$(RUN_STAMP): requirements.txt pyproject.toml
	@test -n "$(PYTHON)" || { echo "Top Five needs Python 3.12 or 3.13 (python3.12/python3.13 not found)."; exit 1; }
	@if [ -x $(PY) ] && ! $(PY) -c 'import sys; sys.exit(sys.version_info < (3, 12))'; then rm -rf $(VENV); fi
	@[ -x $(PY) ] || { echo "Making a Python environment for Top Five in $(VENV) ($(PYTHON))..."; $(PYTHON) -m venv $(VENV); }
	@echo "Installing what Top Five needs to run (requirements.txt: Qt, pymunk, websockets, zeroconf) into $(VENV); the first time takes about a minute..."
	@$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	@touch $(RUN_STAMP)

$(STAMP): $(RUN_STAMP) requirements-dev.txt
	@echo "Installing the test and maintenance tools (requirements-dev.txt: pytest, hypothesis, import-linter, babel)..."
	@$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	@touch $(STAMP)

# the system libraries Qt's xcb plugin needs (packaging/linux/depends.txt, the .deb's Depends):
# installed with apt-get when root, otherwise the exact command is printed (tools/system_libs.py)
system-libs: $(RUN_STAMP)
	@$(PY) tools/system_libs.py

run: system-libs
	$(PY) -m app

# what tests/a11y reads the table over AT-SPI with, as a screen reader on Linux does (issue 29): a virtual
# screen, keys, the accessibility bus and pyatspi; installed when root, otherwise that test is skipped
A11Y_PACKAGES := xvfb xdotool dbus at-spi2-core python3-pyatspi
a11y-tools:
	@missing=""; for p in $(A11Y_PACKAGES); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ] && command -v apt-get >/dev/null; then \
	  if [ "$$(id -u)" = 0 ]; then echo "installing:$$missing"; DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing >/dev/null \
	    || { apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing >/dev/null; } \
	    || echo "could not install$$missing: the AT-SPI test is skipped"; \
	  else echo "the AT-SPI test is skipped without:$$missing (sudo apt-get install$$missing)"; fi; \
	fi

# every test offscreen, on every core (pytest-xdist; PYTEST_ARGS="-n 0" runs them in one process)
test: system-libs a11y-tools $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -n auto $(PYTEST_ARGS)

# the German catalogues (app/core/i18n.py): extract every marked message into its .po, then compile
# all of them into resources/locale/de/LC_MESSAGES/top_five.mo (committed; tests check it is current)
catalogues: $(STAMP)
	$(PY) tools/catalogues.py update
	$(PY) tools/catalogues.py compile

lint: $(STAMP)
	$(VENV)/bin/lint-imports

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m benchmarks

simulate: $(STAMP)
	$(PY) -m app simulate flip7 --players 4 --games 2000 --bots hard,normal,normal,normal --seed 1

clean:
	rm -rf $(VENV) build dist

# ---- installers (packaging/README.md). `make package`: Linux folder, .deb and .tar.gz in dist/ ----
PACKAGING_STAMP := $(VENV)/.packaging-installed
.PHONY: package-tools package-smoke

$(PACKAGING_STAMP): $(RUN_STAMP) packaging/requirements.txt
	$(PY) -m pip install --quiet --disable-pip-version-check -r packaging/requirements.txt
	@touch $(PACKAGING_STAMP)

# dpkg-deb (dpkg) builds the .deb; strip, readelf, as and ld (binutils) trim the bundle and link its smaller
# ICU data library (packaging/icu_data.py): install only what is missing
package-tools:
	@missing=""; \
	command -v dpkg-deb >/dev/null || missing="$$missing dpkg"; \
	for tool in strip readelf as ld; do command -v $$tool >/dev/null || { missing="$$missing binutils"; break; }; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then apt-get install -y $$missing; else sudo apt-get install -y $$missing; fi; \
	fi

package: $(PACKAGING_STAMP) package-tools
	$(PY) packaging/build_linux.py

# unpack the .deb into a temporary folder and run the frozen app's --version and --smoke-test there
package-smoke:
	packaging/smoke_deb.sh
