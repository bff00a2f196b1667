"""A worked example of fpsem's Python API: FIR under strict and algebraic, a small sweep, a plot.

Run it as ``python examples/explore.py [OUT_DIR]`` (the tests run it too).
"""
import sys
from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # no screen needed
import matplotlib.pyplot as plt

import fpsem

out = Path(sys.argv[1] if len(sys.argv) > 1 else "out/explore")
out.mkdir(parents=True, exist_ok=True)
for profile in ("strict", "algebraic"):
    v = fpsem.compile("fir", "a2000", profile)                        # PTX for sm_86, static metrics
    p = fpsem.predict(v)                                              # modelled, not measured
    print(profile, "a2000:", v.metrics.histogram["f64.fma"], f"FMAs, modelled {p.seconds * 1e6:.0f} µs ({p.bound})")
    host = fpsem.run("fir", profile, size_set="small", reps=10)       # measured on this CPU
    print(profile, "host: checksum", float(host.checksum), f"{host.seconds / host.reps * 1e6:.1f} µs/rep")
summary = fpsem.run_sweep(out / "sweep.sqlite", kernels="fir,dot,daxpy", profiles="strict,contract,algebraic",
                      targets="host,a2000", precisions="f64")
print(f"sweep: {summary.done} done, {len(summary.failed)} failed, {summary.skipped} already stored")
df = fpsem.open_results(out / "sweep.sqlite").to_dataframe()
a2000 = df[(df.target == "a2000") & df.speedup.notna()]
plt.scatter(a2000.max_ulp, a2000.speedup)
for _, r in a2000.iterrows():
    plt.annotate(f"{r.kernel}/{r.profile}", (r.max_ulp, r.speedup), fontsize=7)
plt.xlabel("max ulp error (emulated)")
plt.ylabel("speedup over strict (modelled)")
plt.title("A2000")
plt.savefig(out / "tradeoff.png", dpi=100)
print(df[["kernel", "profile", "target", "speedup", "speedup_source", "max_ulp", "accuracy_source"]].to_string())
