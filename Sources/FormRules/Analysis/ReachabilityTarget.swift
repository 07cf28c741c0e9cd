/// Something that has an enabled flag worth proving reachable: an input with an
/// `enabled_when`, or a button.
enum ReachabilityTarget: Hashable {
  /// The field at this index.
  case field(Int)
  /// The button at this index.
  case button(Int)
}
