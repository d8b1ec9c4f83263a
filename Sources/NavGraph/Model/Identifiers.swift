/// A dense identifier of a model element: its position in one of `App`'s arrays, typed so that a
/// screen cannot be passed where a tab or a link is expected. Ids are numbered from 0 in file (or
/// insertion) order and are only meaningful with the `App` that made them.
///
/// Ids are `Strideable`, so a `Range<LinkID>` (a screen's links) is a collection that iterates.
public protocol DenseID: Hashable, Comparable, Strideable, Sendable, CustomStringConvertible
where Stride == Int {
  /// The position as stored: 0-based, dense.
  var rawValue: Int32 { get }
  init(rawValue: Int32)
}

extension DenseID {
  /// The id at `index` (which must fit in 31 bits: the loader's limits guarantee it).
  @inline(__always) public init(_ index: Int) { self.init(rawValue: Int32(truncatingIfNeeded: index)) }

  /// The position as an array index.
  @inline(__always) public var index: Int { Int(rawValue) }

  /// By position.
  @inline(__always) public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

  /// How many positions from this id to `other`.
  @inline(__always) public func distance(to other: Self) -> Int { Int(other.rawValue) - Int(rawValue) }

  /// The id `n` positions further.
  @inline(__always) public func advanced(by n: Int) -> Self {
    Self(rawValue: rawValue + Int32(truncatingIfNeeded: n))
  }

  /// The position in decimal, as it appears in paths (`screens[3]`).
  public var description: String { String(rawValue) }
}

/// A screen of an `App`: an index into `App.screens`.
public struct ScreenID: DenseID {
  /// The position as stored.
  public let rawValue: Int32
  /// The id at position `rawValue`.
  @inline(__always) public init(rawValue: Int32) { self.rawValue = rawValue }
}

/// A tab of an `App`'s tab bar: an index into `App.tabs`.
public struct TabID: DenseID {
  /// The position as stored.
  public let rawValue: Int32
  /// The id at position `rawValue`.
  @inline(__always) public init(rawValue: Int32) { self.rawValue = rawValue }
}

/// A link of an `App`: an index into `App.links` (the links of all screens, in file order).
public struct LinkID: DenseID {
  /// The position as stored.
  public let rawValue: Int32
  /// The id at position `rawValue`.
  @inline(__always) public init(rawValue: Int32) { self.rawValue = rawValue }
}

extension Array where Element == Screen {
  /// The screen `id` names.
  public subscript(id: ScreenID) -> Screen {
    @inline(__always) get { self[id.index] }
    @inline(__always) set { self[id.index] = newValue }
  }
}

extension Array where Element == Tab {
  /// The tab `id` names.
  public subscript(id: TabID) -> Tab {
    @inline(__always) get { self[id.index] }
    @inline(__always) set { self[id.index] = newValue }
  }
}

extension Array where Element == Link {
  /// The link `id` names.
  public subscript(id: LinkID) -> Link {
    @inline(__always) get { self[id.index] }
    @inline(__always) set { self[id.index] = newValue }
  }

  /// The links `ids` names (a screen's links).
  public subscript(ids: Range<LinkID>) -> ArraySlice<Link> {
    self[ids.lowerBound.index..<ids.upperBound.index]
  }
}
