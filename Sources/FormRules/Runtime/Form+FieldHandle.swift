extension Form {
  /// The handle of the field called `name`, for setting it repeatedly without a name
  /// lookup each time. Throws when the spec has no such field.
  public func field(_ name: String) throws(FormError) -> FieldHandle {
    FieldHandle(name: name, index: try fieldIndex(name))
  }

  /// Sets a field's value, given its handle: one transaction, like setting it by name.
  /// Throws only when the handle names a field this form's spec does not have.
  public func set(_ field: FieldHandle, to value: String) throws(FormError) {
    if field.index < spec.compiled.fields.count && spec.compiled.fields[field.index].name == field.name {
      engine.set(field: field.index, to: value)
    } else {
      engine.set(field: try fieldIndex(field.name), to: value)
    }
  }
}
