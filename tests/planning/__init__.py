"""Tests of merge_alloc.planning: reference parity, properties, trace CSV."""
