-- Turn e-mails (issue #17): the address a player gave for their seat, private to the server.
-- Additive only: a seat without a row gets no e-mail.
CREATE TABLE seat_emails (
    lobby_id UUID    NOT NULL REFERENCES lobbies (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    email    TEXT    NOT NULL,
    PRIMARY KEY (lobby_id, seat)
);
