internal import SwiftSyntax

/// `#if` blocks in code the reader follows: the clause an iPhone build compiles. The reader reads
/// an app as it runs on iOS, so `#if os(macOS) MacSidebar() #else PhoneTabs() #endif` in a
/// `WindowGroup` shows `PhoneTabs`.
enum CompilationConditions {
  /// The items of the clause of `ifConfig` an iOS build compiles: the first whose condition holds
  /// on iOS (`os(iOS)`, `canImport(UIKit)`, `!os(macOS)`; a condition the reader cannot know, such
  /// as `DEBUG`, `swift(>=6)` or a custom flag, is taken to hold), else the `#else` clause; nil when
  /// no clause is compiled or the clause holds no statements (modifiers after a view, members).
  static func activeItems(_ ifConfig: IfConfigDeclSyntax) -> CodeBlockItemListSyntax? {
    if case .statements(let items)? = activeElements(ifConfig) { return items }
    return nil
  }

  /// The members of the clause of a `#if` in a type's body an iOS build compiles, chosen as
  /// `activeItems` chooses (`#if os(iOS) @AppStorage("done") var done = false #endif`); nil when
  /// no clause is compiled or the clause holds no members.
  static func activeMembers(_ ifConfig: IfConfigDeclSyntax) -> MemberBlockItemListSyntax? {
    if case .decls(let members)? = activeElements(ifConfig) { return members }
    return nil
  }

  /// The elements of the first clause whose condition may hold on iOS, else of the `#else` clause;
  /// nil when no clause is compiled.
  private static func activeElements(_ ifConfig: IfConfigDeclSyntax) -> IfConfigClauseSyntax.Elements? {
    for clause in ifConfig.clauses {
      if let condition = clause.condition, holdsOnIOS(condition) == false { continue }
      return clause.elements
    }
    return nil
  }

  /// The modifier calls of the clause of a `#if` between modifiers an iOS build compiles (the
  /// first whose condition may hold, as `activeItems` takes it), outermost first: `#if os(iOS)
  /// .toolbar { ... } .sheet(...) #endif` gives `sheet`, then `toolbar`. Linear in the clause.
  static func compiledModifiers(of ifConfig: IfConfigDeclSyntax) -> [(
    name: String, call: FunctionCallExprSyntax
  )] {
    for clause in ifConfig.clauses {
      if let condition = clause.condition, holdsOnIOS(condition) == false { continue }
      guard case .postfixExpression(let expr)? = clause.elements else { return [] }
      var result: [(name: String, call: FunctionCallExprSyntax)] = []
      var current: ExprSyntax? = expr
      while let call = current?.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      {
        result.append((member.declName.baseName.text, call))
        current = member.base
      }
      return result
    }
    return []
  }

  /// The clauses of `ifConfig` in an action that may be the compiled one, in order, with their
  /// conditions (nil for `#else`): every clause but those whose condition is known not to hold on
  /// iOS, up to the first whose condition is known to hold. A condition the reader cannot know
  /// (`canImport(FirebaseAuth)`, `DEBUG`, a custom flag) leaves both that clause and the next
  /// ones possible, since either build runs. `certain` is whether one of them is surely compiled
  /// (a clause known to hold, or `#else`); when not, the block may compile to nothing.
  static func possibleClauses(
    _ ifConfig: IfConfigDeclSyntax
  ) -> (clauses: [(condition: ExprSyntax?, items: CodeBlockItemListSyntax?)], certain: Bool) {
    var clauses: [(condition: ExprSyntax?, items: CodeBlockItemListSyntax?)] = []
    for clause in ifConfig.clauses {
      let holds = clause.condition.map { holdsOnIOS($0) } ?? true
      if holds == false { continue }
      var items: CodeBlockItemListSyntax?
      if case .statements(let statements)? = clause.elements { items = statements }
      clauses.append((clause.condition, items))
      if holds == true { return (clauses, true) }
    }
    return (clauses, false)
  }

  /// Whether a compilation condition holds on iOS: true, false, or nil when it depends on what the
  /// reader cannot know. `&&` binds tighter than `||`, as in Swift; nesting deeper than 16
  /// parentheses or negations is not known.
  static func holdsOnIOS(_ condition: ExprSyntax, depth: Int = 0) -> Bool? {
    guard depth < 16 else { return nil }
    if let literal = condition.as(BooleanLiteralExprSyntax.self) {
      return literal.literal.tokenKind == .keyword(.true)
    }
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let inner = tuple.elements.first?.expression
    {
      return holdsOnIOS(inner, depth: depth + 1)
    }
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return holdsOnIOS(prefix.expression, depth: depth + 1).map { !$0 }
    }
    if let sequence = condition.as(SequenceExprSyntax.self) {
      // Either of the `||` groups, each all of its `&&` operands.
      var anyGroup: Bool? = false
      var group: Bool? = true
      for element in sequence.elements {
        if let op = element.as(BinaryOperatorExprSyntax.self) {
          if op.operator.text == "||" {
            anyGroup = either(anyGroup, group)
            group = true
          }
          continue
        }
        group = both(group, holdsOnIOS(element, depth: depth + 1))
      }
      return either(anyGroup, group)
    }
    guard let call = condition.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let argument = call.arguments.first.map({ $0.expression.trimmedDescription })
    else { return nil }
    switch name {
    case "os": return argument == "iOS"
    case "canImport":
      if ["UIKit", "SwiftUI", "Foundation", "Combine", "Observation"].contains(argument) { return true }
      if ["AppKit", "WatchKit", "Cocoa"].contains(argument) { return false }
      return nil
    case "targetEnvironment": return argument == "macCatalyst" ? false : nil
    default: return nil
    }
  }

  private static func both(_ a: Bool?, _ b: Bool?) -> Bool? {
    if a == false || b == false { return false }
    if a == true && b == true { return true }
    return nil
  }

  private static func either(_ a: Bool?, _ b: Bool?) -> Bool? {
    if a == true || b == true { return true }
    if a == false && b == false { return false }
    return nil
  }
}
