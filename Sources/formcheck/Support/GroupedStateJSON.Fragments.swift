import FormRules
import FormRulesIO

extension GroupedStateJSON {
  /// The constant parts of a nested state's entries, made once and kept across records (as
  /// ``StateJSON/TailCache`` keeps a flat form's): per field, its key as JSON (`"sku":`)
  /// and its whole entry while it is ok, enabled and shown without a message — what most
  /// entries of most records are; per computed value of an item, its key.
  ///
  /// A field is told from every other by its index among its form's fields and the form it
  /// is in: the top level, or a repeated group's item form, numbered as first entered. At
  /// most ``mostForms`` forms and ``stride`` entries per form are kept (a spec's, so
  /// bounded); the others are written without.
  struct Fragments {
    /// The most fields (or computed values) per form kept.
    private static let stride = 64
    /// The most forms kept.
    private static let mostForms = 256

    /// The form whose entries are being written: 0 the top level.
    private var form = 0
    /// The forms of the repeated groups entered, outermost first.
    private var enclosing: [Int] = []
    /// Per repeated group entered so far, (its form's number << 16) | its index, the number
    /// of its item form.
    private var itemForms: [Int: Int] = [:]
    /// The fragments' bytes, back to back: a fragment is where it lies in them. Each is
    /// made once, so this grows only while a spec's fragments are first written (bounded as
    /// the tables are). Copied out of one array, a fragment costs no reference count: kept
    /// as a `String` each, one was retained and released on every use (about 180
    /// instructions of an order line's 6,400, measured).
    private var arena: [UInt8] = []
    /// Per slot (form × ``stride`` + index), `"key":`.
    private var keys: [Fragment] = []
    /// Per slot, the whole ok entry.
    private var okEntries: [Fragment] = []
    /// Per slot, an item's computed value's key with what comes before it
    /// (``appendComputedKey(_:index:first:to:)``).
    private var computedKeys: [Fragment] = []
    /// Per form, the entries of its fields all plainly ok, comma-separated.
    private var plainlyOkItems: [Fragment] = []
    /// The top level's declared computed values: each one's index and key with what comes
    /// before it (`,"computed":{"name":` for the first, `,"name":` for the others); nil until
    /// made.
    private var topComputed: [(index: Int, key: Fragment)]?

    /// Where a fragment lies in ``arena``.
    private struct Fragment {
      /// Its first byte's offset.
      var start = 0
      /// Its length; -1 until it is made.
      var count = -1

      /// Whether it was made.
      var isMade: Bool { count >= 0 }
    }

    /// A repeated group of the current form, at `index` among its repeated groups, starts:
    /// the entries that follow are its items'.
    mutating func enterList(_ index: Int) {
      enclosing.append(form)
      let code = (form << 16) | index
      if let known = itemForms[code] {
        form = known
      } else {
        form = itemForms.count + 1
        itemForms[code] = form
      }
    }

    /// The repeated group entered last ends.
    mutating func leaveList() {
      form = enclosing.removeLast()
    }

    /// The slot of entry `index` of the current form, or nil past what is kept.
    private func slot(_ index: Int) -> Int? {
      index < Self.stride && form < Self.mostForms ? form * Self.stride + index : nil
    }

    /// Appends the field `key`, the `index`th of the current form, with its state's
    /// entry: `"key":{"status":…,"enabled":…}`.
    mutating func appendField(key: String, index: Int, state: VisitedField, to writer: inout JSONWriter) {
      guard let slot = slot(index) else {
        Self.appendKey(key, to: &writer)
        GroupedStateJSON.appendEntry(state, to: &writer)
        return
      }
      grow(to: slot)
      if state.isPlainlyOk {
        if !okEntries[slot].isMade {
          okEntries[slot] = made { writer in
            Self.appendKey(key, to: &writer)
            GroupedStateJSON.appendEntry(state, to: &writer)
          }
        }
        append(okEntries[slot], to: &writer)
        return
      }
      if !keys[slot].isMade { keys[slot] = made { Self.appendKey(key, to: &$0) } }
      append(keys[slot], to: &writer)
      GroupedStateJSON.appendEntry(state, to: &writer)
    }

    /// Appends the entries of the current form's `fields` (keyed by `keys`), every one
    /// plainly ok: `"key":{"status":"ok","enabled":true},…`, made once per form.
    mutating func appendPlainlyOkFields(_ fields: [Int], keys: [String], to writer: inout JSONWriter) {
      if form >= plainlyOkItems.count {
        guard form < Self.mostForms else {
          Self.appendPlainlyOk(fields, keys: keys, to: &writer)
          return
        }
        plainlyOkItems += repeatElement(Fragment(), count: form + 1 - plainlyOkItems.count)
      }
      if !plainlyOkItems[form].isMade {
        plainlyOkItems[form] = made { Self.appendPlainlyOk(fields, keys: keys, to: &$0) }
      }
      append(plainlyOkItems[form], to: &writer)
    }

    /// The entries of `fields`, every one plainly ok, comma-separated.
    private static func appendPlainlyOk(_ fields: [Int], keys: [String], to writer: inout JSONWriter) {
      for (position, index) in fields.enumerated() {
        if position > 0 { writer.appendByte(UInt8(ascii: ",")) }
        appendKey(keys[index], to: &writer)
        GroupedStateJSON.appendEntry(.plainlyOk, to: &writer)
      }
    }

    /// Appends `,"computed":{…}` of the top level's declared computed values of `form`
    /// (nothing without any).
    mutating func appendComputed(of form: Form, to writer: inout JSONWriter) {
      if topComputed == nil {
        let names = form.spec.computedNames
        var entries: [(index: Int, key: Fragment)] = []
        for (position, index) in form.declaredComputedIndices.enumerated() {
          let key = made { writer in
            // After the fields' object: the first key opens `,"computed":{` too.
            if position == 0 { writer.appendByte(UInt8(ascii: ",")) }
            Self.appendComputedKey(names[index], first: position == 0, to: &writer)
          }
          entries.append((index, key))
        }
        topComputed = entries
      }
      guard let topComputed, !topComputed.isEmpty else { return }
      for entry in topComputed {
        append(entry.key, to: &writer)
        ComputedValue.appendJSON(form.computedValue(at: entry.index), to: &writer)
      }
      writer.appendByte(UInt8(ascii: "}"))
    }

    /// Appends `"name":` of the current form's computed value at `index`, after
    /// `"computed":{` when it is the item's `first` (which it always is or never is: the
    /// item form declares its computed values in one order), else after a comma.
    mutating func appendComputedKey(_ name: String, index: Int, first: Bool, to writer: inout JSONWriter) {
      guard let slot = slot(index) else {
        Self.appendComputedKey(name, first: first, to: &writer)
        return
      }
      grow(to: slot)
      if !computedKeys[slot].isMade {
        computedKeys[slot] = made { Self.appendComputedKey(name, first: first, to: &$0) }
      }
      append(computedKeys[slot], to: &writer)
    }

    /// `"computed":{"name":` for a first computed value, else `,"name":`.
    private static func appendComputedKey(_ name: String, first: Bool, to writer: inout JSONWriter) {
      writer.appendRaw(first ? "\"computed\":{" : ",")
      appendKey(name, to: &writer)
    }

    /// Makes room for `slot` in every table.
    private mutating func grow(to slot: Int) {
      guard slot >= keys.count else { return }
      let count = (slot / Self.stride + 1) * Self.stride
      keys += repeatElement(Fragment(), count: count - keys.count)
      okEntries += repeatElement(Fragment(), count: count - okEntries.count)
      computedKeys += repeatElement(Fragment(), count: count - computedKeys.count)
    }

    /// `"key":`.
    private static func appendKey(_ key: String, to writer: inout JSONWriter) {
      writer.appendString(key)
      writer.appendByte(UInt8(ascii: ":"))
    }

    /// What `write` writes, added to the arena.
    private mutating func made(_ write: (inout JSONWriter) -> Void) -> Fragment {
      var writer = JSONWriter(capacity: 64)
      write(&writer)
      let start = arena.count
      writer.withBytes { arena.append(contentsOf: $0) }
      return Fragment(start: start, count: arena.count - start)
    }

    /// Appends `fragment`'s bytes to `writer`. Mutating, though it changes nothing: called
    /// on `self` borrowed, the optimiser copied all of `self` first (every table retained
    /// and released per fragment, measured).
    private mutating func append(_ fragment: Fragment, to writer: inout JSONWriter) {
      arena.withUnsafeBytes { bytes in
        writer.appendRaw(
          UnsafeRawBufferPointer(rebasing: bytes[fragment.start..<fragment.start + fragment.count]))
      }
    }
  }
}
