internal import NavGraph

/// Values made on a type declared in no file read, whose type a registration names: the case of an
/// enum kept in a model file the reader was not given (`NavigationLink(value:
/// UserListConfig.followers(uid: user.id))` beside `.navigationDestination(for:
/// UserListConfig.self)`). Written on the type's name, the value is of that type: an enum case, or
/// a static member that returns its own type.
extension NavigationResolver {
  /// The value as a case of the registered type it is written on, when the value is unread text
  /// of the form `Type.member` or `Type.member(...)`, `Type` is declared in no file read, and a
  /// `navigationDestination(for: Type.self)` of the files read registers it. Nil otherwise.
  func caseOfUndeclaredRegisteredType(_ value: Value) -> Value? {
    guard case .unknown(let text) = value else { return nil }
    let head = text.prefix { $0 != "(" }
    guard head.count == text.count || text.hasSuffix(")") else { return nil }
    let parts = head.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, let type = parts.first, let name = parts.last,
      type.first?.isUppercase == true, [type, name].allSatisfy(isIdentifier),
      index.lookup(name: String(type), from: nil) == nil, reader.registrations[String(type)] != nil
    else { return nil }
    return .enumCase(type: String(type), name: String(name))
  }

  private func isIdentifier(_ text: Substring) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}
