internal import NavGraph
internal import SwiftSyntax

/// Moves made through `NotificationCenter`: `NotificationCenter.default.post(name: .goToProfile,
/// object: nil)` in a control runs, there and then, the handlers that observe that name
/// (`.onReceive(NotificationCenter.default.publisher(for: .goToProfile)) { _ in tab = .profile }`
/// in a view that is shown). The post is a write to the notification, as state of its own
/// (`NotificationCenter.<name>`), and each handler that only sets state of its view is a derivation
/// of it (`CodeReader.derivations`): the handler's writes are made at the post, on the screen that
/// posts, as if written there, and the handler is no link of its own view. Names match by what
/// they are: the string of `Notification.Name("x")` (also `NSNotification.Name`, `rawValue:`,
/// `.init("x")`, a string literal), or a `static let` (of `extension Notification.Name` or of a
/// declared type) holding one, or else named by that property. A post whose name the reader cannot
/// tell, and a handler of a name nothing posts, are reported.
extension CodeReader {
  /// The state standing for a notification name.
  static func notificationKey(_ name: String) -> StateKey {
    StateKey(owner: "NotificationCenter", name: name)
  }

  /// What `NotificationCenter.default.post(name:...)` does: a write to the notification posted, or
  /// a warning when the reader cannot tell its name; nil for any other call.
  func notificationPost(_ call: FunctionCallExprSyntax, in scope: Scope, at location: SourceAnchor) -> Effect?
  {
    guard let member = peel(call.calledExpression).as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "post", let base = member.base, isDefaultCenter(ExprSyntax(base)),
      let argument = call.arguments.first(where: { $0.label?.text == "name" })
    else { return nil }
    guard let name = notificationName(argument.expression, in: scope) else {
      return .unresolved(
        "posts a notification named '\(SyntaxText.bounded(argument.expression, limit: 40))', which the reader cannot tell, so what its observers do is not read",
        location)
    }
    postedNotifications.insert(name)
    return .write(CodeReader.notificationKey(name), .bool(true), location)
  }

  /// Records `.onReceive(NotificationCenter.default.publisher(for: name)) { _ in ... }` whose
  /// closure only assigns state of the view (`tab = .profile`, `self.showCheckout = false`) as
  /// derivations of the notification: true when recorded, so the handler is no link of its own.
  /// False for any other handler (read as today: a change handler of its view).
  func recordNotificationHandler(_ call: FunctionCallExprSyntax, in scope: Scope) -> Bool {
    guard let publisher = call.arguments.first?.expression,
      let name = observedNotification(publisher, in: scope)
    else { return false }
    var closures = call.arguments.compactMap { peel($0.expression).as(ClosureExprSyntax.self) }
    if let trailing = call.trailingClosure { closures.append(trailing) }
    guard closures.count == 1, let closure = closures.first, !closure.statements.isEmpty,
      closure.statements.allSatisfy({ CodeReader.isAssignment($0) })
    else { return false }
    let writes = assignments(in: closure, scope: scope)
    guard writes.count == closure.statements.count else { return false }
    let source = CodeReader.notificationKey(name)
    for (key, location, written) in writes {
      let value = self.value(of: written, in: scope, expected: stateType(key))
      if value.caseName != nil {
        derivations[source, default: []].append(Derivation(target: key, value: value, location: location))
      } else {
        detachedWrites.append(
          (
            key, location,
            "a handler of the notification '\(name)' that sets it to '\(SyntaxText.bounded(written, limit: 40))'"
          ))
      }
    }
    notificationHandlers.append((name, call.location(in: scope.file)))
    return true
  }

  /// Whether a statement is an assignment (`x = v`).
  private static func isAssignment(_ item: CodeBlockItemSyntax) -> Bool {
    guard case .expr(let expr) = item.item, let sequence = expr.as(SequenceExprSyntax.self) else {
      return false
    }
    let elements = Array(sequence.elements)
    return elements.count >= 3 && elements[1].is(AssignmentExprSyntax.self)
  }

  /// The name `NotificationCenter.default.publisher(for: name)` observes (through operators that
  /// pass its values on, `.receive(on:)`), when the reader can tell it; nil otherwise.
  private func observedNotification(_ expr: ExprSyntax, in scope: Scope) -> String? {
    var current = peel(expr)
    for _ in 0..<8 {
      guard let call = current.as(FunctionCallExprSyntax.self),
        let member = peel(call.calledExpression).as(MemberAccessExprSyntax.self), let base = member.base
      else { return nil }
      let method = member.declName.baseName.text
      if method == "publisher", isDefaultCenter(ExprSyntax(base)),
        let argument = call.arguments.first(where: { $0.label?.text == "for" })
      {
        return notificationName(argument.expression, in: scope)
      }
      guard CodeReader.passingOperators.contains(method) else { return nil }
      current = peel(ExprSyntax(base))
    }
    return nil
  }

  /// Whether an expression is `NotificationCenter.default`.
  private func isDefaultCenter(_ expr: ExprSyntax) -> Bool {
    guard let member = peel(expr).as(MemberAccessExprSyntax.self), member.declName.baseName.text == "default"
    else { return false }
    return member.base.map { peel(ExprSyntax($0)) }?.as(DeclReferenceExprSyntax.self)?.baseName.text
      == "NotificationCenter"
  }

  /// What a notification name is: the string it is made from, or the static property naming it
  /// when its value is no string the reader can tell (`.goToProfile`); nil when neither is known.
  /// Follows at most a few constants.
  func notificationName(_ expr: ExprSyntax, in scope: Scope) -> String? {
    var current = peel(expr)
    var named: String?
    for _ in 0..<4 {
      if let literal = current.as(StringLiteralExprSyntax.self) {
        return literal.representedLiteralValue ?? named
      }
      if let call = current.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
        let only = call.arguments.first, only.label == nil || only.label?.text == "rawValue",
        isNameInitializer(peel(call.calledExpression))
      {
        current = peel(only.expression)
        continue
      }
      guard let member = current.as(MemberAccessExprSyntax.self) else { return named }
      let property = member.declName.baseName.text
      var declaration: PropertyDeclaration?
      if member.base.map({ isNameType(peel(ExprSyntax($0))) }) ?? true {
        declaration = index.notificationNames[property]
      } else if let base = member.base, let declared = typeNamed(ExprSyntax(base), in: scope),
        let found = declared.properties[property], found.isStatic
      {
        declaration = found
      }
      guard let declaration else { return named }
      named = "." + property
      guard declaration.isConstant, let initializer = declaration.initializer else { return named }
      current = peel(initializer)
    }
    return named
  }

  /// Whether a callee makes a notification name: `Notification.Name`, `NSNotification.Name`,
  /// `.init` written without the type.
  private func isNameInitializer(_ callee: ExprSyntax) -> Bool {
    if let member = callee.as(MemberAccessExprSyntax.self), member.base == nil {
      return member.declName.baseName.text == "init"
    }
    return isNameType(callee)
  }

  /// Whether an expression names the type of notification names.
  private func isNameType(_ expr: ExprSyntax) -> Bool {
    guard let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "Name",
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    else { return false }
    return base.baseName.text == "Notification" || base.baseName.text == "NSNotification"
  }
}
