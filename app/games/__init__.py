"""The games. Each package has the same shape: rules.py (pure), bots.py, scene.py (Qt), log.py."""
