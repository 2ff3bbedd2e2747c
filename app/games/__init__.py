"""The games. Each package has the same shape: rules.py, actions.py, events.py, bots.py, log.py and
scoring.py (pure), all of its Qt in ui/ (scene.py, anim.py, items.py, art.py, keys.py), data in resources/.

A package's `__init__.py` holds its `INFO` (`GameInfo(id, title, min_players=, max_players=, ...)`): what
the launcher shows and what the game is made of (its parts: app/core/manifest.py); its rules are
imported on first use of `GAME`."""
