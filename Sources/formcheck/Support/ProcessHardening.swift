import Glibc

/// Keeps secrets out of core dumps: a process that holds passwords (typed at the prompt,
/// read from a script or a batch) must not write its memory to a file when it crashes,
/// nor let another process of the same user read it (`ptrace`, `/proc/PID/mem`).
enum ProcessHardening {
  /// `PR_SET_DUMPABLE` from `<sys/prctl.h>`, which Swift's Glibc module does not import.
  private static let setDumpable: Int32 = 4

  /// Sets the core file size limit to 0 (soft and hard) and marks the process not
  /// dumpable. Best effort: a failure leaves the process as it was.
  static func forbidCoreDumps() {
    var none = rlimit(rlim_cur: 0, rlim_max: 0)
    _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none)
    // prctl(2) is variadic, so Swift cannot call it directly; its five-argument form is
    // called through a pointer of that exact shape (the System V and AAPCS64 calling
    // conventions pass these integer arguments the same way either way).
    typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return }
    _ = unsafeBitCast(symbol, to: Prctl.self)(setDumpable, 0, 0, 0, 0)
  }
}
