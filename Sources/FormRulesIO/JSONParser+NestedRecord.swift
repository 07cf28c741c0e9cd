extension JSONParser {
  /// The most items (of all its repeated groups, at every depth) a record may hold: with
  /// it, the item records a ``NestedRecord`` keeps are bounded whatever the input.
  package static let maxRecordItems = 100_000

  /// ``RecordReader/read(_:layout:into:describingUnknownKeys:)`` with `scratch` for what
  /// it keeps across the objects of the record (held apart from the parser: in it, the
  /// parser grew, and every non-mutating call on a hot path copied more of it, measured).
  mutating func readRecord(
    _ line: UnsafeRawBufferPointer, layout: RecordLayout, into record: inout NestedRecord,
    with scratch: inout RecordScratch
  ) throws(RecordDecodingError) {
    precondition(record.values.count == layout.slotNames.count, "storage of another layout")
    start(line)
    defer { finish() }
    do {
      try expectObject()
      try readRecordObject(layout.objects[0], of: layout, into: &record, with: &scratch)
      try expectEnd()
    } catch {
      throw RecordDecodingError(error)
    }
    if let error = scratch.shapeError { throw error }
  }

  /// A key of a record object, matched against the object's names.
  private struct RecordKey {
    /// The entry it sets, or -1 for none.
    var entry: Int
    /// Whether it is exactly the entry's name (the same scalars); else it is one of the
    /// object's other keys, compared with them to find a repeated key.
    var isExact = true
    /// Where it lies in the input (for another key; decoded again when needed, which is
    /// rare, so that the common key holds no `String` to release).
    var raw = RawString(start: 0, end: 0, hasEscapes: false, isASCII: true)
  }

  /// Reads the object at the current position (its `{`) as `object`, one of `layout`'s.
  /// The caller takes the object out of the layout: per item, once per list (taken here,
  /// it was retained and released per item).
  private mutating func readRecordObject(
    _ object: RecordLayout.Object, of layout: RecordLayout, into record: inout NestedRecord,
    with scratch: inout RecordScratch
  ) throws(JSONError) {
    let holdsMembers = try open(.object)
    var seen = SeenKeys(
      beyond: scratch.seenBeyond.count, othersStart: scratch.otherKeys.count)
    if object.names.count > 64 {
      scratch.seenBeyond.append(
        contentsOf: repeatElement(RecordScratch.Seen(), count: object.names.count - 64))
    }
    var previous: PreviousString? = nil
    if holdsMembers {
      var member = 0
      repeat {
        try expectKey()
        let keyStart = position
        let key = try recordKey(in: object, hint: member)
        try expectColon()
        if key.isExact, key.entry < 64 {  // the usual key
          let bit: UInt64 = 1 << UInt64(key.entry)
          if seen.names & bit != 0 {
            throw duplicateKey(key, in: object, at: keyStart, with: scratch)
          }
          seen.names |= bit
        } else {
          try noteOtherKey(key, in: object, at: keyStart, seen: &seen, with: &scratch)
        }
        if key.entry < 0 {
          try skipUnknownKeyValue(key, in: object, with: &scratch)
        } else if case .scalar(let slot, let integer) = object.members[key.entry] {
          if try !readRecordScalar(
            into: &record.values, slot: slot, integer: integer, previous: &previous)
          {
            noteShapeError(.notScalar, at: .key(name(of: key, in: object)), in: &scratch)
            try skipValue()
          }
        } else {
          try readRecordContainer(key, in: object, of: layout, into: &record, with: &scratch)
        }
        member += 1
      } while try next(in: .object)
    }
    if scratch.otherKeys.count > seen.othersStart {
      scratch.otherKeys.removeSubrange(seen.othersStart...)
      if scratch.otherKeyIndexes.last?.start == seen.othersStart {
        scratch.otherKeyIndexes.removeLast()
      }
    }
    if object.names.count > 64 {
      for entry in 64..<object.names.count where !scratch.seenBeyond[seen.beyond + entry - 64].set {
        Self.clear(object.members[entry], of: layout, in: &record)
      }
      scratch.seenBeyond.removeSubrange(seen.beyond...)
    }
    if seen.names != object.allSeen {
      let set = seen.names | seen.setOtherwise
      for entry in 0..<min(object.names.count, 64) where set & (1 << UInt64(entry)) == 0 {
        Self.clear(object.members[entry], of: layout, in: &record)
      }
    }
  }

  /// What the object being read has seen of its keys.
  private struct SeenKeys {
    /// A bit per entry below 64 whose name was read.
    var names: UInt64 = 0
    /// A bit per entry below 64 set by a key canonically equivalent to its name.
    var setOtherwise: UInt64 = 0
    /// Where the object's entries from the 65th on start in `RecordScratch.seenBeyond`.
    let beyond: Int
    /// Where the object's other keys start in `RecordScratch.otherKeys`.
    let othersStart: Int
  }

  /// Notes a key that is not exactly the name of one of the first 64 entries: a later
  /// entry's name, a key equivalent to a name, a key of no entry. Throws when it repeats
  /// an earlier key of the object.
  @inline(never)
  private mutating func noteOtherKey(
    _ key: RecordKey, in object: RecordLayout.Object, at keyStart: Int, seen: inout SeenKeys,
    with scratch: inout RecordScratch
  ) throws(JSONError) {
    var repeated = false
    if key.entry >= 64 {
      let beyond = seen.beyond + key.entry - 64
      repeated = key.isExact && scratch.seenBeyond[beyond].read
      scratch.seenBeyond[beyond].set(exactly: key.isExact)
    } else if key.entry >= 0 {
      seen.setOtherwise |= 1 << UInt64(key.entry)
    }
    if !key.isExact,
      try !insertOtherKey(key, since: seen.othersStart, with: &scratch)
    {
      repeated = true
    }
    if repeated { throw duplicateKey(key, in: object, at: keyStart, with: scratch) }
  }

  /// The error for `key`, which repeats an earlier key of `object`.
  @inline(never)
  private func duplicateKey(
    _ key: RecordKey, in object: RecordLayout.Object, at keyStart: Int,
    with scratch: RecordScratch
  ) -> JSONError {
    JSONError.duplicateKey(
      scratch.path.isEmpty ? nil : scratch.path(.key(name(of: key, in: object))), at: keyStart)
  }

  /// Reads the key at the current position (its opening quote) for `object`, trying
  /// entry `hint` first, straight on the input: records tend to list their keys in spec
  /// order.
  @inline(__always)
  private mutating func recordKey(
    in object: RecordLayout.Object, hint: Int
  ) throws(JSONError) -> RecordKey {
    if let length = object.keys.matchLength(bytes, at: position + 1, slot: hint) {
      position += length + 2
      return RecordKey(entry: hint)
    }
    return try otherRecordKey(in: object)
  }

  /// ``recordKey(in:hint:)`` past the hint: a plain key is an entry's name exactly when
  /// its bytes are; a key of ASCII among ASCII names is none when they are not; any other
  /// is decoded and matched as `String`s match (exactly, else as canonically equivalent).
  @inline(never)
  private mutating func otherRecordKey(in object: RecordLayout.Object) throws(JSONError) -> RecordKey {
    let raw = try scanString()
    if !raw.hasEscapes {
      if let entry = object.keys.slot(of: bytes, from: raw.start, to: raw.end) {
        return RecordKey(entry: entry)
      }
      if raw.isASCII, object.namesAreASCII {
        return RecordKey(entry: -1, isExact: false, raw: raw)
      }
    }
    let text = try makeString(raw)
    if let entry = object.names.firstIndex(where: { JSONValue.sameScalars($0, text) }) {
      return RecordKey(entry: entry)
    }
    return RecordKey(
      entry: object.names.firstIndex(of: text) ?? -1, isExact: false, raw: raw)
  }

  /// The key as the record wrote it (escapes decoded).
  private func name(of key: RecordKey, in object: RecordLayout.Object) -> String {
    if key.isExact { return object.names[key.entry] }
    return (try? makeString(key.raw)) ?? ""  // checked when it was read
  }

  /// Remembers `key`, one of the object's other keys (those since `start`), and returns
  /// false when it repeats one of them. Past a few keys, they are looked up in an index
  /// kept in `scratch` instead of compared one by one.
  private mutating func insertOtherKey(
    _ key: RecordKey, since start: Int, with scratch: inout RecordScratch
  ) throws(JSONError) -> Bool {
    let indexes = scratch.otherKeyIndexes.count
    if indexes > 0, scratch.otherKeyIndexes[indexes - 1].start == start {
      let text = try makeString(key.raw)
      return scratch.otherKeyIndexes[indexes - 1].keys.insert(ExactKey(text: text)).inserted
    }
    let others = scratch.otherKeys[start...]
    if others.count < KeySet.indexedMemberCount {
      for other in others where try sameKey(other, key.raw) { return false }
      scratch.otherKeys.append(key.raw)
      return true
    }
    var index = Set<ExactKey>()
    for other in others {
      let text = try makeString(other)
      index.insert(ExactKey(text: text))
    }
    let text = try makeString(key.raw)
    let inserted = index.insert(ExactKey(text: text)).inserted
    scratch.otherKeyIndexes.append((start, index))
    return inserted
  }

  /// Whether two keys have the same scalars.
  private func sameKey(_ a: RawString, _ b: RawString) throws(JSONError) -> Bool {
    if !a.hasEscapes, !b.hasEscapes { return sameBytes(a, b) }
    return JSONValue.sameScalars(try makeString(a), try makeString(b))
  }

  /// Counts (and describes, while asked to) a key of no field, and checks its value.
  @inline(never)
  private mutating func skipUnknownKeyValue(
    _ key: RecordKey, in object: RecordLayout.Object, with scratch: inout RecordScratch
  ) throws(JSONError) {
    scratch.unknownKeyCount += 1
    if scratch.unknownKeys.count < scratch.unknownKeysToDescribe {
      let text = name(of: key, in: object)
      scratch.unknownKeys.append(
        UnknownRecordKey(
          path: scratch.path(.key(text)), key: text, fieldNames: object.names))
    }
    try skipValue()
  }

  /// Reads the value at the current position for the group or repeated group `key` sets.
  @inline(never)
  private mutating func readRecordContainer(
    _ key: RecordKey, in object: RecordLayout.Object, of layout: RecordLayout,
    into record: inout NestedRecord, with scratch: inout RecordScratch
  ) throws(JSONError) {
    let member = object.members[key.entry]
    let name = name(of: key, in: object)
    switch (member, current) {
    case (.group(let inner), UInt8(ascii: "{")):
      scratch.path.append(.key(name))
      try readRecordObject(layout.objects[inner], of: layout, into: &record, with: &scratch)
      scratch.path.removeLast()
    case (.repeated(let list), UInt8(ascii: "[")):
      scratch.path.append(.key(name))
      try readItems(of: layout.itemLayouts[list], into: &record.lists[list], with: &scratch)
      scratch.path.removeLast()
    case (.group, UInt8(ascii: "n")), (.repeated, UInt8(ascii: "n")):
      try skipValue()  // null, or malformed
      Self.clear(member, of: layout, in: &record)
    case (.group, _):
      noteShapeError(.notGroup, at: .key(name), in: &scratch)
      try skipValue()
    case (.repeated, _):
      noteShapeError(.notList, at: .key(name), in: &scratch)
      try skipValue()
    case (.scalar, _):
      preconditionFailure("a scalar is read in place")
    }
  }

  /// Reads the array at the current position (its `[`) as the items of a repeated group
  /// whose items have layout `item`.
  private mutating func readItems(
    of item: RecordLayout, into items: inout NestedRecord.Items, with scratch: inout RecordScratch
  ) throws(JSONError) {
    items.count = 0
    guard try open(.array) else { return }
    // The path's last step is the item being read, renumbered in place for each item
    // (an append and a removal per item cost about 20 instructions of an order line,
    // measured).
    scratch.path.append(.item(0))
    let step = scratch.path.count - 1
    let object = item.objects[0]
    var number = 0
    repeat {
      number += 1
      scratch.path[step] = .item(number)
      if current == UInt8(ascii: "{"), scratch.itemCount < Self.maxRecordItems {
        scratch.itemCount += 1
        if items.pool.count == items.count { items.pool.append(NestedRecord(layout: item)) }
        try readRecordObject(object, of: item, into: &items.pool[items.count], with: &scratch)
        items.count += 1
      } else {
        noteShapeError(current == UInt8(ascii: "{") ? .tooManyItems : .notItem, at: nil, in: &scratch)
        try skipValue()
      }
    } while try next(in: .array)
    scratch.path.removeLast()
  }

  /// Keeps the error for the value at the current position, of the wrong shape `shape`,
  /// whose path is the current object's followed by `last` (nil: the current item's own),
  /// unless an earlier value had the wrong shape.
  private func noteShapeError(
    _ shape: RecordDecodingError.Shape, at last: RecordScratch.PathStep?,
    in scratch: inout RecordScratch
  ) {
    guard scratch.shapeError == nil else { return }
    let path = scratch.path(last)
    scratch.shapeError = RecordDecodingError(shape, path: path, at: position)
  }

  /// Empties what `member` sets: a slot, a group's slots and lists, a list.
  private static func clear(
    _ member: RecordLayout.Object.Member, of layout: RecordLayout, in record: inout NestedRecord
  ) {
    switch member {
    case .scalar(let slot, _):
      record.values[slot] = ""
    case .group(let inner):
      let object = layout.objects[inner]
      for slot in object.slots { record.values[slot] = "" }
      for list in object.lists { record.lists[list].count = 0 }
    case .repeated(let list):
      record.lists[list].count = 0
    }
  }
}
