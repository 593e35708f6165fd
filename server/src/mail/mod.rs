//! E-mail people can trust (issues #17 and #30): what the server sends, to whom, how often, and
//! how it is written. An address gets nothing but one confirmation request until its owner
//! confirms it from the link in that request; every e-mail is counted in the store before it goes
//! out (per address and per lobby, so the limits hold across restarts and nodes), and a "your
//! turn" e-mail is counted once per decision, so a restart never sends it twice. Every e-mail is
//! MIME (UTF-8 text), has a `Message-ID`, a one-click `List-Unsubscribe` and an unsubscribe link
//! that needs no seat token. Sent with `lettre` over plain SMTP to a relay (`--smtp-relay`,
//! `--mail-from`); the SMTP exchange runs in its own task, so a slow relay never holds up a lobby,
//! and a failure is logged, never retried. When to send is the lobby's decision
//! (`lobby/turnmail.rs`); the HTTP side (the address API and the pages the links open) is in
//! [`http`].

mod address;
pub mod http;
pub mod words;

pub use address::{address_key, check_address, AddressError};

use lettre::message::header::{
    ContentTransferEncoding, ContentType, Header, HeaderName, HeaderValue,
};
use lettre::message::{Body, Mailbox, SinglePart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use uuid::Uuid;

use crate::store::{MailGate, MailQuota, MailRecord, PendingEmail, Store, StoreError};

/// How long a confirmation link works, in hours.
pub const CONFIRM_HOURS: i64 = 48;

/// The rate limits when no flag changes them (docs/security.md).
pub const DEFAULT_LIMITS: MailQuota = MailQuota {
    per_address_per_hour: 10,
    per_lobby_per_hour: 40,
    confirms_per_address_per_day: 3,
};

/// Where e-mails go out, and how many.
#[derive(Clone, Debug)]
pub struct MailSettings {
    /// The SMTP relay, `host:port` (port 25 when absent).
    pub relay: String,
    /// The sender, e.g. `Dungeon Lords Online <noreply@example.org>`.
    pub from: String,
    /// The rate limits.
    pub limits: MailQuota,
}

/// What an e-mail is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Letter {
    /// The confirmation request of a new address, with the token of its link.
    Confirm {
        /// The token (only its hash is stored).
        token: String,
    },
    /// A decision became the player's.
    YourTurn,
    /// The decision is still waiting (sent once per decision).
    Reminder,
}

impl Letter {
    /// The stored name of its kind.
    pub fn kind(&self) -> &'static str {
        match self {
            Letter::Confirm { .. } => "confirm",
            Letter::YourTurn => "your_turn",
            Letter::Reminder => "reminder",
        }
    }
}

/// Who an e-mail goes to.
#[derive(Clone, Copy, Debug)]
pub struct Recipient<'a> {
    /// The address, as [`check_address`] answered it.
    pub address: &'a str,
    /// The player's name (for the greeting and the `To` header).
    pub name: &'a str,
    /// The language: `en`, `cs` or `pl`.
    pub lang: &'a str,
    /// The token of the unsubscribe link.
    pub unsubscribe_token: &'a str,
}

/// Why an e-mail could not be sent (nothing was counted).
#[derive(Debug, thiserror::Error)]
pub enum MailError {
    /// The store failed.
    #[error("{0}")]
    Store(#[from] StoreError),
    /// The stored address does not pass [`check_address`] (stored before the rule).
    #[error("address: {0}")]
    Address(AddressError),
    /// The message could not be built.
    #[error("message: {0}")]
    Message(String),
}

/// Tests: an e-mail that passed the store and would have gone to the relay.
#[cfg(test)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct SentMail {
    /// The address.
    pub to: String,
    /// What it is.
    pub letter: Letter,
}

/// Tests: where a mailer records its e-mails instead of sending them.
#[cfg(test)]
pub(crate) type Sink = std::sync::Arc<std::sync::Mutex<Vec<SentMail>>>;

/// A configured mailer.
#[derive(Clone)]
pub struct Mailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
    /// The public origin every link starts with.
    public_url: String,
    /// The right-hand side of each `Message-ID`: the public host.
    id_domain: String,
    limits: MailQuota,
    /// Tests: e-mails are recorded here instead of sent.
    #[cfg(test)]
    pub(crate) sink: Option<Sink>,
}

impl std::fmt::Debug for Mailer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Mailer").field("from", &self.from).finish()
    }
}

/// `List-Unsubscribe` (RFC 2369): the link that stops this game's e-mails.
#[derive(Clone)]
struct ListUnsubscribe(String);

impl Header for ListUnsubscribe {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe")
    }

    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribe(s.to_owned()))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), format!("<{}>", self.0))
    }
}

/// `List-Unsubscribe-Post` (RFC 8058): the link works with one POST, without a page.
#[derive(Clone)]
struct ListUnsubscribePost;

impl Header for ListUnsubscribePost {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe-Post")
    }

    fn parse(_: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribePost)
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), "List-Unsubscribe=One-Click".to_owned())
    }
}

/// `Auto-Submitted` (RFC 3834): sent by a machine, so vacation responders stay quiet.
#[derive(Clone)]
struct AutoSubmitted;

impl Header for AutoSubmitted {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("Auto-Submitted")
    }

    fn parse(_: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(AutoSubmitted)
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), "auto-generated".to_owned())
    }
}

impl Mailer {
    /// A mailer for these settings. Links in e-mails must be absolute, so the public URL is
    /// required.
    ///
    /// # Errors
    /// A message when there is no public URL, or the relay or the sender cannot be understood.
    pub fn new(settings: &MailSettings, public_url: Option<String>) -> Result<Mailer, String> {
        let public_url = public_url.ok_or(
            "--smtp-relay needs --public-url (PUBLIC_URL): the links in e-mails must be absolute",
        )?;
        let id_domain = public_url
            .split_once("://")
            .map_or(public_url.as_str(), |(_, rest)| rest)
            .split([':', '/'])
            .next()
            .unwrap_or_default()
            .to_owned();
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
            id_domain,
            limits: settings.limits,
            #[cfg(test)]
            sink: None,
        })
    }

    /// The rate limits.
    pub fn limits(&self) -> MailQuota {
        self.limits
    }

    /// The link to the lobby's table.
    pub fn game_url(&self, lobby_id: Uuid) -> String {
        format!("{}/?lobby={lobby_id}", self.public_url)
    }

    /// The confirmation link of a new address.
    pub fn confirm_url(&self, lobby_id: Uuid, token: &str) -> String {
        format!(
            "{}/api/lobbies/{lobby_id}/email/confirm?t={token}",
            self.public_url
        )
    }

    /// The unsubscribe link of every e-mail to one seat's address.
    pub fn unsubscribe_url(&self, lobby_id: Uuid, token: &str) -> String {
        format!(
            "{}/api/lobbies/{lobby_id}/email/unsubscribe?t={token}",
            self.public_url
        )
    }

    /// Sends `letter` about `lobby_id` to `seat`'s address: it is counted in the store first
    /// (for a confirmation request, together with the new unconfirmed address), and only when
    /// the store says [`MailGate::Send`] is it handed to the relay, in the background.
    ///
    /// # Errors
    /// The store failed, or the address or message is unusable: nothing was counted or sent.
    pub async fn send(
        &self,
        store: &Store,
        lobby_id: Uuid,
        seat: usize,
        to: &Recipient<'_>,
        letter: &Letter,
        decision: Option<i64>,
    ) -> Result<MailGate, MailError> {
        let kind = letter.kind();
        let address = check_address(to.address).map_err(|e| {
            metrics::counter!("dlo_mails_total", "kind" => kind, "outcome" => "bad_address")
                .increment(1);
            MailError::Address(e)
        })?;
        let (message, fallback) = self.compose(&address, to, lobby_id, letter)?;
        let key = address_key(&address);
        let confirm_hash = match letter {
            Letter::Confirm { token } => Some(crate::lobby::hash_token(token)),
            _ => None,
        };
        let pending = confirm_hash.as_deref().map(|confirm_hash| PendingEmail {
            email: to.address,
            confirm_hash,
            unsubscribe_token: to.unsubscribe_token,
            lang: to.lang,
        });
        let record = MailRecord {
            address_key: &key,
            lobby_id,
            seat,
            kind,
            decision,
            at_ms: crate::lobby::now_ms(),
        };
        let gate = store
            .record_mail(&record, &self.limits, pending.as_ref())
            .await?;
        let outcome = match gate {
            MailGate::Send => "sent",
            MailGate::Duplicate => "duplicate",
            MailGate::OptedOut => "opted_out",
            MailGate::Limited { .. } => "limited",
        };
        if gate != MailGate::Send {
            metrics::counter!("dlo_mails_total", "kind" => kind, "outcome" => outcome).increment(1);
            tracing::info!(lobby = %lobby_id, seat, kind, outcome, "e-mail not sent");
            return Ok(gate);
        }
        #[cfg(test)]
        if let Some(sink) = &self.sink {
            if let Ok(mut sent) = sink.lock() {
                sent.push(SentMail {
                    to: to.address.to_owned(),
                    letter: letter.clone(),
                });
            }
            return Ok(gate);
        }
        let transport = self.transport.clone();
        tokio::spawn(async move {
            let mut result = transport.send(message).await;
            if let (Err(e), Some(fallback)) = (&result, fallback) {
                // The only refusal lettre makes before talking to the relay about the message
                // itself: it does not take 8-bit text (no 8BITMIME). Send it in base64.
                if e.is_client() {
                    result = transport.send(fallback).await;
                }
            }
            match result {
                Ok(_) => {
                    metrics::counter!("dlo_mails_total", "kind" => kind, "outcome" => "sent")
                        .increment(1);
                    tracing::info!(lobby = %lobby_id, seat, kind, "e-mail sent");
                }
                Err(e) => {
                    metrics::counter!("dlo_mails_total", "kind" => kind, "outcome" => "failed")
                        .increment(1);
                    tracing::warn!(lobby = %lobby_id, seat, kind, error = %e, "e-mail not sent");
                }
            }
        });
        Ok(gate)
    }

    /// The message, and when its text is not ASCII a base64 twin for relays that do not take
    /// 8-bit text. The text is sent as it is (7-bit, or 8-bit UTF-8 where the relay allows), so
    /// that even the raw message reads right; never quoted-printable, whose `=3D` in a link is
    /// what a reader saw when a client did not decode it.
    fn compose(
        &self,
        address: &lettre::Address,
        to: &Recipient<'_>,
        lobby_id: Uuid,
        letter: &Letter,
    ) -> Result<(Message, Option<Message>), MailError> {
        let game = self.game_url(lobby_id);
        let unsubscribe = self.unsubscribe_url(lobby_id, to.unsubscribe_token);
        let confirm = match letter {
            Letter::Confirm { token } => self.confirm_url(lobby_id, token),
            _ => String::new(),
        };
        let hours = CONFIRM_HOURS.to_string();
        let args = [
            ("name", to.name),
            ("link", game.as_str()),
            ("confirm", confirm.as_str()),
            ("unsubscribe", unsubscribe.as_str()),
            ("hours", hours.as_str()),
        ];
        let (subject, body) = match letter {
            Letter::Confirm { .. } => ("mail-confirm-subject", "mail-confirm-body"),
            Letter::YourTurn => ("mail-turn-subject", "mail-turn-body"),
            Letter::Reminder => ("mail-reminder-subject", "mail-reminder-body"),
        };
        let subject = words::text(to.lang, subject, &args);
        let mut text = words::text(to.lang, body, &args);
        text.push('\n');
        self.plain_text(
            Mailbox::new(Some(to.name.to_owned()), address.clone()),
            &subject,
            &text,
            Some(&unsubscribe),
        )
    }

    /// A plain-text message (and, when the text is not ASCII, a base64 twin for relays that do
    /// not take 8-bit text), with a one-click unsubscribe when given.
    fn plain_text(
        &self,
        to: Mailbox,
        subject: &str,
        text: &str,
        unsubscribe: Option<&str>,
    ) -> Result<(Message, Option<Message>), MailError> {
        let build = |body: Body| {
            let mut builder = Message::builder()
                .from(self.from.clone())
                .to(to.clone())
                .subject(subject)
                .message_id(Some(format!(
                    "<{}@{}>",
                    Uuid::new_v4().simple(),
                    self.id_domain
                )));
            if let Some(link) = unsubscribe {
                builder = builder
                    .header(ListUnsubscribe(link.to_owned()))
                    .header(ListUnsubscribePost);
            }
            builder
                .header(AutoSubmitted)
                .singlepart(
                    SinglePart::builder()
                        .header(ContentType::TEXT_PLAIN)
                        .body(body),
                )
                .map_err(|e| MailError::Message(e.to_string()))
        };
        let base64 = || {
            Body::new_with_encoding(text.to_owned(), ContentTransferEncoding::Base64)
                .unwrap_or_else(|_| Body::new(text.to_owned()))
        };
        let message = build(as_it_is(text).unwrap_or_else(base64))?;
        let fallback = if text.is_ascii() {
            None
        } else {
            Some(build(base64())?)
        };
        Ok((message, fallback))
    }
}

impl Mailer {
    /// The public origin every link starts with.
    pub fn public_url(&self) -> &str {
        &self.public_url
    }

    /// Sends an account's sign-in link (issue #39) to `address` in `lang`, in the background.
    /// Not counted in the store: the account module limits these per address and per client
    /// (`crate::account`); no unsubscribe link, as nothing is sent unless asked for.
    ///
    /// # Errors
    /// The address or message is unusable; nothing was sent.
    pub fn send_sign_in(
        &self,
        address: &str,
        lang: &str,
        link: &str,
        minutes: i64,
    ) -> Result<(), MailError> {
        let address = check_address(address).map_err(MailError::Address)?;
        let minutes = minutes.to_string();
        let args = [("link", link), ("minutes", minutes.as_str())];
        let subject = words::text(lang, "mail-signin-subject", &args);
        let mut text = words::text(lang, "mail-signin-body", &args);
        text.push('\n');
        let (message, fallback) =
            self.plain_text(Mailbox::new(None, address), &subject, &text, None)?;
        let transport = self.transport.clone();
        tokio::spawn(async move {
            let mut result = transport.send(message).await;
            if let (Err(e), Some(fallback)) = (&result, fallback) {
                if e.is_client() {
                    result = transport.send(fallback).await;
                }
            }
            let outcome = if result.is_ok() { "sent" } else { "failed" };
            metrics::counter!("dlo_mails_total", "kind" => "sign_in", "outcome" => outcome)
                .increment(1);
            if let Err(e) = result {
                tracing::warn!(error = %e, "sign-in e-mail not sent");
            }
        });
        Ok(())
    }
}

/// The text as a body sent as it is (`7bit` when ASCII, else `8bit`), when that is valid MIME:
/// CRLF line ends, no line over 998 bytes, no NUL (RFC 2045 §2.7–2.8). `lettre` itself only
/// sends lines of up to 76 characters unencoded, and our links are longer.
fn as_it_is(text: &str) -> Option<Body> {
    let crlf = text
        .replace("\r\n", "\n")
        .replace('\r', "")
        .replace('\n', "\r\n");
    if crlf.contains('\0') || crlf.split("\r\n").any(|line| line.len() > 998) {
        return None;
    }
    let encoding = if crlf.is_ascii() {
        ContentTransferEncoding::SevenBit
    } else {
        ContentTransferEncoding::EightBit
    };
    Some(Body::dangerous_pre_encoded(crlf.into_bytes(), encoding))
}

// ---------------------------------------------------------------- groups (issue #39 item 5)

/// A group member's invitation to the group's new game ([`Mailer::send_group_invite`]).
#[derive(Clone, Copy, Debug)]
pub struct GroupInvite<'a> {
    /// The member's account address.
    pub address: &'a str,
    /// The member's name.
    pub name: &'a str,
    /// The language: `en`, `cs` or `pl`.
    pub lang: &'a str,
    /// The group's name.
    pub group: &'a str,
    /// Who started the game.
    pub by: &'a str,
    /// The group's page, where the member takes the seat kept for them.
    pub link: &'a str,
}

impl Mailer {
    /// Invites a group member to the group's new game `lobby_id`, where `seat` is kept for them:
    /// counted in the store first under the limits and blocks every e-mail obeys (kind
    /// `group_invite`), then handed to the relay in the background. The member turns these
    /// off on the group's page (`crate::account::groups`), so the e-mail carries no
    /// unsubscribe token of its own.
    ///
    /// # Errors
    /// The store failed, or the address or message is unusable: nothing was counted or sent.
    pub async fn send_group_invite(
        &self,
        store: &Store,
        lobby_id: Uuid,
        seat: usize,
        invite: &GroupInvite<'_>,
    ) -> Result<MailGate, MailError> {
        let kind = "group_invite";
        let address = check_address(invite.address).map_err(MailError::Address)?;
        let args = [
            ("name", invite.name),
            ("group", invite.group),
            ("by", invite.by),
            ("link", invite.link),
        ];
        let subject = words::text(invite.lang, "mail-group-subject", &args);
        let mut text = words::text(invite.lang, "mail-group-body", &args);
        text.push('\n');
        let (message, fallback) = self.plain_text(
            Mailbox::new(Some(invite.name.to_owned()), address.clone()),
            &subject,
            &text,
            None,
        )?;
        let key = address_key(&address);
        let record = MailRecord {
            address_key: &key,
            lobby_id,
            seat,
            kind,
            decision: None,
            at_ms: crate::lobby::now_ms(),
        };
        let gate = store.record_mail(&record, &self.limits, None).await?;
        if gate != MailGate::Send {
            metrics::counter!("dlo_mails_total", "kind" => kind, "outcome" => "not_sent")
                .increment(1);
            tracing::info!(lobby = %lobby_id, seat, kind, ?gate, "e-mail not sent");
            return Ok(gate);
        }
        let transport = self.transport.clone();
        tokio::spawn(async move {
            let mut result = transport.send(message).await;
            if let (Err(e), Some(fallback)) = (&result, fallback) {
                if e.is_client() {
                    result = transport.send(fallback).await;
                }
            }
            let outcome = if result.is_ok() { "sent" } else { "failed" };
            metrics::counter!("dlo_mails_total", "kind" => kind, "outcome" => outcome).increment(1);
            if let Err(e) = result {
                tracing::warn!(error = %e, "group invitation not sent");
            }
        });
        Ok(gate)
    }
}
