"""The games. Each package has the same shape: rules.py, actions.py, events.py, bots.py, log.py and
scoring.py (pure), all of its Qt in ui/ (scene.py, anim.py, items.py, art.py, keys.py), data in resources/."""
