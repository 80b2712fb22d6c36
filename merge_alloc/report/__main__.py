"""`python -m merge_alloc.report`: see `merge_alloc.report.cli`."""

import sys

from merge_alloc.report.cli import main

if __name__ == "__main__":
    sys.exit(main())
