extension JSONParser {
  /// The most items (of all its repeated groups, at every depth) a record may hold: with
  /// it, the item records a ``NestedRecord`` keeps are bounded whatever the input.
  package static let maxRecordItems = 100_000

  /// Reads the record on `line`, one JSON object, into `record` (made for `layout`), in
  /// one pass over the bytes.
  ///
  /// A scalar field takes a string as it is, a number as its JSON text (in a slot of
  /// integers, a whole one as its digits: ``JSONValue/recordText(ofNumber:integer:)``), a
  /// boolean as `true`/`false`, `null` as empty; a group an object or `null` (all its
  /// fields empty); a repeated group an array of objects or `null` (no items). An absent
  /// key is empty, or no items. Keys match the layout's names as `String`s do (keys
  /// written plainly, byte for byte); a key of no field is checked as JSON and skipped,
  /// counted in ``unknownRecordKeyCount`` and, for the first `describingUnknownKeys`,
  /// described in ``unknownRecordKeys``.
  ///
  /// Throws, leaving `record` unspecified: for malformed JSON, the error of the general
  /// path (``parseObject(_:into:)``): a key repeated in an object (compared by scalars)
  /// is an error in every object of the layout (`duplicate key 'address.city' at byte N`
  /// inside the record) but allowed inside a value of no field, as in ``parse(_:)``;
  /// otherwise, for the first value of the wrong shape, an error naming its path
  /// (`field 'lines[3].quantity' must be a string, number, boolean or null`), or for the
  /// item past ``maxRecordItems``. For a layout of scalars only, it gives the slots or the
  /// error that ``parseObject(_:into:)`` and ``JSONValue/fill(_:names:integers:from:)``
  /// give.
  package mutating func parseRecord(
    _ line: UnsafeRawBufferPointer, layout: RecordLayout, into record: inout NestedRecord,
    describingUnknownKeys: Int = 0
  ) throws(RecordDecodingError) {
    precondition(record.values.count == layout.slotNames.count, "storage of another layout")
    start(line)
    defer { finish() }
    recordScratch.reset(describingUnknownKeys: describingUnknownKeys)
    do {
      try expectObject()
      try readRecordObject(0, of: layout, into: &record)
      try expectEnd()
    } catch {
      throw RecordDecodingError(error)
    }
    if let error = recordScratch.shapeError { throw error }
  }

  /// How many keys of no field the last ``parseRecord(_:layout:into:describingUnknownKeys:)``
  /// met, at every depth.
  package var unknownRecordKeyCount: Int { recordScratch.unknownKeyCount }

  /// The first keys of no field the last ``parseRecord(_:layout:into:describingUnknownKeys:)``
  /// met, as many as it was asked to describe, in input order.
  package var unknownRecordKeys: [UnknownRecordKey] { recordScratch.unknownKeys }

  /// A key of a record object, matched against the object's names.
  private struct RecordKey {
    /// The entry it sets, or -1 for none.
    var entry: Int
    /// Whether it is exactly the entry's name (the same scalars); else it is one of the
    /// object's other keys, compared with them to find a repeated key.
    var isExact = true
    /// Where it lies in the input (for another key).
    var raw = RawString(start: 0, end: 0, hasEscapes: false, isASCII: true)
    /// It, decoded, when that was needed to match it.
    var text: String? = nil
  }

  /// Reads the object at the current position (its `{`) as object `index` of `layout`.
  private mutating func readRecordObject(
    _ index: Int, of layout: RecordLayout, into record: inout NestedRecord
  ) throws(JSONError) {
    let object = layout.objects[index]
    let holdsMembers = try open(.object)
    var seen: UInt64 = 0  // a bit per entry below 64 whose name was read
    var setOtherwise: UInt64 = 0  // … or set by a key equivalent to its name
    let seenBeyond = recordScratch.seenBeyond.count
    if object.names.count > 64 {
      recordScratch.seenBeyond.append(
        contentsOf: repeatElement(RecordScratch.Seen(), count: object.names.count - 64))
    }
    let othersStart = recordScratch.otherKeys.count
    var othersIndex: Set<ExactKey>? = nil
    var previous: PreviousString? = nil
    if holdsMembers {
      var member = 0
      repeat {
        try expectKey()
        let keyStart = position
        let key = try recordKey(in: object, hint: member)
        try expectColon()
        var repeated: Bool
        if key.entry >= 0, key.entry < 64, key.isExact {
          let bit: UInt64 = 1 << UInt64(key.entry)
          repeated = seen & bit != 0
          seen |= bit
        } else if key.entry >= 64 {
          let beyond = seenBeyond + key.entry - 64
          repeated = key.isExact && recordScratch.seenBeyond[beyond].read
          recordScratch.seenBeyond[beyond].set(exactly: key.isExact)
        } else {
          repeated = false
          if key.entry >= 0 { setOtherwise |= 1 << UInt64(key.entry) }
        }
        if !key.isExact, try !insertOtherKey(key, since: othersStart, index: &othersIndex) {
          repeated = true
        }
        if repeated {
          throw JSONError.duplicateKey(
            recordScratch.path.isEmpty ? nil : recordScratch.path(.key(name(of: key, in: object))),
            at: keyStart)
        }
        if key.entry < 0 {
          try skipUnknownKeyValue(key, in: object)
        } else if case .scalar(let slot, let integer) = object.members[key.entry] {
          if try !readRecordScalar(
            into: &record.values, slot: slot, integer: integer, previous: &previous)
          {
            noteShapeError(.notScalar, at: .key(name(of: key, in: object)))
            try skipValue()
          }
        } else {
          try readRecordContainer(key, in: object, of: layout, into: &record)
        }
        member += 1
      } while try next(in: .object)
    }
    if recordScratch.otherKeys.count > othersStart {
      recordScratch.otherKeys.removeSubrange(othersStart...)
    }
    if object.names.count > 64 {
      for entry in 64..<object.names.count where !recordScratch.seenBeyond[seenBeyond + entry - 64].set {
        clear(object.members[entry], of: layout, in: &record)
      }
      recordScratch.seenBeyond.removeSubrange(seenBeyond...)
    }
    if seen != object.allSeen {
      let set = seen | setOtherwise
      for entry in 0..<min(object.names.count, 64) where set & (1 << UInt64(entry)) == 0 {
        clear(object.members[entry], of: layout, in: &record)
      }
    }
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
      entry: object.names.firstIndex(of: text) ?? -1, isExact: false, raw: raw, text: text)
  }

  /// The key as the record wrote it (escapes decoded).
  private func name(of key: RecordKey, in object: RecordLayout.Object) -> String {
    if let text = key.text { return text }
    if key.isExact { return object.names[key.entry] }
    return (try? makeString(key.raw)) ?? ""  // checked when it was read
  }

  /// Remembers `key`, one of the object's other keys (those since `start`), and returns
  /// false when it repeats one of them. Past a few keys they are found through `index`.
  private mutating func insertOtherKey(
    _ key: RecordKey, since start: Int, index: inout Set<ExactKey>?
  ) throws(JSONError) -> Bool {
    if index == nil {
      let others = recordScratch.otherKeys[start...]
      if others.count < KeySet.indexedMemberCount {
        for other in others where try sameKey(other, key.raw) { return false }
        recordScratch.otherKeys.append(key.raw)
        return true
      }
      var built = Set<ExactKey>()
      for other in others {
        let text = try makeString(other)
        built.insert(ExactKey(text: text))
      }
      index = built
    }
    let text: String
    if let decoded = key.text {
      text = decoded
    } else {
      text = try makeString(key.raw)
    }
    return index?.insert(ExactKey(text: text)).inserted ?? true
  }

  /// Whether two keys have the same scalars.
  private func sameKey(_ a: RawString, _ b: RawString) throws(JSONError) -> Bool {
    if !a.hasEscapes, !b.hasEscapes { return sameBytes(a, b) }
    return JSONValue.sameScalars(try makeString(a), try makeString(b))
  }

  /// Counts (and describes, while asked to) a key of no field, and checks its value.
  @inline(never)
  private mutating func skipUnknownKeyValue(
    _ key: RecordKey, in object: RecordLayout.Object
  ) throws(JSONError) {
    recordScratch.unknownKeyCount += 1
    if recordScratch.unknownKeys.count < recordScratch.unknownKeysToDescribe {
      let text = name(of: key, in: object)
      recordScratch.unknownKeys.append(
        UnknownRecordKey(
          path: recordScratch.path(.key(text)), key: text, fieldNames: object.names))
    }
    try skipValue()
  }

  /// Reads the value at the current position for the group or repeated group `key` sets.
  @inline(never)
  private mutating func readRecordContainer(
    _ key: RecordKey, in object: RecordLayout.Object, of layout: RecordLayout,
    into record: inout NestedRecord
  ) throws(JSONError) {
    let member = object.members[key.entry]
    let name = name(of: key, in: object)
    switch (member, current) {
    case (.group(let inner), UInt8(ascii: "{")):
      recordScratch.path.append(.key(name))
      try readRecordObject(inner, of: layout, into: &record)
      recordScratch.path.removeLast()
    case (.repeated(let list), UInt8(ascii: "[")):
      recordScratch.path.append(.key(name))
      try readItems(of: layout.itemLayouts[list], into: &record.lists[list])
      recordScratch.path.removeLast()
    case (.group, UInt8(ascii: "n")), (.repeated, UInt8(ascii: "n")):
      try skipValue()  // null, or malformed
      clear(member, of: layout, in: &record)
    case (.group, _):
      noteShapeError(.notGroup, at: .key(name))
      try skipValue()
    case (.repeated, _):
      noteShapeError(.notList, at: .key(name))
      try skipValue()
    case (.scalar, _):
      preconditionFailure("a scalar is read in place")
    }
  }

  /// Reads the array at the current position (its `[`) as the items of a repeated group
  /// whose items have layout `item`.
  private mutating func readItems(
    of item: RecordLayout, into items: inout NestedRecord.Items
  ) throws(JSONError) {
    items.count = 0
    guard try open(.array) else { return }
    var number = 0
    repeat {
      number += 1
      if current == UInt8(ascii: "{"), recordScratch.itemCount < Self.maxRecordItems {
        recordScratch.itemCount += 1
        if items.pool.count == items.count { items.pool.append(NestedRecord(layout: item)) }
        recordScratch.path.append(.item(number))
        try readRecordObject(0, of: item, into: &items.pool[items.count])
        recordScratch.path.removeLast()
        items.count += 1
      } else {
        noteShapeError(
          current == UInt8(ascii: "{") ? .tooManyItems : .notItem, at: .item(number))
        try skipValue()
      }
    } while try next(in: .array)
  }

  /// Keeps the error for the value at the current position, of the wrong shape `shape`,
  /// whose path is the current object's followed by `last`, unless an earlier value had
  /// the wrong shape.
  private mutating func noteShapeError(
    _ shape: RecordDecodingError.Shape, at last: RecordScratch.PathStep
  ) {
    guard recordScratch.shapeError == nil else { return }
    let path = recordScratch.path(last)
    recordScratch.shapeError = RecordDecodingError(shape, path: path, at: position)
  }

  /// Empties what `member` sets: a slot, a group's slots and lists, a list.
  private func clear(
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
