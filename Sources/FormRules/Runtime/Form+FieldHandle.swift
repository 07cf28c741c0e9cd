extension Form {
  /// The handle of the field called `name`, for setting it repeatedly without a name
  /// lookup each time. Throws when the spec has no such field.
  public func field(_ name: String) throws(FormError) -> FieldHandle {
    FieldHandle(name: name, index: try fieldIndex(name))
  }

  /// Sets a field's value, given its handle: one transaction, like setting it by name.
  /// Throws only when the handle names a field this form's spec does not have.
  public func set(_ field: FieldHandle, to value: String) throws(FormError) {
    let fields = spec.compiled.fields
    let index =
      field.index < fields.count && fields[field.index].name == field.name
      ? field.index : try fieldIndex(field.name)
    engine.set(field: index, to: value)
  }
}
