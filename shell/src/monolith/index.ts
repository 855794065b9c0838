// The monolith's browser entry: no federation, so no async boundary for shared singletons to agree on.
import '../bootstrap';
