import Foundation

/// `posix_spawn` attributes for a child of the tests: every signal at its default action
/// and none blocked — not the test process's ignored SIGPIPE — plus `flags`
/// (`POSIX_SPAWN_SETPGROUP`, `POSIX_SPAWN_SETSID`…), handed to `body` and destroyed after.
func withSpawnAttributes<Result>(
  flags: Int32, _ body: (inout posix_spawnattr_t) throws -> Result
) rethrows -> Result {
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var defaults = sigset_t()
  sigfillset(&defaults)
  var mask = sigset_t()
  sigemptyset(&mask)
  posix_spawnattr_setsigdefault(&attributes, &defaults)
  posix_spawnattr_setsigmask(&attributes, &mask)
  posix_spawnattr_setflags(&attributes, Int16(flags | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
  return try body(&attributes)
}
