"""Replays of the programs the fuzzer saved."""
