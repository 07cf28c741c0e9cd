/// What `absent_in` and `present_in` share: the value, after NFC normalisation, is (or is
/// not) in a store. A list store without latency is checked synchronously; a table, or a
/// list with latency, by a ``StoreLookupRule`` on the scheduler; a service store by a
/// ``ServiceLookupRule``.
enum StoreMembership {
  /// The verdict on `value` against `list`: passes when its presence is `expectPresent`.
  static func verdict(on value: String, in list: ListStore, expectPresent: Bool) -> RuleVerdict {
    list.contains(value) == expectPresent ? .pass : .fail
  }

  /// The verdict without a session: known for a list store (its contents are loaded by the
  /// compiler), undecided for a table.
  static func staticVerdict(
    on value: String, store: Located<String>, expectPresent: Bool, evaluator: StaticRuleEvaluator
  ) -> RuleVerdict? {
    evaluator.lists[store.value].map { verdict(on: value, in: $0, expectPresent: expectPresent) }
  }

  /// Whether the lookup of the compiled `check` waits for its store.
  static func isAsync(_ check: FieldCheck, in form: CompiledForm) -> Bool {
    check.reference.map { form.stores[$0].isAsync } ?? false
  }

  /// Binds the lookup of the compiled `check` to a session.
  static func bind(_ check: FieldCheck, expectPresent: Bool, to session: inout RuleBinding) {
    guard let index = check.reference else { return }
    let store = session.form.stores[index]
    let errorLead = session.messageContext.text(StoreLookupRule.unchecked, [.store: store.name])
    if case .list(let list) = store.backing, !store.isAsync, !session.stores.isCustom(index) {
      let entry = session.sync.keep(list)
      session.sync.append(.list(ListCheck(list: entry, expectPresent: expectPresent)), message: check.message)
    } else if case .service(let service) = store.backing, let lookup = service.lookup,
      !session.stores.isCustom(index)
    {
      session.asyncRules.append(
        ServiceLookupRule(
          expectPresent: expectPresent, errorLead: errorLead, lookup: lookup, latency: store.latency,
          services: session.services, scheduler: session.scheduler, message: check.message))
    } else {
      session.asyncRules.append(
        StoreLookupRule(
          expectPresent: expectPresent,
          errorLead: errorLead,
          stores: session.stores, store: index,
          latency: store.latency, scheduler: session.scheduler, work: session.work, message: check.message))
    }
  }

  /// The check a session runs against a list store without latency.
  struct ListCheck {
    /// The list, in an entry the field's ``FieldResultNode/Rules`` keep.
    let list: Unowned<FieldResultNode.Entry<ListStore>>
    /// Whether the value must be in the list (`present_in`) or not (`absent_in`).
    let expectPresent: Bool

    /// Whether `value`'s presence in the list is as expected.
    func check(_ value: String) -> RuleVerdict {
      list.read {
        StoreMembership.verdict(on: value, in: $0.value, expectPresent: expectPresent)
      }
    }
  }
}
