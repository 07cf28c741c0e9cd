extension JSONParser {
  /// What ``RecordReader/read(_:layout:into:describingUnknownKeys:)`` keeps while it
  /// reads the objects of one record, in storage reused from record to record.
  struct RecordScratch {
    /// One step of the path to the object being read.
    enum PathStep {
      /// A key (of a group or a repeated group).
      case key(String)
      /// An item, numbered from 1.
      case item(Int)
    }

    /// The path to the object being read; empty in the record itself.
    var path: [PathStep] = []
    /// The keys of no entry, or not exactly an entry's name, of the objects being read,
    /// outer objects first, to find a repeated one.
    var otherKeys: [RawString] = []
    /// The other keys of those objects that have many, by where their keys start in
    /// `otherKeys` (from ``JSONParser/KeySet/indexedMemberCount`` keys on, a key is looked
    /// up here instead of compared with each).
    var otherKeyIndexes: [(start: Int, keys: Set<ExactKey>)] = []
    /// Whether each entry from the 65th on of the objects being read was read, outer
    /// objects first (the first 64 are bits).
    var seenBeyond: [Seen] = []
    /// The first value of the wrong shape, reported once the whole line proved to be
    /// well-formed JSON (a malformed line is reported as such, whatever it holds).
    var shapeError: RecordDecodingError? = nil
    /// The items read so far.
    var itemCount = 0
    /// The keys of no entry read so far.
    var unknownKeyCount = 0
    /// The first of them, up to `unknownKeysToDescribe`.
    var unknownKeys: [UnknownRecordKey] = []
    /// How many of the keys of no entry to describe.
    var unknownKeysToDescribe = 0

    /// Empties everything for the next record.
    mutating func reset(describingUnknownKeys limit: Int) {
      if !path.isEmpty { path.removeAll(keepingCapacity: true) }
      if !otherKeys.isEmpty { otherKeys.removeAll(keepingCapacity: true) }
      if !otherKeyIndexes.isEmpty { otherKeyIndexes.removeAll() }
      if !seenBeyond.isEmpty { seenBeyond.removeAll(keepingCapacity: true) }
      if !unknownKeys.isEmpty { unknownKeys.removeAll(keepingCapacity: true) }
      if shapeError != nil { shapeError = nil }
      itemCount = 0
      unknownKeyCount = 0
      unknownKeysToDescribe = limit
    }

    /// Whether an entry of an object was read.
    struct Seen {
      /// Whether its name was read (a key with the same scalars).
      var read = false
      /// Whether it was set (by its name or a key equivalent to it).
      var set = false

      /// Notes that a key set it, its name `exactly` or not.
      mutating func set(exactly: Bool) {
        set = true
        if exactly { read = true }
      }
    }

    /// The path to the object being read followed by `last`, if any:
    /// `customer.phones[2].number`.
    func path(_ last: PathStep?) -> String {
      var text = ""
      for step in path + (last.map { [$0] } ?? []) {
        switch step {
        case .key(let key): text += text.isEmpty ? key : ".\(key)"
        case .item(let number): text += "[\(number)]"
        }
      }
      return text
    }

  }
}
