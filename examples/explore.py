# %% [markdown]
# # Exploring fast-math trade-offs from Python
#
# A notebook-style script (cells marked `# %%`: open it in Jupyter with jupytext, in VS Code or
# Spyder, or run it as `python examples/explore.py [OUT_DIR]`; the tests run it too). In a notebook
# each result below shows as a table; `print()` shows the same table as text. Every figure says how
# it was obtained: *measured* on this CPU, *modelled* by fpsem's performance model, *emulated*
# accuracy of a GPU target.

# %%
import sys
from pathlib import Path

import altair as alt

import fpsem

out = Path(sys.argv[1] if len(sys.argv) > 1 else "out/explore")
out.mkdir(parents=True, exist_ok=True)

# %% [markdown]
# ## One kernel, two profiles: build for the A2000, model it, run it here

# %%
for profile in ("strict", "algebraic"):
    v = fpsem.compile("fir", "a2000", profile)  # PTX for sm_86 and its static metrics
    print(v)
    print(fpsem.predict(v))  # modelled, not measured
    print(fpsem.run("fir", profile, size_set="small", reps=10))  # measured on this CPU

# %% [markdown]
# ## Accuracy against an mpmath reference

# %%
acc = fpsem.evaluate_accuracy("fir", ["contract", "algebraic"])
print(acc)

# %% [markdown]
# ## A small sweep, its results as a table and a DataFrame

# %%
summary = fpsem.run_sweep(out / "sweep.sqlite", kernels="fir,dot,daxpy", profiles="strict,contract,algebraic",
                          targets="host,a2000", precisions="f64")
print(summary)
results = fpsem.open_results(out / "sweep.sqlite")
print(results)
df = results.to_dataframe()
print(df[["kernel", "profile", "target", "speedup", "speedup_source", "max_ulp", "accuracy_source"]].to_string())

# %% [markdown]
# ## A chart of the A2000's trade-off (modelled speedups, emulated accuracy)

# %%
a2000 = df[(df.target == "a2000") & df.speedup.notna()][["kernel", "profile", "speedup", "max_ulp"]]
chart = alt.Chart(a2000).mark_point(filled=True, size=80).encode(
    x=alt.X("max_ulp:Q", title="max ulp error (emulated)", scale=alt.Scale(type="symlog")),
    y=alt.Y("speedup:Q", title="speedup over strict (modelled)"),
    color="profile:N", tooltip=["kernel", "profile", "speedup", "max_ulp"]).properties(title="A2000")
chart.save(out / "tradeoff.html", inline=True)  # works offline: the Vega libraries are inlined
chart.save(out / "tradeoff.png")
print(f"wrote {out / 'tradeoff.html'} and {out / 'tradeoff.png'}")
