import SwiftUI

// Choices on constants: a file-level `let` and `static let`s of an enum, tested by the root view's
// `if`, a `switch` in a screen's content, a destination's `if` and a button's `if`. A run shows only
// the branch the constant selects, so only that branch is read.
let usesClassicGreenhouse = false

enum Rollout {
  static let layout: Layout = .grid
  static let seedCatalog = false
}

enum Layout {
  case grid, list
}

struct Bed: Hashable {
  var row: Int
}

@main
struct NurseryApp: App {
  var body: some Scene {
    WindowGroup { NurseryRoot() }
  }
}

struct NurseryRoot: View {
  var body: some View {
    if usesClassicGreenhouse {
      ClassicGreenhouseView()
    } else {
      GreenhouseView()
    }
  }
}

struct GreenhouseView: View {
  @State private var showsCatalog = false
  @State private var showsTips = false

  var body: some View {
    NavigationStack {
      VStack {
        switch Rollout.layout {
        case .grid: NavigationLink("Beds") { BedGridView() }
        case .list: NavigationLink("Beds") { BedListView() }
        }
        NavigationLink("First bed", value: Bed(row: 1))
        Button("Seeds") {
          if Rollout.seedCatalog {
            showsCatalog = true
          } else {
            showsTips = true
          }
        }
      }
      .navigationDestination(for: Bed.self) { bed in
        if usesClassicGreenhouse { ClassicBedView(bed: bed) } else { BedView(bed: bed) }
      }
      .sheet(isPresented: $showsCatalog) { SeedCatalogView() }
      .sheet(isPresented: $showsTips) { SeedTipsView() }
    }
  }
}

struct ClassicGreenhouseView: View {
  var body: some View { NavigationLink("Classic beds") { BedListView() } }
}

struct BedGridView: View {
  var body: some View { Text("Grid") }
}

struct BedListView: View {
  var body: some View { Text("List") }
}

struct BedView: View {
  let bed: Bed
  var body: some View { Text("Bed") }
}

struct ClassicBedView: View {
  let bed: Bed
  var body: some View { Text("Classic bed") }
}

struct SeedCatalogView: View {
  var body: some View { Text("Seeds") }
}

struct SeedTipsView: View {
  var body: some View { Text("Tips") }
}
