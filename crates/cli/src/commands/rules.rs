use crate::Failure;
use pearls_rules::rules::PRESETS;
use pearls_rules::{OpeningRule, RuleSet};

pub fn run() -> Result<(), Failure> {
    println!("Rule sets (--rule):");
    for r in RuleSet::all() {
        println!(
            "  {:<12} {} ({}x{})",
            r.name, r.description, r.default_size, r.default_size
        );
    }
    println!("Presets (--rule; a rule set with an opening rule):");
    for p in PRESETS {
        println!("  {:<12} {}", p.name, p.description);
    }
    println!("Opening rules (--opening; default free unless the preset sets one):");
    for o in OpeningRule::ALL {
        println!("  {:<12} {}", o.name(), o.description());
    }
    Ok(())
}
