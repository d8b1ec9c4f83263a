/// The alternatives of a long choice (a `navigationDestination` switch over every route), indexed by
/// the enum case each names, so that a push of one case looks at the alternatives that can show it
/// rather than at all of them.
///
/// Without it, every value push scanned its registration's whole switch: O(pushes × cases), the
/// largest cost of resolving a generated project of 650 routes (docs/EXTRACT.md#speed). With it a
/// push costs O(alternatives that can hold for its case), and each choice is indexed once, in
/// O(alternatives).
///
/// An alternative is keyed to a case when one of its conditions tests the item itself against that
/// case (`case .profile:`); such an alternative can hold only for a value of that case
/// (`NavigationResolver.admits`), so for a value whose case is known, the candidates are the
/// alternatives keyed to it and those keyed to none, in their order. The caller still tests each
/// candidate: the index only leaves out alternatives that cannot hold.
final class ChoiceIndex {
  typealias Alternatives = [(conditions: [Condition], shape: Shape)]

  /// Choices shorter than this are scanned: indexing them costs more than it saves.
  static let minimumCount = 16

  /// The alternatives indexed. Held so that their storage, whose address is the index's key in
  /// `NavigationResolver.choiceIndexes`, lives while the index does: the address is not reused, and
  /// a later change to a copy of the alternatives copies the storage first (it is shared), so an
  /// index never describes alternatives that changed.
  let alternatives: Alternatives
  /// `variantViews(of:)` of the alternatives.
  let variantViews: Set<String>
  /// Every value a condition on the item itself names (`names(_:case:)`).
  let namedCases: Set<String>
  /// Positions of the alternatives keyed to each case, ascending.
  private let keyed: [String: [Int]]
  /// Positions of the alternatives keyed to no case, ascending.
  private let unkeyed: [Int]

  /// Indexes the alternatives. O(alternatives + conditions).
  init(_ alternatives: Alternatives) {
    self.alternatives = alternatives
    var named: Set<String> = []
    var keyed: [String: [Int]] = [:]
    var unkeyed: [Int] = []
    for (position, alternative) in alternatives.enumerated() {
      var keys: Set<String> = []
      for condition in alternative.conditions where condition.subject == .item([]) {
        guard let value = condition.value else { continue }
        named.insert(value)
        if value != "some" { keys.insert(value) }
      }
      if keys.isEmpty { unkeyed.append(position) }
      for key in keys { keyed[key, default: []].append(position) }
    }
    variantViews = Self.variantViews(of: alternatives)
    namedCases = named
    self.keyed = keyed
    self.unkeyed = unkeyed
  }

  /// View types that more than one alternative shows under different first conditions (`case .a:
  /// Detail()`, `case .b: Detail()`): each such alternative is a screen of its own (`Detail.a`).
  /// O(alternatives).
  static func variantViews(of alternatives: Alternatives) -> Set<String> {
    var firstValues: [String: Set<String>] = [:]
    for alternative in alternatives {
      if case .view(let name, _, _) = alternative.shape {
        firstValues[name, default: []].insert(alternative.conditions.first?.value ?? "")
      }
    }
    return Set(firstValues.filter { $0.value.count > 1 }.keys)
  }

  /// The positions of the alternatives that can hold for a value of the case, ascending: those
  /// keyed to it merged with those keyed to none. O(candidates).
  func candidates(forCase name: String) -> [Int] {
    let own = keyed[name] ?? []
    var merged: [Int] = []
    merged.reserveCapacity(own.count + unkeyed.count)
    var i = 0
    var j = 0
    while i < own.count || j < unkeyed.count {
      if j == unkeyed.count || (i < own.count && own[i] < unkeyed[j]) {
        merged.append(own[i])
        i += 1
      } else {
        merged.append(unkeyed[j])
        j += 1
      }
    }
    return merged
  }
}

extension NavigationResolver {
  /// The index of a choice's alternatives, made on first use; nil for a short choice. A choice is
  /// known by its alternatives' storage: the shapes the reader made are not changed after, and each
  /// use of one shares that storage.
  func choiceIndex(_ alternatives: ChoiceIndex.Alternatives) -> ChoiceIndex? {
    guard alternatives.count >= ChoiceIndex.minimumCount,
      let address = alternatives.withUnsafeBufferPointer({ $0.baseAddress.map(UnsafeRawPointer.init) })
    else { return nil }
    if let existing = choiceIndexes[address] { return existing }
    let made = ChoiceIndex(alternatives)
    choiceIndexes[address] = made
    return made
  }
}
