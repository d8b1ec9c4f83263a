/// Everything NavGraph computes about one app, each part made once and only when first asked:
/// `check`, `path`, `routes` and `render` all ask it, so a command that needs the findings, a
/// path and the map builds the model and the configuration graph once.
///
/// ```swift
/// let analysis = NavigationAnalysis(app)
/// let result = analysis.check()                      // the findings, CheckOptions() by default
/// let outcome = analysis.path(from: a, to: b)        // the fewest moves
/// let routes = analysis.routes                       // every screen's route from launch
/// ```
///
/// What it holds, in dependency order: the `NavigationModel`, the `ConfigurationGraph` (every
/// reachable configuration with a shortest route, see its cost), then the analyses over them:
/// dead ends, unregistered destinations, inert links, cycles, unreachable groups, traps, routes. Each is computed on first use
/// and kept (`Once`), so the queries are non-mutating and the value may be shared between threads.
public final class NavigationAnalysis: Sendable {
  /// The app analysed.
  public let app: App
  private let modelOnce = Once<NavigationModel>()
  private let graphOnce = Once<ConfigurationGraph>()
  private let reachableOnce = Once<[Bool]>()
  private let deadEndsOnce = Once<DeadEnds>()
  private let inertLinksOnce = Once<InertLinks>()
  private let unregisteredOnce = Once<UnregisteredDestinations>()
  private let cyclesOnce = Once<Cycles>()
  private let unreachableOnce = Once<UnreachableGroups>()
  private let trapsOnce = Once<TrapAnalysis>()
  private let openingsOnce = Once<[DeepLinkOpening]>()
  private let statesOnce = Once<StateSpace>()
  private let activityOnce = Once<ActionActivity?>()

  /// The bounds on the state searches of apps with deep links.
  package let bounds: StateBounds

  /// The analysis of `app`; nothing is computed until asked.
  public init(_ app: App) {
    self.app = app
    bounds = StateBounds()
  }

  /// The analysis of `app` with other bounds on the state searches of apps with deep links (the
  /// brute-force comparison uses its own, smaller ones).
  package init(_ app: App, bounds: StateBounds) {
    self.app = app
    self.bounds = bounds
  }

  /// The dense form of the app the analyses read.
  package var model: NavigationModel { modelOnce.value { NavigationModel(app) } }

  /// The configurations reachable from launch, with a shortest route to each.
  package var graph: ConfigurationGraph {
    graphOnce.value { ConfigurationGraph(model: model, maxStates: bounds.graphStates) }
  }

  /// Per screen: whether some reachable state shows it.
  public var reachable: [Bool] {
    reachableOnce.value { (0..<Int32(app.screens.count)).map(graph.isReachable) }
  }

  /// The reachable states of an app with deep links or compound actions, up to
  /// `bounds.trapStates` (`StateSpace`): what the trap check and `actionActivity` decide on.
  var states: StateSpace { statesOnce.value { StateSpace(model: model, maxStates: bounds.trapStates) } }

  /// In an app with compound actions, where its links and their parts act, decided state by state
  /// (`ActionActivity`); nil in other apps, whose configurations decide.
  var actionActivity: ActionActivity? {
    activityOnce.value { model.hasCompoundActions ? ActionActivity(graph: graph, states: states) : nil }
  }

  /// Reachable states with no move at all.
  var deadEnds: DeadEnds { deadEndsOnce.value { DeadEnds(graph: graph, activity: actionActivity) } }

  /// Which links act somewhere, and the inert ones.
  var inertLinks: InertLinks {
    inertLinksOnce.value {
      InertLinks(graph: graph, unregistered: unregisteredDestinations, activity: actionActivity)
    }
  }

  /// Value pushes that fail for want of a `navigationDestination(for:)` registration.
  var unregisteredDestinations: UnregisteredDestinations {
    unregisteredOnce.value { UnregisteredDestinations(graph: graph, activity: actionActivity) }
  }

  /// The push and modal cycle groups among reachable screens.
  var cycles: Cycles {
    cyclesOnce.value { Cycles(model: model, reachable: reachable, acting: inertLinks.acting) }
  }

  /// `cycles`, taken from `guess` when it holds (`CycleGuess`), else made as `cycles` makes them.
  func cycles(guessed guess: CycleGuess) -> Cycles {
    cyclesOnce.value {
      let acting = inertLinks.acting
      return guess.cycles(model: model, reachable: reachable, acting: acting)
        ?? Cycles(model: model, reachable: reachable, acting: acting)
    }
  }

  /// The unreachable screens grouped behind their roots.
  var unreachableGroups: UnreachableGroups {
    unreachableOnce.value { UnreachableGroups(model: model, reachable: reachable) }
  }

  /// The trap analysis, or nil when it does not apply: no `home`, or home unreachable.
  package var traps: TrapAnalysis? {
    guard let home = app.home, reachable[home.index] else { return nil }
    return trapsOnce.value {
      TrapAnalysis(
        graph: graph, home: home.rawValue, maxDeepLinkStates: bounds.trapStates,
        states: app.deepLinks.isEmpty && !model.hasCompoundActions ? nil : states)
    }
  }

  /// `routes`: per screen, the shortest route from launch and the state it ends in, made when
  /// read; nil for a screen without one (`RouteTable.isReachable` tells why). See `RouteTable`.
  public var routes: RouteTable { RouteTable(graph: graph) }

  /// Per deep link in file order (format 1.1), the state it opens at launch (cold) and whether it
  /// shows its `to` there; empty without deep links. See `DeepLinkOpenings`.
  public var deepLinkOpenings: [DeepLinkOpening] { openingsOnce.value { DeepLinkOpenings.cold(model) } }

  /// `path --deep-link`: the fewest user moves from the state deep link `deepLink` (an index into
  /// `App.deepLinks`) opens cold until screen `to` is visible. See `ShortestPath`.
  public func path(fromDeepLink deepLink: Int, to: ScreenID, options: PathOptions = PathOptions())
    -> PathOutcome
  {
    ShortestPath.find(model: model, graph: { graph }, fromDeepLink: deepLink, to: to, options: options)
  }

  /// `path`: the fewest moves from the state that first shows screen `from` (or from launch, when
  /// nil or with `options.fromLaunch`) until screen `to` is visible. See `ShortestPath`.
  public func path(from: ScreenID?, to: ScreenID, options: PathOptions = PathOptions()) -> PathOutcome {
    ShortestPath.find(model: model, graph: { graph }, from: from, to: to, options: options)
  }
}
