import Glibc

/// The folder fuzzed specs are compiled in: a private temporary folder, made once per
/// process and removed at exit, holding the list files the seed specs name
/// (`reserved-names.txt`, `names.txt`), so that `list:` stores compile without reading
/// anything of the user's.
enum FuzzSpecFolder {
  /// The list files and their names.
  static let lists = [
    "reserved-names.txt": "# reserved\nadmin\nroot\nsupport\n",
    "names.txt": "alice_1\nbob\n",
  ]

  /// The folder's path; `/nonexistent` (lists then fail to load) if it cannot be made.
  static let path: String = {
    var template = Array("/tmp/formrules-fuzz-XXXXXX".utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap(mkdtemp) }) else {
      return "/nonexistent"
    }
    let folder = String(cString: made)
    for (name, text) in lists { write(text, to: "\(folder)/\(name)") }
    atexit { removeFolder() }
    return folder
  }()

  /// Writes `text` to a new file at `file`.
  private static func write(_ text: String, to file: String) {
    let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    _ = Array(text.utf8).withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
  }

  /// Removes the folder and its list files.
  private static func removeFolder() {
    for name in lists.keys { unlink("\(path)/\(name)") }
    rmdir(path)
  }
}
