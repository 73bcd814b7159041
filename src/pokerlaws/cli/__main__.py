"""``python -m pokerlaws.cli``: the command line, as the console script ``pokerlaws`` runs it."""

import sys

from pokerlaws.cli.commands import main

sys.exit(main())
