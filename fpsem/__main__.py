import sys

from fpsem.cli import main

sys.exit(main())
