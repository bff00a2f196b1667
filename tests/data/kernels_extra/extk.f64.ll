; x[i] = fpsem_no_such_function(y[i]): the host JIT cannot resolve the callee.
define void @extk_main(i64 %i, ptr noalias %x, ptr noalias readonly %y) {
entry:
  %py = getelementptr inbounds double, ptr %y, i64 %i
  %v = load double, ptr %py
  %p = call double @fpsem_no_such_function(double %v)
  %px = getelementptr inbounds double, ptr %x, i64 %i
  store double %p, ptr %px
  ret void
}
declare double @fpsem_no_such_function(double)
