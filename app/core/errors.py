"""Errors the engine raises. Their messages are shown to players, so they are sentences."""


class IllegalAction(ValueError):
    """An action that the rules do not allow now. The state is left exactly as it was."""


class SaveFormatError(ValueError):
    """A save (or state JSON) that is malformed, truncated, of another game or of another version."""
