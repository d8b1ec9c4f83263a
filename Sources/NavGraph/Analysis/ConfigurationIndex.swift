/// Numbers configurations densely: a direct-address table over screens × containers × root flag
/// when that fits (the usual case: a few tabs), else the `KeyTable` hash map; in an app with value
/// pushes, whose configurations carry registration masks, a dictionary over whole configurations.
/// The direct table keeps each screen's configurations side by side, so the breadth-first search of
/// `ConfigurationGraph` does one array access per move instead of a hash probe.
struct ConfigurationIndex {
  /// The most slots the direct table may have (256 MB of `Int32`).
  static let maxDirectSlots = 1 << 26

  private let slotsPerScreen: Int
  private var direct: [Int32]
  private var hashed: KeyTable?
  private var masked: [Configuration: Int32]?

  init(screens: Int, containers: Int, masks: Bool) {
    slotsPerScreen = containers * 2
    if masks {
      direct = []
      hashed = nil
      masked = [:]
    } else if screens.multipliedReportingOverflow(by: slotsPerScreen).partialValue
      <= ConfigurationIndex.maxDirectSlots
      && !screens.multipliedReportingOverflow(by: slotsPerScreen).overflow
    {
      direct = [Int32](repeating: -1, count: screens * slotsPerScreen)
      hashed = nil
    } else {
      direct = []
      hashed = KeyTable(capacity: max(16, screens))
    }
  }

  @inline(__always) private func slot(_ c: Configuration) -> Int {
    Int(c.screen) * slotsPerScreen + Int(c.container) * 2 + (c.isRoot ? 1 : 0)
  }

  func value(for c: Configuration) -> Int32? {
    if let masked { return masked[c] }
    if hashed == nil {
      let v = direct[slot(c)]
      return v >= 0 ? v : nil
    }
    return hashed!.value(for: c.key)
  }

  /// Stores `value` for `c` unless it has one; returns whether it was new.
  @inline(__always) mutating func insert(_ c: Configuration, _ value: Int32) -> Bool {
    if masked != nil {
      if masked![c] != nil { return false }
      masked![c] = value
      return true
    }
    if hashed == nil {
      let i = slot(c)
      if direct[i] >= 0 { return false }
      direct[i] = value
      return true
    }
    return hashed!.insert(c.key, value).inserted
  }
}
