/// A field's gate computed from one of its conditions: its enabled flag (`enabled_when`),
/// whether it is required (`required_when`) or visible (`visible_when`) — or the result of
/// a field whose rules read a field that can be hidden. A session builds these in
/// ``CompiledForm/gateOrder``, each after what it reads; every other field's result is
/// built before them all.
enum ConditionGate: Hashable, Sendable {
  /// The enabled flag of the field at this index.
  case enabled(Int)
  /// The required flag of the field at this index.
  case required(Int)
  /// The visible flag of the field at this index.
  case visible(Int)
  /// The result of the field at this index, whose rules (`equals`, `holds`) read a field
  /// with `visible_when`: a hidden field's value counts as empty for them, so the result
  /// is built after that field's visible flag.
  case result(Int)
}
