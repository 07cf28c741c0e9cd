internal import CFuzzer
package import FormRulesFuzzing
internal import Glibc

/// Runs a ``FuzzTarget`` under libFuzzer with the process's arguments (libFuzzer's flags,
/// corpus folders, inputs to replay) and exits with libFuzzer's status.
///
/// Each target executable calls this from its `main.swift`; SwiftPM links that as the
/// program's entry, so libFuzzer's own `main` is not used and ``FuzzDriver`` starts the
/// driver instead (`LLVMFuzzerRunDriver`).
package enum FuzzDriver {
  /// Fuzzes `target` until libFuzzer stops; never returns.
  package static func run(_ target: FuzzTarget) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, callback(for: target)))
  }

  /// A C function that runs `target` on one input (a C callback cannot capture it).
  private static func callback(
    for target: FuzzTarget
  ) -> @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 {
    switch target {
    case .spec: { FuzzTarget.spec.run(Array(UnsafeBufferPointer(start: $0, count: $1))); return 0 }
    case .record: { FuzzTarget.record.run(Array(UnsafeBufferPointer(start: $0, count: $1))); return 0 }
    case .expression: { FuzzTarget.expression.run(Array(UnsafeBufferPointer(start: $0, count: $1))); return 0 }
    case .check: { FuzzTarget.check.run(Array(UnsafeBufferPointer(start: $0, count: $1))); return 0 }
    case .pattern: { FuzzTarget.pattern.run(Array(UnsafeBufferPointer(start: $0, count: $1))); return 0 }
    case .cookie: { FuzzTarget.cookie.run(Array(UnsafeBufferPointer(start: $0, count: $1))); return 0 }
    case .language: { FuzzTarget.language.run(Array(UnsafeBufferPointer(start: $0, count: $1))); return 0 }
    case .urlencoded: { FuzzTarget.urlencoded.run(Array(UnsafeBufferPointer(start: $0, count: $1))); return 0 }
    case .query: { FuzzTarget.query.run(Array(UnsafeBufferPointer(start: $0, count: $1))); return 0 }
    case .service: { FuzzTarget.service.run(Array(UnsafeBufferPointer(start: $0, count: $1))); return 0 }
    case .canned: { FuzzTarget.canned.run(Array(UnsafeBufferPointer(start: $0, count: $1))); return 0 }
    }
  }

}
