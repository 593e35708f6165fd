//! Seats that belong to an account (issue #39): a signed-in player claims the seat their token
//! holds, and asks for extra tokens of that seat, one per device. A device token opens the seat
//! wherever its own token does (`Lobby::seat_of`); a host's re-invite revokes them all and drops
//! the claim (`takeover.rs`). The claims and the tokens' hashes are in the store
//! (`store/accounts.rs`), written before they are answered.

use uuid::Uuid;

use super::actor::Lobby;
use super::{close_code, hash_token, new_token, now_ms, Joined, LobbyStatus, Outbound};
use crate::error::AppError;
use crate::store::ClaimOutcome;
use engine::common::{Seat, Viewer};

impl Lobby {
    /// Claims the seat of `token_hash` for `account_id` (again: nothing changes).
    ///
    /// # Errors
    /// `bad_token` when the token holds no seat here, `claimed_by_other` when another account
    /// claimed the seat, or the store's error.
    pub(super) async fn claim_seat(
        &mut self,
        token_hash: &str,
        account_id: Uuid,
    ) -> Result<Seat, AppError> {
        let Some(seat) = self.seat_of(token_hash) else {
            return Err(AppError::forbidden(
                "bad_token",
                "this token holds no seat in this lobby",
            ));
        };
        match self
            .deps
            .store
            .claim_seat(self.id, seat, account_id, now_ms())
            .await?
        {
            ClaimOutcome::Claimed => {
                // Whether a rated lobby counts depends on its claims: the waiting rooms read
                // the lobby's details again when told of a change.
                if self.status == LobbyStatus::Open {
                    self.broadcast_presence();
                }
                Ok(seat)
            }
            ClaimOutcome::ClaimedByOther => Err(AppError::conflict(
                "claimed_by_other",
                "another account claimed this seat",
            )),
        }
    }

    /// A new token of the seat `account_id` claimed here, for one more device; the seat's
    /// other tokens stay valid.
    ///
    /// # Errors
    /// `not_your_seat` when the account claimed no player's seat here, or the store's error.
    pub(super) async fn add_device(&mut self, account_id: Uuid) -> Result<Joined, AppError> {
        let not_yours = || AppError::forbidden("not_your_seat", "your account has no seat here");
        let Some(seat) = self.deps.store.claimed_seat(self.id, account_id).await? else {
            return Err(not_yours());
        };
        if self
            .seats
            .get(seat)
            .and_then(Option::as_ref)
            .is_none_or(|s| s.is_bot)
        {
            return Err(not_yours());
        }
        let token = new_token();
        let hash = hash_token(&token);
        self.deps
            .store
            .add_seat_device(self.id, seat, &hash, now_ms())
            .await?;
        self.devices.insert(hash, seat);
        tracing::info!(seat, "a device token was added to a claimed seat");
        Ok(Joined { seat, token })
    }

    /// The account of `seat` was deleted (`DELETE /api/account`; the store is already
    /// changed): its device tokens stop opening the seat at once, the sockets they opened are
    /// closed as a bad token's would be, and the seat shows as `name`. The seat's own token (the
    /// browser that joined) keeps playing.
    pub(super) fn account_gone(&mut self, seat: Seat, name: String) {
        self.devices.retain(|_, s| *s != seat);
        let gone: Vec<u64> = self
            .conns
            .iter()
            .filter(|(_, c)| c.device && c.viewer == Viewer::Seat { seat })
            .map(|(id, _)| *id)
            .collect();
        for id in gone {
            if let Some(c) = self.conns.remove(&id) {
                let _ = c
                    .outbound
                    .try_send(Outbound::Close(close_code::BAD_TOKEN, "account deleted"));
            }
        }
        if let Some(state) = self.seats.get_mut(seat).and_then(Option::as_mut) {
            if !state.is_bot {
                state.name = name;
            }
        }
        self.broadcast_presence();
    }
}
