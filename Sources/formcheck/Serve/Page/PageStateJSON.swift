import FormRules
import FormRulesIO

/// The state a live page applies, as one JSON object (the data of a Server-Sent Event):
/// `{"structure":…,"fields":{PATH:{"status","word","message","enabled","visible"},…},
/// "buttons":{NAME:{"enabled","executing","result":{"status","word","message"}|null},…},
/// "lists":{NAME:{"status","text","columns","items"},…},"computed":{PATH:TEXT,…}}`.
/// Statuses and messages only: no field's value is ever in it, so no secret is either.
enum PageStateJSON {
  /// The event's JSON of `view`.
  static func json(of view: PageView) -> [UInt8] {
    let words = CLIWords.words(for: view.language)
    let listWords = ListWords.words(for: view.language)
    var writer = JSONWriter(capacity: 1024)
    writer.appendRaw("{\"structure\":")
    writer.appendString(view.structure)
    writer.appendRaw(",\"fields\":{")
    for (index, state) in view.states.enumerated() {
      if index > 0 { writer.appendByte(UInt8(ascii: ",")) }
      writer.appendString(state.name)
      writer.appendRaw(":{\"status\":")
      writer.appendString(state.result.status.rawValue)
      writer.appendRaw(",\"word\":")
      writer.appendString(words.word(for: state.result.status))
      writer.appendRaw(",\"message\":")
      writer.appendString(state.result.message ?? "")
      writer.appendRaw(",\"enabled\":")
      writer.appendBool(state.enabled)
      writer.appendRaw(",\"visible\":")
      writer.appendBool(state.visible)
      writer.appendRaw("}")
    }
    writer.appendRaw("},\"buttons\":{")
    for (index, button) in view.buttons.enumerated() {
      if index > 0 { writer.appendByte(UInt8(ascii: ",")) }
      writer.appendString(button.name)
      writer.appendRaw(":{\"enabled\":")
      writer.appendBool(button.enabled)
      writer.appendRaw(",\"executing\":")
      writer.appendBool(button.executing)
      writer.appendRaw(",\"result\":")
      if let result = button.result {
        writer.appendRaw("{\"status\":")
        writer.appendString(result.status.rawValue)
        writer.appendRaw(",\"word\":")
        writer.appendString(result.status == .ok ? words.ok : words.failed)
        writer.appendRaw(",\"message\":")
        writer.appendString(result.message)
        writer.appendRaw("}}")
      } else {
        writer.appendRaw("null}")
      }
    }
    writer.appendRaw("},\"lists\":{")
    for (index, list) in view.lists.enumerated() {
      if index > 0 { writer.appendByte(UInt8(ascii: ",")) }
      let (status, text) = PageHTML.status(of: list.state, words: listWords)
      writer.appendString(list.state.name)
      writer.appendRaw(":{\"status\":")
      writer.appendString(status)
      writer.appendRaw(",\"text\":")
      writer.appendString(text)
      writer.appendRaw(",\"columns\":")
      appendStrings(list.state.columns, to: &writer)
      writer.appendRaw(",\"items\":[")
      for (row, item) in list.state.items.enumerated() {
        if row > 0 { writer.appendByte(UInt8(ascii: ",")) }
        appendStrings(item, to: &writer)
      }
      writer.appendRaw("]}")
    }
    writer.appendRaw("},\"computed\":{")
    for (index, value) in view.computed.enumerated() {
      if index > 0 { writer.appendByte(UInt8(ascii: ",")) }
      writer.appendString(value.name)
      writer.appendByte(UInt8(ascii: ":"))
      writer.appendString(value.value?.description ?? "—")
    }
    writer.appendRaw("}}")
    return writer.bytes
  }

  private static func appendStrings(_ strings: [String], to writer: inout JSONWriter) {
    writer.appendByte(UInt8(ascii: "["))
    for (index, string) in strings.enumerated() {
      if index > 0 { writer.appendByte(UInt8(ascii: ",")) }
      writer.appendString(string)
    }
    writer.appendByte(UInt8(ascii: "]"))
  }
}
