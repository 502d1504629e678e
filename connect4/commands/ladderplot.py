"""The ladder's plot: win rate and time per move by level, in one PNG (matplotlib)."""


def plot(result, path):
    """Win rate and time per move by level, in one PNG (matplotlib, Agg backend)."""
    import matplotlib  # an optional dependency, needed only for --out

    matplotlib.use("Agg")  # before pyplot's import, which picks a backend
    import matplotlib.pyplot as plt

    rungs = result["rungs"]
    levels = list(range(1, len(rungs) + 1))
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(12, 4.5))
    up = [row["upper"] for row in result["neighbours"]]
    ax1.bar(up, [100 * row["empty"].win_rate(0) for row in result["neighbours"]],
            color="#c33", alpha=0.8, label="vs the level below (empty board)")
    ax1.plot([row["level"] for row in result["versus_random"]],
             [100 * row["match"].win_rate(0) for row in result["versus_random"]],
             "o-", color="#246", label="vs random")
    if result["versus_perfect"]:
        ax1.plot([row["level"] for row in result["versus_perfect"]],
                 [100 * row["match"].wld(1)[0] / row["match"].games
                  for row in result["versus_perfect"]],
                 "x--", color="#393", label="vs perfect (as yellow)")
    ax1.axhline(50, color="grey", lw=0.8, ls="--")
    ax1.set_xlabel("level")
    ax1.set_ylabel("win rate of decisive games (%)")
    ax1.set_ylim(0, 105)
    ax1.set_xticks(levels)
    ax1.legend(loc="lower right")
    ax1.set_title("Strength")
    # only the levels that played (the solver's rung may have been skipped)
    timed = [(i + 1, result["times"][spec]) for i, (_, spec) in enumerate(rungs)
             if result["times"][spec]["moves"]]
    for key, style in (("mean", "o-"), ("p95", "s--"), ("max", "^:")):
        ax2.plot([lv for lv, _ in timed], [max(t[key] * 1000, 1e-3) for _, t in timed],
                 style, label=key)
    ax2.set_yscale("log")
    ax2.set_xlabel("level")
    ax2.set_ylabel("ms per move (CPython)")
    ax2.set_xticks(levels)
    ax2.legend()
    ax2.set_title("Time per move")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
