#![cfg(unix)]
//! The limit on open files: raised to the hard limit at start, and a benchmark too large
//! for it refused at once with what to do. Alone in its test binary, as it lowers the
//! limits of its whole process.

use pearls_server::loadtest::{descriptors_needed, run_blocking, LoadSpec};

fn limits() -> (u64, u64) {
    let mut lim = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit only writes the struct given.
    assert_eq!(unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) }, 0);
    (lim.rlim_cur, lim.rlim_max)
}

fn set_limits(soft: u64, hard: u64) {
    let lim = libc::rlimit {
        rlim_cur: soft,
        rlim_max: hard,
    };
    // SAFETY: setrlimit only reads the struct given.
    assert_eq!(unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &lim) }, 0);
}

#[test]
fn the_soft_limit_is_raised_and_a_run_beyond_the_hard_one_is_refused_at_once() {
    // A hard limit this process may lower but never raise again.
    let (_, hard) = limits();
    let hard = hard.min(2000);
    set_limits(256, hard);
    let raised = pearls_server::listen::raise_descriptor_limit().unwrap();
    assert_eq!(raised, Some(hard));
    assert_eq!(limits(), (hard, hard));

    let spec = LoadSpec {
        games: 10_000,
        ..LoadSpec::default()
    };
    assert!(descriptors_needed(&spec, true) > hard);
    let e = run_blocking(&spec).expect_err("too many games for the limit");
    assert!(e.contains("10000 games need about"), "{e}");
    assert!(e.contains(&format!("the limit is {hard}")), "{e}");
    assert!(e.contains("ulimit -Hn"), "{e}");
    // It says how many would fit, and that many do fit.
    let fits: usize = e
        .split("run at most about ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no count of games that fit in: {e}"));
    assert!(fits > 0, "{e}");
    let fitting = LoadSpec {
        games: fits,
        ..LoadSpec::default()
    };
    assert!(descriptors_needed(&fitting, true) <= hard, "{e}");
    let one_more = LoadSpec {
        games: fits + 1,
        ..LoadSpec::default()
    };
    assert!(descriptors_needed(&one_more, true) > hard, "{e}");
}
