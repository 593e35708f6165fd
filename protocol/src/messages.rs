//! WebSocket message envelopes, named by direction. Each is a JSON object with a `"type"` tag.
//! `protocol/README.md` documents every message with an example.
