"""The learning tools, built on the rules and the bots and used by the page: the post-deal coach
(``coach``), stepping through a record (``cursor``), taking back a decision (``takeback``), the
match history and its statistics (``history``), challenge links (``challenge``) and replay links
(``replaylink``). Standard library only, like the rest of the engine."""
