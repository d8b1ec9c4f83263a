import Foundation
import NavGraph
import NavGraphTestSupport
import Testing

@Suite struct UTF8ValidationTests {
  @Test func invalidUTF8() {
    var inString = Array(#"{"entry": "A", "screens": [{"id": "A", "title": "caf"#.utf8)
    inString += [0xE9]
    inString += Array("\"}, {\"id\": \"B\u{FF}\"}]}".utf8)
    let result = AppLoader.load(bytes: inString, fileName: "app.json")
    #expect(LoaderHarness.lines(result) == ["1:53: error: invalid UTF-8 byte 0xe9 [invalid-utf8]"])
    // The structure is intact: the model is built, with U+FFFD for the bad byte.
    #expect(result.app?.screens[0].title == "caf\u{FFFD}")
    #expect(result.app?.screens[1].id == "B\u{FF}")

    var outside = Array(#"{"entry": "A", "screens": "#.utf8)
    outside += [0xC0, 0x80]
    let stopped = AppLoader.load(bytes: outside, fileName: "app.json")
    #expect(LoaderHarness.lines(stopped) == ["1:27: error: invalid UTF-8 byte 0xc0 [invalid-utf8]"])
    #expect(stopped.app == nil)

    for bad: [UInt8] in [
      [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
    ] {
      let bytes = Array(#"{"screens": [], "name": ""#.utf8) + bad + Array("\"}".utf8)
      let r = AppLoader.load(bytes: bytes, fileName: "app.json")
      let invalid = r.diagnostics.first { $0.code == .invalidUTF8 }
      // A stray continuation byte counts with the scalar before it (the column convention).
      #expect(invalid?.location?.column == (bad == [0x80] ? 25 : 26), "\(bad)")
    }

    let utf16: [UInt8] = [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00]
    #expect(
      LoaderHarness.lines(AppLoader.load(bytes: utf16, fileName: "app.json")) == [
        "1:1: error: invalid UTF-8 byte 0xff: the file looks like UTF-16; save it as UTF-8 [invalid-utf8]"
      ])
  }
}
