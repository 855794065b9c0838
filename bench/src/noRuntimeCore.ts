// Stands in for @module-federation/runtime-core in the monolith build (webpack alias): no remote entry reads it.
export {};
