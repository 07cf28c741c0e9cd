import FormRules
import Testing

@testable import formcheck

/// The CLI's choice of data directory (the library has no default on disk).
@Suite("Data directory choice")
struct DataDirectoryChoiceTests {
  @Test(
    arguments: [
      ("/explicit", ["FORMCHECK_DATA_DIR": "/env", "HOME": "/home/u"], "/explicit"),
      (nil, ["FORMCHECK_DATA_DIR": "/env", "XDG_DATA_HOME": "/xdg", "HOME": "/home/u"], "/env"),
      (
        nil, ["FORMCHECK_DATA_DIR": "", "XDG_DATA_HOME": "/xdg/", "HOME": "/home/u"],
        "/xdg/formcheck"
      ),
      (nil, ["XDG_DATA_HOME": "relative", "HOME": "/home/u"], "/home/u/.local/share/formcheck"),
      (nil, ["HOME": "/home/u"], "/home/u/.local/share/formcheck"),
    ] as [(String?, [String: String], String)])
  func resolutionOrder(explicit: String?, environment: [String: String], expected: String) throws {
    #expect(try DataDirectoryChoice.path(explicit: explicit, environment: environment) == expected)
  }

  @Test func withoutAnyHintResolutionFails() {
    let error = #expect(throws: StoreError.self) {
      _ = try DataDirectoryChoice.path(explicit: nil, environment: ["HOME": ""])
    }
    #expect(
      error?.message
        == "cannot choose a data directory: pass --data-dir, or set FORMCHECK_DATA_DIR or HOME")
  }

  @Test func aFormWithoutTablesNeedsNoDirectory() throws {
    let spec = try FormSpec(yaml: "form: plain\nfields:\n  name: {}\n")
    #expect(try DataDirectoryChoice.storage(for: [spec], explicit: "") == .inMemory)
  }
}
