/* fpsem stub: the CUDA/HIP runtime header is replaced by fpsem_gpu.h, included by the import command line (-include). */
#include "fpsem_gpu.h"
