//! Which e-mail addresses the server takes: exactly the ones it can send to through any relay.
//! One rule, [`check_address`], is applied when a player gives an address and again when an
//! e-mail is sent to it. Also the address's key, under which e-mails are counted.

use sha2::{Digest, Sha256};

/// Why an address is refused (the message of a 400 `bad_email`).
pub type AddressError = &'static str;

/// Characters of an unquoted local part besides letters and digits (RFC 5322 `atext`).
const ATEXT: &str = "!#$%&'*+-/=?^_`{|}~";

/// Checks an address a player gives and answers the form it is stored and sent in: `local@domain`
/// with an ASCII local part of letters, digits and ``!#$%&'*+-/=?^_`{|}~`` in dot-separated
/// words (no quoted strings, comments or display names), at most 64 characters, and a DNS domain
/// name with at least two labels (an international name is turned into its ASCII form; no IP
/// literals); at most 254 characters in all. `lettre` must accept the result too. Every relay
/// can take such an address: it needs neither SMTPUTF8 nor quoting.
///
/// # Errors
/// A message saying what is wrong.
pub fn check_address(raw: &str) -> Result<lettre::Address, AddressError> {
    let raw = raw.trim();
    if raw.is_empty() {
        return Err("an e-mail address is needed (send null to remove yours)");
    }
    if raw.chars().any(|c| c.is_control() || c.is_whitespace()) {
        return Err("an e-mail address has no spaces or control characters");
    }
    let (local, domain) = raw
        .rsplit_once('@')
        .ok_or("an e-mail address has the form name@example.org")?;
    if local.is_empty() || local.len() > 64 {
        return Err("the part before @ has 1 to 64 characters");
    }
    let is_word = |w: &str| {
        !w.is_empty()
            && w.chars()
                .all(|c| c.is_ascii_alphanumeric() || ATEXT.contains(c))
    };
    if !local.split('.').all(is_word) {
        return Err(
            "the part before @ has only letters a-z, digits, dots (not first, last or doubled) and !#$%&'*+-/=?^_`{|}~",
        );
    }
    let domain = idna::domain_to_ascii(domain).map_err(|_| "not a valid domain name")?;
    let labels: Vec<&str> = domain.split('.').collect();
    let is_label = |l: &&str| {
        !l.is_empty()
            && l.len() <= 63
            && !l.starts_with('-')
            && !l.ends_with('-')
            && l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
    };
    if labels.len() < 2 || !labels.iter().all(is_label) {
        return Err("the part after @ is a domain name such as example.org");
    }
    if labels
        .last()
        .is_some_and(|tld| tld.chars().all(|c| c.is_ascii_digit()))
    {
        return Err("the part after @ is a domain name, not an IP address");
    }
    if local.len() + 1 + domain.len() > 254 {
        return Err("an e-mail address has at most 254 characters");
    }
    lettre::Address::new(local, &domain).map_err(|_| "not an e-mail address")
}

/// The key under which e-mails to `address` are counted and refused: the SHA-256 (hex) of the
/// address in lower case without a `+tag` (and, for Gmail, without dots), so that the spellings
/// that reach one mailbox share one count. The store keeps keys, not addresses, for counting.
pub fn address_key(address: &lettre::Address) -> String {
    let local = address.user().to_ascii_lowercase();
    let mut domain = address.domain().to_ascii_lowercase();
    let mut local = match local.split_once('+') {
        Some((base, _)) if !base.is_empty() => base.to_owned(),
        _ => local,
    };
    if domain == "googlemail.com" {
        domain = "gmail.com".to_owned();
    }
    if domain == "gmail.com" {
        local.retain(|c| c != '.');
    }
    hex::encode(Sha256::digest(format!("{local}@{domain}").as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::{address_key, check_address};

    #[track_caller]
    fn check(raw: &str, stored: Option<&str>) {
        let got = check_address(raw).map(|a| a.to_string());
        match stored {
            Some(s) => assert_eq!(got.as_deref(), Ok(s), "{raw:?}"),
            None => assert!(got.is_err(), "{raw:?} accepted as {got:?}"),
        }
    }

    #[test]
    fn addresses_any_relay_takes_are_accepted() {
        check(" ann@example.org ", Some("ann@example.org"));
        check("Ann.Lee+dlo@Example.ORG", Some("Ann.Lee+dlo@example.org"));
        check(
            "o'neil@mail.example.co.uk",
            Some("o'neil@mail.example.co.uk"),
        );
        check("žofie@example.org", None);
        check("zofie@příklad.cz", Some("zofie@xn--pklad-zsa96e.cz"));
    }

    #[test]
    fn addresses_that_could_not_be_sent_are_refused() {
        for bad in [
            "",
            "   ",
            "ann",
            "ann@",
            "@example.org",
            "a b@example.org",
            "ann@example.org\r\nBcc: x@y.z",
            "\"ann b\"@example.org",
            "\"ann\"@example.org",
            "ann..lee@example.org",
            ".ann@example.org",
            "ann.@example.org",
            "ann@localhost",
            "ann@[127.0.0.1]",
            "ann@127.0.0.1",
            "ann@-example.org",
            "ann@example..org",
            "Ann <ann@example.org>",
            "ann(comment)@example.org",
            "ann@exa_mple.org",
        ] {
            check(bad, None);
        }
        check(&format!("{}@example.org", "a".repeat(65)), None);
        check(
            &format!(
                "a@{}.{}.{}.{}.org",
                "b".repeat(63),
                "c".repeat(63),
                "d".repeat(63),
                "e".repeat(60)
            ),
            None,
        );
    }

    #[test]
    fn spellings_of_one_mailbox_share_a_key() {
        let key = |s: &str| address_key(&check_address(s).expect("address"));
        assert_eq!(key("ann@example.org"), key("ANN+spam@Example.org"));
        assert_eq!(key("ann.lee@gmail.com"), key("annlee+x@googlemail.com"));
        assert_ne!(key("ann.lee@example.org"), key("annlee@example.org"));
        assert_ne!(key("ann@example.org"), key("bob@example.org"));
    }
}
