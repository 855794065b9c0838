// Async boundary: lets the federation runtime agree on shared singletons before React loads.
void import('./bootstrap');
