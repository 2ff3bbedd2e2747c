"""Shared computer-player machinery."""
