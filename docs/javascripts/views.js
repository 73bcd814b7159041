// views.js: filled in by issue 11
