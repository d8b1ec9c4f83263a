import Foundation

#if canImport(CFontconfig)
  import CFontconfig
#endif

/// Which writing systems a map's text needs fonts for, and whether the installed fonts cover them.
///
/// Graphviz measures every label with the fonts installed where NavGraph runs (pango over
/// fontconfig), and PNG and PDF draw the glyphs with them; a title in Chinese, Japanese or Korean
/// without a font for it comes out as boxes. The needs are found per Unicode scalar: Hangul needs a
/// Korean font (`ko`), kana a Japanese one (`ja`), Han ideographs any of the three. Coverage is
/// asked of fontconfig the way `fc-list :lang=zh` asks it (`FcNameParse`, `FcFontList`), once per
/// language and process. Every fontconfig call NavGraph makes lives in this file; on platforms
/// built without fontconfig (macOS, whose system fonts cover these languages) every language
/// counts as covered. Linear in the text.
enum FontCoverage {
  /// The fontconfig language codes a text needs, as alternatives: a text needs, for each inner
  /// array, one installed font for one of its languages.
  static func languages(neededBy texts: [String]) -> [[String]] {
    var han = false
    var kana = false
    var hangul = false
    for text in texts {
      for scalar in text.unicodeScalars where scalar.value >= 0x1100 {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF:
          hangul = true
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F:
          kana = true
        case 0x2E80...0x2FDF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x323AF:
          han = true
        default:
          break
        }
      }
    }
    var needs: [[String]] = []
    // Han text is named after the language the rest of the text suggests.
    if han { needs.append(kana ? ["ja", "zh", "ko"] : hangul ? ["ko", "zh", "ja"] : ["zh", "ja", "ko"]) }
    if kana { needs.append(["ja"]) }
    if hangul { needs.append(["ko"]) }
    return needs
  }

  /// The languages among `needs` that no installed font covers: for each unmet need, its first
  /// language, each once. `hasFont` answers for one fontconfig language code.
  static func missing(_ needs: [[String]], hasFont: (String) -> Bool) -> [String] {
    var missing: [String] = []
    for need in needs where !need.contains(where: hasFont) && !missing.contains(need[0]) {
      missing.append(need[0])
    }
    return missing
  }

  /// Whether an installed font covers `language` (a fontconfig code such as `zh`), as
  /// `fc-list :lang=<language>` would list one. Cached per process.
  static func installedFontCovers(_ language: String) -> Bool {
    cacheLock.lock()
    defer { cacheLock.unlock() }
    if let known = cache[language] { return known }
    let covered = queryFontconfig(language)
    cache[language] = covered
    return covered
  }

  private static func queryFontconfig(_ language: String) -> Bool {
    #if canImport(CFontconfig)
      guard language.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x2D }),
        // FcNameParse reads the C string while it lives and copies what it keeps; FcChar8 is a byte.
        let pattern = ":lang=\(language)".withCString({
          FcNameParse(UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self))
        })
      else { return false }
      defer { FcPatternDestroy(pattern) }
      guard let objects = FcObjectSetCreate() else { return false }
      defer { FcObjectSetDestroy(objects) }
      _ = FcObjectSetAdd(objects, FC_FAMILY)
      guard let fonts = FcFontList(nil, pattern, objects) else { return false }
      defer { FcFontSetDestroy(fonts) }
      return fonts.pointee.nfont > 0
    #else
      return true
    #endif
  }
}

private let cacheLock = NSLock()
nonisolated(unsafe) private var cache: [String: Bool] = [:]
