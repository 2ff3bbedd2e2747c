"""Physics for Top This!: pymunk world, fixed-step stepping, flick outcomes. No Qt."""
