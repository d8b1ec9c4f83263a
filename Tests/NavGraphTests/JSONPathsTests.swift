import Testing

@testable import NavGraph

@Suite struct JSONPathsTests {
  @Test func pathsQuoteKeysThatAreNotIdentifiers() {
    #expect(JSONPaths.member("", "entry") == "entry")
    #expect(JSONPaths.member("screens[0]", "my key") == #"screens[0]["my key"]"#)
    #expect(JSONPaths.member("x", "a\"b\\\n") == #"x["a\"b\\\n"]"#)
    #expect(JSONPaths.member("x", "1a") == #"x["1a"]"#)
    #expect(JSONPaths.member("x", "") == #"x[""]"#)
  }
}
