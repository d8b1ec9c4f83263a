internal import SwiftSyntax

/// Closures that code stores instead of running: assigned to a property or variable
/// (`model.onFinish = { router.push(.about) }`), or given to the initializer of a value
/// (`DialogData(title: "Help", action: { router.push(.help) })`) that another view later reads and
/// calls. The reader does not follow a closure to where it is called, so each becomes an
/// `Effect.storedClosure`, which the resolver reports as `unresolved-navigation` when it navigates:
/// never silently left out (docs/EXTRACT.md, "What it cannot resolve").
extension CodeReader {
  /// The closures `expr` stores, in source order, each with the place it is stored in, as messages
  /// quote it: `expr` itself when it is a closure (or a local constant holding one) and `assigned`
  /// names what it is assigned to; and,
  /// at any depth, the closures given to an initializer of a type declared in the files read that
  /// is not a view, directly or inside tuples and array literals. A view's closure arguments are
  /// followed (`recordCreation`), and closures given to other calls are taken to run, so neither
  /// is here. Iterative, O(nodes visited).
  func storedClosures(in expr: ExprSyntax, assignedTo assigned: String?, scope: Scope)
    -> [(closure: ClosureValue, place: String)]
  {
    var result: [(closure: ClosureValue, place: String)] = []
    var stack: [(expr: ExprSyntax, place: String?)] = [(expr, assigned)]
    while let (current, place) = stack.popLast() {
      let expr = peel(current)
      if let closure = expr.as(ClosureExprSyntax.self) {
        if let place { result.append((closureValue(closure, in: scope), place)) }
      } else if let reference = expr.as(DeclReferenceExprSyntax.self),
        case .closure(let closure)? = scope.locals[reference.baseName.text]
      {
        if let place { result.append((closure, place)) }
      } else if let tuple = expr.as(TupleExprSyntax.self) {
        stack += tuple.elements.reversed().map { ($0.expression, place) }
      } else if let array = expr.as(ArrayExprSyntax.self) {
        stack += array.elements.reversed().map { ($0.expression, place) }
      } else if let call = expr.as(FunctionCallExprSyntax.self),
        let type = typeNamed(peel(call.calledExpression), in: scope), !type.isView
      {
        if type.isObject { noteInitializerClosures(of: type, call: call, in: scope, depth: 0) }
        let name = type.qualifiedName
        var given: [(expr: ExprSyntax, place: String?)] = call.arguments.map {
          ($0.expression, "'\(name)(\($0.label?.text ?? "_"):)'")
        }
        if let trailing = call.trailingClosure {
          given.append((ExprSyntax(trailing), "the closure given to '\(name)'"))
        }
        stack += given.reversed()
      }
    }
    return result
  }

  /// `storedClosures` as effects: what each closure would do, to be reported where it navigates.
  func storedClosureEffects(in expr: ExprSyntax, assignedTo assigned: String?, scope: Scope, depth: Int)
    -> [Effect]
  {
    storedClosures(in: expr, assignedTo: assigned, scope: scope).map { stored in
      let effects = run(stored.closure, arguments: [], depth: depth + 1)
      return .storedClosure(stored.place, effects, stored.closure.location)
    }
  }
}
