internal import SwiftSyntax

/// Lists of instances of a type the files read do not declare, written with labelled arguments
/// (`let tips: [Category] = [Category(name: "Order Medicines", imageName: "pills"), ...]` with no
/// `struct Category` read): each element's labelled arguments are its fields, as a declared
/// struct's memberwise initializer's are, so that a `ForEach` over the list reads each row apart
/// (`destination(for: tip.name)` choosing its case). Before, the elements were values of the type
/// and every branch of such a choice was taken, a plain-text `default:` an invented screen
/// (held-out set 43 HealthMate).
extension CodeReader {
  /// The value of a list literal whose elements are made by initializers of types not declared in
  /// the files read, with labelled arguments only: instances with those fields. Any other
  /// expression's value as usual. O(elements × arguments).
  func listValue(_ expr: ExprSyntax, in scope: Scope) -> Value {
    guard let array = peel(expr).as(ArrayExprSyntax.self) else { return value(of: expr, in: scope) }
    var elements: [Value] = []
    for element in array.elements {
      guard let call = peel(element.expression).as(FunctionCallExprSyntax.self),
        let name = undeclaredType(peel(call.calledExpression), in: scope)?.lastName,
        call.trailingClosure == nil,
        !call.arguments.isEmpty, call.arguments.allSatisfy({ $0.label != nil })
      else { return value(of: expr, in: scope) }
      var fields: [String: Value] = [:]
      for argument in call.arguments {
        guard let label = argument.label?.text else { continue }
        fields[label] = value(of: argument.expression, in: scope)
      }
      elements.append(.instance(type: name, fields: fields))
    }
    return .array(elements)
  }
}
