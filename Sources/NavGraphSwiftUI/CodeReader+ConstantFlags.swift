internal import SwiftSyntax

/// Branches of a view's code chosen by properties its creators give as literals: a shared
/// component created `RaftVerdict(ended: false, sunk: false)` on one screen and `RaftVerdict(ended:
/// true, sunk: true)` on another, whose body tests `if sunk { ... } else if !ended { ... } else {
/// ... }`, or a row created `Row(kind: .settings)` whose body switches on `kind`. Each branch
/// carries the tests that must hold for it to run (`FlagTest`); a screen whose creations all make
/// one fail does not get the branch's links (`NavigationResolver.admitsFlags`). Conditions made of
/// anything else keep every branch.
extension CodeReader {
  /// The tests of each clause of an `if` chain, then of its `else` (written or not): a clause runs
  /// when the conditions before it that the reader can fold are false and its own, when it can be
  /// folded, is true. Linear in the chain's conditions.
  func flagTests(ofChain ifExpr: IfExprSyntax, in scope: Scope) -> [[FlagTest]] {
    guard let owner = scope.owner else { return [] }
    var result: [[FlagTest]] = []
    var before: [FlagTest] = []
    var current: IfExprSyntax? = ifExpr
    while let clause = current {
      var steps: [FlagTest.Step]?
      switch clause.conditions.count == 1 ? clause.conditions.first?.condition : nil {
      case .expression(let condition)?: steps = flagSteps(of: condition, owner: owner, in: scope)
      case .optionalBinding(let binding)?:
        // `if let order = self.order`, or the shorthand `if let order`.
        let name =
          binding.initializer.map { viewPropertyName($0.value, in: scope) }
          ?? binding.pattern.as(IdentifierPatternSyntax.self).map(\.identifier.text).flatMap {
            scope.locals[$0] == nil ? $0 : nil
          }
        steps = optionalProperty(name, of: owner).map { [.present($0)] }
      default: break
      }
      let own = steps.map { FlagTest(owner: owner.qualifiedName, steps: $0, expected: true) }
      result.append(before + (own.map { [$0] } ?? []))
      if let steps { before.append(FlagTest(owner: owner.qualifiedName, steps: steps, expected: false)) }
      current = nil
      if case .ifExpr(let next) = clause.elseBody { current = next }
    }
    result.append(before)
    return result
  }

  /// The tests of each case of a `switch` on a plain property of a view its creators give as an
  /// enum case, a string or a number (`switch kind { case .settings: ... default: ... }` with
  /// `Row(kind: .settings)`; also on a parameter a call gave that property, `nextView(for:
  /// currentID)`): a case runs when the property is one of its names, `default` when it is none of
  /// the names of the cases before it. Nil when the subject is anything else, or when a case is no
  /// plain name (a `where` clause, a pattern the reader cannot name). Linear in the case items.
  func caseTests(of switchExpr: SwitchExprSyntax, in scope: Scope) -> [[FlagTest]]? {
    guard case .state(let key, _) = value(of: switchExpr.subject, in: scope),
      let owner = index.types[key.owner], let property = owner.properties[key.name],
      property.wrapper == nil, property.getter == nil, !property.isStatic,
      property.type?.lastName != "Bool"
    else { return nil }
    var result: [[FlagTest]] = []
    var seen: [String] = []
    for element in switchExpr.cases {
      guard case .switchCase(let switchCase) = element else { return nil }
      switch switchCase.label {
      case .case(let label):
        var names: [String] = []
        for item in label.caseItems {
          guard item.whereClause == nil, let name = caseName(of: item.pattern) else { return nil }
          names.append(name)
        }
        seen += names
        result.append([FlagTest(owner: key.owner, steps: [.matches(key.name, names)], expected: true)])
      case .default:
        result.append([FlagTest(owner: key.owner, steps: [.matches(key.name, seen)], expected: false)])
      @unknown default: return nil
      }
    }
    return result
  }

  /// The names a view type's own code switches on directly (`switch kind`, `switch self.code`) or
  /// compares (`mode == .push`, `.push != mode`): the only properties whose given cases a creation
  /// records. Made once per type: linear in the tokens of its bodies.
  func testedProperties(of type: TypeDeclaration) -> Set<String> {
    if let known = testedPropertyCache[type.qualifiedName] { return known }
    var names: Set<String> = []
    for (items, file) in memberBodies(of: type)
    where sourceContains(["==", "!=", "switch"], in: items, file: file) {
      for token in items.tokens(viewMode: .sourceAccurate) {
        if case .binaryOperator(let op) = token.tokenKind, op == "==" || op == "!=" {
          // Either side of a comparison: a name before the operator, or after it.
          if case .identifier(let name)? = token.previousToken(viewMode: .sourceAccurate)?.tokenKind {
            names.insert(name)
          }
          if case .identifier(let name)? = token.nextToken(viewMode: .sourceAccurate)?.tokenKind {
            names.insert(name)
          }
          continue
        }
        guard token.tokenKind == .keyword(.switch) else { continue }
        var next = token.nextToken(viewMode: .sourceAccurate)
        if next?.tokenKind == .keyword(.self),
          next?.nextToken(viewMode: .sourceAccurate)?.tokenKind == .period
        {
          next = next?.nextToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)
        }
        if case .identifier(let name)? = next?.tokenKind { names.insert(name) }
      }
    }
    testedPropertyCache[type.qualifiedName] = names
    return names
  }

  /// A condition in postfix order when it is made only of Bool properties of the view that keep
  /// what its creators give (not shadowed by a local), comparisons of such properties of other
  /// types with a case or literal (`mode == .push`), `!`, `&&`, `||`, parentheses and comparisons
  /// with `true` or `false`; nil otherwise. Iterative: O(tokens of the condition).
  private func flagSteps(of condition: ExprSyntax, owner: TypeDeclaration, in scope: Scope)
    -> [FlagTest.Step]?
  {
    enum Work {
      case expr(ExprSyntax)
      case elements([ExprSyntax])
      case emit(FlagTest.Step)
    }
    var steps: [FlagTest.Step] = []
    var work: [Work] = [.expr(condition)]
    while let item = work.popLast() {
      switch item {
      case .emit(let step): steps.append(step)
      case .elements(let elements):
        let operators = elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
        if let split = ["||", "&&"].first(where: operators.contains) {
          let groups = SyntaxText.split(elements, on: split)
          guard groups.allSatisfy({ !$0.isEmpty }) else { return nil }
          let step: FlagTest.Step = split == "||" ? .or : .and
          for group in groups.dropFirst().reversed() {
            work.append(.emit(step))
            work.append(.elements(group))
          }
          work.append(.elements(groups[0]))
        } else if elements.count == 1 {
          work.append(.expr(elements[0]))
        } else if elements.count == 3, let comparison = operators.first,
          comparison == "==" || comparison == "!=",
          let literal = elements[2].as(BooleanLiteralExprSyntax.self)
        {
          if (literal.literal.tokenKind == .keyword(.true)) != (comparison == "==") {
            work.append(.emit(.not))
          }
          work.append(.expr(elements[0]))
        } else if elements.count == 3, let comparison = operators.first,
          comparison == "==" || comparison == "!=", elements[2].is(NilLiteralExprSyntax.self),
          let name = optionalProperty(viewPropertyName(elements[0], in: scope), of: owner)
        {
          if comparison == "==" { work.append(.emit(.not)) }
          work.append(.emit(.present(name)))
        } else if elements.count == 3, let comparison = operators.first,
          comparison == "==" || comparison == "!=",
          let compared = comparedCase(elements[0], elements[2], owner: owner, in: scope)
            ?? comparedCase(elements[2], elements[0], owner: owner, in: scope)
        {
          if comparison == "!=" { work.append(.emit(.not)) }
          work.append(.emit(.matches(compared.property, [compared.name])))
        } else {
          return nil
        }
      case .expr(let expr):
        let expr = peel(expr)
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1,
          let inner = tuple.elements.first, inner.label == nil
        {
          work.append(.expr(inner.expression))
        } else if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
          work.append(.emit(.not))
          work.append(.expr(prefix.expression))
        } else if let sequence = expr.as(SequenceExprSyntax.self) {
          work.append(.elements(Array(sequence.elements)))
        } else if let infix = expr.as(InfixOperatorExprSyntax.self) {
          work.append(.elements([infix.leftOperand, infix.operator, infix.rightOperand]))
        } else if let name = flagProperty(expr, of: owner, in: scope) {
          steps.append(.property(name))
        } else {
          return nil
        }
      }
    }
    return steps
  }

  /// A property of the view that keeps what its creators give, not a Bool, compared with a case or
  /// literal (`presentationMode == .push`, `.push == mode`, `kind != "help"`): the property and the
  /// name the comparison tests, as a `switch` case names it. Nil otherwise.
  private func comparedCase(_ expr: ExprSyntax, _ other: ExprSyntax, owner: TypeDeclaration, in scope: Scope)
    -> (property: String, name: String)?
  {
    guard let name = viewPropertyName(expr, in: scope), let property = owner.properties[name],
      keepsGivenValue(property, of: owner),
      property.type?.lastName != "Bool", CodeReader.mayBeCaseOrLiteral(peel(other), parameter: false),
      let tested = constantName(value(of: peel(other), in: scope, expected: property.type))
    else { return nil }
    return (name, tested)
  }

  /// The property of the view an expression reads: a name no local shadows (`order`), or
  /// `self.order`.
  private func viewPropertyName(_ expr: ExprSyntax, in scope: Scope) -> String? {
    let expr = peel(expr)
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      return scope.locals[reference.baseName.text] == nil ? reference.baseName.text : nil
    }
    guard let member = expr.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    else { return nil }
    return member.declName.baseName.text
  }

  /// `name` when it is an optional plain property of the view (`if let order`, `order != nil`): one
  /// that keeps what its creators give (not `@State`, which code the reader does not follow may
  /// set), declared optional.
  private func optionalProperty(_ name: String?, of owner: TypeDeclaration) -> String? {
    guard let name, let property = owner.properties[name], property.wrapper == nil,
      keepsGivenValue(property, of: owner), case .optional? = property.type
    else { return nil }
    return name
  }

  /// The plain Bool property of the view an expression names (`sunk`, `self.sunk`): one that keeps
  /// what its creators give (`keepsGivenValue`), declared `Bool` or with a literal `true`/`false` default, and not shadowed
  /// by a local.
  private func flagProperty(_ expr: ExprSyntax, of owner: TypeDeclaration, in scope: Scope) -> String? {
    guard let name = viewPropertyName(expr, in: scope), let property = owner.properties[name],
      keepsGivenValue(property, of: owner),
      property.type?.lastName == "Bool" || property.initializer?.is(BooleanLiteralExprSyntax.self) == true
    else { return nil }
    return name
  }

  /// The value of `true` or `false` written as a literal; nil for any other expression.
  static func boolLiteral(_ expr: ExprSyntax?) -> Bool? {
    expr.flatMap { $0.as(BooleanLiteralExprSyntax.self) }.map { $0.literal.tokenKind == .keyword(.true) }
  }

  /// The plain Bool property of the creating view an argument hands on (`showBack` in
  /// `TopBar(showBack: showBack)`, written in `Frame`'s body): `Frame.showBack`. Nil for anything
  /// else.
  func handedOnFlag(_ expr: ExprSyntax, in scope: Scope) -> StateKey? {
    guard let owner = scope.owner, let name = flagProperty(expr, of: owner, in: scope) else { return nil }
    return StateKey(owner: owner.qualifiedName, name: name)
  }
}

extension CodeReader {
  /// Whether a property of a view keeps what its creators give for as long as the view lives, so
  /// that a test of it is decided per creation: stored, not static, and either plain or `@State`
  /// that the view's own code never writes nor binds (`@State var hasSettingButton = true`, given
  /// `hasSettingButton: false` by a creator; SwiftUI keeps the value first given).
  func keepsGivenValue(_ property: PropertyDeclaration, of type: TypeDeclaration) -> Bool {
    guard property.getter == nil, !property.isStatic else { return false }
    switch property.wrapper {
    case nil: return true
    case "State"?: return !writtenProperties(of: type).contains(property.name)
    default: return false
    }
  }

  /// The properties a view type's own code writes or binds: `name = ...`, `self.name = ...`,
  /// `name += ...`, `name.toggle()`, `$name`. Made once per type: linear in the tokens of its
  /// bodies.
  func writtenProperties(of type: TypeDeclaration) -> Set<String> {
    if let known = writtenPropertyCache[type.qualifiedName] { return known }
    var names: Set<String> = []
    for (items, _) in memberBodies(of: type) {
      for token in items.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let name) = token.tokenKind else { continue }
        if name.hasPrefix("$") {
          names.insert(String(name.dropFirst()))
          continue
        }
        if CodeReader.isAssigned(token) { names.insert(name) }
      }
    }
    writtenPropertyCache[type.qualifiedName] = names
    return names
  }

  /// Whether the name a token spells is assigned where it stands: `name = ...`, `name += ...`,
  /// `name.toggle()`.
  static func isAssigned(_ token: TokenSyntax) -> Bool {
    guard let next = token.nextToken(viewMode: .sourceAccurate) else { return false }
    switch next.tokenKind {
    case .equal: return true
    case .binaryOperator(let op): return op.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(op)
    case .period: return next.nextToken(viewMode: .sourceAccurate)?.text == "toggle"
    default: return false
    }
  }

  /// The test under which a view faded by a choice of opacity is shown (`.opacity(hasSettingButton
  /// ? 1 : 0)`, `.opacity(hidesBack ? 0 : 1)`): SwiftUI does not hit-test a view of opacity 0, so
  /// its controls act only where the condition, of properties its creators give as literals, lets
  /// it show. Nil for any other opacity. O(tokens of the argument).
  func opacityTest(_ modifier: ModifierCall, in scope: Scope) -> FlagTest? {
    guard modifier.name == "opacity", let owner = scope.owner,
      let argument = modifier.call.arguments.first?.expression.as(SequenceExprSyntax.self)
    else { return nil }
    let elements = Array(argument.elements)
    guard elements.count >= 3,
      let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
      let shown = CodeReader.isZero(ternary.thenExpression),
      let hidden = CodeReader.isZero(elements[elements.count - 1]),
      shown != hidden
    else { return nil }
    let condition =
      elements.count == 3
      ? elements[0] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements.dropLast(2))))
    guard let steps = flagSteps(of: condition, owner: owner, in: scope) else { return nil }
    return FlagTest(owner: owner.qualifiedName, steps: steps, expected: hidden)
  }

  /// Whether a number literal is zero (`0`, `0.0`); nil for anything else.
  private static func isZero(_ expr: ExprSyntax) -> Bool? {
    if let integer = expr.as(IntegerLiteralExprSyntax.self) {
      return Double(integer.literal.text).map { $0 == 0 }
    }
    if let float = expr.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text).map { $0 == 0 } }
    return nil
  }
}
