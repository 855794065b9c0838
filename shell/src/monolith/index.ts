// The monolith's browser entry: no federation (no shared singletons to agree on), but the same start
// after the first paint as the federated shell, so that the bench compares like with like.
import { afterFirstPaint } from '../afterFirstPaint';

afterFirstPaint(() => void import('../bootstrap'));
