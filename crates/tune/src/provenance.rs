//! Provenance: how a set of tables was made, one step a line, carried in the weights file
//! so that every fit can be traced back to the commands that made it.

use pearls_engine::Rule;

/// The settings of a fit, as its step in the provenance names them.
#[derive(Debug, Clone, Copy)]
pub struct FitStep {
    pub rule: Rule,
    pub skip: usize,
    pub epochs: usize,
    pub rate: f64,
    pub l2: f64,
    /// `--label-nodes`, `--label-max` and `--share`, where the fit was labelled.
    pub labels: Option<(u64, i32, f64)>,
    /// Positions fitted and games read.
    pub positions: usize,
    pub games: usize,
}

/// The step of scaling the side to move's surplus by `scale`.
pub fn tempo_step(scale: f64) -> String {
    format!("The side to move's surplus scaled by {scale} (`pearls tune --tempo {scale}`).")
}

/// The step of a fit.
pub fn fit_step(f: &FitStep) -> String {
    let labels = match f.labels {
        Some((nodes, max, share)) => {
            format!(" --label-nodes {nodes} --label-max {max} --share {share}")
        }
        None => String::new(),
    };
    format!(
        "Fitted, with the tables of threat pairs and of threat masks now and before the last move, \
         by `pearls tune --rule {} --skip {} --epochs {} --rate {} --l2 {}{labels}` to {} positions of {} games.",
        f.rule.name(),
        f.skip,
        f.epochs,
        f.rate,
        f.l2,
        f.positions,
        f.games
    )
}

/// How a network's step in the provenance begins.
pub const NETWORK_STEP: &str = "Network: ";

/// The step of training a network by `command`.
pub fn network_step(command: &str) -> String {
    format!("{NETWORK_STEP}{command}")
}

/// How the step of fitting a network's policy begins.
pub const POLICY_STEP: &str = "Policy: ";

/// The step of fitting a policy by `command`.
pub fn policy_step(command: &str) -> String {
    format!("{POLICY_STEP}{command}")
}

/// The provenance of the network alone: `provenance` without the step of a policy fitted
/// to it, which a new fit replaces.
pub fn without_policy(provenance: &str) -> String {
    without_steps(provenance, &[POLICY_STEP])
}

/// The provenance of the tables alone: `provenance` without the steps of the networks
/// that were trained on them, and of their policies. A network trained from seeded
/// random numbers (or a refit of the tables, which writes none) names only its own; one
/// trained on from another (`pearls tune train --init`) keeps that one's steps instead.
pub fn tables_only(provenance: &str) -> String {
    without_steps(provenance, &[NETWORK_STEP, POLICY_STEP])
}

/// `provenance` without the steps that begin with any of `kinds`.
fn without_steps(provenance: &str, kinds: &[&str]) -> String {
    provenance
        .lines()
        .filter(|l| !kinds.iter().any(|k| l.starts_with(k)))
        .collect::<Vec<_>>()
        .join("\n")
}

/// `steps` after the provenance `before`, a step a line.
pub fn extend(before: &str, steps: &[String]) -> String {
    let mut out = before.to_string();
    for s in steps {
        out.push('\n');
        out.push_str(s);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fit_names_the_command_that_repeats_it() {
        let mut step = FitStep {
            rule: Rule::Renju,
            skip: 6,
            epochs: 400,
            rate: 1.0,
            l2: 1e-9,
            labels: Some((3000, 2500, 0.55)),
            positions: 851041,
            games: 29443,
        };
        // The last step of the shipped renju tables, as they were written (the network's
        // step and its policy's follow it).
        let shipped = pearls_engine::weights::embedded(pearls_engine::weights::Family::Renju);
        assert_eq!(
            shipped
                .provenance
                .lines()
                .rfind(|l| !l.starts_with(NETWORK_STEP) && !l.starts_with(POLICY_STEP)),
            Some(fit_step(&step).as_str())
        );
        // The shipped file names its network's step and its policy's once each, after the
        // tables' steps, and the tables' provenance is the file's without them.
        let networks = shipped
            .provenance
            .lines()
            .filter(|l| l.starts_with(NETWORK_STEP));
        assert_eq!(networks.count(), 1);
        let policies = shipped.provenance.lines();
        assert_eq!(policies.filter(|l| l.starts_with(POLICY_STEP)).count(), 1);
        let tables = tables_only(&shipped.provenance);
        assert_eq!(tables.lines().last(), Some(fit_step(&step).as_str()));
        assert_eq!(
            extend(&tables, &[network_step("x"), policy_step("y")])
                .lines()
                .count(),
            shipped.provenance.lines().count()
        );
        step.labels = None;
        assert!(fit_step(&step).contains("--l2 0.000000001` to 851041 positions"));
        assert_eq!(
            extend("a", &[tempo_step(0.75), "b".into()]),
            "a\nThe side to move's surplus scaled by 0.75 (`pearls tune --tempo 0.75`).\nb"
        );
    }
}
