/// The parts of a compound action (format 1.1, `then` on a link): link moves applied after the
/// link's own move, in order, within the same step.
///
/// Each part acts on the state the previous one left (the link's own move first), by the ordinary
/// rules of its kind; one that cannot act there is skipped. The action is a move where its final
/// state differs from the state it started from, and inert elsewhere.
public struct CompoundParts: Sendable {
  /// The parts, in order: links without a screen (`destination`, `kind`, anchors as links).
  public var moves: [Link]
  /// The value type of each part that is a value push, by position (an index into `App.valueTypes`).
  public var moveValues: [Int: Int]

  /// Compound parts of these moves and value types.
  public init(moves: [Link], moveValues: [Int: Int] = [:]) {
    self.moves = moves
    self.moveValues = moveValues
  }
}
