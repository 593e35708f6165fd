//! Welcome to the Dungeon bot (placeholder until written).
