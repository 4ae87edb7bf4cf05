"""Store, review state machine, reviewer web app and the indexer pull API."""
