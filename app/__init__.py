"""Top Five: five tabletop games at one computer."""

from app._version import __version__

__all__ = ["__version__"]
