"""The lint stage: read and decode a file, parse it once, one batched visit of the rules, suppression."""
