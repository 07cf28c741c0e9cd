import Foundation
import Testing

/// What a running `formcheck` maps into memory: neither the library nor the CLI imports
/// Foundation or the toolchain's copy of ICU (about 8 MiB of resident pages at start-up;
/// docs/architecture.md), so a stray `import Foundation` fails here, not only in the
/// benchmark's peak RSS.
@Suite("Loaded libraries")
struct LoadedLibrariesTests {
  @Test func aBatchWaitingForInputHasNeitherFoundationNorItsICU() throws {
    let input = Pipe()
    let spawned = try SpawnedFormcheck(["batch", "forms/register.yaml"], stdin: input)
    defer {
      try? input.fileHandleForWriting.close()
      _ = spawned.wait()
    }
    let pid = spawned.process.processIdentifier
    // Every library the executable needs is mapped before `main`; once the process
    // sleeps reading standard input, its start-up is over.
    var maps = ""
    for _ in 0..<600 {
      maps = Self.contents(of: "/proc/\(pid)/maps")
      let status = Self.contents(of: "/proc/\(pid)/status")
      if maps.contains("libswiftCore.so"), status.contains("State:\tS") { break }
      usleep(50_000)
    }
    #expect(maps.contains("libicuuc.so"))
    #expect(!maps.contains("/libFoundation.so"))
    #expect(!maps.contains("libFoundationInternationalization.so"))
    #expect(!maps.contains("lib_FoundationICU.so"))
  }

  /// A file of `/proc` read to its end (they report a size of 0, so reading by size stops
  /// early).
  private static func contents(of path: String) -> String {
    guard let file = FileHandle(forReadingAtPath: path) else { return "" }
    defer { try? file.close() }
    return String(decoding: (try? file.readToEnd()) ?? Data(), as: UTF8.self)
  }
}
