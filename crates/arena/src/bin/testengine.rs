//! A Gomocup engine that misbehaves on purpose, for the arena's tests.
//!
//! `pearls-arena-testengine MODE [N]`: it plays the empty point nearest the centre
//! (scanning rows from the top) for its first N moves (default 0), then, depending on
//! MODE: `good` goes on playing well-formed moves, `hang` stops answering, `crash` exits,
//! `illegal` plays on an occupied point, `garbage` prints a line that is not a move,
//! `offboard` prints a point off the board, `memory` fills 400 MiB and keeps it, `slow`
//! answers after two seconds, `error` answers `ERROR`, `complain` prints an `ERROR` line
//! before each move (and still moves), `nostart` refuses START.
//! `script` plays the points given after N as `x,y` words, then like `good`.

use std::collections::HashSet;
use std::io::{BufRead, Write};
use std::time::Duration;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mode = args.first().cloned().unwrap_or_else(|| "good".into());
    let after: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let mut script: Vec<(i32, i32)> = args
        .iter()
        .skip(2)
        .filter_map(|w| {
            let (x, y) = w.split_once(',')?;
            Some((x.parse().ok()?, y.parse().ok()?))
        })
        .collect();
    script.reverse();
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    let mut size = 15;
    let mut taken: HashSet<(i32, i32)> = HashSet::new();
    let mut played = 0usize;
    let mut in_board = false;
    let mut hoard: Vec<Vec<u8>> = Vec::new();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let line = line.trim().to_string();
        let upper = line.to_ascii_uppercase();
        let word = upper.split_whitespace().next().unwrap_or("").to_string();
        let rest = line[word.len().min(line.len())..].trim().to_string();
        if in_board {
            if word == "DONE" {
                in_board = false;
            } else if let Some(p) = point(&line) {
                taken.insert(p);
                continue;
            } else {
                continue;
            }
        }
        let reply = |out: &mut std::io::Stdout, s: &str| {
            writeln!(out, "{s}").expect("stdout");
            out.flush().expect("stdout");
        };
        match word.as_str() {
            "START" => {
                if mode == "nostart" {
                    reply(&mut out, "ERROR I do not start");
                    continue;
                }
                size = rest.parse().unwrap_or(15);
                taken.clear();
                reply(&mut out, "OK");
                continue;
            }
            "RESTART" => {
                taken.clear();
                reply(&mut out, "OK");
                continue;
            }
            "ABOUT" => {
                reply(&mut out, "name=\"testengine\", version=\"1\"");
                continue;
            }
            "END" => return,
            "BOARD" => {
                taken.clear();
                in_board = true;
                continue;
            }
            "TURN" => {
                if let Some(p) = point(&rest) {
                    taken.insert(p);
                }
            }
            "BEGIN" | "DONE" => {}
            _ => continue,
        }
        // A move is due.
        let misbehave = played >= after && mode != "good" && mode != "script";
        if misbehave {
            match mode.as_str() {
                "hang" => continue,
                "crash" => std::process::exit(3),
                "garbage" => {
                    reply(&mut out, "I resign, or maybe not");
                    continue;
                }
                "offboard" => {
                    reply(&mut out, &format!("{size},{size}"));
                    continue;
                }
                "error" => {
                    reply(&mut out, "ERROR no move");
                    continue;
                }
                "illegal" => {
                    if let Some(&(x, y)) = taken.iter().next() {
                        reply(&mut out, &format!("{x},{y}"));
                        continue;
                    }
                }
                "memory" => {
                    for _ in 0..400 {
                        hoard.push(vec![1u8; 1 << 20]);
                    }
                    std::thread::sleep(Duration::from_secs(30));
                }
                "slow" => std::thread::sleep(Duration::from_secs(2)),
                "complain" => reply(&mut out, "ERROR Unknown command: TIME_LEFT"),
                _ => {}
            }
        }
        let scripted = if mode == "script" {
            std::iter::from_fn(|| script.pop()).find(|p| !taken.contains(p))
        } else {
            None
        };
        let c = size / 2;
        let p = scripted.unwrap_or_else(|| {
            let mut all: Vec<(i32, i32)> = (0..size)
                .flat_map(|y| (0..size).map(move |x| (x, y)))
                .filter(|p| !taken.contains(p))
                .collect();
            all.sort_by_key(|&(x, y)| ((x - c).abs().max((y - c).abs()), y, x));
            all[0]
        });
        taken.insert(p);
        played += 1;
        reply(&mut out, &format!("{},{}", p.0, p.1));
    }
}

fn point(s: &str) -> Option<(i32, i32)> {
    let mut it = s.split(',');
    let x = it.next()?.trim().parse().ok()?;
    let y = it.next()?.trim().parse().ok()?;
    Some((x, y))
}
