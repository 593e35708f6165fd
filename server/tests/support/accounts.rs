//! Accounts in tests: a browser with its session cookie and CSRF token, and a passkey on a
//! software authenticator producing real attestations and assertions (`accounts.rs`,
//! `cluster.rs`).

use std::net::SocketAddr;

use serde_json::{json, Value};
use webauthn_authenticator_rs::softpasskey::SoftPasskey;
use webauthn_authenticator_rs::WebauthnAuthenticator;
use webauthn_rs::prelude::{CreationChallengeResponse, RequestChallengeResponse, Url};

use super::TestServer;

/// One browser: its cookie and the CSRF token its page read.
pub struct Browser {
    base: String,
    client: reqwest::Client,
    /// The session cookie's value.
    pub cookie: Option<String>,
    /// The CSRF token `GET /api/account` gave.
    pub csrf: Option<String>,
    /// The `Origin` header sent, if any.
    pub origin: Option<String>,
}

impl Browser {
    pub fn new(srv: &TestServer) -> Browser {
        Browser::at(srv.addr)
    }

    /// A browser of the server at `addr`.
    pub fn at(addr: SocketAddr) -> Browser {
        Browser {
            base: format!("http://{addr}"),
            client: reqwest::Client::new(),
            cookie: None,
            csrf: None,
            origin: None,
        }
    }

    /// Sends a request with the cookie, the CSRF header (when `csrf`) and the origin; keeps a
    /// cookie the answer sets. Returns status, body and the `Set-Cookie` header.
    pub async fn send(
        &mut self,
        method: reqwest::Method,
        path: &str,
        body: Option<Value>,
        csrf: bool,
    ) -> (u16, Value, Option<String>) {
        let mut req = self.client.request(method, format!("{}{path}", self.base));
        if let Some(c) = &self.cookie {
            req = req.header("cookie", format!("dlo_session={c}"));
        }
        if let (true, Some(t)) = (csrf, &self.csrf) {
            req = req.header("x-csrf-token", t);
        }
        if let Some(o) = &self.origin {
            req = req.header("origin", o);
        }
        if let Some(b) = body {
            req = req
                .header("content-type", "application/json")
                .body(b.to_string());
        }
        let r = req.send().await.expect("request");
        let status = r.status().as_u16();
        let set_cookie = r
            .headers()
            .get("set-cookie")
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned);
        if let Some(sc) = &set_cookie {
            let value = sc
                .split(';')
                .next()
                .and_then(|kv| kv.strip_prefix("dlo_session="))
                .unwrap_or_default();
            self.cookie = (!value.is_empty()).then(|| value.to_owned());
        }
        (status, r.json().await.unwrap_or(Value::Null), set_cookie)
    }

    pub async fn post(&mut self, path: &str, body: Value) -> (u16, Value) {
        let (s, b, _) = self
            .send(reqwest::Method::POST, path, Some(body), true)
            .await;
        (s, b)
    }

    pub async fn get(&mut self, path: &str) -> (u16, Value) {
        let (s, b, _) = self.send(reqwest::Method::GET, path, None, false).await;
        (s, b)
    }

    /// Reads `GET /api/account` and keeps its CSRF token.
    pub async fn account(&mut self) -> Value {
        let (status, body) = self.get("/api/account").await;
        assert_eq!(status, 200, "{body}");
        self.csrf = body["csrf"].as_str().map(str::to_owned);
        body
    }
}

/// A passkey on a software authenticator, and what a discoverable authenticator would keep:
/// the credential and the user handle it was made for.
pub struct Device {
    auth: WebauthnAuthenticator<SoftPasskey>,
    origin: Url,
    credential: Option<String>,
    user_handle: Option<Vec<u8>>,
}

impl Device {
    pub fn new(port: u16) -> Device {
        Device {
            auth: WebauthnAuthenticator::new(SoftPasskey::new(true)),
            origin: Url::parse(&format!("http://localhost:{port}")).expect("origin"),
            credential: None,
            user_handle: None,
        }
    }

    /// Answers the creation options of `register/start`.
    pub fn create(&mut self, options: &Value) -> Value {
        let mut ccr: CreationChallengeResponse =
            serde_json::from_value(options.clone()).expect("creation options");
        // The options ask for a resident key, which this software authenticator cannot make:
        // this test keeps the credential and user handle itself, as a resident key would.
        if let Some(sel) = ccr.public_key.authenticator_selection.as_mut() {
            sel.require_resident_key = false;
            sel.resident_key = None;
        }
        self.user_handle = Some(ccr.public_key.user.id.to_vec());
        let cred = self
            .auth
            .do_registration(self.origin.clone(), ccr)
            .expect("registration");
        let json = serde_json::to_value(cred).expect("credential json");
        self.credential = json["id"].as_str().map(str::to_owned);
        json
    }

    /// Answers the request options of `login/start` as a discoverable credential does: the
    /// credential of its choice, with the user handle.
    pub fn get(&mut self, options: &Value) -> Value {
        let allowed = options["publicKey"]["allowCredentials"]
            .as_array()
            .map(Vec::len);
        assert!(
            matches!(allowed, None | Some(0)),
            "a discoverable sign-in names no credential"
        );
        let id = self.credential.clone().expect("a registered credential");
        let mut options = options.clone();
        options["publicKey"]["allowCredentials"] = json!([{ "type": "public-key", "id": id }]);
        let rcr: RequestChallengeResponse =
            serde_json::from_value(options).expect("request options");
        let mut cred = self
            .auth
            .do_authentication(self.origin.clone(), rcr)
            .expect("authentication");
        cred.response.user_handle = self.user_handle.clone().map(Into::into);
        serde_json::to_value(cred).expect("assertion json")
    }
}

/// Signs up with a passkey named `name`; answers the account.
pub async fn sign_up(b: &mut Browser, device: &mut Device, name: &str) -> Value {
    let (status, started) = b
        .post(
            "/api/account/passkey/register/start",
            json!({ "name": name }),
        )
        .await;
    assert_eq!(status, 200, "{started}");
    assert_eq!(
        started["options"]["publicKey"]["authenticatorSelection"]["residentKey"],
        "required"
    );
    let credential = device.create(&started["options"]);
    let (status, finished, cookie) = b
        .send(
            reqwest::Method::POST,
            "/api/account/passkey/register/finish",
            Some(json!({ "challenge": started["challenge"], "credential": credential })),
            true,
        )
        .await;
    assert_eq!(status, 200, "{finished}");
    let cookie = cookie.expect("a session cookie");
    for attr in [
        "HttpOnly",
        "Secure",
        "SameSite=Lax",
        "Path=/",
        "Max-Age=2592000",
    ] {
        assert!(cookie.contains(attr), "{attr} in {cookie}");
    }
    b.account().await;
    finished["account"].clone()
}

/// Signs in with the device's passkey; answers status and body.
pub async fn sign_in(b: &mut Browser, device: &mut Device) -> (u16, Value) {
    let (status, started) = b.post("/api/account/passkey/login/start", json!({})).await;
    assert_eq!(status, 200, "{started}");
    assert!(started["options"].get("mediation").is_none());
    let credential = device.get(&started["options"]);
    let out = b
        .post(
            "/api/account/passkey/login/finish",
            json!({ "challenge": started["challenge"], "credential": credential }),
        )
        .await;
    if out.0 == 200 {
        b.account().await;
    }
    out
}
