import FormRules

extension FuzzTarget {
  /// How many times every field is set, each time to other values.
  static let sessionRounds = 3

  /// Spec bytes → YAML → compile. When the spec compiles, two in-memory sessions are given
  /// the same values a few rounds (the input's words, so the fuzzer steers them too): one
  /// a record at a time, as `batch` does (`setAll`), the other a field at a time, each its
  /// own transaction, as `run` does. Once settled they must show the same state — how
  /// inputs are grouped into transactions changes nothing in the end. Then the first taps
  /// every button and settles.
  static func runSpec(_ input: [UInt8]) {
    let environment = FormEnvironment(storage: .inMemory)
    guard
      let spec = try? FormSpec(bytes: input, file: "fuzz.yaml", baseDirectory: FuzzSpecFolder.path),
      let batch = try? Form(spec: spec, environment: environment),
      let single = try? Form(spec: spec, environment: environment),
      let handles = try? spec.fields.map({ field throws(FormError) in try single.field(field.name) })
    else { return }
    let words = [""] + words(of: input)
    for round in 0..<sessionRounds {
      let values = handles.indices.map { words[(round * 7 + $0) % words.count] }
      batch.setAll(values)
      for (handle, value) in zip(handles, values) { try? single.set(handle, to: value) }
      batch.runDue()
      single.runDue()
    }
    batch.settle()
    single.settle()
    let (settled, expected) = (batch.snapshot, single.snapshot)
    if settled != expected {
      let fields = zip(settled.fields, expected.fields).filter { $0 != $1 }.map(\.0.name)
      let buttons = zip(settled.buttons, expected.buttons).filter { $0 != $1 }.map(\.0.name)
      violated("set a record at a time and a field at a time, \(fields + buttons) end up different")
    }
    for button in spec.buttonNames { _ = try? batch.tap(button) }
    batch.settle()
    _ = batch.snapshot
  }

  /// The input's words: runs of bytes between YAML punctuation and white space, at most
  /// 64 of them.
  static func words(of input: [UInt8]) -> [String] {
    let separators = Set(" \t\r\n:,{}[]\"'#".utf8)
    return input.split(whereSeparator: separators.contains).prefix(64).map {
      String(decoding: $0, as: UTF8.self)
    }
  }
}
