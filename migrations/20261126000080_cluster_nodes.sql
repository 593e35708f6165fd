-- The live nodes of a cluster (issue #32, docs/multi-node.md "Rebalancing"). Additive only; a
-- single-node server never writes this table.

-- Every cluster node writes its row at each lease renewal (every quarter lease) and deletes it
-- when it drains. A node whose row was written less than a lease ago is live: the nodes read
-- this table with the lease counts to spread lobbies evenly, and a node that has just joined
-- (and owns nothing yet) is seen this way. Times are the database's clock in milliseconds.
CREATE TABLE cluster_nodes (
    node_id    TEXT   PRIMARY KEY,
    -- The node's --advertise address.
    node_addr  TEXT   NOT NULL,
    seen_at_ms BIGINT NOT NULL
);
