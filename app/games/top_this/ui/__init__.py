"""All of Top This!'s Qt: the table scene, its items, art, animations and keys."""
