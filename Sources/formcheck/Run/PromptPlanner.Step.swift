import FormRules

extension PromptPlanner {
  /// What the prompt does next.
  enum Step: Equatable {
    /// Ask for this field's value.
    case ask(FieldInfo)
    /// Offer to add an item to this repeated group (its path and label).
    case offerItem(group: String, label: String)
    /// Offer to tap this button on Enter.
    case offer(button: String)
    /// Nothing to ask: take commands.
    case commands
  }
}
