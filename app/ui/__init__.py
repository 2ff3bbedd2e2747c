"""Qt widgets: main window, launcher, new-game dialog, hand-off screen, log, score sheet."""
