"""The m,n,k games' room of the front end (Gomoku, renju): their GUI plug-in."""
