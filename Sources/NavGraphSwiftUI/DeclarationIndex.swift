internal import SwiftSyntax

/// The declarations of one file: its types (nested ones included, by qualified name), its
/// extensions, its free functions and its file-level constants.
struct FileDeclarations: @unchecked Sendable {
  var types: [TypeDeclaration] = []
  var extensions: [(type: TypeReference, inherited: [String], members: [DeclSyntax], file: Int)] = []
  var functions: [FunctionDeclaration] = []
  /// File-level `let` constants with their initial value (`let usesNewOnboarding = true`).
  var constants: [PropertyDeclaration] = []
  /// Type aliases without generic parameters, by qualified name (`MusicRouter`, `Feature.Router`).
  var aliases: [(name: String, target: TypeReference)] = []

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
      if let alias = decl.as(TypeAliasDeclSyntax.self) {
        if alias.genericParameterClause == nil {
          let name = alias.name.text
          aliases.append((outer.map { "\($0).\(name)" } ?? name, TypeReference(alias.initializer.value)))
        }
        continue
      }
      if let function = decl.as(FunctionDeclSyntax.self), outer == nil {
        functions.append(TypeDeclaration.function(function, file: file))
        continue
      }
      if let variable = decl.as(VariableDeclSyntax.self), outer == nil {
        constants += TypeDeclaration.properties(of: variable, file: file).filter {
          $0.isConstant && $0.initializer != nil
        }
        continue
      }
      if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
        let inherited =
          extensionDecl.inheritanceClause?.inheritedTypes.compactMap { TypeReference($0.type).lastName } ?? []
        let extended = TypeReference(extensionDecl.extendedType)
        extensions.append((extended, inherited, extensionDecl.memberBlock.members.map(\.decl), file))
        // Types declared in an extension (`extension HistoryView { struct DetailView: View }`) are
        // nested in the extended type, as written.
        if case .named(let components, _) = extended {
          for member in extensionDecl.memberBlock.members.reversed()
          where FileDeclarations.typeParts(member.decl) != nil || member.decl.is(TypeAliasDeclSyntax.self) {
            stack.append((member.decl, components.joined(separator: ".")))
          }
        }
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
      for parameter in generics?.parameters ?? [] {
        if let constraint = parameter.inheritedType.flatMap({ TypeReference($0).lastName }) {
          type.genericConstraints[parameter.name.text] = constraint
        }
      }
      if kind == .classType {
        type.superclass = inheritance?.inheritedTypes.first.map { TypeReference($0.type) }
      }
      type.isMain = attributes.contains { element in
        if case .attribute(let attribute) = element {
          return attribute.attributeName.trimmedDescription == "main"
        }
        return false
      }
      type.isFilePrivate =
        decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
          $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
        } ?? false
      var nested: [DeclSyntax] = []
      // Members in order, those of the clause of a `#if` an iOS build compiles in place of the
      // `#if` (`#if os(iOS) @AppStorage("done") var done = false #endif`), at any depth.
      var pending = Array(members.reversed())
      while let member = pending.popLast() {
        if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
          if let active = CompilationConditions.activeMembers(ifConfig) { pending += active.reversed() }
        } else if FileDeclarations.typeParts(member.decl) != nil || member.decl.is(TypeAliasDeclSyntax.self) {
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
  var viewExtensionFunctions: [String: [FunctionDeclaration]] = [:]
  /// Computed properties of `extension View` (`var toAnyView: AnyView { AnyView(self) }`): the view
  /// they are read on, wrapped.
  var viewExtensionProperties: Set<String> = []
  var freeFunctions: [String: [FunctionDeclaration]] = [:]
  /// Functions of extensions of types not declared in the files read (`extension UIApplication {
  /// func changeRoot(to view: some View) }`), by name: followed only where the reader looks for
  /// something they do (a window's root set, `CodeReader+WindowRoots`).
  private(set) var undeclaredExtensionFunctions: [String: [FunctionDeclaration]] = [:]
  /// Methods of `extension NavigationPath` and of `extension Array` (also `extension [Route]`), by
  /// name: what they do to a stack's path they are called on is read (`CodeReader+PathExtensions`).
  private(set) var pathExtensionFunctions: [String: [FunctionDeclaration]] = [:]
  /// Methods of `extension Binding` that return a binding (`func onUpdate(_ closure: @escaping ()
  /// -> Void) -> Binding`, wrapping its setter): the binding they are called on, for what it binds.
  private(set) var bindingWrappers: Set<String> = []
  /// File-level `let` constants by name (the first declaration of a name).
  private(set) var constants: [String: PropertyDeclaration] = [:]
  /// Declarations of an already declared qualified name, each with the one the reader uses instead
  /// (`useDeclarationsNamedByFile`), and whether that one was chosen for its file's name.
  private(set) var duplicates: [(ignored: TypeDeclaration, used: TypeDeclaration, byFileName: Bool)] = []
  /// Type aliases by qualified name (the first declaration of a name).
  private var aliases: [String: TypeReference] = [:]
  /// Properties of `extension UserDefaults` (the first declaration of a name): values kept in the
  /// app's defaults (`var isLoggedIn: Bool { bool(forKey: "isLoggedIn") }`).
  private(set) var userDefaultsProperties: [String: PropertyDeclaration] = [:]
  /// Static properties of `extension Notification.Name` (or `NSNotification.Name`), the first
  /// declaration of a name: the names the app posts and observes (`static let goToProfile =
  /// Notification.Name("goToProfile")`).
  private(set) var notificationNames: [String: PropertyDeclaration] = [:]
  /// Properties of `extension EnvironmentValues` (the first declaration of a name): the app's
  /// environment values, each read through its key's `defaultValue` or declared with `@Entry`.
  private(set) var environmentValues: [String: PropertyDeclaration] = [:]
  /// The types conforming to each protocol declared in the files read, by the protocol's qualified
  /// name (`recordConformers`).
  var conformers: [String: [TypeDeclaration]] = [:]

  /// The declarations of the files read; `fileNames` are their file names (`MapView.swift`), by
  /// index, to choose among declarations of one name (`useDeclarationsNamedByFile`).
  init(files: [FileDeclarations], fileNames: [String]) {
    for file in files {
      for type in file.types {
        if let first = types[type.qualifiedName] {
          duplicates.append((type, first, false))
          continue
        }
        types[type.qualifiedName] = type
        bySimpleName[type.name, default: []].append(type)
      }
      for function in file.functions { freeFunctions[function.name, default: []].append(function) }
      for constant in file.constants where constants[constant.name] == nil {
        constants[constant.name] = constant
      }
      for (name, target) in file.aliases where aliases[name] == nil { aliases[name] = target }
    }
    for file in files {
      for (extended, inherited, members, fileIndex) in file.extensions {
        if case .named(let components, _) = extended, components.last == "View",
          components.count == 1 || components == ["SwiftUI", "View"]
        {
          for member in members {
            if let variable = member.as(VariableDeclSyntax.self) {
              for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                  viewExtensionProperties.insert(name)
                }
              }
            }
            guard let function = member.as(FunctionDeclSyntax.self) else { continue }
            viewExtensionFunctions[function.name.text, default: []].append(
              TypeDeclaration.function(function, file: fileIndex))
          }
          continue
        }
        guard let type = lookup(extended, from: nil) else {
          if case .named(let components, _) = extended, components.last == "UserDefaults",
            components.count == 1 || components == ["Foundation", "UserDefaults"]
          {
            addUserDefaultsProperties(members, file: fileIndex)
          } else if case .named(let components, _) = extended,
            components == ["Notification", "Name"] || components == ["NSNotification", "Name"]
          {
            addNotificationNames(members, file: fileIndex)
          } else if case .named(let components, _) = extended,
            components == ["EnvironmentValues"] || components == ["SwiftUI", "EnvironmentValues"]
          {
            for member in members {
              guard let variable = member.as(VariableDeclSyntax.self) else { continue }
              for property in TypeDeclaration.properties(of: variable, file: fileIndex)
              where !property.isStatic && environmentValues[property.name] == nil {
                environmentValues[property.name] = property
              }
            }
          } else {
            if case .named(let components, _) = extended, components.last == "Binding" {
              addBindingWrappers(members)
            }
            let extendsPath = DeclarationIndex.isPathType(extended)
            for member in members {
              guard let function = member.as(FunctionDeclSyntax.self) else { continue }
              let declaration = TypeDeclaration.function(function, file: fileIndex)
              undeclaredExtensionFunctions[function.name.text, default: []].append(declaration)
              if extendsPath { pathExtensionFunctions[function.name.text, default: []].append(declaration) }
            }
          }
          continue
        }
        for name in inherited where !type.inherited.contains(name) { type.inherited.append(name) }
        for member in members { type.add(member: member, file: fileIndex) }
      }
    }
    if !duplicates.isEmpty { useDeclarationsNamedByFile(fileNames) }
    if !aliases.isEmpty { resolveAliasesInDeclarations() }
    resolveClosureNamedTypes()
    inheritSuperclassMembers()
    inheritRefinedViewProtocols()
    adoptProtocolDefaults()
    recordConformers()
    implyGenerics()
  }

  /// Where a qualified name is declared more than once (a stored app that does not build: an older
  /// copy left in another file), the reader uses the one declaration in a file named after the type
  /// (`ScooterDetailView.swift` for `ScooterDetailView`, and for `ScooterDetailView.Row`), Swift's
  /// one-type-per-file convention; with none or several such files, the first by path. Run before
  /// extensions are merged, so that they extend the declaration used. Linear in the duplicates.
  private func useDeclarationsNamedByFile(_ fileNames: [String]) {
    var declarations: [String: [TypeDeclaration]] = [:]
    for (ignored, first, _) in duplicates where declarations[ignored.qualifiedName] == nil {
      declarations[ignored.qualifiedName] = [first]
    }
    for (ignored, _, _) in duplicates { declarations[ignored.qualifiedName]?.append(ignored) }
    var used: [String: TypeDeclaration] = [:]
    for (name, all) in declarations {
      let owner = name.split(separator: ".").first.map(String.init) ?? name
      let named = all.filter {
        fileNames.indices.contains($0.location.file) && fileNames[$0.location.file] == "\(owner).swift"
      }
      guard named.count == 1, let chosen = named.first, chosen !== all[0] else { continue }
      used[name] = chosen
      types[name] = chosen
      bySimpleName[chosen.name] = bySimpleName[chosen.name]?.map { $0 === all[0] ? chosen : $0 }
    }
    guard !used.isEmpty else { return }
    duplicates = duplicates.map { entry in
      guard let chosen = used[entry.ignored.qualifiedName] else { return entry }
      let ignored = entry.ignored === chosen ? entry.used : entry.ignored
      return (ignored, chosen, true)
    }
  }

  /// Whether an extended type is one a stack's path can have: `NavigationPath` (`SwiftUI.` or not),
  /// `Array` or `[Element]`.
  private static func isPathType(_ extended: TypeReference) -> Bool {
    switch extended {
    case .array: return true
    case .named(let components, _):
      return components == ["NavigationPath"] || components == ["SwiftUI", "NavigationPath"]
        || components == ["Array"] || components == ["Swift", "Array"]
    default: return false
    }
  }

  /// Records the methods an `extension Binding` declares that return a binding (`Binding`,
  /// `Binding<Value>`, `Self`).
  private func addBindingWrappers(_ members: [DeclSyntax]) {
    for member in members {
      guard let function = member.as(FunctionDeclSyntax.self),
        function.modifiers.allSatisfy({ $0.name.tokenKind != .keyword(.static) }),
        let returned = function.signature.returnClause?.type,
        ["Binding", "Self"].contains(TypeReference(returned).lastName)
      else { continue }
      bindingWrappers.insert(function.name.text)
    }
  }

  /// Records the instance properties an `extension UserDefaults` declares.
  private func addUserDefaultsProperties(_ members: [DeclSyntax], file: Int) {
    for member in members {
      guard let variable = member.as(VariableDeclSyntax.self) else { continue }
      for property in TypeDeclaration.properties(of: variable, file: file)
      where !property.isStatic && userDefaultsProperties[property.name] == nil {
        userDefaultsProperties[property.name] = property
      }
    }
  }

  /// Records the static properties an `extension Notification.Name` declares.
  private func addNotificationNames(_ members: [DeclSyntax], file: Int) {
    for member in members {
      guard let variable = member.as(VariableDeclSyntax.self) else { continue }
      for property in TypeDeclaration.properties(of: variable, file: file)
      where property.isStatic && notificationNames[property.name] == nil {
        notificationNames[property.name] = property
      }
    }
  }

  /// Writes every property's and parameter's declared type through the aliases
  /// (`@ObservedObject var router: MusicRouter` becomes `Router<MusicRoute>`), so that the reader
  /// sees the type with its generic arguments. Linear in the declarations.
  private func resolveAliasesInDeclarations() {
    func resolve(_ function: FunctionDeclaration, from scope: String?) -> FunctionDeclaration {
      var function = function
      for i in function.parameters.indices {
        function.parameters[i].type = function.parameters[i].type.map { resolvingAliases($0, from: scope) }
      }
      return function
    }
    for type in types.values {
      let scope = type.qualifiedName
      for name in type.propertyOrder {
        let written = type.properties[name]?.type
        type.properties[name]?.type = written.map { resolvingAliases($0, from: scope) }
      }
      for (name, methods) in type.methods { type.methods[name] = methods.map { resolve($0, from: scope) } }
      type.initializers = type.initializers.map { resolve($0, from: scope) }
    }
    for (name, functions) in freeFunctions { freeFunctions[name] = functions.map { resolve($0, from: nil) } }
    for (name, functions) in viewExtensionFunctions {
      viewExtensionFunctions[name] = functions.map { resolve($0, from: nil) }
    }
  }

  /// A type reference with every alias it names replaced by the aliased type
  /// (`typealias MusicRouter = Router<MusicRoute>`: `MusicRouter?` is `Router<MusicRoute>?`), inside
  /// optionals, arrays and generic arguments. A name declared as a type is that type; aliases of
  /// aliases are followed up to 8 steps (an alias cycle stops there). Looked up as types are, from
  /// inside `scope`.
  func resolvingAliases(_ reference: TypeReference, from scope: String?) -> TypeReference {
    resolvingAliases(reference, from: scope, depth: 0)
  }

  private func resolvingAliases(_ reference: TypeReference, from scope: String?, depth: Int) -> TypeReference
  {
    guard !aliases.isEmpty, depth < 8 else { return reference }
    switch reference {
    case .optional(let wrapped): return .optional(resolvingAliases(wrapped, from: scope, depth: depth + 1))
    case .array(let element): return .array(resolvingAliases(element, from: scope, depth: depth + 1))
    case .named(let components, let arguments):
      let arguments = arguments.map { resolvingAliases($0, from: scope, depth: depth + 1) }
      if arguments.isEmpty, declaredType(components, from: scope) == nil,
        let target = alias(components, from: scope)
      {
        return resolvingAliases(target, from: scope, depth: depth + 1)
      }
      return .named(components, arguments)
    case .function, .dictionary, .tuple, .other: return reference
    }
  }

  /// The alias a dotted name names from inside `scope`: nested in `scope` or its enclosing types,
  /// else by its full name.
  func alias(_ components: [String], from scope: String?) -> TypeReference? {
    let name = components.joined(separator: ".")
    var outer = scope
    while let current = outer {
      if let found = aliases[current + "." + name] { return found }
      outer = types[current]?.outer
    }
    return aliases[name]
  }

  /// The declared type a reference names, looked up from inside `scope` (a type's qualified name),
  /// through a type alias when the name is one.
  /// A type reference with each named type declared in the files read written by its qualified
  /// name as seen from `scope` (`Destination` inside `HomeRouter`: `HomeRouter.Destination`), inside
  /// optionals and arrays; others as they are.
  func qualifying(_ reference: TypeReference, from scope: String?) -> TypeReference {
    switch reference {
    case .optional(let wrapped): return .optional(qualifying(wrapped, from: scope))
    case .array(let element): return .array(qualifying(element, from: scope))
    case .named(let components, let arguments):
      guard let declared = declaredType(components, from: scope) else { return reference }
      return .named(declared.qualifiedName.split(separator: ".").map(String.init), arguments)
    default: return reference
    }
  }

  func lookup(_ reference: TypeReference, from scope: String?) -> TypeDeclaration? {
    guard case .named(let components, _) = reference.unwrapped else { return nil }
    if let found = declaredType(components, from: scope) { return found }
    guard alias(components, from: scope) != nil,
      case .named(let target, _) = resolvingAliases(.named(components, []), from: scope).unwrapped
    else { return nil }
    return declaredType(target, from: scope)
  }

  /// The declared type a dotted name names from inside `scope`, without aliases.
  func declaredType(_ components: [String], from scope: String?) -> TypeDeclaration? {
    guard let first = components.first else { return nil }
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
