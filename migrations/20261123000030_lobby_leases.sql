-- Lobby leases for several server nodes on one PostgreSQL (issue #23, docs/multi-node.md).
-- Additive only; a single-node server never writes this table.

-- Which node owns a lobby (runs its task and is the only one allowed to write its game), until
-- when, and under which epoch. The epoch is the fencing token: every takeover increments it, and
-- every command append of a node checks (in the same statement) that the lease still carries
-- the epoch the node acquired, so a node that lost its lease can never write again. Times are
-- the database's clock in milliseconds since the Unix epoch, so node clocks do not matter.
CREATE TABLE lobby_leases (
    lobby_id      UUID    PRIMARY KEY REFERENCES lobbies (id) ON DELETE CASCADE,
    -- The owner's --node-id.
    node_id       TEXT    NOT NULL,
    -- Where other nodes forward this lobby's requests and sockets (the owner's --advertise).
    node_addr     TEXT    NOT NULL,
    -- Incremented by every acquisition; never reused.
    epoch         BIGINT  NOT NULL,
    -- The lease is the owner's until then; renewed every second or so.
    expires_at_ms BIGINT  NOT NULL
);
CREATE INDEX lobby_leases_node_idx ON lobby_leases (node_id);
CREATE INDEX lobby_leases_expiry_idx ON lobby_leases (expires_at_ms);
