import Foundation

/// The screens of a large description read on two threads: a speculative split of the `screens`
/// array at a screen boundary near the middle of the bytes left, whose second half a thread of its
/// own reads while `DescriptionReader.readScreens` reads from the start.
///
/// The cut is found without reading what comes before it: the first `}`, `,`, `{`, `"id"`, `:`
/// (with any whitespace between) after the middle of the bytes from the array's `[` to the end of
/// the file. Those bytes may also end a tab, a link, or a string; the split is only a guess, checked
/// by the first thread: the second half is kept only when the first thread ends a screen of the
/// array exactly at the cut (after the `}`), so the second thread read from the `{` the first would
/// have read next. It is kept only when reading it reported nothing and touched no state but its
/// screens and links: no diagnostic (kept or counted), no format 1.1 key (whose report depends on
/// `format`), no escaped id (kept in the second reader's arena), no invalid UTF-8, no `ignore` (it
/// names its screen or link by position), and the screens and links within `LoadLimits` once joined.
/// Then the two drafts are joined (`AppDraft.appendScreens(of:)`: the links of the second half's
/// screens move past the first half's) and the reader goes on after the array's `]`, where the
/// second thread stopped. In every other case (a syntax error, a limit, any diagnostic in the second
/// half, no screen ending at the cut) the second half is dropped and the first thread reads on, so
/// the draft, the diagnostics and their order are those of one thread reading the whole file. Ids
/// are resolved after both halves (`Resolver`), so a screen id repeated across the halves is
/// reported as in one read.
///
/// Only files of at least `LoadLimits.screenSplitBytes` from `screens` on are split, never an
/// overlay; by default only when the process may run on two cores (`ProcessorCores`), as on one
/// core the threads run interleaved. The guess costs at most a megabyte's scan, the thread's start
/// and the join, O(screens + links of the second half).
final class ScreenSplit {
  /// The offset just after the `}` of the screen before the second half's first.
  let cut: Int
  private let half: SecondHalf
  private var joined = false

  /// How far after the middle the cut is looked for: no cut in that many bytes, no split.
  static let searchBytes = 1 << 20

  /// Starts reading the second half on its own thread; nil (no thread) when the description is not
  /// to be split: an overlay, `screens` not an array, too few bytes, or no cut found. `reader` is
  /// positioned at the `screens` value.
  init?(_ reader: DescriptionReader) {
    let scanner = reader.scanner
    guard !reader.isOverlay, scanner.current == UInt8(ascii: "["),
      scanner.end - scanner.pos >= reader.limits.screenSplitBytes,
      let (cut, start) = Self.candidate(
        scanner.base, from: scanner.pos + (scanner.end - scanner.pos) / 2, end: scanner.end)
    else { return nil }
    self.cut = cut
    let diagnostics = DiagnosticCollector(limit: 1)
    var second = DescriptionReader(
      scanner: JSONScanner(base: scanner.base, count: scanner.end, start: start, invalidUTF8Keep: 1),
      file: reader.file, diagnostics: diagnostics, limits: reader.limits)
    second.draft = AppDraft(
      diagnostics: diagnostics, limits: reader.limits, paths: JSONPaths(),
      screenEstimate: min(reader.limits.maxScreens, 1 << 22, (scanner.end - start) / 96 + 16),
      linkEstimate: min(reader.limits.maxLinks, 1 << 24, (scanner.end - start) / 24 + 16))
    let half = SecondHalf(second)
    self.half = half
    let thread = Thread {
      half.read()
      half.done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
  }

  /// Waits for the second thread to end (at most once).
  func join() {
    guard !joined else { return }
    joined = true
    half.done.wait()
  }

  /// Joins the second half to `reader`'s draft, whose last screen ends at `cut`, when it can be
  /// kept; returns the offset after the array's `]`, where the reader goes on, or nil (the half
  /// dropped) when the reader is to read on from the cut itself.
  func adopt(into reader: inout DescriptionReader) -> Int? {
    join()
    guard let end = half.end else { return nil }
    let later = half.reader.takeDraft()
    let limits = reader.limits
    guard reader.draft.screens.count + later.screens.count <= limits.maxScreens,
      reader.draft.links.count + reader.draft.moves + later.links.count <= limits.maxLinks
    else { return nil }
    reader.draft.appendScreens(of: later)
    return end
  }

  /// The cut and the offset of the next screen's `{` for the first `}` `,` `{` `"id"` `:` (whitespace
  /// allowed between) that starts in `from..<from + searchBytes`, or nil.
  static func candidate(_ base: UnsafePointer<UInt8>, from: Int, end: Int) -> (cut: Int, start: Int)? {
    @inline(__always) func skipWhitespace(_ i: inout Int) {
      while i < end, base[i] == 0x20 || base[i] == 0x0A || base[i] == 0x0D || base[i] == 0x09 { i += 1 }
    }
    @inline(__always) func at(_ i: Int, _ byte: UInt8) -> Bool { i < end && base[i] == byte }
    let last = min(end, from + searchBytes)
    var i = from
    while i < last {
      defer { i += 1 }
      guard base[i] == UInt8(ascii: "}") else { continue }
      var j = i + 1
      skipWhitespace(&j)
      guard at(j, UInt8(ascii: ",")) else { continue }
      j += 1
      skipWhitespace(&j)
      guard at(j, UInt8(ascii: "{")) else { continue }
      let start = j
      j += 1
      skipWhitespace(&j)
      guard at(j, UInt8(ascii: "\"")), at(j + 1, UInt8(ascii: "i")), at(j + 2, UInt8(ascii: "d")),
        at(j + 3, UInt8(ascii: "\""))
      else { continue }
      j += 4
      skipWhitespace(&j)
      guard at(j, UInt8(ascii: ":")) else { continue }
      return (i + 1, start)
    }
    return nil
  }

  /// The second thread's reader and what it read: made by the first thread, then used only by the
  /// second until it signals `done`, then only by the first, which reads it only after waiting for
  /// `done` (the semaphore orders the second thread's writes before those reads).
  private final class SecondHalf: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    var reader: DescriptionReader
    /// The offset after the array's `]` when the half was read to it and can be kept, else nil.
    var end: Int?

    init(_ reader: DescriptionReader) { self.reader = reader }

    /// Reads screens from the cut to the end of the array, stopping (with `end` nil) at the first
    /// error, diagnostic or state that could not be joined to the first half.
    func read() {
      var more = true
      var first = false
      do {
        while more {
          guard reader.draft.overLimit(.screens) == nil else { return }
          try reader.readScreen(reader.draft.screens.count)
          guard isPlain else { return }
          more = try reader.scanner.nextElement(first: &first)
        }
      } catch {
        return
      }
      end = reader.scanner.pos
    }

    /// Whether what was read is only screens and links, as a first reader would have read them.
    private var isPlain: Bool {
      reader.diagnostics.isEmpty && !reader.hasPendingTypedUses && reader.scanner.invalidUTF8Count == 0
        && reader.arena.isEmpty && reader.draft.ignores.isEmpty && reader.draft.moves == 0
        && reader.draft.valueTypes.isEmpty && reader.linkParts.isEmpty && reader.deepLinks.isEmpty
    }
  }
}
