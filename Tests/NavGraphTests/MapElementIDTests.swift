import Foundation
import NavGraph
import NavGraphTestSupport
import Testing

@testable import NavGraph

@Suite struct MapElementIDTests {
  @Test func dotHasElementIDsOnlyWhenAsked() throws {
    let map = try NavigationMap(app: ViewerTestApps.tiny, checkResult: nil, options: RenderOptions())
    let plain = DOTWriter.write(map)
    #expect(!plain.contains("id="))
    let withIDs = DOTWriter.write(map, elementIDs: true)
    for node in map.nodes {
      #expect(withIDs.contains("\"n\(node.screen)\" [") && withIDs.contains("id=\"ng_s\(node.screen)\""))
    }
    let edgeLines = withIDs.split(separator: "\n").filter {
      $0.contains(" -> \"n") && !$0.contains("\"launch\"") && !$0.contains("\"tabbar\"")
    }
    #expect(edgeLines.count == map.edges.count)
    for (i, line) in edgeLines.enumerated() { #expect(line.hasSuffix(", id=\"ng_e\(i)\"];"), "\(line)") }
    #expect(
      withIDs.replacingOccurrences(of: #", id="ng_[se][0-9]+""#, with: "", options: .regularExpression)
        == plain)
  }
}
