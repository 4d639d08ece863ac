"""Interactive widgets; see issue 5."""
