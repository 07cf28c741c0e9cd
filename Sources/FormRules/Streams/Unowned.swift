/// An unretained reference to an object of a session's stream graph: the one place in the
/// library that refers to Swift objects without counting references (`Unmanaged`), so
/// that the hot paths — propagation and batch — read nodes without retaining and releasing
/// them.
///
/// **The invariant.** Whatever an `Unowned` refers to is kept alive by the session's
/// ``StreamGraph`` for as long as the `Unowned` is read:
///
/// - a node is owned by its graph (``StreamGraph/register(_:)``) until the graph goes, and
///   `Unowned` references to nodes are kept only by nodes of the same graph, by the
///   graph, and by the ``FormEngine`` that owns the graph;
/// - the graph is referred to by its own nodes (``StreamNode/graph``), which are used only
///   while the session holding the graph drives them;
/// - an entry of a field's rules (``FieldResultNode/Entry``) is kept by those
///   ``FieldResultNode/Rules``, which the field's result node holds, and read only through
///   the checks stored in the same rules;
/// - a field's ``NumberReading`` is kept by its ``FormEngine`` (``FormEngine/numberReadings``)
///   and read only by the checks and nodes of that session's graph;
/// - an item of a repeated group (a ``FormEngine``) is owned by its group's
///   ``RepeatedGroupNode`` (``RepeatedGroupNode/items``), whose unretained list of the
///   same items is changed with it and read only while the node is;
/// - a ``RepeatedGroupNode``, a node of the enclosing graph, is referred to by its items'
///   graphs (``StreamGraph/enclosingNode``), told after their transactions; it owns those
///   items, and an item it removes, or holds when it goes, no longer refers to it.
///
/// **The check.** Debug builds keep a weak reference beside the unretained one and trap on
/// every read after the object has gone, with the message below; release builds store and
/// read the bare pointer and pay nothing. Tests run the debug build, so every test that
/// drives a session checks the invariant on each read.
///
/// **Why.** A transaction visits many nodes; retaining and releasing each would put
/// reference counting back on the hot paths ("Where the unsafe code lives" in
/// docs/architecture.md).
struct Unowned<Object: AnyObject> {
  private let reference: Unmanaged<Object>
  #if DEBUG
    /// The liveness check: nil once the object has gone.
    private weak var witness: Object?
  #endif

  /// Refers to `object` without retaining it; its owner keeps it alive (see the type's
  /// invariant).
  @inline(__always)
  init(_ object: Object) {
    reference = .passUnretained(object)
    #if DEBUG
      witness = object
    #endif
  }

  /// Calls `body` with the object, retaining nothing.
  @inline(__always)
  func read<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
    checkAlive()
    return try reference._withUnsafeGuaranteedRef(body)
  }

  /// The object, as a strong reference (retained while the caller uses it): for paths
  /// off the hot ones.
  var object: Object {
    checkAlive()
    return reference.takeUnretainedValue()
  }

  /// Traps in debug builds when the object has gone: its owner released it while this
  /// reference was still in use, which breaks the type's invariant.
  @inline(__always)
  private func checkAlive() {
    #if DEBUG
      precondition(witness != nil, "an object of a stream graph was read after its graph released it")
    #endif
  }
}
