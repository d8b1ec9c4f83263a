import SwiftUI

// A `sheet(item:)` closed by setting the item to `.none`, Swift's `Optional.none`, rather than
// `nil`; and an enum with a case of its own named `none`, which is a value.

@main
struct LoomApp: App {
  var body: some Scene {
    WindowGroup { NavigationStack { LoomBench() } }
  }
}

enum Spool: Identifiable {
  case warp, weft
  var id: Self { self }
}

enum Pattern: Identifiable {
  case none, twill
  var id: Self { self }
}

struct LoomBench: View {
  @State private var spool: Spool?
  @State private var pattern: Pattern?

  var body: some View {
    VStack {
      Button("Warp") { spool = .warp }
      Button("Weft") { spool = .weft }
      Button("Plain") { pattern = .none }
    }
    .sheet(item: $spool) { spool in
      VStack {
        switch spool {
        case .warp: WarpSheet()
        case .weft: WeftSheet()
        }
        Button("Done") { self.spool = .none }
      }
    }
    .fullScreenCover(item: $pattern) { _ in PatternSheet() }
  }
}

struct WarpSheet: View {
  var body: some View { Text("Warp") }
}

struct WeftSheet: View {
  var body: some View { Text("Weft") }
}

struct PatternSheet: View {
  var body: some View { Text("Pattern") }
}
