#!/usr/bin/env python3
"""A fake Gomocup brain for tests: answers 0,0 to every move (see gomocup_fake_brain.py)."""

import sys

from gomocup_fake_brain import main

sys.exit(main("illegal"))
