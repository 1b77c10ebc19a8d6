pub mod bench;
pub mod forbidden;
pub mod play;
pub mod referee;
pub mod rules;
pub mod show;
pub mod state;
