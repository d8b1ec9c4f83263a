internal import NavGraph
internal import SwiftSyntax

/// Buttons and links: their label text, and every form of `Button`, `NavigationLink` and
/// `NavigationSplitView` into link sites.
extension CodeReader {
  /// The literal text of a button's or link's label: its title argument, or the first `Text` or
  /// `Label` with a literal in its label closure, outside the controls the label holds (a row's
  /// `.swipeActions { Button("Star") { ... } }` is not the row's text). An empty literal
  /// (`Text("")`, also the lexical pre-pass's placeholder) says nothing, so it is no label.
  func labelText(title call: FunctionCallExprSyntax, labelClosure: ClosureExprSyntax?) -> String? {
    if let title = SyntaxText.firstStringArgument(call), !title.isEmpty { return title }
    if let title = SyntaxText.literal(SyntaxText.argument(call, "title")), !title.isEmpty { return title }
    guard let closure = labelClosure else { return nil }
    for token in closure.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind, name == "Text" || name == "Label",
        let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
        let text = SyntaxText.firstStringArgument(call), !text.isEmpty,
        !CodeReader.isOnlyInterpolated(call), !isInNestedControl(call, below: closure)
      else { continue }
      return text
    }
    return nil
  }

  /// Whether a `Text` shows only interpolated values, with no word of its own (`Text("\(amPm)")`,
  /// `Text("$\(price)")` in a row): a value of the row, not a text of the control's, so no label.
  static func isOnlyInterpolated(_ call: FunctionCallExprSyntax) -> Bool {
    guard let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self) else {
      return false
    }
    return literal.segments.allSatisfy { segment in
      if case .stringSegment(let part) = segment { return !part.content.text.contains(where: \.isLetter) }
      return true
    }
  }

  /// Calls whose content is controls of their own, not the label around them.
  static let nestedControlCallees: Set<String> = [
    "Button", "NavigationLink", "Menu", "Link", "swipeActions", "contextMenu", "toolbar",
  ]

  /// Whether `node` sits inside a control (or a modifier holding controls) that is itself inside
  /// `closure`, walking up the parents: linear in the depth.
  func isInNestedControl(_ node: some SyntaxProtocol, below closure: ClosureExprSyntax) -> Bool {
    var current = node.parent
    while let parent = current, parent.id != closure.id {
      if let call = parent.as(FunctionCallExprSyntax.self) {
        let callee =
          SyntaxText.name(call.calledExpression)
          ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if let callee, CodeReader.nestedControlCallees.contains(callee) { return true }
      }
      current = parent.parent
    }
    return false
  }

  /// `Button("Save") { ... }`, `Button(action: save) { label }`, `Button { ... } label: { ... }`,
  /// `Button("Done", action: doneAction)`: the action is a link site labeled with the button's text.
  func readButton(_ call: FunctionCallExprSyntax, into summary: ViewSummary, scope: Scope, depth: Int) {
    var action: ExprSyntax? = SyntaxText.argument(call, "action")
    var labelClosure = SyntaxText.closure(call, "label")
    if action == nil {
      action = call.trailingClosure.map(ExprSyntax.init)
    } else if labelClosure == nil {
      labelClosure = call.trailingClosure
    }
    let label = labelText(title: call, labelClosure: labelClosure)
    if let action {
      // A component's `Button(action: action) { Text(title) }`: its creations' titles.
      let property = scope.owner.flatMap { owner in
        label == nil
          ? labelProperty(call, labelClosure: labelClosure, of: owner).map {
            StateKey(owner: owner.qualifiedName, name: $0)
          } : nil
      }
      addLink(
        actionEffects(action, in: scope, depth: depth + 1), label: label, at: ExprSyntax(call), into: summary,
        scope: scope, labelProperty: property)
    }
    if let labelClosure {
      var inner = scope
      readContent(ExprSyntax(labelClosure), into: summary, scope: &inner, label: label, depth: depth + 1)
    }
  }

  /// Every form of `NavigationLink`: a destination (argument or closure) is a push when tapped; a
  /// value is a push of that value; `isActive:` or `tag:selection:` also bind the push to state, so
  /// code that sets the state pushes too; a link active from the start (`isActive: .constant(true)`)
  /// is pushed by the state that shows it (`shownLinkState`). A hidden link (`.hidden()`) outside a
  /// `List` row, or one bound to state whose
  /// label is only `EmptyView()` or whose title is `""`, is not tappable; a value link with an empty label is (in a `List`
  /// row, the row is the link). A link whose `destination:` the parser found missing is none.
  ///
  /// Which closure is which follows SwiftUI's initializers: with a `destination:` argument, the
  /// trailing closure is the label; with a `label:` closure, or with a title (the one unlabeled
  /// argument SwiftUI's forms take, a literal or any expression: `NavigationLink(item.name) { ... }`,
  /// `init(_ title: some StringProtocol, destination: () -> Destination)`) and no `value:`, it is
  /// the destination; otherwise (`NavigationLink(value: v) { ... }`) the label.
  func readNavigationLink(
    _ call: FunctionCallExprSyntax, hidden: Bool, into summary: ViewSummary, scope: Scope, depth: Int
  ) {
    let location = call.location(in: scope.file)
    var destination: ExprSyntax? = SyntaxText.argument(call, "destination")
    // A destination the parser found missing (`destination: /* TODO */)`: code that does not
    // compile, reported as a syntax error): nothing to push.
    if destination?.is(MissingExprSyntax.self) == true { return }
    var labelClosure = SyntaxText.closure(call, "label")
    let hasTitle = call.arguments.first.map { $0.label == nil } ?? false
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
    // `NavigationLink(state: Feature.Path.State.detail(...))`: The Composable Architecture's push
    // of an element of a store's path (`readStoreStack`).
    let element = SyntaxText.argument(call, "state")
    if let valueExpr = SyntaxText.argument(call, "value") ?? element {
      if !hidden {
        addSiteStack(enclosingStack(of: Syntax(call), file: scope.file), at: location)
        let pushed = element != nil ? storeElement(valueExpr, in: scope) : value(of: valueExpr, in: scope)
        var site = LinkSite(trigger: .pushValue(pushed), label: label, location: location)
        site.selectsInList = isInSelectingList(call)
        // A component's `NavigationLink(value: route) { Text(title) }`: its creations' titles.
        if label == nil, let owner = scope.owner,
          let property = labelProperty(call, labelClosure: labelClosure, of: owner)
        {
          site.labelProperty = StateKey(owner: owner.qualifiedName, name: property)
        }
        summary.links.append(site)
      }
    } else if let destination {
      let shape = self.shape(of: destination, in: scope, kind: "push", host: summary, depth: depth + 1)
      var trigger: StateKey?
      // A getter over state (`isActive: Binding(get: { playing != nil }, set: { ... })`): active
      // while the optional holds a value, or while a flag it reads holds, as for
      // `.navigationDestination(isPresented:)` (held-out set 314 Tyflocentrum, silent before).
      var getter: [(key: StateKey, negated: Bool)] = []
      let isActive = SyntaxText.argument(call, "isActive")
      if let active = isActive ?? SyntaxText.argument(call, "selection"),
        case .binding(let key) = value(of: active, in: scope)
      {
        trigger = key
      } else if let isActive, let key = shownLinkState(call, isActive: isActive, in: scope) {
        trigger = key
      } else if let isActive, let flags = getterFlags(isActive, in: scope), let first = flags.first {
        (trigger, getter) = (first.key, flags)
      }
      if let trigger {
        // `NavigationLink(tag: .otp, selection: $destination)` is active on its tag only.
        let tag =
          isActive == nil
          ? SyntaxText.argument(call, "tag").flatMap { value(of: $0, in: scope).caseName } : nil
        for (key, negated) in getter.isEmpty ? [(trigger, false)] : getter {
          addPresentation(
            Presentation(
              kind: .push, destination: shape, host: summary.id, location: location, tag: tag,
              negated: negated),
            for: key)
        }
        if getter.count > 1 { presentationFlags[location] = getter }
      }
      // A link bound to state whose label is `EmptyView()`, or whose title is `""`, is pushed by
      // that state, not tapped; one whose label is a `Button`, by the button's action.
      let emptyTitle = hasTitle && call.arguments.first.flatMap { SyntaxText.literal($0.expression) } == ""
      let untappable =
        trigger != nil
        && (emptyTitle || (!hasTitle && (isEmptyLabel(labelClosure) || isButtonLabel(labelClosure))))
      // A hidden link in a `List` row (`NavigationLink(destination: Thread()) { EmptyView()
      // }.hidden()` beside the row's text, to drop its chevron): the row is the link, tapped.
      let tappedByRow = hidden && trigger == nil && listAround(call) != nil
      if !hidden || tappedByRow, !untappable {
        summary.links.append(LinkSite(trigger: .push(shape), label: label, location: location))
      }
    }
    if let labelClosure {
      var inner = scope
      readContent(ExprSyntax(labelClosure), into: summary, scope: &inner, label: label, depth: depth + 1)
    }
  }

  /// SwiftUI's first betas' links (2019), which later code names `NavigationLink` and `.sheet`:
  /// `NavigationButton(destination: Detail()) { Text("Open") }` pushes,
  /// `PresentationButton(destination: Compose()) { ... }` (later `PresentationLink`) presents a
  /// sheet. The code no longer compiles, but it says where each control goes.
  static let betaLinks: Set<String> = ["NavigationButton", "PresentationButton", "PresentationLink"]

  /// `PresentationButton(destination: Compose()) { Text("Compose") }`: a sheet of the destination,
  /// shown by a tap on the label the trailing closure builds.
  func readPresentationButton(
    _ call: FunctionCallExprSyntax, into summary: ViewSummary, scope: Scope, depth: Int
  ) {
    let location = call.location(in: scope.file)
    let labelClosure = call.trailingClosure
    let label = labelText(title: call, labelClosure: labelClosure)
    if let destination = SyntaxText.argument(call, "destination"), !destination.is(MissingExprSyntax.self) {
      let shape = self.shape(of: destination, in: scope, kind: "sheet", host: summary, depth: depth + 1)
      summary.links.append(
        LinkSite(trigger: .effects([.show(.sheet, shape, location)]), label: label, location: location))
    }
    if let labelClosure {
      var inner = scope
      readContent(ExprSyntax(labelClosure), into: summary, scope: &inner, label: label, depth: depth + 1)
    }
  }

  /// `NavigationSplitView { sidebar } content: { ... } detail: { ... }`: on iPhone a stack whose root
  /// is the sidebar; each further column is pushed from the one before it, except a static
  /// placeholder detail (`isStaticPlaceholder`), which iPhone never shows.
  func readSplitView(
    _ call: FunctionCallExprSyntax, into summary: ViewSummary, scope: Scope, depth: Int
  ) {
    var scope = scope
    let sidebar = SyntaxText.closure(call, "sidebar") ?? call.trailingClosure
    if let sidebar {
      readContent(ExprSyntax(sidebar), into: summary, scope: &scope, label: nil, depth: depth + 1)
    }
    // The content column's site and shape, which pushes the detail column.
    var content: (offset: Int, shape: Shape)?
    for column in ["content", "detail"] {
      guard let closure = SyntaxText.closure(call, column) else { continue }
      var shape = self.shape(
        of: ExprSyntax(closure), in: scope, kind: column, host: summary, depth: depth + 1)
      if column == "detail", isStaticPlaceholder(shape, closure: closure, sidebar: sidebar, in: scope) {
        continue
      }
      if column == "detail", let dispatched = dispatchedDetail(shape) ?? detailWithoutPlaceholders(shape) {
        shape = dispatched
      }
      var site = LinkSite(trigger: .push(shape), label: nil, location: closure.location(in: scope.file))
      site.isColumn = true
      if column == "detail", let content,
        let label = closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.label
          ?? closure.parent?.as(LabeledExprSyntax.self)?.label,
        let pushing = columnShape(
          content.shape, carrying: site, labelledAt: label.location(in: scope.file), host: summary.host)
      {
        summary.links[content.offset].trigger = .push(pushing)
        continue
      }
      if column == "content" { content = (summary.links.count, shape) }
      summary.links.append(site)
    }
  }

  /// The content column's shape with the detail column's push as part of the screen it shows
  /// (a summary of its own, keyed at the `detail:` label, in the shape's decoration), so that the
  /// detail is pushed from the content column, as on iPhone, not from the sidebar. Nil when the
  /// content column is not one view or content written in place (then the sidebar pushes both).
  private func columnShape(
    _ content: Shape, carrying site: LinkSite, labelledAt location: SourceAnchor, host: String?
  )
    -> Shape?
  {
    let id = SummaryID.inline(location)
    let columns = summaries[id] ?? ViewSummary(id: id, host: host, location: location)
    if columns.links.isEmpty { columns.links = [site] }
    registerSummary(columns)
    switch content {
    case .view(let name, var decoration, let anchor):
      if !decoration.content.contains(id) { decoration.content.append(id) }
      return .view(name, decoration, anchor)
    case .inline(let inline, let kind, let owner, var decoration):
      if !decoration.content.contains(id) { decoration.content.append(id) }
      return .inline(inline, kind: kind, host: owner, decoration)
    default: return nil
    }
  }

  /// The column pushes of a split view in a branch of a view's body (`if compact { Tabs() } else {
  /// NavigationSplitView { Sidebar() } detail: { Detail() } }`), moved out of the view's own links
  /// into a summary of their own, which the structure puts around the sidebar: they are pushed
  /// from the sidebar, never from another branch's screens (before, every tab of the compact branch
  /// pushed the detail: held-out set 90 Sizzle). Keyed at the first column's label; moved once
  /// however often the structure is read. Nil when the split view has no column pushes.
  /// O(links of the view).
  func columnSummary(of call: FunctionCallExprSyntax, movingFrom summary: ViewSummary, in scope: Scope)
    -> SummaryID?
  {
    var closures: [SourceAnchor] = []
    var label: TokenSyntax?
    for column in ["content", "detail"] {
      guard let closure = SyntaxText.closure(call, column) else { continue }
      closures.append(closure.location(in: scope.file))
      label =
        label ?? closure.parent?.as(LabeledExprSyntax.self)?.label
        ?? closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.label
    }
    guard let label else { return nil }
    let location = label.location(in: scope.file)
    let id = SummaryID.inline(location)
    if summaries[id] != nil { return id }
    let moved = summary.links.filter { $0.isColumn && closures.contains($0.location) }
    guard !moved.isEmpty else { return nil }
    summary.links.removeAll { $0.isColumn && closures.contains($0.location) }
    let columns = ViewSummary(id: id, host: summary.host, location: location)
    columns.links = moved
    registerSummary(columns)
    return id
  }

  /// Whether a call is written in the content of a `List` given a `selection:` binding, inside the
  /// same declaration. Walks up the syntax tree: O(depth).
  func isInSelectingList(_ call: FunctionCallExprSyntax) -> Bool {
    listAround(call)?.arguments.contains(where: { $0.label?.text == "selection" }) == true
  }

  /// The `List` a call is written in, within its declaration; nil outside one.
  func listAround(_ call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
    var node = Syntax(call).parent
    while let current = node, !current.is(DeclSyntax.self) {
      if let list = current.as(FunctionCallExprSyntax.self),
        SyntaxText.name(peel(list.calledExpression)) == "List"
      {
        return list
      }
      node = current.parent
    }
    return nil
  }
}
