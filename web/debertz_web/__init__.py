"""The browser table of Debertz: renders the game with HTML/CSS and handles input (Pyodide only)."""
