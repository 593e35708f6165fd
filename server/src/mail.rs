//! Turn e-mails (issue #17): in a turn-based lobby, a player who gave an address gets a short
//! e-mail with a link to the game when a decision becomes theirs while they are not connected,
//! and at most one "still waiting for you" reminder per decision. Sent with `lettre` over plain
//! SMTP to a relay (`--smtp-relay host:port`, `--mail-from`); sending runs in its own task, so a
//! slow relay never holds up a lobby, and a failure is logged, never retried.

use lettre::message::Mailbox;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use uuid::Uuid;

/// Where turn e-mails go out.
#[derive(Clone, Debug)]
pub struct MailSettings {
    /// The SMTP relay, `host:port` (port 25 when absent).
    pub relay: String,
    /// The sender, e.g. `Dungeon Lords Online <noreply@example.org>`.
    pub from: String,
}

/// Tests: where a mailer records its e-mails instead of sending them.
#[cfg(test)]
pub(crate) type Sink = std::sync::Arc<std::sync::Mutex<Vec<(String, TurnMail)>>>;

/// A configured mailer.
#[derive(Clone)]
pub struct Mailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
    public_url: Option<String>,
    /// Tests: e-mails are recorded here instead of sent.
    #[cfg(test)]
    pub(crate) sink: Option<Sink>,
}

impl std::fmt::Debug for Mailer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Mailer").field("from", &self.from).finish()
    }
}

/// Checks an address a player gives: one mailbox, at most 254 characters.
///
/// # Errors
/// A message saying what is wrong.
pub fn check_address(raw: &str) -> Result<String, String> {
    let raw = raw.trim();
    if raw.is_empty() || raw.len() > 254 || raw.chars().any(char::is_control) {
        return Err("an e-mail address has 1 to 254 printable characters".into());
    }
    raw.parse::<lettre::Address>()
        .map(|a| a.to_string())
        .map_err(|_| "not an e-mail address".into())
}

/// What an e-mail is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnMail {
    /// A decision became the player's.
    YourTurn,
    /// The decision is still waiting (sent once per decision).
    Reminder,
}

impl Mailer {
    /// A mailer for these settings; the public URL makes the links absolute.
    ///
    /// # Errors
    /// A message when the relay or the sender cannot be understood.
    pub fn new(settings: &MailSettings, public_url: Option<String>) -> Result<Mailer, String> {
        let (host, port) = match settings.relay.rsplit_once(':') {
            Some((h, p)) => (
                h.to_owned(),
                p.parse::<u16>()
                    .map_err(|_| format!("bad SMTP relay port in {}", settings.relay))?,
            ),
            None => (settings.relay.clone(), 25),
        };
        let from: Mailbox = settings
            .from
            .parse()
            .map_err(|e| format!("bad --mail-from {}: {e}", settings.from))?;
        let transport = AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(host)
            .port(port)
            .timeout(Some(std::time::Duration::from_secs(20)))
            .build();
        Ok(Mailer {
            transport,
            from,
            public_url,
            #[cfg(test)]
            sink: None,
        })
    }

    /// Sends a turn e-mail in the background.
    pub fn send(&self, to: &str, lobby_id: Uuid, player: &str, kind: TurnMail) {
        #[cfg(test)]
        if let Some(sink) = &self.sink {
            if let Ok(mut sent) = sink.lock() {
                sent.push((to.to_owned(), kind));
            }
            return;
        }
        let link = format!(
            "{}/?lobby={lobby_id}",
            self.public_url.as_deref().unwrap_or("")
        );
        let (subject, body) = match kind {
            TurnMail::YourTurn => (
                "Dungeon Lords Online: your turn".to_owned(),
                format!("Hello {player},\n\na decision in your Dungeon Lords Online game is waiting for you:\n{link}\n\nYou get this e-mail because you gave this address in the game."),
            ),
            TurnMail::Reminder => (
                "Dungeon Lords Online: the others are waiting for you".to_owned(),
                format!("Hello {player},\n\nthe other players are still waiting for your decision:\n{link}\n\nThis is the only reminder for this decision."),
            ),
        };
        let to_box: Mailbox = match to.parse() {
            Ok(m) => m,
            Err(e) => {
                tracing::warn!(error = %e, "stored e-mail address unreadable; not sent");
                return;
            }
        };
        let message = Message::builder()
            .from(self.from.clone())
            .to(to_box)
            .subject(subject)
            .body(body);
        let message = match message {
            Ok(m) => m,
            Err(e) => {
                tracing::warn!(error = %e, "turn e-mail not built");
                return;
            }
        };
        let transport = self.transport.clone();
        tokio::spawn(async move {
            match transport.send(message).await {
                Ok(_) => {
                    metrics::counter!("dlo_mails_total", "outcome" => "sent").increment(1);
                    tracing::info!(lobby = %lobby_id, ?kind, "turn e-mail sent");
                }
                Err(e) => {
                    metrics::counter!("dlo_mails_total", "outcome" => "failed").increment(1);
                    tracing::warn!(lobby = %lobby_id, error = %e, "turn e-mail not sent");
                }
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::check_address;

    #[test]
    fn addresses_are_checked() {
        assert_eq!(
            check_address(" ann@example.org "),
            Ok("ann@example.org".into())
        );
        for bad in [
            "",
            "ann",
            "ann@",
            "a b@example.org",
            "ann@example.org\r\nBcc: x@y.z",
        ] {
            assert!(check_address(bad).is_err(), "{bad:?} accepted");
        }
    }
}
