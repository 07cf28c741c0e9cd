import Foundation

@testable import FormRules

/// Specs with lists over a list file written to a fresh directory: the file's lines are
/// `name<TAB>description`.
enum ListFixture {
  /// The lines of `heroes.txt`, in file order.
  static let heroes = [
    ("Achilles", "Greek warrior"), ("Acamas", "Son of Theseus"), ("Aeneas", "Trojan prince"),
    ("Ajax", "Shield-bearer"), ("Beowulf", "Slayer of Grendel"), ("Cú Chulainn", "Hound of Ulster"),
    ("Straßburg", "A city, for folding"), ("Gilgamesh", "King of Uruk"),
    ("Hua Mulan", "Took her father's place"),
  ]

  /// A form with a list store `heroes` from ``heroes`` and a field `search`, whose
  /// `lists:` section is `lists` (indented two spaces per level, starting at column 1);
  /// the store's own keys are `store` (default: the file with two columns).
  static func spec(
    lists: String, store: String = "{ list: heroes.txt, columns: [name, description] }"
  ) -> String {
    """
    form: f
    stores:
      heroes: \(store)
    fields:
      search: { optional: true }
    lists:
    \(lists)
    """
  }

  /// Runs `body` with the path of a new directory holding `heroes.txt` (or `text`).
  static func withDirectory<Result>(
    text: String = heroes.map { "\($0.0)\t\($0.1)" }.joined(separator: "\n") + "\n",
    _ body: (String) throws -> Result
  ) throws -> Result {
    try StoreTestDirectory.with { directory in
      try text.write(toFile: directory + "/heroes.txt", atomically: false, encoding: .utf8)
      return try body(directory)
    }
  }

  /// A session of `yaml` whose list files are in `directory`, stores in memory.
  static func form(_ yaml: String, in directory: String, stores: [String: any CustomStore] = [:]) throws
    -> Form
  {
    var environment = FormEnvironment(storage: .inMemory)
    environment.stores = stores
    return try Form(
      spec: FormSpec(yaml: yaml, file: directory + "/f.yaml", baseDirectory: directory),
      environment: environment)
  }
}
