internal import NavGraph
internal import SwiftSyntax

/// Turns what the `CodeReader` found into screens, tabs, links and deep links.
///
/// The algorithm: find the app's root (the `@main` App's `WindowGroup` content, else the one view
/// no other view shows), resolve it into the entry screen or the tab bar (and, for a root that
/// switches on state, every branch), then process screens from a worklist: a screen's code is its
/// own summaries and, transitively, those of the components it shows (a depth-first walk with a
/// visited set, so cycles of components end); each of its link sites resolves to moves, which may
/// name new screens, and so do the presentations and registrations in its code. Every screen is
/// processed once.
///
/// Cost: each screen walks the summaries reachable from it, so the total is O(S × (V + U)) for S
/// screens, V summaries and U uses, plus the links found; in practice components are small trees.
final class NavigationResolver {
  let reader: CodeReader
  let index: DeclarationIndex
  let files: [SwiftSourceFile]
  private(set) var diagnostics: [Diagnostic] = []
  var reported = Set<String>()
  /// Long choices indexed by case, by their alternatives' storage (`ChoiceIndex`).
  var choiceIndexes: [UnsafeRawPointer: ChoiceIndex] = [:]

  /// A screen's identity before ids are given.
  enum ScreenKey: Hashable {
    /// A view type, or a view type for one case of a router enum.
    case view(String, variant: String?)
    /// Content written in place.
    case inline(SourceAnchor)
  }

  /// What is known of a screen while links are resolved.
  final class ScreenRecord {
    let key: ScreenKey
    var summaries: [SummaryID] = []
    var stack = false
    var decoration = Decoration()
    var location: SourceAnchor
    var params: [ExtractedParameter] = []
    var inheritedDestinations: [String] = []
    /// For content in place: its kind (`sheet`, `tab`, ...) and the view it is written in.
    var kind = ""
    var host: String?
    var declared = true
    /// The view types whose code is part of the screen (its own and its components').
    var views: Set<String> = []
    /// The summaries whose code is part of the screen (its own and its components').
    var code: Set<SummaryID> = []
    /// Where the view the screen is was created (`StepView(title: "Two", next: { ... })` in a
    /// destination's switch), for the closures those creations give (`ClosureArgument.site`).
    var creations: Set<SourceAnchor> = []
    var links: [(link: PendingLink, location: SourceAnchor)] = []
    /// The links above, for finding one again in constant time.
    var linkKeys = Set<LinkKey>()
    var destinationTypes: [String] = []
    /// Code around a root switch that this branch shares with the others (a stack's modifiers, the
    /// root view's own code): its appearance actions (`onAppear`, `task`) run when the root first
    /// appears, so they are the launch screen's only; its change actions (`onChange`) run on
    /// whichever screen is shown when the value changes, which the reader cannot tell (reported).
    var sharedRootCode: Set<SummaryID> = []
    /// Whether `process` has read the screen's code: a use found later that adds code to it (a
    /// modal's content decorating the view, `.toolbar { Button("Close") { ... } }`) queues it again.
    var processed = false

    init(key: ScreenKey, location: SourceAnchor) {
      self.key = key
      self.location = location
    }
  }

  /// A move before screen ids are given.
  struct PendingMove: Hashable {
    var kind: LinkKind
    var screen: ScreenKey?
    var tab: Int?
    var value: String?
  }

  struct PendingLink: Hashable {
    var moves: [PendingMove]
    var label: String?
  }

  /// A link of a screen and the site it comes from: a screen has each once.
  struct LinkKey: Hashable {
    var link: PendingLink
    var location: SourceAnchor
  }

  /// A destination: a screen, or a tab bar.
  enum Target {
    case screen(ScreenKey)
    case tabs(TabViewInfo)
  }

  /// What selects among a destination's alternatives: the value pushed or presented, and the state
  /// the same action writes.
  struct Selector {
    var item: Value?
    var writes: [StateKey: Value] = [:]
    /// The enum the item's cases belong to, for screen parameters.
    var enumType: String?
  }

  var screens: [ScreenKey: ScreenRecord] = [:]
  var order: [ScreenKey] = []
  var pending = ScreenQueue()
  var appTabs: TabViewInfo?
  /// The view types the App's scenes after its root show (`NavigationResolver+LaterScenes`), noted
  /// there.
  var sceneViews: Set<String> = []
  /// The view types the function given by name as the App's scene content creates
  /// (`WindowGroup(content: flow.start)`): named by the App, as a content closure's views are.
  var namedRootViews: Set<String> = []
  var appTabIDs: [String?] = []
  var tabRoots: [ScreenKey] = []
  var tabItems: [TabItemInfo] = []
  /// Whether the tab bar sits in another view's stack (so every tab pushes onto a stack).
  var tabsInOuterStack = false
  /// Whether the app's tab bar is shown by a move (a push, a modal), not at the App's root.
  var tabBarShownByMove = false
  /// Screens of views holding a `TabView` that a move shows while the App's root has a tab bar: the
  /// tab bar each holds.
  var nestedTabBarScreens: [ScreenKey: TabViewInfo] = [:]
  /// Tab bars a destination registers (`navigationDestination`, a modal) while the app has none,
  /// in the order found: reported when no move the reader follows shows them.
  var registeredTabBars: [TabViewInfo] = []
  /// Tab bars that branches of the root's switches show, in source order (a nested switch's at
  /// its branch), each with its branch's test: one becomes the app's (`settleRootTabBar`).
  var rootTabBarBranches: [(info: TabViewInfo, location: SourceAnchor?)] = []
  /// Where the link being resolved is (its control, its modifier): warnings about the link as a
  /// whole are located there, not at the router method it calls.
  var linkSite: SourceAnchor?
  /// The screen whose link is being resolved; nil outside `resolve(_:screen:component:)`.
  var linkScreen: ScreenKey?
  /// When the action being resolved runs (a tap, an appearance): whether clearing a push's flag
  /// from its presenter closes nothing (`closesNothing`). Nil outside `resolve(_:screen:component:)`.
  var linkOccasion: LinkSite.Occasion?
  /// The moves writes of a root switch's state made (`dropWritesOfOwnBranch`).
  var rootWriteMarks: Set<RootWriteMark> = []
  /// While an action's links are resolved (`resolve(_:screen:component:)`): which of the
  /// destinations of a modal whose content is an `if` on state the moves take, and how many there
  /// are (`isDecidedByState`), so the action gives one link per destination. Nil elsewhere.
  var stateChoice: (pick: Int, count: Int)?
  /// Set when `targets` meets a placeholder page (`CodeReader.placeholderDestinations`), noted
  /// there: a value push that shows only that has nothing more to report.
  var reachedPlaceholder = false
  /// While one sequence of effects is resolved (`resolveMoves`): the hosts a write of it has
  /// already closed a modal of, or popped the screen's push of. A host shows one modal at a time,
  /// so clearing the items of two of its modals (`sheet = nil; cover = nil`) closes one.
  var closedModalHosts: Set<SummaryID> = []
  var entry: ScreenKey?
  var rootSwitches: [StateKey: [(condition: Condition, target: Target)]] = [:]
  /// For a root switch nested in a branch of another (`if loading { Splash() } else { if member {
  /// ... } }`): the outer switch's state and that branch's condition (`combinedRootMoves`).
  var rootSwitchParents: [StateKey: (outer: StateKey, condition: Condition)] = [:]
  /// Every root switch on a state, where several switch on it in different branches of an outer one
  /// (`NavigationResolver+SameKeyRootSwitches`).
  var rootSwitchVariants: [StateKey: [RootSwitchVariant]] = [:]
  /// The conditions of the root switches' branches each screen is (`admitsBranch`).
  var rootBranchCases: [ScreenKey: [Condition]] = [:]
  var rootSwitchHosts: Set<String> = []
  /// The views whose root form is being read (`rootForm`): a view shown again inside its own
  /// root (`if done { Lobby() } else { KioskRoot() }` in `KioskRoot`) is not read a second time.
  var rootFormsInProgress: Set<String> = []
  /// Root branches that are their host's own content at a stack's root (`isHostContent`): a
  /// screen the code shows, not the content left when no branch view is shown.
  var hostStackBranches: Set<ScreenKey> = []
  /// Root switches' state whose declared initial value an initializer overrides on every path
  /// (`initializerLaunchValues`): a branch only that value chooses may never be shown
  /// (`dropUnshownHostBranches`).
  var overriddenInitialValues: Set<StateKey> = []
  /// Host-content branches a root write left for the branch it waits for (`awaitedBranch`): no
  /// screen unless some other move leads there (`dropUnshownHostBranches`).
  var awaitedHostBranches: Set<ScreenKey> = []
  /// Stack roots that are their host's content, the host being the screen (a UIKit view in the
  /// stack of a view with bar controls of its own, `screenFor`): components of the host's code.
  var hostedStackRoots: Set<SourceAnchor> = []
  /// View types that the bodies of two or more views hold alone in a stack (`sharedStackRoots`);
  /// made on first use, after every view is read.
  var sharedStackRootCache: Set<String>?
  /// `pushedViews`, made on first use.
  var pushedViewCache: Set<String>?
  /// The hosts of the modals and pushes by state that show each view type as a whole
  /// (`hostsPresenting`), made once.
  var presentingHostsByView: [String: Set<SummaryID>]?
  /// The types registered at each place by the reads of a generic view with its arguments
  /// (`boundRegistrationTypes`), made once.
  var boundRegistrationCache: [SourceAnchor: [String]]?
  /// Presentations bound to a `@Binding`, by the state its creators bind it to (`presentations(of:)`);
  /// made on first use, when every alias is known.
  var presentationsByOrigin: [StateKey: [Presentation]]?
  /// The cases a root switch's state can hold, by the state (`rootCases(of:)`), each found once.
  var rootCaseCache: [StateKey: Set<String>?] = [:]
  /// The states some code the reader follows writes (`isInputOnlyState`), made on first use.
  var writtenStateCache: Set<StateKey>?
  /// The cases and literals some action writes to each state (`isFollowedChangeHandler`); made
  /// once, after every view is read.
  var writtenValueCache: [StateKey: Set<String>]?
  /// The states the views' text fields edit (`isInputChoice`), made on first use.
  var textInputCache: Set<StateKey>?
  /// The root views whose body was read to find what they show (`builtRoot`), each once.
  var rootsFollowed: Set<String> = []
  /// Tab views shown inside a `NavigationStack`, another view's (a root switch in the stack) or their
  /// host's own (its body's stack around the `TabView`): the view holding the stack.
  var outerStacks: [SourceAnchor: String] = [:]
  /// Views beside the tab bar a root switch's branch shows inside its host's stack (`else {
  /// memberArea() }`, `HStack { SideMenu(); MainTabs() }`): covered, with the tab bar, by what that
  /// stack pushes, so each tab root's code only (`giveTabHostCode`).
  var coveredByPushes: Set<SummaryID> = []
  var deepLinks: [(moves: [PendingMove], id: String, label: String?, url: String?, location: SourceAnchor)] =
    []
  /// The deep links found, by handler, moves and condition: a handler read for several screens gives
  /// each once.
  var deepLinkKeys: Set<LinkKey> = []

  init(reader: CodeReader, index: DeclarationIndex, files: [SwiftSourceFile]) {
    self.reader = reader
    self.index = index
    self.files = files
  }

  func location(_ location: SourceAnchor) -> NavGraph.SourceLocation {
    files[location.file].location(of: location)
  }

  func warn(
    _ message: String, at place: SourceAnchor?, code: DiagnosticCode = .unresolvedNavigation,
    severity: Severity = .warning
  ) {
    let key = "\(code)|\(message)|\(place.map { "\($0.file):\($0.offset)" } ?? "")"
    guard reported.insert(key).inserted else { return }
    diagnostics.append(
      Diagnostic(severity: severity, code: code, message: message, location: place.map(location)))
  }

  // MARK: Resolution

  func resolve() -> ExtractedNavigation {
    let types = index.allTypes
    for type in types where (type.isView || type.isViewModifier || type.isApp) && !type.isPreview {
      reader.summary(of: type)
    }
    for (ignored, used, byFileName) in index.duplicates where ignored.isView {
      let which = byFileName ? "the one in the file named after it" : "the first"
      warn(
        "view type '\(ignored.qualifiedName)' is declared twice; the reader uses \(which), at \(location(used.location))",
        at: ignored.location, code: .duplicateView)
    }
    reader.readPublishers()
    reader.readPropertyObservers()
    let app = types.first { $0.isApp && $0.isMain } ?? types.first { $0.isApp }
    var appSummary: ViewSummary?
    // The type the app's root is written in, where views nothing reaches are noted.
    var rootType = app
    if let app {
      appSummary = reader.summary(of: app)
      resolveRoot(app: app)
    } else if let hosted = hostingControllerRoot(types) {
      rootType = hosted.type
      let root = Shape.view(hosted.type.qualifiedName, Decoration(), hosted.type.location)
      resolveRoot(shape: hosted.stacked ? .stack(root) : root, host: nil, at: hosted.type.location)
    } else if let root = fallbackRoot(types) {
      resolveRoot(shape: .view(root.qualifiedName, Decoration(), root.location), host: nil, at: root.location)
    }
    if entry == nil && appTabs == nil {
      warn("no SwiftUI view to launch on was found in the files read", at: nil, code: .noAppRoot)
    }
    while let key = pending.popFirst() { process(key) }
    addUnpushedDestinations(app: app?.qualifiedName)
    giveTabHostCode()
    reportUnshownTabBars()
    reportInitiallyShown()
    reportDetachedRootWrites()
    if let appSummary {
      let record = ScreenRecord(key: .inline(appSummary.location), location: appSummary.location)
      record.views = [appSummary.host ?? ""]
      record.code = [appSummary.id]
      collectDeepLinks(appSummary, screen: record)
      while let key = pending.popFirst() { process(key) }
    }
    dropWritesOfOwnBranch()
    dropUnshownHostBranches()
    reportUnpostedNotifications()
    if let rootType { noteUnreachableNavigation(root: rootType) }
    reportUnknownModals()
    reportUndeclaredBindingPresentations()
    reportRepresentableOnlyPresentations()
    return output(name: app?.name)
  }

  /// With no App type: the view no other view shows or navigates to (the first one, with a warning,
  /// when there are several).
  func fallbackRoot(_ types: [TypeDeclaration]) -> TypeDeclaration? {
    var shown = Set<String>()
    for summary in reader.summaries.values {
      for use in summary.uses { shown.insert(use.type) }
      for link in summary.links {
        switch link.trigger {
        case .push(let shape): collectViews(shape, into: &shown)
        case .effects(let effects):
          // A view a control shows itself (`PresentationButton(destination:)`, a router package's
          // `showScreen`).
          for case .show(_, let shape, _) in effects { collectViews(shape, into: &shown) }
        default: break
        }
      }
      for registration in summary.registrations { collectViews(registration.destination, into: &shown) }
    }
    for list in reader.presentations.values { for p in list { collectViews(p.destination, into: &shown) } }
    for info in reader.tabViews.values { for item in info.items { collectViews(item.content, into: &shown) } }
    let views = types.filter { $0.isView && !$0.isPreview && !$0.isViewModifier }
    let candidates = views.filter { !shown.contains($0.qualifiedName) }
    guard let root = candidates.first ?? views.first else { return nil }
    if candidates.isEmpty {
      warn(
        "no @main App in the files read, and every view is shown by another; the app launches on '\(root.qualifiedName)', the first view read; set 'entry' in the overlay if that is wrong",
        at: root.location, code: .noAppRoot)
    } else if candidates.count == 1 {
      warn(
        "no @main App in the files read; the app launches on '\(root.qualifiedName)', the only view no other view shows",
        at: root.location, code: .noAppRoot, severity: .note)
    } else {
      let others = candidates.dropFirst().prefix(5).map { "'\($0.qualifiedName)'" }.joined(separator: ", ")
      warn(
        "no @main App in the files read; the app launches on '\(root.qualifiedName)', the first of the views no other view shows (also \(others)); set 'entry' in the overlay if that is wrong",
        at: root.location, code: .noAppRoot)
    }
    return root
  }

  func collectViews(_ shape: Shape, into names: inout Set<String>) {
    var stack = [shape]
    while let shape = stack.popLast() {
      switch shape {
      case .view(let name, _, _): names.insert(name)
      case .stack(let inner): stack.append(inner)
      case .choice(let alternatives): stack += alternatives.map(\.shape)
      case .tabs(let info): stack += info.items.map(\.content)
      default: break
      }
    }
  }
}
