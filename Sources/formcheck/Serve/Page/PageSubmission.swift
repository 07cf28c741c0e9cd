/// What a page's form posted without JavaScript (`POST /forms/NAME`, URL-encoded): the
/// values of its inputs by path, and which submit button sent it — a button to tap, an
/// item to add or remove, or just a check.
struct PageSubmission: Sendable {
  /// The values, by path, in the order posted (the last of several for one path wins).
  var values: [(path: String, value: String)] = []
  /// The button to tap (`tap=NAME`).
  var tap: String?
  /// The repeated group to add an item to (`add=PATH`).
  var add: String?
  /// The item to remove (`remove=PATH[N]`).
  var remove: String?

  /// The submission of the URL-encoded `pairs`: `tap`, `add`, `remove` and `check` are the
  /// submit buttons' names; every other name is a field's path.
  init(pairs: [(name: String, value: String)]) {
    for (name, value) in pairs {
      switch name {
      case "tap": tap = value
      case "add": add = value
      case "remove": remove = value
      case "check": break
      default: values.append((name, value))
      }
    }
  }
}
