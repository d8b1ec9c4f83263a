// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// (the model rework of issue 11 documents these declarations)

/// The sizes the loader refuses, so that a description whose graph would not fit in memory is an
/// error (`too-large`) rather than a process killed by the system, and the number of diagnostics
/// reported before the rest are only counted.
public struct LoadLimits: Sendable {
  /// The largest file read, in bytes; at most 2 GiB (byte offsets are kept in 31 bits).
  public var maxFileBytes: Int
  public var maxScreens: Int
  public var maxLinks: Int
  /// Diagnostics kept; the rest are counted in one `too-many-diagnostics` note.
  public var maxDiagnostics: Int

  /// 2 GiB, the most any limit may allow.
  public static let maxFileBytesCeiling = 1 << 31

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

  public static let standard = LoadLimits()

  /// `maxFileBytes`, never above the ceiling (the property may have been set past it).
  var fileBytes: Int { min(maxFileBytes, LoadLimits.maxFileBytesCeiling) }
}
