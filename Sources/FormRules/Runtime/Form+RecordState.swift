extension Form {
  // The state of one field or button by its index in spec order, read straight from the
  // session, so that a batch writes each record's state without building a snapshot.

  /// The result of the field at `index`.
  package func fieldResult(at index: Int) -> FieldResult { engine.fieldNodes[index].result.value.result }

  /// The status of the result of the field at `index` (without building the result).
  package func fieldStatus(at index: Int) -> FieldStatus { engine.fieldNodes[index].result.value.status }

  /// The ok or failure message of the field at `index`, if any (without building the result).
  package func fieldMessage(at index: Int) -> String? { engine.fieldNodes[index].result.value.message }

  /// The store failure behind the result of the field at `index`, if any.
  package func fieldStoreFailure(at index: Int) -> StoreFailure? {
    engine.fieldNodes[index].result.value.storeFailure
  }

  /// Whether the input of the field at `index` is enabled.
  package func isFieldEnabled(at index: Int) -> Bool { engine.fieldNodes[index].enabled.value }

  /// Whether the field at `index` counts toward the form's `valid`: valid, or disabled.
  package func fieldCounts(at index: Int) -> Bool {
    FormReader.counts(isValid: engine.isValid(field: index), enabled: isFieldEnabled(at: index))
  }

  /// Whether the field at `index` is shown (false while its `visible_when` hides it).
  package func isFieldVisible(at index: Int) -> Bool { engine.fieldNodes[index].isVisible }

  /// The indices of the computed values the spec declares (not the columns an item
  /// exports), in spec order: what a written state shows through ``computedValue(at:)``.
  package var declaredComputedIndices: [Int] { engine.compiledForm.declaredComputed }

  /// The value of the computed value at `index` (nil while absent).
  package func computedValue(at index: Int) -> ComputedValue? {
    engine.computedNodes[index].shownValue
  }

  /// Whether the button at `index` is enabled.
  package func isButtonEnabled(at index: Int) -> Bool { engine.buttonNodes[index].enabled.value }
}
