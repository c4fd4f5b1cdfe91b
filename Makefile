# make install [PREFIX=/usr/local]: build vmgen in release and install PREFIX/bin/vmgen
# (scripts/install does the work; on Linux the Swift runtime is linked statically, so the
# binary runs where no Swift is installed). make uninstall removes it. DESTDIR is honoured.
PREFIX ?= /usr/local

.PHONY: all build install uninstall test

all: build

build:
	scripts/install --build-only

install:
	PREFIX="$(PREFIX)" scripts/install

uninstall:
	PREFIX="$(PREFIX)" scripts/install --uninstall

test:
	swift test
