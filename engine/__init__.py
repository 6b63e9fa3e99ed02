"""Pure game rules: no Discord, no I/O. See :mod:`engine.protocol` for the shared protocol."""
