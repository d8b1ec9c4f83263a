import SwiftUI

// Components whose closure properties have no type written: `var onOpen = {}` and `var onPick = {
// print("picked") }` are actions the screen's trailing closure or argument fills. The chip's
// `var label = { Text("Open") }` is a closure of the same kind, and navigates nowhere.
@main
struct RiverApp: App {
  var body: some Scene { WindowGroup { RiverList() } }
}

struct RiverTile: View {
  let title: String
  var onOpen = {}

  var body: some View {
    Button(title) { onOpen() }
  }
}

struct RiverChip: View {
  var label = { Text("Open") }
  var onPick = { print("picked") }

  var body: some View {
    Button(action: onPick) { label() }
  }
}

struct RiverList: View {
  @State private var showsMap = false
  @State private var showsGauge = false
  private let rivers = ["Tay", "Spey"]

  var body: some View {
    ScrollView {
      ForEach(rivers, id: \.self) { river in
        RiverTile(title: river) { showsMap = true }
      }
      RiverChip(onPick: { showsGauge = true })
    }
    .fullScreenCover(isPresented: $showsMap) { RiverMap() }
    .sheet(isPresented: $showsGauge) { RiverGauge() }
  }
}

struct RiverMap: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Close") { dismiss() } }
}

struct RiverGauge: View {
  var body: some View { Text("Gauge").font(.title) }
}
