extension ValueType {
  /// The scalars values of this type are written with, for static analysis: those a value
  /// can start with, and those it can hold anywhere; nil for text, which can hold any.
  /// What ``accepts(_:)`` accepts, as sets (a test reads both over many texts): an integer
  /// is `-` and digits, a number adds `.`, `e`, `E`, `+` after its first scalar, a date is
  /// digits and `-`, a boolean the letters of `true` and `false`.
  var scalars: (first: ScalarClass, all: ScalarClass)? {
    let digits = ScalarClass(UInt32(48)...57)
    var signed = digits
    signed.formUnion(ScalarClass("-"))
    switch self {
    case .text:
      return nil
    case .integer:
      return (signed, signed)
    case .number:
      var all = signed
      for scalar in ".eE+".unicodeScalars { all.formUnion(ScalarClass(scalar)) }
      return (signed, all)
    case .date:
      return (digits, signed)
    case .boolean:
      var first = ScalarClass("t")
      first.formUnion(ScalarClass("f"))
      var all = ScalarClass()
      for scalar in "truefals".unicodeScalars { all.formUnion(ScalarClass(scalar)) }
      return (first, all)
    }
  }
}
