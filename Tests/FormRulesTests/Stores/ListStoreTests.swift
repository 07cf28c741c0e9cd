import Foundation
import Testing

@testable import FormRules

@Suite("List store")
struct ListStoreTests {
  /// Writes `bytes` to a list file and loads it.
  private func load(_ bytes: [UInt8], _ body: (ListStore) throws -> Void) throws {
    try StoreTestDirectory.with { directory in
      let path = directory + "/reserved-names.txt"
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      try body(try ListStore(contentsOf: path))
    }
  }

  @Test func parsesNamesCommentsBlanksAndCRLF() throws {
    let text =
      "# reserved names\r\nadmin\r\n\r\n  root  \r\n\t#indented comment\n   \nsupport # not a comment\nlast"
    try load(Array(text.utf8)) { list in
      #expect(list.count == 4)
      for name in ["admin", "root", "support # not a comment", "last"] {
        #expect(list.contains(name), "\(name)")
      }
      for name in ["# reserved names", "#indented comment", "", "  root  ", "Admin", "support"] {
        #expect(!list.contains(name), "\(name)")
      }
    }
  }

  @Test func namesAndKeysAreComparedInNFC() throws {
    try load(Array("cafe\u{301}\nna\u{EF}ve\n".utf8)) { list in
      #expect(list.contains("caf\u{E9}"))
      #expect(list.contains("cafe\u{301}"))
      #expect(list.contains("nai\u{308}ve"))
      #expect(!list.contains("cafe"))
    }
  }

  @Test func nonASCIILinesAreTrimmedOfUnicodeSpaceAndNormalized() throws {
    let text =
      "\u{A0}admin\u{2003}\n\u{3000}# full-width indented comment\n \u{85}\n\tcafe\u{301} \r\n"
      + "ascii\u{0B}\u{0C}\n\u{1C}sep\n"
    try load(Array(text.utf8)) { list in
      #expect(list.count == 4)
      for name in ["admin", "caf\u{E9}", "ascii", "\u{1C}sep"] {
        #expect(list.contains(name), "\(name)")
      }
      #expect(!list.contains("# full-width indented comment"))
      #expect(!list.contains("sep"))
    }
  }

  @Test func aByteOrderMarkIsSkipped() throws {
    try load([0xEF, 0xBB, 0xBF] + Array("admin\n".utf8)) { list in
      #expect(list.contains("admin"))
      #expect(list.count == 1)
    }
  }

  @Test func invalidUTF8IsAnErrorNamingTheFileAndLine() throws {
    try StoreTestDirectory.with { directory in
      let path = directory + "/names.txt"
      try Data(Array("ok\nfine\n".utf8) + [0x62, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: path))
      let error = #expect(throws: StoreError.self) { try ListStore(contentsOf: path) }
      #expect(error?.kind == .invalidInput)
      #expect(error?.message == "list file '\(path)' is not valid UTF-8 (line 3)")
    }
  }

  @Test func aMissingFileIsAnErrorNamingIt() throws {
    try StoreTestDirectory.with { directory in
      let path = directory + "/missing.txt"
      let error = #expect(throws: StoreError.self) { try ListStore(contentsOf: path) }
      #expect(error?.kind == .openFailed)
      #expect(error?.message == "cannot read list file '\(path)': no such file or directory")
    }
  }

  @Test func aFileOverTheSizeLimitIsRefused() throws {
    try StoreTestDirectory.with { directory in
      let path = directory + "/huge.txt"
      #expect(FileManager.default.createFile(atPath: path, contents: nil))
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
      try handle.truncate(atOffset: UInt64(ListStore.maximumSize + 1))  // sparse: no disk used
      try handle.close()
      let error = #expect(throws: StoreError.self) { try ListStore(contentsOf: path) }
      #expect(error?.kind == .invalidInput)
      #expect(error?.message == "list file '\(path)' is larger than 64 MiB")
    }
  }

  @Test func aDirectoryIsNotAListFile() throws {
    try StoreTestDirectory.with { directory in
      let error = #expect(throws: StoreError.self) { try ListStore(contentsOf: directory) }
      #expect(error?.message == "cannot read list file '\(directory)': it is a directory, not a regular file")
    }
  }
}
