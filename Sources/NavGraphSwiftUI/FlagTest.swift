/// A test of properties a view's creators give as literals: Bool properties (`if sunk`, `else if
/// !ended`, `if !sunk && !ended`), the cases of a `switch` on a property given an enum case, a
/// string or a number (`case .settings:` with `Row(kind: .settings)`), and optional properties
/// left out or given `nil` (`if let order` with `ItemCard(item: item)`): which branch of the view's
/// code runs for a creation (`CodeReader+ConstantFlags`). The condition is kept in postfix order so that it is evaluated
/// without recursion.
struct FlagTest: Sendable, Hashable {
  /// One step of a condition in postfix order: a property's value, or an operator on the values
  /// before it.
  enum Step: Sendable, Hashable {
    case property(String)
    /// Whether a property given a case or literal is one of these names (a `switch` case's).
    case matches(String, [String])
    /// Whether an optional property holds a value (`if let order`, `order != nil`).
    case present(String)
    case not
    case and
    case or
  }

  /// The view type whose properties the condition reads.
  var owner: String
  var steps: [Step]
  /// Whether the branch runs when the condition is true (its own condition) or false (the
  /// condition of a clause before it in an `if` chain).
  var expected: Bool

  /// Whether the test may hold for the values a creation gives (by property name; a property
  /// missing is not known): false only when the condition's value is known and is not `expected`.
  /// Three-valued (`&&` is false when either side is, `||` true when either side is).
  /// Iterative: O(steps).
  func mayHold(_ creation: FlagCreation) -> Bool {
    var stack: [Bool?] = []
    for step in steps {
      switch step {
      case .property(let name): stack.append(creation.values[name])
      case .matches(let name, let names): stack.append(creation.cases[name].map(names.contains))
      case .present(let name): stack.append(creation.present[name])
      case .not: stack.append(stack.popLast().flatMap { $0 }.map { !$0 })
      case .and, .or:
        guard let right = stack.popLast(), let left = stack.popLast() else { return true }
        let absorbing = step == .or
        if left == absorbing || right == absorbing {
          stack.append(absorbing)
        } else if let left, let right {
          stack.append(step == .or ? left || right : left && right)
        } else {
          stack.append(nil)
        }
      }
    }
    guard stack.count == 1, let value = stack[0] else { return true }
    return value == expected
  }
}

/// What one creation of a view gives its plain properties as literals (`RaftVerdict(ended: true,
/// sunk: false)`, `Row(kind: .settings)`, or a literal default left as is), by the view whose code
/// creates it.
struct FlagCreation: Sendable, Hashable {
  var creator: String?
  /// Bool properties.
  var values: [String: Bool]
  /// Properties given an enum case (its name), a string or a number, as `switch` cases name them.
  var cases: [String: String] = [:]
  /// Optional properties known to hold a value or not (false when left out of a memberwise
  /// initializer or given `nil`).
  var present: [String: Bool] = [:]
}
