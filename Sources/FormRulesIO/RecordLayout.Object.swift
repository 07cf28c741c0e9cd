extension RecordLayout {
  /// One object of a record (the record itself or a group): its keys, matched byte for
  /// byte against the input, and where each key's value goes. A class: the decoder takes
  /// one per object it reads, and a reference costs one retain.
  final class Object: Sendable {
    /// Where a key's value goes.
    enum Member: Sendable {
      /// Into slot `slot`.
      case scalar(slot: Int, integer: Bool)
      /// Into the keys of object `object`.
      case group(object: Int)
      /// Into list `list`, an item per element.
      case repeated(list: Int)
    }

    /// The keys, as in `names`.
    let keys: JSONParser.PackedKeys
    /// The keys, in spec order.
    let names: [String]
    /// Where each key's value goes, as in `names`.
    let members: [Member]
    /// Whether every key is ASCII: then a key of the input written in ASCII without
    /// escapes is one of them exactly when its bytes are (two distinct ASCII strings are
    /// never canonically equivalent), and needs no decoding to tell.
    let namesAreASCII: Bool
    /// The slots of this object and of the groups inside it.
    let slots: Range<Int>
    /// The lists of the repeated groups inside this object and its groups.
    let lists: Range<Int>
    /// A bit per key below 64: all of them once every key of the object was read.
    let allSeen: UInt64

    init(names: [String], members: [Member], slots: Range<Int>, lists: Range<Int>) {
      var keys = JSONParser.PackedKeys()
      for name in names { keys.append(name.utf8) }
      self.keys = keys
      self.names = names
      self.members = members
      namesAreASCII = keys.allBytesSatisfy { $0 < 0x80 }
      self.slots = slots
      self.lists = lists
      allSeen = names.count >= 64 ? ~0 : (1 << UInt64(names.count)) - 1
    }
  }
}
