"""The edition: the laws as edited data, read from ``laws/`` and checked.

Data flows one way: ``laws/*.yaml`` → [loader][pokerlaws.edition.loader]
(schema and sense checks, errors that name file and line) →
[`Law`][pokerlaws.edition.model.Law] objects in a
[`Corpus`][pokerlaws.edition.corpus.Corpus] → the site, the tests, the API and
the command line. Nothing here is imported by the engine.
"""
