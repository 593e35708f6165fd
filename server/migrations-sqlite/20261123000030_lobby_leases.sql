-- SQLite twin of migrations/20261123000030_lobby_leases.sql (issue #23). Several server nodes
-- need PostgreSQL; an SQLite store is always one node and never writes this table. It exists so
-- both schemas keep the same tables.
CREATE TABLE lobby_leases (
    lobby_id      BLOB    PRIMARY KEY REFERENCES lobbies (id) ON DELETE CASCADE,
    node_id       TEXT    NOT NULL,
    node_addr     TEXT    NOT NULL,
    epoch         INTEGER NOT NULL,
    expires_at_ms INTEGER NOT NULL
);
CREATE INDEX lobby_leases_node_idx ON lobby_leases (node_id);
CREATE INDEX lobby_leases_expiry_idx ON lobby_leases (expires_at_ms);
