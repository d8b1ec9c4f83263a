internal import SwiftSyntax

/// Conditions on the device the app runs on: the environment's size classes
/// (`@Environment(\.horizontalSizeClass)`), `UIDevice.current.userInterfaceIdiom`, and a width read
/// from a `GeometryReader`'s proxy or the screen (`geo.size.width > 700`,
/// `UIScreen.main.bounds.width`). The description models an iPhone held upright (docs/FORMAT.md, as
/// `NavigationSplitView` is a stack there), so such a condition has a value: a compact horizontal
/// and a regular vertical size class, the `.phone` idiom, and a width of `phoneWidth` points. An
/// `if` on it shows the iPhone's branch only (`CodeReader.knownBranch`), not an iPad layout as
/// another root.
extension CodeReader {
  /// The width, in points, of the iPhone the description models (an iPhone 15, upright).
  static let phoneWidth = 393

  /// The value of a condition on the device for an upright iPhone, through `!`, `&&`, `||`,
  /// parentheses and local constants or computed properties holding such a condition (`let wide =
  /// sizeClass == .regular && geo.size.width > 700; if wide { ... }`); nil when any part tests
  /// something else. Linear in the condition's size (constants followed at most 8 deep).
  func phoneValue(of expr: ExprSyntax, in scope: Scope, depth: Int = 0) -> Bool? {
    guard depth < 8 else { return nil }
    let expr = peel(expr)
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return phoneValue(of: prefix.expression, in: scope, depth: depth + 1).map { !$0 }
    }
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      guard let held = deviceConstant(named: reference.baseName.text, at: Syntax(expr), in: scope) else {
        return nil
      }
      return phoneValue(of: held, in: scope, depth: depth + 1)
    }
    guard let sequence = expr.as(SequenceExprSyntax.self) else { return nil }
    return phoneValue(ofParts: Array(sequence.elements), in: scope, depth: depth + 1)
  }

  /// The value of an unfolded sequence: split at `||`, which binds loosest, then at `&&`, then a
  /// comparison of a device value with a case or a width with a number.
  private func phoneValue(ofParts parts: [ExprSyntax], in scope: Scope, depth: Int) -> Bool? {
    if parts.count == 1 { return phoneValue(of: parts[0], in: scope, depth: depth) }
    for op in ["||", "&&"] {
      let inner = SyntaxText.split(parts, on: op)
      guard inner.count > 1 else { continue }
      var values: [Bool] = []
      for part in inner {
        guard let value = phoneValue(ofParts: part, in: scope, depth: depth + 1) else { return nil }
        values.append(value)
      }
      return op == "||" ? values.contains(true) : values.allSatisfy { $0 }
    }
    guard parts.count == 3, let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text else {
      return nil
    }
    let (left, right) = (peel(parts[0]), peel(parts[2]))
    if ["==", "!="].contains(op) {
      let equal: Bool? =
        if let actual = deviceCase(left, in: scope), let name = caseName(right) {
          actual == name
        } else if let actual = deviceCase(right, in: scope), let name = caseName(left) {
          actual == name
        } else { nil }
      return equal.map { op == "==" ? $0 : !$0 }
    }
    guard ["<", "<=", ">", ">="].contains(op) else { return nil }
    if isDeviceWidth(left), let limit = number(right) { return compare(CodeReader.phoneWidth, op, limit) }
    if isDeviceWidth(right), let limit = number(left) { return compare(limit, op, CodeReader.phoneWidth) }
    return nil
  }

  /// The case an upright iPhone gives a device value: the size class an environment property holds
  /// (`horizontalSizeClass`, `verticalSizeClass`) or `UIDevice.current.userInterfaceIdiom`.
  private func deviceCase(_ expr: ExprSyntax, in scope: Scope) -> String? {
    if let member = expr.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "userInterfaceIdiom",
      let base = member.base, SyntaxText.bounded(base, limit: 40) == "UIDevice.current"
    {
      return "phone"
    }
    guard let reference = expr.as(DeclReferenceExprSyntax.self),
      let property = scope.owner?.properties[reference.baseName.text], property.wrapper == "Environment",
      let keyPath = property.wrapperArguments?.first?.expression.as(KeyPathExprSyntax.self)
    else { return nil }
    switch SyntaxText.bounded(keyPath.components, limit: 40) {
    case ".horizontalSizeClass": return "compact"
    case ".verticalSizeClass": return "regular"
    default: return nil
    }
  }

  /// A case written `.regular` or `UserInterfaceSizeClass.regular`: its name.
  private func caseName(_ expr: ExprSyntax) -> String? {
    guard let member = expr.as(MemberAccessExprSyntax.self) else { return nil }
    return member.declName.baseName.text
  }

  /// Whether an expression reads the width of the screen or of a `GeometryReader`'s proxy
  /// (`geo.size.width`, `proxy.frame(in: .global).width`, `UIScreen.main.bounds.width`).
  private func isDeviceWidth(_ expr: ExprSyntax) -> Bool {
    guard let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "width",
      let base = member.base
    else { return false }
    let text = SyntaxText.bounded(base, limit: 60)
    if text.hasPrefix("UIScreen.main.") { return true }
    guard text.hasSuffix(".size") || text.hasSuffix(".global)") || text.hasSuffix(".local)"),
      let root = text.split(separator: ".").first, let closure = enclosingGeometryReader(of: Syntax(expr))
    else { return false }
    return CodeReader.parameterNames(closure).contains(String(root))
  }

  /// The closure of the nearest `GeometryReader` around a node, if any.
  private func enclosingGeometryReader(of node: Syntax) -> ClosureExprSyntax? {
    var current = node.parent
    while let node = current {
      if let closure = node.as(ClosureExprSyntax.self),
        let call = closure.parent?.as(FunctionCallExprSyntax.self),
        SyntaxText.name(call.calledExpression) == "GeometryReader"
      {
        return closure
      }
      current = node.parent
    }
    return nil
  }

  private func number(_ expr: ExprSyntax) -> Int? {
    if let integer = expr.as(IntegerLiteralExprSyntax.self) {
      return Int(integer.literal.text.replacingOccurrences(of: "_", with: ""))
    }
    if let float = expr.as(FloatLiteralExprSyntax.self), let value = Double(float.literal.text) {
      return Int(value.rounded(.up))
    }
    return nil
  }

  private func compare(_ a: Int, _ op: String, _ b: Int) -> Bool {
    switch op {
    case "<": return a < b
    case "<=": return a <= b
    case ">": return a > b
    default: return a >= b
    }
  }

  /// What a name stands for where it is read: a `let` constant of the code around it, declared
  /// before it in a block around it, or a computed property of the view returning one expression.
  private func deviceConstant(named name: String, at node: Syntax, in scope: Scope) -> ExprSyntax? {
    var current = node.parent
    while let ancestor = current {
      if let items = ancestor.as(CodeBlockItemListSyntax.self) {
        for item in items {
          guard item.position < node.position, let variable = item.item.as(VariableDeclSyntax.self),
            variable.bindingSpecifier.tokenKind == .keyword(.let)
          else { continue }
          for binding in variable.bindings
          where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            return binding.initializer?.value
          }
        }
      }
      current = ancestor.parent
    }
    guard let getter = scope.owner?.properties[name]?.getter, getter.count == 1,
      case .expr(let expr) = getter.first?.item
    else { return nil }
    return expr
  }
}
