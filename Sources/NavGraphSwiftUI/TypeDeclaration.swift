internal import NavGraph
internal import SwiftSyntax

extension SyntaxProtocol {
  /// Where a node is in a file: its first character after leading trivia; for a method or modifier
  /// call (`x.sheet(...)`) and a member access, its `.name` (finding a node's first token walks down
  /// its leftmost children, which for a long modifier chain would make every location cost the
  /// chain's length).
  func location(in file: Int) -> SourceAnchor {
    var member = self.as(MemberAccessExprSyntax.self)
    if let call = self.as(FunctionCallExprSyntax.self) {
      member = call.calledExpression.as(MemberAccessExprSyntax.self)
    }
    if let member, member.base != nil {
      return SourceAnchor(file: file, offset: member.period.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
    return SourceAnchor(file: file, offset: positionAfterSkippingLeadingTrivia.utf8Offset)
  }
}

/// A stored or computed property of a type.
struct PropertyDeclaration: @unchecked Sendable {
  var name: String
  var type: TypeReference?
  /// The property wrapper's name (`State`, `Binding`, `Environment`, `EnvironmentObject`, ...).
  var wrapper: String?
  var wrapperArguments: LabeledExprListSyntax?
  var initializer: ExprSyntax?
  /// The body of a computed property (`var body: some View { ... }`).
  var getter: CodeBlockItemListSyntax?
  /// The body of its `didSet` observer (`var picked: Track? { didSet { showing = true } }`).
  var observer: CodeBlockItemListSyntax? = nil
  var isStatic: Bool
  var location: SourceAnchor
  /// Declared with `let`: its initial value is its value.
  var isConstant = false
  /// A binding stored as a plain property (`private var path: Binding<NavigationPath>`), read as a
  /// `@Binding` whose name is the binding itself, not its value (`path.wrappedValue`).
  var storesBinding = false
}

/// A parameter of a function or initializer.
struct ParameterDeclaration: @unchecked Sendable {
  /// The argument label, nil for `_`.
  var label: String?
  var name: String
  var type: TypeReference?
  var defaultValue: ExprSyntax?
}

/// A method, initializer, or function of a `View` extension.
struct FunctionDeclaration: @unchecked Sendable {
  var name: String
  var parameters: [ParameterDeclaration]
  var body: CodeBlockItemListSyntax?
  var isStatic: Bool
  var location: SourceAnchor
  /// Marked `@objc` or `@IBAction`: a method UIKit may call as a control's target-action.
  var isObjC = false
  /// The declared return type (`Selection` of `static func initial() -> Selection`).
  var returnType: TypeReference? = nil
}

/// An enum case and the types of its associated values.
struct EnumCaseDeclaration: Sendable {
  var name: String
  var parameters: [(label: String?, type: String)]
  /// The raw value written for it (`case home = 3`, `case home = "Home"`): the literal's text.
  var rawValue: String? = nil
}

/// A type declared in the files read, with the members of its declaration and of its extensions.
final class TypeDeclaration: @unchecked Sendable {
  enum Kind: Sendable { case structType, classType, enumType, actorType, protocolType }

  let name: String
  /// The name with its enclosing types (`Router.Destination`): the type's identity in the reader.
  let qualifiedName: String
  /// The enclosing type's qualified name, for lookups of nested names.
  let outer: String?
  let kind: Kind
  var inherited: [String] = []
  /// A class's first inherited type as written, with its generic arguments (`Helm<Dock.Spot>`): its
  /// superclass when that names a class declared in the files read (`inheritSuperclassMembers`).
  var superclass: TypeReference?
  var genericParameters: [String] = []
  /// The protocol each generic parameter is constrained to, where one is written (`Sheet:
  /// SheetEnum`).
  var genericConstraints: [String: String] = [:]
  /// Generic parameters bound to the one type of the files read conforming to their constraint
  /// (`DeclarationIndex.implyGenerics`), used where no creation gives an argument.
  var impliedGenerics: [String: TypeReference] = [:]
  /// A protocol's associated types (`associatedtype Route: Hashable`), bound in each conformer by
  /// `DeclarationIndex.adoptProtocolDefaults`.
  var associatedTypes: [String] = []
  var isMain = false
  /// Declared `private` or `fileprivate`: a part of the views of its file.
  var isFilePrivate = false
  var properties: [String: PropertyDeclaration] = [:]
  /// Property names in declaration order (a memberwise initializer's parameter order).
  var propertyOrder: [String] = []
  var methods: [String: [FunctionDeclaration]] = [:]
  var initializers: [FunctionDeclaration] = []
  var cases: [EnumCaseDeclaration] = []
  let location: SourceAnchor

  init(name: String, qualifiedName: String, outer: String?, kind: Kind, location: SourceAnchor) {
    self.name = name
    self.qualifiedName = qualifiedName
    self.outer = outer
    self.kind = kind
    self.location = location
  }

  /// A SwiftUI view: a `View`, or a UIKit or AppKit view or controller made one
  /// (`UIViewControllerRepresentable`, ...), which is shown, presented and pushed like any view; or
  /// toolbar content of the app's (`ToolbarContent`), read as a component of the screen showing it.
  var isView: Bool { inherited.contains { TypeDeclaration.viewProtocols.contains($0) } }
  /// A UIKit or AppKit view or controller made a SwiftUI view (`UIViewRepresentable`, ...).
  var isRepresentable: Bool {
    inherited.contains {
      $0 != "View" && $0 != "ToolbarContent" && TypeDeclaration.viewProtocols.contains($0)
    }
  }
  /// The protocols of types read as views: `View`, the representables, and `ToolbarContent` (a
  /// toolbar's items declared as a type of their own, whose buttons are the screen's that shows it).
  static let viewProtocols: Set<String> = [
    "View", "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
    "NSViewControllerRepresentable", "ToolbarContent",
  ]
  var isApp: Bool { inherited.contains("App") }
  var isViewModifier: Bool { inherited.contains("ViewModifier") }
  var isPreview: Bool { inherited.contains("PreviewProvider") }
  /// Classes and actors are reference types: every view that holds one of a type shares its state.
  var isObject: Bool { kind == .classType || kind == .actorType }
  /// A class made to be pushed as a route (`final class Flow: Hashable` holding the case it shows and
  /// a binding to the path): each instance made is a value with the fields it is given, not one
  /// object every view shares.
  var isRouteClass: Bool {
    kind == .classType && inherited.contains("Hashable") && !inherited.contains("ObservableObject")
  }

  func enumCase(_ name: String) -> EnumCaseDeclaration? { cases.first { $0.name == name } }

  /// A case's raw value as Swift gives it, for an enum of `Int` or `String` raw values: the one
  /// written, else for `Int` one more than the case before (the first: 0), for `String` the case's
  /// name. Nil for another enum or an unknown case. O(cases).
  func rawValue(ofCase name: String) -> String? {
    switch inherited.first {
    case "Int":
      var next = 0
      for item in cases {
        let value = item.rawValue.flatMap { Int($0.replacingOccurrences(of: "_", with: "")) } ?? next
        if item.name == name { return String(value) }
        next = value + 1
      }
      return nil
    case "String":
      return enumCase(name).map { $0.rawValue ?? $0.name }
    default: return nil
    }
  }

  /// Adds a member declaration (from the type's body or an extension).
  func add(member decl: DeclSyntax, file: Int) {
    if let variable = decl.as(VariableDeclSyntax.self) {
      for property in TypeDeclaration.properties(of: variable, file: file)
      where properties[property.name] == nil {
        properties[property.name] = property
        propertyOrder.append(property.name)
      }
    } else if let function = decl.as(FunctionDeclSyntax.self) {
      methods[SyntaxText.declaredName(function.name), default: []].append(
        TypeDeclaration.function(function, file: file))
    } else if let initializer = decl.as(InitializerDeclSyntax.self) {
      initializers.append(
        FunctionDeclaration(
          name: "init", parameters: TypeDeclaration.parameters(initializer.signature.parameterClause),
          body: initializer.body?.statements, isStatic: false, location: initializer.location(in: file)))
    } else if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
      associatedTypes.append(associated.name.text)
    } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
      for element in enumCase.elements {
        let parameters =
          element.parameterClause?.parameters.map { parameter -> (label: String?, type: String) in
            let label = parameter.secondName?.text ?? parameter.firstName?.text
            return (label == "_" ? nil : label, parameter.type.trimmedDescription)
          } ?? []
        let raw = element.rawValue.flatMap { clause in
          clause.value.as(IntegerLiteralExprSyntax.self)?.literal.text ?? SyntaxText.literal(clause.value)
        }
        cases.append(
          EnumCaseDeclaration(
            name: SyntaxText.declaredName(element.name), parameters: parameters, rawValue: raw))
      }
    }
  }

  static func function(_ function: FunctionDeclSyntax, file: Int) -> FunctionDeclaration {
    FunctionDeclaration(
      name: SyntaxText.declaredName(function.name),
      parameters: parameters(function.signature.parameterClause),
      body: function.body?.statements,
      isStatic: function.modifiers.contains { $0.name.tokenKind == .keyword(.static) },
      location: function.location(in: file),
      isObjC: function.attributes.contains { element in
        guard case .attribute(let attribute) = element else { return false }
        return ["objc", "IBAction"].contains(TypeReference(attribute.attributeName).lastName)
      },
      returnType: function.signature.returnClause.map { TypeReference($0.type) })
  }

  static func parameters(_ clause: FunctionParameterClauseSyntax) -> [ParameterDeclaration] {
    clause.parameters.map { parameter in
      let first = parameter.firstName.text
      return ParameterDeclaration(
        label: first == "_" ? nil : first, name: parameter.secondName?.text ?? first,
        type: TypeReference(parameter.type), defaultValue: parameter.defaultValue?.value)
    }
  }

  static func properties(of variable: VariableDeclSyntax, file: Int) -> [PropertyDeclaration] {
    var wrapper: String?
    var wrapperArguments: LabeledExprListSyntax?
    for element in variable.attributes {
      guard case .attribute(let attribute) = element else { continue }
      wrapper = TypeReference(attribute.attributeName).lastName
      if case .argumentList(let arguments) = attribute.arguments { wrapperArguments = arguments }
    }
    let isStatic = variable.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
    var result: [PropertyDeclaration] = []
    for binding in variable.bindings {
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
      var getter: CodeBlockItemListSyntax?
      var observer: CodeBlockItemListSyntax?
      if let accessors = binding.accessorBlock?.accessors {
        switch accessors {
        case .getter(let items): getter = items
        case .accessors(let list):
          getter = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
          observer = list.first { $0.accessorSpecifier.tokenKind == .keyword(.didSet) }?.body?.statements
        @unknown default: break
        }
      }
      var type =
        binding.typeAnnotation.map { TypeReference($0.type) } ?? closureType(binding.initializer?.value)
      var wrapper = wrapper
      // A binding stored as a plain property (`private var path: Binding<NavigationPath>`, set by an
      // initializer from its argument) is read as `@Binding var path: NavigationPath`.
      var storesBinding = false
      if wrapper == nil, getter == nil, case .named(let components, let arguments)? = type,
        components == ["Binding"] || components == ["SwiftUI", "Binding"], arguments.count == 1
      {
        (wrapper, type, storesBinding) = ("Binding", arguments[0], true)
      }
      result.append(
        PropertyDeclaration(
          name: SyntaxText.declaredName(pattern.identifier),
          type: type,
          wrapper: wrapper, wrapperArguments: wrapperArguments, initializer: binding.initializer?.value,
          getter: getter, observer: observer, isStatic: isStatic, location: binding.location(in: file),
          isConstant: variable.bindingSpecifier.tokenKind == .keyword(.let), storesBinding: storesBinding))
    }
    return result
  }

  /// The type of a property declared without one and given a closure without a signature (`var
  /// onTap = {}`, `var onSave = { print("saved") }`): an action, `() -> Void`, whatever the closure
  /// holds (the pre-pass may have replaced its statements with a placeholder view). Nil for
  /// anything else.
  private static func closureType(_ initializer: ExprSyntax?) -> TypeReference? {
    guard let closure = initializer?.as(ClosureExprSyntax.self), closure.signature == nil else { return nil }
    return .function(returnsVoid: true, parameters: [])
  }
}
