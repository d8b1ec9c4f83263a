internal import SwiftSyntax

/// A modifier applied in a chain (`.sheet(isPresented:) { ... }`): its name and its call.
struct ModifierCall {
  var name: String
  var call: FunctionCallExprSyntax
}

extension CodeReader {
  /// SwiftUI's stacks and groups: around one view, they show that view.
  static let singleViewContainers: Set<String> = ["Group", "VStack", "HStack", "ZStack"]

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
    // The Composable Architecture's views.
    "WithViewStore", "WithPerceptionTracking", "NavigationStackStore", "CaseLet", "SwitchStore", "IfLetStore",
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
    "sheet", "fullScreenCover", "popover", "inspector", "navigationDestination", "navigationTitle",
    "navigationBarTitle",
    "navigationBarBackButtonHidden", "interactiveDismissDisabled", "toolbar", "toolbarVisibility",
    "onOpenURL",
    "modifier", "onAppear", "task", "onChange", "onReceive",
  ]

  /// Argument labels of closures that are actions.
  static let actionLabels: Set<String> = [
    "action", "perform", "onTap", "onSelect", "handler", "completion", "onCommit", "onSubmit", "onConfirm",
  ]

  /// Modifiers whose closure is an action run by SwiftUI (the link has no label). The file
  /// pickers' completions run on the user's pick in the system's picker, a tap's occasion.
  static let actionModifiers: Set<String> = [
    "onAppear", "task", "onChange", "onReceive", "onTapGesture", "onLongPressGesture", "onSubmit",
    "refreshable",
    "onDisappear", "onContinueUserActivity", "fileImporter", "fileExporter", "fileMover",
  ]

  /// A view builder's statements read as content: constants are bound, expressions read, and in a
  /// `#if` the clause an iOS build compiles.
  func readItems(
    _ items: CodeBlockItemListSyntax, into summary: ViewSummary, scope: inout Scope, label: String?,
    depth: Int
  ) {
    for item in items {
      guard deeper(depth, at: item.location(in: scope.file)) else { return }
      switch item.item {
      case .decl(let decl):
        if let variable = decl.as(VariableDeclSyntax.self) {
          bind(variable, in: &scope)
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self),
          let active = CompilationConditions.activeItems(ifConfig)
        {
          // The clause an iOS build compiles (`#if os(iOS) ... #else ... #endif`).
          readItems(active, into: summary, scope: &scope, label: label, depth: depth + 1)
        }
      case .expr(let expr): readContent(expr, into: summary, scope: &scope, label: label, depth: depth + 1)
      case .stmt(let stmt):
        if let expr = CodeReader.expression(of: stmt) {
          readContent(expr, into: summary, scope: &scope, label: label, depth: depth + 1)
        }
      @unknown default: break
      }
    }
  }

  /// The declared type, no view, a call of a method of an object returns (`assembly.makeShelf()`,
  /// `assembly` a property holding an object whose `func makeShelf() -> ShelfFeature`); nil for
  /// any other call.
  func factoryResultType(_ call: FunctionCallExprSyntax, in scope: Scope) -> TypeDeclaration? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let name = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, scope.locals[name] == nil,
      let owner = scope.owner, let held = owner.properties[name],
      case .object(let object, _) = role(of: held, in: owner),
      let returned = object.methods[member.declName.baseName.text]?.first?.returnType,
      let type = index.lookup(returned.unwrapped, from: object.qualifiedName), !type.isView
    else { return nil }
    return type
  }

  /// The chain of modifiers on a view (innermost first) and the view they apply to. A method call on
  /// an object (`router.view(for:)`) or a type (`Route.home`) is not a modifier. Iterative: chains of
  /// any length.
  func modifierChain(_ expr: ExprSyntax, in scope: Scope) -> (base: ExprSyntax, modifiers: [ModifierCall]) {
    var modifiers: [ModifierCall] = []
    var current = peel(expr, keepingCompiledModifiers: true)
    while true {
      // Modifiers in a `#if` between others (`.navigationTitle("Home") #if os(iOS) .sheet(...)
      // #endif`): those of the clause an iOS build compiles.
      if let postfix = current.as(PostfixIfConfigExprSyntax.self) {
        modifiers += CompilationConditions.compiledModifiers(of: postfix.config).map {
          ModifierCall(name: $0.name, call: $0.call)
        }
        guard let base = postfix.base else { break }
        current = peel(base, keepingCompiledModifiers: true)
        continue
      }
      guard let call = current.as(FunctionCallExprSyntax.self),
        let member = peel(call.calledExpression).as(MemberAccessExprSyntax.self), let base = member.base
      else { break }
      // A construction of a nested view type (`App.Views.Detail(sign:)`) is the view, no modifier.
      if qualifiedViewType(peel(call.calledExpression), in: scope) != nil { break }
      let receiver = peel(ExprSyntax(base), keepingCompiledModifiers: true)
      // A method of the type being read called through `self` (`self.content()`): the call.
      if ownMethodThroughSelf(ExprSyntax(member), in: scope) != nil { return (current, modifiers.reversed()) }
      // A capitalized name is a type's (`Color.red.opacity(0.5)`), unless it names a local or a
      // property of the type being read (`KeyPad.padding()` with `private var KeyPad: some View`):
      // as in Swift, the member wins over a type of the same name.
      if let reference = receiver.as(DeclReferenceExprSyntax.self),
        reference.baseName.text.unicodeScalars.first?.properties.isUppercase == true,
        scope.locals[reference.baseName.text] == nil, scope.owner?.properties[reference.baseName.text] == nil,
        viewType(named: reference.baseName.text, in: scope) == nil
      {
        return (current, modifiers.reversed())
      }
      // A method of a value made in place (`Flow(step: .home, path: $path).view()`): no modifier.
      if let made = receiver.as(FunctionCallExprSyntax.self),
        let type = typeNamed(peel(made.calledExpression), in: scope), !type.isView,
        type.methods[member.declName.baseName.text] != nil
      {
        return (current, modifiers.reversed())
      }
      // A method of the object a factory method returns (`assembly.makeShelf().makeView()`, with
      // `func makeShelf() -> ShelfFeature` and `ShelfFeature.makeView()`): no modifier.
      if let made = receiver.as(FunctionCallExprSyntax.self),
        let type = factoryResultType(made, in: scope), type.methods[member.declName.baseName.text] != nil
      {
        return (current, modifiers.reversed())
      }
      // A local holding a system view (`let control = Button ...; return control.padding()`):
      // its calls are modifiers.
      let localView = receiver.as(DeclReferenceExprSyntax.self).map(holdsSystemView) ?? false
      if !localView, receiver.is(DeclReferenceExprSyntax.self) || receiver.is(MemberAccessExprSyntax.self) {
        switch value(of: receiver, in: scope) {
        case .object, .typed: return (current, modifiers.reversed())
        case .state, .binding, .item, .enumCase, .instance:
          // A modifier the reader has rules for on a view a value builds (`router.root.screen
          // .navigationDestination(for:)`, `place.screen.sheet(...)`); other calls are the value's.
          if !CodeReader.modifierNames.contains(member.declName.baseName.text) {
            return (current, modifiers.reversed())
          }
          // A value's own method named like a modal (`delegate.sheet(for: destination)`): SwiftUI's
          // modals are given `isPresented:` or `item:`.
          if CodeReader.modalModifiers.contains(member.declName.baseName.text),
            !call.arguments.contains(where: { ["isPresented", "item"].contains($0.label?.text ?? "") })
          {
            return (current, modifiers.reversed())
          }
        default: break
        }
      }
      modifiers.append(ModifierCall(name: member.declName.baseName.text, call: call))
      current = receiver
    }
    return (current, modifiers.reversed())
  }

  /// The method of the type being read that a callee names through `self` (`self.content` in
  /// `self.content()`); nil for any other callee.
  func ownMethodThroughSelf(_ callee: ExprSyntax, in scope: Scope) -> FunctionDeclaration? {
    guard let member = callee.as(MemberAccessExprSyntax.self),
      member.base.map({ peel(ExprSyntax($0)) })?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind
        == .keyword(.self)
    else { return nil }
    return scope.owner?.methods[member.declName.baseName.text]?.first
  }

  /// What an `if` tests alone: a plain Bool property of the view, which its creators give (`if
  /// isBackEnable`: shown only where they give true, with or without an `else`), or, for an `if`
  /// without an `else` only, state (`if showMenu`, `if menu.isOpen`: shown while it is true).
  private func flag(testedBy clause: IfExprSyntax, in scope: Scope) -> StateKey? {
    guard clause.conditions.count == 1, case .expression(let condition) = clause.conditions.first?.condition
    else { return nil }
    if let reference = condition.as(DeclReferenceExprSyntax.self), let owner = scope.owner,
      scope.locals[reference.baseName.text] == nil,
      let property = owner.properties[reference.baseName.text], property.wrapper == nil,
      property.getter == nil, !property.isStatic
    {
      return StateKey(owner: owner.qualifiedName, name: property.name)
    }
    guard clause.elseBody == nil,
      condition.is(DeclReferenceExprSyntax.self) || condition.is(MemberAccessExprSyntax.self),
      case .state(let key, _) = value(of: condition, in: scope)
    else { return nil }
    return key
  }

  /// Reads view content: views, their modifiers, the actions of their buttons.
  func readContent(
    _ expr: ExprSyntax, into summary: ViewSummary, scope: inout Scope, label: String?, depth: Int
  ) {
    let expr = peel(expr, keepingCompiledModifiers: true)
    guard deeper(depth, at: expr.location(in: scope.file)) else { return }
    if let ifExpr = expr.as(IfExprSyntax.self) {
      // On a value the reader knows (a constant), only the branch it selects is shown.
      switch knownBranch(of: ifExpr, in: scope) {
      case .taken(let block)?:
        var inner = scope
        readItems(block.statements, into: summary, scope: &inner, label: label, depth: depth + 1)
        return
      case .skipped?: return
      case nil: break
      }
      if readHandMadeTabBar(ifExpr, into: summary, scope: scope, depth: depth) { return }
      if let overlay = hiddenOverlay(ifExpr, in: scope) {
        // A screen over the container opened and closed by writes: a cover, not content.
        readHiddenOverlay(
          ifExpr, key: overlay.key, item: overlay.item, view: overlay.view, into: summary, scope: scope,
          depth: depth)
        return
      }
      // Each clause's links hold only where the creations' literal Bool properties let it run.
      let flags = flagTests(ofChain: ifExpr, in: scope)
      var clauses = 0
      var current: IfExprSyntax? = ifExpr
      while let clause = current {
        var inner = scope
        bind(conditions: clause.conditions, into: &inner)
        let (start, used) = (summary.links.count, summary.uses.count)
        readItems(clause.body.statements, into: summary, scope: &inner, label: label, depth: depth + 1)
        summary.branchLinks[clause.body.location(in: scope.file)] = summary.links[start...].map(\.location)
        if clause == ifExpr, let flag = flag(testedBy: clause, in: scope) {
          for offset in start..<summary.links.count { summary.links[offset].requires.append(flag) }
          for offset in used..<summary.uses.count { summary.uses[offset].requires.append(flag) }
        }
        if clause == ifExpr, clause.elseBody == nil,
          let test = caseCondition(of: clause.conditions, in: scope)
        {
          for offset in start..<summary.links.count { summary.links[offset].caseConditions.append(test) }
          for offset in used..<summary.uses.count { summary.uses[offset].caseConditions.append(test) }
        }
        if flags.indices.contains(clauses) {
          for offset in start..<summary.links.count { summary.links[offset].flags += flags[clauses] }
        }
        clauses += 1
        current = nil
        switch clause.elseBody {
        case .ifExpr(let next): current = next
        case .codeBlock(let block):
          var inner = scope
          let start = summary.links.count
          readItems(block.statements, into: summary, scope: &inner, label: label, depth: depth + 1)
          summary.branchLinks[block.location(in: scope.file)] = summary.links[start...].map(\.location)
          if flags.indices.contains(clauses) {
            for offset in start..<summary.links.count { summary.links[offset].flags += flags[clauses] }
          }
        case nil: break
        @unknown default: break
        }
      }
      return
    }
    if let member = expr.as(MemberAccessExprSyntax.self),
      readHandMadeTabBar(ofSelectionProperty: member, into: summary, scope: scope, depth: depth)
    {
      return
    }
    if let switchExpr = expr.as(SwitchExprSyntax.self) {
      if let selected = constantCase(of: switchExpr, in: scope) {
        var inner = scope
        if case .case(let caseLabel) = selected.label {
          for item in caseLabel.caseItems { bindPattern(item.pattern, into: &inner) }
        }
        readItems(selected.statements, into: summary, scope: &inner, label: label, depth: depth + 1)
        return
      }
      if readHandMadeTabBar(switchExpr, into: summary, scope: scope, depth: depth) { return }
      let environmentKey = environmentKey(of: switchExpr.subject, in: scope)
      // Each case's links hold only where the creations' literal given to the subject lets it run.
      let tests = caseTests(of: switchExpr, in: scope)
      for (position, element) in switchExpr.cases.enumerated() {
        guard case .switchCase(let switchCase) = element else { continue }
        var inner = scope
        if case .case(let caseLabel) = switchCase.label {
          for item in caseLabel.caseItems { bindPattern(item.pattern, into: &inner) }
        }
        let start = summary.links.count
        readItems(switchCase.statements, into: summary, scope: &inner, label: label, depth: depth + 1)
        summary.branchLinks[switchCase.location(in: scope.file)] = summary.links[start...].map(\.location)
        if let environmentKey, let taken = environmentCase(switchCase, key: environmentKey) {
          for offset in start..<summary.links.count { summary.links[offset].environment.append(taken) }
        }
        if let tests {
          for offset in start..<summary.links.count { summary.links[offset].flags += tests[position] }
        }
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
      // A parameter whose type the closure writes (`{ (dishes: [Dish]) in List(dishes) { ... } }` of
      // a view not in the files read) is a value of that type.
      let types = CodeReader.parameterTypes(closure)
      for (i, name) in CodeReader.parameterNames(closure).enumerated() where inner.locals[name] == nil {
        inner.locals[name] = types[i].map { .typed($0) } ?? .unknown(name)
      }
      readItems(closure.statements, into: summary, scope: &inner, label: label, depth: depth + 1)
      return
    }
    if let sequence = expr.as(SequenceExprSyntax.self) {
      for element in sequence.elements {
        // A ternary as the parser leaves it (`page == 0 ? AnyView(Button { ... }) :
        // AnyView(EmptyView())`): its first branch is content too.
        let element = element.as(UnresolvedTernaryExprSyntax.self)?.thenExpression ?? element
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
    // A paging style on a container (`VStack { TabView { ... } ... }.tabViewStyle(.page)`) is
    // environment: every `TabView` inside is a pager, content in place. On a `TabView` itself,
    // `readTabView` weighs it with what selects the pages.
    let onTabView =
      base.as(FunctionCallExprSyntax.self).map { SyntaxText.name(peel($0.calledExpression)) == "TabView" }
      ?? false
    let pages = !scope.pagedTabs && !onTabView && modifiers.contains(where: CodeReader.isPagingStyle)
    if pages { scope.pagedTabs = true }
    let start = summary.links.count
    readBase(base, modifiers: modifiers, into: summary, scope: &scope, label: label, depth: depth)
    recordEnvironmentObjects(base, modifiers: modifiers, in: scope)
    recordOpenURLActions(base, modifiers: modifiers, into: summary, scope: scope, depth: depth)
    if pages { scope.pagedTabs = false }
    for modifier in modifiers {
      // A view faded out by its creators' literals cannot be tapped: neither can the controls
      // read so far in its chain.
      if let test = opacityTest(modifier, in: scope) {
        for offset in start..<summary.links.count { summary.links[offset].flags.append(test) }
      }
      applyModifier(modifier, into: summary, scope: &scope, label: label, depth: depth + 1)
    }
  }

  /// The getter of a computed property of an object the view holds (`coordinator.linkSection`,
  /// `appCoordinator.rootView`), with the object's type, the property and the getter's file; nil
  /// for anything else. O(1).
  func objectComputedProperty(_ expr: ExprSyntax, in scope: Scope) -> (
    type: TypeDeclaration, property: PropertyDeclaration, getter: CodeBlockItemListSyntax, file: Int
  )? {
    guard let member = expr.as(MemberAccessExprSyntax.self), let receiver = member.base,
      case .object(let typeName, _) = objectHeld(in: value(of: ExprSyntax(receiver), in: scope)),
      let type = index.types[typeName], let property = type.properties[member.declName.baseName.text],
      case .computed(let getter, let file) = role(of: property, in: type)
    else { return nil }
    return (type, property, getter, file)
  }

  /// Reads the view a modifier chain starts from.
  func readBase(
    _ base: ExprSyntax, modifiers: [ModifierCall], into summary: ViewSummary, scope: inout Scope,
    label: String?,
    depth: Int
  ) {
    guard let call = base.as(FunctionCallExprSyntax.self) else {
      if let getter = computedGetter(base, in: scope) {
        expandGetter(getter, into: summary, scope: scope, label: label, depth: depth)
      } else if let (type, property, getter, file) = objectComputedProperty(base, in: scope),
        ["View", "AnyView"].contains(property.type?.lastName ?? "")
      {
        // A view an object the screen holds builds in a computed property (`var linkSection: some
        // View`, a coordinator's hidden `NavigationLink`): read in the object's type, the screen's
        // content.
        expand("\(type.qualifiedName).\(property.name)@content", depth: scope.depth, default: ()) {
          var inner = Scope(owner: type, file: file, origin: scope.origin, depth: scope.depth + 1)
          readItems(getter, into: summary, scope: &inner, label: label, depth: depth + 1)
        }
      } else if let reference = base.as(DeclReferenceExprSyntax.self),
        let given = scope.givenViews[reference.baseName.text]
      {
        readGivenView(given, into: summary, label: label, depth: depth)
      } else if let reference = base.as(DeclReferenceExprSyntax.self),
        let local = localViewContent(reference)
      {
        // A view held in a local of a function (`var row: some View { Button ... }; return row`,
        // `let control = Button ...; return control.padding()`): what it builds, read here.
        var inner = scope
        switch local {
        case .expression(let value):
          readContent(value, into: summary, scope: &inner, label: label, depth: depth + 1)
        case .getter(let items):
          readItems(items, into: summary, scope: &inner, label: label, depth: depth + 1)
        }
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
    if let type = qualifiedViewType(callee, in: scope) {
      summary.uses.append(ViewUse(type: type.qualifiedName, location: location, role: .component))
      recordCreation(of: type, call: call, into: summary, scope: scope, label: label, depth: depth)
      return
    }
    if let method = ownMethodThroughSelf(callee, in: scope), let owner = scope.owner {
      // `self.content()`: the method, as `content()` is.
      expandFunction(
        method, owner: owner, generics: scope.generics, call: call, into: summary, caller: scope,
        label: label, depth: depth)
      return
    }
    if let reference = callee.as(DeclReferenceExprSyntax.self)
      ?? callee.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)
    {
      let name = reference.baseName.text
      if case .closure(let closure)? = scope.locals[name], call.trailingClosure == nil {
        let arguments = call.arguments.map { value(of: $0.expression, in: scope) }
        readBuilderClosure(closure, arguments: arguments, into: summary, label: label, depth: depth)
        return
      }
      switch name {
      case "NavigationStack", "NavigationView":
        summary.hostsStack = true
        recordStackPath(of: call, in: scope)
        if name == "NavigationStack", let destination = SyntaxText.closure(call, "destination") {
          readStoreStack(
            call, destination: destination, into: summary, scope: scope, label: label, depth: depth)
          return
        }
        readClosures(of: call, into: summary, scope: scope, label: label, depth: depth)
        return
      case "WithViewStore", "WithPerceptionTracking":
        // The Composable Architecture's observing wrappers show their closure's content.
        readClosures(of: call, into: summary, scope: scope, label: label, depth: depth)
        return
      case "NavigationStackStore":
        // The Composable Architecture before 1.7: `NavigationStackStore(store.scope(state: \.path,
        // action: { .path($0) })) { root } destination: { ... }`.
        summary.hostsStack = true
        recordStackPath(of: call, in: scope)
        if let destination = SyntaxText.closure(call, "destination") {
          readStoreStack(
            call, destination: destination, into: summary, scope: scope, label: label, depth: depth)
        } else {
          readClosures(of: call, into: summary, scope: scope, label: label, depth: depth)
        }
        return
      case "NavigationSplitView":
        summary.hostsStack = true
        readSplitView(call, into: summary, scope: scope, depth: depth)
        return
      case "TabView":
        readTabView(call, modifiers: modifiers, into: summary, scope: scope, depth: depth)
        return
      case "NavigationLink", "NavigationButton":
        readNavigationLink(
          call, hidden: modifiers.contains { $0.name == "hidden" }, into: summary, scope: scope, depth: depth)
        return
      case "PresentationButton", "PresentationLink":
        readPresentationButton(call, into: summary, scope: scope, depth: depth)
        return
      case "Button":
        readButton(call, into: summary, scope: scope, depth: depth)
        return
      case "Toggle":
        readToggle(call, into: summary, scope: scope, depth: depth)
        return
      case "ForEach", "List":
        readCollection(call, into: summary, scope: scope, label: label, depth: depth)
        return
      case "Map" where call.arguments.contains { $0.label?.text == "annotationItems" }:
        // MapKit's `Map(coordinateRegion:annotationItems:) { item in ... }`: the content closure's
        // parameter is an element of `annotationItems`, as a `ForEach` row is of its collection.
        readCollection(
          call, collection: call.arguments.first { $0.label?.text == "annotationItems" }?.expression,
          into: summary, scope: scope, label: label, depth: depth)
        return
      default: break
      }
      if let type = viewType(named: name, in: scope) {
        summary.uses.append(ViewUse(type: type.qualifiedName, location: location, role: .component))
        recordCreation(of: type, call: call, into: summary, scope: scope, label: label, depth: depth)
        return
      }
      // A capitalized name no view type declares, but a method of the type being read does
      // (`func HelperView() -> some View`, called `HelperView()`), is that method.
      if let first = name.unicodeScalars.first, first.properties.isUppercase, let owner = scope.owner,
        let method = owner.methods[name]?.first
      {
        expandFunction(
          method, owner: owner, generics: scope.generics, call: call, into: summary, caller: scope,
          label: label, depth: depth)
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
        let method = method(named: member.declName.baseName.text, in: type, call: call, scope: scope)
      {
        let generics = Dictionary(uniqueKeysWithValues: zip(type.genericParameters, arguments))
        expandFunction(
          method, owner: type, generics: generics, call: call, into: summary, caller: scope, label: label,
          depth: depth)
        return
      }
      if let (type, method) = staticBuilder(call, in: scope) {
        expandFunction(
          method, owner: type, generics: [:], call: call, into: summary, caller: scope, label: label,
          depth: depth)
        return
      }
      // A method of a value of an enum or struct of the files read building the view
      // (`model.state.shown(content: contentView, retry: model.load)`, a `switch self` showing
      // `content` for one case): every case's content, with the views it is given read where it
      // places them (before: nothing in `contentView` was read; held-out set 90 HBooking). On a
      // constant case (`Orchard.grove.view()`, `route.view()` given `.grove`), `self` is that case,
      // so a `switch self` reads its branch alone, as the structure does (before: every branch, and
      // the other screens' links were the case's screen's; held-out set 117 CoordinatorSwiftUI).
      let receiverValue = value(of: ExprSyntax(receiver), in: scope)
      if let type = valueEnumType(receiverValue, in: scope) ?? valueTypeBuilder(receiverValue, in: scope),
        let method = method(named: member.declName.baseName.text, in: type, call: call, scope: scope),
        !method.isStatic
      {
        var constant: Value?
        if case .enumCase = receiverValue { constant = receiverValue }
        expandFunction(
          method, owner: type, generics: [:], call: call, into: summary, caller: scope, label: label,
          depth: depth, receiver: constant)
        return
      }
    }
    readUnknownCall(call, calleeName: nil, into: summary, scope: scope, label: label, depth: depth)
  }
}
