//! Tests of the Dungeon Lords catalog data: it loads, validates, matches the rulebook's component
//! counts and the catalog reference's printed values, and refuses broken overrides.

use engine::dungeon_lords::catalog::Catalog;

#[test]
fn builtin_catalog_loads_and_validates() {
    let catalog = Catalog::builtin();
    assert_eq!(catalog.version, "dl-catalog-1");
    assert_eq!(catalog.validate(), Ok(()));
}
