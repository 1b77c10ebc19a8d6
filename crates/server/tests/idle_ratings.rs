//! Glicko-2 rating periods on the server's clock: an idle player's deviation grows when
//! the rating is read and when the next game is rated, never stored alone; and the
//! profile's rating history. On SQLite, or on PostgreSQL with `PEARLS_TEST_DATABASE` set.

mod common;

use common::{register, start, sudden_death, Client};
use pearls_server::competition::rating::{rate_game, Rating, Score, RATING_PERIOD_MS};
use serde_json::{json, Value};

async fn account(addr: std::net::SocketAddr, name: &str) -> Client {
    let mut c = Client::new(addr).await;
    register(&mut c, name).await;
    c
}

/// Ann (black) beats Bob by resignation in a rated blitz game; its id.
async fn ann_wins(ann: &Client, bob: &Client) -> String {
    let id = ann
        .create(json!({"rule": "renju", "side": "first", "rated": true,
                       "clock": sudden_death(300_000)}))
        .await;
    bob.join(&id).await;
    let mut s = bob.socket(&id).await;
    s.send(json!({"type": "resign"})).await;
    s.until(|g| g["status"] == "over").await;
    id
}

async fn blitz(c: &Client, name: &str) -> Value {
    c.get(&format!("/api/users/{name}")).await.json()["ratings"]["renju/blitz"].clone()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-6
}

#[tokio::test]
async fn idle_deviation_grows_by_rating_periods_when_read_and_when_rated() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(dir.path()).await;
    let ann = account(server.addr, "Ann").await;
    let bob = account(server.addr, "Bob").await;
    let first = ann_wins(&ann, &bob).await;
    let (a1, b1) = rate_game(&Rating::default(), &Rating::default(), Score::Win);
    let after = blitz(&ann, "Ann").await;
    assert!(
        close(after["deviation"].as_f64().unwrap(), a1.deviation),
        "{after}"
    );

    // Less than a period: nothing changes.
    server.advance(RATING_PERIOD_MS - 1);
    let same = blitz(&ann, "Ann").await;
    assert_eq!(same, after);
    // Three whole periods: the deviation has grown three times, the rating has not moved.
    server.advance(2 * RATING_PERIOD_MS + 1);
    let idle = blitz(&ann, "Ann").await;
    let a_idle = a1.after_idle_periods(3);
    assert!(a_idle.deviation > a1.deviation);
    assert!(
        close(idle["deviation"].as_f64().unwrap(), a_idle.deviation),
        "{idle}"
    );
    assert!(close(idle["rating"].as_f64().unwrap(), a1.rating), "{idle}");
    assert_eq!(idle["games"], 1);

    // The next game is rated from the grown deviations.
    let second = ann_wins(&ann, &bob).await;
    let b_idle = b1.after_idle_periods(3);
    let (a2, b2) = rate_game(&a_idle, &b_idle, Score::Win);
    let now = blitz(&ann, "Ann").await;
    assert!(close(now["rating"].as_f64().unwrap(), a2.rating), "{now}");
    assert!(
        close(now["deviation"].as_f64().unwrap(), a2.deviation),
        "{now}"
    );
    assert_eq!(now["games"], 2);
    let bob_now = blitz(&bob, "Bob").await;
    assert!(
        close(bob_now["rating"].as_f64().unwrap(), b2.rating),
        "{bob_now}"
    );

    // The history of each game, oldest first, as the chart draws it.
    let h = ann
        .get("/api/users/ann/rating-history?pool=renju%2Fblitz")
        .await;
    assert_eq!(h.status, 200, "{}", h.body);
    let h = h.json();
    assert_eq!(h["name"], "Ann");
    assert_eq!(h["pool"], "renju/blitz");
    let points = h["points"].as_array().unwrap();
    assert_eq!(points.len(), 2, "{h}");
    assert_eq!(points[0]["game"], first.as_str());
    assert_eq!(points[1]["game"], second.as_str());
    assert!(close(points[0]["rating"].as_f64().unwrap(), a1.rating));
    assert!(close(
        points[1]["deviation"].as_f64().unwrap(),
        a2.deviation
    ));
    let empty = ann
        .get("/api/users/Ann/rating-history?pool=renju/rapid")
        .await
        .json();
    assert_eq!(empty["points"], json!([]));
    for (path, status) in [
        ("/api/users/Ann/rating-history?pool=renju/slowest", 400),
        ("/api/users/Ann/rating-history", 400),
        ("/api/users/Nobody/rating-history?pool=renju/blitz", 404),
    ] {
        assert_eq!(ann.get(path).await.status, status, "{path}");
    }
}
