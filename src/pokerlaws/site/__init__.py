"""The site: the pages generated from the edition and the engine, and the MkDocs plugin that builds them."""

from __future__ import annotations

# Nothing outside the folder takes a name from it: MkDocs finds the plugin by its entry point
# (pokerlaws.site.mkdocs_plugin:EditionPlugin), which loads MkDocs; the face loads nothing, so that
# the figures' process (python -m pokerlaws.site.engine_figures) and a page's module load only what they use.
__all__: list[str] = []
