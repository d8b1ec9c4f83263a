internal import SwiftSyntax

/// The declarations of one file: its types (nested ones included, by qualified name), its
/// extensions, and its free functions.
struct FileDeclarations: @unchecked Sendable {
  var types: [TypeDeclaration] = []
  var extensions: [(type: TypeReference, inherited: [String], members: [DeclSyntax], file: Int)] = []
  var functions: [FunctionDeclaration] = []

  /// Collects the declarations of a parsed file. The walk over nested declarations (types in types,
  /// `#if` clauses) uses an explicit stack; function bodies are not entered.
  init(tree: SourceFileSyntax, file: Int) {
    var stack: [(decl: DeclSyntax, outer: String?)] = []
    for item in tree.statements.reversed() {
      if case .decl(let decl) = item.item { stack.append((decl, nil)) }
    }
    while let (decl, outer) = stack.popLast() {
      if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
        var members: [DeclSyntax] = []
        for clause in ifConfig.clauses {
          switch clause.elements {
          case .statements(let items):
            for item in items { if case .decl(let inner) = item.item { members.append(inner) } }
          case .decls(let list): members += list.map(\.decl)
          default: break
          }
        }
        for member in members.reversed() { stack.append((member, outer)) }
        continue
      }
      if let function = decl.as(FunctionDeclSyntax.self), outer == nil {
        functions.append(TypeDeclaration.function(function, file: file))
        continue
      }
      if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
        let inherited =
          extensionDecl.inheritanceClause?.inheritedTypes.compactMap { TypeReference($0.type).lastName } ?? []
        extensions.append(
          (
            TypeReference(extensionDecl.extendedType), inherited,
            extensionDecl.memberBlock.members.map(\.decl), file
          ))
        continue
      }
      guard let (name, kind, inheritance, generics, attributes, members) = FileDeclarations.typeParts(decl)
      else {
        continue
      }
      let qualified = outer.map { "\($0).\(name)" } ?? name
      let type = TypeDeclaration(
        name: name, qualifiedName: qualified, outer: outer, kind: kind, location: decl.location(in: file))
      type.inherited = inheritance?.inheritedTypes.compactMap { TypeReference($0.type).lastName } ?? []
      type.genericParameters = generics?.parameters.map(\.name.text) ?? []
      type.isMain = attributes.contains { element in
        if case .attribute(let attribute) = element {
          return attribute.attributeName.trimmedDescription == "main"
        }
        return false
      }
      var nested: [DeclSyntax] = []
      for member in members {
        if FileDeclarations.typeParts(member.decl) != nil || member.decl.is(IfConfigDeclSyntax.self) {
          nested.append(member.decl)
        } else {
          type.add(member: member.decl, file: file)
        }
      }
      types.append(type)
      for member in nested.reversed() { stack.append((member, qualified)) }
    }
  }

  private static func typeParts(
    _ decl: DeclSyntax
  ) -> (
    String, TypeDeclaration.Kind, InheritanceClauseSyntax?, GenericParameterClauseSyntax?,
    AttributeListSyntax,
    MemberBlockItemListSyntax
  )? {
    let kind: TypeDeclaration.Kind
    switch decl.kind {
    case .structDecl: kind = .structType
    case .classDecl: kind = .classType
    case .enumDecl: kind = .enumType
    case .actorDecl: kind = .actorType
    case .protocolDecl: kind = .protocolType
    default: return nil
    }
    guard let group = decl.asProtocol(DeclGroupSyntax.self), let named = decl.asProtocol(NamedDeclSyntax.self)
    else { return nil }
    // A protocol has no generic parameters (its primary associated types are not).
    let generics = decl.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause
    return (
      named.name.text, kind, group.inheritanceClause, generics, group.attributes, group.memberBlock.members
    )
  }
}

/// Every type, extension and free function of the files read, merged: a type's extensions add
/// their members and conformances to it, and functions of `extension View` are the custom modifiers.
///
/// Names are looked up as Swift does for the cases the reader meets: a name written inside a type
/// is first a nested type of it or of its enclosing types, then a qualified or unique simple name.
/// Building is linear in the number of declarations.
final class DeclarationIndex: @unchecked Sendable {
  private(set) var types: [String: TypeDeclaration] = [:]
  private var bySimpleName: [String: [TypeDeclaration]] = [:]
  /// Functions of `extension View` (and of `extension SwiftUI.View`): custom modifiers.
  private(set) var viewExtensionFunctions: [String: [FunctionDeclaration]] = [:]
  private(set) var freeFunctions: [String: [FunctionDeclaration]] = [:]
  /// Second declarations of an already declared qualified name: (the later one, the first one).
  private(set) var duplicates: [(TypeDeclaration, TypeDeclaration)] = []

  init(files: [FileDeclarations]) {
    for file in files {
      for type in file.types {
        if let first = types[type.qualifiedName] {
          duplicates.append((type, first))
          continue
        }
        types[type.qualifiedName] = type
        bySimpleName[type.name, default: []].append(type)
      }
      for function in file.functions { freeFunctions[function.name, default: []].append(function) }
    }
    for file in files {
      for (extended, inherited, members, fileIndex) in file.extensions {
        if case .named(let components, _) = extended, components.last == "View",
          components.count == 1 || components == ["SwiftUI", "View"]
        {
          for member in members {
            guard let function = member.as(FunctionDeclSyntax.self) else { continue }
            viewExtensionFunctions[function.name.text, default: []].append(
              TypeDeclaration.function(function, file: fileIndex))
          }
          continue
        }
        guard let type = lookup(extended, from: nil) else { continue }
        for name in inherited where !type.inherited.contains(name) { type.inherited.append(name) }
        for member in members { type.add(member: member, file: fileIndex) }
      }
    }
  }

  /// The declared type a reference names, looked up from inside `scope` (a type's qualified name).
  func lookup(_ reference: TypeReference, from scope: String?) -> TypeDeclaration? {
    guard case .named(let components, _) = reference.unwrapped, let first = components.first else {
      return nil
    }
    var outer = scope
    while let current = outer {
      if let found = types[current + "." + components.joined(separator: ".")] { return found }
      outer = types[current]?.outer
    }
    if let found = types[components.joined(separator: ".")] { return found }
    if components.count == 1, let candidates = bySimpleName[first], candidates.count == 1 {
      return candidates[0]
    }
    if components.count > 1, let candidates = bySimpleName[components.last!] {
      let suffix = "." + components.joined(separator: ".")
      let matching = candidates.filter { ("." + $0.qualifiedName).hasSuffix(suffix) }
      if matching.count == 1 { return matching[0] }
    }
    return nil
  }

  /// The declared type of a simple name written inside `scope`.
  func lookup(name: String, from scope: String?) -> TypeDeclaration? {
    lookup(.named([name], []), from: scope)
  }

  /// Every declared type, in source order.
  var allTypes: [TypeDeclaration] { types.values.sorted { $0.location < $1.location } }
}
