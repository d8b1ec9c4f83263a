// Interim: replaced by the exact trap analysis (in progress); finds nothing yet.
public struct TrapFinding: Sendable {
  public var screen: Int32
  public var route: [Move]
  public var alsoTrapped: [Int32]
}

public struct TrapAnalysis: Sendable {
  public init(graph: ConfigurationGraph, home: Int32) {}
  public var trapScreens: [Int32] = []
  public var findings: [TrapFinding] = []
}
