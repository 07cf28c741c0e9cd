/// The reference figures of `bench/peers/RESULTS.md` (measured side by side on the
/// team machine, single-threaded) and the goals of issue 5, in the bench's units.
enum PeerFigures {
  // A. Propagation, register form, 1M edits.
  /// RxSwift 6.10 events/s.
  static let rxSwiftEventsPerSecond = Comparison(label: "RxSwift 6.10 (RESULTS A)", value: 589_601)
  /// The hand-written imperative update, events/s.
  static let imperativeEventsPerSecond = Comparison(
    label: "imperative floor (RESULTS A)", value: 23_077_191)
  /// Goal: 10× RxSwift.
  static let propagationGoal = Comparison(label: "goal (10x RxSwift)", value: 6_000_000)
  /// Emissions per event of the imperative floor (4 outputs).
  static let imperativeEmissions = Comparison(label: "imperative (RESULTS A)", value: 1.405)
  /// Emissions per event of RxSwift.
  static let rxSwiftEmissions = Comparison(label: "RxSwift 6.10 (RESULTS A)", value: 1.417)
  /// RxSwift's transient emissions of the button over 1M events.
  static let rxSwiftGlitches = Comparison(label: "RxSwift 6.10 (RESULTS A)", value: 6_412)
  /// RxSwift graph build + subscribe + dispose, µs per form.
  static let rxSwiftGraphBuild = Comparison(label: "RxSwift 6.10 (RESULTS A)", value: 23.4)

  // B. Batch, 1M records, whole process.
  /// pydantic 2.14 records/s.
  static let pydantic = Comparison(label: "pydantic (RESULTS B)", value: 277_000)
  /// msgspec 0.23 records/s.
  static let msgspec = Comparison(label: "msgspec (RESULTS B)", value: 418_000)
  /// jsonschema-rs 0.61 records/s.
  static let jsonschemaRS = Comparison(label: "jsonschema-rs (RESULTS B)", value: 424_000)
  /// orjson read + parse + write, no validation, records/s.
  static let orjsonFloor = Comparison(label: "orjson I/O floor (RESULTS B)", value: 2_242_000)
  /// Goal: 5× pydantic.
  static let batchGoal = Comparison(label: "goal (5x pydantic)", value: 1_400_000)
  /// pydantic's peak RSS, MiB.
  static let pydanticMemory = Comparison(label: "pydantic (RESULTS B)", value: 30.7)
  /// Goal: peak RSS, MiB.
  static let memoryGoal = Comparison(label: "goal", value: 30)

  // C. Spec compile.
  /// libyaml event loop over `sample_spec.yaml`, µs.
  static let libyamlEvents = Comparison(label: "libyaml events, parse only (RESULTS C)", value: 39.6)
  /// libyaml document (node tree), µs.
  static let libyamlDocument = Comparison(label: "libyaml document, parse only (RESULTS C)", value: 60.8)
  /// PyYAML's C loader to dicts, µs.
  static let pyyaml = Comparison(label: "PyYAML CSafeLoader, parse only (RESULTS C)", value: 645)
  /// Goal: parse + compile, µs.
  static let compileGoal = Comparison(label: "goal", value: 250)
  /// Goal: graph build, µs per form.
  static let graphBuildGoal = Comparison(label: "goal", value: 23)
}
