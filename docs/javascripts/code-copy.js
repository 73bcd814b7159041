// code-copy.js: filled in by issue 11
