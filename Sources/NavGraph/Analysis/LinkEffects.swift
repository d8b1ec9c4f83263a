/// What a link of each kind does in each context of a configuration (its container and whether it
/// is the container's root), as `ForwardSearch` reads it: whether the link acts there, when that
/// depends on the context alone, and the facts it adds to the configuration's
/// (`ConfigurationFacts.link(_:acts:in:modal:)`) when it acts and when it does not.
///
/// The entries are made once per graph from the definitions, `NavigationModel.acts(kind:target:value:in:)`
/// and `ConfigurationFacts.link`, so that the search's loop reads one small entry per link instead of
/// deciding again. A `tab` link (inert on its own tab), a `replace` link (inert when its target
/// alone is already the root) and, in an app with value pushes, a push depend on the link as well:
/// their entries say so (`perLink`) and the search asks `NavigationModel.acts(link:in:)`.
/// Complexity: O(K) entries and time, K containers.
struct LinkEffects {
  /// One entry of the table.
  struct Effect {
    let rawValue: UInt32

    init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Whether a link of this kind acts in this context (when resolved and not `perLink`).
    var acts: Bool { rawValue & Effect.actsBit != 0 }
    /// Whether whether it acts depends on the link: ask `NavigationModel.acts(link:in:)`.
    var perLink: Bool { rawValue & Effect.perLinkBit != 0 }
    /// Whether the kind names a target, so that an unresolved link of it never acts.
    var needsTarget: Bool { rawValue & Effect.needsTargetBit != 0 }
    /// The facts the link adds when it acts.
    var factsWhenActing: ConfigurationFacts {
      ConfigurationFacts(rawValue: UInt8(truncatingIfNeeded: rawValue))
    }
    /// The facts the link adds when it does not act.
    var factsWhenInert: ConfigurationFacts {
      ConfigurationFacts(rawValue: UInt8(truncatingIfNeeded: rawValue >> 8))
    }

    private static let actsBit: UInt32 = 1 << 16
    private static let perLinkBit: UInt32 = 1 << 17
    private static let needsTargetBit: UInt32 = 1 << 18

    init(
      acts: Bool, perLink: Bool, needsTarget: Bool, whenActing: ConfigurationFacts,
      whenInert: ConfigurationFacts
    ) {
      rawValue =
        UInt32(whenActing.rawValue) | UInt32(whenInert.rawValue) << 8 | (acts ? Effect.actsBit : 0)
        | (perLink ? Effect.perLinkBit : 0) | (needsTarget ? Effect.needsTargetBit : 0)
    }
  }

  /// Per context (`row(_:)`), per kind (`LinkKind.ordinal`): its effect.
  private let entries: [Effect]
  /// The entries of a context: one per kind.
  private static let kindCount = 10

  init(model: NavigationModel) {
    precondition(LinkKind.allCases.count == LinkEffects.kindCount, "one entry per link kind")
    var entries = [Effect](
      repeating: Effect(rawValue: 0), count: model.containers.count * 2 * LinkEffects.kindCount)
    for k in 0..<Int32(model.containers.count) {
      for isRoot in [false, true] {
        let c = Configuration(screen: 0, container: k, isRoot: isRoot, mask: 0)
        let modal = model.isModal(k)
        for kind in LinkKind.allCases {
          let needsTarget = kind.target != .none
          let perLink = kind == .tab || kind == .replace || (kind == .push && model.tracksRegistrations)
          // Whether it acts, for a kind whose link does not matter beyond being resolved.
          let acts = !perLink && model.acts(kind: kind, target: needsTarget ? 0 : -1, value: -1, in: c)
          var whenActing: ConfigurationFacts = []
          whenActing.link(kind, acts: true, in: c, modal: modal)
          var whenInert: ConfigurationFacts = []
          whenInert.link(kind, acts: false, in: c, modal: modal)
          entries[LinkEffects.row(c) + kind.ordinal] = Effect(
            acts: acts, perLink: perLink, needsTarget: needsTarget, whenActing: whenActing,
            whenInert: whenInert)
        }
      }
    }
    self.entries = entries
  }

  /// The first entry of the context of configuration `c`: the effect of a link of kind `kind` there
  /// is `self[LinkEffects.row(c) + kind.ordinal]`.
  @inline(__always) static func row(_ c: Configuration) -> Int {
    (Int(c.container) * 2 + (c.isRoot ? 1 : 0)) * LinkEffects.kindCount
  }

  @inline(__always) subscript(_ i: Int) -> Effect { entries[i] }
}

extension LinkKind {
  /// The kind's position in `LinkKind.allCases` (its row in `LinkEffects`).
  @inline(__always) var ordinal: Int {
    switch self {
    case .push: 0
    case .sheet: 1
    case .fullScreenCover: 2
    case .popover: 3
    case .tab: 4
    case .replace: 5
    case .pop: 6
    case .popToRoot: 7
    case .dismiss: 8
    case .dismissAction: 9
    }
  }
}
