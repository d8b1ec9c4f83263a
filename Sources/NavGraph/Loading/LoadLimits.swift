/// The sizes the loader refuses, so that a description whose graph would not fit in memory is an
/// error (`too-large`) rather than a process killed by the system, and the number of diagnostics
/// reported before the rest are only counted.
public struct LoadLimits: Sendable {
  /// The largest file read, in bytes; at most 2 GiB (byte offsets are kept in 31 bits).
  public var maxFileBytes: Int
  /// The most screens (and, separately, tabs) a description may have.
  public var maxScreens: Int
  /// The most links a description may have.
  public var maxLinks: Int
  /// Diagnostics kept; the rest are counted in one `too-many-diagnostics` note.
  public var maxDiagnostics: Int
  /// The fewest bytes from the start of `screens` to the end of the file for which the loader reads
  /// the screens on two threads (`ScreenSplit`); below it, one thread reads them all. With one core
  /// to run on (`ProcessorCores`) no file is split. Tests lower it to split small descriptions.
  var screenSplitBytes = ProcessorCores.second ? 1 << 20 : Int.max
  /// The fewest links for which the loader resolves their targets on two threads (`LinkTargetHalf`);
  /// below it, one thread resolves them all. With one core to run on no resolving is split. Tests
  /// lower it to split small descriptions.
  var resolveSplitLinks = ProcessorCores.second ? 1 << 16 : Int.max

  /// 2 GiB, the most any limit may allow.
  public static let maxFileBytesCeiling = 1 << 31

  /// Limits; `maxFileBytes` is capped at `maxFileBytesCeiling`.
  public init(
    maxFileBytes: Int = LoadLimits.maxFileBytesCeiling, maxScreens: Int = 50_000_000,
    maxLinks: Int = 50_000_000,
    maxDiagnostics: Int = 200
  ) {
    self.maxFileBytes = min(maxFileBytes, LoadLimits.maxFileBytesCeiling)
    self.maxScreens = maxScreens
    self.maxLinks = maxLinks
    self.maxDiagnostics = maxDiagnostics
  }

  /// The defaults: 2 GiB, 50,000,000 screens, tabs and links, 200 diagnostics.
  public static let standard = LoadLimits()

  /// `maxFileBytes`, never above the ceiling (the property may have been set past it).
  var fileBytes: Int { min(maxFileBytes, LoadLimits.maxFileBytesCeiling) }
}
