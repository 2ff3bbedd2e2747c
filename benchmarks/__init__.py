"""Benchmarks: `make bench` runs every benchmarks/bench_*.py and writes docs/benchmarks.md."""
