"""Arkwright (Water Frame, Spinning Jenny, Noblesse Oblige): the flagship game pack."""
