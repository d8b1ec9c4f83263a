internal import NavGraph
internal import SwiftSyntax

/// State that Combine sets when other state changes: `service.$signedIn.assign(to: &$signedIn)`,
/// `.assign(to: \.signedIn, on: self)`, `.sink { self.signedIn = $0 }` on a published property of an
/// object the reader knows; and writes in closures that no action runs (a listener given to an
/// outside service in an initializer: `Store.shared.observe { ... }`; Firebase Authentication's
/// `addStateDidChangeListener` is read as an event, `CodeReader+FirebaseAuth`).
struct Derivation: Sendable {
  var target: StateKey
  /// The value written; nil when it is the value the source was set to (`$0`, `assign`).
  var value: Value?
  var location: SourceAnchor
  /// For a change handler that sets the target to whether the source's new value is nil
  /// (`.onChange(of: user) { showChat = $0 != nil }`): the Boolean written for a value that is not
  /// nil (`true` for `!= nil`), the other for nil; `value` is then unused.
  var whenNotNil: Bool?
  /// Whether the write comes after the action that sets the source has run (an `.onChange`, which
  /// SwiftUI calls when the view next updates), not at the source's write (a Combine subscription).
  var afterAction = false
}

extension CodeReader {
  /// Operators between a published property and `sink`/`assign` that pass its values on unchanged.
  static let passingOperators: Set<String> = [
    "receive", "removeDuplicates", "dropFirst", "eraseToAnyPublisher", "debounce", "throttle", "delay",
    "share", "subscribe",
  ]

  /// Reads every `sink` and `assign` in the methods and initializers of the types read, and the
  /// closures given to calls in initializers: a subscription to a published property of a known
  /// object that sets state with its value, or with a Bool or case, is a derivation (a write to the
  /// source is a write to the target too, on the screen where it happens); any other write there
  /// to state of the type is detached (no action is seen to run it). One pass over the tokens of
  /// the bodies, in declaration order: O(code of the methods).
  func readPublishers() {
    for type in index.allTypes
    where type.kind == .classType || type.kind == .structType || type.kind == .actorType {
      let functions = type.initializers + type.methods.keys.sorted().flatMap { type.methods[$0] ?? [] }
      let setup = setupFunctions(of: type)
      for function in functions {
        guard let body = function.body else { continue }
        let scope = Scope(owner: type, file: function.location.file)
        let runsAtSetup = setup.contains(function.location)
        var handled = Set<SyntaxIdentifier>()
        for token in body.tokens(viewMode: .sourceAccurate) {
          guard case .identifier(let name) = token.tokenKind, name == "sink" || name == "assign",
            let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
            let call = member.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == member.id
          else { continue }
          subscription(call, member: member, in: scope)
          for closure in closures(of: call) { handled.insert(closure.id) }
        }
        guard runsAtSetup else { continue }
        for token in body.tokens(viewMode: .sourceAccurate) {
          guard token.tokenKind == .leftBrace, let closure = token.parent?.as(ClosureExprSyntax.self),
            !handled.contains(closure.id), isOutermost(closure), let call = calling(closure)
          else { continue }
          if let member = peel(call.calledExpression).as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "addStateDidChangeListener"
          {
            // A Firebase Authentication listener: run by sign-ins and sign-outs
            // (`CodeReader+FirebaseAuth`).
            recordFirebaseAuthListener(closure, in: scope)
            continue
          }
          let callee = SyntaxText.bounded(call.calledExpression, limit: 40)
          for (key, location, _) in assignments(in: closure, scope: scope) {
            detachedWrites.append(
              (key, location, "a closure given to '\(callee)' when a '\(type.qualifiedName)' is made"))
          }
        }
      }
    }
  }

  /// The initializers of a type and the methods they call (`init() { registerAuthStateHandler() }`,
  /// also inside a closure such as `Task { await check() }`), transitively: code that runs when an
  /// object is made, not by an action. By location. O(tokens of those bodies).
  private func setupFunctions(of type: TypeDeclaration) -> Set<SourceAnchor> {
    var result = Set(type.initializers.map(\.location))
    var work = type.initializers
    while let function = work.popLast() {
      guard let body = function.body else { continue }
      for token in body.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let name) = token.tokenKind, let methods = type.methods[name],
          token.parent?.parent?.is(FunctionCallExprSyntax.self) == true
            || token.parent?.parent?.parent?.is(FunctionCallExprSyntax.self) == true
        else { continue }
        for method in methods where result.insert(method.location).inserted { work.append(method) }
      }
    }
    return result
  }

  /// Whether a closure is in no other closure of the body it is in.
  private func isOutermost(_ closure: ClosureExprSyntax) -> Bool {
    var node = closure.parent
    while let current = node {
      if current.is(ClosureExprSyntax.self) { return false }
      if current.is(CodeBlockSyntax.self) && current.parent?.is(FunctionDeclSyntax.self) == true {
        return true
      }
      if current.is(CodeBlockSyntax.self) && current.parent?.is(InitializerDeclSyntax.self) == true {
        return true
      }
      node = current.parent
    }
    return true
  }

  /// One `sink` or `assign` call: a derivation from the published property it subscribes to, or,
  /// when the reader cannot tell the source or its values are changed on the way (`map`), the
  /// writes it makes as detached.
  private func subscription(_ call: FunctionCallExprSyntax, member: MemberAccessExprSyntax, in scope: Scope) {
    var source: StateKey?
    var cause: String?
    let label = member.declName.baseName.text
    // The expression the last `map` makes (`.map { _ in nil }`), for a subject's `assign`.
    var mapped: ExprSyntax?
    var mapSeen = false
    var base = member.base.map { peel(ExprSyntax($0)) }
    while let current = base {
      if let inner = current.as(FunctionCallExprSyntax.self),
        let step = peel(inner.calledExpression).as(MemberAccessExprSyntax.self)
      {
        let name = step.declName.baseName.text
        if !CodeReader.passingOperators.contains(name), cause == nil {
          cause = "a subscription whose values '\(name)' changes"
        }
        if name == "map", !mapSeen {
          mapSeen = true
          if let closure = inner.trailingClosure, closure.statements.count == 1,
            let only = closure.statements.first?.item.as(ExprSyntax.self)
          {
            mapped = only
          }
        }
        base = step.base.map { peel(ExprSyntax($0)) }
        continue
      }
      if let subject = subjectKey(current, in: scope) {
        recordSubjectSubscription(
          call, to: subject, label: label, mapped: mapped, changed: cause != nil, in: scope)
        return
      }
      source = publishedKey(current, in: scope)
      recordForwardedWrites(subscribingTo: current, at: call.location(in: scope.file), in: scope)
      break
    }
    if source == nil, cause == nil { cause = "a subscription to something the reader does not follow" }
    if label == "assign" {
      guard let target = assignTarget(call, in: scope) else { return }
      let location = call.location(in: scope.file)
      if let source, cause == nil {
        derivations[source, default: []].append(Derivation(target: target, value: nil, location: location))
      } else {
        detachedWrites.append((target, location, cause ?? ""))
      }
      return
    }
    for closure in closures(of: call) {
      let parameters = CodeReader.parameterNames(closure)
      for (key, location, written) in assignments(in: closure, scope: scope) {
        let passed =
          written.as(DeclReferenceExprSyntax.self).map {
            let name = $0.baseName.text
            return name == "$0" || (parameters.first == name)
          } ?? false
        let value: Value? = passed ? nil : self.value(of: written, in: scope)
        if let source, cause == nil, passed || value?.caseName != nil {
          derivations[source, default: []].append(Derivation(target: key, value: value, location: location))
        } else {
          detachedWrites.append(
            (
              key, location,
              cause ?? "a subscription that sets it to '\(SyntaxText.bounded(written, limit: 40))'"
            ))
        }
      }
    }
  }

  /// The state a publisher is (`service.$signedIn`, `$signedIn`): the property without its `$`.
  func publishedKey(_ expr: ExprSyntax, in scope: Scope) -> StateKey? {
    if let reference = expr.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") {
      return key(
        of: ExprSyntax(
          reference.withoutDollar),
        in: scope)
    }
    guard let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text.hasPrefix("$"),
      let base = member.base
    else { return nil }
    let name = String(member.declName.baseName.text.dropFirst())
    return key(of: ExprSyntax(MemberAccessExprSyntax(base: base, name: .identifier(name))), in: scope)
  }

  /// The state `assign(to: &$x)` or `assign(to: \.x, on: self)` sets.
  func assignTarget(_ call: FunctionCallExprSyntax, in scope: Scope) -> StateKey? {
    guard let to = SyntaxText.argument(call, "to") else { return nil }
    var name: String?
    if let inOut = peel(to).as(InOutExprSyntax.self),
      let reference = peel(inOut.expression).as(DeclReferenceExprSyntax.self)
    {
      name = String(reference.baseName.text.drop { $0 == "$" })
    } else if let keyPath = peel(to).as(KeyPathExprSyntax.self), keyPath.components.count == 1,
      let on = SyntaxText.argument(call, "on"),
      peel(on).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name =
        keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
    }
    guard let name else { return nil }
    return key(of: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), in: scope)
  }

  /// Assignments to state of the scope's type in a closure (`x = v`, `self.x = v`, `self?.x = v`):
  /// the state, where, and the value written.
  func assignments(in closure: ClosureExprSyntax, scope: Scope) -> [(
    StateKey, SourceAnchor, ExprSyntax
  )] {
    var result: [(StateKey, SourceAnchor, ExprSyntax)] = []
    for token in closure.statements.tokens(viewMode: .sourceAccurate) {
      guard token.tokenKind == .equal, let assignment = token.parent?.as(AssignmentExprSyntax.self),
        let sequence = assignment.parent?.parent?.as(SequenceExprSyntax.self)
      else { continue }
      let elements = Array(sequence.elements)
      guard elements.count >= 3, elements[1].id == assignment.id else { continue }
      let written =
        elements.count == 3
        ? peel(elements[2]) : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements.dropFirst(2))))
      var target = peel(elements[0])
      if let member = target.as(MemberAccessExprSyntax.self),
        let chained = member.base?.as(OptionalChainingExprSyntax.self),
        chained.expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      {
        target = ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName))
      }
      guard let key = key(of: target, in: scope), key.owner == scope.owner?.qualifiedName else { continue }
      result.append((key, elements[0].location(in: scope.file), written))
    }
    return result
  }

  /// The closures given to a call: its closure arguments and trailing closures.
  private func closures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
    call.arguments.compactMap { peel($0.expression).as(ClosureExprSyntax.self) }
      + (call.trailingClosure.map { [$0] } ?? []) + call.additionalTrailingClosures.map(\.closure)
  }

  /// The call a closure is given to, as an argument or a trailing closure.
  private func calling(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
    if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
    if let call = closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) { return call }
    if let call = closure.parent?.parent?.as(FunctionCallExprSyntax.self) { return call }
    return nil
  }
}
