use crate::Failure;
use pearls_rules::rules::{MODIFIERS, PRESETS};
use pearls_rules::{OpeningRule, RuleSet};

pub fn run() -> Result<(), Failure> {
    println!("Rule sets (--rule):");
    for r in RuleSet::all() {
        println!(
            "  {:<12} {} ({}x{}, opening {})",
            r.name, r.description, r.default_size, r.default_size, r.default_opening
        );
    }
    println!("Modifiers (append to any rule with +, e.g. pente+bomb, anti-renju+neutral):");
    for (name, what) in MODIFIERS {
        println!("  +{:<11} {what}", name);
    }
    println!("Presets (--rule; a rule set with an opening rule):");
    for p in PRESETS {
        println!("  {:<12} {}", p.name, p.description);
    }
    println!("Opening rules (--opening; each rule set has a default, most of them free):");
    for o in OpeningRule::ALL {
        let name = match o {
            OpeningRule::Soosorv(_) => "soosorv-N".to_string(),
            OpeningRule::Taraguchi(_) => "taraguchi-N".to_string(),
            _ => o.name(),
        };
        println!("  {name:<12} {}", o.description());
    }
    Ok(())
}
