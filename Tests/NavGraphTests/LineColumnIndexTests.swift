import NavGraphTestSupport
import Testing

@testable import NavGraph

/// `SourceFile`'s line and column index against a reference written from the definition: lines end
/// at `\n`, columns count the bytes that start a Unicode scalar since the line's start, a continuation
/// byte belongs to the scalar before it, a byte-order mark is not a column.
@Suite("Source locations")
struct LineColumnIndexTests {
  /// The line and column of every offset `0...bytes.count`, by one forward scan.
  static func reference(_ bytes: [UInt8]) -> [(line: Int, column: Int)] {
    let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    var result: [(line: Int, column: Int)] = []
    var line = 1
    var scalars = 0
    for offset in 0...bytes.count {
      var column = scalars + 1
      if offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { column -= 1 }
      if line == 1, bom, offset >= 3 { column -= 1 }
      result.append((line, max(1, column)))
      guard offset < bytes.count else { break }
      if bytes[offset] == 0x0A {
        line += 1
        scalars = 0
      } else if bytes[offset] & 0xC0 != 0x80 {
        scalars += 1
      }
    }
    return result
  }

  static func expectAgreement(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let source = SourceFile(name: "t.json", bytes: bytes)
    let expected = reference(bytes)
    var mismatches: [String] = []
    for offset in 0...bytes.count {
      let got = source.lineAndColumn(at: offset)
      if got != expected[offset] {
        mismatches.append("\(offset): \(got) instead of \(expected[offset])")
      }
    }
    #expect(mismatches.prefix(5) == [], sourceLocation: sourceLocation)
    #expect(source.lineAndColumn(at: -3) == expected[0], sourceLocation: sourceLocation)
    #expect(
      source.lineAndColumn(at: bytes.count + 5) == expected[bytes.count], sourceLocation: sourceLocation)
  }

  /// A minified description: one line of about 60 kB, every kind of scalar width, so checkpoints
  /// fall inside 2-, 3- and 4-byte scalars and lookups span many of them.
  static func longLine(bom: Bool) -> [UInt8] {
    var text = "{\"screens\":["
    for i in 0..<900 {
      text += "{\"id\":\"s\(i)\",\"title\":\"é中🧭\(String(repeating: "x", count: i % 7))\"},"
    }
    text += "\r{\"id\":\"last\"}]}"
    return (bom ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)
  }

  @Test func everyOffsetOfALongSingleLine() {
    let bytes = LineColumnIndexTests.longLine(bom: false)
    #expect(bytes.count > 100 * LineColumnIndex.stride)
    #expect(!bytes.contains(0x0A))
    LineColumnIndexTests.expectAgreement(bytes)
  }

  @Test func everyOffsetOfALongSingleLineAfterAByteOrderMark() {
    LineColumnIndexTests.expectAgreement(LineColumnIndexTests.longLine(bom: true))
  }

  @Test func everyOffsetOfShortAndLongLines() {
    let text = "{\n\t\"a\": \"中文🧭\",\r\n  \"b\": [1,\n\n 2]}\n" + String(repeating: "é", count: 5) + "x"
    var bytes = Array(text.utf8)
    bytes.insert(0x80, at: 12)
    LineColumnIndexTests.expectAgreement(bytes)
    LineColumnIndexTests.expectAgreement([0xEF, 0xBB, 0xBF] + bytes)
    LineColumnIndexTests.expectAgreement(
      bytes + LineColumnIndexTests.longLine(bom: false) + Array("\n\n".utf8))
    LineColumnIndexTests.expectAgreement([])
    LineColumnIndexTests.expectAgreement([0x0A])
    LineColumnIndexTests.expectAgreement(Array(repeating: 0x80, count: 3 * LineColumnIndex.stride))
  }

  /// Lines that end exactly on, just before and just after a checkpoint.
  @Test func linesEndingAroundCheckpoints() {
    let stride = LineColumnIndex.stride
    for length in [stride - 2, stride - 1, stride, stride + 1, 2 * stride] {
      var bytes: [UInt8] = []
      for i in 0..<5 {
        bytes += Array(repeating: i % 2 == 0 ? 0x61 : 0xC3, count: length)
        if i % 2 == 1 { bytes += [0xA9] }
        bytes.append(0x0A)
      }
      LineColumnIndexTests.expectAgreement(bytes)
    }
  }

  /// Seeded random mixes of short and long lines (a pretty-printed file's and a minified one's) with
  /// scalars of every width: lines that start blocks before the offset's, several blocks without a
  /// break, breaks at every position of a sixteen-byte vector.
  @Test(arguments: 0..<12) func everyOffsetOfRandomLines(seed: UInt64) {
    var r = SplitMix64(seed: seed)
    var bytes: [UInt8] = r.chance(25) ? [0xEF, 0xBB, 0xBF] : []
    while bytes.count < 6 * LineColumnIndex.stride {
      let length = r.chance(80) ? r.int(40) : r.int(4 * LineColumnIndex.stride)
      for _ in 0..<length {
        switch r.int(10) {
        case 0: bytes += [0xC3, 0xA9]
        case 1: bytes += [0xE4, 0xB8, 0xAD]
        case 2: bytes += [0xF0, 0x9F, 0xA7, 0xAD]
        case 3: bytes.append(0x80)
        default: bytes.append(0x61)
        }
      }
      bytes.append(0x0A)
      if r.chance(10) { bytes.append(0x0A) }
    }
    LineColumnIndexTests.expectAgreement(bytes)
  }

  /// The index is built by the first of many concurrent callers, once: every caller gets the
  /// reference's answer (run under ThreadSanitizer, the unguarded lazy cache this replaced races).
  @Test func concurrentFirstUse() async {
    let bytes = LineColumnIndexTests.longLine(bom: false)
    let expected = LineColumnIndexTests.reference(bytes)
    for _ in 0..<20 {
      let source = SourceFile(name: "t.json", bytes: bytes)
      let wrong = await withTaskGroup(of: Int.self) { group in
        for task in 0..<8 {
          group.addTask {
            var wrong = 0
            for offset in Swift.stride(from: task, through: bytes.count, by: 97)
            where source.lineAndColumn(at: offset) != expected[offset] {
              wrong += 1
            }
            return wrong
          }
        }
        return await group.reduce(0, +)
      }
      #expect(wrong == 0)
    }
  }

  /// The loader's diagnostics and the findings of a minified description are located from the
  /// same index: each agrees with the reference at its offset.
  @Test func loaderAndFindingsOnOneLine() throws {
    var text = "{\"tabs\":[{\"id\":\"main\",\"root\":\"s0\"}],\"screens\":["
    for i in 0..<400 {
      let key = i % 40 == 39 ? "tilte" : "title"
      text +=
        "{\"id\":\"s\(i)\",\"\(key)\":\"é中🧭\",\"links\":[\(i % 3 == 0 ? "" : "\"s\((i + 1) % 400)\"")]},"
    }
    for i in 0..<50 { text += "{\"id\":\"u\(i)\",\"title\":\"孤\"}," }
    text.removeLast()
    text += "]}"
    let bytes = Array(text.utf8)
    let expected = LineColumnIndexTests.reference(bytes)
    let result = AppLoader.load(bytes: bytes, fileName: "min.json")
    let loaderLocations = result.diagnostics.compactMap(\.location)
    #expect(loaderLocations.count >= 10)
    for location in loaderLocations {
      #expect((location.line, location.column) == expected[location.offset], "\(location.path)")
    }
    let app = try #require(result.app)
    let findings = NavigationAnalysis(app).check().findings.compactMap(\.location)
    #expect(findings.count >= 50)
    for location in findings {
      #expect((location.line, location.column) == expected[location.offset], "\(location.path)")
    }
  }
}
