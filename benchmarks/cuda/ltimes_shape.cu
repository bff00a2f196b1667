// LTIMES launch shapes side by side, all compiled by nvcc from one body (RAJAPerf's LTIMES_BODY):
//   padded3d : RAJAPerf's 32 x 4 x 2 blocks, m fastest; 7 of every 32 m-lanes idle at nm = 25
//   flat     : fpsem's shape: one flat thread index per (z, g, m) point, 256-thread blocks, no idle lane;
//              a warp holds one row of 25 m values and 7 of the next row
//   flatpad  : flat 1-D blocks of 256, but each warp holds exactly one (z, g) row (m = lane, 7 idle)
// Each point runs the same serial d loop in the same order, so the three give identical phi.
// Why: fpsem's LTIMES f64 measured 1.038x RAJAPerf's (f32: 0.837x) on the H200; the question is whether
// the flat lane mapping, not fpsem's code generation, accounts for it (benchmarks/ltimes_shape.py).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { \
    fprintf(stderr, "ltimes_shape: %s: %s\n", #x, cudaGetErrorString(e)); exit(3); } } while (0)

#define BODY \
    for (long d = 0; d < nd; ++d) \
        phi[m + g * nm + z * nm * ng] += ell[d + m * nd] * psi[d + g * nd + z * nd * ng];

template <typename T>
__global__ void __launch_bounds__(256) padded3d(T* __restrict__ phi, const T* __restrict__ ell,
                                                const T* __restrict__ psi, long nd, long nm, long ng, long nz) {
    long m = blockIdx.x * 32L + threadIdx.x, g = blockIdx.y * 4L + threadIdx.y, z = blockIdx.z * 2L + threadIdx.z;
    if (m < nm && g < ng && z < nz) { BODY }
}

template <typename T>
__global__ void __launch_bounds__(256) flat(T* __restrict__ phi, const T* __restrict__ ell,
                                            const T* __restrict__ psi, long nd, long nm, long ng, long nz) {
    long t = blockIdx.x * 256L + threadIdx.x;
    if (t >= nm * ng * nz) return;
    long m = t % nm, r = t / nm, g = r % ng, z = r / ng;
    BODY
}

template <typename T>
__global__ void __launch_bounds__(256) flatpad(T* __restrict__ phi, const T* __restrict__ ell,
                                               const T* __restrict__ psi, long nd, long nm, long ng, long nz) {
    long t = blockIdx.x * 256L + threadIdx.x;
    long m = t & 31, r = t >> 5;
    if (m >= nm || r >= ng * nz) return;
    long g = r % ng, z = r / ng;
    BODY
}

template <typename T>
struct Run {
    long nd = 64, nm = 25, ng = 32, nz = 488;
    T *phi, *ell, *psi;
    std::vector<T> h_ell, h_psi;

    Run() {
        h_ell.resize(nd * nm); h_psi.resize(nd * ng * nz);
        srand(12345);
        for (auto& v : h_ell) v = T(rand()) / T(RAND_MAX) - T(0.5);
        for (auto& v : h_psi) v = T(rand()) / T(RAND_MAX) - T(0.5);
        CHECK(cudaMalloc(&phi, sizeof(T) * nm * ng * nz));
        CHECK(cudaMalloc(&ell, sizeof(T) * nd * nm));
        CHECK(cudaMalloc(&psi, sizeof(T) * nd * ng * nz));
        CHECK(cudaMemcpy(ell, h_ell.data(), sizeof(T) * nd * nm, cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(psi, h_psi.data(), sizeof(T) * nd * ng * nz, cudaMemcpyHostToDevice));
    }

    void launch(int shape) {
        if (shape == 0) {
            dim3 b(32, 4, 2), g((nm + 31) / 32, (ng + 3) / 4, (nz + 1) / 2);
            padded3d<T><<<g, b>>>(phi, ell, psi, nd, nm, ng, nz);
        } else if (shape == 1) {
            long pts = nm * ng * nz;
            flat<T><<<(pts + 255) / 256, 256>>>(phi, ell, psi, nd, nm, ng, nz);
        } else {
            long threads = 32 * ng * nz;
            flatpad<T><<<(threads + 255) / 256, 256>>>(phi, ell, psi, nd, nm, ng, nz);
        }
    }

    std::vector<T> result(int shape) {
        std::vector<T> out(nm * ng * nz);
        CHECK(cudaMemset(phi, 0, sizeof(T) * out.size()));
        launch(shape);
        CHECK(cudaDeviceSynchronize());
        CHECK(cudaMemcpy(out.data(), phi, sizeof(T) * out.size(), cudaMemcpyDeviceToHost));
        return out;
    }

    // microseconds per launch: `reps` back-to-back launches between two events (RAJAPerf's convention)
    double time_batch(int shape, int reps, cudaEvent_t a, cudaEvent_t b) {
        CHECK(cudaEventRecord(a));
        for (int k = 0; k < reps; ++k) launch(shape);
        CHECK(cudaEventRecord(b));
        CHECK(cudaEventSynchronize(b));
        float ms = 0;
        CHECK(cudaEventElapsedTime(&ms, a, b));
        return 1000.0 * ms / reps;
    }
};

static const char* NAMES[3] = {"padded3d", "flat", "flatpad"};

template <typename T>
void measure(const char* prec, int rounds, int reps) {
    Run<T> r;
    std::vector<T> ref = r.result(0);
    for (int s = 1; s < 3; ++s) {
        std::vector<T> out = r.result(s);
        long diff = 0;
        for (size_t i = 0; i < out.size(); ++i) diff += memcmp(&out[i], &ref[i], sizeof(T)) != 0;
        printf("{\"kind\": \"check\", \"precision\": \"%s\", \"shape\": \"%s\", \"differing\": %ld, \"points\": %zu}\n",
               prec, NAMES[s], diff, out.size());
    }
    cudaEvent_t a, b;
    CHECK(cudaEventCreate(&a)); CHECK(cudaEventCreate(&b));
    for (int s = 0; s < 3; ++s) r.time_batch(s, reps, a, b);  // warm-up
    for (int k = 0; k < rounds; ++k)
        for (int s0 = 0; s0 < 3; ++s0) {
            int s = (s0 + k) % 3;  // rotate the position in the round
            printf("{\"kind\": \"time\", \"precision\": \"%s\", \"shape\": \"%s\", \"round\": %d, \"us\": %.4f}\n",
                   prec, NAMES[s], k, r.time_batch(s, reps, a, b));
        }
    CHECK(cudaGetLastError());
}

int main(int argc, char** argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 15, reps = argc > 2 ? atoi(argv[2]) : 100;
    measure<double>("f64", rounds, reps);
    measure<float>("f32", rounds, reps);
    return 0;
}
