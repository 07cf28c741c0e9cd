import Foundation

/// A directory for generated data: the one named by `--work` (kept), or a fresh temporary
/// one that ``remove()`` deletes.
final class WorkDirectory {
  /// Its path.
  let path: String
  private let isTemporary: Bool

  /// Uses `explicit` (created if needed), or makes a temporary directory.
  init(explicit: String?) throws(BenchError) {
    do {
      if let explicit {
        try FileManager.default.createDirectory(atPath: explicit, withIntermediateDirectories: true)
        path = explicit
        isTemporary = false
      } else {
        let url = FileManager.default.temporaryDirectory
          .appendingPathComponent("formcheck-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
        isTemporary = true
      }
    } catch {
      throw BenchError("cannot create a work directory: \(error.localizedDescription)")
    }
  }

  /// A path inside the directory.
  func file(_ name: String) -> String { path + "/" + name }

  /// Deletes the directory if it is a temporary one.
  func remove() {
    if isTemporary { try? FileManager.default.removeItem(atPath: path) }
  }
}
