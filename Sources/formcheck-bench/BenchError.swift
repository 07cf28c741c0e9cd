/// Why the benchmark could not run or could not trust what it measured.
struct BenchError: Error, CustomStringConvertible {
  /// What went wrong, in lower case.
  let description: String

  /// Creates an error with `description`.
  init(_ description: String) { self.description = description }
}
