// The monolith's browser entry: the shell's own entry (the same start after the first paint, so that the
// bench compares like with like), with the areas bundled in through the federation runtime's stand-in.
import '@gpa/shell';
