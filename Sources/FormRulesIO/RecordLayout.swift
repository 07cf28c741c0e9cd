/// The shape of a JSON Lines record with groups and repeated groups, for
/// ``RecordReader/read(_:layout:into:describingUnknownKeys:)``.
///
/// A record's scalar values go to slots, numbered in spec order; a group's fields are
/// flattened into the same slots, named by their path (a group `address` with fields
/// `street` and `city` gives slots `address.street` and `address.city`, read from the key
/// `address` holding an object). A repeated group is a key holding an array of objects,
/// each item read with the item's own layout, into a list of its own (numbered in spec
/// order too, `customer.phones` for one inside a group). Names at one level must differ.
package final class RecordLayout: Sendable {
  /// Each slot's path (`address.city`), in spec order.
  package let slotNames: [String]
  /// Whether each slot holds integers (a whole number is taken as its digits, as
  /// ``JSONParser/RecordKeys`` integers are).
  package let integerSlots: [Bool]
  /// Each repeated group's path (`phones`, `customer.phones`), in spec order.
  package let listNames: [String]
  /// Each repeated group's item layout, as in ``listNames``.
  package let itemLayouts: [RecordLayout]
  /// The record's object (index 0) and every group's, depth first in spec order.
  let objects: [Object]
  /// For a layout of scalars only whose names the flat fast path can match byte for
  /// byte, its keys (see ``RecordReader/read(_:layout:into:describingUnknownKeys:)``).
  let flatKeys: JSONParser.RecordKeys?

  /// The layout of records whose keys are `entries`, in spec order.
  package init(entries: [Entry]) {
    var builder = Builder()
    _ = builder.add(entries, prefix: "")
    slotNames = builder.slotNames
    integerSlots = builder.integerSlots
    listNames = builder.listNames
    itemLayouts = builder.itemLayouts
    objects = builder.objects.compactMap { $0 }  // every one set by now
    let keys = JSONParser.RecordKeys(slotNames, integers: integerSlots)
    flatKeys = objects.count == 1 && listNames.isEmpty && keys.isUsable ? keys : nil
  }

  /// The layout of flat records: a scalar slot per name, `integers[slot]` (false when
  /// missing) saying whether it holds integers.
  package convenience init(names: [String], integers: [Bool] = []) {
    self.init(
      entries: names.enumerated().map { slot, name in
        .scalar(name: name, integer: integers.indices.contains(slot) && integers[slot])
      })
  }

  /// Numbers slots, lists and objects depth first.
  private struct Builder {
    var slotNames: [String] = []
    var integerSlots: [Bool] = []
    var listNames: [String] = []
    var itemLayouts: [RecordLayout] = []
    var objects: [Object?] = []

    /// Adds the object holding `entries`, whose path is `prefix` (empty for the record),
    /// and returns its index.
    mutating func add(_ entries: [Entry], prefix: String) -> Int {
      let index = objects.count
      objects.append(nil)
      let firstSlot = slotNames.count
      let firstList = listNames.count
      var members: [Object.Member] = []
      for entry in entries {
        let path = prefix.isEmpty ? entry.name : "\(prefix).\(entry.name)"
        switch entry {
        case .scalar(_, let integer):
          members.append(.scalar(slot: slotNames.count, integer: integer))
          slotNames.append(path)
          integerSlots.append(integer)
        case .group(_, let inner):
          members.append(.group(object: add(inner, prefix: path)))
        case .repeated(_, let item):
          members.append(.repeated(list: listNames.count))
          listNames.append(path)
          itemLayouts.append(item)
        }
      }
      objects[index] = Object(
        names: entries.map(\.name), members: members,
        slots: firstSlot..<slotNames.count, lists: firstList..<listNames.count)
      return index
    }
  }
}
