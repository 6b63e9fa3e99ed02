"""The game service, free of Discord: games (lobbies, moves, AI turns, timers), storage, ratings and records.

Its engines come from :func:`engine.registry.engines`; the Discord side (:mod:`discord_ui`) subscribes to it.
"""
