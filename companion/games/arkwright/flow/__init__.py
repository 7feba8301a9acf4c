"""The Arkwright game flow: set-up and the 1760 preparation round, the economy phase,
the end of round (wages of crews and warehouse workers, events, start player,
obsolescence) and the end of the game (Water Frame 4.0-8.0, Spinning Jenny 4.0-8.0).
"""
