import Testing

@testable import NavGraph

@Suite struct LoaderPathTests {
  @Test func pathsQuoteKeysThatAreNotIdentifiers() {
    #expect(LoaderPath.member("", "entry") == "entry")
    #expect(LoaderPath.member("screens[0]", "my key") == #"screens[0]["my key"]"#)
    #expect(LoaderPath.member("x", "a\"b\\\n") == #"x["a\"b\\\n"]"#)
    #expect(LoaderPath.member("x", "1a") == #"x["1a"]"#)
    #expect(LoaderPath.member("x", "") == #"x[""]"#)
  }
}
