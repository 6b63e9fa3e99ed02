"""The Discord machinery every game shares: the app, its components, lobby, presenter hooks and game cog base."""
