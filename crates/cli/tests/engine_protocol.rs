//! `pearls engine` and `pbrain-pearls` over real pipes, driven by hand-written protocol
//! lines and by the manager side of `pearls-protocol`.

use pearls_protocol::manager::{EngineProcess, ManagerError, Owner, Reply};
use pearls_protocol::{format_point, parse_point};
use pearls_rules::{Action, Color, Game, Notation, Point, Reason, RuleSet, Variant};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::Duration;

const WAIT: Duration = Duration::from_secs(20);

fn engine() -> EngineProcess {
    EngineProcess::spawn(env!("CARGO_BIN_EXE_pearls"), &["engine"]).expect("engine starts")
}

fn pt(s: &str) -> Point {
    Notation::new(15).parse_point(s).unwrap()
}

/// Runs a whole session from a script and returns every line of output.
fn session(bin: &str, args: &[&str], script: &str) -> Vec<String> {
    let mut child = Command::new(bin)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let out = child.wait_with_output().expect("runs");
    assert!(out.status.success(), "exit status {:?}", out.status);
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn a_game_from_begin_to_five() {
    let mut e = engine();
    e.start(15, WAIT).unwrap();
    e.info("rule", 1).unwrap();
    e.info("timeout_turn", 200).unwrap();
    e.info("timeout_match", 0).unwrap();
    let mut game = Game::new(Variant::new(RuleSet::standard())).unwrap();
    let mut mv = e.begin(WAIT).unwrap();
    // A hopeless opponent: it fills the bottom row from the left.
    let mut filler = (0..15).map(|c| Point::new(c, 0));
    for _ in 0..20 {
        game.apply(Action::Place(mv)).expect("engine move is legal");
        if game.is_over() {
            break;
        }
        let reply = filler.find(|&p| game.board().is_empty_at(p)).unwrap();
        game.apply(Action::Place(reply)).unwrap();
        mv = e.turn(reply, WAIT).unwrap();
    }
    let o = game.outcome().expect("the engine finished the game");
    assert_eq!(o.winner, Some(Color::Black));
    assert_eq!(o.reason, Reason::Five);
    assert!(e.end(WAIT).unwrap().success());
}

#[test]
fn board_in_renju_move_order_avoids_forbidden_points() {
    // Black (the engine, as many stones as white) could make two threes at h8: forbidden.
    let mut e = engine();
    e.start(15, WAIT).unwrap();
    e.info("rule", 4).unwrap();
    e.info("timeout_turn", 300).unwrap();
    let order = [
        ("g8", Owner::Own),
        ("a1", Owner::Opponent),
        ("h7", Owner::Own),
        ("a15", Owner::Opponent),
        ("h9", Owner::Own),
        ("o1", Owner::Opponent),
        ("i8", Owner::Own),
        ("o15", Owner::Opponent),
    ];
    let stones: Vec<(Point, Owner)> = order.iter().map(|&(s, o)| (pt(s), o)).collect();
    let mv = e.board(&stones, WAIT).unwrap();
    assert_ne!(mv, pt("h8"), "played the double-three");
    let mut b = pearls_rules::Board::new(15);
    for (p, o) in &stones {
        let c = if *o == Owner::Own {
            Color::Black
        } else {
            Color::White
        };
        b.put(*p, c.into());
    }
    assert!(b.is_empty_at(mv));
    assert_eq!(RuleSet::renju().foul_at(&b, mv, Color::Black), None);

    // As white with a four on the board, the engine completes its five.
    let stones: Vec<(Point, Owner)> = [
        ("h8", Owner::Opponent),
        ("a1", Owner::Own),
        ("c3", Owner::Opponent),
        ("a2", Owner::Own),
        ("m12", Owner::Opponent),
        ("a3", Owner::Own),
        ("c13", Owner::Opponent),
        ("a4", Owner::Own),
        ("o15", Owner::Opponent),
    ]
    .iter()
    .map(|&(s, o)| (pt(s), o))
    .collect();
    assert_eq!(e.board(&stones, WAIT).unwrap(), pt("a5"));
}

#[test]
fn swap2board_in_all_three_stages() {
    let lines = session(
        env!("CARGO_BIN_EXE_pearls"),
        &["engine"],
        "START 15\r\nINFO rule 1\r\nINFO timeout_turn 300\r\n\
         SWAP2BOARD\r\nDONE\r\n\
         SWAP2BOARD\r\n7,7\r\n8,7\r\n7,9\r\nDONE\r\n\
         SWAP2BOARD\r\n7,7,1\r\n8,8,2\r\n9,9,1\r\n6,7,2\r\n3,3,1\r\nDONE\r\nEND\r\n",
    );
    assert_eq!(lines[0], "OK");
    let three: Vec<Point> = lines[1]
        .split_whitespace()
        .map(|t| parse_point(t, 15).expect("a point"))
        .collect();
    assert_eq!(three.len(), 3, "{}", lines[1]);
    assert!(three[0] != three[1] && three[1] != three[2] && three[0] != three[2]);
    let taken3 = ["7,7", "8,7", "7,9"];
    let answer = &lines[2];
    if answer != "SWAP" {
        let moves: Vec<&str> = answer.split_whitespace().collect();
        assert!((1..=2).contains(&moves.len()), "{answer}");
        for m in moves {
            assert!(
                parse_point(m, 15).is_some() && !taken3.contains(&m),
                "{answer}"
            );
        }
    }
    let taken5 = ["7,7", "8,8", "9,9", "6,7", "3,3"];
    let answer = &lines[3];
    assert!(
        answer == "SWAP"
            || (parse_point(answer, 15).is_some() && !taken5.contains(&answer.as_str())),
        "{answer}"
    );
    assert_eq!(lines.len(), 4);
}

#[test]
fn swap2_swaps_a_lost_white_and_balancing_answers_legal_stones() {
    let lines = session(
        env!("CARGO_BIN_EXE_pearls"),
        &["engine"],
        "START 15\r\nINFO rule 0\r\nINFO timeout_turn 600\r\n\
         SWAP2BOARD\r\n7,7\r\n0,0\r\n7,8\r\nDONE\r\n\
         YXBOARD\r\n7,7,2\r\n8,8,1\r\n7,8,2\r\nDONE\r\n\
         YXBALANCEONE\r\nYXBALANCETWO 0\r\nYXBALANCETWO x\r\nEND\r\n",
    );
    assert_eq!(lines[0], "OK");
    // Black's two stones side by side against a white stone in the corner.
    assert_eq!(lines[1], "SWAP", "{lines:#?}");
    let answers: Vec<&String> = lines.iter().filter(|l| !l.starts_with("MESSAGE")).collect();
    let taken = ["7,7", "8,8", "7,8"];
    for (answer, count) in [(answers[2], 1), (answers[3], 2)] {
        let stones: Vec<&str> = answer.split_whitespace().collect();
        assert_eq!(stones.len(), count, "{answer}");
        for s in &stones {
            assert!(
                parse_point(s, 15).is_some() && !taken.contains(s),
                "{answer}"
            );
        }
        assert!(count == 1 || stones[0] != stones[1], "{answer}");
    }
    assert!(answers[4].starts_with("ERROR"), "{lines:#?}");
}

#[test]
fn yxshowforbid_lists_double_three_double_four_and_overline() {
    let black = "c3 d2 d4 e3 b12 c12 d12 f12 g12 j3 j5 k3 k4 m2 m3";
    let white = "a15 c15 e15 g15 i15 k15 m15 o15 a13 c13 e13 g13 i13 k13 o13";
    let mut script = String::from("START 15\nINFO rule 4\nYXBOARD\n");
    let mut board = pearls_rules::Board::new(15);
    for (list, field, color) in [(black, 1, Color::Black), (white, 2, Color::White)] {
        for s in list.split_whitespace() {
            let p = pt(s);
            board.put(p, color.into());
            script.push_str(&format!("{},{field}\n", format_point(p, 15)));
        }
    }
    script.push_str("DONE\nYXSHOWFORBID\nEND\n");
    let lines = session(env!("CARGO_BIN_EXE_pearls"), &["engine"], &script);
    let fouls = RuleSet::renju().forbidden_points(&board, Color::Black);
    let kinds: std::collections::HashSet<_> = fouls.iter().map(|(_, f)| f.name()).collect();
    assert_eq!(kinds.len(), 3, "{fouls:?}");
    let mut expected: Vec<(u8, u8)> = fouls.iter().map(|(p, _)| p.to_gomocup(15)).collect();
    expected.sort_by_key(|&(x, y)| (y, x));
    let text: String = expected
        .iter()
        .map(|(x, y)| format!("{x:02}{y:02}"))
        .collect();
    assert_eq!(lines, vec!["OK".to_string(), format!("FORBID {text}.")]);
}

#[test]
fn garbage_is_answered_and_never_crashes() {
    let garbage = [
        "HELLO",
        "BEGIN",
        "START 0",
        "START 100",
        "START x",
        "RECTSTART 15,20",
        "START 15",
        "TURN 99,99",
        "TURN abc",
        "TURN 1",
        "BOARD\n1,2\nDONE",
        "BOARD\n1,2,7\nDONE",
        "SWAP2BOARD\n1,1\nDONE",
        "TAKEBACK 3,3",
        "YXNBEST zero",
        "\u{1}\u{7f}\u{fffd}\u{fffd}",
        "INFO",
        "INFO rule banana",
        "TURN 7,7",
        "TURN 7,7",
        "ABOUT",
        "END",
    ];
    let script: String = garbage.iter().map(|l| format!("{l}\r\n")).collect();
    let lines = session(env!("CARGO_BIN_EXE_pearls"), &["engine"], &script);
    let errors = lines
        .iter()
        .filter(|l| l.starts_with("ERROR") || l.starts_with("UNKNOWN"))
        .count();
    // Everything above is refused except START 15, INFO and the first TURN 7,7.
    assert_eq!(errors, 16, "{lines:#?}");
    assert!(lines.iter().any(|l| l == "OK"));
    assert!(
        lines.last().unwrap().starts_with("name=\"Pearls\""),
        "{lines:#?}"
    );
    let mv = lines[lines.len() - 3].clone();
    assert!(parse_point(&mv, 15).is_some(), "{lines:#?}");
}

#[test]
fn input_sent_while_thinking_is_kept_and_stop_answers_at_once() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pearls"))
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let mut output = BufReader::new(child.stdout.take().unwrap()).lines();
    // A minute per move, so only STOP can end the search quickly.
    write!(
        input,
        "START 15\nINFO timeout_turn 60000\nINFO rule 0\nTURN 7,7\nABOUT\nSTOP\nTAKEBACK 7,7\nRESTART\nEND\n"
    )
    .unwrap();
    input.flush().unwrap();
    let got: Vec<String> = (0..5).map(|_| output.next().unwrap().unwrap()).collect();
    assert_eq!(got[0], "OK");
    assert!(parse_point(&got[1], 15).is_some(), "{got:?}");
    assert!(got[2].starts_with("name="), "{got:?}");
    assert_eq!(got[3..], ["OK".to_string(), "OK".to_string()]);
    assert!(child.wait().unwrap().success());
}

#[test]
fn pbrain_binary_speaks_the_protocol() {
    let lines = session(
        env!("CARGO_BIN_EXE_pbrain-pearls"),
        &[],
        "START 20\nINFO max_memory 83886080\nINFO thread_num 2\nINFO time_left 900\nINFO timeout_match 100000\nBEGIN\nABOUT\nEND\n",
    );
    assert_eq!(lines[0], "OK");
    assert_eq!(parse_point(&lines[1], 20), Some(Point::centre(20)));
    assert!(lines[2].contains("version="));
}

#[test]
fn manager_reports_refusals_timeouts_and_exit() {
    let mut e = engine();
    assert!(e.about(WAIT).unwrap().contains("Pearls"));
    e.start(15, WAIT).unwrap();
    e.info("timeout_turn", 100).unwrap();
    e.send("TURN 20,20").unwrap();
    match e.answer(WAIT) {
        Err(ManagerError::Refused(m)) => assert!(m.contains("not a point"), "{m}"),
        other => panic!("{other:?}"),
    }
    // INFO has no answer: waiting for one runs into the timeout.
    e.info("rule", 0).unwrap();
    assert!(matches!(
        e.answer(Duration::from_millis(150)),
        Err(ManagerError::Timeout(_))
    ));
    let first = e.turn(pt("h8"), WAIT).unwrap();
    e.takeback(first, WAIT).unwrap();
    e.restart(WAIT).unwrap();
    e.send("END").unwrap();
    assert!(matches!(e.recv(WAIT), Err(ManagerError::Exited)));
}

#[test]
fn info_rule_name_plays_pente_from_the_move_history() {
    let n = Notation::new(19);
    // Black's n10 takes l10 and m10, and white plays l10 again: the history names l10
    // twice, as it was played.
    let history = ["k10", "l10", "j10", "m10", "k9", "l9", "n10", "l10"];
    let mut script = String::from(
        "START 19\nINFO rule_name pente+nonsense\nINFO rule_name pente\nINFO rule 0\nINFO timeout_turn 300\nBOARD\n",
    );
    for (i, m) in history.iter().enumerate() {
        let p = n.parse_point(m).unwrap();
        script.push_str(&format!(
            "{},{}\n",
            format_point(p, 19),
            if i % 2 == 0 { 1 } else { 2 }
        ));
    }
    script.push_str("DONE\nEND\n");
    let out = session(env!("CARGO_BIN_EXE_pearls"), &["engine"], &script);
    assert!(out[1].starts_with("ERROR"), "{out:?}");
    assert!(out[1].contains("pente+nonsense"), "{out:?}");
    let answer = out.last().expect("a move");
    let p = parse_point(answer, 19).unwrap_or_else(|| panic!("{out:?}"));
    let variant = Variant::new(RuleSet::pente()).with_opening(pearls_rules::OpeningRule::Free);
    let mut game = Game::new(variant).unwrap();
    for m in history {
        game.apply(Action::Place(n.parse_point(m).unwrap()))
            .unwrap();
    }
    assert_eq!(game.captured(Color::Black), 2);
    game.apply(Action::Place(p))
        .unwrap_or_else(|e| panic!("{answer}: {e}"));
}

#[test]
fn bombs_and_neutral_stones_travel_in_the_history_and_come_back_as_answers() {
    // White's bomb on a2 clears black's a1; white's h8-k8 is then a straight four, and
    // black (the engine) still holds its bomb: its answer is `BOMB x,y`.
    let mut e = engine();
    e.start(15, WAIT).unwrap();
    e.send("INFO rule_name freestyle+bomb").unwrap();
    e.info("timeout_turn", 1000).unwrap();
    let history: Vec<(Point, Owner)> = [
        ("a1", Owner::Own),
        ("a2", Owner::OpponentBomb),
        ("c3", Owner::Own),
        ("h8", Owner::Opponent),
        ("c13", Owner::Own),
        ("i8", Owner::Opponent),
        ("m3", Owner::Own),
        ("j8", Owner::Opponent),
        ("m13", Owner::Own),
        ("k8", Owner::Opponent),
    ]
    .iter()
    .map(|&(s, o)| (pt(s), o))
    .collect();
    let reply = e.board_reply(&history, WAIT).unwrap();
    let Reply::Bomb(p) = reply else {
        panic!("expected a bomb, got {reply:?}");
    };
    let rules = RuleSet::by_name("freestyle+bomb").unwrap();
    let mut game =
        Game::new(Variant::new(rules).with_opening(pearls_rules::OpeningRule::Free)).unwrap();
    for (q, o) in &history {
        let a = match o {
            Owner::OpponentBomb => Action::Bomb(*q),
            _ => Action::Place(*q),
        };
        game.apply(a).unwrap();
    }
    game.apply(Action::Bomb(p)).unwrap();
    // A neutral stone of the opponent's in TURN's extension is replayed too.
    e.send("END").unwrap();
    let script = "START 15\nINFO rule_name renju+neutral\nINFO timeout_turn 300\nBEGIN\nTURN NEUTRAL 8,7\nEND\n";
    let out = session(env!("CARGO_BIN_EXE_pearls"), &["engine"], script);
    let answer = out.last().expect("an answer");
    let q = parse_point(answer, 15).unwrap_or_else(|| panic!("{out:?}"));
    let mut game = Game::new(
        Variant::new(RuleSet::by_name("renju+neutral").unwrap())
            .with_opening(pearls_rules::OpeningRule::Free),
    )
    .unwrap();
    let first = parse_point(&out[1], 15).unwrap_or_else(|| panic!("{out:?}"));
    game.apply(Action::Place(first)).unwrap();
    game.apply(Action::Neutral(parse_point("8,7", 15).unwrap()))
        .unwrap();
    game.apply(Action::Place(q))
        .unwrap_or_else(|e| panic!("{answer}: {e}"));
}
