internal import SwiftSyntax

/// A modifier applied in a chain (`.sheet(isPresented:) { ... }`): its name and its call.
struct ModifierCall {
  var name: String
  var call: FunctionCallExprSyntax
}

extension CodeReader {
  /// SwiftUI's own views and containers: calls of them are content, never screens.
  static let builtinViews: Set<String> = [
    "Text", "Image", "Label", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid",
    "LazyHGrid",
    "List", "ScrollView", "ScrollViewReader", "Form", "Group", "Section", "ForEach", "Spacer", "Divider",
    "Color",
    "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "ProgressView", "Toggle", "TextField",
    "SecureField", "TextEditor", "Picker", "DatePicker", "ColorPicker", "Slider", "Stepper", "Menu", "Link",
    "ShareLink", "GeometryReader", "Grid", "GridRow", "ViewThatFits", "ContentUnavailableView", "Button",
    "NavigationLink", "Canvas", "AsyncImage", "Gauge", "DisclosureGroup", "GroupBox", "ControlGroup",
    "LabeledContent",
    "LinearGradient", "RadialGradient", "AngularGradient", "EmptyView", "AnyView", "ToolbarItem",
    "ToolbarItemGroup",
    "TabView", "Tab", "TabSection", "NavigationStack", "NavigationView", "NavigationSplitView", "Table",
    "OutlineGroup",
    "EditButton", "PasteButton", "RenameButton", "Path", "Shape", "TupleView", "Font",
    "SignInWithAppleButton",
    "VideoPlayer", "Map", "SceneView", "SpriteView", "WindowGroup", "Settings", "DocumentGroup", "Window",
  ]

  /// Containers whose closures are content.
  static let contentContainers: Set<String> = [
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "List", "ScrollView",
    "ScrollViewReader", "Form", "Group", "Section", "ForEach", "GeometryReader", "Grid", "GridRow",
    "ViewThatFits",
    "DisclosureGroup", "GroupBox", "ControlGroup", "ToolbarItem", "ToolbarItemGroup", "Menu",
    "LabeledContent", "Table",
    "OutlineGroup", "TabSection", "WindowGroup",
  ]

  /// Modifiers the reader has rules for: written without a receiver (in an `extension View` function
  /// or a `ViewModifier`'s body), they apply to the view being built.
  static let modifierNames: Set<String> = [
    "sheet", "fullScreenCover", "popover", "navigationDestination", "navigationTitle", "navigationBarTitle",
    "navigationBarBackButtonHidden", "interactiveDismissDisabled", "toolbar", "toolbarVisibility",
    "onOpenURL",
    "modifier", "onAppear", "task", "onChange", "onReceive",
  ]

  /// Argument labels of closures that are actions.
  static let actionLabels: Set<String> = [
    "action", "perform", "onTap", "onSelect", "handler", "completion", "onCommit", "onSubmit", "onConfirm",
  ]

  /// Modifiers whose closure is an action run by SwiftUI (the link has no label).
  static let actionModifiers: Set<String> = [
    "onAppear", "task", "onChange", "onReceive", "onTapGesture", "onLongPressGesture", "onSubmit",
    "refreshable",
    "onDisappear", "onContinueUserActivity",
  ]

  /// A view builder's statements read as content: constants are bound, expressions read.
  func readItems(
    _ items: CodeBlockItemListSyntax, into summary: ViewSummary, scope: inout Scope, label: String?,
    depth: Int
  ) {
    for item in items {
      guard deeper(depth, at: item.location(in: scope.file)) else { return }
      switch item.item {
      case .decl(let decl):
        guard let variable = decl.as(VariableDeclSyntax.self) else { continue }
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let initializer = binding.initializer?.value
          else { continue }
          scope.locals[name] = value(
            of: initializer, in: scope, expected: binding.typeAnnotation.map { TypeReference($0.type) })
        }
      case .expr(let expr): readContent(expr, into: summary, scope: &scope, label: label, depth: depth + 1)
      case .stmt(let stmt):
        if let expression = stmt.as(ExpressionStmtSyntax.self) {
          readContent(expression.expression, into: summary, scope: &scope, label: label, depth: depth + 1)
        } else if let returned = stmt.as(ReturnStmtSyntax.self), let expr = returned.expression {
          readContent(expr, into: summary, scope: &scope, label: label, depth: depth + 1)
        }
      @unknown default: break
      }
    }
  }

  /// The chain of modifiers on a view (innermost first) and the view they apply to. A method call on
  /// an object (`router.view(for:)`) or a type (`Route.home`) is not a modifier. Iterative: chains of
  /// any length.
  func modifierChain(_ expr: ExprSyntax, in scope: Scope) -> (base: ExprSyntax, modifiers: [ModifierCall]) {
    var modifiers: [ModifierCall] = []
    var current = peel(expr)
    while let call = current.as(FunctionCallExprSyntax.self),
      let member = peel(call.calledExpression).as(MemberAccessExprSyntax.self), let base = member.base
    {
      let receiver = peel(ExprSyntax(base))
      if let reference = receiver.as(DeclReferenceExprSyntax.self),
        reference.baseName.text.unicodeScalars.first?.properties.isUppercase == true,
        viewType(named: reference.baseName.text, in: scope) == nil
      {
        return (current, modifiers.reversed())
      }
      if receiver.is(DeclReferenceExprSyntax.self) || receiver.is(MemberAccessExprSyntax.self) {
        switch value(of: receiver, in: scope) {
        case .object, .typed, .state, .binding, .item, .enumCase, .instance:
          return (current, modifiers.reversed())
        default: break
        }
      }
      modifiers.append(ModifierCall(name: member.declName.baseName.text, call: call))
      current = receiver
    }
    return (current, modifiers.reversed())
  }

  /// Reads view content: views, their modifiers, the actions of their buttons.
  func readContent(
    _ expr: ExprSyntax, into summary: ViewSummary, scope: inout Scope, label: String?, depth: Int
  ) {
    let expr = peel(expr)
    guard deeper(depth, at: expr.location(in: scope.file)) else { return }
    if let ifExpr = expr.as(IfExprSyntax.self) {
      var current: IfExprSyntax? = ifExpr
      while let clause = current {
        var inner = scope
        bind(conditions: clause.conditions, into: &inner)
        readItems(clause.body.statements, into: summary, scope: &inner, label: label, depth: depth + 1)
        current = nil
        switch clause.elseBody {
        case .ifExpr(let next): current = next
        case .codeBlock(let block):
          var inner = scope
          readItems(block.statements, into: summary, scope: &inner, label: label, depth: depth + 1)
        case nil: break
        @unknown default: break
        }
      }
      return
    }
    if let switchExpr = expr.as(SwitchExprSyntax.self) {
      for element in switchExpr.cases {
        guard case .switchCase(let switchCase) = element else { continue }
        var inner = scope
        if case .case(let caseLabel) = switchCase.label {
          for item in caseLabel.caseItems { bindPattern(item.pattern, into: &inner) }
        }
        readItems(switchCase.statements, into: summary, scope: &inner, label: label, depth: depth + 1)
      }
      return
    }
    if let ternary = expr.as(TernaryExprSyntax.self) {
      readContent(ternary.thenExpression, into: summary, scope: &scope, label: label, depth: depth + 1)
      readContent(ternary.elseExpression, into: summary, scope: &scope, label: label, depth: depth + 1)
      return
    }
    if let closure = expr.as(ClosureExprSyntax.self) {
      var inner = scope
      for name in CodeReader.parameterNames(closure) where inner.locals[name] == nil {
        inner.locals[name] = .unknown(name)
      }
      readItems(closure.statements, into: summary, scope: &inner, label: label, depth: depth + 1)
      return
    }
    if let sequence = expr.as(SequenceExprSyntax.self) {
      for element in sequence.elements {
        readContent(element, into: summary, scope: &scope, label: label, depth: depth + 1)
      }
      return
    }
    if let prefix = expr.as(PrefixOperatorExprSyntax.self) {
      readContent(prefix.expression, into: summary, scope: &scope, label: label, depth: depth + 1)
      return
    }
    if let postfix = expr.as(PostfixOperatorExprSyntax.self) {
      readContent(postfix.expression, into: summary, scope: &scope, label: label, depth: depth + 1)
      return
    }
    let (base, modifiers) = modifierChain(expr, in: scope)
    readBase(base, modifiers: modifiers, into: summary, scope: &scope, label: label, depth: depth)
    for modifier in modifiers {
      applyModifier(modifier, into: summary, scope: &scope, label: label, depth: depth + 1)
    }
  }

  /// Reads the view a modifier chain starts from.
  private func readBase(
    _ base: ExprSyntax, modifiers: [ModifierCall], into summary: ViewSummary, scope: inout Scope,
    label: String?,
    depth: Int
  ) {
    guard let call = base.as(FunctionCallExprSyntax.self) else {
      if let getter = computedGetter(base, in: scope) {
        expandGetter(getter, into: summary, scope: scope, label: label, depth: depth)
      } else if base.is(IfExprSyntax.self) || base.is(SwitchExprSyntax.self)
        || base.is(TernaryExprSyntax.self)
        || base.is(ClosureExprSyntax.self) || base.is(SequenceExprSyntax.self)
        || base.is(PrefixOperatorExprSyntax.self)
        || base.is(PostfixOperatorExprSyntax.self)
      {
        readContent(base, into: summary, scope: &scope, label: label, depth: depth + 1)
      }
      return
    }
    let callee = peel(call.calledExpression)
    let location = call.location(in: scope.file)
    if let reference = callee.as(DeclReferenceExprSyntax.self)
      ?? callee.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)
    {
      let name = reference.baseName.text
      switch name {
      case "NavigationStack", "NavigationView":
        summary.hostsStack = true
        if case .binding(let key) = SyntaxText.argument(call, "path").map({ value(of: $0, in: scope) })
          ?? .none
        {
          addStackPath(key)
        }
        readClosures(of: call, into: summary, scope: scope, label: label, depth: depth)
        return
      case "NavigationSplitView":
        summary.hostsStack = true
        readSplitView(call, into: summary, scope: scope, depth: depth)
        return
      case "TabView":
        readTabView(call, modifiers: modifiers, into: summary, scope: scope, depth: depth)
        return
      case "NavigationLink":
        readNavigationLink(
          call, hidden: modifiers.contains { $0.name == "hidden" }, into: summary, scope: scope, depth: depth)
        return
      case "Button":
        readButton(call, into: summary, scope: scope, depth: depth)
        return
      case "ForEach", "List":
        readCollection(call, into: summary, scope: scope, label: label, depth: depth)
        return
      default: break
      }
      if let type = viewType(named: name, in: scope) {
        summary.uses.append(ViewUse(type: type.qualifiedName, location: location, role: .component))
        recordCreation(of: type, call: call, into: summary, scope: scope, label: label, depth: depth)
        return
      }
      if let first = name.unicodeScalars.first, !first.properties.isUppercase {
        if CodeReader.modifierNames.contains(name) || index.viewExtensionFunctions[name] != nil,
          scope.owner?.methods[name] == nil
        {
          applyModifier(
            ModifierCall(name: name, call: call), into: summary, scope: &scope, label: label, depth: depth + 1
          )
          return
        }
        if let owner = scope.owner, let method = owner.methods[name]?.first {
          expandFunction(
            method, owner: owner, generics: scope.generics, call: call, into: summary, caller: scope,
            label: label, depth: depth)
          return
        }
        if let function = index.freeFunctions[name]?.first {
          expandFunction(
            function, owner: nil, generics: [:], call: call, into: summary, caller: scope, label: label,
            depth: depth)
          return
        }
      }
      readUnknownCall(call, calleeName: name, into: summary, scope: scope, label: label, depth: depth)
      return
    }
    if let member = callee.as(MemberAccessExprSyntax.self), let receiver = member.base {
      if case .object(let typeName, let arguments) = value(of: ExprSyntax(receiver), in: scope),
        let type = index.types[typeName],
        let method = method(named: member.declName.baseName.text, in: type, call: call)
      {
        let generics = Dictionary(uniqueKeysWithValues: zip(type.genericParameters, arguments))
        expandFunction(
          method, owner: type, generics: generics, call: call, into: summary, caller: scope, label: label,
          depth: depth)
        return
      }
    }
    readUnknownCall(call, calleeName: nil, into: summary, scope: scope, label: label, depth: depth)
  }

  /// A view type a call creates: declared in the files read (a `View` or a type extended to one).
  func viewType(named name: String, in scope: Scope) -> TypeDeclaration? {
    guard let type = index.lookup(name: name, from: scope.owner?.qualifiedName), type.isView else {
      return nil
    }
    return type
  }

  /// The getter of a computed property of the scope's owner that an expression names (`header`,
  /// `self.header`), other than `body`.
  func computedGetter(_ expr: ExprSyntax, in scope: Scope) -> (
    items: CodeBlockItemListSyntax, file: Int, key: String
  )? {
    var name: String?
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
      base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name = member.declName.baseName.text
    }
    guard let name, name != "body", scope.locals[name] == nil, let owner = scope.owner,
      let property = owner.properties[name],
      case .computed(let getter, let file) = role(of: property, in: owner)
    else { return nil }
    return (getter, file, "\(owner.qualifiedName).\(name)")
  }

  private func expandGetter(
    _ getter: (items: CodeBlockItemListSyntax, file: Int, key: String), into summary: ViewSummary,
    scope: Scope,
    label: String?, depth: Int
  ) {
    expand(getter.key, depth: scope.depth, default: ()) {
      var inner = scope
      inner.file = getter.file
      inner.depth += 1
      readItems(getter.items, into: summary, scope: &inner, label: label, depth: depth + 1)
    }
  }

  /// Reads the content a function builds (a `@ViewBuilder` method, a custom modifier of `extension
  /// View`), with its parameters bound to the call's arguments.
  func expandFunction(
    _ function: FunctionDeclaration, owner: TypeDeclaration?, generics: [String: TypeReference],
    call: FunctionCallExprSyntax?, into summary: ViewSummary, caller: Scope, label: String?, depth: Int
  ) {
    guard let body = function.body else { return }
    let key =
      "\(owner?.qualifiedName ?? "View").\(function.name)@\(function.location.file):\(function.location.offset)"
    expand(key, depth: caller.depth, default: ()) {
      var callee = Scope(
        owner: owner, file: function.location.file, generics: generics, origin: caller.origin,
        depth: caller.depth + 1)
      callee.locals = arguments(for: function, call: call, caller: caller, callee: callee)
      readItems(body, into: summary, scope: &callee, label: label, depth: depth + 1)
    }
  }

  /// Reads a call the reader has no rule for: closures given as actions (by label) are link sites;
  /// closures of content containers are content; other closures are read both ways. View arguments
  /// (`Section(header: Text("..."))`) are content.
  private func readUnknownCall(
    _ call: FunctionCallExprSyntax, calleeName: String?, into summary: ViewSummary, scope: Scope,
    label: String?,
    depth: Int
  ) {
    let isContainer = calleeName.map { CodeReader.contentContainers.contains($0) } ?? false
    let ownLabel =
      SyntaxText.firstStringArgument(call) ?? SyntaxText.literal(SyntaxText.argument(call, "title")) ?? label
    var closures: [(label: String?, closure: ClosureExprSyntax)] = []
    var scope = scope
    for argument in call.arguments {
      let expr = peel(argument.expression)
      if let closure = expr.as(ClosureExprSyntax.self) {
        closures.append((argument.label?.text, closure))
      } else if expr.is(FunctionCallExprSyntax.self) || expr.is(MemberAccessExprSyntax.self) {
        if let labelText = argument.label?.text, CodeReader.actionLabels.contains(labelText) {
          addLink(
            actionEffects(expr, in: scope, depth: depth + 1), label: ownLabel, at: expr, into: summary,
            scope: scope)
        } else if expr.is(FunctionCallExprSyntax.self) {
          readContent(expr, into: summary, scope: &scope, label: label, depth: depth + 1)
        }
      }
    }
    if let trailing = call.trailingClosure { closures.append((nil, trailing)) }
    for extra in call.additionalTrailingClosures { closures.append((extra.label.text, extra.closure)) }
    for (closureLabel, closure) in closures {
      let isAction = closureLabel.map { CodeReader.actionLabels.contains($0) } ?? false
      if !isAction {
        readContent(ExprSyntax(closure), into: summary, scope: &scope, label: label, depth: depth + 1)
      }
      if !isContainer {
        let effects = run(closureValue(closure, in: scope), arguments: [], depth: depth + 1)
        addLink(effects, label: ownLabel, at: ExprSyntax(closure), into: summary, scope: scope)
      }
    }
  }

  /// Adds a link site for an action, when it does anything.
  func addLink(
    _ effects: [Effect], label: String?, at node: ExprSyntax, into summary: ViewSummary, scope: Scope
  ) {
    guard !effects.isEmpty else { return }
    summary.links.append(
      LinkSite(trigger: .effects(effects), label: label, location: node.location(in: scope.file)))
  }

  /// Reads the closures of a container as content.
  func readClosures(
    of call: FunctionCallExprSyntax, into summary: ViewSummary, scope: Scope, label: String?, depth: Int
  ) {
    var scope = scope
    for argument in call.arguments where peel(argument.expression).is(ClosureExprSyntax.self) {
      readContent(argument.expression, into: summary, scope: &scope, label: label, depth: depth + 1)
    }
    if let trailing = call.trailingClosure {
      readContent(ExprSyntax(trailing), into: summary, scope: &scope, label: label, depth: depth + 1)
    }
    for extra in call.additionalTrailingClosures {
      readContent(ExprSyntax(extra.closure), into: summary, scope: &scope, label: label, depth: depth + 1)
    }
  }

  /// `ForEach(items) { item in ... }` and `List(items) { item in ... }`: the closure's parameter is an
  /// element of the collection, typed when the collection's type is declared.
  private func readCollection(
    _ call: FunctionCallExprSyntax, into summary: ViewSummary, scope: Scope, label: String?, depth: Int
  ) {
    var elementType: TypeReference?
    if let first = call.arguments.first?.expression {
      switch value(of: first, in: scope) {
      case .state(_, let type?):
        if case .array(let element) = type.unwrapped { elementType = element }
      case .typed(let type):
        if case .array(let element) = type.unwrapped { elementType = element }
      case .array(let values):
        if let firstValue = values.first, let name = typeName(of: firstValue, in: scope) {
          elementType = .named([name], [])
        }
      default: break
      }
    }
    var inner = scope
    for argument in call.arguments {
      guard let closure = peel(argument.expression).as(ClosureExprSyntax.self) else { continue }
      readCollectionClosure(
        closure, elementType: elementType, into: summary, scope: &inner, label: label, depth: depth)
    }
    if let trailing = call.trailingClosure {
      readCollectionClosure(
        trailing, elementType: elementType, into: summary, scope: &inner, label: label, depth: depth)
    }
  }

  private func readCollectionClosure(
    _ closure: ClosureExprSyntax, elementType: TypeReference?, into summary: ViewSummary, scope: inout Scope,
    label: String?, depth: Int
  ) {
    var inner = scope
    if let name = CodeReader.parameterNames(closure).first {
      inner.locals[name] = elementType.map(Value.typed) ?? .unknown(name)
    }
    readItems(closure.statements, into: summary, scope: &inner, label: label, depth: depth + 1)
  }

  // MARK: Buttons and links

  /// The literal text of a button's or link's label: its title argument, or the first `Text` or
  /// `Label` with a literal in its label closure.
  func labelText(title call: FunctionCallExprSyntax, labelClosure: ClosureExprSyntax?) -> String? {
    if let title = SyntaxText.firstStringArgument(call) { return title }
    if let title = SyntaxText.literal(SyntaxText.argument(call, "title")) { return title }
    guard let closure = labelClosure else { return nil }
    for token in closure.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind, name == "Text" || name == "Label",
        let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
        let text = SyntaxText.firstStringArgument(call)
      else { continue }
      return text
    }
    return nil
  }

  /// `Button("Save") { ... }`, `Button(action: save) { label }`, `Button { ... } label: { ... }`,
  /// `Button("Done", action: doneAction)`: the action is a link site labeled with the button's text.
  private func readButton(_ call: FunctionCallExprSyntax, into summary: ViewSummary, scope: Scope, depth: Int)
  {
    var action: ExprSyntax? = SyntaxText.argument(call, "action")
    var labelClosure = SyntaxText.closure(call, "label")
    if action == nil {
      action = call.trailingClosure.map(ExprSyntax.init)
    } else if labelClosure == nil {
      labelClosure = call.trailingClosure
    }
    let label = labelText(title: call, labelClosure: labelClosure)
    if let action {
      addLink(
        actionEffects(action, in: scope, depth: depth + 1), label: label, at: ExprSyntax(call), into: summary,
        scope: scope)
    }
    if let labelClosure {
      var inner = scope
      readContent(ExprSyntax(labelClosure), into: summary, scope: &inner, label: label, depth: depth + 1)
    }
  }

  /// Every form of `NavigationLink`: a destination (argument or closure) is a push when tapped; a
  /// value is a push of that value; `isActive:` or `tag:selection:` also bind the push to state, so
  /// code that sets the state pushes too. A hidden link (`.hidden()`) is not tappable.
  private func readNavigationLink(
    _ call: FunctionCallExprSyntax, hidden: Bool, into summary: ViewSummary, scope: Scope, depth: Int
  ) {
    let location = call.location(in: scope.file)
    var destination: ExprSyntax? = SyntaxText.argument(call, "destination")
    var labelClosure = SyntaxText.closure(call, "label")
    let hasTitle = SyntaxText.firstStringArgument(call) != nil
    if destination == nil, let trailing = call.trailingClosure, hasTitle || labelClosure != nil {
      destination = ExprSyntax(trailing)
    } else if destination == nil, let closure = SyntaxText.closure(call, "destination") {
      destination = ExprSyntax(closure)
    } else if labelClosure == nil {
      labelClosure = call.trailingClosure
    }
    if destination != nil, SyntaxText.argument(call, "value") == nil, labelClosure == nil, !hasTitle {
      labelClosure = call.trailingClosure
    }
    let label = labelText(title: call, labelClosure: labelClosure)
    if let valueExpr = SyntaxText.argument(call, "value") {
      if !hidden {
        summary.links.append(
          LinkSite(trigger: .pushValue(value(of: valueExpr, in: scope)), label: label, location: location))
      }
    } else if let destination {
      let shape = self.shape(of: destination, in: scope, kind: "push", host: summary, depth: depth + 1)
      var trigger: StateKey?
      if let active = SyntaxText.argument(call, "isActive") ?? SyntaxText.argument(call, "selection"),
        case .binding(let key) = value(of: active, in: scope)
      {
        trigger = key
      }
      if let trigger {
        addPresentation(
          Presentation(kind: .push, destination: shape, host: summary.id, location: location), for: trigger)
      }
      if !hidden { summary.links.append(LinkSite(trigger: .push(shape), label: label, location: location)) }
    }
    if let labelClosure {
      var inner = scope
      readContent(ExprSyntax(labelClosure), into: summary, scope: &inner, label: label, depth: depth + 1)
    }
  }

  /// `NavigationSplitView { sidebar } content: { ... } detail: { ... }`: on iPhone a stack whose root
  /// is the sidebar; each further column is pushed from the one before it.
  private func readSplitView(
    _ call: FunctionCallExprSyntax, into summary: ViewSummary, scope: Scope, depth: Int
  ) {
    var scope = scope
    let sidebar = SyntaxText.closure(call, "sidebar") ?? call.trailingClosure
    if let sidebar {
      readContent(ExprSyntax(sidebar), into: summary, scope: &scope, label: nil, depth: depth + 1)
    }
    for column in ["content", "detail"] {
      guard let closure = SyntaxText.closure(call, column) else { continue }
      let shape = self.shape(
        of: ExprSyntax(closure), in: scope, kind: column, host: summary, depth: depth + 1)
      summary.links.append(
        LinkSite(trigger: .push(shape), label: nil, location: closure.location(in: scope.file)))
    }
  }

  // MARK: Views created

  /// Records what a parent gives a view it creates: bindings for `@Binding` properties (aliases),
  /// closures for closure properties (what they do, read in the parent's scope), and content for
  /// view-builder properties (read as the parent's content).
  func recordCreation(
    of type: TypeDeclaration, call: FunctionCallExprSyntax, into summary: ViewSummary?, scope: Scope,
    label: String?,
    depth: Int
  ) {
    var given: [(label: String?, expr: ExprSyntax)] = call.arguments.map { ($0.label?.text, $0.expression) }
    let closureProperties = type.propertyOrder.filter {
      if case .function = type.properties[$0]?.type?.unwrapped { return true }
      return false
    }
    if let trailing = call.trailingClosure {
      let labels = Set(given.compactMap(\.label))
      given.append((closureProperties.last { !labels.contains($0) }, ExprSyntax(trailing)))
    }
    for extra in call.additionalTrailingClosures {
      given.append((extra.label.text, ExprSyntax(extra.closure)))
    }
    let renames = initializerRenames(type, labels: given.map(\.label))
    var scope = scope
    for (argumentLabel, expr) in given {
      guard let argumentLabel else { continue }
      let propertyName = renames[argumentLabel] ?? argumentLabel
      guard let property = type.properties[propertyName] else { continue }
      let key = StateKey(owner: type.qualifiedName, name: propertyName)
      if property.wrapper == "Binding" {
        if case .binding(let bound) = value(of: expr, in: scope) { addAlias(key, to: bound) }
        continue
      }
      switch property.type?.unwrapped {
      case .function(returnsVoid: true)?:
        addClosureArgument(
          key, effects: actionEffects(expr, in: scope, depth: depth + 1), at: expr.location(in: scope.file))
      case .function(returnsVoid: false)?:
        if let summary { readContent(expr, into: summary, scope: &scope, label: label, depth: depth + 1) }
      default:
        if property.wrapper == "ViewBuilder" || peel(expr).is(ClosureExprSyntax.self), let summary {
          readContent(expr, into: summary, scope: &scope, label: label, depth: depth + 1)
        }
      }
    }
  }

  /// For a view with an explicit initializer: the property each argument label sets
  /// (`init(show: Binding<Bool>) { _isPresented = show }` sets `isPresented` from `show`).
  private func initializerRenames(_ type: TypeDeclaration, labels: [String?]) -> [String: String] {
    let given = Set(labels.compactMap { $0 })
    guard
      let initializer = type.initializers.first(where: { initializer in
        given.isSubset(of: Set(initializer.parameters.compactMap(\.label)))
      }), let body = initializer.body
    else { return [:] }
    var parameterByName: [String: String] = [:]
    for parameter in initializer.parameters {
      parameterByName[parameter.name] = parameter.label ?? parameter.name
    }
    var renames: [String: String] = [:]
    for item in body {
      guard case .expr(let expr) = item.item, let sequence = expr.as(SequenceExprSyntax.self) else {
        continue
      }
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
        let parameter = SyntaxText.name(elements[2]), let label = parameterByName[parameter]
      else { continue }
      var target = SyntaxText.bounded(elements[0], limit: 80)
      if target.hasPrefix("self.") { target.removeFirst(5) }
      if target.hasPrefix("_") { target.removeFirst() }
      renames[label] = target
    }
    return renames
  }
}
