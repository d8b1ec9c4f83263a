import NavGraphTestSupport
import Testing

@testable import NavGraph

@Suite struct NearMatchTests {
  @Test func optimalStringAlignmentDistance() {
    var scratch = NearMatch.DistanceScratch()
    func d(_ a: String, _ b: String, _ limit: Int = 5) -> Int? {
      NearMatch.distance(
        a.unicodeScalars.map(\.value), b.unicodeScalars.map(\.value), limit: limit, scratch: &scratch)
    }
    #expect(d("Detial", "Detail") == 1)
    #expect(d("lable", "label") == 1)
    #expect(d("kitten", "sitting") == 3)
    #expect(d("kitten", "sitting", 2) == nil)
    #expect(d("", "abc") == 3)
    #expect(d("ca", "abc") == 3)
    #expect(d("中文屏幕", "中文屏") == 1)
    #expect(d("abcdefghij", "a") == nil)
  }

  @Test func suggestionLimits() {
    #expect(NearMatch.limit(forLength: 1) == 0)
    #expect(NearMatch.limit(forLength: 2) == 1)
    #expect(NearMatch.limit(forLength: 6) == 2)
    #expect(NearMatch.limit(forLength: 40) == 2)
    #expect(NearMatch.suggestion(for: "B", among: ["C", "A"]) == nil)
    #expect(NearMatch.suggestion(for: "shet", among: FormatSpec.linkKinds) == "sheet")
    #expect(NearMatch.suggestion(for: "poptoroot", among: FormatSpec.linkKinds) == "popToRoot")
    #expect(NearMatch.suggestion(for: "navigate", among: FormatSpec.linkKinds) == nil)
  }

  @Test func suggestionsAmongManyIds() {
    var json = "{\"entry\": \"s0\", \"screens\": ["
    let count = 200_000
    for i in 0..<count { json += (i == 0 ? "" : ",") + "{\"id\": \"s\(i)\"}" }
    json += "], \"home\": \"s12345x\"}"
    let result = LoaderHarness.load(json)
    #expect(LoaderHarness.lines(result).first?.hasPrefix("1:") == true)
    #expect(result.diagnostics.first?.message == "unknown screen 's12345x'; did you mean 's12345'?")
  }
}
