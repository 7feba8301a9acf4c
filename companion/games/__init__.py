"""Game packs. Each pack is a folder with its data files and pure rules."""
