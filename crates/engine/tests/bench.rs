//! `pearls bench`'s node count, pinned: a change to it is a change to what the search
//! does, and must be stated (in the commit and the closing note), and this number
//! updated with it.

#[test]
fn the_bench_searches_the_pinned_number_of_nodes() {
    let positions = pearls_engine::bench::positions();
    assert_eq!(positions.len(), 16);
    let nodes = pearls_engine::bench::nodes(&positions, pearls_engine::bench::DEPTH, 1);
    assert_eq!(nodes, 99_300, "the bench's node count changed");
}
