"""Why: the solver's verdict explained with L. V. Allis's rules and proven."""
