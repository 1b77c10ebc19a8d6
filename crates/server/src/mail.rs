//! E-mail: messages go out through an SMTP server named at start (`pearls serve --smtp
//! URL`), with `lettre`, from a thread of its own fed by a queue, so that no request and
//! no move ever waits for a mail server. A message that fails is logged and tried again
//! a few times, each wait twice the one before; then it is dropped (and logged).
//!
//! What is sent: the link that verifies an address, the link that resets a forgotten
//! password, and the notifications an account opts into (its turn in a correspondence
//! game, a correspondence game's end, a tournament's start). Every message ends with the
//! address's one-click unsubscribe link, which turns every notification off.

use crate::hub::Hub;
use crate::store::EmailRow;
use lettre::message::Mailbox;
use lettre::transport::smtp::authentication::Credentials;
use lettre::{Message, SmtpTransport, Transport};
use std::sync::mpsc;
use std::time::Duration;

/// How to send mail.
#[derive(Debug, Clone)]
pub struct MailConfig {
    /// `smtp://[user:password@]host[:port]` (plain SMTP, as a local relay speaks), or,
    /// in a build with the `smtp-tls` feature, `smtps://…` (TLS from the start) or
    /// `smtp://…?tls=required` (STARTTLS).
    pub smtp: String,
    /// The sender, `Pearls <pearls@example.org>` or a bare address.
    pub from: String,
    /// The address of the server as players reach it, for the links in messages;
    /// `None` for `http://` and the address the server listens on.
    pub public_url: Option<String>,
    /// Tries for each message, and the wait after the first failure.
    pub attempts: u32,
    pub retry_ms: u64,
}

impl MailConfig {
    pub fn new(smtp: &str) -> MailConfig {
        MailConfig {
            smtp: smtp.to_string(),
            from: "Pearls <pearls@localhost>".into(),
            public_url: None,
            attempts: 5,
            retry_ms: 2_000,
        }
    }
}

/// One message waiting to go.
#[derive(Debug, Clone)]
struct Outgoing {
    to: Mailbox,
    subject: String,
    body: String,
}

/// The queue of outgoing mail and what messages need to be written.
pub struct Mailer {
    queue: mpsc::Sender<Outgoing>,
    /// The server as players reach it, without a trailing slash.
    pub base_url: String,
}

/// The transport an SMTP URL names.
fn transport(url: &str) -> Result<SmtpTransport, String> {
    let bad = |why: &str| format!("--smtp {url}: {why}");
    let tls = url.starts_with("smtps://") || url.contains("tls=");
    if tls {
        #[cfg(feature = "smtp-tls")]
        return SmtpTransport::from_url(url)
            .map(|b| b.timeout(Some(Duration::from_secs(20))).build())
            .map_err(|e| bad(&e.to_string()));
        #[cfg(not(feature = "smtp-tls"))]
        return Err(bad(
            "this build has no TLS for SMTP (build with the smtp-tls feature), \
             or name a plain smtp:// relay",
        ));
    }
    let rest = url
        .strip_prefix("smtp://")
        .ok_or_else(|| bad("the URL must start with smtp:// or smtps://"))?;
    let rest = rest.trim_end_matches('/');
    let (auth, hostport) = match rest.rsplit_once('@') {
        Some((a, h)) => (Some(a), h),
        None => (None, rest),
    };
    let (host, port) = match hostport.rsplit_once(':') {
        Some((h, p)) => (
            h,
            p.parse::<u16>()
                .map_err(|_| bad(&format!("'{p}' is not a port number")))?,
        ),
        None => (hostport, 25),
    };
    if host.is_empty() {
        return Err(bad("the URL names no host"));
    }
    let mut b = SmtpTransport::builder_dangerous(host)
        .port(port)
        .timeout(Some(Duration::from_secs(20)));
    if let Some(auth) = auth {
        let (user, password) = auth.split_once(':').unwrap_or((auth, ""));
        b = b.credentials(Credentials::new(user.into(), password.into()));
    }
    Ok(b.build())
}

impl Mailer {
    /// Checks the configuration and starts the thread that sends. `listening` is the
    /// server's address, for links when no public URL is set.
    pub fn start(config: &MailConfig, listening: std::net::SocketAddr) -> Result<Mailer, String> {
        let transport = transport(&config.smtp)?;
        let from: Mailbox = config
            .from
            .parse()
            .map_err(|e| format!("--mail-from {}: {e}", config.from))?;
        let (queue, rx) = mpsc::channel::<Outgoing>();
        let (attempts, retry_ms) = (config.attempts.max(1), config.retry_ms);
        std::thread::Builder::new()
            .name("pearls-mail".into())
            .spawn(move || {
                // Ends when the server (every sender) is gone.
                while let Ok(m) = rx.recv() {
                    send_with_retries(&transport, &from, &m, attempts, retry_ms);
                }
            })
            .map_err(|e| format!("starting the mail thread: {e}"))?;
        let base_url = config
            .public_url
            .clone()
            .unwrap_or_else(|| format!("http://{listening}"))
            .trim_end_matches('/')
            .to_string();
        Ok(Mailer { queue, base_url })
    }

    /// Queues a message to `to`, with the address's unsubscribe link at its end.
    pub fn send(&self, to: &EmailRow, subject: &str, body: &str) {
        let Ok(mailbox) = to.address.parse::<Mailbox>() else {
            eprintln!("pearls mail: '{}' is not an address; not sent", to.address);
            return;
        };
        let body = format!(
            "{body}\n\n--\nTo receive no more notifications from Pearls, open {}\n",
            self.link(&format!("/api/mail/unsubscribe/{}", to.unsubscribe))
        );
        let m = Outgoing {
            to: mailbox,
            subject: subject.to_string(),
            body,
        };
        if self.queue.send(m).is_err() {
            eprintln!("pearls mail: the mail thread has stopped; not sent");
        }
    }

    /// A link to `path` on this server.
    pub fn link(&self, path: &str) -> String {
        format!("{}{path}", self.base_url)
    }
}

fn send_with_retries(
    transport: &SmtpTransport,
    from: &Mailbox,
    m: &Outgoing,
    attempts: u32,
    retry_ms: u64,
) {
    let message = match Message::builder()
        .from(from.clone())
        .to(m.to.clone())
        .subject(m.subject.clone())
        .body(m.body.clone())
    {
        Ok(message) => message,
        Err(e) => {
            eprintln!("pearls mail: a message to {} cannot be written: {e}", m.to);
            return;
        }
    };
    for attempt in 1..=attempts {
        match transport.send(&message) {
            Ok(_) => return,
            Err(e) => {
                eprintln!(
                    "pearls mail: sending '{}' to {} failed (try {attempt} of {attempts}): {e}",
                    m.subject, m.to
                );
                if attempt < attempts {
                    // This thread sends nothing else meanwhile: the wait is the mail
                    // server's, never a player's.
                    let wait = retry_ms.saturating_mul(1 << (attempt - 1).min(16));
                    std::thread::sleep(Duration::from_millis(wait));
                }
            }
        }
    }
    eprintln!("pearls mail: gave up on '{}' to {}", m.subject, m.to);
}

/// Which notification a message is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Notice {
    Turn,
    GameOver,
    Tournament,
}

impl Hub {
    /// Sends `subject` and `body` to `user_id` if they have a verified address and asked
    /// for this kind of notice; nothing without a mail server. Runs in a task of its own:
    /// the caller never waits for the store or the queue.
    pub fn notify(
        self: &std::sync::Arc<Hub>,
        user_id: &str,
        notice: Notice,
        subject: String,
        body: String,
        link: String,
    ) {
        let (hub, user_id) = (self.clone(), user_id.to_string());
        tokio::spawn(async move {
            // In the app first, whatever the mail settings.
            let text = subject.trim_start_matches("Pearls: ").to_string();
            if let Err(e) = hub.notify_in_app(&user_id, text, link).await {
                eprintln!("pearls: a notification for {user_id}: {e}");
            }
            let Some(mailer) = hub.mailer.get().cloned() else {
                return;
            };
            let email = match hub.store.email_of(&user_id).await {
                Ok(Some(e)) => e,
                Ok(None) => return,
                Err(e) => {
                    eprintln!("pearls mail: the address of {user_id}: {e}");
                    return;
                }
            };
            let wanted = match notice {
                Notice::Turn => email.notify_turn,
                Notice::GameOver => email.notify_end,
                Notice::Tournament => email.notify_tournament,
            };
            if email.verified && wanted {
                mailer.send(&email, &subject, &body);
            }
        });
    }
}

/// Tells each of `player_ids` who asked for it that tournament `name` (id `id`) has
/// started, with a link to its page. The tournaments call this when one starts.
pub fn notify_tournament_started(
    hub: &std::sync::Arc<Hub>,
    id: &str,
    name: &str,
    player_ids: &[String],
) {
    let link = hub
        .mailer
        .get()
        .map(|m| m.link(&format!("/tournaments/{id}")))
        .unwrap_or_default();
    for player in player_ids {
        hub.notify(
            player,
            Notice::Tournament,
            format!("Pearls: the tournament {name} has started"),
            format!("The tournament {name} has started: its pairings are at {link}"),
            format!("/tournaments/{id}"),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::transport;

    #[test]
    fn smtp_urls_are_read_or_refused_with_the_reason() {
        assert!(transport("smtp://127.0.0.1:2525").is_ok());
        assert!(transport("smtp://user:secret@mail.example.org").is_ok());
        for (url, words) in [
            ("http://127.0.0.1", "must start with smtp://"),
            ("smtp://127.0.0.1:port", "not a port number"),
            ("smtp://:25", "no host"),
        ] {
            let Err(e) = transport(url) else {
                panic!("{url} was taken");
            };
            assert!(e.contains(words) && e.contains(url), "{url}: {e}");
        }
        #[cfg(not(feature = "smtp-tls"))]
        assert!(matches!(transport("smtps://mail.example.org"), Err(e) if e.contains("no TLS")));
    }
}
