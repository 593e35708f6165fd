-- SQLite twin of migrations/20261126000080_cluster_nodes.sql (issue #32). Several server nodes
-- need PostgreSQL; an SQLite store is always one node and never writes this table. It exists so
-- both schemas keep the same tables.
CREATE TABLE cluster_nodes (
    node_id    TEXT    PRIMARY KEY,
    node_addr  TEXT    NOT NULL,
    seen_at_ms INTEGER NOT NULL
);
