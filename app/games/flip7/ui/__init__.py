"""All of Flip 7's Qt: the table scene, its items, art, animations and keys."""
