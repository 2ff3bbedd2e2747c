"""Save files (versioned JSON, atomic writes), autosave, settings."""
