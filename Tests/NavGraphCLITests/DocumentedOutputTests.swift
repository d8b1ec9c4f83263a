import Foundation
import NavGraphTestSupport
import Testing

/// The `navgraph check` output that README.md and samples/README.md show for a bundled sample is
/// what the command prints today: a change of behaviour that forgets the docs fails here.
@Suite struct DocumentedOutputTests {
  /// A fenced block that starts `$ navgraph check samples/NAME.json`: the sample's path as written,
  /// the lines shown after the command, and where the block is.
  struct Block: CustomStringConvertible {
    var sample: String
    var lines: [String]
    var place: String
    var description: String { place }
  }

  /// Every such block of the two READMEs, in file order.
  static let blocks: [Block] = ["README.md", "samples/README.md"].flatMap { name -> [Block] in
    let url = CLI.root.appendingPathComponent(name)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    let lines = text.components(separatedBy: "\n")
    var blocks: [Block] = []
    for (i, line) in lines.enumerated() {
      let prefix = "$ navgraph check samples/"
      guard line.hasPrefix(prefix), line.hasSuffix(".json"), i > 0, lines[i - 1] == "```" else { continue }
      let shown = lines[(i + 1)...].prefix { $0 != "```" }
      blocks.append(
        Block(
          sample: String(line.dropFirst("$ navgraph check ".count)), lines: Array(shown),
          place: "\(name):\(i + 1)"))
    }
    return blocks
  }

  @Test func theReadmesShowSamplesOutputs() {
    // README.md shows shop.json and router-destinations.json; samples/README.md social.json and
    // router-destinations.json: a parser that found none would pass vacuously.
    #expect(Self.blocks.count >= 4, "\(Self.blocks)")
  }

  @Test(arguments: blocks) func aShownOutputIsTheCommandsOutput(_ block: Block) {
    let path = CLI.root.appendingPathComponent(block.sample).path
    let run = CLI.run(["check", path])
    let printed = (run.stdout + run.stderr).replacingOccurrences(of: path, with: block.sample)
      .components(separatedBy: "\n").dropLast()
    #expect(
      Array(printed) == block.lines,
      "\(block.place) is out of date; the command prints:\n\(printed.joined(separator: "\n"))")
  }
}
