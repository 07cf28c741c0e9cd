/// A field's gate computed from one of its conditions: its enabled flag (`enabled_when`),
/// whether it is required (`required_when`) or visible (`visible_when`). A session builds gates in
/// ``CompiledForm/gateOrder``, each after the gates its condition reads.
enum ConditionGate: Hashable, Sendable {
  /// The enabled flag of the field at this index.
  case enabled(Int)
  /// The required flag of the field at this index.
  case required(Int)
  /// The visible flag of the field at this index.
  case visible(Int)
}
