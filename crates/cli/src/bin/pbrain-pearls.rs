//! Pearls as a Gomocup brain: the protocol on standard input and output.

fn main() -> std::process::ExitCode {
    match pearls_protocol::run_stdio() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("pbrain-pearls: {e}");
            std::process::ExitCode::from(1)
        }
    }
}
