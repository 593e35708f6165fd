//! The words of e-mails and of the pages their links open, in English, Czech and Polish: Fluent
//! messages (`server/locales/*.ftl`, compiled into the binary), the same format as the web
//! client's. Picks a language from a stored choice or an `Accept-Language` header; knows nothing
//! of sending.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use unic_langid::LanguageIdentifier;

/// The languages, the first being the fallback.
pub const LANGS: [&str; 3] = ["en", "cs", "pl"];

const SOURCES: [&str; 3] = [
    include_str!("../../locales/en.ftl"),
    include_str!("../../locales/cs.ftl"),
    include_str!("../../locales/pl.ftl"),
];

type Bundle = FluentBundle<FluentResource>;

fn bundles() -> &'static [Bundle] {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        LANGS
            .iter()
            .zip(SOURCES)
            .map(|(lang, source)| {
                let id: LanguageIdentifier = lang.parse().unwrap_or_default();
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                // Plain text and links: no bidi isolation marks around the arguments.
                bundle.set_use_isolating(false);
                let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(
                    |(partial, errors)| {
                        tracing::error!(lang, ?errors, "mail locale has errors");
                        partial
                    },
                );
                if let Err(errors) = bundle.add_resource(resource) {
                    tracing::error!(lang, ?errors, "mail locale has duplicate messages");
                }
                bundle
            })
            .collect()
    })
}

/// The supported language `raw` names (`cs`, `cs-CZ`, `PL`…), if any.
pub fn known(raw: &str) -> Option<&'static str> {
    let id: LanguageIdentifier = raw.trim().parse().ok()?;
    LANGS.iter().find(|l| id.language.as_str() == **l).copied()
}

/// The best supported language for an `Accept-Language` header, else `fallback`.
pub fn negotiate(accept_language: Option<&str>, fallback: &'static str) -> &'static str {
    let Some(header) = accept_language else {
        return fallback;
    };
    let requested = fluent_langneg::accepted_languages::parse(header);
    let available: Vec<LanguageIdentifier> = LANGS.iter().filter_map(|l| l.parse().ok()).collect();
    let picked = fluent_langneg::negotiate_languages(
        &requested,
        &available,
        None,
        fluent_langneg::NegotiationStrategy::Lookup,
    );
    picked
        .first()
        .and_then(|id| known(id.language.as_str()))
        .unwrap_or(fallback)
}

/// The message `id` in `lang` (English when `lang` is not supported or lacks it), with `args`.
pub fn text(lang: &str, id: &str, args: &[(&str, &str)]) -> String {
    let all = bundles();
    let index = LANGS.iter().position(|l| *l == lang).unwrap_or(0);
    let mut fluent_args = FluentArgs::new();
    for (k, v) in args {
        fluent_args.set(*k, *v);
    }
    for bundle in [all.get(index), all.first()].into_iter().flatten() {
        if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            let out = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
            if !errors.is_empty() {
                tracing::warn!(lang, id, ?errors, "mail message formatted with errors");
            }
            return out.into_owned();
        }
    }
    tracing::error!(lang, id, "mail message missing");
    id.to_owned()
}

#[cfg(test)]
mod tests {
    use super::{negotiate, text, LANGS};

    #[test]
    fn every_language_has_every_message_and_uses_its_arguments() {
        let ids = [
            "mail-confirm-subject",
            "mail-confirm-body",
            "mail-turn-subject",
            "mail-turn-body",
            "mail-reminder-subject",
            "mail-reminder-body",
            "page-confirm-title",
            "page-confirm-text",
            "page-confirm-button",
            "page-confirmed-title",
            "page-confirmed-text",
            "page-open-game",
            "page-unsubscribe-title",
            "page-unsubscribe-text",
            "page-unsubscribe-game",
            "page-unsubscribe-all",
            "page-unsubscribed-game",
            "page-unsubscribed-all",
            "page-invalid-title",
            "page-invalid-text",
        ];
        let args = [
            ("name", "Žofie"),
            ("confirm", "https://x.test/c?t=1"),
            ("link", "https://x.test/?lobby=1"),
            ("unsubscribe", "https://x.test/u?t=2"),
            ("hours", "48"),
        ];
        for lang in LANGS {
            for id in ids {
                let out = text(lang, id, &args);
                assert_ne!(out, id, "{lang} lacks {id}");
                assert!(!out.contains('{'), "{lang} {id}: {out}");
                assert!(!out.contains('\u{2068}'), "no isolation marks: {out}");
            }
            let body = text(lang, "mail-confirm-body", &args);
            for (k, v) in args.iter().filter(|(k, _)| *k != "link") {
                assert!(body.contains(v), "{lang} confirmation lacks {k}: {body}");
            }
            for id in ["mail-turn-body", "mail-reminder-body"] {
                let body = text(lang, id, &args);
                assert!(body.contains("Žofie") && body.contains("https://x.test/?lobby=1"));
                assert!(body.contains("https://x.test/u?t=2"), "{lang} {id}");
            }
        }
    }

    #[test]
    fn the_language_comes_from_accept_language() {
        assert_eq!(negotiate(Some("cs-CZ,cs;q=0.9,en;q=0.8"), "en"), "cs");
        assert_eq!(negotiate(Some("de-DE,pl;q=0.5"), "en"), "pl");
        assert_eq!(negotiate(Some("de"), "en"), "en");
        assert_eq!(negotiate(None, "pl"), "pl");
    }
}
